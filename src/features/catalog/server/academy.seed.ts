import type { Discipline, Formula } from '#features/catalog/catalog.content.ts'
import type { Database } from '#core/db/client.server.ts'
import { disciplines, formulas, levels } from './academy.table.ts'

export async function seedAcademy(db: Database, data: { disciplines: Discipline[]; formulas: Formula[] }) {
  await db
    .insert(disciplines)
    .values(data.disciplines.map(({ levels: _levels, ...discipline }, index) => ({ ...discipline, position: index })))
  await db.insert(levels).values(
    data.disciplines.flatMap(discipline =>
      discipline.levels.map(({ id, levelName, durationWeeks, hoursPerWeek, ...content }, index) => ({
        disciplineId: discipline.id,
        id,
        levelName,
        durationWeeks,
        hoursPerWeek,
        content,
        position: index,
      })),
    ),
  )
  await db.insert(formulas).values(
    data.formulas.map(({ price, ...formula }, index) => ({
      ...formula,
      priceEur: price?.eur ?? null,
      priceXaf: price?.xaf ?? null,
      position: index,
    })),
  )
}
