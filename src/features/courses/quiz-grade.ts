import type { QuizQuestion } from './quiz.schemas.ts'

type Graded = Pick<QuizQuestion, 'id' | 'correct' | 'points'>

/** One point per question unless the question says otherwise. */
export const pointsOf = (question: Pick<QuizQuestion, 'points'>) => question.points ?? 1

export type QuizAnswers = Record<string, number[]>

export type Grade = {
  points: number
  totalPoints: number
  /** Percentage rounded down, so the shown figure never passes when the exact score does not. */
  score: number
  passed: boolean
  results: { id: string; isCorrect: boolean }[]
}

/**
 * All or nothing per question: the checked choices must be exactly the right ones. Passing compares
 * points × 100 with the threshold × total in integers (no floating-point rounding at the boundary).
 */
export function gradeQuiz(questions: Graded[], answers: QuizAnswers, passingScore: number): Grade {
  let points = 0
  let totalPoints = 0
  const results = questions.map(question => {
    const given = new Set(Object.hasOwn(answers, question.id) ? answers[question.id] : [])
    const isCorrect = given.size === question.correct.length && question.correct.every(choice => given.has(choice))
    totalPoints += pointsOf(question)
    if (isCorrect) points += pointsOf(question)
    return { id: question.id, isCorrect }
  })
  return {
    points,
    totalPoints,
    score: totalPoints === 0 ? 0 : Math.floor((points * 100) / totalPoints),
    passed: totalPoints > 0 && points * 100 >= passingScore * totalPoints,
    results,
  }
}
