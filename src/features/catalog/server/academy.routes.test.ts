import { describe, expect, test } from 'vitest'
import type { Formula } from '#features/catalog/catalog.content.ts'
import { useSeededApi } from '#tests/setup/route-test.ts'

const api = useSeededApi()

type DisciplineSummary = { id: string; levels: { id: string; durationWeeks: number; hoursPerWeek: number }[] }

describe('GET /api/academy/disciplines', () => {
  test('returns the four disciplines with the levels of spec §9', async () => {
    const { status, body } = await api.getJson<DisciplineSummary[]>('/api/academy/disciplines')
    expect(status).toBe(200)
    const weeksAndHours = Object.fromEntries(
      body.map(discipline => [
        discipline.id,
        discipline.levels.map(level => `${level.durationWeeks}x${level.hoursPerWeek}`),
      ]),
    )
    expect(weeksAndHours).toEqual({
      piano: ['12x2', '16x3', '20x4'],
      chant: ['12x2', '16x3'],
      mao: ['12x3'],
      musicologie: ['10x2'],
    })
  })
})

describe('GET /api/academy/courses/:disciplineId/:courseId', () => {
  test('returns the whole level with its assessment', async () => {
    const { status, body } = await api.getJson<Record<string, unknown> & { assessment: { passingScore: number } }>(
      '/api/academy/courses/piano/debutant',
    )
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: 'debutant', durationWeeks: 12, hoursPerWeek: 2, discipline: { id: 'piano' } })
    for (const field of ['learningObjectives', 'syllabus', 'exercises', 'recommendedRepertoire', 'resources']) {
      expect((body[field] as unknown[]).length, field).toBeGreaterThan(0)
    }
    expect(body.assessment.passingScore).toBe(75)
    // The outline only: lesson texts and solutions are for enrolled students.
    expect((body.syllabus as Record<string, unknown>[])[0]).toEqual({
      lesson: 1,
      title: 'Découvrir le clavier',
      free: true,
    })
    expect(Object.keys((body.exercises as Record<string, unknown>[])[0]!)).toEqual(['title'])
    expect(JSON.stringify(body)).not.toMatch(/solution|instructions|"content"/)
    const chant = await api.getJson<{ assessment: { passingScore: number } }>('/api/academy/courses/chant/debutant')
    expect(chant.body.assessment.passingScore).toBe(70)
  })

  test('unknown discipline or level is a 404; malformed ids a 400', async () => {
    expect((await api.getJson('/api/academy/courses/piano/expert')).status).toBe(404)
    expect((await api.getJson('/api/academy/courses/violon/debutant')).status).toBe(404)
    expect((await api.getJson('/api/academy/courses/PIANO/debutant')).status).toBe(400)
  })
})

describe('GET /api/academy/formulas', () => {
  test('returns the six formulas with exact prices and billing cycles', async () => {
    const { status, body } = await api.getJson<Formula[]>('/api/academy/formulas')
    expect(status).toBe(200)
    expect(
      body.map(formula => [formula.name, formula.price?.eur ?? null, formula.price?.xaf ?? null, formula.billingCycle]),
    ).toEqual([
      ['Pack Individuel', 120, 80000, 'mois'],
      ['Pack Duo', 200, 130000, 'mois'],
      ['Formation Hybride', 180, 120000, 'mois'],
      ['MOOC Complet', 250, 165000, 'unique'],
      ['Masterclass', null, null, null],
      ['Parcours Certifiant', null, null, null],
    ])
    expect(body[4]?.customPriceText).toMatch(/variable/i)
    expect(body[5]?.customPriceText).toMatch(/devis/i)
  })

  test('one formula by id; 404 for an unknown one', async () => {
    expect((await api.getJson<Formula>('/api/academy/formulas/pack-duo')).body.price).toEqual({ eur: 200, xaf: 130000 })
    expect((await api.getJson('/api/academy/formulas/pack-trio')).status).toBe(404)
  })
})
