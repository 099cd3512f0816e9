import { describe, expect, test } from 'vitest'
import type { PlaylistSong } from './playlist.types.ts'
import { rankSongs } from './ranking.ts'

const SONGS: PlaylistSong[] = [
  { id: 1, title: 'Mboa', artist: 'Nadia Mbende', genres: ['Makossa', 'Afro-pop'], tags: ['Voix', 'Duala'] },
  {
    id: 2,
    title: 'Nuit d’Akwa',
    artist: 'Serge Ebongué Quartet',
    genres: ['Jazz', 'Afro-jazz'],
    tags: ['Piano', 'Instrumental'],
    bpm: 72,
  },
  { id: 3, title: 'Louange du matin', artist: 'Ruth Ngo Bassong', genres: ['Gospel'], tags: ['Chorale', 'Louange'] },
  { id: 4, title: 'Feu', artist: 'Aïcha Fotso', genres: ['Afrobeat', 'Afro-pop'], tags: ['Danse', 'Urbain'], bpm: 118 },
  { id: 5, title: 'Quartier', artist: 'Dibom', genres: ['Rap', 'Musiques urbaines'], tags: ['Street', 'Camfranglais'] },
]

describe('the built-in playlist ranking', () => {
  test('mood words find their genres', () => {
    expect(rankSongs('quelque chose pour danser ce soir', SONGS).map(song => song.id)[0]).toBe(4)
    expect(rankSongs('calme pour étudier', SONGS).map(song => song.id)[0]).toBe(2)
    expect(rankSongs('une playlist pour le dimanche matin, prière', SONGS).map(song => song.id)[0]).toBe(3)
    expect(rankSongs('du rap urbain', SONGS).map(song => song.id)[0]).toBe(5)
  })
  test('artists and titles match directly', () => {
    expect(rankSongs('Nadia Mbende', SONGS)[0]!.id).toBe(1)
    expect(rankSongs('louange', SONGS)[0]!.id).toBe(3)
  })
  test('nothing matches: nothing is returned (the caller says so)', () => {
    expect(rankSongs('xyzzy', SONGS)).toEqual([])
  })
  test('the tempo orders songs that fit, and never makes a song fit', () => {
    const fast = [...SONGS, { id: 6, title: 'Rapide', genres: ['Jazz'], bpm: 160 }]
    const ids = rankSongs('rap énergique pour le sport', fast).map(song => song.id)
    expect(ids[0]).toBe(5)
    expect(ids).not.toContain(6)
    expect(ids).not.toContain(2)
    expect(ids).not.toContain(3)
  })
  // How fast is measured in `npm run bench` (scripts/bench-ai.ts), not asserted here.
  test('10,000 songs: the best 20 come back', () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ({
      ...SONGS[index % 5]!,
      id: index,
      title: `${SONGS[index % 5]!.title} ${index}`,
    }))
    const result = rankSongs('musique joyeuse pour danser avec de la guitare', many)
    expect(result).toHaveLength(20)
    // The dance songs come first, as among five.
    expect(result[0]!.title).toMatch(/^Feu /)
  })
})
