import type { PlaylistSong } from './playlist.types.ts'

/**
 * The built-in playlist ranking: French words of the request matched against titles, artists,
 * genres, tags and moods, with a lexicon that links everyday words ("danser", "calme", "dimanche")
 * to genres and tempos. Linear in the number of songs; 10,000 songs rank in a few milliseconds.
 */
const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, ' ')

const words = (text: string) =>
  normalize(text)
    .split(/[^a-z0-9]+/)
    .filter(word => word.length > 1)

const STOP_WORDS = new Set(
  'je tu il elle on nous vous ils elles me te se moi toi un une des le la les de du au aux et ou en pour avec sans sur dans par qui que quoi mon ma mes ton ta tes son sa ses ce cet cette ces est sont suis veux voudrais aimerais fais fait faire donne donner mets mettre musique musiques morceau morceaux chanson chansons titre titres playlist liste son sons quelque chose truc peu tres plus bien bon bonne genre style ambiance pas ne'.split(
    ' ',
  ),
)

/** Everyday words → the genres, tags and tempo they suggest. */
const LEXICON: [RegExp, { terms: string[]; tempo?: 'slow' | 'fast' }][] = [
  [
    /^(dans|bouge|fete|soiree|club|energ|ambia|festi|ambianc|motiv|sport|courir|gym)/,
    {
      terms: ['afrobeat', 'makossa', 'bikutsi', 'soukous', 'rumba', 'danse', 'energie', 'afro-pop', 'club', 'street'],
      tempo: 'fast',
    },
  ],
  [
    /^(calm|detent|relax|doux|douce|dorm|repos|chill|zen|travail|etud|concentr|lent|paisib|tranquil|medit)/,
    {
      terms: ['jazz', 'afro-jazz', 'lofi', 'instrumental', 'piano', 'ballade', 'calme', 'improvisation'],
      tempo: 'slow',
    },
  ],
  [
    /^(trist|melanc|nostalg|pluie|chagrin|seul)/,
    { terms: ['ballade', 'blues', 'soul', 'jazz', 'gospel'], tempo: 'slow' },
  ],
  [
    /^(prier|priere|louang|dimanch|eglis|spiritu|foi|dieu|culte|adora)/,
    { terms: ['gospel', 'chorale', 'louange', 'voix'] },
  ],
  [
    /^(rap|urbain|street|hip|beat|camfranglais)/,
    { terms: ['rap', 'musiques urbaines', 'street', 'beatmaker', 'camfranglais', 'urbain'] },
  ],
  [
    /^(joyeu|heureu|soleil|ete|bonne humeur|gai|positi)/,
    { terms: ['afro-pop', 'pop', 'makossa', 'danse', 'soukous'], tempo: 'fast' },
  ],
  [/^(mariag|noce|famil)/, { terms: ['rumba', 'soukous', 'mariages', 'orchestre', 'makossa'] }],
  [/^(romant|amour|amoureu|tendre|love)/, { terms: ['ballade', 'afro-pop', 'soul', 'rnb', 'voix'], tempo: 'slow' }],
  [/^(guitar)/, { terms: ['guitare', 'guitares', 'rumba', 'soukous', 'bikutsi'] }],
  [/^(piano|clavier)/, { terms: ['piano', 'jazz', 'instrumental'] }],
  [/^(chant|voix|vocal)/, { terms: ['voix', 'chorale', 'gospel'] }],
  [/^(camer|douala|yaound|africa|afriq|mboa)/, { terms: ['makossa', 'bikutsi', 'afrobeat', 'duala', 'yaounde'] }],
  [/^(live|concert|scene)/, { terms: ['live', 'scene', 'festival'] }],
  [/^(rapide|vite|energique|nerveu)/, { terms: [], tempo: 'fast' }],
]

/** ' word word ' : lower case, no accents, words separated by single spaces, padded for whole-word search. */
function padded(text: string): string {
  const lower = text.toLowerCase()
  const plain = /[^\x00-\x7f]/.test(lower) ? lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : lower
  return ` ${plain.replace(/[^a-z0-9]+/g, ' ')} `
}
/**
 * A song fits when its artist, title, genres, tags or mood answer the request (the tempo only
 * orders songs that fit, never makes one fit), and its score is at least this share of the best
 * one: "rap énergique" keeps the rap and the dance tracks, not the jazz that happens to be fast.
 */
const FIT_SHARE = 0.3

/**
 * The songs that fit the request, best first, at most `limit`; none when nothing fits (the caller
 * says so). The songs are returned as given (same objects).
 */
export function rankSongs<Song extends PlaylistSong>(userInput: string, songs: Song[], limit = 20): Song[] {
  const queryWords = words(userInput).filter(word => !STOP_WORDS.has(word))
  const expansions = new Map<string, number>()
  let tempo: 'slow' | 'fast' | undefined
  for (const word of queryWords) {
    for (const [pattern, meaning] of LEXICON) {
      if (!pattern.test(word)) continue
      for (const term of meaning.terms) expansions.set(term, Math.max(expansions.get(term) ?? 0, 1.5))
      tempo ??= meaning.tempo
    }
  }
  const query = queryWords.map(word => ({ word, whole: ` ${word} `, long: word.length > 3 }))
  const expansionWords = [...expansions.keys()].flatMap(term =>
    words(term).map(word => ({ whole: ` ${word} `, weight: expansions.get(term)! })),
  )
  const scored: { song: Song; position: number; score: number }[] = []
  // Genres, tags and artists repeat from song to song (an artist's tracks share them): their part of
  // the score is computed once per distinct value; only the title is read for every song.
  const descriptorScores = new Map<string, number>()
  const descriptorScore = (
    genreList: string[] | undefined,
    tagList: string[] | undefined,
    mood: string | undefined,
  ) => {
    const key = `${genreList?.join('\u0001') ?? ''}\u0002${tagList?.join('\u0001') ?? ''}\u0002${mood ?? ''}`
    let score = descriptorScores.get(key)
    if (score !== undefined) return score
    score = 0
    const genres = genreList?.length ? padded(genreList.join(' ')) : ''
    const tags = tagList?.length || mood ? padded(`${tagList?.join(' ') ?? ''} ${mood ?? ''}`) : ''
    for (const { word, whole, long } of query) {
      if (genres.includes(whole)) score += 3
      if (tags.includes(whole)) score += 2
      else if (long && (genres.includes(word) || tags.includes(word))) score += 1
    }
    for (const { whole, weight } of expansionWords) {
      if (genres.includes(whole)) score += weight
      else if (tags.includes(whole)) score += weight * 0.7
    }
    descriptorScores.set(key, score)
    return score
  }
  const artistScores = new Map<string, number>()
  const artistScore = (name: string) => {
    let score = artistScores.get(name)
    if (score === undefined) {
      const artist = padded(name)
      score = query.reduce((sum, { whole }) => sum + (artist.includes(whole) ? 4 : 0), 0)
      artistScores.set(name, score)
    }
    return score
  }
  for (let position = 0; position < songs.length; position++) {
    const song = songs[position]!
    let score = descriptorScore(song.genres, song.tags, song.mood) + (song.artist ? artistScore(song.artist) : 0)
    if (query.length > 0) {
      const title = padded(song.title)
      for (const { whole } of query) if (title.includes(whole)) score += 3
    }
    if (score > 0) scored.push({ song, position, score })
  }
  if (scored.length === 0) return []
  const best = Math.max(...scored.map(entry => entry.score))
  const fitting = scored.filter(entry => entry.score >= best * FIT_SHARE)
  if (tempo) {
    for (const entry of fitting) {
      const bpm = entry.song.bpm
      if (bpm !== undefined) entry.score += tempo === 'fast' ? (bpm >= 110 ? 1 : -0.5) : bpm <= 100 ? 1 : -0.5
    }
  }
  fitting.sort((a, b) => b.score - a.score || a.position - b.position)
  return fitting.slice(0, limit).map(({ song }) => song)
}
