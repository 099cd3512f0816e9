import { generateText } from 'ai'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { AppError, invalidInputMessage } from '#core/http/app-error.ts'
import { countHit } from '#core/http/request-limit.server.ts'
import { externalModel, isPaidProvider } from '#core/ai/model.server.ts'
import { PLAYLIST_LIMITS, PLAYLIST_TEXTS, type PlaylistSong } from '../playlist.types.ts'
import { rankSongs } from '../ranking.ts'

const text = (max: number) => z.string().max(max)
/** Spec §3: a song needs a title; its id is optional and any other field is kept (looseObject). */
const songSchema = z.looseObject({
  id: z.union([text(200), z.number()]).optional(),
  title: text(300),
  audioSrc: text(1000).optional(),
  artist: text(200).optional(),
  genres: z.array(text(100)).max(20).optional(),
  tags: z.array(text(100)).max(30).optional(),
  mood: text(100).optional(),
  bpm: z.number().min(0).max(400).optional(),
  src: text(1000).optional(),
  coverUrl: text(1000).optional(),
  durationSeconds: z.number().min(0).max(36_000).optional(),
})
const requestSchema = z.object({
  userInput: z
    .string()
    .trim()
    .min(1, 'Décrivez l’ambiance souhaitée.')
    .max(PLAYLIST_LIMITS.inputLength, `${PLAYLIST_LIMITS.inputLength} caractères au plus.`),
  allSongs: z
    .array(songSchema)
    .min(1, 'Aucun morceau à classer.')
    .max(PLAYLIST_LIMITS.songs, `${PLAYLIST_LIMITS.songs} morceaux au plus.`),
})

export const PLAYLIST_RATE_LIMIT = { max: 30, windowSeconds: 10 * 60 }

/** A song and its position in the request, so that the answer can return the song as it was sent. */
type Indexed = PlaylistSong & { position: number }

/**
 * Asks the configured provider to pick the songs that fit among 300 (those that fit by words first,
 * then the others); songs are named by their position, so songs without an id can be picked too.
 * Anything but a list of known positions is refused.
 */
async function rankWithProvider(
  c: { var: AppEnv['Variables'] },
  userInput: string,
  songs: Indexed[],
): Promise<Indexed[] | null> {
  const model = externalModel(c.var.ai)
  if (!model) return null
  const fitting = rankSongs(userInput, songs, 200)
  const candidates = [...new Set([...fitting, ...songs])].slice(0, 300)
  const byId = new Map(candidates.map(song => [String(song.position), song]))
  const { text: answer } = await generateText({
    model,
    maxRetries: 0,
    timeout: c.var.ai.timeoutMs,
    system:
      'Tu composes des playlists. Réponds uniquement par un objet JSON {"playlist": ["numéro", ...]} avec au plus 20 numéros choisis dans la liste, seulement des morceaux qui conviennent à la demande, du plus adapté au moins adapté ({"playlist": []} si aucun ne convient).',
    prompt: `Demande : ${userInput}\nMorceaux (numéro | titre | artiste | genres) :\n${candidates.map(song => `${song.position} | ${song.title} | ${song.artist ?? ''} | ${[...(song.genres ?? []), ...(song.tags ?? [])].join(', ')}`).join('\n')}`,
  })
  const json = /\{[\s\S]*\}/.exec(answer)?.[0]
  const parsed = z
    .object({ playlist: z.array(z.union([z.string(), z.number()])) })
    .safeParse(json ? JSON.parse(json) : null)
  if (!parsed.success) return null
  const picked = parsed.data.playlist.map(id => byId.get(String(id))).filter((song): song is Indexed => Boolean(song))
  return picked.length > 0 ? [...new Set(picked)].slice(0, PLAYLIST_LIMITS.playlistLength) : null
}

export const playlistRoutes = new Hono<AppEnv>().post(
  '/',
  bodyLimit({
    maxSize: 2 * 1024 * 1024,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 'La liste de morceaux est trop volumineuse.')
    },
  }),
  async c => {
    const body = await c.req.json().catch(() => null)
    const parsed = requestSchema.safeParse(body)
    if (!parsed.success) {
      const fields: Record<string, string> = {}
      for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message
      throw new AppError('INVALID_INPUT', invalidInputMessage(fields), fields)
    }
    const { userInput } = parsed.data
    // Positions into the body as sent: the playlist returns those very songs, every field kept.
    const sent = (body as { allSongs: unknown[] }).allSongs
    const songs: Indexed[] = parsed.data.allSongs.map((song, position) => ({ ...song, position }))
    const answer = (chosen: Indexed[]) =>
      chosen.length > 0
        ? c.json({ playlist: chosen.map(song => sent[song.position]) }, 200)
        : c.json({ playlist: [], message: PLAYLIST_TEXTS.noMatch }, 200)
    const hits = await countHit(c.var.limits, `playlist:ip:${c.var.clientIp}`, PLAYLIST_RATE_LIMIT)
    if (hits > PLAYLIST_RATE_LIMIT.max)
      throw new AppError('RATE_LIMITED', 'Trop de playlists demandées : patientez quelques minutes.')
    if (isPaidProvider(c.var.ai)) {
      const spent = await countHit(c.var.limits, `chat:budget:${new Date().toISOString().slice(0, 10)}`, {
        max: c.var.ai.dailyBudget,
        windowSeconds: 86_400,
      })
      if (spent <= c.var.ai.dailyBudget) {
        const chosen = await rankWithProvider(c, userInput, songs).catch((error: unknown) => {
          c.var.logger.warn({ err: error }, 'provider playlist failed; using the built-in ranking')
          return null
        })
        if (chosen) return answer(chosen)
      }
    }
    return answer(rankSongs(userInput, songs, PLAYLIST_LIMITS.playlistLength))
  },
)
