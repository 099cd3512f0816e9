import { render, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { lessonBlocksSchema } from '#lib/music/lesson-blocks.schema.ts'
import { type PlanBlock, planMinutes } from '#lib/music/lesson-blocks.ts'
import { planFromText, planToText, toBlockInput } from './admin-lesson-block-drafts.ts'
import { PracticePlan } from './practice-plan.tsx'

const plan: PlanBlock = {
  type: 'plan',
  title: 'Plan de travail de la semaine',
  days: [
    {
      day: 'Jour 1',
      tasks: [
        {
          task: 'Gamme de do, main droite seule',
          minutes: 10,
          tempo: 60,
          success: 'Le passage du pouce ne s’entend pas.',
        },
        { task: 'Relire la leçon', minutes: 15, tempo: null, success: 'Vous nommez les notes sans hésiter.' },
      ],
    },
    { day: 'Jour 2', tasks: [{ task: 'Menuet, mesures 1 à 4', minutes: 95, tempo: 72, success: 'Sans arrêt.' }] },
  ],
}

test('a plan shows each day with its minutes, each task with its tempo and goal, and the week’s total', () => {
  render(<PracticePlan plan={plan} />)
  const section = screen.getByRole('region', { name: 'Plan de travail de la semaine' })
  expect(within(section).getByText('2 h de travail en 2 jours.')).toBeTruthy()
  expect(within(section).getByRole('heading', { level: 3, name: 'Jour 1 · 25 min' })).toBeTruthy()
  expect(within(section).getByRole('heading', { level: 3, name: 'Jour 2 · 1 h 35' })).toBeTruthy()
  expect(section.textContent).toContain('10 min · Gamme de do, main droite seule · noire = 60')
  expect(section.textContent).toContain('Objectif : Le passage du pouce ne s’entend pas.')
  // A task without tempo says none.
  expect(section.textContent).toContain('15 min · Relire la leçon')
  expect(section.textContent).not.toContain('Relire la leçon · noire')
  expect(planMinutes(plan)).toBe(120)
})

test('the editor’s text of a plan reads back to the same plan, and the API accepts it', () => {
  const text = planToText(plan.days)
  expect(text).toContain('- 15 | - | Relire la leçon | Vous nommez les notes sans hésiter.')
  const read = planFromText(text)
  expect(read.problem).toBeNull()
  expect(read.days).toEqual(plan.days)
  const input = toBlockInput({ key: 1, type: 'plan', title: plan.title, text })
  expect(lessonBlocksSchema.parse([input])).toEqual([plan])
})

test('a plan typed wrong names its line, and the API refuses bad values in French', () => {
  expect(planFromText('- 10 | 60 | Gamme | Propre').problem).toMatch(/^Ligne 1 : commencez par le nom du jour/)
  expect(planFromText('Jour 1\n\n- 10 | Gamme | Propre').problem).toMatch(/^Ligne 3 : une tâche s’écrit/)
  const input = toBlockInput({ key: 1, type: 'plan', title: 'Plan', text: 'Jour 1\n- dix | 400 | Gamme | Propre' })
  const messages = lessonBlocksSchema.safeParse([input]).error?.issues.map(issue => issue.message)
  expect(messages).toEqual(['La durée d’une tâche est un nombre de minutes.', 'Le tempo est au plus 240.'])
  const twoPlans = lessonBlocksSchema.safeParse([plan, plan]).error?.issues.map(issue => issue.message)
  expect(twoPlans).toEqual(['Une leçon a un seul plan de travail.'])
  expect(lessonBlocksSchema.safeParse([{ ...plan, days: [{ day: 'Jour 1', tasks: [] }] }]).success).toBe(false)
})
