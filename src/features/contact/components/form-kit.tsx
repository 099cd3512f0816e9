import { useEffect, useRef, useState, type ReactNode } from 'react'
import { ApiError } from '#core/http/app-error.ts'
import { NETWORK_ERROR_MESSAGE } from '#core/http/api-client.ts'

/**
 * Pieces shared by the contact and booking forms: a field with its label, hint and error (linked by
 * aria-describedby), the honeypot, and the submit flow — check with the shared zod schema (loaded on
 * first use, so zod stays out of the page's first download), focus the first field in error, send,
 * then announce the reference in a status region that receives focus.
 */

export type Errors = Record<string, string | undefined>

export const FIELD_CLASS = 'mt-1 w-full rounded-xl border border-black/30 bg-white px-3 py-2 text-ink'

type FieldProps = {
  formId: string
  name: string
  label: string
  error: string | undefined
  hint?: string
  optional?: boolean
  children: (props: {
    id: string
    name: string
    'aria-invalid': boolean
    'aria-describedby': string | undefined
  }) => ReactNode
}

export function Field({ formId, name, label, error, hint, optional, children }: FieldProps) {
  const id = `${formId}-${name}`
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
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-terracotta">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function ConsentField({
  formId,
  checked,
  onChange,
  error,
  children,
}: {
  formId: string
  checked: boolean
  onChange: (checked: boolean) => void
  error: string | undefined
  children: ReactNode
}) {
  const id = `${formId}-consent`
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          name="consent"
          type="checkbox"
          checked={checked}
          onChange={event => onChange(event.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-5 shrink-0 accent-indigo"
        />
        <label htmlFor={id} className="text-sm">
          {children}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-terracotta">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Invisible to people and to assistive technologies; robots fill it in. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Site web
        <input name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

type Schema = {
  safeParse: (
    value: unknown,
  ) => { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }
}

/** The submit flow. `order` lists the fields top to bottom, to focus the first one in error. */
export function useSubmit<Input>(options: {
  formId: string
  order: string[]
  schema: () => Promise<Schema>
  send: (input: Input) => Promise<{ reference: string }>
  failure: string
}) {
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [reference, setReference] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const status = useRef<HTMLDivElement>(null)
  const focusStatus = useRef(false)

  useEffect(() => {
    if (!attempt) return
    if (focusStatus.current) {
      focusStatus.current = false
      status.current?.focus()
      return
    }
    const first = options.order.find(name => errors[name])
    if (first) document.getElementById(`${options.formId}-${first}`)?.focus()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per submit attempt
  }, [attempt])

  async function submit(input: Input, honeypot: string) {
    if (pending) return
    setFormError(null)
    setReference(null)
    const schema = await options.schema().catch(() => null)
    const result = schema?.safeParse(input)
    if (result && !result.success) {
      const found: Errors = {}
      for (const issue of result.error.issues) found[String(issue.path[0] ?? 'form')] ??= issue.message
      setErrors(found)
      setAttempt(value => value + 1)
      return
    }
    setErrors({})
    setPending(true)
    try {
      const receipt = await options.send({ ...input, website: honeypot })
      setReference(receipt.reference)
      focusStatus.current = true
    } catch (error) {
      if (error instanceof ApiError && error.fields && Object.keys(error.fields).length) {
        setErrors(error.fields)
      } else {
        setFormError(
          error instanceof ApiError && (error.status === 429 || error.status === 0)
            ? error.message || NETWORK_ERROR_MESSAGE
            : options.failure,
        )
        focusStatus.current = true
      }
    } finally {
      setPending(false)
      setAttempt(value => value + 1)
    }
  }

  /** Starts loading the schema as soon as someone focuses a field, so it is there at submit. */
  function prefetch() {
    void options.schema().catch(() => undefined)
  }

  return { errors, setErrors, formError, reference, pending, submit, status, prefetch }
}

export function SubmitStatus({
  statusRef,
  reference,
  formError,
  success,
}: {
  statusRef: React.RefObject<HTMLDivElement | null>
  reference: string | null
  formError: string | null
  success: (reference: string) => ReactNode
}) {
  return (
    <div ref={statusRef} tabIndex={-1} role="status" className="outline-none">
      {formError ? (
        <p className="rounded-xl bg-terracotta/10 p-3 font-medium text-terracotta">
          <span aria-hidden="true">⚠ </span>
          {formError}
        </p>
      ) : reference ? (
        <div className="rounded-xl bg-forest/10 p-4 text-forest">{success(reference)}</div>
      ) : null}
    </div>
  )
}
