import type { ReactNode } from 'react'

/**
 * The labelled form field of the admin area: label (with « facultatif »), hint, the control, and the
 * field's French error, both linked to the control by aria-describedby so screen readers read them
 * with it. The control is the caller's (input, textarea, select...): it receives the props that wire
 * it up.
 *
 * The public pages' forms (contact and booking, sign-in and sign-up, the composer) keep the same
 * markup in their own kits on purpose: a module shared by a public page and the admin area becomes a
 * chunk of its own, which the app's entry must list, and the home page's JavaScript has few bytes to
 * spare (tests/budgets.test.ts).
 */

/** The id of a form's field: `<form>-<name>`, dots and brackets of nested names turned into dashes. */
export function fieldId(form: string, name: string): string {
  return `${form}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`
}

/** The server's French message per field name (`errors.fields` of a refused request). */
export type FieldErrors = Record<string, string | undefined>

export type ControlProps = { id: string; name: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }

export function Field({
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
  const id = fieldId(formId, name)
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
        {optional ? <span className="font-normal text-ink/75"> (facultatif)</span> : null}
      </label>
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      {children({ id, name, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

/** What a field expects, under its label (`aria-describedby` of the control points at `id`). */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null
  return (
    <p id={id} className="text-sm text-ink/80">
      {children}
    </p>
  )
}

/** A field's error, under it; the warning sign says "error" without relying on colour. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-terracotta">
      <span aria-hidden="true">⚠ </span>
      {message}
    </p>
  )
}
