/**
 * Time and size of the site's PDFs (src/core/pdf/pdf.server.ts): a certificate (one page, a QR code)
 * and the lesson sheet of piano débutant lesson 1 (two pages, five engraved scores), made in this
 * process from the sample content. The first document also reads and parses the fonts.
 *
 *   npx tsx scripts/bench-pdf.ts [--runs 30]
 */
import { readContent } from '#content/read-content.server.ts'
import { certificatePdf } from '#features/courses/server/certificate-pdf.server.ts'
import { lessonSheetPdf } from '#features/courses/server/lesson-sheet.server.ts'

const runsIndex = process.argv.indexOf('--runs')
const runs = runsIndex > 0 ? Number(process.argv[runsIndex + 1]) : 30
const publicUrl = 'https://www.gombiste-records.cm'

const piano = readContent().disciplines.find(discipline => discipline.id === 'piano')!
const lesson = piano.levels[0]!.syllabus.find(item => item.lesson === 1)!
const documents: [string, () => Promise<Buffer>][] = [
  [
    'certificate',
    () =>
      certificatePdf(
        {
          code: '7KQ2-XF9M-3BTA',
          status: 'valid',
          studentName: 'Élodie Ngo Mbappé',
          disciplineId: 'piano',
          disciplineName: 'Piano',
          levelId: 'debutant',
          levelName: 'Débutant',
          performedParts: 'validated',
          score: 92,
          passingScore: 75,
          issuedAt: '2026-11-28T10:00:00.000Z',
          revokedAt: null,
        },
        publicUrl,
      ),
  ],
  [
    'lesson sheet',
    () =>
      lessonSheetPdf(
        {
          disciplineName: 'Piano',
          levelName: 'Débutant',
          lesson: 1,
          title: lesson.title,
          content: lesson.content,
          blocks: lesson.blocks ?? [],
        },
        publicUrl,
      ),
  ],
]

console.log(`| document | first (cold) ms | median of ${runs} ms | worst ms | bytes |\n|---|---|---|---|---|`)
for (const [name, make] of documents) {
  const started = performance.now()
  const bytes = (await make()).length
  const cold = performance.now() - started
  const times: number[] = []
  for (let run = 0; run < runs; run++) {
    const start = performance.now()
    await make()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)]!
  console.log(`| ${name} | ${cold.toFixed(0)} | ${median.toFixed(1)} | ${times.at(-1)!.toFixed(1)} | ${bytes} |`)
}
