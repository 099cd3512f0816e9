import { generateText } from 'ai'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { countHit } from '#core/http/request-limit.server.ts'
import { externalModel, isPaidProvider } from '#core/ai/model.server.ts'
import { PLAYLIST_LIMITS, type PlaylistSong } from '../playlist.types.ts'
import { rankSongs } from '../ranking.ts'

const text = (max: number) => z.string().max(max)
const songSchema = z.object({
  id: z.union([text(200), z.number()]),
  title: text(300),
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

/** Asks the configured provider to pick songs; anything but a list of known ids is refused. */
async function rankWithProvider(
  c: { var: AppEnv['Variables'] },
  userInput: string,
  songs: PlaylistSong[],
): Promise<PlaylistSong[] | null> {
  const model = externalModel(c.var.ai)
  if (!model) return null
  const candidates =
    rankSongs(userInput, songs, 200).length >= 200 ? rankSongs(userInput, songs, 200) : songs.slice(0, 300)
  const byId = new Map(candidates.map(song => [String(song.id), song]))
  const { text: answer } = await generateText({
    model,
    maxRetries: 0,
    timeout: c.var.ai.timeoutMs,
    system:
      'Tu composes des playlists. Réponds uniquement par un objet JSON {"playlist": ["id", ...]} avec au plus 20 identifiants choisis dans la liste, du plus adapté au moins adapté.',
    prompt: `Demande : ${userInput}\nMorceaux :\n${candidates.map(song => `${song.id} | ${song.title} | ${song.artist ?? ''} | ${[...(song.genres ?? []), ...(song.tags ?? [])].join(', ')}`).join('\n')}`,
  })
  const json = /\{[\s\S]*\}/.exec(answer)?.[0]
  const parsed = z
    .object({ playlist: z.array(z.union([z.string(), z.number()])) })
    .safeParse(json ? JSON.parse(json) : null)
  if (!parsed.success) return null
  const picked = parsed.data.playlist
    .map(id => byId.get(String(id)))
    .filter((song): song is PlaylistSong => Boolean(song))
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
      throw new AppError('INVALID_INPUT', 'Requête invalide.', fields)
    }
    const { userInput, allSongs } = parsed.data
    const hits = await countHit(c.var.limits, `playlist:ip:${c.var.clientIp}`, PLAYLIST_RATE_LIMIT)
    if (hits > PLAYLIST_RATE_LIMIT.max)
      throw new AppError('RATE_LIMITED', 'Trop de playlists demandées : patientez quelques minutes.')
    const songs = allSongs as PlaylistSong[]
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
        if (chosen) return c.json({ playlist: chosen }, 200)
      }
    }
    return c.json({ playlist: rankSongs(userInput, songs, PLAYLIST_LIMITS.playlistLength) }, 200)
  },
)
