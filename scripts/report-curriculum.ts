/**
 * `npm run report:curriculum`: what each level gives a student to do (issue 32), lesson by lesson:
 * graded exercises, seconds of distinct graded material at tempo, the plan's minutes; then the level's
 * complete pieces and two-hand scores. The content test (src/content/curriculum.test.ts) holds the thresholds.
 */
import { measureLevel } from '#content/curriculum-measures.ts'
import { readContent } from '#content/read-content.server.ts'

const { disciplines } = readContent()
for (const discipline of disciplines)
  for (const level of discipline.levels) {
    const measure = measureLevel(level)
    const seconds = measure.lessons.reduce((sum, lesson) => sum + lesson.gradedSeconds, 0)
    const short = measure.lessons.filter(
      lesson => lesson.exercises < 3 || lesson.gradedSeconds < 180 || lesson.planMinutes !== level.hoursPerWeek * 60,
    )
    console.log(
      `${discipline.id}/${level.id}: ${measure.lessons.length} leçons, ${Math.round(seconds / 60)} min de matériel noté, ` +
        `${measure.pieces} morceaux de 16 mesures ou plus, ${measure.twoHandScores}/${measure.scores} partitions à deux mains; ` +
        `leçons en dessous des seuils : ${short.map(lesson => `${lesson.lesson} (${lesson.exercises} ex., ${lesson.gradedSeconds} s, plan ${lesson.planMinutes ?? '—'})`).join(', ') || 'aucune'}`,
    )
  }
