import { pdfText, textWidth } from './pdf.ts'

/**
 * SVG shapes painted with PDF operators: the subset the score engraver (src/core/music/abc-engrave.ts)
 * writes, so that a lesson sheet prints the very score the lesson page shows (beams, ties, lyrics and
 * chord names included) instead of a second engraving. Handled: <g> (its text attributes inherited),
 * <path> (M L H V C Q A Z, absolute and relative: the commands the engraver writes), <circle>, <ellipse>, <rect> and <text>, with
 * `translate`, `scale` and `rotate` transforms, `fill="none"` and `stroke-width` (as attributes: the
 * engraver writes no stylesheet). Anything else is an error, not a silent gap.
 *
 * The operators are in the SVG's own coordinates (y down): the caller sets the matrix that places
 * and flips them (`q a 0 0 -a x y cm … Q`), which is why text is drawn with a flipped text matrix.
 */

const ELEMENT = /<(\/?)([a-zA-Z][\w:-]*)\b([^>]*?)(\/?)>/g
const SHAPES = new Set(['g', 'path', 'circle', 'ellipse', 'rect', 'text'])
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g
/** Attributes a <g> passes to the text inside it. */
const INHERITED = ['text-anchor', 'font-size', 'font-family', 'font-weight', 'font-style']

const num = (value: number) => String(Math.round(value * 1000) / 1000)

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const [, name, value] of source.matchAll(ATTRIBUTE)) attributes[name!] = value!
  return attributes
}

/** An SVG `transform` as one PDF `cm` operator (translate, scale and rotate, in any order). */
function transformOp(transform: string | undefined): string | null {
  if (!transform) return null
  let m = [1, 0, 0, 1, 0, 0]
  const times = (a: number[], b: number[]) => [
    a[0]! * b[0]! + a[2]! * b[1]!,
    a[1]! * b[0]! + a[3]! * b[1]!,
    a[0]! * b[2]! + a[2]! * b[3]!,
    a[1]! * b[2]! + a[3]! * b[3]!,
    a[0]! * b[4]! + a[2]! * b[5]! + a[4]!,
    a[1]! * b[4]! + a[3]! * b[5]! + a[5]!,
  ]
  for (const [, name, list] of transform.matchAll(/(\w+)\(([^)]*)\)/g)) {
    const v = list!
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number)
    if (name === 'translate') m = times(m, [1, 0, 0, 1, v[0]!, v[1] ?? 0])
    else if (name === 'scale') m = times(m, [v[0]!, 0, 0, v[1] ?? v[0]!, 0, 0])
    else if (name === 'rotate') {
      const a = (v[0]! * Math.PI) / 180
      const [cx, cy] = [v[1] ?? 0, v[2] ?? 0]
      m = times(times(times(m, [1, 0, 0, 1, cx, cy]), [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0]), [
        1,
        0,
        0,
        1,
        -cx,
        -cy,
      ])
    } else throw new Error(`svg-paint: transform ${name}() is not supported`)
  }
  return `${m.map(num).join(' ')} cm`
}

/** Cubic Bézier segments of an SVG elliptical arc (endpoint form), as PDF `c` operators. */
function arcOps(
  [x1, y1]: [number, number],
  [rxIn, ryIn, angle, largeArc, sweep, x2, y2]: number[],
): { ops: string[]; end: [number, number] } {
  const end: [number, number] = [x2!, y2!]
  let [rx, ry] = [Math.abs(rxIn!), Math.abs(ryIn!)]
  if (rx === 0 || ry === 0 || (x1 === x2 && y1 === y2)) return { ops: [`${num(x2!)} ${num(y2!)} l`], end }
  const phi = (angle! * Math.PI) / 180
  const [cos, sin] = [Math.cos(phi), Math.sin(phi)]
  const dx = (x1 - x2!) / 2
  const dy = (y1 - y2!) / 2
  const xp = cos * dx + sin * dy
  const yp = -sin * dx + cos * dy
  const lambda = (xp * xp) / (rx * rx) + (yp * yp) / (ry * ry)
  if (lambda > 1) {
    rx *= Math.sqrt(lambda)
    ry *= Math.sqrt(lambda)
  }
  const sign = largeArc === sweep ? -1 : 1
  const factor =
    sign *
    Math.sqrt(
      Math.max(
        0,
        (rx * rx * ry * ry - rx * rx * yp * yp - ry * ry * xp * xp) / (rx * rx * yp * yp + ry * ry * xp * xp),
      ),
    )
  const cxp = (factor * rx * yp) / ry
  const cyp = (-factor * ry * xp) / rx
  const cx = cos * cxp - sin * cyp + (x1 + x2!) / 2
  const cy = sin * cxp + cos * cyp + (y1 + y2!) / 2
  const angleOf = (ux: number, uy: number) => Math.atan2(uy, ux)
  const start = angleOf((xp - cxp) / rx, (yp - cyp) / ry)
  let delta = angleOf((-xp - cxp) / rx, (-yp - cyp) / ry) - start
  if (sweep && delta < 0) delta += 2 * Math.PI
  if (!sweep && delta > 0) delta -= 2 * Math.PI
  const segments = Math.ceil(Math.abs(delta) / (Math.PI / 2))
  const step = delta / segments
  const k = (4 / 3) * Math.tan(step / 4)
  const point = (t: number) => [
    cx + rx * Math.cos(t) * cos - ry * Math.sin(t) * sin,
    cy + rx * Math.cos(t) * sin + ry * Math.sin(t) * cos,
  ]
  const tangent = (t: number) => [
    -rx * Math.sin(t) * cos - ry * Math.cos(t) * sin,
    -rx * Math.sin(t) * sin + ry * Math.cos(t) * cos,
  ]
  const ops: string[] = []
  for (let index = 0; index < segments; index++) {
    const a = start + index * step
    const b = a + step
    const [ax, ay] = point(a)
    const [bx, by] = point(b)
    const [tax, tay] = tangent(a)
    const [tbx, tby] = tangent(b)
    ops.push(
      `${num(ax! + k * tax!)} ${num(ay! + k * tay!)} ${num(bx! - k * tbx!)} ${num(by! - k * tby!)} ${num(bx!)} ${num(by!)} c`,
    )
  }
  return { ops, end }
}

/** An SVG path's `d` as PDF path construction operators (absolute coordinates). */
export function pathOps(d: string): string[] {
  const tokens = d.match(/[A-Za-z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? []
  const ops: string[] = []
  let index = 0
  let command = ''
  let [x, y] = [0, 0]
  let [startX, startY] = [0, 0]
  const take = (count: number) => {
    const values = tokens.slice(index, index + count).map(Number)
    if (values.length < count || values.some(Number.isNaN)) throw new Error(`svg-paint: bad path data "${d}"`)
    index += count
    return values
  }
  while (index < tokens.length) {
    if (/^[a-zA-Z]$/.test(tokens[index]!)) command = tokens[index++]!
    else if (!command) throw new Error(`svg-paint: bad path data "${d}"`)
    const relative = command === command.toLowerCase()
    const [ox, oy] = relative ? [x, y] : [0, 0]
    switch (command.toUpperCase()) {
      case 'M': {
        const [px, py] = take(2)
        ;[x, y] = [px! + ox, py! + oy]
        ;[startX, startY] = [x, y]
        ops.push(`${num(x)} ${num(y)} m`)
        // Further pairs after a moveto are lines.
        command = relative ? 'l' : 'L'
        break
      }
      case 'L': {
        const [px, py] = take(2)
        ;[x, y] = [px! + ox, py! + oy]
        ops.push(`${num(x)} ${num(y)} l`)
        break
      }
      case 'H':
        x = take(1)[0]! + ox
        ops.push(`${num(x)} ${num(y)} l`)
        break
      case 'V':
        y = take(1)[0]! + oy
        ops.push(`${num(x)} ${num(y)} l`)
        break
      case 'C': {
        const v = take(6)
        const [c1x, c1y, c2x, c2y, px, py] = [v[0]! + ox, v[1]! + oy, v[2]! + ox, v[3]! + oy, v[4]! + ox, v[5]! + oy]
        ops.push(`${num(c1x)} ${num(c1y)} ${num(c2x)} ${num(c2y)} ${num(px)} ${num(py)} c`)
        ;[x, y] = [px, py]
        break
      }
      case 'Q': {
        // A quadratic as the cubic that draws the same curve.
        const v = take(4)
        const [qx, qy, px, py] = [v[0]! + ox, v[1]! + oy, v[2]! + ox, v[3]! + oy]
        const c1 = [x + ((qx - x) * 2) / 3, y + ((qy - y) * 2) / 3]
        const c2 = [px + ((qx - px) * 2) / 3, py + ((qy - py) * 2) / 3]
        ops.push(`${num(c1[0]!)} ${num(c1[1]!)} ${num(c2[0]!)} ${num(c2[1]!)} ${num(px)} ${num(py)} c`)
        ;[x, y] = [px, py]
        break
      }
      case 'A': {
        const v = take(7)
        const arc = arcOps([x, y], [v[0]!, v[1]!, v[2]!, v[3]!, v[4]!, v[5]! + ox, v[6]! + oy])
        ops.push(...arc.ops)
        ;[x, y] = arc.end
        break
      }
      case 'Z':
        ops.push('h')
        ;[x, y] = [startX, startY]
        break
      default:
        throw new Error(`svg-paint: path command ${command} is not supported`)
    }
  }
  return ops
}

/** An ellipse as four cubic Béziers (κ = 0.5523). */
function ellipseOps(cx: number, cy: number, rx: number, ry: number): string[] {
  const k = 0.5523
  return [
    `${num(cx + rx)} ${num(cy)} m`,
    `${num(cx + rx)} ${num(cy + k * ry)} ${num(cx + k * rx)} ${num(cy + ry)} ${num(cx)} ${num(cy + ry)} c`,
    `${num(cx - k * rx)} ${num(cy + ry)} ${num(cx - rx)} ${num(cy + k * ry)} ${num(cx - rx)} ${num(cy)} c`,
    `${num(cx - rx)} ${num(cy - k * ry)} ${num(cx - k * rx)} ${num(cy - ry)} ${num(cx)} ${num(cy - ry)} c`,
    `${num(cx + k * rx)} ${num(cy - ry)} ${num(cx + rx)} ${num(cy - k * ry)} ${num(cx + rx)} ${num(cy)} c`,
    'h',
  ]
}

/**
 * The PDF operators that paint `svg` (elements of the engraver's subset, in any nesting of <g>): filled
 * unless `fill="none"`, stroked when `stroke-width` is above 0 (SVG's defaults as the engraver sets
 * them on its root: filled, no stroke).
 */
export function paintSvg(svg: string): string[] {
  const ops: string[] = []
  const groups: Record<string, string>[] = [{}]
  let lastEnd = 0
  for (const match of svg.matchAll(ELEMENT)) {
    const [whole, closing, tag, source, selfClosing] = match
    const end = match.index! + whole.length
    if (match.index! < lastEnd) continue
    if (!SHAPES.has(tag!)) throw new Error(`svg-paint: <${tag}> is not supported`)
    if (tag === 'g') {
      if (closing) groups.pop()
      else if (!selfClosing) groups.push({ ...groups.at(-1), ...attributesOf(source!) })
      continue
    }
    if (closing) continue
    const attributes = { ...pick(groups.at(-1)!, INHERITED), ...attributesOf(source!) }
    const paint = { fill: attributes.fill !== 'none', stroke: Number(attributes['stroke-width'] ?? 0) }
    const at = (name: string) => Number(attributes[name] ?? 0)
    let shape: string[]
    if (tag === 'path') shape = pathOps(attributes.d ?? '')
    else if (tag === 'circle') shape = ellipseOps(at('cx'), at('cy'), at('r'), at('r'))
    else if (tag === 'ellipse') shape = ellipseOps(at('cx'), at('cy'), at('rx'), at('ry'))
    else if (tag === 'rect') shape = [`${num(at('x'))} ${num(at('y'))} ${num(at('width'))} ${num(at('height'))} re`]
    else {
      // <text>: its content runs to </text>.
      const close = svg.indexOf('</text>', end)
      if (selfClosing || close < 0) continue
      const text = unescapeXml(svg.slice(end, close))
      lastEnd = close
      const size = Number(attributes['font-size'] ?? 16)
      const bold = attributes['font-weight'] === 'bold'
      const font = bold ? 'F2' : attributes['font-style'] === 'italic' ? 'F3' : 'F1'
      const width = textWidth(text, size, bold)
      const anchor = attributes['text-anchor']
      const x = at('x') - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0)
      // Flipped text matrix: upright letters under the caller's flipped page matrix.
      ops.push(pdfText(text, x, at('y'), size, font).replace(/ 1 0 0 1 /, ' 1 0 0 -1 '))
      continue
    }
    const transform = transformOp(attributes.transform)
    const paintOp = paint.fill && paint.stroke > 0 ? 'B' : paint.fill ? 'f' : paint.stroke > 0 ? 'S' : 'n'
    ops.push(
      [
        ...(transform ? ['q', transform] : []),
        ...(paint.stroke > 0 ? [`${num(paint.stroke)} w`] : []),
        ...shape,
        paintOp,
        ...(transform ? ['Q'] : []),
      ].join(' '),
    )
  }
  return ops
}

function pick(source: Record<string, string>, names: string[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of names) if (source[name] !== undefined) out[name] = source[name]
  return out
}
