import { dateFormatter } from '#core/format/format.ts'
import { readFile, stat } from 'node:fs/promises'
import { basename, join, resolve, sep } from 'node:path'
import { makePdf, type PdfBlock } from '#core/pdf/pdf.server.ts'
import type { ZipEntry } from '#core/zip/zip.server.ts'
import type { LabelOverview } from './label.repo.ts'

/**
 * The press kit as files: a PDF bio made from the label's current data (so an edit in the
 * database shows in the next download), and one ZIP with that PDF, every downloadable asset and a
 * short read-me with the credit line.
 */

export const PRESS_BIO_PATH = '/api/label/press-kit/dossier-de-presse.pdf'
export const PRESS_ZIP_PATH = '/api/label/press-kit.zip'

const INDIGO = '#1e1b4b'
const TERRACOTTA = '#b8502f'
const GREY = '#594d47'

export function pressBioPdf(label: LabelOverview, artistNames: string[], today = new Date()): Promise<Buffer> {
  const { info, pressKit } = label
  const address = info.address
  const blocks: PdfBlock[] = [
    { text: `${info.name.toUpperCase()} — DOSSIER DE PRESSE`, size: 10, bold: true, color: TERRACOTTA },
    { text: pressKit.headline, size: 19, bold: true, color: INDIGO, before: 6 },
    { text: info.slogan, size: 11, color: GREY, before: 2 },
    { rule: true, before: 10 },
    { text: pressKit.shortText, size: 10.5 },
    ...info.about.map((paragraph): PdfBlock => ({ text: paragraph, size: 10.5, before: 7 })),
  ]
  if (artistNames.length) {
    blocks.push({ text: 'Artistes du label', size: 12, bold: true, color: INDIGO, before: 10 })
    blocks.push({ text: artistNames.join(' · '), size: 10.5, before: 2 })
  }
  if (label.services.length) {
    blocks.push({ text: 'Services', size: 12, bold: true, color: INDIGO, before: 10 })
    blocks.push({ text: label.services.map(service => service.title).join(' · '), size: 10.5, before: 2 })
  }
  blocks.push(
    { rule: true, before: 14 },
    { text: 'Contact presse et booking', size: 12, bold: true, color: INDIGO },
    {
      text: `${info.name} — ${info.legalForm}, fondé en ${info.foundingYear}. Direction : ${info.director}.`,
      size: 10,
      before: 2,
    },
    { text: `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`, size: 10 },
    {
      text: `Presse : ${info.emails.contact} · Booking : ${info.emails.booking} · ${info.phones.join(' · ')}`,
      size: 10,
    },
    { text: info.website, size: 10 },
    {
      text: `Photos et logo libres d’utilisation pour illustrer un article consacré au label, avec la mention « © ${info.name} ». Document mis à jour le ${dateFormatter({ dateStyle: 'long' }).format(today)}.`,
      size: 8.5,
      color: GREY,
      before: 12,
    },
  )
  return makePdf(blocks, { title: `${info.name} — dossier de presse` })
}

/** The file an asset URL points to under the media directory, or null (outside it, or missing). */
async function mediaFile(mediaDir: string, url: string): Promise<string | null> {
  if (!url.startsWith('/media/') || url.includes('..') || url.includes('\\')) return null
  const path = resolve(join(mediaDir, decodeURIComponent(url.slice('/media/'.length).split(/[?#]/)[0]!)))
  if (!path.startsWith(resolve(mediaDir) + sep)) return null
  try {
    return (await stat(path)).isFile() ? path : null
  } catch {
    return null
  }
}

export async function pressKitEntries(
  label: LabelOverview,
  artistNames: string[],
  mediaDir: string,
): Promise<ZipEntry[]> {
  const { info, pressKit } = label
  const modified = new Date()
  const entries: ZipEntry[] = [
    {
      name: 'LISEZMOI.txt',
      modified,
      data: async () =>
        Buffer.from(
          [
            pressKit.headline,
            '',
            pressKit.shortText,
            '',
            `Crédit obligatoire : © ${info.name}`,
            `Presse : ${info.emails.contact} — ${info.phones.join(' — ')}`,
            info.website,
            '',
          ].join('\r\n'),
          'utf8',
        ),
    },
    { name: 'dossier-de-presse.pdf', modified, data: async () => pressBioPdf(label, artistNames, modified) },
  ]
  const names = new Set(entries.map(entry => entry.name))
  for (const asset of pressKit.assets) {
    const path = await mediaFile(mediaDir, asset.url)
    if (!path) continue
    const name = `${asset.kind === 'image' ? 'images' : 'documents'}/${basename(path)}`
    if (names.has(name) || name.endsWith('/dossier-de-presse.pdf')) continue
    names.add(name)
    entries.push({ name, modified, data: () => readFile(path) })
  }
  return entries
}
