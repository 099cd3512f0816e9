import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { expect, test, vi } from 'vitest'
import { LoginPage } from './login-page.tsx'

/**
 * The public form kit (public-form.tsx) through /connexion: the checks made before sending, the
 * server's refusal, and where focus lands after each. The server is a fetch on globalThis.
 */
function fakeServer(signIn: () => Response) {
  const requests: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    requests.push(String(input))
    return String(input) === '/api/account/sign-in' ? signIn() : json(404, {})
  })
  return requests
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function renderLoginPage() {
  const router = createMemoryRouter(
    [
      { path: '/connexion', element: <LoginPage providers={null} demoNotice={null} /> },
      { path: '/profil', element: <h1>Mon Profil</h1> },
    ],
    { initialEntries: ['/connexion'] },
  )
  render(<RouterProvider router={router} />)
}

test('an empty form is not sent: the alert says what is missing and takes the focus', async () => {
  const requests = fakeServer(() => json(500, {}))
  renderLoginPage()

  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }))

  const alert = screen.getByRole('alert')
  expect(alert.textContent).toBe('Veuillez saisir votre adresse e-mail et votre mot de passe.')
  expect(document.activeElement).toBe(alert)
  expect(requests).toEqual([])
})

test('a malformed address is shown under its field, which takes the focus', async () => {
  const requests = fakeServer(() => json(500, {}))
  renderLoginPage()

  await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'awa@exemple')
  await userEvent.type(screen.getByLabelText('Mot de passe'), 'un-long-mot-de-passe')
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }))

  const email = screen.getByRole('textbox', { name: 'Adresse e-mail', description: 'Adresse e-mail invalide.' })
  expect(email.getAttribute('aria-invalid')).toBe('true')
  expect(document.activeElement).toBe(email)
  expect(requests).toEqual([])
})

test("the server's refusal is shown as it is said and takes the focus; a success opens the profile", async () => {
  let answer = json(401, { error: { code: 'UNAUTHENTICATED', message: 'Email ou mot de passe invalide.' } })
  fakeServer(() => answer)
  renderLoginPage()

  await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'awa@exemple.cm')
  await userEvent.type(screen.getByLabelText('Mot de passe'), 'un-long-mot-de-passe')
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }))

  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toBe('Email ou mot de passe invalide.')
  expect(document.activeElement).toBe(alert)

  answer = json(200, { user: { id: 'u1', name: 'Awa', email: 'awa@exemple.cm', role: 'Élève' } })
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }))
  await screen.findByRole('heading', { name: 'Mon Profil' })
})
