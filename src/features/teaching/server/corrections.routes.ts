import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import { requireUser } from '#core/auth/guards.server.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { looksLikeMp3, sniffImageType } from '#core/media/sniff.ts'
import { DISCIPLINE_IDS } from '../teaching.schemas.ts'
import { answerCorrection, findCorrection, listCorrections, submitCorrection } from './corrections.repo.ts'
import { disciplineName } from './teaching.mail.server.ts'
import { findPeople } from './teaching.repo.ts'

/** A correction's recording or file: 10 MB at most (a few minutes of browser recording). */
export const MAX_CORRECTION_BYTES = 10 * 1024 * 1024
export const CORRECTION_BODY_LIMITS: Record<string, number> = {
  '/api/teaching/corrections': MAX_CORRECTION_BYTES + 64 * 1024,
  '/api/teacher/corrections/answer': MAX_CORRECTION_BYTES + 64 * 1024,
}

type Sniffed = { ext: string; type: string; audio: boolean }

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, Math.min(bytes.length, start + length)))

/** What an uploaded exercise is, from its first bytes; null for anything we do not keep. */
export function sniffExerciseFile(bytes: Uint8Array): Sniffed | null {
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return { ext: 'webm', type: 'audio/webm', audio: true }
  if (ascii(bytes, 0, 4) === 'OggS') return { ext: 'ogg', type: 'audio/ogg', audio: true }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE')
    return { ext: 'wav', type: 'audio/wav', audio: true }
  if (ascii(bytes, 4, 4) === 'ftyp' && !sniffImageType(bytes)) return { ext: 'm4a', type: 'audio/mp4', audio: true }
  if (looksLikeMp3(bytes)) return { ext: 'mp3', type: 'audio/mpeg', audio: true }
  if (ascii(bytes, 0, 5) === '%PDF-') return { ext: 'pdf', type: 'application/pdf', audio: false }
  if (ascii(bytes, 0, 4) === 'MThd') return { ext: 'mid', type: 'audio/midi', audio: false }
  const image = sniffImageType(bytes)
  if (image === 'jpeg' || image === 'png')
    return { ext: image === 'jpeg' ? 'jpg' : 'png', type: `image/${image}`, audio: false }
  return null
}

const UNSUPPORTED =
  'Fichier non pris en charge : un enregistrement (WebM, Ogg, MP3, M4A, WAV), un PDF, une image (JPEG, PNG) ou un fichier MIDI.'

async function storeUpload(c: { var: AppEnv['Variables'] }, file: File, onlyAudio: boolean) {
  if (file.size === 0) return null
  if (file.size > MAX_CORRECTION_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'Le fichier dépasse 10 Mo.')
  const bytes = new Uint8Array(await file.arrayBuffer())
  const sniffed = sniffExerciseFile(bytes)
  if (!sniffed || (onlyAudio && !sniffed.audio)) throw new AppError('INVALID_INPUT', UNSUPPORTED, { file: UNSUPPORTED })
  // An unguessable name: the file is only linked from the student's and the teacher's pages.
  const key = `uploads/corrections/${randomBytes(18).toString('hex')}.${sniffed.ext}`
  await c.var.mediaStore.put(key, bytes, sniffed.type)
  return {
    url: c.var.mediaStore.url(key),
    kind: sniffed.audio ? ('audio' as const) : ('file' as const),
    name: (file.name || `enregistrement.${sniffed.ext}`).slice(0, 120),
  }
}

const submission = z.object({
  discipline: z.enum(DISCIPLINE_IDS, { error: 'Discipline inconnue.' }),
  title: z.string().trim().min(3, 'Donnez un titre à l’exercice.').max(120, '120 caractères au plus.'),
  answerText: z
    .string()
    .trim()
    .max(8000, '8 000 caractères au plus.')
    .transform(value => value || null),
})

function field(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

function parseForm<T extends z.ZodType>(schema: T, values: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(values)
  if (!parsed.success) {
    const fields: Record<string, string> = {}
    for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message
    throw new AppError('INVALID_INPUT', 'Requête invalide.', fields)
  }
  return parsed.data
}

async function readForm(c: { req: { formData: () => Promise<FormData> } }) {
  try {
    return await c.req.formData()
  } catch {
    throw new AppError('INVALID_INPUT', 'Envoyez le formulaire (multipart/form-data).')
  }
}

/** The student's corrections (/api/teaching/corrections, signed in). */
export const studentCorrectionRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async c => c.json({ corrections: await listCorrections(c.var.db, { studentId: c.var.user!.id }) }, 200))
  .post('/', async c => {
    const form = await readForm(c)
    const input = parseForm(submission, {
      discipline: field(form, 'discipline'),
      title: field(form, 'title'),
      answerText: field(form, 'answerText'),
    })
    const file = form.get('file')
    const attachment = file instanceof File ? await storeUpload(c, file, false) : null
    const now = new Date()
    const row = await submitCorrection(c.var.db, { studentId: c.var.user!.id, ...input, attachment, now })
    const people = await findPeople(c.var.db, [row.teacherId])
    const recipient = people.get(row.teacherId)
    if (recipient) {
      const lines = [
        `Bonjour ${recipient.name},`,
        '',
        `${c.var.user!.name} vous envoie un exercice à corriger (${disciplineName(row.discipline)}) : « ${row.title} ».`,
        'Réponse attendue sous 72 heures.',
        '',
        `Votre file de corrections : ${c.var.publicUrl}/profil/professeur#corrections`,
        '',
        'L’équipe de Gombiste Records',
      ]
      await c.var.mailer.queue({
        to: recipient.email,
        subject: `Exercice à corriger : ${row.title}`,
        text: lines.join('\n'),
        html: lines
          .map(line => (line ? `<p>${line.replace(/[<>&]/g, ch => `&#${ch.charCodeAt(0)};`)}</p>` : ''))
          .join('\n'),
      })
    }
    return c.json({ id: row.id, dueAt: row.dueAt.toISOString() }, 201)
  })

const answerFields = z.object({
  id: z.uuid({ error: 'Correction invalide.' }),
  replyText: z
    .string()
    .trim()
    .max(8000, '8 000 caractères au plus.')
    .transform(value => value || null),
})

/** The teacher's queue (/api/teacher/corrections, 'Professeur' role). */
export const teacherCorrectionRoutes = new Hono<AppEnv>()
  .get('/', async c => c.json({ corrections: await listCorrections(c.var.db, { teacherId: c.var.user!.id }) }, 200))
  .post('/answer', async c => {
    const form = await readForm(c)
    const input = parseForm(answerFields, { id: field(form, 'id'), replyText: field(form, 'replyText') })
    const existing = await findCorrection(c.var.db, input.id)
    if (!existing) throw new AppError('NOT_FOUND', 'Correction introuvable.')
    if (existing.teacherId !== c.var.user!.id)
      throw new AppError('FORBIDDEN', 'Cette correction n’est pas dans votre file.')
    const file = form.get('audio')
    const audio = file instanceof File ? await storeUpload(c, file, true) : null
    const row = await answerCorrection(c.var.db, {
      teacherId: c.var.user!.id,
      correctionId: input.id,
      replyText: input.replyText,
      replyAudioUrl: audio?.url ?? null,
      now: new Date(),
    })
    return c.json({ id: row.id, answeredAt: row.answeredAt?.toISOString() ?? null }, 200)
  })
