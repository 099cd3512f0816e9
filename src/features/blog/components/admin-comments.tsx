import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { errorMessage } from '#core/http/error-message.ts'
import {
  deleteComment,
  fetchModerationQueue,
  setCommentStatus,
  type CommentFilter,
  type ModeratedComment,
  type ModerationPage,
} from '../comments-admin.api.ts'
import { LoadState, useAdminData } from '#core/ui/admin-kit.tsx'
import { useActionNotice } from '#core/ui/action-notice.tsx'
import { Badge, FilterGroup, formatDateTime, Pagination } from '#core/ui/admin-list.tsx'
import { paths } from '#core/paths.ts'

/** French words in the URL (?filtre=a-verifier), API values behind them. */
const FILTERS = [
  { slug: 'tous', value: 'all', label: 'Tous' },
  { slug: 'a-verifier', value: 'pending', label: 'À vérifier' },
  { slug: 'visibles', value: 'visible', label: 'Visibles' },
  { slug: 'masques', value: 'hidden', label: 'Masqués' },
] as const satisfies readonly { slug: string; value: CommentFilter; label: string }[]

function statusBadge(comment: ModeratedComment) {
  if (comment.status === 'hidden') return <Badge tone="bad">Masqué</Badge>
  if (!comment.moderatedAt) return <Badge tone="warn">À vérifier</Badge>
  return <Badge tone="good">Visible</Badge>
}

function CommentCard({
  comment,
  busy,
  onAction,
}: {
  comment: ModeratedComment
  busy: boolean
  onAction: (action: 'hide' | 'show' | 'approve' | 'delete', comment: ModeratedComment) => void
}) {
  const [confirming, setConfirming] = useState(false)
  const who = <span className="sr-only"> le commentaire de {comment.authorName}</span>
  return (
    <li className="card p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {statusBadge(comment)}
        <span className="font-semibold">{comment.authorName}</span>
        <time dateTime={comment.createdAt} className="text-ink/80">
          {formatDateTime(comment.createdAt)}
        </time>
        <span className="text-ink/80">
          sur{' '}
          <Link to={paths.article(comment.postId)} className="font-semibold text-indigo underline hover:text-gold-dark">
            {comment.postTitle}
          </Link>
        </span>
      </div>
      <p className="mt-3 break-words whitespace-pre-wrap">{comment.content}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {comment.status === 'visible' && !comment.moderatedAt ? (
          <button
            type="button"
            className="button-secondary"
            disabled={busy}
            onClick={() => onAction('approve', comment)}
          >
            Approuver{who}
          </button>
        ) : null}
        {comment.status === 'visible' ? (
          <button type="button" className="button-secondary" disabled={busy} onClick={() => onAction('hide', comment)}>
            Masquer{who}
          </button>
        ) : (
          <button type="button" className="button-secondary" disabled={busy} onClick={() => onAction('show', comment)}>
            Rétablir{who}
          </button>
        )}
        {confirming ? (
          <>
            <button
              type="button"
              className="rounded-full bg-terracotta px-5 py-2 font-semibold text-white hover:bg-ink"
              disabled={busy}
              onClick={() => onAction('delete', comment)}
            >
              Confirmer la suppression{who}
            </button>
            <button type="button" className="button-secondary" onClick={() => setConfirming(false)}>
              Annuler
            </button>
          </>
        ) : (
          <button
            type="button"
            className="rounded-full border-2 border-terracotta px-5 py-2 font-semibold text-terracotta hover:bg-terracotta hover:text-white"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            Supprimer{who}
          </button>
        )}
      </div>
    </li>
  )
}

const DONE: Record<'hide' | 'show' | 'approve' | 'delete', string> = {
  hide: 'Commentaire masqué : il n’apparaît plus sur l’article.',
  show: 'Commentaire rétabli : il est de nouveau visible sur l’article.',
  approve: 'Commentaire approuvé : il reste visible sur l’article.',
  delete: 'Commentaire supprimé définitivement.',
}

export function AdminComments() {
  const [params, setParams] = useSearchParams()
  const filter = FILTERS.find(candidate => candidate.slug === params.get('filtre')) ?? FILTERS[0]
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const queue = useAdminData(() => fetchModerationQueue(filter.value, page), `${filter.value}:${page}`)
  const [busyId, setBusyId] = useState<string | null>(null)
  const notice = useActionNotice()

  const navigate = (next: { filtre?: string; page?: number }) => {
    const search = new URLSearchParams()
    search.set('filtre', next.filtre ?? filter.slug)
    if ((next.page ?? 1) > 1) search.set('page', String(next.page))
    setParams(search)
  }

  const act = async (action: 'hide' | 'show' | 'approve' | 'delete', comment: ModeratedComment) => {
    setBusyId(comment.id)
    try {
      if (action === 'delete') await deleteComment(comment.id)
      else await setCommentStatus(comment.id, action === 'hide' ? 'hidden' : 'visible')
      notice.announce(true, DONE[action])
      queue.reload()
    } catch (error) {
      notice.announce(false, errorMessage(error))
    } finally {
      setBusyId(null)
    }
  }

  const counts = (data: ModerationPage | null) => data?.counts
  const current = counts(queue.data)
  return (
    <>
      <div className="mt-6">
        <FilterGroup
          label="Afficher"
          options={FILTERS.map(option => ({ value: option.slug, label: option.label, count: current?.[option.value] }))}
          value={filter.slug}
          onChange={slug => navigate({ filtre: slug })}
        />
      </div>
      {notice.view}
      <LoadState loaded={queue}>
        {data =>
          data.comments.length === 0 ? (
            <p className="mt-6">
              {filter.value === 'pending' ? 'Aucun commentaire à vérifier.' : 'Aucun commentaire.'}
            </p>
          ) : (
            <>
              <h2 className="sr-only">Commentaires, du plus récent au plus ancien</h2>
              <ul className="mt-4 space-y-4">
                {data.comments.map(comment => (
                  <CommentCard
                    key={comment.id}
                    comment={comment}
                    busy={busyId === comment.id}
                    onAction={(action, target) => void act(action, target)}
                  />
                ))}
              </ul>
              <Pagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onChange={next => navigate({ page: next })}
              />
            </>
          )
        }
      </LoadState>
    </>
  )
}
