/**
 * A song offered to the playlist generator (spec §3 "Playlist request": userInput + allSongs). The
 * spec's songs are `{ audioSrc, title, coverUrl }`, without an id; the other fields are hints for the
 * ranking. Whatever else a song carries comes back unchanged in the playlist.
 */
export type PlaylistSong = {
  id?: string | number
  title: string
  audioSrc?: string
  artist?: string
  genres?: string[]
  tags?: string[]
  mood?: string
  bpm?: number
  coverUrl?: string
  durationSeconds?: number
}

export const PLAYLIST_LIMITS = { inputLength: 2000, songs: 2000, playlistLength: 20 } as const

export const PLAYLIST_TEXTS = {
  failed: 'La génération de la playlist a échoué.',
  noMatch: 'Aucun morceau ne correspond à votre demande. Essayez d’autres mots : un genre, une ambiance, un artiste.',
  malformed: 'La réponse du serveur pour la playlist est mal formée.',
  unavailable: 'Le service de génération de playlist est actuellement indisponible. Veuillez réessayer plus tard.',
} as const
