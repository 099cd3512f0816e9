import { sql } from 'drizzle-orm'
import type { Content } from '#content/content.ts'
import { tutorKnowledgeBase } from '#features/assistant/tutor/site-entries.ts'
import type { Database } from '#core/db/client.server.ts'
import { rowsOf } from '#core/db/rows.ts'
import { seedAcademy } from '#features/catalog/server/academy.seed.ts'
import { seedArtists } from '#features/artists/server/artists.seed.ts'
import { seedBlog } from '#features/blog/server/blog.seed.ts'
import { seedTutorEntries } from '#features/assistant/server/tutor-entries.repo.ts'
import { seedQuizQuestions } from '#features/courses/server/quiz.repo.ts'
import { seedCreations } from '#features/account/server/creations.seed.ts'
import { seedEvents } from '#features/events/server/events.seed.ts'
import { seedLabel } from '#features/label/server/label.seed.ts'
import { seedPortfolio } from '#features/portfolio/server/portfolio.seed.ts'
import { seedTestimonials } from '#features/testimonials/server/testimonials.seed.ts'
import { seedTeachers } from '#features/tutoring/server/teachers.seed.ts'

/**
 * Fills an empty database with the content/ folder (src/content reads it), in one transaction, on first start only.
 * Returns whether it seeded. The label documents row is the marker: once content exists (or has
 * been edited by the label), it is never overwritten.
 */
export async function seedIfEmpty(db: Database, readSource: () => Content): Promise<boolean> {
  // Reading content/ checks every score (a second or two): done only when something is to be seeded.
  let content: Content | undefined
  const data = () => (content ??= readSource())
  return db.transaction(async tx => {
    // Serialises concurrent first starts of several instances on one PostgreSQL.
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`)
    const database = tx as unknown as Database
    // The tutor's knowledge base came later: a database seeded before it gets it too (while it is empty).
    await seedTutorEntries(database, () => tutorKnowledgeBase(data()))
    const existing = await tx.execute(sql`select 1 from label_documents limit 1`)
    const seeded = rowsOf(existing).length === 0
    if (seeded) await seedContent(database, data())
    // Quizzes too, while their table is empty, once the levels they belong to exist.
    await seedQuizQuestions(database, () => data().quizzes)
    return seeded
  })
}

async function seedContent(database: Database, data: Content) {
  await seedLabel(database, data)
  await seedArtists(database, data)
  await seedPortfolio(database, data)
  await seedAcademy(database, data)
  await seedEvents(database, data)
  await seedTestimonials(database, data)
  await seedBlog(database, data)
  await seedCreations(database, data)
  await seedTeachers(database, data)
}
