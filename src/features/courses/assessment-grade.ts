import type { AssessmentPart } from '#lib/music/lesson-blocks.ts'
import { QUIZ_POINTS_TO_PASS } from '#lib/music/lesson-blocks.schema.ts'
import { scorePractice, type PracticeTry } from './practice/scoring.ts'

/**
 * The final mark of a level's assessment: each performed part (set piece, scale, song)
 * scored out of 100 with the lessons' practice scoring, and the quiz, each weighted by its announced
 * share. Pure: the server grades with it, the tests check it.
 */

export type PartGrade = {
  id: string
  title: string
  kind: AssessmentPart['practice']['kind']
  /** Share of the final mark, in %. */
  weight: number
  /** Out of 100; 0 for a part not performed. */
  score: number
  performed: boolean
  detail: unknown
}

export type AssessmentGrade = {
  parts: PartGrade[]
  quiz: { score: number; weight: number }
  /** The combined mark, in % rounded down: what the certificate states. */
  score: number
  passed: boolean
}

/** The quiz's share: what the performed parts leave (all of it for a quiz-only level). */
export function quizWeightOf(parts: readonly AssessmentPart[] | undefined): number {
  return 100 - (parts ?? []).reduce((sum, part) => sum + part.weight, 0)
}

/** Scores each part from what the browser measured (a part not sent scores 0). */
export function gradePerformance(
  parts: readonly AssessmentPart[] | undefined,
  tries: Readonly<Record<string, PracticeTry>>,
): PartGrade[] {
  return (parts ?? []).map(part => {
    const attempt = Object.hasOwn(tries, part.id) ? tries[part.id] : undefined
    // One hand alone on a two-hand part is not the part performed (ADR 024).
    const scored = attempt ? scorePractice(part.practice, attempt) : null
    const result = scored?.counts ? scored : null
    return {
      id: part.id,
      title: part.title,
      kind: part.practice.kind,
      weight: part.weight,
      score: result?.score ?? 0,
      performed: result !== null,
      detail: result?.detail ?? null,
    }
  })
}

/**
 * Combines the parts and the quiz by their weights. `quizScore` is the quiz's exact percentage
 * (points × 100 / total), so a quiz-only level passes exactly as the quiz alone did.
 */
export function combineAssessment(parts: PartGrade[], quizScore: number, passingScore: number): AssessmentGrade {
  const quizWeight = 100 - parts.reduce((sum, part) => sum + part.weight, 0)
  const weighted = parts.reduce((sum, part) => sum + part.score * part.weight, 0) + quizScore * quizWeight
  // Rounded down, with a hair of tolerance for the floating point of the quiz's fraction.
  const score = Math.floor(weighted / 100 + 1e-9)
  // The content's rule, checked again here for levels stored before it: the parts alone never pass.
  const quizPoints = (quizScore * quizWeight) / 100
  const quizCounts = parts.length === 0 || quizPoints + 1e-9 >= Math.min(QUIZ_POINTS_TO_PASS, passingScore)
  return {
    parts,
    quiz: { score: Math.floor(quizScore + 1e-9), weight: quizWeight },
    score,
    passed: score >= passingScore && quizCounts,
  }
}
