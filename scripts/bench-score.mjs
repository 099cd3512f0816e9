// The lessons' score drawing ("a 16-bar score renders in ≤ 50 ms in this machine's
// Chromium"). The site's engraver (src/lib/music/abc-engrave.ts) is bundled for the browser and run
// in a tiny harness page in headless Debian Chromium: each run engraves a 16-bar score (eighth notes
// beamed, chord names, accidentals, a tie, lyrics) to a 720-unit width, puts the SVG in the page and
// forces the layout (getBoundingClientRect), timed with performance.now(); then the same for 16 bars
// on a grand staff (two hands). The first run (cold: the code not yet compiled) and the median and
// worst of 30 more are reported.
//
//   npm run bench -- --only score      (or: node scripts/bench-score.mjs)
import { chromium } from '@playwright/test'
import { rolldown } from 'rolldown'

const root = new URL('..', import.meta.url).pathname
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
export const SCORE_TARGET_MS = 50

const BAR_PATTERNS = ['"C"cdef gfed', '"G"B^cdB GABG', '"Am"A2 cA eAcA', '"F"FAcA f2 ed']
/** 16 bars of 4/4, eight eighths each (128 notes), with a lyric line under the first system. */
export const SIXTEEN_BARS = [
  'X:1',
  'T:Seize mesures',
  'M:4/4',
  'L:1/8',
  'Q:1/4=96',
  'K:C',
  `${Array.from({ length: 8 }, (_, index) => BAR_PATTERNS[index % 4]).join(' | ')} |`,
  'w:do ré mi fa sol fa mi ré si do ré si sol la si sol',
  `${Array.from({ length: 7 }, (_, index) => BAR_PATTERNS[(index + 1) % 4]).join(' | ')} | c8- |]`,
].join('\n')

/** 16 bars for two hands on a grand staff (%%score {RH | LH}): eighths and chords over a left hand in half notes. */
export const SIXTEEN_BARS_GRAND_STAFF = [
  'X:1',
  'T:Seize mesures, deux mains',
  'M:4/4',
  'L:1/8',
  'Q:1/4=96',
  '%%score {RH | LH}',
  'V:RH clef=treble name="Main droite"',
  'V:LH clef=bass name="Main gauche"',
  'K:C',
  'V:RH',
  `${Array.from({ length: 16 }, (_, index) => BAR_PATTERNS[index % 4]).join(' | ')} |]`,
  'V:LH',
  `${Array.from({ length: 16 }, (_, index) => ['C,4 G,4', 'G,,4 D,4', 'A,,4 E,4', 'F,,4 C,4'][index % 4]).join(' | ')} |]`,
].join('\n')

export async function benchScore() {
  const build = await rolldown({
    input: `${root}src/lib/music/abc-engrave.ts`,
    platform: 'browser',
    logLevel: 'silent',
  })
  const { output } = await build.generate({ format: 'iife', name: 'Engraver', minify: true })
  await build.close()
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const page = await browser.newPage({ viewport: { width: 800, height: 900 } })
    await page.setContent(
      '<!doctype html><html lang="fr"><body><div id="score" style="width:720px"></div></body></html>',
    )
    await page.addScriptTag({ content: output[0].code })
    const timeScore = async abc => {
      const times = await page.evaluate(abc => {
        const target = document.getElementById('score')
        const run = () => {
          target.innerHTML = ''
          const started = performance.now()
          target.innerHTML = globalThis.Engraver.engraveAbc(abc, { width: 720, title: 'Seize mesures' }).svg
          target.getBoundingClientRect()
          return performance.now() - started
        }
        return Array.from({ length: 31 }, run)
      }, abc)
      const notes = await page.locator('#score g.note').count()
      const [cold, ...warm] = times
      warm.sort((a, b) => a - b)
      const round = value => Math.round(value * 100) / 100
      return {
        notes,
        coldMs: round(cold),
        medianMs: round(warm[Math.floor(warm.length / 2)]),
        worstMs: round(warm.at(-1)),
      }
    }
    const oneStaff = await timeScore(SIXTEEN_BARS)
    const grandStaff = await timeScore(SIXTEEN_BARS_GRAND_STAFF)
    return {
      bars: 16,
      ...oneStaff,
      grandStaff,
      targetMs: SCORE_TARGET_MS,
      engraverBytesGzip: (await import('node:zlib')).gzipSync(output[0].code, { level: 9 }).length,
    }
  } finally {
    await browser.close()
  }
}

export function printScore(score) {
  console.log(
    `\n| score | notes | first render | median of 30 | worst of 30 | target |\n|---|---|---|---|---|---|\n| 16 bars, 4/4 | ${score.notes} | ${score.coldMs} ms | ${score.medianMs} ms | ${score.worstMs} ms | ≤ ${score.targetMs} ms |\n| 16 bars, grand staff | ${score.grandStaff.notes} | ${score.grandStaff.coldMs} ms | ${score.grandStaff.medianMs} ms | ${score.grandStaff.worstMs} ms | ≤ ${score.targetMs} ms |`,
  )
  console.log(`engraver: ${score.engraverBytesGzip} B gzip (bundled alone)`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const score = await benchScore()
  printScore(score)
  if (Math.max(score.medianMs, score.grandStaff.medianMs) > SCORE_TARGET_MS) process.exitCode = 1
}
