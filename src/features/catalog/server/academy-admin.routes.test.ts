import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { adminRequests } from '#tests/setup/admin-requests.ts'
import { createTestApp } from '#tests/setup/test-app.ts'
import { levels } from './academy.table.ts'

let context: Awaited<ReturnType<typeof createTestApp>>
let api: Awaited<ReturnType<typeof adminRequests>>

beforeAll(async () => {
  context = await createTestApp({ seed: true })
  api = await adminRequests(context)
})
afterAll(() => context.close())

const formulaBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Pack Découverte',
  description: 'Quatre cours pour essayer.',
  onQuote: false,
  priceEur: 60,
  priceXaf: 40000,
  billingCycle: 'unique',
  customPriceText: null,
  features: ['Quatre cours individuels', 'Bilan avec le professeur'],
  ...overrides,
})

async function publicFormula(id: string) {
  const list = await api.call('GET', '/api/academy/formulas', undefined, '')
  return (list.body as { id: string; price: { eur: number; xaf: number } | null; name: string }[]).find(
    formula => formula.id === id,
  )
}

describe('disciplines', () => {
  test('the admin list has every discipline with its levels in full', async () => {
    const { status, body } = await api.call('GET', '/api/admin/academy/disciplines')
    expect(status).toBe(200)
    expect(body.map((discipline: { id: string }) => discipline.id)).toEqual(['piano', 'chant', 'mao', 'musicologie'])
    expect(body[0].levels[0]).toMatchObject({ id: 'debutant', assessment: { passingScore: 75 } })
    expect(body[0].levels[0].syllabus.length).toBeGreaterThan(0)
  })

  test('an edit shows on /api/academy at once (cache dropped) and is audited', async () => {
    // Fill the public cache first: the edit must not be hidden behind it.
    expect((await api.call('GET', '/api/academy/disciplines', undefined, '')).body[0].name).toBe('Piano')
    const { status, body } = await api.call('PUT', '/api/admin/academy/disciplines/piano', {
      name: 'Piano et claviers',
      description: 'Piano acoustique, claviers et accompagnement.',
      imageUrl: '/media/images/disciplines/piano-800.webp',
      videoId: '',
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: 'piano', name: 'Piano et claviers', videoId: null })
    const after = await api.call('GET', '/api/academy/disciplines', undefined, '')
    expect(after.body[0]).toMatchObject({
      name: 'Piano et claviers',
      description: 'Piano acoustique, claviers et accompagnement.',
    })
    expect(await api.latestAudit()).toMatchObject({
      action: 'discipline.update',
      targetType: 'discipline',
      targetId: 'piano',
      summary: 'Discipline « Piano et claviers » modifiée',
      actorId: api.admin.id,
    })
  })

  test('invalid fields get a French message each; unknown ids are 404', async () => {
    const { status, body } = await api.call('PUT', '/api/admin/academy/disciplines/chant', {
      name: '  ',
      description: 'x'.repeat(601),
      imageUrl: 'https://ailleurs.example/image.jpg',
      videoId: '<script>',
    })
    expect(status).toBe(400)
    expect(body.error.fields).toEqual({
      name: 'Le nom est obligatoire.',
      description: 'La description ne peut pas dépasser 600 caractères.',
      imageUrl: 'Image invalide : choisissez une image du site.',
      videoId: 'Identifiant de vidéo YouTube invalide : 11 caractères, comme dQw4w9WgXcQ.',
    })
    const unknown = await api.call('PUT', '/api/admin/academy/disciplines/guitare', {
      name: 'Guitare',
      description: 'Cours de guitare.',
      imageUrl: '/media/images/disciplines/piano-800.webp',
      videoId: null,
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.message).toBe('Discipline introuvable.')
  })

  test('reordering needs every discipline exactly once', async () => {
    const missing = await api.call('PUT', '/api/admin/academy/disciplines/order', { ids: ['chant', 'piano', 'mao'] })
    expect(missing.status).toBe(400)
    expect(missing.body.error.fields.ids).toBe('La liste doit contenir chaque élément exactement une fois.')
    const twice = await api.call('PUT', '/api/admin/academy/disciplines/order', {
      ids: ['chant', 'chant', 'mao', 'piano'],
    })
    expect(twice.body.error.fields.ids).toBe('Un élément figure deux fois dans la liste.')
    const { status } = await api.call('PUT', '/api/admin/academy/disciplines/order', {
      ids: ['chant', 'piano', 'mao', 'musicologie'],
    })
    expect(status).toBe(200)
    const after = await api.call('GET', '/api/academy/disciplines', undefined, '')
    expect(after.body.map((discipline: { id: string }) => discipline.id)).toEqual([
      'chant',
      'piano',
      'mao',
      'musicologie',
    ])
  })
})

describe('levels', () => {
  async function level(disciplineId: string, levelId: string) {
    const { body } = await api.call('GET', '/api/admin/academy/disciplines')
    return body.find((d: { id: string }) => d.id === disciplineId).levels.find((l: { id: string }) => l.id === levelId)
  }

  test('an edit keeps the level id and what other features store in its content', async () => {
    // Another feature (lessons progress, quizzes) may keep its own keys in the content.
    await context.db
      .update(levels)
      .set({ content: sql`${levels.content} || '{"quizzes":[{"id":"q1"}]}'::jsonb` })
      .where(and(eq(levels.disciplineId, 'chant'), eq(levels.id, 'debutant')))
    const { id: _id, ...current } = await level('chant', 'debutant')
    const edited = {
      ...current,
      levelName: 'Débutant (voix)',
      durationWeeks: 14,
      syllabus: [
        ...current.syllabus,
        { lesson: 99, title: 'Chanter en public', content: 'Préparer une courte prestation.' },
      ],
      assessment: {
        ...current.assessment,
        passingScore: 72,
        passingCriteria: 'Obtenir au moins 72 % de la note globale.',
      },
    }
    const { status, body } = await api.call('PUT', '/api/admin/academy/disciplines/chant/levels/debutant', edited)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      id: 'debutant',
      before: { passingScore: 70 },
      after: { passingScore: 72, levelName: 'Débutant (voix)' },
    })

    const course = await api.call('GET', '/api/academy/courses/chant/debutant', undefined, '')
    expect(course.body).toMatchObject({
      id: 'debutant',
      levelName: 'Débutant (voix)',
      durationWeeks: 14,
      assessment: { passingScore: 72 },
    })
    // The public course shows the outline; the lesson's text is for enrolled students (learning API).
    expect(course.body.syllabus.at(-1)).toEqual({ lesson: 99, title: 'Chanter en public' })
    expect((await level('chant', 'debutant')).syllabus.at(-1)).toEqual({
      lesson: 99,
      title: 'Chanter en public',
      content: 'Préparer une courte prestation.',
    })
    const [row] = await context.db
      .select({ content: levels.content })
      .from(levels)
      .where(and(eq(levels.disciplineId, 'chant'), eq(levels.id, 'debutant')))
    expect((row!.content as unknown as { quizzes: unknown }).quizzes).toEqual([{ id: 'q1' }])
    expect(await api.latestAudit()).toMatchObject({
      action: 'level.update',
      targetId: 'chant/debutant',
      details: { before: { passingScore: 70 }, after: { passingScore: 72 } },
    })
  })

  test('every level of the content saves back as it is, though a full course weighs more than a form', async () => {
    const { body } = await api.call('GET', '/api/admin/academy/disciplines')
    const all = (body as { id: string; levels: { id: string }[] }[]).flatMap(discipline =>
      discipline.levels.map(({ id, ...rest }) => ({ path: `${discipline.id}/levels/${id}`, level: rest })),
    )
    // The course editor sends the whole level: several levels are far above the 64 KB default limit.
    expect(all.some(({ level }) => JSON.stringify(level).length > 64 * 1024)).toBe(true)
    for (const { path, level } of all) {
      const { status } = await api.call('PUT', `/api/admin/academy/disciplines/${path}`, level)
      expect(status, path).toBe(200)
    }
  })

  test('out-of-range numbers, an empty programme and duplicate lesson numbers are refused', async () => {
    const { id: _id, ...current } = await level('piano', 'debutant')
    const { status, body } = await api.call('PUT', '/api/admin/academy/disciplines/piano/levels/debutant', {
      ...current,
      durationWeeks: 0,
      hoursPerWeek: 2.5,
      assessment: { ...current.assessment, passingScore: 150 },
      learningObjectives: [],
    })
    expect(status).toBe(400)
    expect(body.error.fields).toMatchObject({
      durationWeeks: 'Durée : au moins 1 semaines.',
      hoursPerWeek: 'Heures par semaine : un nombre entier est attendu.',
      'assessment.passingScore': 'Note de réussite : au plus 100 %.',
      learningObjectives: 'Indiquez au moins un objectif.',
    })
    const empty = await api.call('PUT', '/api/admin/academy/disciplines/piano/levels/debutant', {
      ...current,
      syllabus: [],
    })
    expect(empty.body.error.fields.syllabus).toBe('Le programme doit compter au moins une leçon.')
    const lesson = current.syllabus[0]
    const twice = await api.call('PUT', '/api/admin/academy/disciplines/piano/levels/debutant', {
      ...current,
      syllabus: [lesson, lesson],
    })
    expect(twice.body.error.fields['syllabus.1.lesson']).toBe(`La leçon ${lesson.lesson} figure deux fois.`)
    const unknown = await api.call('PUT', '/api/admin/academy/disciplines/piano/levels/expert', current)
    expect(unknown.status).toBe(404)
  })

  test('levels can be reordered within their discipline', async () => {
    const { status } = await api.call('PUT', '/api/admin/academy/disciplines/piano/levels/order', {
      ids: ['avance', 'intermediaire', 'debutant'],
    })
    expect(status).toBe(200)
    const piano = (await api.call('GET', '/api/academy/disciplines', undefined, '')).body.find(
      (d: { id: string }) => d.id === 'piano',
    )
    expect(piano.levels.map((l: { id: string }) => l.id)).toEqual(['avance', 'intermediaire', 'debutant'])
    const wrong = await api.call('PUT', '/api/admin/academy/disciplines/piano/levels/order', {
      ids: ['avance', 'debutant'],
    })
    expect(wrong.status).toBe(400)
  })
})

describe('formulas and prices', () => {
  test('a new formula gets an id from its name and shows on /api/academy/formulas', async () => {
    const { status, body } = await api.call('POST', '/api/admin/academy/formulas', formulaBody())
    expect(status).toBe(201)
    expect(body).toMatchObject({
      id: 'pack-decouverte',
      priceEur: 60,
      priceXaf: 40000,
      billingCycle: 'unique',
      customPriceText: null,
    })
    expect(await publicFormula('pack-decouverte')).toMatchObject({
      name: 'Pack Découverte',
      price: { eur: 60, xaf: 40000 },
    })
    const again = await api.call('POST', '/api/admin/academy/formulas', formulaBody())
    expect(again.body.id).toBe('pack-decouverte-2')
    expect(await api.latestAudit()).toMatchObject({ action: 'formula.create', targetId: 'pack-decouverte-2' })
  })

  test('a price change applies to new orders only: orders already placed keep their amount', async () => {
    const student = await signedInUser(context, ROLES.student)
    const order = (currency: 'EUR' | 'XAF') =>
      api.call(
        'POST',
        '/api/payments/orders',
        { formulaId: 'pack-duo', method: 'card', currency, acceptTerms: true },
        student.cookie,
      )
    const before = await order('EUR')
    const beforeXaf = await order('XAF')
    expect(before.body).toMatchObject({ amount: 200, currency: 'EUR' })

    await api.call('GET', '/api/academy/formulas', undefined, '')
    const { status, body } = await api.call(
      'PUT',
      '/api/admin/academy/formulas/pack-duo',
      formulaBody({ name: 'Pack Duo', billingCycle: 'mois', priceEur: 210, priceXaf: 137500 }),
    )
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: 'pack-duo', priceEur: 210, priceXaf: 137500 })
    expect(await publicFormula('pack-duo')).toMatchObject({ price: { eur: 210, xaf: 137500 } })
    const audit = await api.latestAudit()
    expect(audit).toMatchObject({
      action: 'formula.price',
      details: { before: { priceEur: 200, priceXaf: 130000 }, after: { priceEur: 210, priceXaf: 137500 } },
    })
    // French number formatting separates thousands with a narrow no-break space.
    expect(audit?.summary.replace(/\u202f/g, ' ')).toBe(
      'Prix de la formule « Pack Duo » : 200 € / 130 000 FCFA par mois → 210 € / 137 500 FCFA par mois',
    )

    const kept = await api.call('GET', `/api/payments/orders/${before.body.id}`, undefined, student.cookie)
    expect(kept.body).toMatchObject({ amount: 200, currency: 'EUR' })
    const keptXaf = await api.call('GET', `/api/payments/orders/${beforeXaf.body.id}`, undefined, student.cookie)
    expect(keptXaf.body).toMatchObject({ amount: 130000, currency: 'XAF' })
    const after = await order('EUR')
    expect(after.body).toMatchObject({ amount: 210, currency: 'EUR' })
  })

  test.each([
    ['a negative price', { priceEur: -5 }, 'priceEur', 'Le prix en euros ne peut pas être négatif.'],
    [
      'a non-integer FCFA price',
      { priceXaf: 80000.5 },
      'priceXaf',
      'Le prix en FCFA doit être un nombre entier (pas de centimes en FCFA).',
    ],
    [
      'a non-integer euro price',
      { priceEur: 119.99 },
      'priceEur',
      'Le prix en euros doit être un nombre entier d’euros.',
    ],
    ['an absurd euro price', { priceEur: 1e9 }, 'priceEur', 'Le prix en euros ne peut pas dépasser 50\u202f000.'],
    ['a price given as text', { priceEur: '120' }, 'priceEur', 'Le prix en euros doit être un nombre.'],
    ['a missing price', { priceXaf: null }, 'priceXaf', 'Le prix en FCFA est obligatoire.'],
    [
      'an FCFA price mobile money cannot collect',
      { priceXaf: 80003 },
      'priceXaf',
      'Le prix en FCFA doit être un multiple de 5 (paiement mobile).',
    ],
    [
      'prices that do not match',
      { priceEur: 120, priceXaf: 120 },
      'priceXaf',
      'Les deux prix ne correspondent pas : 120 € valent environ 78\u202f715 FCFA (1 € = 655,957 FCFA).',
    ],
    [
      'no billing cycle',
      { billingCycle: 'semaine' },
      'billingCycle',
      'Choisissez la facturation : par mois ou paiement unique.',
    ],
    [
      'a quote formula without its text',
      { onQuote: true, customPriceText: ' ' },
      'customPriceText',
      'Le texte du prix est obligatoire (par exemple « Sur devis »).',
    ],
    ['no features', { features: [] }, 'features', 'Indiquez au moins un avantage de la formule.'],
    ['an empty feature', { features: ['Bien', ''] }, 'features.1', 'Avantage : le texte est vide.'],
  ])('%s is refused with a French message on its field', async (_case, overrides, field, message) => {
    const { status, body } = await api.call(
      'PUT',
      '/api/admin/academy/formulas/pack-individuel',
      formulaBody({ priceEur: 120, priceXaf: 80000, ...overrides }),
    )
    expect(status).toBe(400)
    expect(body.error.code).toBe('INVALID_INPUT')
    expect(body.error.fields[field]).toBe(message)
    expect(await publicFormula('pack-individuel')).toMatchObject({ price: { eur: 120, xaf: 80000 } })
  })

  test('a formula can move to a price on quote and back', async () => {
    const quote = await api.call(
      'PUT',
      '/api/admin/academy/formulas/formation-hybride',
      formulaBody({ name: 'Formation Hybride', onQuote: true, customPriceText: 'Sur devis', priceEur: 999999 }),
    )
    expect(quote.status).toBe(200)
    expect(quote.body).toMatchObject({
      priceEur: null,
      priceXaf: null,
      billingCycle: null,
      customPriceText: 'Sur devis',
    })
    expect(await publicFormula('formation-hybride')).toMatchObject({ price: null, customPriceText: 'Sur devis' })
    const priced = await api.call(
      'PUT',
      '/api/admin/academy/formulas/formation-hybride',
      formulaBody({
        name: 'Formation Hybride',
        billingCycle: 'mois',
        priceEur: 180,
        priceXaf: 120000,
        customPriceText: 'Sur devis',
      }),
    )
    expect(priced.body).toMatchObject({ priceEur: 180, priceXaf: 120000, billingCycle: 'mois', customPriceText: null })
  })

  test('a formula that was ordered cannot be deleted; another one can', async () => {
    const kept = await api.call('DELETE', '/api/admin/academy/formulas/pack-duo')
    expect(kept.status).toBe(409)
    expect(kept.body.error.message).toMatch(/^Cette formule a déjà été commandée \(\d+ commandes\)/)
    expect(await publicFormula('pack-duo')).toBeDefined()

    const { status } = await api.call('DELETE', '/api/admin/academy/formulas/pack-decouverte-2')
    expect(status).toBe(200)
    expect(await publicFormula('pack-decouverte-2')).toBeUndefined()
    expect(await api.latestAudit()).toMatchObject({
      action: 'formula.delete',
      targetId: 'pack-decouverte-2',
      summary: 'Formule « Pack Découverte » supprimée',
    })
    expect((await api.call('DELETE', '/api/admin/academy/formulas/pack-decouverte-2')).status).toBe(404)
  })

  test('formulas can be reordered', async () => {
    const { body: list } = await api.call('GET', '/api/admin/academy/formulas')
    const ids = list.map((formula: { id: string }) => formula.id).reverse()
    const { status, body } = await api.call('PUT', '/api/admin/academy/formulas/order', { ids })
    expect(status).toBe(200)
    expect(body.map((formula: { id: string }) => formula.id)).toEqual(ids)
  })

  test('students and clients are refused every write', async () => {
    const student = await signedInUser(context, ROLES.student)
    const answer = await api.call(
      'PUT',
      '/api/admin/academy/formulas/pack-individuel',
      formulaBody({ priceEur: 1, priceXaf: 655 }),
      student.cookie,
    )
    expect(answer.status).toBe(403)
    expect(await publicFormula('pack-individuel')).toMatchObject({ price: { eur: 120, xaf: 80000 } })
  })
})

describe('lesson blocks, as the course editor saves them (issue #25)', () => {
  const LEVEL_PATH = '/api/admin/academy/disciplines/piano/levels/intermediaire'
  const SCORE = 'X:1\nT:Gamme de sol\nM:4/4\nL:1/4\nK:G\nG A B c | d e f g |]'

  async function currentLevel() {
    const { body } = await api.call('GET', '/api/admin/academy/disciplines')
    const piano = body.find((d: { id: string }) => d.id === 'piano')
    const { id: _id, ...level } = piano.levels.find((l: { id: string }) => l.id === 'intermediaire')
    return level
  }

  test('a plain lesson gets blocks: saved, audited, served to the lesson page in order', async () => {
    // Older databases still hold plain lessons (no blocks): lesson 1 of piano intermédiaire is made
    // plain here, as such a database holds it.
    const where = and(eq(levels.disciplineId, 'piano'), eq(levels.id, 'intermediaire'))
    const [row] = await context.db.select().from(levels).where(where)
    const plainSyllabus = row!.content.syllabus.map(({ blocks: _blocks, ...lesson }) => lesson)
    await context.db
      .update(levels)
      .set({ content: { ...row!.content, syllabus: plainSyllabus } })
      .where(where)
    const level = await currentLevel()
    const first = level.syllabus[0]
    expect(first.blocks).toBeUndefined()
    const blocks = [
      { type: 'text', markdown: '## La gamme de sol\n\nUn **fa dièse** à la clé.' },
      { type: 'score', title: 'Gamme de sol', abc: SCORE, demo: 'keyboard' },
      { type: 'audio', title: 'La gamme jouée', src: null, abc: SCORE },
      {
        type: 'exercise',
        id: 'gamme-sol',
        title: 'Jouez la gamme de sol',
        instructions: 'Une note par temps.',
        passMark: 80,
        practice: { kind: 'play', abc: SCORE },
      },
      {
        type: 'exercise',
        id: 'notes-cle-fa',
        title: 'Lisez en clé de fa',
        instructions: 'Nommez chaque note.',
        passMark: 60,
        practice: { kind: 'drill', drill: 'bass', questions: 10 },
      },
    ]
    const saved = await api.call('PUT', LEVEL_PATH, {
      ...level,
      syllabus: [{ ...first, free: true, blocks }, ...level.syllabus.slice(1)],
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const audit = await api.latestAudit()
    // The journal names the lessons that changed (only the first here).
    expect(audit).toMatchObject({
      action: 'level.update',
      targetId: 'piano/intermediaire',
      details: { lessonsChanged: [1] },
    })

    // The level's free lesson: open to a visitor, with its blocks as saved.
    const lesson = await api.call('GET', '/api/learning/levels/piano/intermediaire/lessons/1', undefined, '')
    expect(lesson.status).toBe(200)
    expect(lesson.body).toMatchObject({ free: true, trial: true })
    expect(lesson.body.blocks).toEqual(blocks)

    // Moved in the editor: the new order is kept.
    const moved = [blocks[1], blocks[0], ...blocks.slice(2)]
    const again = await api.call('PUT', LEVEL_PATH, {
      ...level,
      syllabus: [{ ...first, free: true, blocks: moved }, ...level.syllabus.slice(1)],
    })
    expect(again.status).toBe(200)
    const reordered = await api.call('GET', '/api/learning/levels/piano/intermediaire/lessons/1', undefined, '')
    expect(reordered.body.blocks.map((block: { type: string }) => block.type)).toEqual([
      'score',
      'text',
      'audio',
      'exercise',
      'exercise',
    ])
    // The other lessons stay plain.
    const second = (await currentLevel()).syllabus[1]
    expect(second.blocks).toBeUndefined()
  })

  test('a bad score is refused with a French 400 naming its line; nothing is written', async () => {
    const level = await currentLevel()
    const before = JSON.stringify(level.syllabus)
    // Line 6 has a second bar of 2 beats in 4/4.
    const badScore = 'X:1\nT:Faux\nM:4/4\nL:1/4\nK:C\nC D E F | G A | B c d e |]'
    const { status, body } = await api.call('PUT', LEVEL_PATH, {
      ...level,
      syllabus: [
        {
          ...level.syllabus[0],
          blocks: [
            { type: 'text', markdown: 'Introduction.' },
            { type: 'score', title: 'Faux', abc: badScore, demo: null },
            { type: 'audio', title: 'Sans son', src: null, abc: null },
            {
              type: 'exercise',
              id: 'Mauvais Id',
              title: 'Exercice',
              instructions: 'Consigne.',
              passMark: 150,
              practice: { kind: 'sing', abc: 'K:C\nC D E F |' },
            },
            { type: 'karaoke' },
          ],
        },
        ...level.syllabus.slice(1),
      ],
    })
    expect(status).toBe(400)
    expect(body.error.code).toBe('INVALID_INPUT')
    expect(body.error.fields['syllabus.0.blocks.1.abc']).toBe(
      'Partition : Ligne 6 : la mesure 2 dure 2 temps au lieu de 4 (M:4/4).',
    )
    expect(body.error.fields['syllabus.0.blocks.2']).toBe(
      'Un exemple audio a besoin d’un fichier MP3 ou d’une partition à jouer.',
    )
    expect(body.error.fields['syllabus.0.blocks.3.id']).toMatch(/^Identifiant d’exercice : lettres minuscules/)
    expect(body.error.fields['syllabus.0.blocks.3.passMark']).toBe('Le seuil de réussite est au plus 100.')
    expect(body.error.fields['syllabus.0.blocks.3.practice.abc']).toBe(
      'Partition : Ligne 2 : la partition doit commencer par X:1 puis ses en-têtes.',
    )
    expect(body.error.fields['syllabus.0.blocks.4.type']).toBe('Type de bloc inconnu.')
    expect(JSON.stringify((await currentLevel()).syllabus)).toBe(before)
  })
})
