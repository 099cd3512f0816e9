/**
 * The drill generator on the server: how long one item takes to generate (and, for the items played,
 * sung or tapped, to parse back, as grading does), per level and kind, over many seeds. Prints a table
 * and one JSON line (`DRILLS_JSON …`). Target: ≤ 5 ms per item.
 */
import { parseAbc } from '#lib/music/abc.ts'
import { generateDrillItem } from '#features/courses/drills/drill-generator.ts'
import { DRILL_PROFILES } from '#features/courses/drills/drill-profiles.ts'

const ITEMS = 2000
const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!

const rows = Object.entries(DRILL_PROFILES).map(([level, profile]) => {
  // Warm-up: the first calls compile the code.
  for (let seed = 0; seed < 200; seed++) generateDrillItem(profile, profile.kinds[seed % profile.kinds.length]!, seed)
  const times: number[] = []
  const cpuBefore = process.cpuUsage()
  for (let index = 0; index < ITEMS; index++) {
    const kind = profile.kinds[index % profile.kinds.length]!
    const started = performance.now()
    const item = generateDrillItem(profile, kind, (index + 1) * 2_654_435_761)
    if (item.abc) parseAbc(item.abc)
    times.push(performance.now() - started)
  }
  const cpu = process.cpuUsage(cpuBefore)
  times.sort((a, b) => a - b)
  return {
    // CPU time is what a busy machine does not inflate (wall times include being preempted).
    cpuMsPerItem: Number(((cpu.user + cpu.system) / 1000 / ITEMS).toFixed(3)),
    level,
    items: ITEMS,
    medianMs: Number(percentile(times, 0.5).toFixed(3)),
    p99Ms: Number(percentile(times, 0.99).toFixed(3)),
    maxMs: Number(times.at(-1)!.toFixed(3)),
  }
})
console.log('\nDrill items generated (and parsed back), per level')
console.log('| level | items | CPU ms per item | median ms | p99 ms | worst ms |\n|---|---|---|---|---|---|')
for (const row of rows)
  console.log(`| ${row.level} | ${row.items} | ${row.cpuMsPerItem} | ${row.medianMs} | ${row.p99Ms} | ${row.maxMs} |`)
console.log(`DRILLS_JSON ${JSON.stringify(rows)}`)
