import { sql } from 'drizzle-orm'
import type { SampleData } from '#sample-data/types.ts'
import type { Database } from '#core/db/client.server.ts'
import { rowsOf } from '#core/db/rows.ts'
import { seedAcademy } from '#features/academy/server/academy.seed.ts'
import { seedArtists } from '#features/artists/server/artists.seed.ts'
import { seedBlog } from '#features/blog/server/blog.seed.ts'
import { seedCreations } from '#features/account/server/creations.seed.ts'
import { seedEvents } from '#features/events/server/events.seed.ts'
import { seedLabel } from '#features/label/server/label.seed.ts'
import { seedPortfolio } from '#features/portfolio/server/portfolio.seed.ts'
import { seedTestimonials } from '#features/testimonials/server/testimonials.seed.ts'

/**
 * Fills an empty database with the built-in sample content, in one transaction, on first start only.
 * Returns whether it seeded. The label documents row is the marker: once content exists (or has
 * been edited by the label), it is never overwritten.
 */
export async function seedIfEmpty(db: Database, data: SampleData): Promise<boolean> {
  return db.transaction(async tx => {
    // Serialises concurrent first starts of several instances on one PostgreSQL.
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`)
    const existing = await tx.execute(sql`select 1 from label_documents limit 1`)
    if (rowsOf(existing).length > 0) return false
    const database = tx as unknown as Database
    await seedLabel(database, data)
    await seedArtists(database, data)
    await seedPortfolio(database, data)
    await seedAcademy(database, data)
    await seedEvents(database, data)
    await seedTestimonials(database, data)
    await seedBlog(database, data)
    await seedCreations(database, data)
    return true
  })
}
