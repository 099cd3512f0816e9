import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { errorMessage } from '#core/http/error-message.ts'
import { ApiError } from '#core/http/app-error.ts'

/**
 * Shared pieces of the account forms: fields with their errors, the alert and status regions, the
 * submit flow with focus management, and the client-side checks. The checks repeat the server's rules
 * (account.schemas.ts) with the same French messages in a few lines, so the pages do not ship zod;
 * the server validates again and its per-field messages land under the same fields.
 */

export const MISSING_CREDENTIALS_MESSAGE = 'Veuillez saisir votre adresse e-mail et votre mot de passe.'
export const MIN_PASSWORD_LENGTH = 10
export const PASSWORD_HINT = `Au moins ${MIN_PASSWORD_LENGTH} caractères`
export const PASSWORDS_DIFFER_MESSAGE = 'Les deux mots de passe ne correspondent pas.'
export const LINK_CLASS = 'font-semibold text-indigo underline hover:text-gold-dark'

export type FieldErrors = Record<string, string | undefined>

// Same shape as zod's email check: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function checkEmail(value: string): string | undefined {
  const email = value.trim()
  if (!email) return 'Veuillez saisir votre adresse e-mail.'
  if (email.length > 254) return 'Adresse e-mail trop longue.'
  if (!EMAIL_PATTERN.test(email)) return 'Adresse e-mail invalide.'
  return undefined
}

export function checkNewPassword(value: string): string | undefined {
  if (!value) return 'Veuillez saisir un mot de passe.'
  if (value.length < MIN_PASSWORD_LENGTH)
    return `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères.`
  if (value.length > 128) return 'Le mot de passe ne peut pas dépasser 128 caractères.'
  return undefined
}

export function checkName(value: string): string | undefined {
  const name = value.trim()
  if (!name) return 'Veuillez saisir votre nom.'
  if (name.length > 80) return 'Le nom ne peut pas dépasser 80 caractères.'
  return undefined
}

/** A submitted text field's value, '' when missing. */
export function fieldValue(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

export function hasCredentials(form: FormData): boolean {
  return fieldValue(form, 'email').trim() !== '' && fieldValue(form, 'password') !== ''
}

type SubmitState = { pending: boolean; message: string | null; fields: FieldErrors; status: string | null }

const IDLE: SubmitState = { pending: false, message: null, fields: {}, status: null }

/**
 * The submit flow of a form: client checks first, then the call. Errors the server gives for a field
 * of this form show under that field, anything else in the form's alert; a success may return a
 * status message. Afterwards focus moves to the first invalid field, else the alert or the status,
 * so keyboard and screen-reader users land on the outcome. Attach `rootRef` around form and messages.
 */
export function useFormSubmit() {
  const rootRef = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<SubmitState>(IDLE)
  const [focusRequest, setFocusRequest] = useState(0)

  useEffect(() => {
    if (focusRequest === 0) return
    rootRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-announce]')?.focus()
  }, [focusRequest])

  function settle(next: SubmitState) {
    setState(next)
    if (next.message || next.status || Object.values(next.fields).some(Boolean)) setFocusRequest(count => count + 1)
  }

  async function submit(
    action: () => Promise<string | null | void>,
    client?: { message?: string; fields?: FieldErrors },
  ) {
    if (state.pending) return
    if (client?.message || Object.values(client?.fields ?? {}).some(Boolean)) {
      settle({ ...IDLE, message: client?.message ?? null, fields: client?.fields ?? {} })
      return
    }
    setState({ ...IDLE, pending: true })
    try {
      settle({ ...IDLE, status: (await action()) ?? null })
    } catch (error) {
      const serverFields = error instanceof ApiError ? (error.fields ?? {}) : {}
      const fields = Object.fromEntries(
        Object.entries(serverFields).filter(([name]) => rootRef.current?.querySelector(`[name="${CSS.escape(name)}"]`)),
      )
      settle({ ...IDLE, fields, message: Object.keys(fields).length > 0 ? null : errorMessage(error) })
    }
  }

  return { ...state, rootRef, submit, reset: () => setState(IDLE) }
}

const INPUT_CLASS =
  'mt-1 block w-full rounded-lg border border-ink/30 bg-white px-3 py-2 text-ink placeholder:text-ink/50 focus:border-indigo aria-[invalid=true]:border-terracotta'

export function TextField({
  id,
  label,
  type = 'text',
  name,
  autoComplete,
  error,
  hint,
  defaultValue,
}: {
  id: string
  label: string
  type?: 'text' | 'email' | 'password'
  name: string
  autoComplete: string
  error?: string | undefined
  hint?: string
  defaultValue?: string
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink/80">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={INPUT_CLASS}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-semibold text-terracotta">
      {message}
    </p>
  )
}

/** The form's general error; focusable so the submit flow can move focus onto it. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p
      role="alert"
      tabIndex={-1}
      data-announce=""
      className="rounded-lg border border-terracotta/40 bg-terracotta/10 px-4 py-3 text-sm text-ink outline-offset-2"
    >
      {message}
    </p>
  )
}

/** A success message, announced and focusable. */
export function StatusMessage({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="status"
      tabIndex={-1}
      data-announce=""
      className={`rounded-lg border border-forest/40 bg-forest/10 px-4 py-3 text-sm text-ink ${className}`}
    >
      {children}
    </div>
  )
}

export function SubmitButton({
  pending,
  children,
  className = 'w-full',
}: {
  pending: boolean
  children: ReactNode
  className?: string
}) {
  return (
    // Not `disabled`: the button keeps focus while the request runs; the submit flow ignores repeats.
    <button type="submit" aria-disabled={pending} className={`button-primary aria-disabled:opacity-70 ${className}`}>
      {children}
    </button>
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

/**
 * Email and password, as on /connexion and /admin/login. Both fields are required (spec §5); the
 * server's answer (wrong credentials, not activated, too many attempts, refused role) shows verbatim.
 */
export function CredentialsForm({
  idPrefix,
  submitLabel,
  onSubmit,
}: {
  idPrefix: string
  submitLabel: string
  onSubmit: (credentials: { email: string; password: string }) => Promise<void>
}) {
  const form = useFormSubmit()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const email = fieldValue(data, 'email').trim()
    const password = fieldValue(data, 'password')
    const invalidEmail = email ? checkEmail(email) : undefined
    void form.submit(() => onSubmit({ email, password }), {
      message: hasCredentials(data) ? undefined : MISSING_CREDENTIALS_MESSAGE,
      fields: { email: invalidEmail },
    })
  }

  return (
    <div ref={form.rootRef}>
      <form noValidate onSubmit={handleSubmit} className="space-y-5">
        <TextField
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          label="Adresse e-mail"
          autoComplete="email"
          error={form.fields.email}
        />
        <TextField
          id={`${idPrefix}-password`}
          name="password"
          type="password"
          label="Mot de passe"
          autoComplete="current-password"
          error={form.fields.password}
        />
        <FormAlert message={form.message} />
        <SubmitButton pending={form.pending}>{submitLabel}</SubmitButton>
      </form>
    </div>
  )
}
