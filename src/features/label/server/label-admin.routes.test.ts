import { readPdf } from '#tests/setup/pdf-reader.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { siteContent } from '#tests/setup/content.ts'
import { collect, postChat } from '#features/assistant/server/chat.routes.test-helpers.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { adminRequests } from '#tests/setup/admin-requests.ts'
import { createTestApp } from '#tests/setup/test-app.ts'

let context: Awaited<ReturnType<typeof createTestApp>>
let api: Awaited<ReturnType<typeof adminRequests>>

beforeAll(async () => {
  context = await createTestApp({ seed: true })
  api = await adminRequests(context)
})
afterAll(() => context.close())

const publicLabel = async () => (await api.call('GET', '/api/label', undefined, '')).body

describe('label info and the assistant persona', () => {
  test('renaming the assistant shows at once in the chat status, the label data and the tutor’s own words', async () => {
    // Warm every cache first: the public response cache and the assistant's knowledge.
    expect((await publicLabel()).info.assistantName).toBe('Maestro Gombi')
    expect((await api.call('GET', '/api/chat/status', undefined, '')).body.name).toBe('Maestro Gombi')
    expect((await collect(await postChat(context, [{ sender: 'user', text: 'Bonjour' }]))).text).toContain(
      'Je suis Maestro Gombi',
    )

    const info = { ...siteContent.label, assistantName: 'Mama Ekwa', slogan: 'Le son de Douala, partout' }
    const { status, body } = await api.call('PUT', '/api/admin/label/info', info)
    expect(status).toBe(200)
    expect(body.changed).toEqual(['slogan', 'assistantName'])

    expect((await publicLabel()).info).toMatchObject({
      assistantName: 'Mama Ekwa',
      slogan: 'Le son de Douala, partout',
    })
    expect((await api.call('GET', '/api/chat/status', undefined, '')).body).toEqual({
      available: true,
      name: 'Mama Ekwa',
    })
    expect((await collect(await postChat(context, [{ sender: 'user', text: 'Bonjour' }]))).text).toContain(
      'Je suis Mama Ekwa',
    )
    expect(await api.latestAudit()).toMatchObject({
      action: 'label.info',
      summary: 'Nom de l’assistant : « Maestro Gombi » → « Mama Ekwa »',
      details: { fields: ['slogan', 'assistantName'], assistantName: { before: 'Maestro Gombi', after: 'Mama Ekwa' } },
    })
  })

  test('every invalid field is named with a French message, and nothing changes', async () => {
    const { status, body } = await api.call('PUT', '/api/admin/label/info', {
      ...siteContent.label,
      name: '',
      assistantName: '<script>alert(1)</script>',
      emails: { ...siteContent.label.emails, booking: 'booking-at-gombiste' },
      website: 'http://www.gombiste-records.cm',
      foundingYear: new Date().getFullYear() + 1,
      phones: ['appelez-nous'],
      socials: [{ network: 'Facebook', url: 'javascript:alert(1)' }],
      about: [],
      address: { ...siteContent.label.address, city: 'Douala\nBonanjo' },
    })
    expect(status).toBe(400)
    expect(body.error.fields).toEqual({
      name: 'Le nom du label est obligatoire.',
      assistantName:
        'Le nom de l’assistant ne peut contenir que des lettres, des chiffres, des espaces, des points, des apostrophes et des tirets.',
      'emails.booking': 'Adresse e-mail invalide (exemple : nom@domaine.cm).',
      website: 'Adresse invalide : elle doit commencer par https:// (exemple : https://www.exemple.cm).',
      foundingYear: 'L’année de fondation ne peut pas être dans le futur.',
      'phones.0': 'Numéro de téléphone invalide (exemple : +237 699 45 21 10).',
      'socials.0.url': 'Adresse invalide : elle doit commencer par https:// (exemple : https://www.exemple.cm).',
      about: 'La présentation du label est obligatoire.',
      'address.city': 'Ce champ ne peut contenir qu’une seule ligne.',
    })
    expect((await publicLabel()).info.name).toBe('Gombiste Records')
    const missing = await api.call('PUT', '/api/admin/label/info', { name: 'Gombiste' })
    expect(missing.status).toBe(400)
    expect(missing.body.error.fields.assistantName).toBe('Le nom de l’assistant est obligatoire.')
  })
})

describe('press kit and booking block', () => {
  test('the press kit texts and documents list are replaced; the PDF bio follows', async () => {
    const pressKit = {
      headline: 'Gombiste Records, quinze ans de musique à Douala',
      shortText: 'Label et académie.\n\nLibre d’utilisation avec la mention « © Gombiste Records ».',
      assets: [
        { label: 'Logo (PNG)', url: '/media/press/logo-gombiste-print.png', kind: 'image' },
        { label: 'Dossier de presse (PDF)', url: '/api/label/press-kit/dossier-de-presse.pdf', kind: 'document' },
        { label: 'Revue de presse', url: 'https://presse.example.cm/gombiste', kind: 'document' },
      ],
    }
    const { status } = await api.call('PUT', '/api/admin/label/press-kit', pressKit)
    expect(status).toBe(200)
    expect((await publicLabel()).pressKit).toEqual(pressKit)
    expect(await api.latestAudit()).toMatchObject({ action: 'label.press-kit', summary: 'Dossier de presse modifié' })
    const pdf = await context.app.request('/api/label/press-kit/dossier-de-presse.pdf')
    expect(pdf.status).toBe(200)
    expect(readPdf(Buffer.from(await pdf.arrayBuffer())).flatText).toContain('quinze ans de musique')
  })

  test('press kit files must be files of the site or https addresses', async () => {
    const { status, body } = await api.call('PUT', '/api/admin/label/press-kit', {
      headline: 'Titre',
      shortText: 'Texte',
      assets: [
        { label: 'Script', url: 'javascript:alert(1)', kind: 'document' },
        { label: 'Système', url: '/etc/passwd', kind: 'document' },
        { label: 'Autre', url: '//ailleurs.example/x.pdf', kind: 'vidéo' },
      ],
    })
    expect(status).toBe(400)
    expect(body.error.fields).toEqual({
      'assets.0.url': 'Lien invalide : une page du site (commençant par /) ou une adresse https://.',
      'assets.1.url': 'Fichier invalide : un fichier du site (/media/...) ou une adresse https://.',
      'assets.2.url': 'Lien invalide : une page du site (commençant par /) ou une adresse https://.',
      'assets.2.kind': 'Choisissez le type : image ou document.',
    })
  })

  test('the booking block is replaced, its email checked', async () => {
    const booking = {
      title: 'Un artiste pour votre fête',
      ctaText: 'Écrivez-nous.',
      contactEmail: 'Booking@Gombiste-Records.cm',
    }
    const { status, body } = await api.call('PUT', '/api/admin/label/booking', booking)
    expect(status).toBe(200)
    expect(body.contactEmail).toBe('booking@gombiste-records.cm')
    expect((await publicLabel()).booking).toEqual({ ...booking, contactEmail: 'booking@gombiste-records.cm' })
    const bad = await api.call('PUT', '/api/admin/label/booking', { title: '', ctaText: 'x', contactEmail: 'non' })
    expect(bad.body.error.fields).toEqual({
      title: 'Le titre est obligatoire.',
      contactEmail: 'Adresse e-mail invalide (exemple : nom@domaine.cm).',
    })
  })
})

describe('services', () => {
  test('create, edit, reorder and delete, each audited and shown at once', async () => {
    const created = await api.call('POST', '/api/admin/label/services', {
      title: 'Location de salle de répétition',
      description: 'Une salle équipée à Akwa.',
    })
    expect(created.status).toBe(201)
    expect(created.body.id).toBe('location-de-salle-de-repetition')
    expect((await publicLabel()).services.at(-1)).toEqual(created.body)

    const edited = await api.call('PUT', `/api/admin/label/services/${created.body.id}`, {
      title: 'Salle de répétition',
      description: 'Une salle équipée à Akwa, à l’heure.',
    })
    expect(edited.body).toEqual({
      id: created.body.id,
      title: 'Salle de répétition',
      description: 'Une salle équipée à Akwa, à l’heure.',
    })
    expect(await api.latestAudit()).toMatchObject({
      action: 'service.update',
      details: { fields: ['title', 'description'] },
    })

    const ids = (await publicLabel()).services.map((service: { id: string }) => service.id)
    const reordered = await api.call('PUT', '/api/admin/label/services/order', {
      ids: [created.body.id, ...ids.filter((id: string) => id !== created.body.id)],
    })
    expect(reordered.status).toBe(200)
    expect((await publicLabel()).services[0].id).toBe(created.body.id)

    expect((await api.call('DELETE', `/api/admin/label/services/${created.body.id}`)).status).toBe(200)
    expect((await publicLabel()).services.map((service: { id: string }) => service.id)).not.toContain(created.body.id)
    expect(await api.latestAudit()).toMatchObject({
      action: 'service.delete',
      summary: 'Service « Salle de répétition » supprimé',
    })
    expect((await api.call('DELETE', `/api/admin/label/services/${created.body.id}`)).status).toBe(404)
  })

  test('validation', async () => {
    const { status, body } = await api.call('POST', '/api/admin/label/services', {
      title: 'a'.repeat(101),
      description: '   ',
    })
    expect(status).toBe(400)
    expect(body.error.fields).toEqual({
      title: 'Le titre ne peut pas dépasser 100 caractères.',
      description: 'La description est obligatoire.',
    })
    expect((await api.call('PUT', '/api/admin/label/services/inconnu', { title: 'X', description: 'Y' })).status).toBe(
      404,
    )
  })
})

describe('news', () => {
  test('create, edit and delete; newest first on the label page', async () => {
    const created = await api.call('POST', '/api/admin/label/news', {
      title: 'Nouvelle salle à Bonapriso',
      summary: 'Le label ouvre une deuxième salle de cours.',
      date: '2099-01-15',
      link: '/academie',
    })
    expect(created.status).toBe(201)
    expect((await publicLabel()).news[0]).toEqual({
      id: 'nouvelle-salle-a-bonapriso',
      title: 'Nouvelle salle à Bonapriso',
      summary: 'Le label ouvre une deuxième salle de cours.',
      date: '2099-01-15',
      link: '/academie',
    })
    const edited = await api.call('PUT', '/api/admin/label/news/nouvelle-salle-a-bonapriso', {
      ...created.body,
      id: undefined,
      link: 'https://www.exemple.cm/article',
    })
    expect(edited.body.link).toBe('https://www.exemple.cm/article')
    expect((await api.call('DELETE', '/api/admin/label/news/nouvelle-salle-a-bonapriso')).status).toBe(200)
    expect((await publicLabel()).news.map((item: { id: string }) => item.id)).not.toContain(
      'nouvelle-salle-a-bonapriso',
    )
  })

  test('impossible dates and unsafe links are refused', async () => {
    const { body } = await api.call('POST', '/api/admin/label/news', {
      title: 'Titre',
      summary: 'Résumé',
      date: '2026-02-30',
      link: 'javascript:alert(1)',
    })
    expect(body.error.fields).toEqual({
      date: 'Cette date n’existe pas.',
      link: 'Lien invalide : une page du site (commençant par /) ou une adresse https://.',
    })
  })
})

test('a client is refused every label write', async () => {
  const client = await signedInUser(context, ROLES.client)
  const { status } = await api.call(
    'PUT',
    '/api/admin/label/booking',
    { title: 'Piraté', ctaText: 'x', contactEmail: 'a@b.cm' },
    client.cookie,
  )
  expect(status).toBe(403)
  expect((await publicLabel()).booking.title).not.toBe('Piraté')
})
