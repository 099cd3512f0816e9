import { readdirSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { siteContent } from '#tests/setup/content.ts'
import { parseQuizFile } from './quiz.content.ts'

const FILE = 'content/quizzes/piano-debutant.json'
const pianoBeginner = () =>
  structuredClone(siteContent.quizzes.find(file => file.disciplineId === 'piano' && file.levelId === 'debutant')!)

describe('quiz content files', () => {
  test('every file of content/quizzes is read and valid', () => {
    const files = readdirSync(new URL('../../../content/quizzes/', import.meta.url))
    const levels = siteContent.quizzes.map(file => `${file.disciplineId}-${file.levelId}.json`)
    expect(levels.sort()).toEqual(files.sort())
  })

  test('an invalid file is refused with its name and the field at fault', () => {
    const data = pianoBeginner()
    data.questions[2]!.correct = [7]
    expect(() => parseQuizFile(FILE, data)).toThrow(
      `${FILE} › questions.2.correct : Une bonne réponse ne figure pas parmi les réponses.`,
    )
    const unnamed = pianoBeginner() as Record<string, unknown> & { questions: { prompt?: string }[] }
    delete unnamed.questions[0]!.prompt
    expect(() => parseQuizFile(FILE, unnamed)).toThrow(`${FILE} › questions.0.prompt : La question est vide.`)
  })

  test('two questions of a level cannot share an id, and a file is named after its level', () => {
    const data = pianoBeginner()
    data.questions[1]!.id = data.questions[0]!.id
    expect(() => parseQuizFile(FILE, data)).toThrow(`${FILE} › questions.1.id : « pd-01 » figure deux fois.`)
    expect(() => parseQuizFile('content/quizzes/piano-avance.json', pianoBeginner())).toThrow(
      'content/quizzes/piano-avance.json › disciplineId, levelId : le fichier de ce niveau doit s’appeler piano-debutant.json.',
    )
  })
})
