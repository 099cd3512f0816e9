import { Fragment, useEffect, useState, type ReactNode } from 'react'
import { errorMessage } from '#core/http/error-message.ts'
import { ApiError } from '#core/http/app-error.ts'
import { FieldError, type FieldErrors } from '#core/ui/field.tsx'

/**
 * Pieces of the admin content editors (blog, artists, events, portfolio): the form-level message,
 * the status field, the save flow, and the list edited one item at a time. Their fields are `Field`
 * of `#core/ui/field.tsx`. Validation happens on the server; its French message for each field comes
 * back in `error.fields` and is shown under that field.
 */

export const INPUT_CLASS = 'input mt-1 w-full'

/** Focuses the first field the server refused (by the `name` of the fields, in document order). */
export function focusFirstInvalid(form: HTMLFormElement | null, fields: FieldErrors) {
  if (!form) return
  const invalid = [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"], [data-field]')].find(element => {
    const name = element.getAttribute('name') ?? element.getAttribute('data-field')
    return name !== null && fields[name] !== undefined
  })
  invalid?.focus()
}

/** A list of short texts (genres, tags) edited as one line, separated by commas. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map(item => item.trim())
    .filter(Boolean)
}

/** A form-level problem, announced by screen readers and focusable (the page moves focus to it). */
export function AdminAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <p
      role="alert"
      tabIndex={-1}
      className="rounded-lg border border-terracotta/40 bg-terracotta/10 px-4 py-3 text-sm text-ink"
    >
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

/** Draft or published, with what each means for this kind of content. */
export function StatusField({
  value,
  onChange,
  error,
  publishedHelp,
}: {
  value: 'draft' | 'published'
  onChange: (value: 'draft' | 'published') => void
  error?: string
  publishedHelp: string
}) {
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
            <input
              type="radio"
              name="status"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="mt-1 size-5 accent-indigo"
            />
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
export function DeleteButton({
  what,
  consequence,
  disabled,
  onConfirm,
}: {
  what: string
  consequence: string
  disabled?: boolean
  onConfirm: () => void
}) {
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
      <button
        type="button"
        className="rounded-full bg-terracotta px-4 py-2 font-semibold text-white"
        disabled={disabled}
        onClick={onConfirm}
      >
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
      } else setFormError(errorMessage(error))
      return null
    } finally {
      setPending(false)
    }
  }
  return { errors, formError, pending, run, setFormError }
}

type Editing<Item> = Item | 'new' | null

/**
 * A list edited one item at a time, in a form above the list: which item is open (or a new one),
 * and the status line after a save or a delete. `order` keeps the list as the server sorts it.
 */
export function useListEditing<Item extends { id: string }>(
  items: Item[],
  setItems: (items: Item[]) => void,
  order: (a: Item, b: Item) => number,
) {
  const [editing, setEditing] = useState<Editing<Item>>(null)
  const [message, setMessage] = useState<string | null>(null)
  const close = (text: string) => {
    setEditing(null)
    setMessage(text)
  }
  return {
    editing,
    message,
    open: (item: Item | 'new') => {
      setEditing(item)
      setMessage(null)
    },
    cancel: () => setEditing(null),
    saved: (item: Item, text: string) => {
      setItems([item, ...items.filter(entry => entry.id !== item.id)].sort(order))
      close(text)
    },
    deleted: (id: string, text: string) => {
      setItems(items.filter(entry => entry.id !== id))
      close(text)
    },
  }
}

/** The status line, then the open form or the button that starts a new item. */
export function ListEditingPanel<Item extends { id: string }>({
  list,
  newLabel,
  children,
}: {
  list: ReturnType<typeof useListEditing<Item>>
  newLabel: string
  /** The form for `item` (null: a new one). */
  children: (item: Item | null) => ReactNode
}) {
  const { editing } = list
  return (
    <div className="mt-6 space-y-4">
      {list.message ? <AdminStatus>{list.message}</AdminStatus> : null}
      {editing === null ? (
        <button type="button" className="button-primary" onClick={() => list.open('new')}>
          {newLabel}
        </button>
      ) : (
        <Fragment key={editing === 'new' ? 'new' : editing.id}>{children(editing === 'new' ? null : editing)}</Fragment>
      )}
    </div>
  )
}
