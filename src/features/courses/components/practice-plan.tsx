import { dayMinutes, type PlanBlock, planMinutes } from '#lib/music/lesson-blocks.ts'
import { formatMinutes, plural } from './practice-progress.tsx'

/** The week's practice plan of a lesson: each day's tasks with their minutes, tempo and goal. */
export function PracticePlan({ plan }: { plan: PlanBlock }) {
  // A lesson has one plan (lesson-blocks.schema.ts), so its heading's id is unique on the page.
  const id = 'plan-de-travail'
  return (
    <section aria-labelledby={id} className="card p-5" data-testid="practice-plan">
      <h2 id={id} className="font-display text-xl font-bold">
        {plan.title}
      </h2>
      <p className="mt-1 text-sm">
        {formatMinutes(planMinutes(plan))} de travail en {plural(plan.days.length, 'jour')}.
      </p>
      <ol className="mt-4 space-y-4">
        {plan.days.map(day => (
          <li key={day.day}>
            <h3 className="font-semibold">
              {day.day} · {formatMinutes(dayMinutes(day))}
            </h3>
            <ul className="mt-2 space-y-2">
              {day.tasks.map(task => (
                <li key={task.task} className="border-l-2 border-indigo/40 pl-3">
                  <p>
                    <span className="font-semibold">{task.minutes} min</span> · {task.task}
                    {task.tempo ? ` · noire = ${task.tempo}` : ''}
                  </p>
                  <p className="text-sm">Objectif : {task.success}</p>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  )
}
