import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { expect, test } from 'vitest'
import { UserMenu } from './account-menu.tsx'

const ADMIN = { id: 'u1', name: 'Awa Ndongo', email: 'awa@exemple.cm', role: 'Admin' }

/** The header's account menu on every page (it stays mounted from one to the next), a link after it. */
function renderMenu(user: typeof ADMIN = ADMIN) {
  const layout = (
    <>
      <UserMenu user={user} />
      <a href="/aide">Aide</a>
      <Outlet />
    </>
  )
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: layout,
        children: [
          { index: true, element: <h1>Accueil</h1> },
          { path: 'profil', element: <h1>Mon Profil</h1> },
          { path: 'profil/professeur', element: <h1>Espace professeur</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)
  return screen.getByRole('button', { name: `Menu de ${user.name}` })
}

test('the menu opens from the keyboard, and Escape closes it and gives the focus back to its button', async () => {
  const button = renderMenu()
  expect(screen.queryByRole('link', { name: 'Mon Profil' })).toBeNull()

  await userEvent.tab()
  expect(document.activeElement).toBe(button)
  await userEvent.keyboard('{Enter}')
  expect(button.getAttribute('aria-expanded')).toBe('true')

  await userEvent.tab()
  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Mon Profil' }))
  screen.getByRole('link', { name: 'Tableau de bord' })
  await userEvent.keyboard('{Escape}')

  expect(button.getAttribute('aria-expanded')).toBe('false')
  expect(screen.queryByRole('link', { name: 'Mon Profil' })).toBeNull()
  expect(document.activeElement).toBe(button)
})

test('tabbing out of the menu closes it', async () => {
  const button = renderMenu()
  await userEvent.click(button)

  await userEvent.tab()
  await userEvent.tab()
  await userEvent.tab()
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Déconnexion' }))
  await userEvent.tab()

  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Aide' }))
  expect(button.getAttribute('aria-expanded')).toBe('false')
})

test('following one of its links closes the menu', async () => {
  const button = renderMenu()
  await userEvent.click(button)

  await userEvent.click(screen.getByRole('link', { name: 'Mon Profil' }))

  await screen.findByRole('heading', { name: 'Mon Profil' })
  expect(screen.queryByRole('link', { name: 'Mon Profil' })).toBeNull()
  expect(screen.getByRole('button', { name: 'Menu de Awa Ndongo' }).getAttribute('aria-expanded')).toBe('false')
})

test('a teacher finds the teacher area in the menu; an admin and a student do not', async () => {
  const button = renderMenu({ id: 'u2', name: 'Carine Ndoumbe', email: 'carine@exemple.cm', role: 'Professeur' })
  await userEvent.click(button)
  expect(screen.queryByRole('link', { name: 'Tableau de bord' })).toBeNull()

  await userEvent.click(screen.getByRole('link', { name: 'Espace professeur' }))
  await screen.findByRole('heading', { name: 'Espace professeur' })
  cleanup()

  await userEvent.click(renderMenu())
  expect(screen.queryByRole('link', { name: 'Espace professeur' })).toBeNull()
  cleanup()
  await userEvent.click(renderMenu({ id: 'u3', name: 'Awa Élève', email: 'awa@exemple.cm', role: 'Élève' }))
  expect(screen.getByRole('link', { name: 'Mon Profil' })).toBeTruthy()
  expect(screen.queryByRole('link', { name: 'Espace professeur' })).toBeNull()
})
