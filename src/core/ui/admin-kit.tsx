import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { errorMessage } from '#core/http/error-message.ts'
import { ApiError } from '#core/http/app-error.ts'
import { Field, FieldError, fieldId, FieldHint, type FieldErrors } from './field.tsx'
import { Spinner } from './spinner.tsx'

/**
 * The pieces every admin editing page is made of: loading a resource (spinner, French error and
 * retry), controlled fields with their label, hint and error (linked by aria-describedby), list
 * editors, and the save flow — check with the same zod schema the server uses, send, show the
 * server's per-field messages under their fields, then move focus to the first invalid field or to
 * the outcome, so keyboard and screen-reader users land on it. Admin pages are lazy: none of this is
 * in the public pages' JavaScript.
 */

export type Loaded<T> = {
  data: T | null
  error: string | null
  loading: boolean
  reload: () => void
  /** Replace the data after a change made on the page (the server's answer). */
  setData: (update: (current: T | null) => T | null) => void
}

/**
 * Loads `load()` whenever `key` changes (and again on `reload`). The previous data stays on screen
 * while the next loads (filters and pages do not flash a spinner); an answer that arrives after a
 * newer request is dropped.
 */
export function useAdminData<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [data, setData] = useState<T | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(true)
  const [attempt, setAttempt] = useState(0)
  const latest = useRef(load)
  latest.current = load

  useEffect(() => {
    let active = true
    setLoading(true)
    setError(null)
    latest.current().then(
      answer => {
        if (!active) return
        setData(answer)
        setLoading(false)
      },
      (failure: unknown) => {
        if (!active) return
        setError(errorMessage(failure))
        setLoading(false)
      },
    )
    return () => {
      active = false
    }
  }, [key, attempt])

  const reload = useCallback(() => setAttempt(count => count + 1), [])
  return { data, error, loading, reload, setData }
}

/** Spinner on the first load; a French error with « Réessayer » when loading failed. */
export function LoadState<T>({ loaded, children }: { loaded: Loaded<T>; children: (data: T) => ReactNode }) {
  if (loaded.error) {
    return (
      <div className="mt-8 max-w-xl space-y-4">
        <p role="alert" className="rounded-lg border border-terracotta/40 bg-terracotta/10 px-4 py-3 text-sm text-ink">
          {loaded.error}
        </p>
        <button type="button" className="button-secondary" onClick={loaded.reload}>
          Réessayer
        </button>
      </div>
    )
  }
  if (loaded.data === null) return <Spinner />
  return <div aria-busy={loaded.loading}>{children(loaded.data)}</div>
}

type Issue = { path: PropertyKey[]; message: string }
type Schema<Output> = {
  safeParse: (value: unknown) => { success: true; data: Output } | { success: false; error: { issues: Issue[] } }
}

const REFUSED = 'Le formulaire contient des erreurs : corrigez les champs signalés.'

/**
 * The save flow of one form, admin or public. `submit(values, success)` checks `values` with the
 * schema when there is one (else the server alone checks them), then calls `send` with the parsed
 * values (and the values as given, for schemas whose output is not their input); `success` is
 * announced in the form's status region, and `submit` resolves to the result (null when nothing was
 * saved). `refused` is the form's message when fields are in error.
 */
export function useSave<Output, Result>(options: {
  schema?: Schema<Output>
  send: (values: Output, given: unknown) => Promise<Result>
  onSaved?: (result: Result) => void
  refused?: string
}) {
  const rootRef = useRef<HTMLDivElement>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const [pending, setPending] = useState(false)
  const [focusRequest, setFocusRequest] = useState(0)

  useEffect(() => {
    if (focusRequest === 0) return
    rootRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-announce]')?.focus()
  }, [focusRequest])

  const refused = options.refused ?? REFUSED

  async function submit(values: unknown, success: string): Promise<Result | null> {
    if (pending) return null
    setOutcome(null)
    const parsed = options.schema
      ? options.schema.safeParse(values)
      : { success: true as const, data: values as Output }
    if (!parsed.success) {
      const found: FieldErrors = {}
      for (const issue of parsed.error.issues) found[issue.path.map(String).join('.') || 'form'] ??= issue.message
      setErrors(found)
      setOutcome({ ok: false, text: refused })
      setFocusRequest(count => count + 1)
      return null
    }
    setErrors({})
    setPending(true)
    try {
      const result = await options.send(parsed.data, values)
      setOutcome({ ok: true, text: success })
      options.onSaved?.(result)
      return result
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {}
      setErrors(fields)
      setOutcome({ ok: false, text: Object.keys(fields).length > 0 ? refused : errorMessage(error) })
      return null
    } finally {
      setPending(false)
      setFocusRequest(count => count + 1)
    }
  }

  function clear() {
    setErrors({})
    setOutcome(null)
  }

  return { rootRef, errors, outcome, pending, submit, clear }
}

/** The outcome of the last save: announced, and focusable so the save flow can move focus onto it. */
export function SaveOutcome({ outcome }: { outcome: { ok: boolean; text: string } | null }) {
  return (
    <div role="status" aria-live="polite">
      {outcome ? (
        <p
          tabIndex={-1}
          data-announce=""
          className={`rounded-lg border px-4 py-3 text-sm ${outcome.ok ? 'border-forest/40 bg-forest/10' : 'border-terracotta/40 bg-terracotta/10'}`}
        >
          {outcome.ok ? null : <span aria-hidden="true">⚠ </span>}
          {outcome.text}
        </p>
      ) : null}
    </div>
  )
}

export function SaveButton({ pending, children = 'Enregistrer' }: { pending: boolean; children?: ReactNode }) {
  return (
    // Not `disabled`: the button keeps focus while the request runs; the save flow ignores repeats.
    <button type="submit" aria-disabled={pending} className="button-primary aria-disabled:opacity-70">
      {pending ? 'Enregistrement…' : children}
    </button>
  )
}

export const INPUT_CLASS =
  'mt-1 block w-full rounded-lg border border-ink/30 bg-white px-3 py-2 text-ink focus:border-indigo aria-[invalid=true]:border-terracotta'

type FieldProps = {
  form: string
  name: string
  label: string
  errors: FieldErrors
  hint?: ReactNode
  optional?: boolean
}

export function TextInput({
  form,
  name,
  label,
  errors,
  hint,
  optional,
  value,
  onChange,
  type = 'text',
  inputMode,
  autoComplete = 'off',
}: FieldProps & {
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'email' | 'url' | 'date' | 'tel'
  inputMode?: 'numeric' | 'decimal' | 'text'
  autoComplete?: string
}) {
  return (
    <Field formId={form} name={name} label={label} hint={hint} error={errors[name]} optional={optional}>
      {control => (
        <input
          {...control}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          value={value}
          onChange={event => onChange(event.target.value)}
          className={INPUT_CLASS}
        />
      )}
    </Field>
  )
}

export function TextArea({
  form,
  name,
  label,
  errors,
  hint,
  optional,
  value,
  onChange,
  rows = 4,
}: FieldProps & { value: string; onChange: (value: string) => void; rows?: number }) {
  return (
    <Field formId={form} name={name} label={label} hint={hint} error={errors[name]} optional={optional}>
      {control => (
        <textarea
          {...control}
          rows={rows}
          value={value}
          onChange={event => onChange(event.target.value)}
          className={INPUT_CLASS}
        />
      )}
    </Field>
  )
}

export function SelectInput<Value extends string>({
  form,
  name,
  label,
  errors,
  hint,
  value,
  onChange,
  options,
}: FieldProps & {
  value: Value | ''
  onChange: (value: Value) => void
  options: readonly { value: Value; label: string }[]
}) {
  return (
    <Field formId={form} name={name} label={label} hint={hint} error={errors[name]}>
      {control => (
        <select
          {...control}
          value={value}
          onChange={event => onChange(event.target.value as Value)}
          className={INPUT_CLASS}
        >
          {value === '' ? <option value="">Choisir…</option> : null}
          {options.map(option => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

export function Checkbox({
  form,
  name,
  label,
  checked,
  onChange,
  hint,
}: {
  form: string
  name: string
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  hint?: string
}) {
  const id = fieldId(form, name)
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={event => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 size-5 shrink-0 accent-indigo"
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      </div>
    </div>
  )
}

/** Draft or published, with what each means for this kind of content. */
export function StatusField({
  form,
  value,
  onChange,
  error,
  publishedHelp,
  draftHelp = 'visible seulement dans l’administration',
}: {
  form: string
  value: 'draft' | 'published'
  onChange: (value: 'draft' | 'published') => void
  error?: string
  publishedHelp: string
  draftHelp?: string
}) {
  const errorId = `${fieldId(form, 'status')}-error`
  return (
    // Focusable and marked invalid so the save flow can land on it like on any other field.
    <fieldset tabIndex={-1} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold">Statut</legend>
      <div className="mt-2 flex flex-wrap gap-6">
        {(
          [
            ['draft', 'Brouillon', draftHelp],
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
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}

/** A list of short texts (genres, tags) edited as one line, separated by commas. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map(item => item.trim())
    .filter(Boolean)
}

/**
 * A typed number as the schema should see it: '' → null, '80 000' → 80000, '119,5' → 119.5, and
 * anything else stays text so the schema names the problem ('doit être un nombre').
 */
export function parseNumber(text: string): number | string | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')
  if (compact === '') return null
  const value = Number(compact)
  return /^-?\d+(\.\d+)?(e\d+)?$/i.test(compact) && Number.isFinite(value) ? value : text
}

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return [...items]
  const next = [...items]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item as T)
  return next
}

/** Move up / move down / remove buttons of one item of a list, named for screen readers. */
export function ItemButtons({
  index,
  count,
  itemLabel,
  onMove,
  onRemove,
}: {
  index: number
  count: number
  itemLabel: string
  onMove?: (to: number) => void
  onRemove?: () => void
}) {
  const small =
    'rounded-full border border-indigo/40 px-3 py-1 text-sm font-semibold text-indigo hover:bg-indigo/10 disabled:opacity-40'
  return (
    <div className="flex flex-wrap gap-2">
      {onMove ? (
        <>
          <button
            type="button"
            className={small}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
            aria-label={`Monter ${itemLabel}`}
          >
            ↑ Monter
          </button>
          <button
            type="button"
            className={small}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
            aria-label={`Descendre ${itemLabel}`}
          >
            ↓ Descendre
          </button>
        </>
      ) : null}
      {onRemove ? (
        <button
          type="button"
          className={`${small} border-terracotta/50 text-terracotta hover:bg-terracotta/10`}
          onClick={onRemove}
          aria-label={`Retirer ${itemLabel}`}
        >
          Retirer
        </button>
      ) : null}
    </div>
  )
}

/** An editable list of one-line texts (features, objectives, phone numbers...). */
export function LineListEditor({
  form,
  name,
  label,
  itemLabel,
  addLabel,
  errors,
  items,
  onChange,
  hint,
  multiline = false,
}: {
  form: string
  name: string
  label: string
  itemLabel: string
  addLabel: string
  errors: FieldErrors
  items: string[]
  onChange: (items: string[]) => void
  hint?: string
  multiline?: boolean
}) {
  const listError = errors[name]
  const legendId = fieldId(form, `${name}-legend`)
  return (
    <fieldset
      className="rounded-xl border border-ink/15 p-4"
      aria-describedby={listError ? `${fieldId(form, name)}-error` : undefined}
    >
      <legend id={legendId} className="px-1 font-semibold">
        {label}
      </legend>
      {hint ? <p className="text-sm text-ink/80">{hint}</p> : null}
      {/* Focus target when the list itself is in error (empty, too long). */}
      {listError ? (
        <p
          id={`${fieldId(form, name)}-error`}
          tabIndex={-1}
          aria-invalid="true"
          className="mt-1 text-sm font-semibold text-terracotta"
        >
          <span aria-hidden="true">⚠ </span>
          {listError}
        </p>
      ) : null}
      <ol className="mt-2 space-y-3">
        {items.map((item, index) => {
          const itemName = `${name}.${index}`
          const update = (value: string) =>
            onChange(items.map((current, position) => (position === index ? value : current)))
          return (
            <li key={index} className="space-y-2">
              {multiline ? (
                <TextArea
                  form={form}
                  name={itemName}
                  label={`${itemLabel} ${index + 1}`}
                  errors={errors}
                  value={item}
                  onChange={update}
                  rows={3}
                />
              ) : (
                <TextInput
                  form={form}
                  name={itemName}
                  label={`${itemLabel} ${index + 1}`}
                  errors={errors}
                  value={item}
                  onChange={update}
                />
              )}
              <ItemButtons
                index={index}
                count={items.length}
                itemLabel={`${itemLabel.toLowerCase()} ${index + 1}`}
                onMove={to => onChange(moveItem(items, index, to))}
                onRemove={() => onChange(items.filter((_, position) => position !== index))}
              />
            </li>
          )
        })}
      </ol>
      <button type="button" className="button-secondary mt-3 text-sm" onClick={() => onChange([...items, ''])}>
        {addLabel}
      </button>
    </fieldset>
  )
}

/** A delete button that asks once more before acting (no browser dialog: it stays in the page's flow). */
export function DeleteButton({
  label,
  consequence = 'Supprimer définitivement ?',
  onConfirm,
  pending,
}: {
  label: string
  /** The question asked before deleting, saying what goes with it. */
  consequence?: string
  onConfirm: () => void
  pending?: boolean
}) {
  const [asking, setAsking] = useState(false)
  if (!asking) {
    return (
      <button
        type="button"
        className="rounded-full border-2 border-terracotta px-4 py-1.5 text-sm font-semibold text-terracotta hover:bg-terracotta hover:text-white"
        onClick={() => setAsking(true)}
      >
        Supprimer<span className="sr-only"> {label}</span>
      </button>
    )
  }
  return (
    <span
      role="group"
      aria-label={`Confirmer la suppression de ${label}`}
      className="inline-flex flex-wrap items-center gap-2"
    >
      <span className="text-sm font-semibold">{consequence}</span>
      <button
        type="button"
        aria-disabled={pending}
        className="rounded-full bg-terracotta px-4 py-1.5 text-sm font-semibold text-white"
        onClick={() => !pending && onConfirm()}
        // biome-ignore lint/a11y/noAutofocus: the confirmation takes the focus it was opened for (WAI-ARIA alert dialog)
        autoFocus
      >
        Oui, supprimer
      </button>
      <button
        type="button"
        className="rounded-full border-2 border-indigo px-4 py-1.5 text-sm font-semibold text-indigo"
        onClick={() => setAsking(false)}
      >
        Annuler
      </button>
    </span>
  )
}
