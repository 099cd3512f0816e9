import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { TeacherProfileForm } from './teacher-area.tsx'

/**
 * The teacher's public profile in the teacher area: the photo is a file sent from the form (to the
 * teacher's own endpoint, with a preview), not an address typed by hand. The server is a fetch and an
 * XMLHttpRequest (which uploads report progress with) on globalThis.
 */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const PROFILE = {
  userId: 'prof-1',
  displayName: 'Carine Ndoumbe',
  photoUrl: null,
  bio: 'Pianiste.',
  disciplines: ['piano'],
  languages: ['Français'],
  meetingUrl: null,
  published: true,
}
const UPLOADED = '/media/uploads/images/teachers/portrait-0a1b2c3d-160.webp'

function fakeServer() {
  const sent: { method: string; url: string; body?: unknown }[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    sent.push({ method, url, body })
    if (url === '/api/teacher/profile')
      return json(200, { profile: method === 'PUT' ? { ...PROFILE, ...body } : PROFILE })
    return json(404, {})
  })
  class FakeUpload {
    status = 0
    response: unknown = null
    responseType = ''
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    onabort: (() => void) | null = null
    private url = ''
    open(method: string, url: string) {
      this.url = url
      sent.push({ method, url })
    }
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      const file = form.get('file') as File
      sent.push({ method: 'FILE', url: this.url, body: { name: file.name, group: form.get('group') } })
      queueMicrotask(() => {
        this.status = 201
        this.response = { id: 'a1', kind: 'image', imageGroup: 'teachers', url: UPLOADED, originalName: file.name }
        this.onload?.()
      })
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeUpload)
  return sent
}

test('the photo is sent as a file to the teacher’s endpoint, previewed, then saved with the profile', async () => {
  const sent = fakeServer()
  render(<TeacherProfileForm notify={() => undefined} />)

  const photo = await screen.findByRole('group', { name: /^Photo/ })
  expect(screen.queryByRole('textbox', { name: /Photo/ })).toBeNull()
  // The library is the admins': a teacher is not offered it.
  expect(screen.queryByRole('button', { name: 'Choisir dans la médiathèque' })).toBeNull()
  await userEvent.upload(
    screen.getByLabelText('Envoyer un fichier'),
    new File([new Uint8Array([1, 2, 3])], 'portrait.jpg', { type: 'image/jpeg' }),
  )

  expect(sent).toContainEqual({
    method: 'FILE',
    url: '/api/teacher/photo',
    body: { name: 'portrait.jpg', group: 'teachers' },
  })
  expect((await screen.findByRole('img', { name: 'Aperçu de l’image choisie' })).getAttribute('src')).toBe(UPLOADED)
  expect(photo.textContent).toContain('Remplacer par un nouveau fichier')

  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le profil' }))
  const saved = sent.find(request => request.method === 'PUT')
  expect(saved?.body).toMatchObject({ displayName: 'Carine Ndoumbe', photoUrl: UPLOADED, disciplines: ['piano'] })
})
