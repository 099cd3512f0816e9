import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { errorMessage } from '#core/http/error-message.ts'
import { Spinner } from '#core/ui/spinner.tsx'
import { DISCIPLINE_LABELS } from './student-bookings.tsx'
import {
  type AdminCalendar,
  type AdminCredits,
  type AdminStats,
  addClosure,
  adjustCredits,
  adminCancelLesson,
  fetchAdminCalendar,
  fetchAdminCredits,
  fetchAdminStats,
  fetchClosures,
  removeClosure,
} from '../teaching.api.ts'
import { CREDIT_KINDS, KIND_LABELS, PLACE_LABELS } from '../teaching.rules.ts'
import {
  formatDoualaDate,
  formatDoualaDay,
  formatDoualaTime,
  formatLessonTime,
  nextDay,
  toDouala,
} from '../teaching.time.ts'
import { ScrollArea, TABLE_CLASS, TD_CLASS, TH_CLASS } from '#core/ui/admin-list.tsx'

type Notify = (message: string) => void

/** Every teacher's lessons by day or by week (Douala time). */
function CalendarView({ notify }: { notify: Notify }) {
  const [from, setFrom] = useState(() => toDouala(new Date()).day)
  const [days, setDays] = useState(7)
  const [calendar, setCalendar] = useState<AdminCalendar | null>(null)
  const load = useCallback(() => {
    fetchAdminCalendar(from, days)
      .then(setCalendar)
      .catch((failure: unknown) => notify(errorMessage(failure)))
  }, [from, days, notify])
  useEffect(load, [load])
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="button-secondary" onClick={() => setFrom(nextDay(from, -days))}>
          Précédent
        </button>
        <button type="button" className="button-secondary" onClick={() => setFrom(nextDay(from, days))}>
          Suivant
        </button>
        <button type="button" className="button-secondary" aria-pressed={days === 1} onClick={() => setDays(1)}>
          Jour
        </button>
        <button type="button" className="button-secondary" aria-pressed={days === 7} onClick={() => setDays(7)}>
          Semaine
        </button>
        <p className="font-semibold">
          {days === 1
            ? formatDoualaDay(`${from}T12:00:00Z`)
            : `Du ${formatDoualaDate(`${from}T12:00:00Z`)} au ${formatDoualaDate(`${nextDay(from, 6)}T12:00:00Z`)}`}
        </p>
      </div>
      {!calendar ? (
        <Spinner />
      ) : calendar.lessons.length === 0 ? (
        <p className="text-ink/80">Aucun cours sur cette période.</p>
      ) : (
        <ScrollArea label="Calendrier des professeurs">
          <table className={TABLE_CLASS}>
            <thead>
              <tr>
                <th className={TH_CLASS}>Quand</th>
                <th className={TH_CLASS}>Professeur</th>
                <th className={TH_CLASS}>Cours</th>
                <th className={TH_CLASS}>Élèves</th>
                <th className={TH_CLASS}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {calendar.lessons.map(lesson => (
                <tr key={lesson.id} className={lesson.status === 'cancelled' ? 'text-ink/50' : ''}>
                  <td className={TD_CLASS}>
                    {formatDoualaDay(lesson.startsAt)} {formatDoualaTime(lesson.startsAt)}–
                    {formatDoualaTime(lesson.endsAt)}
                  </td>
                  <td className={TD_CLASS}>{lesson.teacherName}</td>
                  <td className={TD_CLASS}>
                    {lesson.title ?? KIND_LABELS[lesson.kind]} —{' '}
                    {DISCIPLINE_LABELS[lesson.discipline] ?? lesson.discipline} · {PLACE_LABELS[lesson.place]}
                    {lesson.status === 'cancelled' ? ' · annulé' : ''}
                  </td>
                  <td className={TD_CLASS}>
                    {lesson.students
                      .filter(student => student.status === 'booked' || student.status === 'waiting')
                      .map(
                        student =>
                          `${student.name}${student.status === 'waiting' ? ' (attente)' : ''}${student.attendance ? ` · ${student.attendance === 'present' ? 'présent' : 'absent'}` : ''}`,
                      )
                      .join(', ') || '—'}
                  </td>
                  <td className={TD_CLASS}>
                    {lesson.status === 'scheduled' && new Date(lesson.startsAt).getTime() > Date.now() ? (
                      <button
                        type="button"
                        className="font-semibold text-terracotta underline"
                        onClick={async () => {
                          if (!window.confirm('Annuler ce cours ? Les élèves récupèrent leur crédit.')) return
                          try {
                            await adminCancelLesson(lesson.id)
                            notify('Cours annulé, élèves et professeur prévenus.')
                            load()
                          } catch (failure) {
                            notify(errorMessage(failure))
                          }
                        }}
                      >
                        Annuler
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
    </div>
  )
}

/** Credits per student, and manual adjustments (written to the audit journal). */
function CreditsView({ notify }: { notify: Notify }) {
  const [credits, setCredits] = useState<AdminCredits | null>(null)
  const ids = { student: useId(), kind: useId(), delta: useId(), expires: useId(), note: useId() }
  const load = useCallback(() => {
    fetchAdminCredits()
      .then(result => setCredits(result.credits))
      .catch((failure: unknown) => notify(errorMessage(failure)))
  }, [notify])
  useEffect(load, [load])
  async function adjust(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    try {
      await adjustCredits({
        studentId: String(form.get('studentId')),
        kind: String(form.get('kind')),
        delta: Number(form.get('delta')),
        expiresAt: String(form.get('expiresAt')),
        note: String(form.get('note')),
      })
      notify('Crédits ajustés ; l’ajustement figure au journal des actions.')
      load()
    } catch (failure) {
      notify(errorMessage(failure))
    }
  }
  if (!credits) return <Spinner />
  const students = [...new Map(credits.map(row => [row.studentId, row])).values()]
  return (
    <div className="space-y-4">
      {credits.length === 0 ? (
        <p className="text-ink/80">Aucun crédit en cours.</p>
      ) : (
        <ScrollArea label="Crédits par élève">
          <table className={TABLE_CLASS}>
            <thead>
              <tr>
                <th className={TH_CLASS}>Élève</th>
                <th className={TH_CLASS}>Type</th>
                <th className={TH_CLASS}>Restants</th>
                <th className={TH_CLASS}>Utilisés</th>
                <th className={TH_CLASS}>Expiration</th>
              </tr>
            </thead>
            <tbody>
              {credits.map(row => (
                <tr key={`${row.studentId}-${row.kind}`}>
                  <td className={TD_CLASS}>
                    {row.name} <span className="text-ink/60">({row.email})</span>
                  </td>
                  <td className={TD_CLASS}>{KIND_LABELS[row.kind]}</td>
                  <td className={TD_CLASS}>{row.remaining}</td>
                  <td className={TD_CLASS}>{row.used}</td>
                  <td className={TD_CLASS}>{formatDoualaDate(row.expiresAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
      <form className="grid gap-3 sm:grid-cols-2" onSubmit={adjust}>
        <h3 className="font-semibold sm:col-span-2">Ajustement manuel</h3>
        <div>
          <label htmlFor={ids.student} className="block text-sm font-semibold">
            Élève (identifiant du compte)
          </label>
          <input id={ids.student} name="studentId" required list={`${ids.student}-list`} className="input w-full" />
          <datalist id={`${ids.student}-list`}>
            {students.map(row => (
              <option key={row.studentId} value={row.studentId}>
                {row.name}
              </option>
            ))}
          </datalist>
        </div>
        <div>
          <label htmlFor={ids.kind} className="block text-sm font-semibold">
            Type de crédit
          </label>
          <select id={ids.kind} name="kind" className="input w-full">
            {CREDIT_KINDS.map(kind => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.delta} className="block text-sm font-semibold">
            Nombre (négatif pour retirer)
          </label>
          <input id={ids.delta} name="delta" type="number" min={-20} max={20} required className="input w-full" />
        </div>
        <div>
          <label htmlFor={ids.expires} className="block text-sm font-semibold">
            Valables jusqu’au
          </label>
          <input id={ids.expires} name="expiresAt" type="date" required className="input w-full" />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={ids.note} className="block text-sm font-semibold">
            Raison (au journal)
          </label>
          <input id={ids.note} name="note" required minLength={3} maxLength={300} className="input w-full" />
        </div>
        <button type="submit" className="button-primary sm:col-span-2">
          Ajuster les crédits
        </button>
      </form>
    </div>
  )
}

/** Attendance rates, teacher load over the last 30 days, and late corrections in red. */
function StatsView({ notify }: { notify: Notify }) {
  const [stats, setStats] = useState<AdminStats | null>(null)
  useEffect(() => {
    fetchAdminStats()
      .then(setStats)
      .catch((failure: unknown) => notify(errorMessage(failure)))
  }, [notify])
  if (!stats) return <Spinner />
  return (
    <div className="space-y-4">
      {stats.teachers.length === 0 ? (
        <p className="text-ink/80">Aucun cours sur les 30 derniers jours.</p>
      ) : (
        <ScrollArea label="Charge des professeurs">
          <table className={TABLE_CLASS}>
            <thead>
              <tr>
                <th className={TH_CLASS}>Professeur</th>
                <th className={TH_CLASS}>Cours</th>
                <th className={TH_CLASS}>Heures</th>
                <th className={TH_CLASS}>Présence</th>
              </tr>
            </thead>
            <tbody>
              {stats.teachers.map(row => (
                <tr key={row.teacherId}>
                  <td className={TD_CLASS}>{row.teacherName}</td>
                  <td className={TD_CLASS}>{row.lessons}</td>
                  <td className={TD_CLASS}>
                    {(row.minutes / 60).toLocaleString('fr-FR', { maximumFractionDigits: 1 })}
                  </td>
                  <td className={TD_CLASS}>{row.attendanceRate === null ? '—' : `${row.attendanceRate} %`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
      <h3 className="font-semibold">Corrections en retard (plus de 72 h)</h3>
      {stats.overdueCorrections.length === 0 ? (
        <p className="text-ink/80">Aucune correction en retard.</p>
      ) : (
        <ul className="space-y-1">
          {stats.overdueCorrections.map(item => (
            <li key={item.id} className="font-semibold text-red-700">
              {item.title} — {item.studentName}, chez {item.teacherName} : attendue le {formatLessonTime(item.dueAt)}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function ClosuresView({ notify }: { notify: Notify }) {
  const [closures, setClosures] = useState<{ day: string; label: string }[] | null>(null)
  const ids = { day: useId(), label: useId() }
  const load = useCallback(() => {
    fetchClosures()
      .then(result => setClosures(result.closures))
      .catch((failure: unknown) => notify(errorMessage(failure)))
  }, [notify])
  useEffect(load, [load])
  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    try {
      await addClosure({ day: String(form.get('day')), label: String(form.get('label')) })
      notify('Jour de fermeture ajouté : plus aucun créneau n’est proposé ce jour-là.')
      load()
    } catch (failure) {
      notify(errorMessage(failure))
    }
  }
  if (!closures) return <Spinner />
  return (
    <div className="space-y-3">
      <ul className="space-y-1 text-sm">
        {closures.map(closure => (
          <li key={closure.day} className="flex flex-wrap items-center gap-2">
            {formatDoualaDate(`${closure.day}T12:00:00Z`)} — {closure.label}
            <button
              type="button"
              className="font-semibold text-terracotta underline"
              onClick={async () => {
                await removeClosure(closure.day).catch((failure: unknown) => notify(errorMessage(failure)))
                load()
              }}
            >
              Retirer
            </button>
          </li>
        ))}
      </ul>
      <form className="flex flex-wrap items-end gap-2" onSubmit={add}>
        <div>
          <label htmlFor={ids.day} className="block text-sm font-semibold">
            Jour
          </label>
          <input id={ids.day} name="day" type="date" required className="input" />
        </div>
        <div>
          <label htmlFor={ids.label} className="block text-sm font-semibold">
            Libellé
          </label>
          <input id={ids.label} name="label" required maxLength={120} className="input" />
        </div>
        <button type="submit" className="button-secondary">
          Fermer ce jour
        </button>
      </form>
    </div>
  )
}

export function AdminTeaching() {
  const [notice, setNotice] = useState('')
  const notify = useCallback((message: string) => setNotice(message), [])
  return (
    <>
      <p role="status" className="min-h-6 font-semibold text-indigo">
        {notice}
      </p>
      <div className="space-y-8">
        <section aria-labelledby="calendar-title">
          <h2 id="calendar-title" className="heading-2">
            Calendrier
          </h2>
          <div className="mt-3">
            <CalendarView notify={notify} />
          </div>
        </section>
        <section aria-labelledby="stats-title">
          <h2 id="stats-title" className="heading-2">
            Présence, charge et corrections
          </h2>
          <div className="mt-3">
            <StatsView notify={notify} />
          </div>
        </section>
        <section aria-labelledby="credits-title">
          <h2 id="credits-title" className="heading-2">
            Crédits par élève
          </h2>
          <div className="mt-3">
            <CreditsView notify={notify} />
          </div>
        </section>
        <section aria-labelledby="closures-title">
          <h2 id="closures-title" className="heading-2">
            Jours de fermeture
          </h2>
          <div className="mt-3">
            <ClosuresView notify={notify} />
          </div>
        </section>
      </div>
    </>
  )
}
