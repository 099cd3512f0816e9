import { useDeferredValue, useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useAuth } from '#core/auth/auth-context.tsx'
import { errorMessage } from '#core/http/error-message.ts'
import { ApiError } from '#core/http/app-error.ts'
import { LoadState, useAdminData } from '#core/ui/admin-kit.tsx'
import { Field, type FieldErrors } from '#core/ui/field.tsx'
import { AdminAlert, AdminStatus, focusFirstInvalid, INPUT_CLASS } from '#features/admin/components/admin-form.tsx'
import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { MediaField } from '#features/admin/components/media-field.tsx'
import {
  createAdminPost,
  deleteAdminPost,
  fetchAdminPost,
  fetchAdminPosts,
  updateAdminPost,
  type AdminPost,
  type PostInput,
} from '#features/blog/blog-admin.api.ts'
import { POST_LIMITS } from '#features/blog/blog.schemas.ts'
import { MarkdownContent } from '#features/blog/components/markdown-content.tsx'
import { adminPaths } from './admin-paths.ts'
import { paths } from '#core/paths.ts'

const FORM_ID = 'article'

type Draft = Required<Omit<PostInput, 'date'>> & { date: string }

function todayInDouala(): string {
  return new Date(Date.now() + 60 * 60 * 1000).toISOString().slice(0, 10)
}

function emptyDraft(author: string): Draft {
  return {
    title: '',
    excerpt: '',
    category: '',
    author,
    content: '',
    imageUrl: '',
    status: 'draft',
    date: todayInDouala(),
  }
}

function draftOf(post: AdminPost): Draft {
  const { title, excerpt, category, author, content, imageUrl, status, date } = post
  return { title, excerpt, category, author, content, imageUrl, status, date }
}

const SYNTAX_HELP =
  '## Intertitre, **gras**, *italique*, - liste, > citation, [lien](https://…), ![image](/media/…), une ligne vide entre deux paragraphes.'

/**
 * The post editor: every field of a post, the markdown content with a live preview rendered by the
 * article page's own safe renderer, draft or published. The server validates; its French message
 * for each field is shown next to it.
 */
function Editor({ post, categories }: { post: AdminPost | null; categories: string[] }) {
  const { user } = useAuth()
  const navigate = useNavigate()
  const [draft, setDraft] = useState<Draft>(() => (post ? draftOf(post) : emptyDraft(user?.name ?? '')))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const location = useLocation()
  // A new post is saved, then the page moves to its own address: the confirmation comes along.
  const [saved, setSaved] = useState<AdminPost | null>(
    () => (location.state as { saved?: AdminPost } | null)?.saved ?? null,
  )
  const [pending, setPending] = useState(false)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const alert = useRef<HTMLDivElement>(null)
  const preview = useDeferredValue(draft.content)

  // Focus goes to the first refused field, or to the message when no field is named.
  useEffect(() => {
    if (Object.keys(errors).length) focusFirstInvalid(form.current, errors)
    else if (formError) alert.current?.querySelector<HTMLElement>('[role="alert"]')?.focus()
  }, [errors, formError])

  const set = <Name extends keyof Draft>(name: Name, value: Draft[Name]) => {
    setDraft(current => ({ ...current, [name]: value }))
    setSaved(null)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setPending(true)
    setErrors({})
    setFormError(null)
    try {
      const input: PostInput = { ...draft }
      const result = post ? await updateAdminPost(post.id, input) : await createAdminPost(input)
      setSaved(result)
      if (!post) navigate(adminPaths.blogPost(result.id), { replace: true, state: { saved: result } })
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        setErrors(error.fields)
        setFormError('L’article n’a pas été enregistré : corrigez les champs signalés.')
      } else setFormError(errorMessage(error))
    } finally {
      setPending(false)
    }
  }

  const remove = async () => {
    if (!post) return
    setPending(true)
    try {
      await deleteAdminPost(post.id)
      navigate(adminPaths.blog(), { replace: true })
    } catch (error) {
      setFormError(errorMessage(error))
      setPending(false)
    }
  }

  const field = (name: keyof Draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as never),
  })

  return (
    <form
      ref={form}
      noValidate
      onSubmit={event => void submit(event)}
      className="mt-8 space-y-6"
      aria-describedby={formError ? `${FORM_ID}-alert` : undefined}
    >
      <div ref={alert} id={`${FORM_ID}-alert`}>
        <AdminAlert message={formError} />
      </div>
      {saved ? (
        <AdminStatus>
          {saved.status === 'published'
            ? 'Article enregistré et en ligne. '
            : 'Brouillon enregistré : il n’est visible que dans l’administration. '}
          {saved.status === 'published' ? (
            <Link to={paths.article(saved.id)} className="font-semibold text-indigo underline">
              Voir l’article sur le blog
            </Link>
          ) : null}
        </AdminStatus>
      ) : null}

      <Field formId={FORM_ID} name="title" label="Titre" error={errors.title}>
        {props => <input {...props} {...field('title')} maxLength={POST_LIMITS.title} className={INPUT_CLASS} />}
      </Field>
      <div className="grid gap-6 sm:grid-cols-3">
        <Field formId={FORM_ID} name="category" label="Catégorie" error={errors.category}>
          {props => (
            <>
              <input
                {...props}
                {...field('category')}
                list={`${FORM_ID}-categories`}
                maxLength={POST_LIMITS.category}
                className={INPUT_CLASS}
              />
              <datalist id={`${FORM_ID}-categories`}>
                {categories.map(category => (
                  <option key={category} value={category} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field formId={FORM_ID} name="author" label="Auteur" error={errors.author}>
          {props => <input {...props} {...field('author')} maxLength={POST_LIMITS.author} className={INPUT_CLASS} />}
        </Field>
        <Field formId={FORM_ID} name="date" label="Date affichée" error={errors.date}>
          {props => <input {...props} {...field('date')} type="date" className={INPUT_CLASS} />}
        </Field>
      </div>
      <Field
        formId={FORM_ID}
        name="excerpt"
        label="Résumé"
        hint="Affiché dans la liste des articles et dans les aperçus partagés."
        error={errors.excerpt}
      >
        {props => (
          <textarea {...props} {...field('excerpt')} rows={2} maxLength={POST_LIMITS.excerpt} className={INPUT_CLASS} />
        )}
      </Field>
      <MediaField
        kind="image"
        group="blog"
        name="imageUrl"
        label="Image de l’article"
        value={draft.imageUrl}
        onChange={url => set('imageUrl', url)}
        error={errors.imageUrl}
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <Field formId={FORM_ID} name="content" label="Contenu" hint={SYNTAX_HELP} error={errors.content}>
          {props => (
            <textarea
              {...props}
              {...field('content')}
              rows={18}
              maxLength={POST_LIMITS.content}
              className={`${INPUT_CLASS} font-mono text-sm`}
            />
          )}
        </Field>
        <section aria-labelledby={`${FORM_ID}-preview`} className="min-w-0">
          <h2 id={`${FORM_ID}-preview`} className="font-semibold">
            Aperçu
          </h2>
          <div className="card mt-1 max-h-[32rem] overflow-y-auto p-4" aria-live="off">
            {preview.trim() ? (
              <MarkdownContent source={preview} />
            ) : (
              <p className="text-ink/75">L’aperçu du contenu s’affiche ici pendant la saisie.</p>
            )}
          </div>
        </section>
      </div>

      <fieldset data-field="status" tabIndex={-1}>
        <legend className="font-semibold">Statut</legend>
        <div className="mt-2 flex flex-wrap gap-6">
          {(
            [
              ['draft', 'Brouillon', 'visible seulement ici'],
              ['published', 'Publié', 'en ligne sur le blog ; les abonnés sont prévenus à la première publication'],
            ] as const
          ).map(([value, label, help]) => (
            <label key={value} className="flex items-start gap-2">
              <input
                type="radio"
                name="status"
                value={value}
                checked={draft.status === value}
                onChange={() => set('status', value)}
                className="mt-1 size-5 accent-indigo"
              />
              <span>
                <span className="font-semibold">{label}</span> <span className="text-sm text-ink/75">({help})</span>
              </span>
            </label>
          ))}
        </div>
        {errors.status ? <p className="mt-1 text-sm font-medium text-terracotta">{errors.status}</p> : null}
      </fieldset>

      <div className="flex flex-wrap items-center gap-4 border-t border-ink/10 pt-6">
        <button type="submit" className="button-primary" disabled={pending}>
          {pending
            ? 'Enregistrement…'
            : draft.status === 'published'
              ? 'Enregistrer et publier'
              : 'Enregistrer le brouillon'}
        </button>
        <Link to={adminPaths.blog()} className="font-semibold text-indigo underline">
          Retour à la liste
        </Link>
        {post ? (
          confirmDelete ? (
            <span className="flex flex-wrap items-center gap-3" role="group" aria-label="Confirmer la suppression">
              <span>Supprimer définitivement cet article, ses commentaires et ses « J’aime » ?</span>
              <button
                type="button"
                className="rounded-full bg-terracotta px-4 py-2 font-semibold text-white"
                disabled={pending}
                onClick={() => void remove()}
              >
                Oui, supprimer
              </button>
              <button type="button" className="font-semibold underline" onClick={() => setConfirmDelete(false)}>
                Annuler
              </button>
            </span>
          ) : (
            <button
              type="button"
              className="ml-auto font-semibold text-terracotta underline"
              onClick={() => setConfirmDelete(true)}
            >
              Supprimer l’article
            </button>
          )
        ) : null}
      </div>
    </form>
  )
}

export default function AdminBlogPostPage({ id }: { id?: string }) {
  const loaded = useAdminData(async () => {
    const [post, posts] = await Promise.all([id ? fetchAdminPost(id) : Promise.resolve(null), fetchAdminPosts()])
    return { post, categories: [...new Set(posts.map(item => item.category))].sort((a, b) => a.localeCompare(b, 'fr')) }
  }, id ?? 'nouveau')
  return (
    <AdminShell title={id ? 'Modifier l’article' : 'Nouvel article'}>
      <LoadState loaded={loaded}>
        {({ post, categories }) => <Editor key={post?.id ?? 'nouveau'} post={post} categories={categories} />}
      </LoadState>
    </AdminShell>
  )
}
