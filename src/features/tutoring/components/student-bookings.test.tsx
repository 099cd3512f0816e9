import { fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { expect, test, vi } from 'vitest'
import type { MyLessons } from '../teaching.api.ts'
import { BookingPanel, BookingsList, CreditsList } from './student-bookings.tsx'
import { TeachersSection } from './teachers-section.tsx'

/**
 * Booking with a teacher from /academie: each teacher's card has « Réserver », which opens the
 * booking panel of /profil/cours on that teacher and discipline. The server is a fetch on globalThis.
 */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const ESTHER = {
  id: 'prof-esther-moukouri',
  name: 'Esther Moukouri',
  photoUrl: '/media/images/teachers/esther-moukouri-160.webp',
  bio: 'Chanteuse de studio.',
  disciplines: ['chant'],
  languages: ['Français', 'Anglais'],
}
const PAUL = { ...ESTHER, id: 'prof-paul-ndedi', name: 'Paul Ndedi', photoUrl: null, disciplines: ['mao'] }
const SATURDAY_TEN = '2026-12-05T09:00:00.000Z'

function fakeServer() {
  const asked: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input)
    asked.push(url)
    if (url === '/api/teaching/teachers') return json(200, { teachers: [ESTHER, PAUL] })
    if (url === '/api/teaching/teachers?discipline=chant') return json(200, { teachers: [ESTHER] })
    if (url.startsWith('/api/teaching/teachers')) return json(200, { teachers: [] })
    if (url.startsWith('/api/teaching/slots'))
      return json(200, {
        slots: [
          {
            teacherId: ESTHER.id,
            teacherName: ESTHER.name,
            startsAt: SATURDAY_TEN,
            endsAt: '2026-12-05T10:00:00.000Z',
            place: 'studio',
          },
        ],
      })
    return json(404, {})
  })
  return asked
}

const entitlement = (remaining: number, quantity = 4) => ({
  id: `e${remaining}`,
  kind: 'individual' as const,
  durationMinutes: 60,
  quantity,
  remaining,
  expiresAt: '2026-12-31T23:00:00.000Z',
  expired: false,
  source: 'order' as const,
  partner: null,
  isOwner: true,
  ownerName: 'Awa',
})

function renderAt(url: string, element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/academie', element },
      { path: '/profil/cours', element },
    ],
    { initialEntries: [url] },
  )
  render(<RouterProvider router={router} />)
}

test('each teacher’s card on /academie has « Réserver », leading to the booking on that teacher', async () => {
  fakeServer()
  renderAt('/academie', <TeachersSection />)

  const esther = await screen.findByRole('link', { name: 'Réserver un cours avec Esther Moukouri' })
  expect(esther.textContent).toBe('Réserver')
  expect(esther.getAttribute('href')).toBe('/profil/cours?discipline=chant&professeur=prof-esther-moukouri#reserver')
  expect(screen.getByRole('link', { name: 'Réserver un cours avec Paul Ndedi' }).getAttribute('href')).toBe(
    '/profil/cours?discipline=mao&professeur=prof-paul-ndedi#reserver',
  )
  // The photo comes in the portrait's sizes.
  const photo = esther.closest('li')!.querySelector('img')!
  expect(photo.getAttribute('srcset')).toContain('esther-moukouri-320.webp 320w')
})

test('the booking panel opens on the teacher and discipline asked for, and offers their slots', async () => {
  const asked = fakeServer()
  const lessons = { entitlements: [entitlement(4)], bookings: [] } as unknown as MyLessons
  renderAt(
    '/profil/cours?discipline=chant&professeur=prof-esther-moukouri',
    <BookingPanel lessons={lessons} onBooked={() => undefined} />,
  )

  await screen.findByRole('button', { name: /^Réserver .* avec Esther Moukouri, Au studio/ })
  expect((screen.getByRole('combobox', { name: 'Discipline' }) as HTMLSelectElement).value).toBe('chant')
  const teacher = screen.getByRole('combobox', { name: 'Professeur' }) as HTMLSelectElement
  expect(teacher.value).toBe('prof-esther-moukouri')
  expect(within(teacher).getByRole('option', { selected: true }).textContent).toBe('Esther Moukouri')
  expect(asked).toContain('/api/teaching/slots?discipline=chant&teacher=prof-esther-moukouri&kind=individual')
})

test('without credits, the panel says which formulas give some and links to them', async () => {
  fakeServer()
  renderAt(
    '/profil/cours',
    <BookingPanel lessons={{ entitlements: [], bookings: [] } as unknown as MyLessons} onBooked={() => undefined} />,
  )
  expect((await screen.findByRole('link', { name: 'Voir les formules' })).getAttribute('href')).toBe('/academie')
})

test('credits left are said in plain French, used up included', () => {
  renderAt('/profil/cours', <CreditsList entitlements={[entitlement(4), entitlement(1), entitlement(0)] as never} />)
  expect(screen.getAllByRole('listitem').map(item => item.querySelector('p')?.textContent)).toEqual([
    'Cours individuel (60 min) : 4 sur 4 restants',
    'Cours individuel (60 min) : 1 sur 4 restant',
    'Cours individuel (60 min) : les 4 sont utilisés',
  ])
})

test('a slot within 24 h is taken only after the 24 h rule is stated and confirmed', async () => {
  const soon = new Date(Date.now() + 20 * 3600_000)
  soon.setUTCMinutes(0, 0, 0)
  const posted: unknown[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    if (url.startsWith('/api/teaching/teachers')) return json(200, { teachers: [ESTHER] })
    if (url.startsWith('/api/teaching/slots'))
      return json(200, {
        slots: [
          {
            teacherId: ESTHER.id,
            teacherName: ESTHER.name,
            startsAt: soon.toISOString(),
            endsAt: new Date(soon.getTime() + 3600_000).toISOString(),
            place: 'studio',
          },
        ],
      })
    if (url === '/api/teaching/bookings' && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)))
      return json(201, { bookingId: 'b1', lessonId: 'l1', startsAt: soon.toISOString() })
    }
    return json(404, {})
  })
  const lessons = { entitlements: [entitlement(4)], bookings: [] } as unknown as MyLessons
  renderAt('/profil/cours?discipline=chant', <BookingPanel lessons={lessons} onBooked={() => undefined} />)

  fireEvent.click(await screen.findByRole('button', { name: /^Réserver / }))
  const dialog = screen.getByRole('alertdialog', { name: 'Cours dans moins de 24 heures' })
  expect(dialog.textContent).toContain('ne pourra plus être annulé ni déplacé en récupérant votre crédit')
  expect(posted).toEqual([])
  fireEvent.click(within(dialog).getByRole('button', { name: 'Choisir un autre créneau' }))
  expect(screen.queryByRole('alertdialog')).toBeNull()
  expect(posted).toEqual([])

  fireEvent.click(screen.getByRole('button', { name: /^Réserver / }))
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Réserver quand même' }))
  await screen.findByText(/^Cours réservé :/)
  expect(posted).toEqual([expect.objectContaining({ startsAt: soon.toISOString(), kind: 'individual' })])
})

test('cancelled lessons leave « À venir » for their own list', () => {
  const booking = (id: string, status: string, days: number) => ({
    id,
    status,
    lessonStatus: status === 'cancelled' ? 'cancelled' : 'scheduled',
    kind: 'individual',
    title: null,
    discipline: 'piano',
    teacherId: 't',
    teacherName: `Professeur ${id}`,
    place: 'studio',
    startsAt: new Date(Date.now() + days * 86_400_000).toISOString(),
    notes: null,
    homework: null,
    attendance: null,
    meetingUrl: null,
    freeChange: days > 1,
  })
  renderAt(
    '/profil/cours',
    <BookingsList
      bookings={[booking('a', 'booked', 3), booking('b', 'cancelled', 5), booking('c', 'late_cancelled', -1)] as never}
      onChanged={() => undefined}
    />,
  )
  const section = (title: string) => screen.getByText(title).parentElement!
  expect(
    within(section('À venir'))
      .getAllByRole('listitem')
      .map(item => item.textContent),
  ).toEqual([expect.stringContaining('Professeur a')])
  const cancelled = within(section('Annulés (2)')).getAllByRole('listitem')
  expect(cancelled.map(item => item.textContent)).toEqual([
    expect.stringContaining('Professeur b'),
    expect.stringContaining('Professeur c'),
  ])
  expect(screen.queryByText('Passés')).toBeNull()
})
