import { type QuizFile, quizFileSchema } from './quiz.schemas.ts'

/**
 * One quiz file checked against the schema; an error names the file and the field
 * (`content/quizzes/piano-debutant.json › questions.2.correct : …`) so an editor knows what to fix.
 */
export function parseQuizFile(file: string, data: unknown): QuizFile {
  const parsed = quizFileSchema.safeParse(data)
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      issue => `${file} › ${issue.path.join('.') || '(fichier)'} : ${issue.message}`,
    )
    throw new Error(problems.join('\n'))
  }
  const expected = `${parsed.data.disciplineId}-${parsed.data.levelId}.json`
  if (!file.endsWith(`/${expected}`))
    throw new Error(`${file} › disciplineId, levelId : le fichier de ce niveau doit s’appeler ${expected}.`)
  return parsed.data
}
