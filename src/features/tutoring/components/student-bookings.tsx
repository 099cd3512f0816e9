import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { paths } from '#core/paths.ts'
import { ApiError } from '#core/http/app-error.ts'
import { errorMessage } from '#core/http/error-message.ts'
import { Spinner } from '#core/ui/spinner.tsx'
import {
  bookSlot,
  cancelBooking,
  type Correction,
  type Entitlement,
  fetchMyCorrections,
  fetchMyReports,
  type ProgressReport,
  fetchMyLessons,
  fetchSlots,
  fetchTeachers,
  fetchWorkshops,
  invitePartner,
  joinWorkshop,
  type MyBooking,
  type MyLessons,
  moveBooking,
  type Slot,
  submitCorrection,
  type Teacher,
  type Workshop,
} from '../teaching.api.ts'
import {
  type CreditKind,
  FIRST_AVAILABLE,
  FREE_CHANGE_HOURS,
  FREE_CHANGE_MS,
  KIND_LABELS,
  PLACE_LABELS,
  SLOT_KINDS,
  DISCIPLINE_IDS,
} from '../teaching.rules.ts'
import { formatMonth } from '#core/format/format.ts'
import { formatDoualaDate, formatDoualaDay, formatDoualaTime, formatLessonTime } from '../teaching.time.ts'
import { AudioRecorder } from './audio-recorder.tsx'
import { tutoringPaths } from '../tutoring.paths.ts'

export const DISCIPLINE_LABELS: Record<string, string> = {
  piano: 'Piano',
  chant: 'Chant',
  mao: 'MAO',
  musicologie: 'Musicologie',
}

const STATUS_LABELS: Record<string, string> = {
  booked: 'Réservé',
  waiting: 'Liste d’attente',
  cancelled: 'Annulé (crédit rendu)',
  late_cancelled: 'Annulé moins de 24 h avant (crédit consommé)',
  excused: 'Annulation excusée (crédit rendu)',
}

/** The student's lessons, credits and corrections, loaded in the browser (the page is private). */
export function useMyLessons() {
  const [data, setData] = useState<MyLessons | null>(null)
  const [error, setError] = useState<string | null>(null)
  const reload = useCallback(() => {
    fetchMyLessons()
      .then(setData)
      .catch((failure: unknown) => setError(errorMessage(failure)))
  }, [])
  useEffect(reload, [reload])
  return { data, error, reload }
}

/** '3 sur 4 restants', '1 sur 4 restant', 'les 4 sont utilisés' (never « 0 sur 4 restant »). */
function creditsLeft(remaining: number, quantity: number): string {
  if (remaining > 0) return `${remaining} sur ${quantity} ${remaining > 1 ? 'restants' : 'restant'}`
  return quantity > 1 ? `les ${quantity} sont utilisés` : 'crédit déjà utilisé'
}

/** Credits left per kind, with their expiry (shown on /profil and /profil/cours). */
export function CreditsList({ entitlements, onInvited }: { entitlements: Entitlement[]; onInvited?: () => void }) {
  if (entitlements.length === 0)
    return (
      <p className="text-ink/80">
        Aucun crédit de cours pour l’instant. Les formules Pack Individuel, Pack Duo et Formation Hybride en donnent
        chaque mois.{' '}
        <Link to="/academie" className="font-semibold text-indigo underline">
          Voir les formules
        </Link>
      </p>
    )
  return (
    <ul className="space-y-3">
      {entitlements.map(item => (
        <li key={item.id} className={`rounded-xl p-3 ${item.expired ? 'bg-sand/50 text-ink/60' : 'bg-sand'}`}>
          <p className="font-semibold">
            {KIND_LABELS[item.kind]} ({item.durationMinutes} min) : {creditsLeft(item.remaining, item.quantity)}
          </p>
          <p className="text-sm">
            {item.expired ? 'Expirés le ' : 'Valables jusqu’au '}
            {formatDoualaDate(item.expiresAt)}
            {item.source === 'admin' ? ' · ajoutés par l’académie' : ''}
          </p>
          {item.partner ? <DuoPartner entitlement={item} onInvited={onInvited} /> : null}
        </li>
      ))}
    </ul>
  )
}

function DuoPartner({ entitlement, onInvited }: { entitlement: Entitlement; onInvited?: () => void }) {
  const id = useId()
  const [message, setMessage] = useState('')
  const partner = entitlement.partner!
  if (!entitlement.isOwner) return <p className="text-sm">Pack Duo partagé avec {entitlement.ownerName}.</p>
  if (partner.accepted) return <p className="text-sm">Second élève : {partner.name ?? partner.email}.</p>
  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '')
    try {
      await invitePartner(entitlement.id, email)
      setMessage(`Invitation envoyée à ${email}.`)
      onInvited?.()
    } catch (failure) {
      setMessage(errorMessage(failure))
    }
  }
  return (
    <form className="mt-2 flex flex-wrap items-end gap-2" onSubmit={invite}>
      <div>
        <label htmlFor={id} className="block text-sm font-semibold">
          {partner.email
            ? `Invitation en attente (${partner.email}). Inviter une autre adresse :`
            : 'Inviter le second élève (e-mail)'}
        </label>
        <input id={id} name="email" type="email" required className="input" autoComplete="email" />
      </div>
      <button type="submit" className="button-secondary">
        Inviter
      </button>
      <p role="status" className="w-full text-sm">
        {message}
      </p>
    </form>
  )
}

/** Groups slots by Douala day for a compact list on a phone. */
function byDay(slots: Slot[]) {
  const days = new Map<string, Slot[]>()
  for (const slot of slots) {
    const day = formatDoualaDay(slot.startsAt)
    days.set(day, [...(days.get(day) ?? []), slot])
  }
  return [...days]
}

/** Discipline, then a teacher or "le premier disponible", then a free slot of the next 4 weeks. */
export function BookingPanel({ lessons, onBooked }: { lessons: MyLessons; onBooked: () => void }) {
  const usable = SLOT_KINDS.filter(kind =>
    lessons.entitlements.some(item => item.kind === kind && item.remaining > 0 && !item.expired),
  )
  // « Réserver » on a teacher's card (/academie) opens this panel on their discipline and on them.
  const [params] = useSearchParams()
  const asked = params.get('discipline')
  const [discipline, setDiscipline] = useState<string>(
    asked && (DISCIPLINE_IDS as readonly string[]).includes(asked) ? asked : 'piano',
  )
  const [teacher, setTeacher] = useState<string>(() => params.get('professeur') ?? FIRST_AVAILABLE)
  const [kind, setKind] = useState<CreditKind>(usable[0] ?? 'individual')
  const [teachers, setTeachers] = useState<Teacher[]>([])
  const [slots, setSlots] = useState<Slot[] | null>(null)
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const ids = { discipline: useId(), teacher: useId(), kind: useId() }

  useEffect(() => {
    fetchTeachers(discipline)
      .then(result => {
        setTeachers(result.teachers)
        // A teacher asked for who does not teach this discipline: the first available instead.
        setTeacher(current =>
          current === FIRST_AVAILABLE || result.teachers.some(item => item.id === current) ? current : FIRST_AVAILABLE,
        )
      })
      .catch(() => setTeachers([]))
  }, [discipline])

  const loadSlots = useCallback(() => {
    setSlots(null)
    fetchSlots({ discipline, teacher, kind })
      .then(result => setSlots(result.slots))
      .catch((failure: unknown) => {
        setSlots([])
        setStatus(errorMessage(failure))
      })
  }, [discipline, teacher, kind])
  useEffect(loadSlots, [loadSlots])

  // A slot within 24 h cannot be cancelled or moved with the credit back: said before it is taken.
  const [lateSlot, setLateSlot] = useState<Slot | null>(null)
  const lateIds = { title: useId(), text: useId() }

  function choose(slot: Slot) {
    if (new Date(slot.startsAt).getTime() - Date.now() < FREE_CHANGE_MS) setLateSlot(slot)
    else void book(slot)
  }

  async function book(slot: Slot) {
    if (busy) return
    setLateSlot(null)
    setBusy(true)
    setStatus('')
    try {
      const booked = await bookSlot({
        discipline,
        teacherId: teacher === FIRST_AVAILABLE ? FIRST_AVAILABLE : slot.teacherId,
        kind,
        startsAt: slot.startsAt,
      })
      setStatus(`Cours réservé : ${formatLessonTime(booked.startsAt)}. Une invitation vous a été envoyée par e-mail.`)
      onBooked()
      loadSlots()
    } catch (failure) {
      setStatus(errorMessage(failure))
      // Someone else took it: show what is still free.
      if (failure instanceof ApiError && failure.status === 409) loadSlots()
    } finally {
      setBusy(false)
    }
  }

  if (usable.length === 0)
    return (
      <p className="text-ink/80">
        Vous n’avez pas de crédit à utiliser pour un cours particulier en ce moment. Les formules Pack Individuel et
        Pack Duo en donnent chaque mois.{' '}
        <Link to={paths.academy()} className="font-semibold text-indigo underline">
          Voir les formules
        </Link>
      </p>
    )

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={ids.discipline} className="block text-sm font-semibold">
            Discipline
          </label>
          <select
            id={ids.discipline}
            className="input w-full"
            value={discipline}
            onChange={event => {
              setDiscipline(event.target.value)
              setTeacher(FIRST_AVAILABLE)
            }}
          >
            {DISCIPLINE_IDS.map(id => (
              <option key={id} value={id}>
                {DISCIPLINE_LABELS[id]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.teacher} className="block text-sm font-semibold">
            Professeur
          </label>
          <select
            id={ids.teacher}
            className="input w-full"
            value={teacher}
            onChange={event => setTeacher(event.target.value)}
          >
            <option value={FIRST_AVAILABLE}>Le premier disponible</option>
            {teachers.map(item => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.kind} className="block text-sm font-semibold">
            Type de cours
          </label>
          <select
            id={ids.kind}
            className="input w-full"
            value={kind}
            onChange={event => setKind(event.target.value as CreditKind)}
          >
            {usable.map(item => (
              <option key={item} value={item}>
                {KIND_LABELS[item]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" aria-live="polite" className="min-h-6 font-semibold text-indigo">
        {status}
      </p>
      {lateSlot ? (
        <div
          role="alertdialog"
          aria-labelledby={lateIds.title}
          aria-describedby={lateIds.text}
          className="rounded-xl border-2 border-indigo p-4"
        >
          <h3 id={lateIds.title} className="font-semibold">
            Cours dans moins de {FREE_CHANGE_HOURS} heures
          </h3>
          <p id={lateIds.text} className="mt-1 text-sm">
            Le {formatLessonTime(lateSlot.startsAt)} : une fois réservé, ce cours ne pourra plus être annulé ni déplacé
            en récupérant votre crédit.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {/* biome-ignore lint/a11y/noAutofocus: the dialog's first action takes the focus, as a dialog should */}
            <button type="button" className="button-primary" autoFocus onClick={() => book(lateSlot)}>
              Réserver quand même
            </button>
            <button type="button" className="button-secondary" onClick={() => setLateSlot(null)}>
              Choisir un autre créneau
            </button>
          </div>
        </div>
      ) : null}
      {slots === null ? (
        <Spinner label="Recherche des créneaux libres…" />
      ) : slots.length === 0 ? (
        <p className="text-ink/80">Aucun créneau libre dans les quatre prochaines semaines pour ce choix.</p>
      ) : (
        <div className="max-h-[28rem] space-y-3 overflow-y-auto">
          <p className="text-sm text-ink/70">Heures de Douala. Créneaux libres des quatre prochaines semaines.</p>
          {byDay(slots).map(([day, daySlots]) => (
            <fieldset key={day} className="rounded-xl border border-ink/10 p-3">
              <legend className="px-1 font-semibold first-letter:uppercase">{day}</legend>
              <div className="flex flex-wrap gap-2">
                {daySlots.map(slot => (
                  <button
                    key={`${slot.teacherId}-${slot.startsAt}`}
                    type="button"
                    className="button-secondary"
                    disabled={busy}
                    aria-label={`Réserver ${formatLessonTime(slot.startsAt)}${teacher === FIRST_AVAILABLE ? '' : ` avec ${slot.teacherName}`}, ${PLACE_LABELS[slot.place]}`}
                    onClick={() => choose(slot)}
                  >
                    {formatDoualaTime(slot.startsAt)}
                    {slot.place === 'online' ? ' · en ligne' : ''}
                  </button>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      )}
    </div>
  )
}

/** One booking: its state, the visio link, notes and homework; cancel or move while still ahead. */
function BookingItem({ booking, onChanged }: { booking: MyBooking; onChanged: (message: string) => void }) {
  const [moving, setMoving] = useState<Slot[] | null>(null)
  const upcoming = booking.status === 'booked' || booking.status === 'waiting'
  const future = new Date(booking.startsAt).getTime() > Date.now()
  async function cancel() {
    const warning = booking.freeChange
      ? 'Annuler ce cours ? Votre crédit vous sera rendu.'
      : 'Moins de 24 h avant le cours, le crédit sera consommé (sauf si votre professeur l’excuse). Annuler quand même ?'
    if (!window.confirm(warning)) return
    try {
      onChanged((await cancelBooking(booking.id)).message)
    } catch (failure) {
      onChanged(errorMessage(failure))
    }
  }
  async function showMove() {
    try {
      const result = await fetchSlots({
        discipline: booking.discipline,
        teacher: booking.teacherId,
        kind: booking.kind,
      })
      setMoving(result.slots.slice(0, 40))
    } catch (failure) {
      onChanged(errorMessage(failure))
    }
  }
  async function move(slot: Slot) {
    try {
      const moved = await moveBooking(booking.id, slot.startsAt)
      setMoving(null)
      onChanged(
        `Cours déplacé au ${formatLessonTime(moved.startsAt)}. Votre agenda sera mis à jour par l’invitation envoyée.`,
      )
    } catch (failure) {
      onChanged(errorMessage(failure))
    }
  }
  return (
    <li className="rounded-xl border border-ink/10 p-3">
      <p className="font-semibold">
        {booking.title ?? KIND_LABELS[booking.kind]} — {DISCIPLINE_LABELS[booking.discipline] ?? booking.discipline}
      </p>
      <p className="text-sm first-letter:uppercase">
        {formatLessonTime(booking.startsAt)} · {booking.teacherName} · {PLACE_LABELS[booking.place]}
      </p>
      <p className="text-sm">
        {booking.lessonStatus === 'cancelled' && booking.status === 'cancelled'
          ? 'Annulé'
          : STATUS_LABELS[booking.status]}
        {booking.attendance ? ` · ${booking.attendance === 'present' ? 'Présent' : 'Absent'}` : ''}
      </p>
      {booking.meetingUrl && upcoming ? (
        <p className="text-sm">
          Lien de la visio :{' '}
          <a
            href={booking.meetingUrl}
            className="font-semibold text-indigo underline"
            rel="noopener noreferrer"
            target="_blank"
          >
            {booking.meetingUrl}
          </a>
        </p>
      ) : null}
      {booking.notes ? (
        <p className="mt-2 text-sm">
          <span className="font-semibold">Notes du professeur :</span> {booking.notes}
        </p>
      ) : null}
      {booking.homework ? (
        <p className="mt-1 text-sm">
          <span className="font-semibold">Devoirs :</span> {booking.homework}
        </p>
      ) : null}
      {upcoming && future ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="button" className="button-secondary" onClick={cancel}>
            Annuler
          </button>
          {booking.freeChange && booking.kind !== 'workshop' && booking.status === 'booked' ? (
            <button type="button" className="button-secondary" onClick={showMove}>
              Déplacer
            </button>
          ) : null}
        </div>
      ) : null}
      {moving ? (
        <div className="mt-2">
          <p className="text-sm font-semibold">Choisissez le nouvel horaire (heure de Douala) :</p>
          <div className="mt-1 flex flex-wrap gap-2">
            {moving.map(slot => (
              <button key={slot.startsAt} type="button" className="button-secondary text-sm" onClick={() => move(slot)}>
                {formatDoualaDay(slot.startsAt)} {formatDoualaTime(slot.startsAt)}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </li>
  )
}

export function BookingsList({ bookings, onChanged }: { bookings: MyBooking[]; onChanged: (message: string) => void }) {
  if (bookings.length === 0) return <p className="text-ink/80">Aucun cours réservé.</p>
  const now = Date.now()
  // A cancelled lesson is not « à venir », whenever it was to be: it goes with the other cancellations.
  const active = (item: MyBooking) => item.status === 'booked' || item.status === 'waiting'
  const upcoming = bookings.filter(item => active(item) && new Date(item.startsAt).getTime() > now).reverse()
  const past = bookings.filter(item => active(item) && new Date(item.startsAt).getTime() <= now)
  const cancelled = bookings.filter(item => !active(item))
  return (
    <div className="space-y-4">
      {upcoming.length > 0 ? (
        <div>
          <h3 className="font-semibold">À venir</h3>
          <ul className="mt-2 space-y-2">
            {upcoming.map(item => (
              <BookingItem key={item.id} booking={item} onChanged={onChanged} />
            ))}
          </ul>
        </div>
      ) : null}
      {past.length > 0 ? (
        <div>
          <h3 className="font-semibold">Passés</h3>
          <ul className="mt-2 space-y-2">
            {past.map(item => (
              <BookingItem key={item.id} booking={item} onChanged={onChanged} />
            ))}
          </ul>
        </div>
      ) : null}
      {cancelled.length > 0 ? (
        <details>
          <summary className="cursor-pointer font-semibold">Annulés ({cancelled.length})</summary>
          <ul className="mt-2 space-y-2">
            {cancelled.map(item => (
              <BookingItem key={item.id} booking={item} onChanged={onChanged} />
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  )
}

export function WorkshopsList({ onJoined }: { onJoined: (message: string) => void }) {
  const [workshops, setWorkshops] = useState<Workshop[] | null>(null)
  const load = useCallback(() => {
    fetchWorkshops()
      .then(result => setWorkshops(result.workshops))
      .catch(() => setWorkshops([]))
  }, [])
  useEffect(load, [load])
  if (workshops === null) return <Spinner />
  if (workshops.length === 0) return <p className="text-ink/80">Aucun atelier programmé pour l’instant.</p>
  return (
    <ul className="space-y-2">
      {workshops.map(workshop => (
        <li key={workshop.id} className="rounded-xl border border-ink/10 p-3">
          <p className="font-semibold">
            {workshop.title} — {DISCIPLINE_LABELS[workshop.discipline] ?? workshop.discipline}
          </p>
          <p className="text-sm first-letter:uppercase">
            {formatLessonTime(workshop.startsAt)} · {workshop.teacherName} · {PLACE_LABELS[workshop.place]}
          </p>
          <p className="text-sm">
            {Math.max(0, workshop.capacity - workshop.booked)} place(s) libre(s) sur {workshop.capacity}
            {workshop.waiting > 0 ? ` · ${workshop.waiting} en liste d’attente` : ''}
          </p>
          <button
            type="button"
            className="button-secondary mt-2"
            onClick={async () => {
              try {
                onJoined((await joinWorkshop(workshop.id)).message)
                load()
              } catch (failure) {
                onJoined(errorMessage(failure))
              }
            }}
          >
            {workshop.booked >= workshop.capacity ? 'Rejoindre la liste d’attente' : 'Réserver une place'}
          </button>
        </li>
      ))}
    </ul>
  )
}

/** Send an exercise (text, a recording made here, or a file); see the teacher's answers. */
export function CorrectionsPanel() {
  const [corrections, setCorrections] = useState<Correction[] | null>(null)
  const [recording, setRecording] = useState<File | null>(null)
  const [status, setStatus] = useState('')
  const [sending, setSending] = useState(false)
  const [discipline, setDiscipline] = useState<string>(DISCIPLINE_IDS[0])
  const [teachers, setTeachers] = useState<Teacher[]>([])
  const ids = { discipline: useId(), teacher: useId(), title: useId(), text: useId(), file: useId() }
  useEffect(() => {
    fetchTeachers(discipline)
      .then(result => setTeachers(result.teachers))
      .catch(() => setTeachers([]))
  }, [discipline])
  const load = useCallback(() => {
    fetchMyCorrections()
      .then(result => setCorrections(result.corrections))
      .catch(() => setCorrections([]))
  }, [])
  useEffect(load, [load])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    if (recording) form.set('file', recording)
    setSending(true)
    try {
      const sent = await submitCorrection(form)
      setStatus(`Exercice envoyé. Réponse attendue avant le ${formatLessonTime(sent.dueAt)}.`)
      formElement.reset()
      setRecording(null)
      load()
    } catch (failure) {
      setStatus(errorMessage(failure))
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="space-y-4">
      <form className="space-y-3" onSubmit={submit}>
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.discipline} className="block text-sm font-semibold">
              Discipline
            </label>
            <select
              id={ids.discipline}
              name="discipline"
              className="input w-full"
              value={discipline}
              onChange={event => setDiscipline(event.currentTarget.value)}
            >
              {DISCIPLINE_IDS.map(id => (
                <option key={id} value={id}>
                  {DISCIPLINE_LABELS[id]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.teacher} className="block text-sm font-semibold">
              Professeur qui corrige
            </label>
            <select id={ids.teacher} name="teacherId" className="input w-full" defaultValue="">
              <option value="">Mon professeur habituel, sinon le plus disponible</option>
              {teachers.map(teacher => (
                <option key={teacher.id} value={teacher.id}>
                  {teacher.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.title} className="block text-sm font-semibold">
              Exercice
            </label>
            <input id={ids.title} name="title" required minLength={3} maxLength={120} className="input w-full" />
          </div>
        </div>
        <div>
          <label htmlFor={ids.text} className="block text-sm font-semibold">
            Votre réponse (texte)
          </label>
          <textarea id={ids.text} name="answerText" rows={3} maxLength={8000} className="input w-full" />
        </div>
        <AudioRecorder onRecorded={setRecording} label="Enregistrer ma réponse au micro" />
        <div>
          <label htmlFor={ids.file} className="block text-sm font-semibold">
            Ou joindre un fichier (PDF, image, audio, MIDI ; 10 Mo au plus)
          </label>
          <input id={ids.file} name="file" type="file" className="block text-sm" disabled={recording !== null} />
        </div>
        <button type="submit" className="button-primary" disabled={sending}>
          Envoyer pour correction
        </button>
        <p role="status" className="min-h-6 text-sm font-semibold text-indigo">
          {status}
        </p>
      </form>
      {corrections && corrections.length > 0 ? (
        <ul className="space-y-2">
          {corrections.map(item => (
            <li key={item.id} className="rounded-xl border border-ink/10 p-3">
              <p className="font-semibold">
                {item.title} — {DISCIPLINE_LABELS[item.discipline] ?? item.discipline}
              </p>
              <p className="text-sm">
                Envoyé le {formatLessonTime(item.submittedAt)} à {item.teacherName}
                {item.answeredAt
                  ? ` · corrigé le ${formatLessonTime(item.answeredAt)}`
                  : ` · réponse attendue avant le ${formatLessonTime(item.dueAt)}`}
              </p>
              {item.replyText ? <p className="mt-1 text-sm">{item.replyText}</p> : null}
              {item.replyAudioUrl ? (
                // biome-ignore lint/a11y/useMediaCaption: the teacher's spoken correction; its written answer sits beside it when there is one
                <audio controls src={item.replyAudioUrl} className="mt-1 w-full" />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** The /profil card: credits with their expiry, the next lessons, the latest notes and homework. */
export function LessonsSummary() {
  const { data, error } = useMyLessons()
  const now = Date.now()
  const next = (data?.bookings ?? [])
    .filter(item => item.status === 'booked' && new Date(item.startsAt).getTime() > now)
    .reverse()
    .slice(0, 3)
  const reported = (data?.bookings ?? []).filter(item => item.notes || item.homework).slice(0, 2)
  return (
    <section className="card p-6" aria-labelledby="lessons-summary-title">
      <h2 id="lessons-summary-title" className="heading-2">
        Mes cours avec un professeur
      </h2>
      {error ? <p role="alert">{error}</p> : null}
      {!data ? (
        error ? null : (
          <Spinner />
        )
      ) : (
        <div className="mt-4 space-y-4">
          <CreditsList entitlements={data.entitlements} />
          {next.length > 0 ? (
            <div>
              <h3 className="font-semibold">Prochains cours</h3>
              <ul className="mt-1 space-y-1 text-sm">
                {next.map(item => (
                  <li key={item.id} className="first-letter:uppercase">
                    {formatLessonTime(item.startsAt)} · {KIND_LABELS[item.kind]} avec {item.teacherName}
                    {item.meetingUrl ? (
                      <>
                        {' · '}
                        <a
                          href={item.meetingUrl}
                          className="font-semibold text-indigo underline"
                          rel="noopener noreferrer"
                          target="_blank"
                        >
                          lien de la visio
                        </a>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {reported.map(item => (
            <div key={item.id} className="rounded-xl bg-sand p-3 text-sm">
              <p className="font-semibold first-letter:uppercase">
                Cours du {formatLessonTime(item.startsAt)}
                {item.attendance ? ` · ${item.attendance === 'present' ? 'présent' : 'absent'}` : ''}
              </p>
              {item.notes ? <p>Notes : {item.notes}</p> : null}
              {item.homework ? <p>Devoirs : {item.homework}</p> : null}
            </div>
          ))}
          <Link to={tutoringPaths.myLessons()} className="button-secondary inline-block">
            Réserver et gérer mes cours
          </Link>
        </div>
      )}
    </section>
  )
}

/** Monthly progress reports ("bilans"), each a PDF. */
export function ReportsList() {
  const [reports, setReports] = useState<ProgressReport[] | null>(null)
  useEffect(() => {
    fetchMyReports()
      .then(result => setReports(result.reports))
      .catch(() => setReports([]))
  }, [])
  if (!reports) return <Spinner />
  if (reports.length === 0)
    return <p className="text-ink/80">Votre premier bilan arrivera au début du mois qui suit vos premiers cours.</p>
  return (
    <ul className="space-y-1">
      {reports.map(report => {
        return (
          <li key={report.id}>
            <a href={`/api/teaching/reports/${report.id}`} className="font-semibold text-indigo underline">
              Bilan de {formatMonth(report.month)} (PDF)
            </a>
          </li>
        )
      })}
    </ul>
  )
}
