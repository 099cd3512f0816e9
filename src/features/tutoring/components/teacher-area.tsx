import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { ApiError } from '#core/http/app-error.ts'
import { errorMessage } from '#core/http/error-message.ts'
import { MediaField } from '#features/media/components/media-field.tsx'
import { Spinner } from '#core/ui/spinner.tsx'
import {
  addAbsence,
  addAvailability,
  answerCorrection,
  type CalendarLesson,
  type Correction,
  cancelLesson,
  createWorkshop,
  excuseBooking,
  fetchTeacherAvailability,
  fetchTeacherCorrections,
  fetchStudentRecordings,
  fetchTeacherProfile,
  fetchTeacherWeek,
  removeAbsence,
  removeAvailability,
  reportLesson,
  saveTeacherProfile,
  type StudentRecording,
  type TeacherAvailability,
  type TeacherProfile,
  type TeacherWeek,
} from '../teaching.api.ts'
import { KIND_LABELS, PLACE_LABELS, DISCIPLINE_IDS } from '../teaching.rules.ts'
import {
  formatClock,
  formatDoualaDate,
  formatDoualaDay,
  formatDoualaTime,
  formatLessonTime,
  nextDay,
  WEEKDAY_LABELS,
} from '../teaching.time.ts'
import { AudioRecorder } from './audio-recorder.tsx'
import { DISCIPLINE_LABELS } from './student-bookings.tsx'

type Notify = (message: string) => void

/** The teacher's week (Douala time): lessons, students, cancel, attendance, notes and homework. */
export function TeacherWeekView({ notify }: { notify: Notify }) {
  const [from, setFrom] = useState<string | undefined>(undefined)
  const [week, setWeek] = useState<TeacherWeek | null>(null)
  const load = useCallback(() => {
    fetchTeacherWeek(from)
      .then(setWeek)
      .catch((failure: unknown) => notify(errorMessage(failure)))
  }, [from, notify])
  useEffect(load, [load])
  if (!week) return <Spinner />
  const days = Array.from({ length: week.days }, (_, index) => nextDay(week.from, index))
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="button-secondary" onClick={() => setFrom(nextDay(week.from, -7))}>
          Semaine précédente
        </button>
        <p className="font-semibold">Semaine du {formatDoualaDate(`${week.from}T12:00:00Z`)}</p>
        <button type="button" className="button-secondary" onClick={() => setFrom(nextDay(week.from, 7))}>
          Semaine suivante
        </button>
      </div>
      {days.map(day => {
        const lessons = week.lessons.filter(
          lesson => formatDoualaDay(lesson.startsAt) === formatDoualaDay(`${day}T12:00:00Z`),
        )
        return (
          <div key={day}>
            <h3 className="font-semibold first-letter:uppercase">{formatDoualaDay(`${day}T12:00:00Z`)}</h3>
            {lessons.length === 0 ? (
              <p className="text-sm text-ink/60">Aucun cours.</p>
            ) : (
              <ul className="mt-1 space-y-2">
                {lessons.map(lesson => (
                  <LessonCard key={lesson.id} lesson={lesson} notify={notify} onChanged={load} />
                ))}
              </ul>
            )}
          </div>
        )
      })}
    </div>
  )
}

/** A student's place in a lesson, in words that fit every student (« place réservée », not « inscrit »). */
export function studentStateLabel(status: CalendarLesson['students'][number]['status'], attendance: string | null) {
  const place =
    status === 'booked'
      ? 'place réservée'
      : status === 'waiting'
        ? 'liste d’attente'
        : status === 'late_cancelled'
          ? 'annulation tardive'
          : 'annulation'
  return attendance ? `${place} · ${attendance === 'present' ? 'présence notée' : 'absence notée'}` : place
}

function LessonCard({ lesson, notify, onChanged }: { lesson: CalendarLesson; notify: Notify; onChanged: () => void }) {
  const started = new Date(lesson.startsAt).getTime() <= Date.now()
  const active = lesson.students.filter(student => student.status === 'booked')
  const ids = { notes: useId(), homework: useId() }
  async function cancel() {
    if (
      !window.confirm('Annuler ce cours ? Les élèves récupèrent leur crédit et reçoivent des créneaux de rattrapage.')
    )
      return
    try {
      await cancelLesson(lesson.id)
      notify('Cours annulé : les élèves ont été prévenus et leur crédit rendu.')
      onChanged()
    } catch (failure) {
      notify(errorMessage(failure))
    }
  }
  async function report(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    try {
      await reportLesson(lesson.id, {
        notes: String(form.get('notes') ?? ''),
        homework: String(form.get('homework') ?? ''),
        attendance: active.map(student => ({
          bookingId: student.bookingId,
          attendance: form.get(`attendance-${student.bookingId}`) === 'absent' ? 'absent' : 'present',
        })),
      })
      notify('Présences, notes et devoirs enregistrés : l’élève les voit sur son profil.')
      onChanged()
    } catch (failure) {
      notify(errorMessage(failure))
    }
  }
  return (
    <li
      className={`rounded-xl border p-3 ${lesson.status === 'cancelled' ? 'border-ink/10 text-ink/60' : 'border-indigo/30'}`}
    >
      <p className="font-semibold">
        {formatDoualaTime(lesson.startsAt)}–{formatDoualaTime(lesson.endsAt)} ·{' '}
        {lesson.title ?? KIND_LABELS[lesson.kind]} — {DISCIPLINE_LABELS[lesson.discipline] ?? lesson.discipline} ·{' '}
        {PLACE_LABELS[lesson.place]}
        {lesson.status === 'cancelled' ? ' · annulé' : ''}
      </p>
      <ul className="text-sm">
        {lesson.students.map(student => (
          <li key={student.bookingId}>
            {student.name} ({studentStateLabel(student.status, student.attendance)})
            {student.status === 'late_cancelled' ? (
              <button
                type="button"
                className="ml-2 text-sm font-semibold text-terracotta underline"
                onClick={async () => {
                  try {
                    await excuseBooking(student.bookingId)
                    notify(`Annulation de ${student.name} excusée : son crédit lui est rendu.`)
                    onChanged()
                  } catch (failure) {
                    notify(errorMessage(failure))
                  }
                }}
              >
                Excuser
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {lesson.status === 'scheduled' && !started ? (
        <button type="button" className="button-secondary mt-2" onClick={cancel}>
          Annuler ce cours
        </button>
      ) : null}
      {lesson.status === 'scheduled' && started && active.length > 0 ? (
        <form className="mt-2 space-y-2" onSubmit={report}>
          {active.map(student => (
            <fieldset key={student.bookingId} className="flex flex-wrap gap-3 text-sm">
              <legend className="font-semibold">Présence de {student.name}</legend>
              <label>
                <input
                  type="radio"
                  name={`attendance-${student.bookingId}`}
                  value="present"
                  defaultChecked={student.attendance !== 'absent'}
                />{' '}
                Présent
              </label>
              <label>
                <input
                  type="radio"
                  name={`attendance-${student.bookingId}`}
                  value="absent"
                  defaultChecked={student.attendance === 'absent'}
                />{' '}
                Absent
              </label>
            </fieldset>
          ))}
          <label htmlFor={ids.notes} className="block text-sm font-semibold">
            Notes du cours
          </label>
          <textarea id={ids.notes} name="notes" rows={2} className="input w-full" defaultValue={lesson.notes ?? ''} />
          <label htmlFor={ids.homework} className="block text-sm font-semibold">
            Devoirs
          </label>
          <textarea
            id={ids.homework}
            name="homework"
            rows={2}
            className="input w-full"
            defaultValue={lesson.homework ?? ''}
          />
          <button type="submit" className="button-primary">
            Enregistrer
          </button>
        </form>
      ) : null}
    </li>
  )
}

/** Weekly windows, absences and the label's closure days. */
export function AvailabilityEditor({ notify }: { notify: Notify }) {
  const [data, setData] = useState<TeacherAvailability | null>(null)
  const ids = {
    weekday: useId(),
    start: useId(),
    end: useId(),
    place: useId(),
    from: useId(),
    to: useId(),
    reason: useId(),
  }
  const load = useCallback(() => {
    fetchTeacherAvailability()
      .then(setData)
      .catch((failure: unknown) => notify(errorMessage(failure)))
  }, [notify])
  useEffect(load, [load])
  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    try {
      await addAvailability({
        weekday: Number(form.get('weekday')),
        start: String(form.get('start')),
        end: String(form.get('end')),
        place: String(form.get('place')),
      })
      notify('Disponibilité ajoutée.')
      load()
    } catch (failure) {
      notify(errorMessage(failure))
    }
  }
  async function absent(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    try {
      await addAbsence({
        from: String(form.get('from')),
        to: String(form.get('to')),
        reason: String(form.get('reason') ?? ''),
      })
      notify('Absence enregistrée : ces jours ne sont plus proposés.')
      load()
    } catch (failure) {
      notify(errorMessage(failure))
    }
  }
  if (!data) return <Spinner />
  return (
    <div className="space-y-4">
      <ul className="space-y-1 text-sm">
        {data.rules.length === 0 ? <li>Aucune disponibilité : ajoutez vos créneaux de la semaine.</li> : null}
        {data.rules.map(rule => (
          <li key={rule.id} className="flex flex-wrap items-center gap-2">
            <span className="first-letter:uppercase">
              {WEEKDAY_LABELS[rule.weekday]} {formatClock(rule.startMinute)}–{formatClock(rule.endMinute)} ·{' '}
              {PLACE_LABELS[rule.place]}
            </span>
            <button
              type="button"
              className="font-semibold text-terracotta underline"
              onClick={async () => {
                await removeAvailability(rule.id).catch((failure: unknown) => notify(errorMessage(failure)))
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
          <label htmlFor={ids.weekday} className="block text-sm font-semibold">
            Jour
          </label>
          <select id={ids.weekday} name="weekday" className="input">
            {WEEKDAY_LABELS.slice(1).map((label, index) => (
              <option key={label} value={index + 1}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.start} className="block text-sm font-semibold">
            De
          </label>
          <input id={ids.start} name="start" type="time" step={1800} required className="input" defaultValue="09:00" />
        </div>
        <div>
          <label htmlFor={ids.end} className="block text-sm font-semibold">
            À
          </label>
          <input id={ids.end} name="end" type="time" step={1800} required className="input" defaultValue="12:00" />
        </div>
        <div>
          <label htmlFor={ids.place} className="block text-sm font-semibold">
            Lieu
          </label>
          <select id={ids.place} name="place" className="input">
            <option value="studio">{PLACE_LABELS.studio}</option>
            <option value="online">{PLACE_LABELS.online}</option>
          </select>
        </div>
        <button type="submit" className="button-secondary">
          Ajouter
        </button>
      </form>
      <h3 className="font-semibold">Absences et congés</h3>
      <ul className="space-y-1 text-sm">
        {data.absences.map(absence => (
          <li key={absence.id} className="flex flex-wrap items-center gap-2">
            Du {formatDoualaDate(absence.startsAt)} au{' '}
            {formatDoualaDate(new Date(new Date(absence.endsAt).getTime() - 1))}
            {absence.reason ? ` (${absence.reason})` : ''}
            <button
              type="button"
              className="font-semibold text-terracotta underline"
              onClick={async () => {
                await removeAbsence(absence.id).catch((failure: unknown) => notify(errorMessage(failure)))
                load()
              }}
            >
              Retirer
            </button>
          </li>
        ))}
      </ul>
      <form className="flex flex-wrap items-end gap-2" onSubmit={absent}>
        <div>
          <label htmlFor={ids.from} className="block text-sm font-semibold">
            Du
          </label>
          <input id={ids.from} name="from" type="date" required className="input" />
        </div>
        <div>
          <label htmlFor={ids.to} className="block text-sm font-semibold">
            Au
          </label>
          <input id={ids.to} name="to" type="date" required className="input" />
        </div>
        <div>
          <label htmlFor={ids.reason} className="block text-sm font-semibold">
            Motif (facultatif)
          </label>
          <input id={ids.reason} name="reason" maxLength={200} className="input" />
        </div>
        <button type="submit" className="button-secondary">
          Ajouter l’absence
        </button>
      </form>
      {data.closures.length > 0 ? (
        <p className="text-sm">
          Fermetures de l’académie :{' '}
          {data.closures
            .map(closure => `${formatDoualaDate(`${closure.day}T12:00:00Z`)} (${closure.label})`)
            .join(', ')}
          .
        </p>
      ) : null}
    </div>
  )
}

/** Public profile: photo, bio, disciplines, languages; and the visio link of online lessons. */
export function TeacherProfileForm({ notify }: { notify: Notify }) {
  const [profile, setProfile] = useState<TeacherProfile | null>(null)
  // The photo chosen in this form (sent as a file), until the profile is saved with it.
  const [photoUrl, setPhotoUrl] = useState<string | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const ids = { name: useId(), bio: useId(), languages: useId(), meeting: useId(), published: useId() }
  useEffect(() => {
    fetchTeacherProfile()
      .then(result => setProfile(result.profile))
      .catch((failure: unknown) => notify(errorMessage(failure)))
  }, [notify])
  if (!profile) return <Spinner />
  const photo = photoUrl ?? profile.photoUrl ?? ''
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    try {
      const saved = await saveTeacherProfile({
        displayName: String(form.get('displayName')),
        photoUrl: photo,
        bio: String(form.get('bio') ?? ''),
        disciplines: form.getAll('disciplines').map(String),
        languages: String(form.get('languages') ?? '')
          .split(',')
          .map(item => item.trim())
          .filter(Boolean),
        meetingUrl: String(form.get('meetingUrl') ?? ''),
        published: form.get('published') === 'on',
      })
      setProfile(saved.profile)
      setPhotoUrl(null)
      setErrors({})
      notify('Profil enregistré.')
    } catch (failure) {
      setErrors(failure instanceof ApiError && failure.fields ? failure.fields : {})
      notify(errorMessage(failure))
    }
  }
  return (
    <form className="space-y-3" onSubmit={save}>
      <label htmlFor={ids.name} className="block text-sm font-semibold">
        Nom affiché
      </label>
      <input id={ids.name} name="displayName" required className="input w-full" defaultValue={profile.displayName} />
      <MediaField
        kind="image"
        group="teachers"
        name="photoUrl"
        label="Photo"
        value={photo}
        onChange={url => setPhotoUrl(url)}
        error={errors.photoUrl}
        uploadPath="/api/teacher/photo"
        library={false}
        optional
      />
      <label htmlFor={ids.bio} className="block text-sm font-semibold">
        Présentation
      </label>
      <textarea id={ids.bio} name="bio" rows={4} className="input w-full" defaultValue={profile.bio} />
      <fieldset>
        <legend className="text-sm font-semibold">Disciplines enseignées</legend>
        <div className="flex flex-wrap gap-3">
          {DISCIPLINE_IDS.map(id => (
            <label key={id} className="text-sm">
              <input type="checkbox" name="disciplines" value={id} defaultChecked={profile.disciplines.includes(id)} />{' '}
              {DISCIPLINE_LABELS[id]}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={ids.languages} className="block text-sm font-semibold">
        Langues (séparées par des virgules)
      </label>
      <input id={ids.languages} name="languages" className="input w-full" defaultValue={profile.languages.join(', ')} />
      <label htmlFor={ids.meeting} className="block text-sm font-semibold">
        Lien de visio pour les cours en ligne
      </label>
      <input
        id={ids.meeting}
        name="meetingUrl"
        type="url"
        className="input w-full"
        defaultValue={profile.meetingUrl ?? ''}
      />
      <label htmlFor={ids.published} className="flex items-center gap-2 text-sm">
        <input id={ids.published} name="published" type="checkbox" defaultChecked={profile.published} /> Profil visible
        sur la page Académie
      </label>
      <button type="submit" className="button-primary">
        Enregistrer le profil
      </button>
    </form>
  )
}

export function WorkshopForm({ notify }: { notify: Notify }) {
  const ids = {
    discipline: useId(),
    title: useId(),
    start: useId(),
    duration: useId(),
    capacity: useId(),
    place: useId(),
  }
  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    // The field holds a Douala wall-clock time.
    const startsAt = `${String(form.get('startsAt'))}:00+01:00`
    try {
      await createWorkshop({
        discipline: form.get('discipline'),
        title: form.get('title'),
        startsAt,
        durationMinutes: Number(form.get('durationMinutes')),
        capacity: Number(form.get('capacity')),
        place: form.get('place'),
      })
      notify(`Atelier programmé le ${formatLessonTime(startsAt)}.`)
      formElement.reset()
    } catch (failure) {
      notify(errorMessage(failure))
    }
  }
  return (
    <form className="grid gap-3 sm:grid-cols-2" onSubmit={create}>
      <div>
        <label htmlFor={ids.title} className="block text-sm font-semibold">
          Titre
        </label>
        <input id={ids.title} name="title" required minLength={3} className="input w-full" />
      </div>
      <div>
        <label htmlFor={ids.discipline} className="block text-sm font-semibold">
          Discipline
        </label>
        <select id={ids.discipline} name="discipline" className="input w-full">
          {DISCIPLINE_IDS.map(id => (
            <option key={id} value={id}>
              {DISCIPLINE_LABELS[id]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.start} className="block text-sm font-semibold">
          Début (heure de Douala)
        </label>
        <input id={ids.start} name="startsAt" type="datetime-local" step={1800} required className="input w-full" />
      </div>
      <div>
        <label htmlFor={ids.duration} className="block text-sm font-semibold">
          Durée (minutes)
        </label>
        <input
          id={ids.duration}
          name="durationMinutes"
          type="number"
          min={60}
          max={240}
          step={30}
          defaultValue={120}
          className="input w-full"
        />
      </div>
      <div>
        <label htmlFor={ids.capacity} className="block text-sm font-semibold">
          Places (8 à 15)
        </label>
        <input
          id={ids.capacity}
          name="capacity"
          type="number"
          min={8}
          max={15}
          defaultValue={10}
          className="input w-full"
        />
      </div>
      <div>
        <label htmlFor={ids.place} className="block text-sm font-semibold">
          Lieu
        </label>
        <select id={ids.place} name="place" className="input w-full">
          <option value="studio">{PLACE_LABELS.studio}</option>
          <option value="online">{PLACE_LABELS.online}</option>
        </select>
      </div>
      <button type="submit" className="button-primary sm:col-span-2">
        Programmer l’atelier
      </button>
    </form>
  )
}

/** The 72 h queue: oldest deadline first, answered with text, a recording, or both. */
export function CorrectionsQueue({ notify }: { notify: Notify }) {
  const [corrections, setCorrections] = useState<Correction[] | null>(null)
  const load = useCallback(() => {
    fetchTeacherCorrections()
      .then(result => setCorrections(result.corrections))
      .catch((failure: unknown) => notify(errorMessage(failure)))
  }, [notify])
  useEffect(load, [load])
  if (!corrections) return <Spinner />
  if (corrections.length === 0) return <p className="text-ink/80">Aucun exercice à corriger.</p>
  return (
    <ul className="space-y-3">
      {corrections.map(item => (
        <CorrectionItem key={item.id} item={item} notify={notify} onAnswered={load} />
      ))}
    </ul>
  )
}

function CorrectionItem({ item, notify, onAnswered }: { item: Correction; notify: Notify; onAnswered: () => void }) {
  const [audio, setAudio] = useState<File | null>(null)
  const id = useId()
  async function answer(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    form.set('id', item.id)
    if (audio) form.set('audio', audio)
    try {
      await answerCorrection(form)
      notify(`Correction envoyée à ${item.studentName}.`)
      onAnswered()
    } catch (failure) {
      notify(errorMessage(failure))
    }
  }
  return (
    <li className={`rounded-xl border p-3 ${item.overdue && !item.answeredAt ? 'border-red-700' : 'border-ink/10'}`}>
      <p className="font-semibold">
        {item.title} — {item.studentName} ({DISCIPLINE_LABELS[item.discipline] ?? item.discipline})
      </p>
      <p className={`text-sm ${item.overdue && !item.answeredAt ? 'font-semibold text-red-700' : ''}`}>
        {item.answeredAt
          ? `Corrigé le ${formatLessonTime(item.answeredAt)}`
          : `À corriger avant le ${formatLessonTime(item.dueAt)}${item.overdue ? ' (en retard)' : ''}`}
      </p>
      {item.answerText ? <p className="mt-1 text-sm">{item.answerText}</p> : null}
      {item.attachmentUrl && item.attachmentKind === 'audio' ? (
        // biome-ignore lint/a11y/useMediaCaption: a student's performance sent for correction; there are no words to caption
        <audio controls src={item.attachmentUrl} className="mt-1 w-full" />
      ) : item.attachmentUrl ? (
        <a href={item.attachmentUrl} className="text-sm font-semibold text-indigo underline">
          Ouvrir le fichier ({item.attachmentName})
        </a>
      ) : null}
      {item.answeredAt ? (
        item.replyText ? (
          <p className="mt-1 text-sm">Votre réponse : {item.replyText}</p>
        ) : null
      ) : (
        <form className="mt-2 space-y-2" onSubmit={answer}>
          <label htmlFor={id} className="block text-sm font-semibold">
            Votre correction
          </label>
          <textarea id={id} name="replyText" rows={3} className="input w-full" />
          <AudioRecorder onRecorded={setAudio} label="Enregistrer une correction orale" />
          <button type="submit" className="button-primary">
            Envoyer la correction
          </button>
        </form>
      )}
    </li>
  )
}

/**
 * The assessment recordings of the teacher's students: kept only when the student agreed,
 * newest first, each with its part's score and the attempt's final mark.
 */
export function StudentRecordings({ notify }: { notify: Notify }) {
  const [recordings, setRecordings] = useState<StudentRecording[] | null>(null)
  useEffect(() => {
    fetchStudentRecordings()
      .then(result => setRecordings(result.recordings))
      .catch((failure: unknown) => notify(errorMessage(failure)))
  }, [notify])
  if (!recordings) return <Spinner />
  if (recordings.length === 0)
    return <p className="text-ink/80">Aucun enregistrement d’évaluation de vos élèves pour le moment.</p>
  return (
    <ul className="space-y-4" data-testid="student-recordings">
      {recordings.map(recording => (
        <li key={recording.id} className="rounded-xl bg-sand/60 p-4">
          <p className="font-semibold">
            {recording.studentName} — {DISCIPLINE_LABELS[recording.disciplineId] ?? recording.disciplineId}{' '}
            {recording.levelId}
          </p>
          <p className="text-sm">
            {recording.partTitle} : {recording.partScore ?? '—'}/100 (note finale {recording.attemptScore} %), le{' '}
            {formatDoualaDate(recording.createdAt)}
          </p>
          {/* biome-ignore lint/a11y/useMediaCaption: a student playing or singing their assessment; no words to caption */}
          <audio
            controls
            preload="none"
            src={recording.url}
            className="mt-2 w-full"
            aria-label={`Enregistrement de ${recording.studentName} : ${recording.partTitle}`}
          />
        </li>
      ))}
    </ul>
  )
}
