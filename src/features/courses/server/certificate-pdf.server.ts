import { formatDate } from '#core/format/format.ts'
import { makePdf, type PdfBlock } from '#core/pdf/pdf.server.ts'
import { encodeQr } from '#core/qr/qr.ts'
import { certificateEvidence } from '../learning.access.ts'
import type { CertificateView } from './learning.repo.ts'

const INDIGO = '#293373'
const GOLD = '#99730d'

/** The verification page's address, as printed and in the QR code. */
export const certificateUrl = (publicUrl: string, code: string) => `${publicUrl.replace(/\/$/, '')}/certificat/${code}`

/**
 * The printable certificate as a PDF page: student, level, date, score, verification code and a
 * QR code of the verification page. A revoked certificate prints as revoked.
 */
export function certificatePdf(certificate: CertificateView, publicUrl: string): Promise<Buffer> {
  const url = certificateUrl(publicUrl, certificate.code)
  const blocks: PdfBlock[] = [
    { text: 'Gombiste Records — Académie', size: 12, bold: true, color: GOLD },
    { text: 'Certificat de réussite', size: 30, bold: true, color: INDIGO, before: 18 },
    { rule: true, before: 10 },
    { text: 'Ce certificat atteste que', size: 13, before: 12 },
    { text: certificate.studentName, size: 24, bold: true, before: 8 },
    {
      text: `a réussi l’évaluation du niveau ${certificate.levelName} en ${certificate.disciplineName}`,
      size: 14,
      before: 10,
    },
    {
      text: `avec un score de ${certificate.score} %${certificate.passingScore ? ` (seuil de réussite : ${certificate.passingScore} %)` : ''}.`,
      size: 14,
    },
    { text: certificateEvidence(certificate.performedParts), size: 12, before: 8 },
    { text: `Délivré le ${formatDate(certificate.issuedAt)}.`, size: 13, before: 12 },
    ...(certificate.status === 'revoked'
      ? [
          {
            text: `CERTIFICAT RÉVOQUÉ le ${formatDate(certificate.revokedAt ?? certificate.issuedAt)} : il n’est plus valable.`,
            size: 14,
            bold: true,
            color: '#b3331a',
            before: 10,
          },
        ]
      : []),
    { rule: true, before: 16 },
    { text: `Code de vérification : ${certificate.code}`, size: 13, bold: true, before: 8 },
    { text: `Vérifiez ce certificat à l’adresse ${url} ou en photographiant ce code :`, size: 11 },
    { qr: encodeQr(url), size: 120, before: 12 },
  ]
  return makePdf(blocks, { title: `Certificat ${certificate.code} — ${certificate.studentName}` })
}
