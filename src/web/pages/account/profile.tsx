import { errorMessage } from '#core/http/error-message.ts'
import { staticMeta, type RouteHandle } from '../../route-meta.ts'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { useAuth, type CurrentUser } from '#core/auth/auth-context.tsx'
import { checkSession, signOut, userUpdated } from '#core/auth/auth-store.ts'
import { ApiError } from '#core/http/app-error.ts'
import { formatDate } from '#core/format/format.ts'
import { Spinner } from '#core/ui/spinner.tsx'
import { fetchFormulas } from '#features/academy/academy.api.ts'
import {
  ACCOUNT_EXPORT_PATH,
  changePassword,
  deleteAccount,
  deleteCreation,
  setCreationPublished,
  fetchProfile,
  ROLE_LABELS,
  updatePreferences,
  updateProfile,
  type Creation,
  type Preferences,
  type Profile,
} from '#features/account/account.api.ts'
import { OrdersSection } from '#features/commerce/components/orders-section.tsx'
import { ProgressBar } from '#features/learning/components/progress-bar.tsx'
import { useLearning } from '#features/learning/components/use-learning.ts'
import { fetchMyCertificates, fetchOverview } from '#features/learning/learning.api.ts'
import { PlayButton } from '#core/player/play-button.tsx'
import type { PlayerTrack } from '#core/player/player-store.ts'
import { RequireAuth } from '#core/auth/require-auth.tsx'
import { paths } from '#core/paths.ts'
import {
  checkName,
  checkNewPassword,
  fieldValue,
  FormAlert,
  LINK_CLASS,
  PASSWORD_HINT,
  StatusMessage,
  SubmitButton,
  TextField,
  useFormSubmit,
} from '#core/ui/public-form.tsx'

export const handle: RouteHandle = {
  meta: staticMeta('Mon profil', 'Votre espace personnel.', { noIndex: true }),
}

const PREFERENCES: { key: keyof Preferences; label: string }[] = [
  { key: 'newBlog', label: 'Nouveaux articles du blog' },
  { key: 'newEvents', label: 'Nouveaux événements' },
  { key: 'recommendations', label: 'Recommandations' },
]

/** Spec §8: when the profile cannot be fetched, a minimal one with role Élève. */
function minimalProfile(user: CurrentUser): Profile {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: 'Élève',
    courses: [],
    creations: [],
    preferences: { newBlog: true, newEvents: true, recommendations: true },
    createdAt: '',
  }
}

type Formula = Awaited<ReturnType<typeof fetchFormulas>>[number]

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card p-6">
      <h2 className="heading-2">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

function IdentitySection({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const form = useFormSubmit()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const name = fieldValue(new FormData(event.currentTarget), 'name').trim()
    void form.submit(
      async () => {
        const updated = await updateProfile(name)
        onSaved(updated)
        userUpdated({ name: updated.name })
        return 'Nom enregistré.'
      },
      { fields: { name: checkName(name) } },
    )
  }

  return (
    <Section title="Mon identité">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Adresse e-mail</dt>
        <dd className="break-all">{profile.email}</dd>
        <dt className="font-semibold">Profil</dt>
        <dd>{ROLE_LABELS[profile.role] ?? profile.role}</dd>
        {profile.createdAt ? (
          <>
            <dt className="font-semibold">Membre depuis le</dt>
            <dd>{formatDate(profile.createdAt)}</dd>
          </>
        ) : null}
      </dl>
      <div ref={form.rootRef}>
        <form noValidate onSubmit={handleSubmit} className="mt-6 space-y-4">
          <TextField
            id="profile-name"
            name="name"
            label="Nom"
            autoComplete="name"
            defaultValue={profile.name}
            error={form.fields.name}
          />
          <FormAlert message={form.message} />
          {form.status ? <StatusMessage>{form.status}</StatusMessage> : null}
          <SubmitButton pending={form.pending} className="">
            Enregistrer le nom
          </SubmitButton>
        </form>
      </div>
    </Section>
  )
}

function CreationsSection({ initial }: { initial: Creation[] }) {
  const [creations, setCreations] = useState(initial)
  const [confirming, setConfirming] = useState<string | null>(null)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const { user } = useAuth()
  const queue: PlayerTrack[] = creations.map(creation => ({
    id: creation.id,
    title: creation.prompt,
    artist: user?.name ?? 'Mes créations',
    src: creation.url,
  }))

  async function remove(creation: Creation) {
    setConfirming(null)
    try {
      await deleteCreation(creation.id)
      setCreations(current => current.filter(item => item.id !== creation.id))
      setMessage({ ok: true, text: 'Création supprimée.' })
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error) })
    }
  }

  async function togglePublished(creation: Creation) {
    try {
      const { published } = await setCreationPublished(creation.id, !creation.published)
      setCreations(current => current.map(item => (item.id === creation.id ? { ...item, published } : item)))
      setMessage({
        ok: true,
        text: published ? 'Création publiée dans la galerie du tuteur IA.' : 'Création retirée de la galerie.',
      })
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error) })
    }
  }

  return (
    <Section title="Mes créations">
      {creations.length === 0 ? (
        <>
          <p>Vos morceaux composés avec le tuteur apparaîtront ici.</p>
          <Link to={paths.tutor()} className="button-secondary mt-4">
            Composer avec le tuteur IA
          </Link>
        </>
      ) : (
        <ul className="space-y-4">
          {creations.map((creation, index) => (
            <li key={creation.id} className="rounded-xl bg-sand p-3">
              <p className="font-medium">« {creation.prompt} »</p>
              <p className="text-sm text-ink/70">
                <time dateTime={creation.date}>{formatDate(creation.date)}</time>
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-3">
                <PlayButton queue={queue} index={index} label={`« ${creation.prompt} »`} />
                <a href={creation.url} download className="text-sm font-semibold text-indigo underline">
                  Télécharger (MP3)
                </a>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={creation.published}
                    onChange={() => void togglePublished(creation)}
                    className="size-4 accent-indigo"
                  />
                  Publier dans la galerie
                </label>
              </div>
              {confirming === creation.id ? (
                <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                  <span>Supprimer définitivement cette création ?</span>
                  <button type="button" className="button-primary px-3 py-1" onClick={() => void remove(creation)}>
                    Oui, supprimer
                  </button>
                  <button type="button" className="button-secondary px-3 py-1" onClick={() => setConfirming(null)}>
                    Annuler
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  className="mt-2 text-sm font-semibold text-terracotta underline"
                  onClick={() => setConfirming(creation.id)}
                  aria-label={`Supprimer la création « ${creation.prompt} »`}
                >
                  Supprimer
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className={`mt-3 min-h-6 text-sm ${message?.ok === false ? 'text-terracotta' : ''}`}>
        {message?.text}
      </p>
    </Section>
  )
}

function CoursesSection({ courses, formulas }: { courses: string[]; formulas: Formula[] | null }) {
  if (courses.length === 0) {
    return (
      <Section title="Mes cours">
        <p>Vous n’êtes inscrit à aucune formule pour le moment.</p>
        <Link to={paths.academy()} className="button-secondary mt-4">
          Découvrir l’académie
        </Link>
      </Section>
    )
  }
  return (
    <Section title="Mes cours">
      <ul className="list-disc space-y-1 pl-6">
        {courses.map(id => (
          <li key={id}>{formulas?.find(formula => formula.id === id)?.name ?? id}</li>
        ))}
      </ul>
      <Link to={paths.academy()} className={`mt-4 inline-block text-sm ${LINK_CLASS}`}>
        Voir toutes les formules de l’académie
      </Link>
    </Section>
  )
}

/**
 * Progress per discipline and per open level (issue #10), computed on the server from the lessons
 * done; 'Reprendre' opens the first lesson not done of the level worked on last; the certificates.
 */
function LearningSection({ userId }: { userId: string }) {
  const [loaded] = useLearning(userId, () => Promise.all([fetchOverview(), fetchMyCertificates()]))
  return (
    <Section title="Ma progression">
      {loaded.state === 'loading' ? <Spinner label="Chargement de votre progression..." /> : null}
      {loaded.state === 'error' || loaded.state === 'locked' ? (
        <p role="alert" className="font-semibold text-terracotta">
          {loaded.message}
        </p>
      ) : null}
      {loaded.state === 'ready'
        ? (() => {
            const [overview, certificates] = loaded.data
            const disciplines = overview.disciplines.filter(discipline => discipline.levels.some(level => level.isOpen))
            return (
              <div className="space-y-5" data-testid="learning-progress">
                {overview.resume ? (
                  <Link
                    to={paths.lesson(overview.resume.disciplineId, overview.resume.levelId, overview.resume.lesson)}
                    className="button-primary"
                  >
                    Reprendre : {overview.resume.disciplineName} — {overview.resume.levelName}, leçon{' '}
                    {overview.resume.lesson}
                  </Link>
                ) : null}
                {disciplines.length === 0 ? (
                  <p>
                    {overview.lapsed.length > 0
                      ? 'Votre formule mensuelle est arrivée à échéance : renouvelez-la pour retrouver vos cours en ligne. Votre progression est conservée.'
                      : 'Aucun cours en ligne ne vous est encore ouvert : les formules de l’académie ouvrent les niveaux de chaque discipline.'}{' '}
                    <Link to={`${paths.academy()}#academy-formulas`} className={LINK_CLASS}>
                      Voir les formules
                    </Link>
                  </p>
                ) : null}
                {disciplines.map(discipline => (
                  <div key={discipline.id}>
                    <ProgressBar
                      percent={discipline.percent}
                      label={discipline.name}
                      detail={`${discipline.lessonsDone} leçon${discipline.lessonsDone > 1 ? 's' : ''} sur ${discipline.lessonsTotal}`}
                    />
                    <ul className="mt-2 space-y-1 pl-4 text-sm">
                      {discipline.levels
                        .filter(level => level.isOpen)
                        .map(level => (
                          <li key={level.id}>
                            <Link to={paths.course(discipline.id, level.id)} className={LINK_CLASS}>
                              {level.levelName}
                            </Link>{' '}
                            : {level.percent} % ({level.lessonsDone}/{level.lessonsTotal} leçons)
                            {level.passed ? ' — réussi' : ''}
                          </li>
                        ))}
                    </ul>
                  </div>
                ))}
                {certificates.length > 0 ? (
                  <div>
                    <h3 className="font-semibold">Mes certificats</h3>
                    <ul className="mt-1 space-y-1 text-sm">
                      {certificates.map(certificate => (
                        <li key={certificate.code}>
                          <Link to={paths.certificate(certificate.code)} className={LINK_CLASS}>
                            {certificate.disciplineName} — {certificate.levelName}
                          </Link>{' '}
                          : {certificate.score} %, le {formatDate(certificate.issuedAt)}
                          {certificate.status === 'revoked' ? ' (révoqué)' : ''}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </div>
            )
          })()
        : null}
    </Section>
  )
}

/**
 * Each box is saved as soon as it changes. The box flips at once; a failure puts it back and says why.
 * The status region stays in the page so screen readers announce each new message.
 */
function NotificationsSection({ initial }: { initial: Preferences }) {
  const [preferences, setPreferences] = useState(initial)
  const saved = useRef(initial)
  const latest = useRef(0)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)

  async function toggle(key: keyof Preferences, value: boolean) {
    const next = { ...preferences, [key]: value }
    const request = ++latest.current
    setPreferences(next)
    setMessage(null)
    try {
      const answer = await updatePreferences(next)
      saved.current = answer
      if (request === latest.current) {
        setPreferences(answer)
        setMessage({ ok: true, text: 'Préférences enregistrées.' })
      }
    } catch (error) {
      if (request === latest.current) {
        setPreferences(saved.current)
        setMessage({ ok: false, text: errorMessage(error) })
      }
    }
  }

  return (
    <Section title="Notifications">
      <fieldset>
        <legend className="text-ink/80">Recevoir une notification pour :</legend>
        <div className="mt-3 space-y-3">
          {PREFERENCES.map(({ key, label }) => (
            <div key={key} className="flex items-center gap-3">
              <input
                id={`preference-${key}`}
                type="checkbox"
                checked={preferences[key]}
                onChange={event => void toggle(key, event.currentTarget.checked)}
                className="size-5 accent-indigo"
              />
              <label htmlFor={`preference-${key}`}>{label}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <div role="status" className="mt-4 min-h-6 text-sm">
        {message?.ok ? <p className="font-semibold text-forest">{message.text}</p> : null}
      </div>
      <div role="alert" className="text-sm">
        {message && !message.ok ? <p className="font-semibold text-terracotta">{message.text}</p> : null}
      </div>
    </Section>
  )
}

function PasswordSection() {
  const form = useFormSubmit()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const element = event.currentTarget
    const data = new FormData(element)
    const currentPassword = fieldValue(data, 'currentPassword')
    const newPassword = fieldValue(data, 'newPassword')
    void form.submit(
      async () => {
        await changePassword(currentPassword, newPassword)
        element.reset()
        // The server renewed this session: pick it up.
        void checkSession()
        return 'Mot de passe modifié. Vos autres sessions ont été fermées.'
      },
      {
        fields: {
          currentPassword: currentPassword ? undefined : 'Veuillez saisir votre mot de passe actuel.',
          newPassword: checkNewPassword(newPassword),
        },
      },
    )
  }

  return (
    <Section title="Mot de passe">
      <div ref={form.rootRef}>
        <form noValidate onSubmit={handleSubmit} className="space-y-4">
          <TextField
            id="password-current"
            name="currentPassword"
            type="password"
            label="Mot de passe actuel"
            autoComplete="current-password"
            error={form.fields.currentPassword}
          />
          <TextField
            id="password-new"
            name="newPassword"
            type="password"
            label="Nouveau mot de passe"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            error={form.fields.newPassword}
          />
          <FormAlert message={form.message} />
          {form.status ? <StatusMessage>{form.status}</StatusMessage> : null}
          <SubmitButton pending={form.pending} className="">
            Changer mon mot de passe
          </SubmitButton>
        </form>
      </div>
    </Section>
  )
}

async function downloadDemoExport() {
  const response = await fetch(ACCOUNT_EXPORT_PATH)
  const link = document.createElement('a')
  link.href = URL.createObjectURL(await response.blob())
  link.download = 'mes-donnees-gombiste.json'
  link.click()
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
}

function DataSection() {
  return (
    <Section title="Mes données">
      <p>
        Téléchargez tout ce que nous conservons à votre sujet (profil, préférences, connexions) dans un fichier JSON.
      </p>
      {__DEMO__ ? (
        // The static demo has no server to download from: the file is made in the browser.
        <button type="button" onClick={() => void downloadDemoExport()} className="button-secondary mt-4">
          Télécharger mes données
        </button>
      ) : (
        <a href={ACCOUNT_EXPORT_PATH} download className="button-secondary mt-4">
          Télécharger mes données
        </a>
      )}
    </Section>
  )
}

/** Deleting is a second step: it explains that it is permanent and asks for the password. */
function DeleteSection() {
  const [isConfirming, setConfirming] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const form = useFormSubmit()
  const navigate = useNavigate()

  useEffect(() => {
    if (isConfirming) form.rootRef.current?.querySelector<HTMLInputElement>('input[name="password"]')?.focus()
  }, [isConfirming, form.rootRef])

  function cancel() {
    setConfirming(false)
    form.reset()
    requestAnimationFrame(() => opener.current?.focus())
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const password = fieldValue(new FormData(event.currentTarget), 'password')
    void form.submit(
      async () => {
        await deleteAccount(password)
        // Home first: this protected page would otherwise send the visitor to /connexion.
        await navigate(paths.home(), { replace: true })
        await signOut(true)
      },
      { fields: { password: password ? undefined : 'Veuillez confirmer avec votre mot de passe.' } },
    )
  }

  return (
    <Section title="Supprimer mon compte">
      <p>
        La suppression est définitive : votre compte, votre profil, vos cours et vos préférences sont effacés et ne
        peuvent pas être récupérés.
      </p>
      {isConfirming ? (
        <div ref={form.rootRef}>
          <form
            noValidate
            onSubmit={handleSubmit}
            className="mt-4 space-y-4 rounded-lg border border-terracotta/40 p-4"
          >
            <p className="font-semibold">
              Confirmez avec votre mot de passe pour supprimer définitivement votre compte.
            </p>
            <TextField
              id="delete-password"
              name="password"
              type="password"
              label="Mot de passe"
              autoComplete="current-password"
              error={form.fields.password}
            />
            <FormAlert message={form.message} />
            <div className="flex flex-wrap gap-3">
              <button
                type="submit"
                aria-disabled={form.pending}
                className="inline-flex items-center justify-center rounded-full bg-terracotta px-5 py-2.5 font-semibold text-white hover:bg-ink aria-disabled:opacity-70"
              >
                Supprimer définitivement mon compte
              </button>
              <button type="button" onClick={cancel} className="button-secondary">
                Annuler
              </button>
            </div>
          </form>
        </div>
      ) : (
        <button
          ref={opener}
          type="button"
          onClick={() => setConfirming(true)}
          className="mt-4 inline-flex items-center justify-center rounded-full border-2 border-terracotta px-5 py-2 font-semibold text-terracotta hover:bg-terracotta hover:text-white"
        >
          Supprimer mon compte
        </button>
      )}
    </Section>
  )
}

function ProfileContent({ user }: { user: CurrentUser }) {
  const [profile, setProfile] = useState<Profile | null>(null)
  const [formulas, setFormulas] = useState<Formula[] | null>(null)

  useEffect(() => {
    let active = true
    fetchProfile().then(
      answer => active && setProfile(answer),
      (error: unknown) => {
        // The session ended meanwhile: the guard sends the visitor to /connexion.
        if (error instanceof ApiError && error.status === 401) void checkSession()
        if (active) setProfile(minimalProfile(user))
      },
    )
    fetchFormulas().then(
      answer => active && setFormulas(answer),
      () => active && setFormulas([]),
    )
    return () => {
      active = false
    }
    // Loaded once per user: a rename needs no new fetch.
  }, [user.id])

  return (
    <section className="container-page py-12">
      <h1 className="heading-1">Mon profil</h1>
      <p className="mt-2 text-ink/80">Bonjour {user.name}, retrouvez ici vos cours, vos créations et vos réglages.</p>
      {profile ? (
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
          <IdentitySection profile={profile} onSaved={setProfile} />
          <CoursesSection courses={profile.courses} formulas={formulas} />
          <LearningSection userId={user.id} />
          <OrdersSection />
          <CreationsSection initial={profile.creations} />
          <NotificationsSection initial={profile.preferences} />
          <PasswordSection />
          <DataSection />
          <DeleteSection />
        </div>
      ) : (
        <Spinner />
      )}
    </section>
  )
}

function CurrentProfile() {
  const { user } = useAuth()
  return user ? <ProfileContent user={user} /> : null
}

export default function ProfilePage() {
  return (
    <RequireAuth>
      <CurrentProfile />
    </RequireAuth>
  )
}
