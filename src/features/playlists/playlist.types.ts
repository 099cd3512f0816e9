/** A song offered to the playlist generator (spec §3 "Playlist request": userInput + allSongs). */
export type PlaylistSong = {
  id: string | number
  title: string
  artist?: string
  genres?: string[]
  tags?: string[]
  mood?: string
  bpm?: number
  src?: string
  coverUrl?: string
  durationSeconds?: number
}

export const PLAYLIST_LIMITS = { inputLength: 2000, songs: 2000, playlistLength: 20 } as const

export const PLAYLIST_TEXTS = {
  failed: 'La génération de la playlist a échoué.',
  malformed: 'La réponse du serveur pour la playlist est mal formée.',
  unavailable: 'Le service de génération de playlist est actuellement indisponible. Veuillez réessayer plus tard.',
} as const
