import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { errorMessage } from '#core/http/error-message.ts'
import { Spinner } from '#core/ui/spinner.tsx'
import {
  BookingPanel,
  BookingsList,
  CorrectionsPanel,
  CreditsList,
  ReportsList,
  useMyLessons,
  WorkshopsList,
} from './student-bookings.tsx'
import { acceptInvitation } from '../teaching.api.ts'

/** The student's lessons: credits, booking, workshops, bookings, reports and corrections. */
export default function LessonsScreen() {
  const { data, error, reload } = useMyLessons()
  const [notice, setNotice] = useState('')
  const [params, setParams] = useSearchParams()
  const noticeRef = useRef<HTMLParagraphElement>(null)
  const token = params.get('invitation')

  useEffect(() => {
    if (!token) return
    acceptInvitation(token)
      .then(() => {
        setNotice('Invitation acceptée : vous partagez désormais ce Pack Duo.')
        reload()
      })
      .catch((failure: unknown) => setNotice(errorMessage(failure)))
      .finally(() => setParams({}, { replace: true }))
  }, [token, reload, setParams])

  // « Réserver » on a teacher's card leads to /profil/cours?…#reserver: the booking panel, once loaded.
  const loaded = data !== null
  useEffect(() => {
    if (loaded && window.location.hash === '#reserver') document.getElementById('reserver')?.scrollIntoView?.()
  }, [loaded])

  const changed = (message: string) => {
    setNotice(message)
    reload()
    noticeRef.current?.focus()
  }

  return (
    <section className="container-page py-12">
      <h1 className="heading-1">Mes cours</h1>
      <p className="mt-2 text-ink/80">
        Réservez un créneau avec un crédit, déplacez ou annulez jusqu’à 24 h avant (le crédit vous est rendu), et
        envoyez vos exercices à corriger. Toutes les heures sont celles de Douala.
      </p>
      <p ref={noticeRef} tabIndex={-1} role="status" className="mt-4 min-h-6 font-semibold text-indigo">
        {notice}
      </p>
      {error ? <p role="alert">{error}</p> : null}
      {data ? (
        <div className="mt-4 grid items-start gap-6 lg:grid-cols-2">
          <section className="card p-6" aria-labelledby="credits-title">
            <h2 id="credits-title" className="heading-2">
              Mes crédits
            </h2>
            <div className="mt-4">
              <CreditsList entitlements={data.entitlements} onInvited={reload} />
            </div>
          </section>
          <section id="reserver" className="card scroll-mt-20 p-6" aria-labelledby="book-title">
            <h2 id="book-title" className="heading-2">
              Réserver un cours
            </h2>
            <div className="mt-4">
              <BookingPanel lessons={data} onBooked={reload} />
            </div>
          </section>
          <section className="card p-6" aria-labelledby="bookings-title">
            <h2 id="bookings-title" className="heading-2">
              Mes réservations
            </h2>
            <div className="mt-4">
              <BookingsList bookings={data.bookings} onChanged={changed} />
            </div>
          </section>
          <section className="card p-6" aria-labelledby="workshops-title">
            <h2 id="workshops-title" className="heading-2">
              Ateliers collectifs
            </h2>
            <div className="mt-4">
              <WorkshopsList onJoined={changed} />
            </div>
          </section>
          <section className="card p-6" aria-labelledby="reports-title">
            <h2 id="reports-title" className="heading-2">
              Mes bilans mensuels
            </h2>
            <div className="mt-4">
              <ReportsList />
            </div>
          </section>
          <section className="card p-6 lg:col-span-2" aria-labelledby="corrections-title">
            <h2 id="corrections-title" className="heading-2">
              Corrections (réponse sous 72 h)
            </h2>
            <div className="mt-4">
              <CorrectionsPanel />
            </div>
          </section>
        </div>
      ) : error ? null : (
        <Spinner />
      )}
    </section>
  )
}
