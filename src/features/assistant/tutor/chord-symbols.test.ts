import { describe, expect, test } from 'vitest'
import { siteContent } from '#tests/setup/content.ts'
import { entryPassages, livePassages } from './passages.ts'
import { respond } from './respond.ts'
import { TutorIndex } from './retrieval/search-index.ts'
import { sampleKnowledge } from './sample-knowledge.ts'
import { tutorKnowledgeBase } from './site-entries.ts'
import { findChordSymbols } from './chord-symbols.ts'

const knowledge = sampleKnowledge(siteContent)
const index = new TutorIndex([...entryPassages(tutorKnowledgeBase(siteContent), knowledge), ...livePassages(knowledge)])
const ask = (question: string) => {
  const { reply, source } = respond([{ sender: 'user', text: question }], knowledge, index)
  return { text: reply.kind === 'text' ? reply.text : '', source }
}
const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')

describe('chord symbols as chord charts write them are computed', () => {
  test.each([
    ['Fm7 c quoi', 'fa, la bemol, do et mi bemol'],
    ['c koi Sol7 sur la grille', 'sol, si, re et fa'],
    ['Bb', 'si bemol, re et fa'],
    ['Do#m ?', 'do diese, mi et sol diese'],
    ['Rém', 're, fa et la'],
    ['Ebmaj7', 'mi bemol, sol, si bemol et re'],
    ['F#m7b5 stp', 'fa diese, la, do et mi'],
    ['Gsus4', 'sol, do et re'],
    ['Cadd9', 'do, mi, sol et re'],
    ['E7', 'mi, sol diese, si et re'],
    ['Am F C G', 'la, do et mi'],
    ['Lam7', 'la, do, mi et sol'],
    ['C6', 'do, mi, sol et la'],
    ['Bbm', 'si bemol, re bemol et fa'],
    ['Do Sol Lam Fa', 'la, do et mi'],
  ])('%s → %s', (question, notes) => {
    const { text, source } = ask(question)
    expect(source).toBe('calcul')
    expect(plain(text)).toContain(notes)
  })

  test('a slash chord names its bass and whether it is an inversion', () => {
    const { text } = ask('C/E ca veut dire quoi')
    expect(plain(text)).toContain('do, mi et sol')
    expect(text).toContain('à la basse')
    expect(text).toContain('premier renversement')
    expect(ask('D/F#').text).toContain('fa dièse')
    expect(ask('G7/F').text).toContain('troisième renversement')
    expect(ask('C/D').text).toContain('n’est pas une note de l’accord')
  })

  test('French words and SMS forms are not read as chords', () => {
    for (const question of [
      'C koi la diff entre accord majeur et mineur',
      'A quoi sert un accord ?',
      'La grille d’accords de la chanson',
      'Si je joue Do Ré Mi, c’est juste ?',
      'ma fam aime le gospel',
      'Dire la vérité en chantant',
    ])
      expect(findChordSymbols(question), question).toEqual([])
  })
})
