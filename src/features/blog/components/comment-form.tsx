import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useAuth } from '#core/auth/auth-context.tsx'
import { ApiError } from '#core/http/app-error.ts'
import { postComment } from '../blog-actions.api.ts'
import { COMMENT_LIMITS } from '../comment-limits.ts'

export const COMMENT_FAILED = "Impossible d'ajouter le commentaire."

type Posted = { id: string; postId: string; authorName: string; content: string; createdAt: string }
type Errors = { authorName?: string; content?: string; form?: string }

/** Comment form: name pre-filled for signed-in users, length limits checked before sending. */
export function CommentForm({ postId, onPosted }: { postId: string; onPosted: (comment: Posted) => void }) {
  const { user } = useAuth()
  const id = useId()
  const [authorName, setAuthorName] = useState('')
  const [content, setContent] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [pending, setPending] = useState(false)
  const [done, setDone] = useState(false)
  const status = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    if (user && !authorName) setAuthorName(user.name)
  }, [user, authorName])

  function check(): Errors {
    const found: Errors = {}
    if (!authorName.trim()) found.authorName = 'Veuillez indiquer votre nom.'
    else if (authorName.trim().length > COMMENT_LIMITS.name)
      found.authorName = `Le nom ne peut pas dépasser ${COMMENT_LIMITS.name} caractères.`
    if (!content.trim()) found.content = 'Veuillez écrire un commentaire.'
    else if (content.trim().length > COMMENT_LIMITS.content)
      found.content = `Le commentaire ne peut pas dépasser ${COMMENT_LIMITS.content} caractères.`
    return found
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setDone(false)
    const found = check()
    setErrors(found)
    if (found.authorName || found.content || pending) return
    const website = String(new FormData(event.currentTarget).get('website') ?? '')
    setPending(true)
    try {
      onPosted(await postComment(postId, { authorName, content, website }))
      setContent('')
      setDone(true)
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined
      setErrors({
        authorName: fields?.authorName,
        content: fields?.content,
        // Too many comments, or an address still to confirm: the server says why.
        form:
          error instanceof ApiError && (error.status === 429 || error.status === 403) ? error.message : COMMENT_FAILED,
      })
    } finally {
      setPending(false)
      status.current?.focus()
    }
  }

  const field = 'mt-1 w-full rounded-xl border border-black/20 bg-white px-3 py-2'
  return (
    <form onSubmit={event => void submit(event)} noValidate className="card mt-6 space-y-4 p-5">
      <h3 className="font-display text-xl font-bold">Laisser un commentaire</h3>
      <div>
        <label htmlFor={`${id}-name`} className="font-semibold">
          Votre nom
        </label>
        <input
          id={`${id}-name`}
          value={authorName}
          onChange={event => setAuthorName(event.target.value)}
          maxLength={COMMENT_LIMITS.name + 20}
          autoComplete="name"
          aria-invalid={Boolean(errors.authorName)}
          aria-describedby={errors.authorName ? `${id}-name-error` : undefined}
          className={field}
        />
        {errors.authorName ? (
          <p id={`${id}-name-error`} role="alert" className="mt-1 text-sm text-terracotta">
            {errors.authorName}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-content`} className="font-semibold">
          Votre commentaire
        </label>
        <textarea
          id={`${id}-content`}
          value={content}
          onChange={event => setContent(event.target.value)}
          rows={4}
          aria-invalid={Boolean(errors.content)}
          aria-describedby={`${id}-content-count${errors.content ? ` ${id}-content-error` : ''}`}
          className={field}
        />
        <p id={`${id}-content-count`} className="mt-1 text-right text-xs text-ink/70">
          {content.trim().length} / {COMMENT_LIMITS.content}
        </p>
        {errors.content ? (
          <p id={`${id}-content-error`} role="alert" className="mt-1 text-sm text-terracotta">
            {errors.content}
          </p>
        ) : null}
      </div>
      {/* Honeypot: invisible to people and to assistive technologies; robots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Site web
          <input name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <p ref={status} tabIndex={-1} role="status" className="min-h-6 text-sm outline-none">
        {errors.form ? (
          <span className="text-terracotta">{errors.form}</span>
        ) : done ? (
          'Merci, votre commentaire est publié.'
        ) : null}
      </p>
      <button type="submit" className="button-primary" aria-disabled={pending}>
        {pending ? 'Publication...' : 'Publier'}
      </button>
    </form>
  )
}
