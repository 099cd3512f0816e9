import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { PortfolioItem } from '#features/portfolio/portfolio.content.ts'
import { ROLES } from '#core/auth/roles.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { createTestApp, jsonRequest } from '#tests/setup/test-app.ts'

let context: Awaited<ReturnType<typeof createTestApp>>
let admin: Awaited<ReturnType<typeof signedInUser>>

beforeAll(async () => {
  context = await createTestApp({ seed: true })
  admin = await signedInUser(context, ROLES.admin)
})
afterAll(() => context.close())

const send = (method: string, path: string, body?: unknown, cookie = admin.cookie) =>
  jsonRequest(context, method, path, body, cookie)
const get = (path: string, cookie = admin.cookie) => context.app.request(path, { headers: { cookie } })
const lastAudit = async () =>
  (
    (await (await get('/api/admin/audit-log?targetType=portfolio')).json()) as {
      entries: { action: string; summary: string }[]
    }
  ).entries[0]

const validItem = (overrides: Record<string, unknown> = {}) => ({
  title: 'Mbolé de Bonabéri',
  year: 2026,
  coverImage: '/media/uploads/images/portfolio/mbole-0a1b2c3d-640.webp',
  type: 'clip',
  artists: ['nadia-mbende'],
  description: 'Un clip tourné de nuit au marché de Bonabéri.',
  credits: [{ role: 'Réalisation', name: 'Christelle Eyango' }],
  media: { videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', audioUrl: null },
  duration: '3 min 12 s',
  tags: ['Makossa'],
  license: '© 2026 Gombiste Records SARL. Tous droits réservés.',
  downloadableAssets: [{ label: 'Fiche du clip', url: '/media/press/fiche-clip-ndolo-na-wa.pdf' }],
  caseStudy: {
    challenge: 'Tourner en une nuit.',
    approach: 'Une équipe de quatre personnes.',
    result: 'Diffusé sur trois chaînes.',
  },
  ...overrides,
})

describe('portfolio items in the admin area', () => {
  test('created, changed and removed, shown on the public portfolio at once, audited', async () => {
    expect((await get('/api/portfolio', '')).status).toBe(200) // fills the public cache
    const created = await send('POST', '/api/admin/portfolio', validItem())
    expect(created.status).toBe(201)
    const item = (await created.json()) as PortfolioItem
    expect(item).toMatchObject({ id: 'clip-mbole-de-bonaberi', type: 'clip', artists: ['nadia-mbende'] })
    expect(await lastAudit()).toMatchObject({
      action: 'portfolio.create',
      summary: 'Clip « Mbolé de Bonabéri » ajouté au portfolio',
    })
    const publicItems = (await (await get('/api/portfolio?type=clip', '')).json()) as PortfolioItem[]
    expect(publicItems.map(entry => entry.id)).toContain(item.id)

    const changed = await send(
      'PUT',
      `/api/admin/portfolio/${item.id}`,
      validItem({ media: { videoUrl: null, audioUrl: '/media/audio/ndolo-na-wa.mp3' } }),
    )
    expect(changed.status).toBe(200)
    expect(((await (await get(`/api/portfolio/${item.id}`, '')).json()) as PortfolioItem).media).toEqual({
      videoUrl: null,
      audioUrl: '/media/audio/ndolo-na-wa.mp3',
    })
    expect(await lastAudit()).toMatchObject({ action: 'portfolio.update' })

    expect((await send('DELETE', `/api/admin/portfolio/${item.id}`)).status).toBe(200)
    expect((await get(`/api/portfolio/${item.id}`, '')).status).toBe(404)
    expect(await lastAudit()).toMatchObject({
      action: 'portfolio.delete',
      summary: 'Réalisation « Mbolé de Bonabéri » retirée du portfolio',
    })
  })

  test('each invalid field gets its own French message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Indiquez un titre.'],
      [{ year: 1800 }, 'year', 'Année invalide.'],
      [
        { coverImage: '/media/images/blog/x-800.webp' },
        'coverImage',
        'Choisissez un visuel de réalisation : envoyez-le ou prenez-le dans la médiathèque.',
      ],
      [{ type: 'film' }, 'type', 'Choisissez « Clip » ou « Album ».'],
      [{ artists: [] }, 'artists', 'Choisissez au moins un artiste.'],
      [
        { media: { videoUrl: 'https://evil.example/watch?v=dQw4w9WgXcQ', audioUrl: null } },
        'media.videoUrl',
        'Indiquez une vidéo de la médiathèque (/media/video/….mp4) ou une adresse YouTube (https://www.youtube.com/watch?v=…).',
      ],
      [
        { media: { videoUrl: null, audioUrl: 'javascript:alert(1)' } },
        'media.audioUrl',
        'Choisissez un extrait MP3 : envoyez-le ou prenez-le dans la médiathèque.',
      ],
      [
        { downloadableAssets: [{ label: 'Fichier', url: 'javascript:alert(1)' }] },
        'downloadableAssets.0.url',
        'Adresse de fichier invalide (/media/… ou https://…).',
      ],
      [
        { caseStudy: { challenge: '', approach: 'Une démarche claire.', result: 'Un bon résultat.' } },
        'caseStudy.challenge',
        'Décrivez l’enjeu.',
      ],
    ]
    for (const [override, field, message] of cases) {
      const response = await send('POST', '/api/admin/portfolio', validItem(override))
      expect(response.status, field).toBe(400)
      expect(
        ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields[field],
        field,
      ).toBe(message)
    }
    expect((await send('PUT', '/api/admin/portfolio/realisation-fantome', validItem())).status).toBe(404)
  })

  test('refused to non-admins', async () => {
    const client = await signedInUser(context, ROLES.client)
    expect((await send('POST', '/api/admin/portfolio', validItem(), client.cookie)).status).toBe(403)
  })
})
