import { useEffect, useState, type ReactNode } from 'react'
import { NETWORK_ERROR_MESSAGE } from '#core/http/api-client.ts'
import { ApiError } from '#core/http/app-error.ts'
import { Spinner } from '#core/ui/spinner.tsx'

/**
 * Pieces of every admin editing form: a labelled field with its hint and its error (linked with
 * aria-describedby, error announced), and the form-level message. Validation happens on the server;
 * its French message for each field comes back in `error.fields` and is shown here.
 */

export type FieldErrors = Record<string, string | undefined>

export const INPUT_CLASS = 'input mt-1 w-full'

type ControlProps = { id: string; name: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }

export function AdminField({
  formId,
  name,
  label,
  error,
  hint,
  optional,
  children,
}: {
  formId: string
  name: string
  label: string
  error?: string
  hint?: ReactNode
  optional?: boolean
  children: (props: ControlProps) => ReactNode
}) {
  const id = `${formId}-${name.replace(/\W/g, '-')}`
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
        {optional ? <span className="font-normal text-ink/75"> (facultatif)</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink/75">
          {hint}
        </p>
      ) : null}
      {children({ id, name, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1 text-sm font-medium text-terracotta">
      <span aria-hidden="true">⚠ </span>
      {message}
    </p>
  )
}

/** Focuses the first field the server refused (by the `name` of the fields, in document order). */
export function focusFirstInvalid(form: HTMLFormElement | null, fields: FieldErrors) {
  if (!form) return
  const invalid = [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"], [data-field]')].find((element) => {
    const name = element.getAttribute('name') ?? element.getAttribute('data-field')
    return name !== null && fields[name] !== undefined
  })
  invalid?.focus()
}

/** A list of short texts (genres, tags) edited as one line, separated by commas. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

/** A form-level problem, announced by screen readers and focusable (the page moves focus to it). */
export function AdminAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <p role="alert" tabIndex={-1} className="rounded-lg border border-terracotta/40 bg-terracotta/10 px-4 py-3 text-sm text-ink">
      {message}
    </p>
  )
}

/** A success message, announced politely. */
export function AdminStatus({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="rounded-lg border border-forest/40 bg-forest/10 px-4 py-3 text-sm text-ink">
      {children}
    </div>
  )
}

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: T }

const messageOf = (error: unknown) => (error instanceof ApiError && error.status !== 0 ? error.message : NETWORK_ERROR_MESSAGE)

/** Loads something once per `key` (and again on `retry()`); `set` replaces it after a save. */
export function useLoaded<T>(load: () => Promise<T>, key: string) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let active = true
    setLoaded({ state: 'loading' })
    load().then(
      (data) => active && setLoaded({ state: 'ready', data }),
      (error: unknown) => active && setLoaded({ state: 'failed', message: messageOf(error) }),
    )
    return () => {
      active = false
    }
    // `load` changes on every render; `key` says when the data to load changes.
  }, [key, attempt])
  return { loaded, retry: () => setAttempt((count) => count + 1), set: (data: T) => setLoaded({ state: 'ready', data }) }
}

/** What a page shows while loading, or when loading failed (with a retry button). */
export function LoadingOrFailure({ loaded, retry }: { loaded: Loaded<unknown>; retry: () => void }) {
  if (loaded.state === 'loading') return <Spinner />
  if (loaded.state === 'failed') {
    return (
      <div className="mt-8 max-w-xl space-y-4">
        <AdminAlert message={loaded.message} />
        <button type="button" className="button-secondary" onClick={retry}>
          Réessayer
        </button>
      </div>
    )
  }
  return null
}

export { messageOf as adminErrorMessage }

/** Draft or published, with what each means for this kind of content. */
export function StatusField({ value, onChange, error, publishedHelp }: { value: 'draft' | 'published'; onChange: (value: 'draft' | 'published') => void; error?: string; publishedHelp: string }) {
  return (
    <fieldset data-field="status" tabIndex={-1}>
      <legend className="font-semibold">Statut</legend>
      <div className="mt-2 flex flex-wrap gap-6">
        {(
          [
            ['draft', 'Brouillon', 'visible seulement dans l’administration'],
            ['published', 'Publié', publishedHelp],
          ] as const
        ).map(([option, label, help]) => (
          <label key={option} className="flex items-start gap-2">
            <input type="radio" name="status" value={option} checked={value === option} onChange={() => onChange(option)} className="mt-1 size-5 accent-indigo" />
            <span>
              <span className="font-semibold">{label}</span> <span className="text-sm text-ink/75">({help})</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id="status-error" message={error} />
    </fieldset>
  )
}

/** "Supprimer" that asks once more, inline (no browser dialog). */
export function DeleteButton({ what, consequence, disabled, onConfirm }: { what: string; consequence: string; disabled?: boolean; onConfirm: () => void }) {
  const [asking, setAsking] = useState(false)
  if (!asking) {
    return (
      <button type="button" className="font-semibold text-terracotta underline" onClick={() => setAsking(true)}>
        Supprimer {what}
      </button>
    )
  }
  return (
    <span className="flex flex-wrap items-center gap-3" role="group" aria-label="Confirmer la suppression">
      <span>{consequence}</span>
      <button type="button" className="rounded-full bg-terracotta px-4 py-2 font-semibold text-white" disabled={disabled} onClick={onConfirm}>
        Oui, supprimer
      </button>
      <button type="button" className="font-semibold underline" onClick={() => setAsking(false)}>
        Annuler
      </button>
    </span>
  )
}

/**
 * The save flow of an admin form: sends, then on refusal shows the server's message per field and
 * focuses the first one (or the form message when no field is named).
 */
export function useSave<Result>(formRef: { current: HTMLFormElement | null }) {
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  useEffect(() => {
    if (Object.keys(errors).length) focusFirstInvalid(formRef.current, errors)
    else if (formError) formRef.current?.querySelector<HTMLElement>('[role="alert"]')?.focus()
  }, [errors, formError, formRef])
  const run = async (send: () => Promise<Result>, refused: string): Promise<Result | null> => {
    setPending(true)
    setErrors({})
    setFormError(null)
    try {
      return await send()
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        setErrors(error.fields)
        setFormError(refused)
      } else setFormError(messageOf(error))
      return null
    } finally {
      setPending(false)
    }
  }
  return { errors, formError, pending, run, setFormError }
}
