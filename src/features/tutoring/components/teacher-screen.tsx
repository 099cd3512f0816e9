import { useCallback, useRef, useState } from 'react'
import { AssessmentReviews } from '#features/courses/components/assessment-reviews.tsx'
import { decideTeacherReview, fetchTeacherReviews } from '../teaching.api.ts'
import {
  AvailabilityEditor,
  CorrectionsQueue,
  StudentRecordings,
  TeacherProfileForm,
  TeacherWeekView,
  WorkshopForm,
} from './teacher-area.tsx'

/** The assessments of the teacher's disciplines waiting for them, and where their recordings play. */
const TEACHER_REVIEWS = {
  load: fetchTeacherReviews,
  decide: decideTeacherReview,
  recordingUrl: (id: string) => `/api/teacher/reviews/recordings/${id}`,
}

/** The teacher area: the week, assessments to validate, corrections, availability, workshops and the public profile. */
export default function TeacherScreen() {
  const [notice, setNotice] = useState('')
  const noticeRef = useRef<HTMLParagraphElement>(null)
  const notify = useCallback((message: string) => {
    setNotice(message)
    noticeRef.current?.focus()
  }, [])
  return (
    <section className="container-page py-12">
      <h1 className="heading-1">Espace professeur</h1>
      <p className="mt-2 text-ink/80">Toutes les heures sont celles de Douala.</p>
      <p ref={noticeRef} tabIndex={-1} role="status" className="mt-4 min-h-6 font-semibold text-indigo">
        {notice}
      </p>
      <div className="mt-4 grid items-start gap-6 lg:grid-cols-2">
        <section className="card p-6 lg:col-span-2" aria-labelledby="week-title">
          <h2 id="week-title" className="heading-2">
            Ma semaine
          </h2>
          <div className="mt-4">
            <TeacherWeekView notify={notify} />
          </div>
        </section>
        <div id="validations" className="card p-6 lg:col-span-2">
          <AssessmentReviews source={TEACHER_REVIEWS} />
        </div>
        <section id="corrections" className="card p-6" aria-labelledby="corrections-title">
          <h2 id="corrections-title" className="heading-2">
            Corrections à rendre (72 h)
          </h2>
          <div className="mt-4">
            <CorrectionsQueue notify={notify} />
          </div>
        </section>
        <section id="enregistrements" className="card p-6" aria-labelledby="recordings-title">
          <h2 id="recordings-title" className="heading-2">
            Évaluations enregistrées de mes élèves
          </h2>
          <div className="mt-4">
            <StudentRecordings notify={notify} />
          </div>
        </section>
        <section className="card p-6" aria-labelledby="availability-title">
          <h2 id="availability-title" className="heading-2">
            Mes disponibilités
          </h2>
          <div className="mt-4">
            <AvailabilityEditor notify={notify} />
          </div>
        </section>
        <section className="card p-6" aria-labelledby="workshop-title">
          <h2 id="workshop-title" className="heading-2">
            Programmer un atelier
          </h2>
          <div className="mt-4">
            <WorkshopForm notify={notify} />
          </div>
        </section>
        <section className="card p-6" aria-labelledby="profile-title">
          <h2 id="profile-title" className="heading-2">
            Mon profil public
          </h2>
          <div className="mt-4">
            <TeacherProfileForm notify={notify} />
          </div>
        </section>
      </div>
    </section>
  )
}
