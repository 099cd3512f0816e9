import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import { requireUser } from '#core/auth/guards.server.ts'
import { ROLES } from '#core/auth/roles.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { AppError, invalidInputMessage } from '#core/http/app-error.ts'
import { recordingTypeOf, sniffFile } from '#core/media/sniff.server.ts'
import { readMediaBytes } from '#core/storage/media-store.server.ts'
import { enrolmentOf } from '#features/courses/server/learning.repo.ts'
import { CORRECTION_FORMULAS, TEACHING_MESSAGES as M } from '../teaching.rules.ts'
import { DISCIPLINE_IDS } from '../teaching.schemas.ts'
import {
  answerCorrection,
  checkCorrectionQuota,
  findCorrection,
  listCorrections,
  submitCorrection,
} from './corrections.repo.ts'
import { disciplineName } from './teaching.mail.server.ts'
import { findPeople } from './teaching.repo.ts'

/** A correction's recording or file: 10 MB at most (a few minutes of browser recording). */
export const MAX_CORRECTION_BYTES = 10 * 1024 * 1024
export const CORRECTION_BODY_LIMITS: Record<string, number> = {
  '/api/teaching/corrections': MAX_CORRECTION_BYTES + 64 * 1024,
  '/api/teacher/corrections/answer': MAX_CORRECTION_BYTES + 64 * 1024,
}

type Exercise = { ext: string; type: string; audio: boolean }

/** Besides recordings and MP3s: a score or a worksheet (PDF, JPEG, PNG), or a MIDI file. */
const KEPT_FILES = new Set(['pdf', 'jpg', 'png', 'mid'])

/** What an uploaded exercise is, from its content; null for anything we do not keep. */
async function exerciseTypeOf(bytes: Uint8Array): Promise<Exercise | null> {
  const sniffed = await sniffFile(bytes)
  const recording = recordingTypeOf(sniffed)
  if (recording) return { ...recording, audio: true }
  if (sniffed?.ext === 'mp3') return { ext: 'mp3', type: 'audio/mpeg', audio: true }
  if (sniffed && KEPT_FILES.has(sniffed.ext)) return { ext: sniffed.ext, type: sniffed.mime, audio: false }
  return null
}

const UNSUPPORTED =
  'Fichier non pris en charge : un enregistrement (WebM, Ogg, MP3, M4A, WAV), un PDF, une image (JPEG, PNG) ou un fichier MIDI.'

const CONTENT_TYPES: Record<string, string> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
  pdf: 'application/pdf',
  mid: 'audio/midi',
  jpg: 'image/jpeg',
  png: 'image/png',
}

/** Checks an exercise file from its bytes; null when none was sent. Nothing is stored yet. */
async function readUpload(file: File, onlyAudio: boolean) {
  if (file.size === 0) return null
  if (file.size > MAX_CORRECTION_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'Le fichier dépasse 10 Mo.')
  const bytes = new Uint8Array(await file.arrayBuffer())
  const sniffed = await exerciseTypeOf(bytes)
  if (!sniffed || (onlyAudio && !sniffed.audio)) throw new AppError('INVALID_INPUT', UNSUPPORTED, { file: UNSUPPORTED })
  return {
    bytes,
    sniffed,
    // An unguessable name under `private/`, a prefix the media routes never serve: students' work is
    // read only through the API (correctionFileRoute), by the student, their teacher and the admins.
    key: `private/corrections/${randomBytes(18).toString('hex')}.${sniffed.ext}`,
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
  teacherId: z
    .string()
    .trim()
    .max(100, M.correctionTeacher)
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
    throw new AppError('INVALID_INPUT', invalidInputMessage(fields), fields)
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
    const user = c.var.user!
    // Corrections come with a teacher: a confirmed address and a formula with one, within a quota,
    // so an account cannot use the site as free file hosting that mails a teacher each time.
    if (!user.emailVerified) throw new AppError('FORBIDDEN', M.correctionNeedsConfirmedEmail)
    const now = new Date()
    if (user.role !== ROLES.admin) {
      const { activeFormulaIds } = await enrolmentOf(c.var.db, user.id, now)
      if (!activeFormulaIds.some(id => CORRECTION_FORMULAS.includes(id)))
        throw new AppError('FORBIDDEN', M.correctionNeedsFormula)
    }
    const form = await readForm(c)
    const input = parseForm(submission, {
      discipline: field(form, 'discipline'),
      title: field(form, 'title'),
      answerText: field(form, 'answerText'),
      teacherId: field(form, 'teacherId'),
    })
    const file = form.get('file')
    const upload = file instanceof File ? await readUpload(file, false) : null
    await checkCorrectionQuota(c.var.db, user.id, upload?.bytes.length ?? 0, now)
    if (upload) await c.var.mediaStore.put(upload.key, upload.bytes, upload.sniffed.type)
    const attachment = upload && { key: upload.key, kind: upload.kind, name: upload.name, bytes: upload.bytes.length }
    const row = await submitCorrection(c.var.db, { studentId: user.id, ...input, attachment, now }).catch(
      async (error: unknown) => {
        if (upload) await c.var.mediaStore.remove([upload.key])
        throw error
      },
    )
    const people = await findPeople(c.var.db, [row.teacherId])
    const recipient = people.get(row.teacherId)
    if (recipient) {
      const lines = [
        `Bonjour ${recipient.name},`,
        '',
        `${user.name} vous envoie un exercice à corriger (${disciplineName(row.discipline)}) : « ${row.title} ».`,
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
  // A correction's file, for the student who sent it, the teacher who corrects it and the admins.
  .get('/:id/:file{attachment|reply}', async c => {
    const id = c.req.param('id')
    const existing = z.uuid().safeParse(id).success ? await findCorrection(c.var.db, id) : null
    if (!existing) throw new AppError('NOT_FOUND', M.correctionNotFound)
    const user = c.var.user!
    if (user.id !== existing.studentId && user.id !== existing.teacherId && user.role !== ROLES.admin)
      throw new AppError('FORBIDDEN', M.correctionFileForbidden)
    const key = c.req.param('file') === 'attachment' ? existing.attachmentKey : existing.replyAudioKey
    const bytes = key ? await readMediaBytes(c.var.mediaStore, key) : null
    if (!key || !bytes) throw new AppError('NOT_FOUND', 'Fichier introuvable.')
    const ext = key.split('.').pop() ?? ''
    const name =
      c.req.param('file') === 'attachment' ? (existing.attachmentName ?? `fichier.${ext}`) : `correction.${ext}`
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'cache-control': 'private, no-store',
      'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(name)}`,
    })
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
    const audio = file instanceof File ? await readUpload(file, true) : null
    if (audio) await c.var.mediaStore.put(audio.key, audio.bytes, audio.sniffed.type)
    const row = await answerCorrection(c.var.db, {
      teacherId: c.var.user!.id,
      correctionId: input.id,
      replyText: input.replyText,
      replyAudioKey: audio?.key ?? null,
      now: new Date(),
    })
    return c.json({ id: row.id, answeredAt: row.answeredAt?.toISOString() ?? null }, 200)
  })
