import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { adminRequests } from '#tests/setup/admin-requests.ts'
import { createTestApp } from '#tests/setup/test-app.ts'

let context: Awaited<ReturnType<typeof createTestApp>>
let api: Awaited<ReturnType<typeof adminRequests>>

beforeAll(async () => {
  context = await createTestApp({ seed: true })
  api = await adminRequests(context)
})
afterAll(() => context.close())

const publicIds = async (query = '') =>
  ((await api.call('GET', `/api/testimonials${query}`, undefined, '')).body as { id: string }[]).map(item => item.id)

const testimonial = {
  author: 'Aïcha Bello',
  role: 'Élève en chant',
  quote: 'J’ai appris à respirer\net à chanter juste.',
  type: 'student',
  published: true,
}

describe('testimonials administration', () => {
  test('create, edit, hide, publish again, reorder and delete; the public list follows at once', async () => {
    await publicIds()
    const created = await api.call('POST', '/api/admin/testimonials', testimonial)
    expect(created.status).toBe(201)
    expect(created.body).toEqual({ id: 'temoignage-aicha-bello', ...testimonial })
    expect(await publicIds('?type=student')).toContain('temoignage-aicha-bello')

    const edited = await api.call('PUT', '/api/admin/testimonials/temoignage-aicha-bello', {
      ...testimonial,
      quote: 'Une académie formidable.',
    })
    expect(edited.body.quote).toBe('Une académie formidable.')

    const hidden = await api.call('PUT', '/api/admin/testimonials/temoignage-aicha-bello/publication', {
      published: false,
    })
    expect(hidden.body.published).toBe(false)
    expect(await publicIds()).not.toContain('temoignage-aicha-bello')
    expect(await api.latestAudit()).toMatchObject({
      action: 'testimonial.hide',
      summary: 'Témoignage de Aïcha Bello masqué',
    })
    // Still listed for the admin, with its state.
    const adminList = (await api.call('GET', '/api/admin/testimonials')).body as { id: string; published: boolean }[]
    expect(adminList.find(item => item.id === 'temoignage-aicha-bello')?.published).toBe(false)

    await api.call('PUT', '/api/admin/testimonials/temoignage-aicha-bello/publication', { published: true })
    expect(await publicIds()).toContain('temoignage-aicha-bello')

    const ids = adminList.map(item => item.id)
    const order = ['temoignage-aicha-bello', ...ids.filter(id => id !== 'temoignage-aicha-bello')]
    expect((await api.call('PUT', '/api/admin/testimonials/order', { ids: order })).status).toBe(200)
    expect((await publicIds())[0]).toBe('temoignage-aicha-bello')

    expect((await api.call('DELETE', '/api/admin/testimonials/temoignage-aicha-bello')).status).toBe(200)
    expect(await publicIds()).not.toContain('temoignage-aicha-bello')
    expect(await api.latestAudit()).toMatchObject({ action: 'testimonial.delete', targetId: 'temoignage-aicha-bello' })
  })

  test('validation and unknown ids', async () => {
    const { status, body } = await api.call('POST', '/api/admin/testimonials', {
      author: ' ',
      role: 'Client',
      quote: 'x'.repeat(1201),
      type: 'fan',
    })
    expect(status).toBe(400)
    expect(body.error.fields).toEqual({
      author: 'Le nom de l’auteur est obligatoire.',
      quote: 'Le témoignage ne peut pas dépasser 1 200 caractères.',
      type: 'Choisissez le type : client ou élève.',
      published: 'Indiquez si le témoignage est publié.',
    })
    const publication = await api.call('PUT', '/api/admin/testimonials/inconnu/publication', { published: 'oui' })
    expect(publication.body.error.fields).toEqual({ published: 'Indiquez si le témoignage est publié.' })
    expect((await api.call('PUT', '/api/admin/testimonials/inconnu/publication', { published: false })).status).toBe(
      404,
    )
    expect((await api.call('DELETE', '/api/admin/testimonials/inconnu')).status).toBe(404)
  })
})
