import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import {
  httpsUrl,
  lineList,
  orderInputSchema,
  paragraph,
  siteOrHttpsLink,
  slugify,
  uniqueSlug,
} from './content-rules.ts'

describe('ids made from titles', () => {
  test('accents, ligatures, punctuation and case become a URL slug', () => {
    expect(slugify('Pack Duo Été')).toBe('pack-duo-ete')
    expect(slugify('  Œuvres & cœur — « Makossa » !  ')).toBe('oeuvres-coeur-makossa')
    expect(slugify('???')).toBe('element')
    expect(slugify(`${'a'.repeat(30)} ${'b'.repeat(40)}`, 40)).toBe(`${'a'.repeat(30)}-${'b'.repeat(9)}`)
  })

  test('a taken id gets the first free number', () => {
    expect(uniqueSlug('pack-duo', new Set())).toBe('pack-duo')
    expect(uniqueSlug('pack-duo', new Set(['pack-duo', 'pack-duo-2']))).toBe('pack-duo-3')
  })
})

describe('text and link rules', () => {
  test('multi-line text keeps its line breaks and loses other control characters', () => {
    expect(paragraph('Vide.', 100, 'Trop long.').parse(' Un\r\nDeux\u0007 ')).toBe('Un\nDeux')
    expect(paragraph('Vide.', 100, 'Trop long.').safeParse(' \n ').error?.issues[0]?.message).toBe('Vide.')
  })

  test('lists refuse empty and repeated items, naming the item', () => {
    const features = lineList({ item: 'Avantage', maxItems: 3, maxLength: 20 })
    expect(features.safeParse(['Cours', ' ']).error?.issues).toMatchObject([
      { path: [1], message: 'Avantage : le texte est vide.' },
    ])
    expect(features.safeParse(['Un', 'Deux', 'Trois', 'Quatre']).error?.issues).toMatchObject([
      { path: [], message: '3 éléments au plus.' },
    ])
    expect(features.safeParse(['Cours', 'Cours']).error?.issues).toMatchObject([
      { path: [1], message: '« Cours » figure deux fois dans la liste.' },
    ])
  })

  test('only https addresses, or pages of the site for links', () => {
    const url = httpsUrl('Obligatoire.')
    expect(url.safeParse('https://www.gombiste-records.cm').success).toBe(true)
    for (const bad of [
      'http://www.exemple.cm',
      'javascript:alert(1)',
      'https://moi:secret@exemple.cm',
      'www.exemple.cm',
    ]) {
      expect(url.safeParse(bad).success, bad).toBe(false)
    }
    const link = siteOrHttpsLink('Obligatoire.')
    expect(link.safeParse('/blog/un-article').success).toBe(true)
    for (const bad of ['//ailleurs.example', '/a b', '/\\\\ailleurs', 'data:text/html,x']) {
      expect(link.safeParse(bad).success, bad).toBe(false)
    }
  })

  test('a new order lists each id once', () => {
    expect(orderInputSchema.safeParse({ ids: ['a', 'b'] }).success).toBe(true)
    expect(z.treeifyError(orderInputSchema.safeParse({ ids: ['a', 'a'] }).error!).properties?.ids?.errors).toEqual([
      'Un élément figure deux fois dans la liste.',
    ])
    expect(orderInputSchema.safeParse({ ids: ['../x'] }).success).toBe(false)
  })
})
