import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { AdminTestimonials } from './admin-testimonials.tsx'

/**
 * The admin form kit (admin-kit.tsx, field.tsx) through a real admin form: errors under their fields,
 * read with them, and focus on the first invalid field. The server is a fetch on globalThis: the list
 * is empty, and a new testimonial gets `creation`'s answer.
 */
function fakeServer(creation: () => Response) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'POST' && String(input) === '/api/admin/testimonials' ? creation() : json(200, []),
  )
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

async function openNewForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Nouveau témoignage' }))
  return within(screen.getByRole('form', { name: 'Nouveau témoignage' }))
}

test('an empty form shows each error under its field and focuses the first one', async () => {
  fakeServer(() => json(500, {}))
  render(<AdminTestimonials />)
  const form = await openNewForm()

  await userEvent.click(form.getByRole('button', { name: 'Ajouter le témoignage' }))

  const author = form.getByRole('textbox', { name: 'Auteur', description: 'Le nom de l’auteur est obligatoire.' })
  expect(author.getAttribute('aria-invalid')).toBe('true')
  expect(document.activeElement).toBe(author)
  // The hint stays read with the field, before its error.
  form.getByRole('textbox', {
    name: 'Rôle',
    description:
      'Par exemple « Élève en piano » ou « Organisatrice de festival ». Le rôle est obligatoire (par exemple « Élève en piano »).',
  })
  form.getByRole('combobox', { name: 'Type', description: 'Choisissez le type : client ou élève.' })
  form.getByRole('textbox', { name: 'Témoignage', description: 'Le témoignage est vide.' })
  form.getByText('Le formulaire contient des erreurs : corrigez les champs signalés.')
})

test("the server's message for a field lands under it, and focus with it", async () => {
  fakeServer(() =>
    json(400, {
      error: {
        code: 'INVALID_INPUT',
        message: 'Données invalides.',
        fields: { quote: 'Le témoignage ne peut pas contenir de lien.' },
      },
    }),
  )
  render(<AdminTestimonials />)
  const form = await openNewForm()

  await userEvent.type(form.getByRole('textbox', { name: 'Auteur' }), 'Awa Ndongo')
  await userEvent.type(form.getByRole('textbox', { name: 'Rôle' }), 'Élève en piano')
  await userEvent.selectOptions(form.getByRole('combobox', { name: 'Type' }), 'Élève')
  await userEvent.type(form.getByRole('textbox', { name: 'Témoignage' }), 'Voir https://exemple.cm')
  await userEvent.click(form.getByRole('button', { name: 'Ajouter le témoignage' }))

  const quote = await form.findByRole('textbox', {
    name: 'Témoignage',
    description: 'Le témoignage ne peut pas contenir de lien.',
  })
  expect(document.activeElement).toBe(quote)
  expect(form.getByRole('textbox', { name: 'Auteur' }).getAttribute('aria-invalid')).toBe('false')
})

test('a saved testimonial closes the form and the outcome takes the focus', async () => {
  fakeServer(() =>
    json(201, { id: 't1', author: 'Awa Ndongo', role: 'Élève', quote: 'Merci !', type: 'student', published: true }),
  )
  render(<AdminTestimonials />)
  const form = await openNewForm()

  await userEvent.type(form.getByRole('textbox', { name: 'Auteur' }), 'Awa Ndongo')
  await userEvent.type(form.getByRole('textbox', { name: 'Rôle' }), 'Élève')
  await userEvent.selectOptions(form.getByRole('combobox', { name: 'Type' }), 'Élève')
  await userEvent.type(form.getByRole('textbox', { name: 'Témoignage' }), 'Merci !')
  await userEvent.click(form.getByRole('button', { name: 'Ajouter le témoignage' }))

  const notice = await screen.findByText('Témoignage de Awa Ndongo ajouté et publié.')
  expect(notice.getAttribute('role')).toBe('status')
  expect(document.activeElement).toBe(notice)
  expect(screen.queryByRole('form', { name: 'Nouveau témoignage' })).toBeNull()
})
