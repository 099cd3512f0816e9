import type { ReactNode } from 'react'

export const MISSING_CREDENTIALS_MESSAGE = 'Veuillez saisir votre adresse e-mail et votre mot de passe.'
export const AUTH_NOT_CONFIGURED_MESSAGE = "Le service d'authentification n'est pas encore configuré sur ce serveur."

const INPUT_CLASS =
  'mt-1 block w-full rounded-lg border border-ink/30 bg-white px-3 py-2 text-ink placeholder:text-ink/50 focus:border-indigo'

export function TextField({
  id,
  label,
  type = 'text',
  name,
  autoComplete,
}: {
  id: string
  label: string
  type?: 'text' | 'email' | 'password'
  name: string
  autoComplete: string
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <input id={id} name={name} type={type} autoComplete={autoComplete} required className={INPUT_CLASS} />
    </div>
  )
}

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-lg border border-terracotta/40 bg-terracotta/10 px-4 py-3 text-sm text-ink">
      {message}
    </p>
  )
}

export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="container-page py-12 sm:py-16">
      <div className="card mx-auto max-w-md p-6 sm:p-8">
        <h1 className="heading-1">{title}</h1>
        {intro ? <p className="mt-3 text-ink/80">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  )
}

/** A submitted text field's value, '' when missing. */
export function fieldValue(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

export function hasCredentials(form: FormData): boolean {
  return fieldValue(form, 'email').trim() !== '' && fieldValue(form, 'password') !== ''
}
