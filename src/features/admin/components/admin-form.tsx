import type { ReactNode } from 'react'

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
