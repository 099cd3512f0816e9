/**
 * Generates every media file the sample content points to, under `media/`:
 *
 * - images `/media/images/<group>/<slug>-<width>.webp` (all widths of the group), plus the home and
 *   label page heroes, Open Graph JPEGs for artists and blog posts and a site default;
 * - audio `/media/audio/**.mp3`, synthesised from each track's or creation's `sound` hints;
 * - sample clips `/media/video/<slug>.mp4` (10 s, 640×360 H.264 + AAC, ~200 KB): a slow zoom over the
 *   clip's poster with its title, and an excerpt of the matching track (see scripts/media/video.ts);
 * - press documents `/media/**.pdf` (text-only PDFs), and press images in print
 *   resolution `/media/press/<slug>-print.jpg|png` (3000 px wide, 300 dpi);
 * - manifest icons and the favicon.
 *
 * Existing files are kept unless `--force`. Everything is seeded from the file path, so a run
 * gives the same bytes every time.
 *
 *   npx tsx scripts/generate-media.ts [--force] [--dry-run] [--out <dir>] [--content <dir>]
 *
 * `--content` reads another content folder than content/ (to test with a small fixture).
 */
import { fork } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, extname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { availableParallelism } from 'node:os'
import { IMAGE_GROUPS, OG_IMAGE_GROUPS, parseImageUrl, type ImageGroup } from '#core/media/image-sizes.ts'
import type { Content } from '#content/content.ts'
import { readContent } from '#content/read-content.server.ts'
import type { SoundHints } from '#lib/music/sound-hints.schema.ts'
import { makePdf, type PdfBlock as Block } from '#core/pdf/pdf.server.ts'
import { encodeMp3 } from './media/encode-mp3.ts'
import {
  groupImagePath,
  ogImagePath,
  renderGroupImages,
  renderIcons,
  renderOgImage,
  renderPrintImage,
  type Written,
} from './media/images.ts'
import { hashString, renderMusic } from './media/synth.ts'
import { ffmpegPath, renderClip, type VideoJob } from './media/video.ts'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const CREATION_SECONDS = 30
const STYLES: SoundHints['style'][] = [
  'afrobeat',
  'makossa',
  'bikutsi',
  'rumba',
  'jazz',
  'gospel',
  'pop',
  'lofi',
  'classical',
]

type Kind = 'images' | 'og' | 'audio' | 'video' | 'pdf' | 'icons'
type Obj = Record<string, unknown>

/** One `/media/...` URL and the objects that mention it (innermost first), with their paths. */
type Reference = { url: string; where: { path: string; chain: Obj[]; field: string }[] }

// ---------------------------------------------------------------------------------------------------
// Collecting URLs

const MEDIA_URL = /\/media\/[^\s"'`()<>[\]{}]+/g
const MEDIA_FILE = /\.(webp|jpe?g|png|gif|svg|mp3|ogg|wav|m4a|pdf|zip|mp4)(\?|#|$)/i

export function collectReferences(data: unknown): { refs: Map<string, Reference>; foreign: string[] } {
  const refs = new Map<string, Reference>()
  const foreign: string[] = []
  const visit = (value: unknown, path: string, chain: Obj[], field: string): void => {
    if (typeof value === 'string') {
      for (const match of value.matchAll(MEDIA_URL)) {
        const url = match[0].replace(/[.,;:!?]+$/, '')
        const ref = refs.get(url) ?? { url, where: [] }
        ref.where.push({ path, chain, field })
        refs.set(url, ref)
      }
      if (!value.includes('/media/') && MEDIA_FILE.test(value) && !/\s/.test(value)) foreign.push(`${path}: ${value}`)
      return
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, `${path}[${i}]`, chain, field))
      return
    }
    if (value && typeof value === 'object') {
      const obj = value as Obj
      for (const [key, child] of Object.entries(obj)) visit(child, path ? `${path}.${key}` : key, [obj, ...chain], key)
    }
  }
  visit(data, '', [], '')
  return { refs, foreign }
}

// ---------------------------------------------------------------------------------------------------
// Planning

type AudioJob = { url: string; file: string; hints: SoundHints; seconds: number; note?: string }
type PdfJob = { url: string; file: string; title: string; context: Obj | undefined }
type Plan = {
  images: Map<string, { group: ImageGroup; slug: string; extraWidths: Set<number> }>
  og: { group: ImageGroup | 'site'; slug: string }[]
  audio: AudioJob[]
  /** Sample clips, made after the images and the audio they are made from. */
  video: VideoJob[]
  pdf: PdfJob[]
  /** Press images in print resolution (`/media/press/<slug>-print.jpg|png`). */
  print: { url: string; file: string; slug: string }[]
  notes: string[]
}

function isSoundHints(value: unknown): value is SoundHints {
  const v = value as Partial<SoundHints> | null
  return (
    !!v &&
    typeof v === 'object' &&
    typeof v.key === 'string' &&
    typeof v.bpm === 'number' &&
    typeof v.style === 'string'
  )
}

export function plan(data: Content, mediaDir: string): Plan {
  const { refs, foreign } = collectReferences(data)
  const result: Plan = { images: new Map(), og: [], audio: [], video: [], pdf: [], print: [], notes: [] }
  const addImage = (group: ImageGroup, slug: string, width?: number): void => {
    const key = `${group}/${slug}`
    const entry = result.images.get(key) ?? { group, slug, extraWidths: new Set<number>() }
    if (width !== undefined && !(IMAGE_GROUPS[group].widths as readonly number[]).includes(width))
      entry.extraWidths.add(width)
    result.images.set(key, entry)
  }
  const fileOf = (url: string): string => join(mediaDir, url.slice('/media/'.length))

  for (const ref of refs.values()) {
    const { url } = ref
    const first = ref.where[0]!
    const at = ref.where.map(w => w.path).join(', ')
    if (url.includes('..')) {
      result.notes.push(`skipped (path goes up): ${url} at ${at}`)
      continue
    }
    if (url.startsWith('/media/images/')) {
      const parsed = parseImageUrl(url)
      if (!parsed) {
        result.notes.push(`image URL not of the form /media/images/<group>/<slug>-<width>.webp: ${url} at ${at}`)
        continue
      }
      const spec = IMAGE_GROUPS[parsed.group]
      if (!(spec.widths as readonly number[]).includes(parsed.width)) {
        result.notes.push(
          `width ${parsed.width} is not one of the '${parsed.group}' widths (${spec.widths.join(', ')}): ${url} at ${at} (generated anyway)`,
        )
      } else if (parsed.width !== spec.defaultWidth) {
        result.notes.push(
          `content stores width ${parsed.width}, not the '${parsed.group}' default ${spec.defaultWidth}: ${url} at ${at}`,
        )
      }
      for (const w of ref.where) {
        const owner = w.chain[0]
        const id = owner && typeof owner.id === 'string' ? owner.id : undefined
        if (id && w.field !== 'content' && w.field !== 'url' && id !== parsed.slug) {
          result.notes.push(`slug '${parsed.slug}' differs from its object's id '${id}': ${url} at ${w.path}`)
        }
      }
      addImage(parsed.group, parsed.slug, parsed.width)
      if (OG_IMAGE_GROUPS.includes(parsed.group)) result.og.push({ group: parsed.group, slug: parsed.slug })
      continue
    }
    if (url.startsWith('/media/audio/') && url.endsWith('.mp3')) {
      let hints: SoundHints | undefined
      let seconds: number | undefined
      let note: string | undefined
      for (const w of ref.where) {
        const owner = w.chain[0]
        if (owner && isSoundHints(owner.sound)) {
          hints = owner.sound
          seconds = typeof owner.durationSeconds === 'number' ? owner.durationSeconds : CREATION_SECONDS
          break
        }
      }
      if (!hints) {
        // No hints next to the URL (e.g. a portfolio item): guess the style from the surrounding text.
        const text = JSON.stringify(first.chain.at(-2) ?? first.chain[0] ?? {}).toLowerCase()
        const style = STYLES.find(s => text.includes(s)) ?? 'pop'
        hints = { key: 'C', mode: 'major', bpm: style === 'bikutsi' ? 132 : 100, style }
        seconds = CREATION_SECONDS
        note = `no sound hints next to ${url} (at ${at}); guessed style '${style}', ${CREATION_SECONDS} s`
        result.notes.push(note)
      }
      const file = fileOf(url)
      result.audio.push({ url, file, hints, seconds: seconds ?? CREATION_SECONDS, note })
      continue
    }
    const clip = /^\/media\/video\/([a-z0-9][a-z0-9-]*)\.mp4$/.exec(url)
    if (clip) {
      const job = videoJob(url, clip[1]!, ref, refs, fileOf)
      if (job) result.video.push(job)
      else result.notes.push(`no poster or cover image next to ${url} (at ${at}): clip not generated`)
      continue
    }
    const print = /^\/media\/press\/([a-z0-9-]+)-print\.(jpg|png)$/.exec(url)
    if (print) {
      result.print.push({ url, file: fileOf(url), slug: print[1]! })
      continue
    }
    if (url.endsWith('.pdf')) {
      const owner = first.chain[0]
      const title = (owner && typeof owner.label === 'string' ? owner.label : titleFromFile(url)).replace(
        /\s*\((pdf|PDF)\)\s*$/,
        '',
      )
      const context = first.chain.find(o => typeof o.title === 'string' && Array.isArray(o.credits))
      if (!url.startsWith('/media/press/'))
        result.notes.push(`PDF outside /media/press/: ${url} at ${at} (generated anyway)`)
      result.pdf.push({ url, file: fileOf(url), title, context })
      continue
    }
    result.notes.push(`no generator for ${url} at ${at} (not generated)`)
  }

  addImage('hero', 'accueil')
  addImage('hero', 'label')
  result.og.push({ group: 'site', slug: 'default' })
  const seen = new Set<string>()
  result.og = result.og.filter(o => {
    const key = `${o.group}/${o.slug}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  for (const f of foreign) result.notes.push(`media-looking value outside /media/ (not generated): ${f}`)
  return result
}

/**
 * A clip is made from the image next to it (the video's poster, else the item's cover) and from the
 * track whose slug starts its own (`ndolo-na-wa-clip` → `ndolo-na-wa.mp3`), else an MP3 next to it.
 */
function videoJob(
  url: string,
  slug: string,
  ref: Reference,
  refs: Map<string, Reference>,
  fileOf: (url: string) => string,
): VideoJob | undefined {
  let image: string | undefined
  let title: string | undefined
  let audio: string | undefined
  for (const w of ref.where) {
    const owner = w.chain[0]
    if (!owner) continue
    const poster = typeof owner.posterUrl === 'string' ? owner.posterUrl : undefined
    const cover = w.chain.map(o => o.coverImage).find((c): c is string => typeof c === 'string')
    image ??= poster ?? cover
    const name = w.chain.map(o => o.title).find((t): t is string => typeof t === 'string')
    title ??= name
    const near = JSON.stringify(w.chain.at(-2) ?? owner).match(/\/media\/audio\/[a-z0-9/-]+\.mp3/)
    audio ??= near?.[0]
  }
  const tracks = [...refs.keys()].filter(u => /^\/media\/audio\/[a-z0-9-]+\.mp3$/.test(u))
  const matching = tracks
    .filter(u => slug.startsWith(u.slice('/media/audio/'.length, -'.mp3'.length)))
    .sort((a, b) => b.length - a.length)[0]
  audio = matching ?? audio
  if (!image?.startsWith('/media/')) return undefined
  return {
    url,
    file: fileOf(url),
    title: title ?? titleFromFile(url),
    image: fileOf(image),
    audio: audio && fileOf(audio),
  }
}

function titleFromFile(url: string): string {
  const base = url
    .split('/')
    .pop()!
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/-/g, ' ')
  return base.charAt(0).toUpperCase() + base.slice(1)
}

// ---------------------------------------------------------------------------------------------------
// PDF (the site's PDF module, src/core/pdf/pdf.server.ts, which also makes the press bio)

const INDIGO = '#1e1b4b'
const TERRACOTTA = '#b8502f'

function pressPdf(data: Content, job: PdfJob): Promise<Buffer> {
  const { label, pressKit } = data
  const blocks: Block[] = [
    { text: label.name.toUpperCase(), size: 10, bold: true, color: TERRACOTTA },
    { text: job.title, size: 20, bold: true, color: INDIGO, before: 6 },
    { text: label.slogan, size: 11, color: '#594d47', before: 2 },
    { rule: true, before: 10 },
  ]
  const item = job.context
  if (item) {
    const year = typeof item.year === 'number' ? ` (${item.year})` : ''
    blocks.push({ text: `${String(item.title)}${year}`, size: 13, bold: true, color: INDIGO })
    if (typeof item.description === 'string') blocks.push({ text: item.description, size: 10.5, before: 4 })
    if (typeof item.duration === 'string') blocks.push({ text: `Durée : ${item.duration}`, size: 10.5, before: 4 })
    const credits = (item.credits as { role: string; name: string }[]).map(c => `${c.role} : ${c.name}`)
    if (credits.length) {
      blocks.push({ text: 'Crédits', size: 12, bold: true, color: INDIGO, before: 10 })
      for (const line of credits) blocks.push({ text: line, size: 10.5 })
    }
    if (typeof item.license === 'string') blocks.push({ text: `Licence : ${item.license}`, size: 10.5, before: 6 })
  } else {
    blocks.push({ text: pressKit.headline, size: 13, bold: true, color: INDIGO })
    blocks.push({ text: pressKit.shortText, size: 10.5, before: 4 })
    for (const paragraph of label.about) blocks.push({ text: paragraph, size: 10.5, before: 8 })
  }
  const a = label.address
  blocks.push({ rule: true, before: 16 })
  blocks.push({ text: 'Contact', size: 12, bold: true, color: INDIGO })
  blocks.push({
    text: `${label.name} — ${label.legalForm}, fondé en ${label.foundingYear}. Direction : ${label.director}.`,
    size: 10,
    before: 2,
  })
  blocks.push({ text: `${a.street}, ${a.postalCode} ${a.city}, ${a.country}`, size: 10 })
  blocks.push({ text: `${label.emails.contact} · ${label.phones.join(' · ')} · ${label.website}`, size: 10 })
  blocks.push({
    text: 'Document d’exemple généré pour la démonstration du site.',
    size: 8.5,
    color: '#736b66',
    before: 14,
  })
  return makePdf(blocks, { title: job.title, creator: 'Gombiste media generator' })
}

// ---------------------------------------------------------------------------------------------------
// Running

type Tally = Record<Kind, { count: number; bytes: number; skipped: number }>

async function pool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]!)
  })
  await Promise.all(workers)
}

export async function generateMedia(
  data: Content,
  options: { mediaDir: string; force: boolean; log?: (line: string) => void },
): Promise<{ tally: Tally; notes: string[] }> {
  const { mediaDir, force } = options
  const log = options.log ?? ((line: string) => console.log(line))
  const p = plan(data, mediaDir)
  const tally: Tally = {
    images: { count: 0, bytes: 0, skipped: 0 },
    og: { count: 0, bytes: 0, skipped: 0 },
    audio: { count: 0, bytes: 0, skipped: 0 },
    video: { count: 0, bytes: 0, skipped: 0 },
    pdf: { count: 0, bytes: 0, skipped: 0 },
    icons: { count: 0, bytes: 0, skipped: 0 },
  }
  const record = (kind: Kind, files: Written[]): void => {
    for (const f of files) {
      tally[kind].count++
      tally[kind].bytes += f.bytes
    }
  }
  const need = (path: string): boolean => force || !existsSync(path)

  // Images: every width of each group image (plus any odd width the content asks for).
  await pool([...p.images.values()], 4, async ({ group, slug, extraWidths }) => {
    const widths = [...IMAGE_GROUPS[group].widths, ...extraWidths]
    const missing = widths.filter(w => need(groupImagePath(mediaDir, group, slug, w)))
    tally.images.skipped += widths.length - missing.length
    if (!missing.length) return
    record('images', await renderGroupImages(mediaDir, group, slug, missing))
  })
  await pool(p.og, 4, async ({ group, slug }) => {
    if (!need(ogImagePath(mediaDir, group, slug))) {
      tally.og.skipped++
      return
    }
    record('og', [await renderOgImage(mediaDir, group, slug)])
  })
  for (const job of p.print) {
    if (!need(job.file)) {
      tally.images.skipped++
      continue
    }
    record('images', [await renderPrintImage(job.file, job.slug)])
  }
  const icons = await renderIcons(mediaDir, force, existsSync)
  record('icons', icons)
  tally.icons.skipped += 3 - icons.length

  for (const job of p.pdf) {
    if (!need(job.file)) {
      tally.pdf.skipped++
      continue
    }
    const bytes = await pressPdf(data, job)
    await mkdir(dirname(job.file), { recursive: true })
    await writeFile(job.file, bytes)
    record('pdf', [{ path: job.file, bytes: bytes.length }])
  }

  const todo = p.audio.filter(job => need(job.file))
  tally.audio.skipped += p.audio.length - todo.length
  let done = 0
  await renderAudio(todo, mediaDir, (job, bytes) => {
    record('audio', [{ path: job.file, bytes }])
    done++
    log(
      `  audio ${done}/${todo.length} ${relative(mediaDir, job.file)} (${job.hints.style}, ${job.hints.key} ${job.hints.mode}, ${job.hints.bpm} bpm, ${job.seconds} s) ${kb(bytes)}`,
    )
  })

  // Clips last: they are made from the posters and the tracks above. ffmpeg runs one thread each.
  const clips = p.video.filter(job => need(job.file))
  tally.video.skipped += p.video.length - clips.length
  if (clips.length) {
    const ffmpeg = await ffmpegPath()
    let made = 0
    await pool(clips, Math.max(1, Math.min(availableParallelism(), 4)), async job => {
      const bytes = await renderClip(job, ffmpeg)
      record('video', [{ path: job.file, bytes }])
      made++
      log(`  video ${made}/${clips.length} ${relative(mediaDir, job.file)} ${kb(bytes)}`)
    })
  }
  return { tally, notes: p.notes }
}

/** Synthesis + MP3 encoding of one file. The seed is the file's path under the media folder. */
async function renderAudioFile(job: AudioJob, mediaDir: string): Promise<number> {
  const seed = hashString(relative(mediaDir, job.file).split('\\').join('/'))
  const pcm = renderMusic({ hints: job.hints, seed, durationSeconds: job.seconds })
  const mp3 = encodeMp3(pcm, 64)
  await mkdir(dirname(job.file), { recursive: true })
  await writeFile(job.file, mp3)
  return mp3.length
}

type WorkerReply = { file: string; bytes: number } | { file: string; error: string }

/** Audio is CPU-bound: spread the files over a few child processes (this script in worker mode). */
async function renderAudio(
  jobs: AudioJob[],
  mediaDir: string,
  onDone: (job: AudioJob, bytes: number) => void,
): Promise<void> {
  const count = Math.min(jobs.length, Math.max(1, Math.min(availableParallelism(), 4)))
  if (count <= 1) {
    for (const job of jobs) onDone(job, await renderAudioFile(job, mediaDir))
    return
  }
  const queue = [...jobs]
  const script = fileURLToPath(import.meta.url)
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolveWorker, reject) => {
          const child = fork(script, ['--audio-worker'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
          let current: AudioJob | undefined
          const feed = (): void => {
            current = queue.shift()
            if (current) child.send({ job: current, mediaDir })
            else child.disconnect()
          }
          child.on('message', (reply: WorkerReply) => {
            if ('error' in reply) {
              reject(new Error(`audio ${reply.file}: ${reply.error}`))
              child.kill()
              return
            }
            onDone(current!, reply.bytes)
            feed()
          })
          child.on('error', reject)
          child.on('exit', code =>
            code === 0 || current === undefined
              ? resolveWorker()
              : reject(new Error(`audio worker exited with ${code}`)),
          )
          feed()
        }),
    ),
  )
}

function audioWorker(): void {
  process.on('message', (message: { job: AudioJob; mediaDir: string }) => {
    renderAudioFile(message.job, message.mediaDir).then(
      bytes => process.send!({ file: message.job.file, bytes } satisfies WorkerReply),
      (error: unknown) => process.send!({ file: message.job.file, error: String(error) } satisfies WorkerReply),
    )
  })
}

function kb(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`
}

/** Sizes of everything now under the media folder, by kind. */
function diskUsage(mediaDir: string): Record<string, { count: number; bytes: number }> {
  const usage: Record<string, { count: number; bytes: number }> = {}
  const walk = (dir: string): void => {
    if (!existsSync(dir)) return
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else {
        const top = relative(mediaDir, path).split(/[\\/]/)[0]!
        const kind = top === 'images' ? 'images' : `${top} (${extname(entry.name).slice(1)})`
        const u = (usage[kind] ??= { count: 0, bytes: 0 })
        u.count++
        u.bytes += statSync(path).size
      }
    }
  }
  walk(mediaDir)
  return usage
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  if (args.includes('--audio-worker')) return audioWorker()
  const flag = (name: string): boolean => args.includes(name)
  const option = (name: string): string | undefined => {
    const i = args.indexOf(name)
    return i >= 0 ? args[i + 1] : undefined
  }
  const force = flag('--force')
  const mediaDir = resolve(option('--out') ?? join(ROOT, 'media'))
  const contentDir = option('--content')
  const started = performance.now()
  const data = contentDir ? readContent(resolve(contentDir)) : readContent()

  if (flag('--dry-run')) {
    const p = plan(data, mediaDir)
    console.log(
      `images: ${p.images.size} group images, og: ${p.og.length}, audio: ${p.audio.length}, video: ${p.video.length}, pdf: ${p.pdf.length}`,
    )
    for (const job of p.video)
      console.log(
        `  ${job.url}  « ${job.title} » from ${relative(mediaDir, job.image)} + ${job.audio ? relative(mediaDir, job.audio) : 'silence'}`,
      )
    for (const job of p.audio)
      console.log(
        `  ${job.url}  ${job.hints.style} ${job.hints.key} ${job.hints.mode} ${job.hints.bpm} bpm ${job.seconds} s`,
      )
    for (const job of p.pdf) console.log(`  ${job.url}  « ${job.title} »`)
    for (const note of p.notes) console.log(`note: ${note}`)
    return
  }

  console.log(`Generating media into ${mediaDir}${force ? ' (--force)' : ''}`)
  const { tally, notes } = await generateMedia(data, { mediaDir, force })
  const seconds = (performance.now() - started) / 1000
  console.log('\nWritten this run:')
  for (const [kind, t] of Object.entries(tally)) {
    console.log(
      `  ${kind.padEnd(7)} ${String(t.count).padStart(4)} files  ${kb(t.bytes).padStart(10)}   (${t.skipped} already there)`,
    )
  }
  const usage = diskUsage(mediaDir)
  let total = 0
  console.log(`\nNow in ${relative(process.cwd(), mediaDir) || '.'}:`)
  for (const [kind, u] of Object.entries(usage).sort()) {
    total += u.bytes
    console.log(`  ${kind.padEnd(14)} ${String(u.count).padStart(4)} files  ${kb(u.bytes).padStart(10)}`)
  }
  console.log(`  ${'total'.padEnd(14)} ${' '.repeat(10)} ${kb(total).padStart(10)}`)
  if (notes.length) {
    console.log(`\nNotes on the sample data (${notes.length}):`)
    for (const note of notes) console.log(`  - ${note}`)
  }
  console.log(`\nDone in ${seconds.toFixed(1)} s.`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
