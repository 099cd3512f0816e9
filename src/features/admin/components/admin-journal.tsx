import { dateFormatter } from '#core/format/format.ts'
import { useEffect, useState } from 'react'
import { errorMessage } from '#core/http/error-message.ts'
import { Spinner } from '#core/ui/spinner.tsx'
import { fetchAuditLog, type AuditEntry } from '../admin.api.ts'
import { FormAlert } from '#core/ui/public-form.tsx'

const dateTime = dateFormatter({ dateStyle: 'short', timeStyle: 'medium' })

type State =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; entries: AuditEntry[]; hasMore: boolean; loadingMore: boolean; moreError?: string }

export function AdminJournal() {
  const [journal, setJournal] = useState<State>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let active = true
    setJournal({ state: 'loading' })
    fetchAuditLog().then(
      page =>
        active && setJournal({ state: 'ready', entries: page.entries, hasMore: page.hasMore, loadingMore: false }),
      (error: unknown) => active && setJournal({ state: 'failed', message: errorMessage(error) }),
    )
    return () => {
      active = false
    }
  }, [attempt])

  if (journal.state === 'loading') return <Spinner />
  if (journal.state === 'failed') {
    return (
      <div className="mt-8 max-w-xl space-y-4">
        <FormAlert message={journal.message} />
        <button type="button" className="button-secondary" onClick={() => setAttempt(count => count + 1)}>
          Réessayer
        </button>
      </div>
    )
  }

  const loadMore = async () => {
    const last = journal.entries.at(-1)
    if (!last) return
    setJournal({ ...journal, loadingMore: true, moreError: undefined })
    try {
      const page = await fetchAuditLog(last.createdAt)
      setJournal({
        state: 'ready',
        entries: [...journal.entries, ...page.entries],
        hasMore: page.hasMore,
        loadingMore: false,
      })
    } catch (error) {
      setJournal({ ...journal, loadingMore: false, moreError: errorMessage(error) })
    }
  }

  if (journal.entries.length === 0) return <p className="mt-8">Aucune action enregistrée pour le moment.</p>
  return (
    <>
      <div className="card relative mt-8 overflow-x-auto">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">Actions des administrateurs, de la plus récente à la plus ancienne</caption>
          <thead className="bg-indigo/5">
            <tr>
              <th scope="col" className="px-4 py-3">
                Date
              </th>
              <th scope="col" className="px-4 py-3">
                Administrateur
              </th>
              <th scope="col" className="px-4 py-3">
                Action
              </th>
            </tr>
          </thead>
          <tbody>
            {journal.entries.map(entry => (
              <tr key={entry.id} className="border-t border-ink/10 align-top">
                <td className="px-4 py-3 whitespace-nowrap">
                  <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time>
                </td>
                <td className="px-4 py-3">
                  <span className="font-semibold">{entry.actor.name}</span>
                  <span className="block break-all text-ink/80">{entry.actor.email}</span>
                </td>
                <td className="px-4 py-3">{entry.summary}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {journal.moreError ? <FormAlert message={journal.moreError} /> : null}
      {journal.hasMore ? (
        <button
          type="button"
          className="button-secondary mt-6"
          disabled={journal.loadingMore}
          onClick={() => void loadMore()}
        >
          {journal.loadingMore ? 'Chargement…' : 'Afficher les actions plus anciennes'}
        </button>
      ) : null}
    </>
  )
}
