import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { expect, test, vi } from 'vitest'
import { ComposerForm } from './composer-form.tsx'

/**
 * The « Musicien » variant of the composer (/tutor): its instrument boxes, ticked and unticked, and the
 * form opened from « Ajuster et recomposer » (`/tutor?ajuster=<id>`) on the request the piece was made of.
 */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const PIECE_ID = '0123456789abcdef0123456789abcdef'
const STORED_REQUEST = {
  variant: 'musicien',
  prompt: 'Un bikutsi endiablé pour la fête',
  key: 'D Mineur',
  tempo: 150,
  rhythm: 'Bikutsi',
  instruments: ['Basse', 'Batterie', 'Guitare', 'Percussions', 'Balafon'],
  voice: 'Aucune',
  duration: 45,
  version: 'instrumental',
  seed: 7,
}

function renderComposer(url = '/tutor') {
  const requests: { url: string; body?: unknown }[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input)
    requests.push({ url: path, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) })
    if (path === `/media/generated/${PIECE_ID}.json`) return json(200, { request: STORED_REQUEST, source: 'x' })
    return json(404, {})
  })
  const router = createMemoryRouter([{ path: '/tutor', element: <ComposerForm /> }], { initialEntries: [url] })
  render(<RouterProvider router={router} />)
  return requests
}

const instrumentBoxes = () => within(screen.getByRole('group', { name: 'Instruments' })).getAllByRole('checkbox')
const ticked = () =>
  instrumentBoxes()
    .filter(box => (box as HTMLInputElement).checked)
    .map(box => (box as HTMLInputElement).value)

test('ticking and unticking instruments in « Musicien » changes the boxes, not the page', async () => {
  renderComposer()
  await userEvent.click(screen.getByRole('tab', { name: 'Musicien' }))
  expect(ticked()).toEqual(['Piano', 'Basse', 'Batterie'])

  await userEvent.click(screen.getByRole('checkbox', { name: 'Guitare' }))
  await userEvent.click(screen.getByRole('checkbox', { name: 'Batterie' }))

  expect(ticked()).toEqual(['Piano', 'Basse', 'Guitare'])
  expect(screen.getByRole('checkbox', { name: 'Guitare' })).toHaveProperty('checked', true)
  expect(screen.getByRole('checkbox', { name: 'Batterie' })).toHaveProperty('checked', false)
})

test('« Ajuster et recomposer » opens « Musicien » on the instruments, key and tempo the piece was made of', async () => {
  renderComposer(`/tutor?ajuster=${PIECE_ID}`)

  await screen.findByRole('tab', { name: 'Musicien', selected: true })
  expect(ticked()).toEqual([...STORED_REQUEST.instruments].sort(byFormOrder))
  expect(screen.getByLabelText('Tonalité')).toHaveProperty('value', 'D Mineur')
  expect(screen.getByLabelText('Rythme')).toHaveProperty('value', 'Bikutsi')
  expect(screen.getByLabelText('Tempo (BPM)')).toHaveProperty('value', '150')
  expect(screen.getByLabelText('Votre idée')).toHaveProperty('value', STORED_REQUEST.prompt)

  // The adjusted instruments can be changed like any others.
  await userEvent.click(screen.getByRole('checkbox', { name: 'Balafon' }))
  expect(ticked()).toEqual(['Guitare', 'Basse', 'Batterie', 'Percussions'].sort(byFormOrder))
})

test('the instruments sent are the boxes ticked; none ticked is refused before sending', async () => {
  const requests = renderComposer()
  await userEvent.click(screen.getByRole('tab', { name: 'Musicien' }))
  await userEvent.type(screen.getByLabelText('Votre idée'), 'Une berceuse')
  for (const name of ['Piano', 'Basse', 'Batterie']) await userEvent.click(screen.getByRole('checkbox', { name }))
  await userEvent.click(screen.getByRole('button', { name: 'Composer le morceau' }))

  expect(screen.getByText('Choisissez au moins un instrument.')).toBeTruthy()
  expect(requests.filter(request => request.url.startsWith('/api/'))).toEqual([])

  await userEvent.click(screen.getByRole('checkbox', { name: 'Cordes' }))
  await userEvent.click(screen.getByRole('button', { name: 'Composer le morceau' }))
  const sent = requests.find(request => request.url === '/api/music/compose')
  expect(sent?.body).toMatchObject({ variant: 'musicien', instruments: ['Cordes'] })
})

function byFormOrder(a: string, b: string) {
  const order = instrumentBoxes().map(box => (box as HTMLInputElement).value)
  return order.indexOf(a) - order.indexOf(b)
}
