import { useEffect, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { errorMessage } from '#core/http/error-message.ts'
import { formatDate } from '#core/format/format.ts'
import { Spinner } from '#core/ui/spinner.tsx'
import {
  decideAdminReview,
  fetchAdminCertificates,
  fetchAdminReviews,
  revokeCertificate,
  type AdminCertificate,
} from '../learning.api.ts'
import { AssessmentReviews } from './assessment-reviews.tsx'

/** Every discipline's assessments waiting for a teacher; an admin hears them through the learning API. */
const ADMIN_REVIEWS = {
  load: fetchAdminReviews,
  decide: decideAdminReview,
  recordingUrl: (id: string) => `/api/learning/recordings/${id}`,
}
import { paths } from '#core/paths.ts'
import { FormAlert } from '#core/ui/public-form.tsx'

type State =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; certificates: AdminCertificate[] }

/** Revoking asks for the reason (kept with the certificate and in the journal) before it acts. */
function RevokeForm({
  certificate,
  onRevoked,
}: {
  certificate: AdminCertificate
  onRevoked: (certificate: AdminCertificate) => void
}) {
  const [isOpen, setOpen] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const id = `revoke-${certificate.code}`

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim()
    if (reason.length < 3) {
      setError('Indiquez la raison de la révocation.')
      return
    }
    setPending(true)
    setError(null)
    revokeCertificate(certificate.code, reason).then(
      revoked => onRevoked({ ...certificate, ...revoked, revokedReason: reason }),
      (failure: unknown) => {
        setError(errorMessage(failure))
        setPending(false)
      },
    )
  }

  if (!isOpen) {
    return (
      <button type="button" className="text-sm font-semibold text-terracotta underline" onClick={() => setOpen(true)}>
        Révoquer<span className="sr-only"> le certificat {certificate.code}</span>
      </button>
    )
  }
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold">
        Raison de la révocation
      </label>
      <input id={id} name="reason" className="input w-full" maxLength={500} aria-invalid={error ? true : undefined} />
      {error ? <p className="text-sm font-semibold text-terracotta">{error}</p> : null}
      <div className="flex gap-2">
        <button type="submit" className="button-primary px-3 py-1 text-sm" aria-disabled={pending}>
          Confirmer la révocation
        </button>
        <button type="button" className="button-secondary px-3 py-1 text-sm" onClick={() => setOpen(false)}>
          Annuler
        </button>
      </div>
    </form>
  )
}

export function AdminCertificates() {
  const [list, setList] = useState<State>({ state: 'loading' })
  const [code, setCode] = useState('')

  useEffect(() => {
    let active = true
    setList({ state: 'loading' })
    fetchAdminCertificates(code || undefined).then(
      certificates => active && setList({ state: 'ready', certificates }),
      (error: unknown) => active && setList({ state: 'failed', message: errorMessage(error) }),
    )
    return () => {
      active = false
    }
  }, [code])

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setCode(String(new FormData(event.currentTarget).get('code') ?? '').trim())
  }

  return (
    <>
      <div className="card mt-6 p-6">
        <AssessmentReviews source={ADMIN_REVIEWS} />
      </div>
      <form onSubmit={search} className="mt-6 flex flex-wrap items-end gap-3" role="search">
        <div>
          <label htmlFor="admin-certificate-code" className="block text-sm font-semibold">
            Code du certificat
          </label>
          <input id="admin-certificate-code" name="code" className="input mt-1 w-56 uppercase" autoComplete="off" />
        </div>
        <button type="submit" className="button-secondary">
          Rechercher
        </button>
      </form>
      {list.state === 'loading' ? <Spinner /> : null}
      {list.state === 'failed' ? <FormAlert message={list.message} /> : null}
      {list.state === 'ready' && list.certificates.length === 0 ? (
        <p className="mt-6">
          {code ? 'Aucun certificat ne porte ce code.' : 'Aucun certificat délivré pour le moment.'}
        </p>
      ) : null}
      {list.state === 'ready' && list.certificates.length > 0 ? (
        <div className="card relative mt-6 overflow-x-auto">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Certificats délivrés, du plus récent au plus ancien</caption>
            <thead className="bg-indigo/5">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Code
                </th>
                <th scope="col" className="px-4 py-3">
                  Élève
                </th>
                <th scope="col" className="px-4 py-3">
                  Niveau
                </th>
                <th scope="col" className="px-4 py-3">
                  Score et date
                </th>
                <th scope="col" className="px-4 py-3">
                  État
                </th>
              </tr>
            </thead>
            <tbody>
              {list.certificates.map(certificate => (
                <tr key={certificate.code} className="border-t border-ink/10 align-top">
                  <td className="px-4 py-3 font-mono whitespace-nowrap">
                    <Link to={paths.certificate(certificate.code)} className="underline">
                      {certificate.code}
                    </Link>
                  </td>
                  <td className="px-4 py-3">{certificate.studentName}</td>
                  <td className="px-4 py-3">
                    {certificate.disciplineName} — {certificate.levelName}
                  </td>
                  <td className="px-4 py-3">
                    {certificate.score} %, le {formatDate(certificate.issuedAt)}
                  </td>
                  <td className="px-4 py-3">
                    {certificate.status === 'revoked' ? (
                      <span className="font-semibold text-terracotta">
                        Révoqué{certificate.revokedAt ? ` le ${formatDate(certificate.revokedAt)}` : ''}
                        {certificate.revokedReason ? ` : ${certificate.revokedReason}` : ''}
                      </span>
                    ) : (
                      <div className="space-y-1">
                        <span className="font-semibold text-forest">Valable</span>
                        <RevokeForm
                          certificate={certificate}
                          onRevoked={revoked =>
                            setList(current =>
                              current.state === 'ready'
                                ? {
                                    state: 'ready',
                                    certificates: current.certificates.map(item =>
                                      item.code === revoked.code ? revoked : item,
                                    ),
                                  }
                                : current,
                            )
                          }
                        />
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  )
}
