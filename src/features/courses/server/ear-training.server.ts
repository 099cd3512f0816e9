import { createHmac, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { appSecrets } from '#core/auth/auth-secret.table.ts'
import type { Database } from '#core/db/client.server.ts'
import type { MediaStore } from '#core/storage/media-store.server.ts'
import { encodeMp3 } from '#features/composer/engine/mp3.ts'
import { makeRng } from '#features/composer/engine/random.ts'
import { renderNote } from '#features/composer/engine/voices.ts'
import type { EarTraining } from '../quiz.schemas.ts'

const SAMPLE_RATE = 22050
const STEP_SECONDS = 0.75
const NOTE_SECONDS = 0.7
const CHORD_SECONDS = 2

/** When each note starts and how long it is held, for the way the question plays it. */
export function scheduleEarTraining(audio: EarTraining): { midi: number; start: number; duration: number }[] {
  const { notes, play } = audio
  const melodic = notes.map((midi, index) => ({ midi, start: index * STEP_SECONDS, duration: NOTE_SECONDS }))
  const chordAt = (start: number) => notes.map(midi => ({ midi, start, duration: CHORD_SECONDS }))
  if (play === 'one-by-one') return melodic
  if (play === 'together') return chordAt(0)
  return [...melodic, ...chordAt(notes.length * STEP_SECONDS + 0.4)]
}

/** The question's notes on the composer's piano, mono PCM at 22.05 kHz, peak at -2 dBFS. */
export function renderEarTraining(audio: EarTraining): Float32Array {
  const events = scheduleEarTraining(audio)
  const end = Math.max(...events.map(event => event.start + event.duration)) + 0.6
  const pcm = new Float32Array(Math.ceil(end * SAMPLE_RATE))
  const scratch = new Float32Array(Math.ceil(5 * SAMPLE_RATE))
  const rng = makeRng(audio.notes.reduce((seed, midi) => seed * 131 + midi, 7) >>> 0)
  for (const event of events) {
    const length = renderNote(
      {
        time: 0,
        duration: event.duration,
        midi: event.midi,
        velocity: 0.75,
        part: 'Piano',
        timbre: 'piano',
        gain: 1,
        stem: 'chords',
      },
      SAMPLE_RATE,
      scratch,
      rng,
    )
    const offset = Math.round(event.start * SAMPLE_RATE)
    for (let i = 0; i < length && offset + i < pcm.length; i++) pcm[offset + i] = pcm[offset + i]! + scratch[i]!
  }
  let peak = 0
  for (const sample of pcm) peak = Math.max(peak, Math.abs(sample))
  const gain = peak > 0 ? 0.8 / peak : 1
  for (let i = 0; i < pcm.length; i++) pcm[i] = pcm[i]! * gain
  return pcm
}

const secrets = new WeakMap<Database, Promise<string>>()

/** A secret kept in the database (like the auth secret), so every instance names clips the same way. */
function audioSecret(db: Database): Promise<string> {
  let secret = secrets.get(db)
  if (!secret) {
    secret = (async () => {
      await db
        .insert(appSecrets)
        .values({ name: 'learning-audio', value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing()
      const [row] = await db
        .select({ value: appSecrets.value })
        .from(appSecrets)
        .where(eq(appSecrets.name, 'learning-audio'))
      if (!row) throw new Error('the learning audio secret could not be stored')
      return row.value
    })()
    secrets.set(db, secret)
    secret.catch(() => secrets.delete(db))
  }
  return secret
}

/**
 * The URL of a question's audio, rendered and stored on first use. The file name is an HMAC of the
 * notes with a server secret: the URL says nothing about what is played (the answer), and nobody can
 * work out which file holds which chord without listening.
 */
async function clipName(db: Database, audio: EarTraining): Promise<string> {
  return createHmac('sha256', await audioSecret(db))
    .update(JSON.stringify({ notes: audio.notes, play: audio.play, v: 1 }))
    .digest('hex')
    .slice(0, 32)
}

export async function earTrainingUrl(db: Database, store: MediaStore, audio: EarTraining): Promise<string> {
  const key = `generated/ear/${await clipName(db, audio)}.mp3`
  if (!(await store.exists(key)))
    await store.put(key, await encodeMp3(renderEarTraining(audio), SAMPLE_RATE), 'audio/mpeg')
  return store.url(key)
}

/**
 * Renders every ear-training extract not stored yet (a few seconds of CPU once per data directory),
 * so the first student to open an assessment does not wait for it. Returns how many were rendered.
 */
export async function prepareEarTraining(db: Database, store: MediaStore, extracts: EarTraining[]): Promise<number> {
  let rendered = 0
  for (const audio of extracts) {
    const before = await store.exists(`generated/ear/${await clipName(db, audio)}.mp3`)
    await earTrainingUrl(db, store, audio)
    if (!before) rendered++
  }
  return rendered
}
