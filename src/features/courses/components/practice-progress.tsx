import { Link } from 'react-router'
import {
  fetchLevelPracticeProgress,
  fetchMyPracticeProgress,
  type LevelPracticeProgress,
  practiceSessionPath,
} from '../drills.api.ts'
import { ProgressBar } from './progress-bar.tsx'
import { useLearning } from './use-learning.ts'

type Progress = LevelPracticeProgress
type Accuracy = Progress['keys'][number]

export const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`

/** '1 h 30', '45 min'. */
export function formatMinutes(minutes: number) {
  if (minutes < 60) return `${minutes} min`
  const rest = minutes % 60
  return `${Math.floor(minutes / 60)} h${rest ? ` ${String(rest).padStart(2, '0')}` : ''}`
}

/** The last weeks' minutes as small bars (the numbers are in the title and the table's text). */
function WeekBars({ weeks }: { weeks: Progress['weeks'] }) {
  const top = Math.max(30, ...weeks.map(week => week.minutes))
  return (
    <svg viewBox={`0 0 ${weeks.length * 12} 32`} className="h-8 w-28" aria-hidden="true">
      {weeks.map((week, index) => {
        const height = Math.max(1, Math.round((week.minutes / top) * 30))
        return (
          <rect
            key={week.start}
            x={index * 12 + 1}
            y={32 - height}
            width="9"
            height={height}
            rx="1.5"
            className={index === weeks.length - 1 ? 'fill-forest' : 'fill-indigo/40'}
          />
        )
      })}
    </svg>
  )
}

/** Accuracy week by week as a line (weeks without practice are skipped). */
function Trend({ weekly }: { weekly: (number | null)[] }) {
  const points = weekly.flatMap((value, index) => (value === null ? [] : [`${index * 8 + 2},${22 - value / 5}`]))
  if (points.length < 2) return null
  return (
    <svg viewBox={`0 0 ${weekly.length * 8} 24`} className="h-5 w-16" aria-hidden="true">
      <polyline points={points.join(' ')} className="fill-none stroke-indigo" strokeWidth="1.5" />
    </svg>
  )
}

function AccuracyList({ title, rows }: { title: string; rows: Accuracy[] }) {
  if (rows.length === 0) return null
  return (
    <div>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="mt-1 space-y-1 text-sm">
        {rows.map(row => (
          <li key={row.skill} className="flex items-center gap-2">
            <span className="min-w-24">{row.label}</span>
            <strong className={row.accuracy < 70 ? 'text-terracotta' : 'text-forest'}>{row.accuracy} %</strong>
            <span className="text-ink/75">({row.total})</span>
            <Trend weekly={row.weekly} />
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * A student's practice on a level: the streak, this week's minutes against the level's weekly hours,
 * the last weeks, and accuracy per key, hand and note (the weakest first). `compact`: the first two only.
 */
export function PracticeProgressView({
  progress,
  disciplineId,
  levelId,
  compact = false,
  showSessionLink = true,
}: {
  progress: Progress
  disciplineId: string
  levelId: string
  compact?: boolean
  showSessionLink?: boolean
}) {
  const { week } = progress
  const percent = week.targetMinutes === 0 ? 0 : (week.minutes * 100) / week.targetMinutes
  return (
    <div className="space-y-4" data-testid="practice-progress">
      <p className="text-sm">
        {progress.streakDays > 0 ? (
          <>
            <strong>{plural(progress.streakDays, 'jour')}</strong> d’entraînement d’affilée
            {progress.practisedToday ? ', aujourd’hui compris.' : ' : entraînez-vous aujourd’hui pour continuer.'}
          </>
        ) : (
          'Pas encore d’entraînement en cours : une séance de 10 minutes suffit pour commencer.'
        )}
      </p>
      <ProgressBar
        percent={percent}
        label="Cette semaine"
        detail={`${formatMinutes(week.minutes)} sur ${formatMinutes(week.targetMinutes)} prévues`}
      />
      {compact ? null : (
        <>
          <div className="flex items-end gap-3 text-sm">
            <WeekBars weeks={progress.weeks} />
            <p className="text-ink/75">
              Les {progress.weeks.length} dernières semaines :{' '}
              {progress.weeks.map(entry => formatMinutes(entry.minutes)).join(', ')}.
            </p>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <AccuracyList title="Par tonalité" rows={progress.keys} />
            <AccuracyList title="Par main" rows={progress.hands} />
            <AccuracyList title="Notes à revoir" rows={progress.notes} />
          </div>
        </>
      )}
      {showSessionLink ? (
        <Link to={practiceSessionPath(disciplineId, levelId)} className="button-primary">
          Ma séance du jour
        </Link>
      ) : null}
    </div>
  )
}

/** The practice section of a level's students (level and lesson pages): loaded once the student is known. */
export function LevelPracticeSection({
  disciplineId,
  levelId,
  compact = false,
}: {
  disciplineId: string
  levelId: string
  compact?: boolean
}) {
  const [loaded] = useLearning(`${disciplineId}/${levelId}`, () => fetchLevelPracticeProgress(disciplineId, levelId))
  if (loaded.state !== 'ready') return null
  return (
    <section aria-labelledby="practice-title" className={compact ? 'card h-fit p-5' : 'card p-6'}>
      <h2 id="practice-title" className={compact ? 'font-display text-lg font-bold' : 'heading-2'}>
        Mon entraînement
      </h2>
      <div className="mt-3">
        <PracticeProgressView progress={loaded.data} disciplineId={disciplineId} levelId={levelId} compact={compact} />
      </div>
    </section>
  )
}

/** /profil: the streak, and for each open level this week's minutes against its hours and what to revise. */
export function MyPracticeSummary() {
  const [loaded] = useLearning('my-practice', fetchMyPracticeProgress)
  if (loaded.state !== 'ready' || loaded.data.levels.length === 0) return null
  const { data } = loaded
  return (
    <div className="space-y-3" data-testid="my-practice">
      <h3 className="font-semibold">Mon entraînement</h3>
      <p className="text-sm">
        {data.streakDays > 0
          ? `${plural(data.streakDays, 'jour')} d’entraînement d’affilée${data.practisedToday ? ', aujourd’hui compris' : ''}.`
          : 'Aucun entraînement ces derniers jours.'}
      </p>
      <ul className="space-y-3 text-sm">
        {data.levels.map(level => {
          const weakest = [...level.keys, ...level.notes].filter(row => row.accuracy < 70).slice(0, 3)
          return (
            <li key={`${level.disciplineId}/${level.levelId}`}>
              <ProgressBar
                percent={level.week.targetMinutes === 0 ? 0 : (level.week.minutes * 100) / level.week.targetMinutes}
                label={`${level.disciplineName} — ${level.levelName}, cette semaine`}
                detail={`${formatMinutes(level.week.minutes)} sur ${formatMinutes(level.week.targetMinutes)}`}
              />
              {weakest.length > 0 ? (
                <p className="mt-1">À revoir : {weakest.map(row => `${row.label} (${row.accuracy} %)`).join(', ')}.</p>
              ) : null}
              <Link
                to={practiceSessionPath(level.disciplineId, level.levelId)}
                className="font-semibold text-indigo underline"
              >
                Ma séance du jour
              </Link>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
