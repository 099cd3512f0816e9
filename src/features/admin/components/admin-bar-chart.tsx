import { dateFormatter } from '#core/format/format.ts'
import { useId } from 'react'

/**
 * A bar chart drawn by hand in SVG (no chart library: a few hundred bytes instead of tens of KB).
 * Screen readers get a one-sentence summary as the image's name, and everyone can open the same
 * figures as a table. No inline styles: the site's Content-Security-Policy forbids them.
 */

export type BucketUnit = 'day' | 'week' | 'month'

const dayLabel = dateFormatter({ day: 'numeric', month: 'short' })
const monthLabel = dateFormatter({ month: 'short', year: 'numeric' })
const longDay = dateFormatter({ day: 'numeric', month: 'long', year: 'numeric' })
const longMonth = dateFormatter({ month: 'long', year: 'numeric' })

/** '14 mars', 'sem. du 9 mars', 'mars 2026' (buckets are first days, 'YYYY-MM-DD'). */
export function bucketLabel(bucket: string, unit: BucketUnit, long = false): string {
  const date = new Date(`${bucket}T12:00:00Z`)
  if (unit === 'month') return (long ? longMonth : monthLabel).format(date)
  const day = (long ? longDay : dayLabel).format(date)
  return unit === 'week' ? `${long ? 'semaine' : 'sem.'} du ${day}` : day
}

// Drawn at about the size it is shown, so the 12-unit labels read as ~12 px text.
/** 'Recettes en francs CFA' → 'recettes en francs CFA' (inside a sentence). */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

const WIDTH = 420
const HEIGHT = 150
const PAD = { top: 22, right: 4, bottom: 24, left: 4 }

export function BarChart({
  title,
  buckets,
  unit,
  values,
  format,
  tone = 'indigo',
}: {
  title: string
  buckets: string[]
  unit: BucketUnit
  values: number[]
  format: (value: number) => string
  tone?: 'indigo' | 'gold' | 'forest'
}) {
  const summaryId = useId()
  const total = values.reduce((sum, value) => sum + value, 0)
  const max = Math.max(0, ...values)
  const peakIndex = values.indexOf(max)
  const summary =
    total === 0
      ? `${title} : aucune donnée sur la période.`
      : `${title} : ${format(total)} sur la période ; le plus haut, ${format(max)}, ${unit === 'day' ? 'le ' : unit === 'week' ? 'la ' : 'en '}${bucketLabel(buckets[peakIndex] ?? '', unit, true)}.`
  const plotWidth = WIDTH - PAD.left - PAD.right
  const plotHeight = HEIGHT - PAD.top - PAD.bottom
  const slot = plotWidth / Math.max(1, values.length)
  const barWidth = Math.max(2, slot * 0.7)
  const fill = tone === 'gold' ? 'fill-gold' : tone === 'forest' ? 'fill-forest' : 'fill-indigo'
  const ticks = [0, Math.floor((values.length - 1) / 2), values.length - 1].filter(
    (index, position, all) => all.indexOf(index) === position,
  )

  return (
    <figure className="card p-4">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-ink/80">Total : {format(total)}</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={summaryId} className="mt-3 h-auto w-full">
        <title id={summaryId}>{summary}</title>
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          className="stroke-ink/30"
          strokeWidth="1"
        />
        {values.map((value, index) => {
          const height = max === 0 ? 0 : (value / max) * plotHeight
          return (
            <rect
              key={buckets[index] ?? index}
              x={PAD.left + index * slot + (slot - barWidth) / 2}
              y={HEIGHT - PAD.bottom - height}
              width={barWidth}
              height={Math.max(height, value > 0 ? 1 : 0)}
              rx="2"
              className={fill}
            >
              <title>{`${bucketLabel(buckets[index] ?? '', unit)} : ${format(value)}`}</title>
            </rect>
          )
        })}
        {ticks.map(index => (
          <text
            key={index}
            x={PAD.left + index * slot + slot / 2}
            y={HEIGHT - 6}
            textAnchor={index === 0 ? 'start' : index === values.length - 1 ? 'end' : 'middle'}
            className="fill-ink/80 text-[12px]"
          >
            {bucketLabel(buckets[index] ?? '', unit)}
          </text>
        ))}
        {max > 0 ? (
          <>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={PAD.top}
              y2={PAD.top}
              className="stroke-ink/20"
              strokeWidth="1"
              strokeDasharray="4 4"
            />
            <text x={PAD.left} y={PAD.top - 6} className="fill-ink/80 text-[12px]">
              max. {format(max)}
            </text>
          </>
        ) : null}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-indigo">Voir les données : {lowerFirst(title)}</summary>
        <div
          role="region"
          aria-label={`Données : ${lowerFirst(title)}`}
          tabIndex={0}
          className="mt-2 max-h-64 overflow-y-auto outline-offset-2"
        >
          <table className="w-full text-left">
            <caption className="sr-only">
              {title}, par {unit === 'day' ? 'jour' : unit === 'week' ? 'semaine' : 'mois'}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">
                  {unit === 'day' ? 'Jour' : unit === 'week' ? 'Semaine' : 'Mois'}
                </th>
                <th scope="col" className="py-1 text-right">
                  Valeur
                </th>
              </tr>
            </thead>
            <tbody>
              {values.map((value, index) => (
                <tr key={buckets[index] ?? index} className="border-t border-ink/10">
                  <td className="py-1 pr-4">{bucketLabel(buckets[index] ?? '', unit, true)}</td>
                  <td className="py-1 text-right tabular-nums">{format(value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
