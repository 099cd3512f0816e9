import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { adminRequests } from '#tests/setup/admin-requests.ts'
import { createTestApp } from '#tests/setup/test-app.ts'
import { siteContent } from '#tests/setup/content.ts'

let context: Awaited<ReturnType<typeof createTestApp>>
let api: Awaited<ReturnType<typeof adminRequests>>

beforeAll(async () => {
  context = await createTestApp({ seed: true })
  api = await adminRequests(context)
})
afterAll(() => context.close())

const LEVEL = '/api/admin/quiz/musicologie/debutant'
const fromContent = siteContent.quizzes.find(
  file => file.disciplineId === 'musicologie' && file.levelId === 'debutant',
)!
const idsOf = async () => ((await api.call('GET', LEVEL)).body.questions as { id: string }[]).map(item => item.id)

const question = {
  prompt: 'Quel instrument joue Manu Dibango sur « Soul Makossa » ?',
  choices: ['Le saxophone', 'La trompette', 'Le piano'],
  correct: [0],
  explanation: 'Le saxophone ténor.',
}

describe('quiz administration', () => {
  test('lists a level’s questions as seeded from its content file, answers included', async () => {
    const { status, body } = await api.call('GET', LEVEL)
    expect(status).toBe(200)
    expect(body).toEqual({
      disciplineId: 'musicologie',
      levelId: 'debutant',
      levelName: expect.any(String),
      questions: fromContent.questions,
    })
    expect((await api.call('GET', '/api/admin/quiz/musicologie/inconnu')).status).toBe(404)
  })

  test('create, edit, reorder and delete a question, each audited', async () => {
    const created = await api.call('POST', LEVEL, { ...question, points: 2 })
    expect(created.status).toBe(201)
    const id = created.body.id as string
    expect(created.body).toEqual({ id, ...question, points: 2 })
    expect((await idsOf()).at(-1)).toBe(id)
    expect(await api.latestAudit()).toMatchObject({ action: 'quiz.create', targetType: 'quiz-question', targetId: id })

    const listening = {
      ...question,
      prompt: 'Écoutez : quel intervalle ?',
      choices: ['Une tierce', 'Une quinte'],
      correct: [1],
      audio: { notes: [60, 67], play: 'one-by-one' },
    }
    const edited = await api.call('PUT', `${LEVEL}/${id}`, listening)
    expect(edited.status).toBe(200)
    // No points given: one point, stored without a `points` field as in the content files.
    expect(edited.body).toEqual({ id, ...listening })
    expect(await api.latestAudit()).toMatchObject({ action: 'quiz.update', targetId: id })

    const order = [id, ...(await idsOf()).filter(other => other !== id)]
    const reordered = await api.call('PUT', `${LEVEL}/order`, { ids: order })
    expect(reordered.status).toBe(200)
    expect(reordered.body.questions.map((item: { id: string }) => item.id)).toEqual(order)
    expect(await idsOf()).toEqual(order)
    const incomplete = await api.call('PUT', `${LEVEL}/order`, { ids: order.slice(1) })
    expect(incomplete.status).toBe(400)
    expect(incomplete.body.error.fields).toEqual({
      ids: 'La liste doit contenir chaque question du niveau exactement une fois.',
    })

    expect((await api.call('DELETE', `${LEVEL}/${id}`)).status).toBe(200)
    expect(await idsOf()).toEqual(fromContent.questions.map(item => item.id))
    expect(await api.latestAudit()).toMatchObject({ action: 'quiz.delete', targetId: id })
    expect((await api.call('DELETE', `${LEVEL}/${id}`)).status).toBe(404)
    expect((await api.call('PUT', `${LEVEL}/${id}`, question)).status).toBe(404)
  })

  test('refuses an invalid question with a French message per field', async () => {
    const empty = await api.call('POST', LEVEL, {
      prompt: ' ',
      choices: ['Seule réponse'],
      correct: [],
      points: 0,
      explanation: '',
      audio: { notes: [60, 200], play: 'fort' },
    })
    expect(empty.status).toBe(400)
    expect(empty.body.error.fields).toEqual({
      prompt: 'La question est vide.',
      choices: 'Proposez au moins deux réponses.',
      correct: 'Cochez au moins une bonne réponse.',
      points: '1 point au moins.',
      explanation: 'L’explication est obligatoire : l’élève la lit avec sa correction.',
      'audio.notes.1': 'Note trop aiguë : 108 (do8) au plus.',
      'audio.play': 'Choisissez comment jouer les notes.',
    })
    const outOfRange = await api.call('POST', LEVEL, { ...question, correct: [0, 3] })
    expect(outOfRange.status).toBe(400)
    expect(outOfRange.body.error.fields).toEqual({ correct: 'Une bonne réponse ne figure pas parmi les réponses.' })
    expect((await api.call('POST', '/api/admin/quiz/musicologie/inconnu', question)).status).toBe(404)
    expect(await idsOf()).toEqual(fromContent.questions.map(item => item.id))
  })

  test('is for admins only', async () => {
    const student = await signedInUser(context, ROLES.student)
    const teacher = await signedInUser(context, ROLES.teacher)
    expect((await api.call('GET', LEVEL, undefined, '')).status).toBe(401)
    expect((await api.call('GET', LEVEL, undefined, student.cookie)).status).toBe(403)
    expect((await api.call('POST', LEVEL, question, teacher.cookie)).status).toBe(403)
    expect((await api.call('DELETE', `${LEVEL}/mu-01`, undefined, student.cookie)).status).toBe(403)
    expect(await idsOf()).toEqual(fromContent.questions.map(item => item.id))
  })
})
