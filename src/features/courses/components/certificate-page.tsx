import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { formatDate } from '#core/format/format.ts'
import { LEARNING_MESSAGES, certificateEvidence } from '#features/courses/learning.access.ts'
import { certificatePdfPath, type Certificate } from '#features/courses/learning.api.ts'
import { useHydrated } from '#core/ui/use-hydrated.ts'
import { paths } from '#core/paths.ts'

export function certificateMeta(certificate: Certificate | null) {
  return {
    title: certificate ? `Certificat ${certificate.code}` : 'Vérification de certificat',
    description: certificate
      ? `Certificat de réussite de l’académie Gombiste : ${certificate.disciplineName}, niveau ${certificate.levelName}.`
      : 'Vérifiez un certificat de l’académie Gombiste Records avec son code.',
    // A certificate names a person: it is shown to whoever has the code, never indexed.
    noIndex: true,
  }
}

/** Anyone holding a code (printed, or read from the QR code) can type it here. */
function VerifyForm({ initial }: { initial: string }) {
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get('code') ?? '')
      .trim()
      .toUpperCase()
    if (!/^[A-Z0-9-]{4,20}$/.test(code)) {
      setError('Saisissez le code imprimé sur le certificat, par exemple 7KQ2-XF9M-3BTA.')
      return
    }
    setError(null)
    void navigate(paths.certificate(code))
  }
  return (
    <form noValidate onSubmit={handleSubmit} className="mt-6 flex flex-wrap items-end gap-3" data-print-hidden="">
      <div>
        <label htmlFor="certificate-code" className="block font-semibold">
          Code du certificat
        </label>
        <input
          id="certificate-code"
          name="code"
          defaultValue={initial}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'certificate-code-error' : undefined}
          className="input mt-1 w-64 uppercase"
        />
      </div>
      <button type="submit" className="button-secondary">
        Vérifier
      </button>
      {error ? (
        <p id="certificate-code-error" className="w-full text-sm font-semibold text-terracotta">
          {error}
        </p>
      ) : null}
    </form>
  )
}

/** A certificate as anyone holding its code sees it; null for an unknown `code`. */
export function CertificatePage({ certificate, code }: { certificate: Certificate | null; code: string }) {
  const hydrated = useHydrated()
  if (!certificate) {
    return (
      <section className="container-page py-12">
        <h1 className="heading-1">Vérification de certificat</h1>
        <p
          role="alert"
          className="mt-4 rounded-2xl bg-terracotta/10 p-5 font-semibold text-terracotta"
          data-testid="certificate-status"
        >
          {LEARNING_MESSAGES.unknownCertificate}
        </p>
        <VerifyForm initial={code} />
      </section>
    )
  }
  const isValid = certificate.status === 'valid'
  return (
    <section className="container-page py-12">
      <p
        className={`rounded-2xl p-5 font-semibold ${isValid ? 'bg-forest/10 text-forest' : 'bg-terracotta/10 text-terracotta'}`}
        data-testid="certificate-status"
        data-print-hidden=""
      >
        {isValid
          ? `Certificat authentique : délivré par l’académie Gombiste Records le ${formatDate(certificate.issuedAt)}.`
          : `${LEARNING_MESSAGES.revokedCertificate}${certificate.revokedAt ? ` (révoqué le ${formatDate(certificate.revokedAt)})` : ''}`}
      </p>
      <article className="card mt-6 max-w-3xl p-8 print:shadow-none print:ring-0" data-certificate="">
        <p className="text-sm font-semibold tracking-wide text-gold-dark uppercase">Gombiste Records — Académie</p>
        <h1 className="heading-1 mt-2 text-indigo">Certificat de réussite</h1>
        {!isValid ? (
          <p className="mt-2 font-bold text-terracotta">Certificat révoqué : il n’est plus valable.</p>
        ) : null}
        <p className="mt-6">Ce certificat atteste que</p>
        <p className="font-display text-3xl font-bold" data-testid="certificate-student">
          {certificate.studentName}
        </p>
        <p className="mt-2 text-lg">
          a réussi l’évaluation du niveau <strong>{certificate.levelName}</strong> en{' '}
          <strong>{certificate.disciplineName}</strong>.
        </p>
        <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Score</dt>
          <dd>
            {certificate.score} %
            {certificate.passingScore ? ` (seuil de réussite : ${certificate.passingScore} %)` : ''}
          </dd>
          <dt className="font-semibold">Épreuves</dt>
          <dd data-testid="certificate-evidence">{certificateEvidence(certificate.performedParts)}</dd>
          <dt className="font-semibold">Date</dt>
          <dd>{formatDate(certificate.issuedAt)}</dd>
          <dt className="font-semibold">Code de vérification</dt>
          <dd className="font-mono" data-testid="certificate-code">
            {certificate.code}
          </dd>
        </dl>
        <div className="mt-6 flex flex-wrap items-center gap-6">
          <svg
            role="img"
            aria-label={`Code QR menant à la page de vérification ${certificate.url}`}
            viewBox={`0 0 ${certificate.qr.size} ${certificate.qr.size}`}
            className="size-36 bg-white"
            shapeRendering="crispEdges"
          >
            <path d={certificate.qr.d} className="fill-black" />
          </svg>
          <p className="max-w-xs text-sm break-all">
            Vérifiez ce certificat à l’adresse <span className="font-mono">{certificate.url}</span> ou en photographiant
            le code QR.
          </p>
        </div>
      </article>
      <div className="mt-6 flex flex-wrap gap-3" data-print-hidden="">
        <a href={certificatePdfPath(certificate.code)} download className="button-primary">
          Télécharger le PDF
        </a>
        {hydrated ? (
          <button type="button" className="button-secondary" onClick={() => window.print()}>
            Imprimer
          </button>
        ) : null}
      </div>
      <VerifyForm initial="" />
    </section>
  )
}
