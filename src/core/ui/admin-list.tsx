import { dateFormatter } from '#core/format/format.ts'
import { Fragment, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react'

/**
 * The admin screens' lists: dates, filters, search, pagination, badges, wide tables, and the list
 * edited one item at a time. Loading and saving are `#core/ui/admin-kit.tsx`. Only admin screens
 * import this file, so none of it weighs on the public pages.
 */

export const dateTime = dateFormatter({ dateStyle: 'short', timeStyle: 'short' })
export const longDateTime = dateFormatter({ dateStyle: 'long', timeStyle: 'short' })
export const numberFormat = new Intl.NumberFormat('fr-FR')

export function formatDateTime(iso: string | null | undefined, format = dateTime): string {
  return iso ? format.format(new Date(iso)) : '—'
}

export type FilterOption<V extends string> = { value: V; label: string; count?: number }

/** A row of toggle buttons (one pressed), e.g. Tous / À vérifier / Visibles / Masqués. */
export function FilterGroup<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string
  options: readonly FilterOption<V>[]
  value: V
  onChange: (value: V) => void
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map(option => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className="rounded-full border border-indigo/30 px-3 py-1.5 text-sm font-semibold text-indigo hover:bg-indigo/10 aria-pressed:border-indigo aria-pressed:bg-indigo aria-pressed:text-white"
        >
          {option.label}
          {option.count === undefined ? null : (
            <span className="ml-1 font-normal">({numberFormat.format(option.count)})</span>
          )}
        </button>
      ))}
    </div>
  )
}

/** A search form: the query is applied on submit (Entrée), not on every key. */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string
  placeholder?: string
  value: string
  onSearch: (text: string) => void
}) {
  const id = useId()
  const [text, setText] = useState(value)
  useEffect(() => setText(value), [value])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(text.trim())
  }
  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <input
          id={id}
          type="search"
          className="input mt-1 w-64 max-w-full"
          value={text}
          maxLength={100}
          placeholder={placeholder}
          onChange={event => setText(event.target.value)}
        />
      </div>
      <button type="submit" className="button-secondary">
        Rechercher
      </button>
    </form>
  )
}

/** « Page 2 sur 5 » with previous/next; hidden when everything fits on one page. */
export function Pagination({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number
  pageSize: number
  total: number
  onChange: (page: number) => void
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1) return null
  return (
    <nav aria-label="Pagination" className="mt-6 flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="button-secondary disabled:opacity-50"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        Page précédente
      </button>
      <p aria-live="polite">
        Page {page} sur {pages}
      </p>
      <button
        type="button"
        className="button-secondary disabled:opacity-50"
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        Page suivante
      </button>
    </nav>
  )
}

const TONES = {
  neutral: 'bg-ink/10 text-ink',
  good: 'bg-forest/15 text-forest',
  warn: 'bg-gold/25 text-gold-dark',
  bad: 'bg-terracotta/15 text-terracotta',
} as const

export function Badge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[tone]}`}>
      {children}
    </span>
  )
}

export const TABLE_CLASS = 'w-full min-w-[40rem] text-left text-sm'
export const TH_CLASS = 'px-4 py-3'
export const TD_CLASS = 'px-4 py-3 align-top'

/**
 * A box that scrolls (wide tables on phones): keyboard users can focus it and scroll with the
 * arrows, and screen readers hear what it holds.
 */
export function ScrollArea({
  label,
  className = '',
  children,
}: {
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    // A wide table scrolls sideways inside its area, never the page. `relative`: the table's visually
    // hidden texts (sr-only, absolutely positioned) are laid out inside the scrolling box; otherwise
    // they escape it and widen the whole page on phones.
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`relative overflow-x-auto outline-offset-2 ${className}`.trim()}
    >
      {children}
    </div>
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

/** An address that opens the mail client. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="font-semibold text-indigo underline hover:text-gold-dark">
      {email}
    </a>
  )
}
