import { useDeferredValue, useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useAuth } from '#core/auth/auth-context.tsx'
import {
  DeleteButton,
  INPUT_CLASS,
  LoadState,
  SaveButton,
  SaveOutcome,
  StatusField,
  useAdminData,
  useSave,
} from '#core/ui/admin-kit.tsx'
import { AdminStatus } from '#core/ui/admin-list.tsx'
import { Field } from '#core/ui/field.tsx'
import { MediaField } from '#features/media/components/media-field.tsx'
import {
  createAdminPost,
  deleteAdminPost,
  fetchAdminPost,
  fetchAdminPosts,
  updateAdminPost,
  type AdminPost,
  type PostInput,
} from '../blog-admin.api.ts'
import { POST_LIMITS } from '../blog.schemas.ts'
import { MarkdownContent } from './markdown-content.tsx'
import { adminPaths } from '#core/admin-paths.ts'
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
  const location = useLocation()
  // A new post is saved, then the page moves to its own address: the confirmation comes along.
  const [saved, setSaved] = useState<AdminPost | null>(
    () => (location.state as { saved?: AdminPost } | null)?.saved ?? null,
  )
  const preview = useDeferredValue(draft.content)
  const save = useSave({
    send: (input: PostInput) => (post ? updateAdminPost(post.id, input) : createAdminPost(input)),
    onSaved: result => {
      setSaved(result)
      if (!post) navigate(adminPaths.blogPost(result.id), { replace: true, state: { saved: result } })
    },
    refused: 'L’article n’a pas été enregistré : corrigez les champs signalés.',
  })
  const removal = useSave({
    send: (id: string) => deleteAdminPost(id),
    onSaved: () => navigate(adminPaths.blog(), { replace: true }),
  })
  const { errors } = save

  const set = <Name extends keyof Draft>(name: Name, value: Draft[Name]) => {
    setDraft(current => ({ ...current, [name]: value }))
    setSaved(null)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // The status line below says what was saved (with the article's link); the outcome says what went wrong.
    void save.submit({ ...draft }, '')
  }

  const field = (name: keyof Draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as never),
  })

  return (
    <div ref={save.rootRef}>
      <form noValidate onSubmit={submit} className="mt-8 space-y-6">
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
            <textarea
              {...props}
              {...field('excerpt')}
              rows={2}
              maxLength={POST_LIMITS.excerpt}
              className={INPUT_CLASS}
            />
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

        <StatusField
          form={FORM_ID}
          value={draft.status}
          onChange={status => set('status', status)}
          error={errors.status}
          draftHelp="visible seulement ici"
          publishedHelp="en ligne sur le blog ; les abonnés sont prévenus à la première publication"
        />

        <SaveOutcome outcome={save.outcome?.ok ? null : save.outcome} />
        <div className="flex flex-wrap items-center gap-4 border-t border-ink/10 pt-6">
          <SaveButton pending={save.pending}>
            {draft.status === 'published' ? 'Enregistrer et publier' : 'Enregistrer le brouillon'}
          </SaveButton>
          <Link to={adminPaths.blog()} className="font-semibold text-indigo underline">
            Retour à la liste
          </Link>
          {post ? (
            <div ref={removal.rootRef} className="ml-auto">
              <DeleteButton
                label="l’article"
                consequence="Supprimer définitivement cet article, ses commentaires et ses « J’aime » ?"
                pending={removal.pending}
                onConfirm={() => void removal.submit(post.id, '')}
              />
              <SaveOutcome outcome={removal.outcome} />
            </div>
          ) : null}
        </div>
      </form>
    </div>
  )
}

export function AdminBlogPost({ id }: { id?: string }) {
  const loaded = useAdminData(async () => {
    const [post, posts] = await Promise.all([id ? fetchAdminPost(id) : Promise.resolve(null), fetchAdminPosts()])
    return { post, categories: [...new Set(posts.map(item => item.category))].sort((a, b) => a.localeCompare(b, 'fr')) }
  }, id ?? 'nouveau')
  return (
    <LoadState loaded={loaded}>
      {({ post, categories }) => <Editor key={post?.id ?? 'nouveau'} post={post} categories={categories} />}
    </LoadState>
  )
}
