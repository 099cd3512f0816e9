/**
 * Procedural artwork for the sample content: an SVG composition seeded from the image's group and
 * slug (warm palettes — ochre, terracotta, indigo, forest green, gold — with kente, bogolan, sun,
 * wave and triangle motifs; an abstract portrait for artists), rasterised with sharp.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { IMAGE_GROUPS, type ImageGroup } from '#core/media/image-sizes.ts'
import { hashString, makeRng, type Rng } from './synth.ts'

export type Written = { path: string; bytes: number }

type Palette = { dark: string; mid: string; a: string; b: string; c: string; light: string }

const PALETTES: Palette[] = [
  { dark: '#1A1744', mid: '#2E2A6E', a: '#E3B23C', b: '#C9633D', c: '#2C6B47', light: '#F3E4C8' },
  { dark: '#4A1E12', mid: '#B8502F', a: '#E3B23C', b: '#1F4D36', c: '#2E2A6E', light: '#F3E4C8' },
  { dark: '#10301F', mid: '#2C6B47', a: '#E3B23C', b: '#C77D2A', c: '#9E3F24', light: '#EFE2C2' },
  { dark: '#3A2412', mid: '#C77D2A', a: '#2E2A6E', b: '#9E3F24', c: '#E8C15A', light: '#F6E7C9' },
  { dark: '#231942', mid: '#7A3B2E', a: '#D9922E', b: '#2C6B47', c: '#E3B23C', light: '#F3E4C8' },
  { dark: '#1E1B4B', mid: '#3B3486', a: '#D4A017', b: '#B8502F', c: '#1F4D36', light: '#F8EBD0' },
  { dark: '#2A1A12', mid: '#9E3F24', a: '#E3B23C', b: '#3B3486', c: '#C77D2A', light: '#F2DFBF' },
]

type Ctx = { W: number; H: number; S: number; rng: Rng; p: Palette; defs: string[]; seq: number; noSun?: boolean }

const r1 = (n: number): string => (Math.round(n * 10) / 10).toString()
const uid = (ctx: Ctx, name: string): string => `${name}${ctx.seq++}`

function linear(ctx: Ctx, stops: [string, number?][], angle: number): string {
  const id = uid(ctx, 'g')
  const rad = (angle * Math.PI) / 180
  const x = Math.cos(rad) / 2,
    y = Math.sin(rad) / 2
  const s = stops
    .map(
      ([color, opacity], i) =>
        `<stop offset="${r1((i / Math.max(1, stops.length - 1)) * 100)}%" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('')
  ctx.defs.push(
    `<linearGradient id="${id}" x1="${r1(0.5 - x)}" y1="${r1(0.5 - y)}" x2="${r1(0.5 + x)}" y2="${r1(0.5 + y)}">${s}</linearGradient>`,
  )
  return `url(#${id})`
}

function radial(ctx: Ctx, stops: [string, number?][]): string {
  const id = uid(ctx, 'r')
  const s = stops
    .map(
      ([color, opacity], i) =>
        `<stop offset="${r1((i / Math.max(1, stops.length - 1)) * 100)}%" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('')
  ctx.defs.push(`<radialGradient id="${id}">${s}</radialGradient>`)
  return `url(#${id})`
}

function background(ctx: Ctx): string {
  const { p, rng, W, H } = ctx
  const fill = linear(ctx, [[p.dark], [rng.pick([p.mid, p.dark])], [rng.pick([p.mid, p.b])]], rng.range(20, 160))
  return `<rect width="${r1(W)}" height="${r1(H)}" fill="${fill}"/>`
}

/** A smooth closed wave band from y0 down to the bottom edge. */
function wavePath(ctx: Ctx, y0: number, amp: number, waves: number, phase: number): string {
  const { W, H } = ctx
  const n = Math.max(2, Math.round(waves * 2))
  const seg = W / n
  let d = `M0 ${r1(H)} L0 ${r1(y0 + amp * Math.sin(phase))}`
  for (let i = 0; i < n; i++) {
    const xa = i * seg,
      xb = (i + 1) * seg
    const ya = y0 + amp * Math.sin(phase + i * Math.PI)
    const yb = y0 + amp * Math.sin(phase + (i + 1) * Math.PI)
    d += ` C${r1(xa + seg / 2)} ${r1(ya)} ${r1(xb - seg / 2)} ${r1(yb)} ${r1(xb)} ${r1(yb)}`
  }
  return `${d} L${r1(W)} ${r1(H)} Z`
}

// ---------------------------------------------------------------------------------------------------
// Motifs

function kente(ctx: Ctx): string {
  const { W, H, rng, p } = ctx
  const stripW = rng.range(0.13, 0.2) * Math.max(W, H)
  const block = stripW * rng.range(0.9, 1.4)
  const designs = [
    { base: p.a, warp: [p.dark, p.b, p.c], weft: p.c, bar: p.dark },
    { base: p.b, warp: [p.a, p.dark, p.a], weft: p.a, bar: p.c },
  ]
  const out: string[] = []
  const strips = Math.ceil(W / stripW)
  for (let s = 0; s < strips; s++) {
    const d = designs[s % 2]!
    const x = s * stripW
    out.push(`<rect x="${r1(x)}" y="0" width="${r1(stripW + 0.5)}" height="${r1(H)}" fill="${d.base}"/>`)
    const lines = [0.12, 0.3, 0.7, 0.88]
    lines.forEach((lx, i) =>
      out.push(
        `<rect x="${r1(x + lx * stripW - stripW * 0.025)}" y="0" width="${r1(stripW * 0.05)}" height="${r1(H)}" fill="${d.warp[i % d.warp.length]}"/>`,
      ),
    )
    const offset = s % 2 ? block : 0
    for (let y = -offset; y < H; y += block * 2) {
      const bh = block
      out.push(`<rect x="${r1(x)}" y="${r1(y)}" width="${r1(stripW + 0.5)}" height="${r1(bh)}" fill="${d.weft}"/>`)
      const bars = 4
      for (let k = 0; k < bars; k++) {
        out.push(
          `<rect x="${r1(x)}" y="${r1(y + (bh * (k + 0.35)) / bars)}" width="${r1(stripW + 0.5)}" height="${r1(bh / bars / 3)}" fill="${d.bar}"/>`,
        )
      }
      // a small central motif
      const cx = x + stripW / 2,
        cy = y + bh / 2,
        m = stripW * 0.16
      out.push(
        `<path d="M${r1(cx)} ${r1(cy - m)} L${r1(cx + m)} ${r1(cy)} L${r1(cx)} ${r1(cy + m)} L${r1(cx - m)} ${r1(cy)} Z" fill="${p.light}"/>`,
      )
    }
    out.push(`<rect x="${r1(x + stripW - 2)}" y="0" width="4" height="${r1(H)}" fill="${p.dark}" opacity="0.6"/>`)
  }
  out.push(
    `<rect width="${r1(W)}" height="${r1(H)}" fill="${linear(
      ctx,
      [
        [p.dark, 0],
        [p.dark, 0.35],
      ],
      90,
    )}"/>`,
  )
  return out.join('')
}

function sun(ctx: Ctx): string {
  const { W, H, S, rng, p } = ctx
  const out = [background(ctx)]
  const cx = W * rng.range(0.3, 0.7),
    cy = H * rng.range(0.3, 0.5),
    r = S * rng.range(0.16, 0.26)
  const rays = 24 + 4 * rng.int(4)
  let d = ''
  for (let i = 0; i < rays; i++) {
    const a0 = (i / rays) * 2 * Math.PI,
      a1 = a0 + Math.PI / rays
    const R = Math.max(W, H)
    d += `M${r1(cx)} ${r1(cy)} L${r1(cx + R * Math.cos(a0))} ${r1(cy + R * Math.sin(a0))} L${r1(cx + R * Math.cos(a1))} ${r1(cy + R * Math.sin(a1))} Z`
  }
  out.push(`<path d="${d}" fill="${p.light}" opacity="0.07"/>`)
  for (let k = 4; k >= 1; k--)
    out.push(
      `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * (1 + k * 0.28))}" fill="none" stroke="${p.a}" stroke-width="${r1(S * 0.006)}" opacity="${r1(0.5 - k * 0.08)}"/>`,
    )
  out.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${radial(ctx, [[p.light], [p.a], [p.b]])}"/>`)
  const layers = 3
  for (let i = 0; i < layers; i++) {
    const y0 = H * (0.62 + i * 0.12)
    out.push(
      `<path d="${wavePath(ctx, y0, S * rng.range(0.02, 0.06), rng.range(1, 2.5), rng.range(0, 6))}" fill="${[p.c, p.mid, p.dark][i]}" opacity="${r1(0.85 + i * 0.05)}"/>`,
    )
  }
  return out.join('')
}

function waves(ctx: Ctx): string {
  const { W, H, S, rng, p } = ctx
  const sky = linear(ctx, [[p.dark], [p.mid], [p.b]], 90)
  const out = [`<rect width="${r1(W)}" height="${r1(H)}" fill="${sky}"/>`]
  for (let i = 0; i < 18; i++)
    out.push(
      `<circle cx="${r1(rng.range(0, W))}" cy="${r1(rng.range(0, H * 0.4))}" r="${r1(S * rng.range(0.002, 0.006))}" fill="${p.light}" opacity="${r1(rng.range(0.3, 0.8))}"/>`,
    )
  const sunX = W * rng.range(0.2, 0.8),
    sunY = H * rng.range(0.25, 0.4),
    sunR = S * rng.range(0.08, 0.14)
  if (!ctx.noSun) out.push(`<circle cx="${r1(sunX)}" cy="${r1(sunY)}" r="${r1(sunR)}" fill="${p.a}"/>`)
  const colors = [p.a, p.b, p.c, p.mid, p.dark]
  const layers = 5 + rng.int(2)
  for (let i = 0; i < layers; i++) {
    const y0 = H * (0.42 + (i * 0.55) / layers)
    const color = colors[(i + rng.int(2)) % colors.length]!
    out.push(
      `<path d="${wavePath(ctx, y0, S * rng.range(0.02, 0.07), rng.range(1, 3), rng.range(0, 6))}" fill="${color}"/>`,
    )
    if (i % 2 === 1)
      out.push(
        `<path d="${wavePath(ctx, y0 + S * 0.012, S * 0.04, 2, rng.range(0, 6))}" fill="none" stroke="${p.light}" stroke-width="${r1(S * 0.004)}" opacity="0.35"/>`,
      )
  }
  return out.join('')
}

function bogolan(ctx: Ctx): string {
  const { W, H, S, rng, p } = ctx
  const base = rng.pick([p.dark, '#2A1A12', p.mid])
  const ink = p.light
  const out = [`<rect width="${r1(W)}" height="${r1(H)}" fill="${base}"/>`]
  const cell = S * rng.range(0.11, 0.16)
  const cols = Math.ceil(W / cell),
    rows = Math.ceil(H / cell)
  const sw = r1(cell * 0.06)
  const rowGlyphs = Array.from({ length: rows }, () => rng.int(6))
  for (let r = 0; r < rows; r++) {
    const y = r * cell
    out.push(
      `<rect x="0" y="${r1(y + cell - cell * 0.05)}" width="${r1(W)}" height="${r1(cell * 0.05)}" fill="${ink}" opacity="0.8"/>`,
    )
    const glyph = rowGlyphs[r]!
    for (let c = 0; c < cols; c++) {
      const x = c * cell,
        cx = x + cell / 2,
        cy = y + cell / 2,
        m = cell * 0.3
      const g = (glyph + (c % 3 === 2 ? 1 : 0)) % 6
      switch (g) {
        case 0:
          for (let i = -1; i <= 1; i++)
            for (let j = -1; j <= 1; j++)
              out.push(
                `<circle cx="${r1(cx + i * m * 0.8)}" cy="${r1(cy + j * m * 0.8)}" r="${r1(cell * 0.045)}" fill="${ink}"/>`,
              )
          break
        case 1:
          out.push(
            `<path d="M${r1(cx - m)} ${r1(cy)} H${r1(cx + m)} M${r1(cx)} ${r1(cy - m)} V${r1(cy + m)}" stroke="${ink}" stroke-width="${sw}" stroke-linecap="round"/>`,
          )
          break
        case 2:
          out.push(
            `<path d="M${r1(x + cell * 0.1)} ${r1(cy + m / 2)} L${r1(x + cell * 0.3)} ${r1(cy - m / 2)} L${r1(x + cell * 0.5)} ${r1(cy + m / 2)} L${r1(x + cell * 0.7)} ${r1(cy - m / 2)} L${r1(x + cell * 0.9)} ${r1(cy + m / 2)}" fill="none" stroke="${ink}" stroke-width="${sw}" stroke-linejoin="round"/>`,
          )
          break
        case 3:
          out.push(
            `<path d="M${r1(cx)} ${r1(cy - m)} L${r1(cx + m)} ${r1(cy)} L${r1(cx)} ${r1(cy + m)} L${r1(cx - m)} ${r1(cy)} Z M${r1(cx)} ${r1(cy - m / 2)} L${r1(cx + m / 2)} ${r1(cy)} L${r1(cx)} ${r1(cy + m / 2)} L${r1(cx - m / 2)} ${r1(cy)} Z" fill="none" stroke="${ink}" stroke-width="${sw}"/>`,
          )
          break
        case 4:
          out.push(
            `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(m)}" fill="none" stroke="${ink}" stroke-width="${sw}"/><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(cell * 0.06)}" fill="${ink}"/>`,
          )
          break
        default:
          for (let i = 0; i < 3; i++)
            out.push(
              `<rect x="${r1(x + cell * (0.2 + i * 0.25))}" y="${r1(cy - m)}" width="${r1(cell * 0.08)}" height="${r1(2 * m)}" fill="${ink}"/>`,
            )
      }
    }
  }
  out.push(
    `<rect width="${r1(W)}" height="${r1(H)}" fill="${radial(ctx, [
      [p.a, 0.0],
      [p.dark, 0.45],
    ])}"/>`,
  )
  return out.join('')
}

function triangles(ctx: Ctx): string {
  const { W, H, S, rng, p } = ctx
  const out = [`<rect width="${r1(W)}" height="${r1(H)}" fill="${p.dark}"/>`]
  const cell = S * rng.range(0.14, 0.22)
  const colors = [p.a, p.b, p.c, p.mid, p.light, p.dark]
  const weights = [3, 3, 2, 2, 1, 2]
  const pickColor = (): string => {
    let x = rng.next() * weights.reduce((s, w) => s + w, 0)
    for (let i = 0; i < colors.length; i++) if ((x -= weights[i]!) < 0) return colors[i]!
    return p.a
  }
  for (let y = 0; y < H; y += cell) {
    for (let x = 0; x < W; x += cell) {
      const c1 = pickColor(),
        c2 = pickColor()
      const tl = `${r1(x)} ${r1(y)}`,
        tr = `${r1(x + cell)} ${r1(y)}`,
        br = `${r1(x + cell)} ${r1(y + cell)}`,
        bl = `${r1(x)} ${r1(y + cell)}`
      const [t1, t2] = rng.chance(0.5)
        ? [
            [tl, tr, br],
            [tl, bl, br],
          ]
        : [
            [tr, tl, bl],
            [tr, br, bl],
          ]
      out.push(`<path d="M${t1.join(' L')} Z" fill="${c1}"/><path d="M${t2.join(' L')} Z" fill="${c2}"/>`)
    }
  }
  const grid =
    Array.from({ length: Math.ceil(W / cell) + 1 }, (_, i) => `M${r1(i * cell)} 0 V${r1(H)}`).join('') +
    Array.from({ length: Math.ceil(H / cell) + 1 }, (_, i) => `M0 ${r1(i * cell)} H${r1(W)}`).join('')
  out.push(`<path d="${grid}" stroke="${p.dark}" stroke-width="${r1(S * 0.008)}"/>`)
  out.push(
    `<circle cx="${r1(W * rng.range(0.3, 0.7))}" cy="${r1(H * rng.range(0.3, 0.7))}" r="${r1(S * rng.range(0.2, 0.3))}" fill="${p.dark}" opacity="0.55"/>`,
  )
  return out.join('')
}

function arcs(ctx: Ctx): string {
  const { W, H, S, rng, p } = ctx
  const out = [background(ctx)]
  const cx = rng.chance(0.5) ? W * 0.15 : W * 0.85,
    cy = rng.chance(0.5) ? H * 0.2 : H * 0.8
  const colors = [p.a, p.b, p.c, p.light]
  let r = S * 0.12
  while (r < Math.hypot(W, H)) {
    const w = S * rng.range(0.03, 0.08)
    out.push(
      `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r + w / 2)}" fill="none" stroke="${rng.pick(colors)}" stroke-width="${r1(w)}" opacity="${r1(rng.range(0.55, 0.95))}"/>`,
    )
    r += w + S * rng.range(0.02, 0.06)
  }
  out.push(
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(S * 0.1)}" fill="${p.dark}"/><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(S * 0.02)}" fill="${p.a}"/>`,
  )
  return out.join('')
}

const MOTIFS = { kente, sun, waves, bogolan, triangles, arcs }
type MotifName = keyof typeof MOTIFS

const GROUP_MOTIFS: Record<ImageGroup, MotifName[]> = {
  hero: ['waves', 'sun'],
  artists: ['bogolan', 'kente', 'arcs', 'triangles'],
  teachers: ['bogolan', 'kente', 'arcs', 'triangles'],
  covers: ['kente', 'sun', 'waves', 'bogolan', 'triangles', 'arcs'],
  posters: ['waves', 'sun', 'triangles', 'arcs'],
  portfolio: ['kente', 'sun', 'waves', 'bogolan', 'triangles', 'arcs'],
  disciplines: ['waves', 'bogolan', 'arcs'],
  blog: ['kente', 'sun', 'waves', 'bogolan', 'triangles', 'arcs'],
  press: ['kente', 'sun', 'waves', 'arcs'],
}

// ---------------------------------------------------------------------------------------------------
// Overlays

/** An abstract head-and-shoulders silhouette with a halo and a patterned garment. */
function portrait(ctx: Ctx, box: { x: number; y: number; size: number }, noWrap = false): string {
  const { rng, p } = ctx
  const k = box.size / 100
  const T = (x: number, y: number): string => `${r1(box.x + x * k)} ${r1(box.y + y * k)}`
  const skin = rng.pick(['#2A1A12', '#3B2418', '#4A2C1C', '#1E130D'])
  const out: string[] = []
  out.push(
    `<circle cx="${r1(box.x + 50 * k)}" cy="${r1(box.y + 42 * k)}" r="${r1(36 * k)}" fill="${radial(ctx, [
      [p.light, 0.95],
      [p.a, 0.9],
      [p.a, 0],
    ])}"/>`,
  )
  for (let i = 1; i <= 3; i++)
    out.push(
      `<circle cx="${r1(box.x + 50 * k)}" cy="${r1(box.y + 42 * k)}" r="${r1((36 + i * 6) * k)}" fill="none" stroke="${p.a}" stroke-width="${r1(0.6 * k)}" opacity="${r1(0.5 - i * 0.12)}"/>`,
    )
  const body = `M${T(12, 100)} C${T(14, 80)} ${T(28, 71)} ${T(42, 69)} L${T(44, 58)} Q${T(50, 62)} ${T(56, 58)} L${T(58, 69)} C${T(72, 71)} ${T(86, 80)} ${T(88, 100)} Z`
  const drawn = rng.int(4)
  const hair = noWrap && drawn === 1 ? 2 : drawn
  const hairColor = '#140C08'
  if (hair === 0)
    out.push(`<circle cx="${r1(box.x + 50 * k)}" cy="${r1(box.y + 36 * k)}" r="${r1(21 * k)}" fill="${hairColor}"/>`)
  if (hair === 3) {
    for (let i = 0; i < 9; i++) {
      const x0 = 36 + i * 3.5
      out.push(
        `<path d="M${T(x0, 32)} C${T(x0 - 6 + i, 45)} ${T(x0 - 4 + i, 55)} ${T(x0 - 8 + 2 * i, 66)}" stroke="${hairColor}" stroke-width="${r1(3.2 * k)}" stroke-linecap="round" fill="none"/>`,
      )
    }
  }
  const clip = uid(ctx, 'c')
  ctx.defs.push(`<clipPath id="${clip}"><path d="${body}"/></clipPath>`)
  out.push(`<path d="${body}" fill="${skin}"/>`)
  // garment: a kente-like band pattern clipped to the shoulders
  const garment: string[] = []
  const colors = [p.b, p.a, p.c, p.mid]
  for (let i = 0; i < 12; i++) {
    garment.push(
      `<rect x="${r1(box.x + (8 + i * 7) * k)}" y="${r1(box.y + 72 * k)}" width="${r1(7.2 * k)}" height="${r1(30 * k)}" fill="${colors[i % colors.length]}"/>`,
    )
    garment.push(
      `<rect x="${r1(box.x + (8 + i * 7) * k)}" y="${r1(box.y + (i % 2 ? 80 : 88) * k)}" width="${r1(7.2 * k)}" height="${r1(3 * k)}" fill="${p.light}" opacity="0.8"/>`,
    )
  }
  out.push(
    `<g clip-path="url(#${clip})">${garment.join('')}<path d="M${T(30, 72)} Q${T(50, 84)} ${T(70, 72)} L${T(70, 66)} L${T(30, 66)} Z" fill="${skin}"/></g>`,
  )
  // rim light, then the head
  out.push(
    `<ellipse cx="${r1(box.x + 51.2 * k)}" cy="${r1(box.y + 41 * k)}" rx="${r1(13 * k)}" ry="${r1(16 * k)}" fill="${p.light}" opacity="0.55"/>`,
  )
  out.push(
    `<ellipse cx="${r1(box.x + 50 * k)}" cy="${r1(box.y + 41.5 * k)}" rx="${r1(13 * k)}" ry="${r1(16 * k)}" fill="${skin}"/>`,
  )
  if (hair === 1) {
    // a gele-like headwrap: tall, tilted, with a fold on top
    out.push(
      `<path d="M${T(35, 41)} C${T(27, 28)} ${T(30, 9)} ${T(49, 7)} C${T(68, 5)} ${T(76, 22)} ${T(66, 41)} C${T(58, 33)} ${T(43, 33)} ${T(35, 41)} Z" fill="${p.b}"/>`,
    )
    out.push(
      `<ellipse cx="${r1(box.x + 62 * k)}" cy="${r1(box.y + 10 * k)}" rx="${r1(11 * k)}" ry="${r1(6 * k)}" transform="rotate(-28 ${T(62, 10).replace(' ', ' ')})" fill="${p.b}" stroke="${p.a}" stroke-width="${r1(1.2 * k)}"/>`,
    )
    for (const [y0, y1] of [
      [35, 25],
      [27, 16],
      [19, 9],
    ] as const) {
      out.push(
        `<path d="M${T(33, y0)} Q${T(50, y1)} ${T(68, y0 - 2)}" stroke="${p.a}" stroke-width="${r1(1.3 * k)}" fill="none" opacity="0.9"/>`,
      )
    }
  }
  if (hair === 2 || hair === 3) {
    out.push(
      `<path d="M${T(37, 38)} C${T(36, 22)} ${T(64, 22)} ${T(63, 38)} C${T(58, 30)} ${T(42, 30)} ${T(37, 38)} Z" fill="${hairColor}"/>`,
    )
  }
  if (hair !== 1) {
    out.push(
      `<circle cx="${r1(box.x + 36.5 * k)}" cy="${r1(box.y + 50 * k)}" r="${r1(1.6 * k)}" fill="${p.a}"/><circle cx="${r1(box.x + 63.5 * k)}" cy="${r1(box.y + 50 * k)}" r="${r1(1.6 * k)}" fill="${p.a}"/>`,
    )
  }
  return out.join('')
}

/** A small symbol for each discipline (piano keys, voice arcs, mixer faders, staff). */
function disciplineSymbol(ctx: Ctx, slug: string): string {
  const { W, H, S, p } = ctx
  const out: string[] = []
  if (slug.includes('piano')) {
    const kw = W / 22,
      top = H * 0.72
    out.push(`<rect x="0" y="${r1(top)}" width="${r1(W)}" height="${r1(H - top)}" fill="${p.light}"/>`)
    for (let i = 0; i <= 22; i++)
      out.push(`<rect x="${r1(i * kw - 1)}" y="${r1(top)}" width="2" height="${r1(H - top)}" fill="${p.dark}"/>`)
    for (let i = 0; i < 22; i++)
      if ([0, 1, 3, 4, 5].includes(i % 7))
        out.push(
          `<rect x="${r1((i + 0.68) * kw)}" y="${r1(top)}" width="${r1(kw * 0.64)}" height="${r1((H - top) * 0.6)}" fill="${p.dark}"/>`,
        )
  } else if (slug.includes('chant') || slug.includes('voix')) {
    for (let i = 1; i <= 5; i++)
      out.push(
        `<path d="M${r1(W * 0.3 + i * S * 0.07)} ${r1(H * 0.5 - i * S * 0.06)} Q${r1(W * 0.3 + i * S * 0.11)} ${r1(H * 0.5)} ${r1(W * 0.3 + i * S * 0.07)} ${r1(H * 0.5 + i * S * 0.06)}" fill="none" stroke="${p.light}" stroke-width="${r1(S * 0.012)}" stroke-linecap="round" opacity="${r1(1 - i * 0.14)}"/>`,
      )
    out.push(`<circle cx="${r1(W * 0.3)}" cy="${r1(H * 0.5)}" r="${r1(S * 0.05)}" fill="${p.a}"/>`)
  } else if (slug.includes('mao') || slug.includes('prod')) {
    const n = 10,
      bw = W / (n * 2 + 1)
    for (let i = 0; i < n; i++) {
      const h = H * (0.15 + 0.35 * Math.abs(Math.sin(i * 1.7 + 0.5)))
      out.push(
        `<rect x="${r1(bw * (2 * i + 1))}" y="${r1(H * 0.92 - h)}" width="${r1(bw)}" height="${r1(h)}" rx="${r1(bw / 4)}" fill="${i % 3 === 0 ? p.a : p.light}" opacity="0.85"/>`,
      )
    }
  } else if (slug.includes('musico')) {
    const top = H * 0.58,
      gap = S * 0.035
    let d = ''
    for (let i = 0; i < 5; i++) d += `M0 ${r1(top + i * gap)} H${r1(W)}`
    out.push(`<path d="${d}" stroke="${p.light}" stroke-width="${r1(S * 0.004)}" opacity="0.85"/>`)
    const steps = [4, 2, 3, 1, 0, 2, 5, 3]
    steps.forEach((s, i) => {
      const x = W * (0.12 + i * 0.1),
        y = top + (s * gap) / 2
      out.push(
        `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(gap * 0.65)}" ry="${r1(gap * 0.45)}" transform="rotate(-20 ${r1(x)} ${r1(y)})" fill="${p.a}"/><rect x="${r1(x + gap * 0.55)}" y="${r1(y - gap * 3.2)}" width="${r1(S * 0.005)}" height="${r1(gap * 3.2)}" fill="${p.a}"/>`,
      )
    })
  }
  return out.join('')
}

// ---------------------------------------------------------------------------------------------------
// Compositions

export type ArtKind = ImageGroup | 'site'

/** The SVG design for one image, in design units (1000 wide); the same for every width. */
export function artSvg(
  kind: ArtKind,
  slug: string,
  aspect: number,
  variant: 'plain' | 'og' = 'plain',
): { svg: string; W: number; H: number } {
  const W = 1000,
    H = Math.round(1000 / aspect)
  const rng = makeRng(hashString(`${kind}/${slug}`))
  const p = PALETTES[rng.int(PALETTES.length)]!
  const ctx: Ctx = { W, H, S: Math.min(W, H), rng, p, defs: [], seq: 0 }
  let body: string
  if (kind === 'site') {
    ctx.noSun = true
    body = waves(ctx) + logoMark(W * 0.5, H * 0.46, Math.min(W, H) * 0.3)
  } else if (kind === 'press' && slug.includes('logo')) {
    const S = Math.min(W, H)
    body = `<rect width="${W}" height="${H}" fill="${INDIGO}"/>${logoMark(W / 2, H / 2, S * 0.34)}`
  } else if (kind === 'press' && /equipe|team/.test(slug)) {
    body = `${bogolan(ctx)}<rect width="${W}" height="${H}" fill="${p.dark}" opacity="0.4"/>`
    const size = H * 0.8
    for (const [i, fx] of [0.2, 0.8, 0.5].entries()) {
      const s = size * (i === 2 ? 1.05 : 0.92)
      body += portrait(ctx, { x: W * fx - s / 2, y: H - s, size: s })
    }
  } else if (kind === 'artists' || kind === 'teachers') {
    const motif = rng.pick(GROUP_MOTIFS[kind])
    const base = MOTIFS[motif](ctx)
    const wide = variant === 'og' || W > H * 1.2
    const size = Math.min(W, H) * (wide ? 0.98 : 1)
    const cx = wide ? W * 0.68 : W / 2
    body = `${base}<rect width="${W}" height="${H}" fill="${p.dark}" opacity="0.35"/>`
    // Bands and duos get several silhouettes: two for a duo or brothers/sisters, three for larger groups.
    const members = /duo|freres|soeurs|jumeaux|twins/.test(slug)
      ? 2
      : /trio|quartet|quintet|band|groupe|ensemble|orchestre|choeur|chorale|collectif/.test(slug)
        ? 3
        : 1
    if (members === 1) body += portrait(ctx, { x: cx - size / 2, y: H - size, size })
    else {
      const s = size * (members === 2 ? 0.78 : 0.66)
      const spread = s * (members === 2 ? 0.3 : 0.42)
      const slots = members === 2 ? [-1, 1] : [-1, 1, 0]
      for (const k of slots) {
        const sk = k === 0 ? s * 1.08 : s
        body += portrait(ctx, { x: cx + k * spread - sk / 2, y: H - sk, size: sk }, /freres|jumeaux/.test(slug))
      }
    }
  } else {
    const motif = rng.pick(GROUP_MOTIFS[kind])
    body = MOTIFS[motif](ctx)
    if (kind === 'disciplines')
      body += `<rect width="${W}" height="${H}" fill="${p.dark}" opacity="0.45"/>${disciplineSymbol(ctx, slug)}`
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="__W__" height="__H__"><defs>${ctx.defs.join('')}</defs>${body}</svg>`
  return { svg, W, H }
}

function sized(svg: string, width: number, height: number): Buffer {
  return Buffer.from(svg.replace('__W__', String(width)).replace('__H__', String(height)))
}

async function save(path: string, data: Buffer): Promise<Written> {
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, data)
  return { path, bytes: data.length }
}

export function groupImagePath(mediaDir: string, group: ImageGroup, slug: string, width: number): string {
  return join(mediaDir, 'images', group, `${slug}-${width}.webp`)
}

/** One group image as WebP at the given widths (by default every width of the group). */
export async function renderGroupImages(
  mediaDir: string,
  group: ImageGroup,
  slug: string,
  widths: readonly number[] = IMAGE_GROUPS[group].widths,
): Promise<Written[]> {
  const spec = IMAGE_GROUPS[group]
  const { svg } = artSvg(group, slug, spec.aspect)
  const written: Written[] = []
  for (const width of widths) {
    const height = Math.round(width / spec.aspect)
    const data = await sharp(sized(svg, width, height))
      .removeAlpha()
      .webp({ quality: 70, effort: 4 })
      .toBuffer()
    written.push(await save(groupImagePath(mediaDir, group, slug, width), data))
  }
  return written
}

export function ogImagePath(mediaDir: string, group: ImageGroup | 'site', slug: string): string {
  return join(mediaDir, 'og', group === 'site' ? 'site-default.jpg' : `${group}-${slug}.jpg`)
}

/** Open Graph preview, 1200×630 JPEG. */
export async function renderOgImage(mediaDir: string, group: ImageGroup | 'site', slug: string): Promise<Written> {
  const { svg } = artSvg(group, slug, 1200 / 630, 'og')
  const data = await sharp(sized(svg, 1200, 630))
    .removeAlpha()
    .jpeg({ quality: 75, mozjpeg: true })
    .toBuffer()
  return save(ogImagePath(mediaDir, group, slug), data)
}

// ---------------------------------------------------------------------------------------------------
// Logo and icons

const INDIGO = '#1E1B4B'
const GOLD = '#D4A017'

/** A gold vinyl disc with a stylised 'G' on its label, centred at (cx, cy) with radius r. */
function logoMark(cx: number, cy: number, r: number): string {
  const grooves = [0.9, 0.8, 0.7, 0.6]
    .map(
      f =>
        `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * f)}" fill="none" stroke="#A87C0C" stroke-width="${r1(r * 0.018)}"/>`,
    )
    .join('')
  const g = r * 0.22
  const a0 = (-40 * Math.PI) / 180
  return (
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${GOLD}"/>${grooves}` +
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 0.4)}" fill="${INDIGO}"/>` +
    `<path d="M${r1(cx + g * Math.cos(a0))} ${r1(cy + g * Math.sin(a0))} A${r1(g)} ${r1(g)} 0 1 0 ${r1(cx + g)} ${r1(cy)} H${r1(cx + g * 0.15)}" fill="none" stroke="${GOLD}" stroke-width="${r1(r * 0.085)}" stroke-linecap="round" stroke-linejoin="round"/>`
  )
}

export function iconSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="${size}" height="${size}"><rect width="512" height="512" fill="${INDIGO}"/>${logoMark(256, 256, 196)}</svg>`
}

/** Hand-written favicon: the same disc and 'G', fewer grooves. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#1E1B4B"/>
  <circle cx="32" cy="32" r="26" fill="#D4A017"/>
  <circle cx="32" cy="32" r="20" fill="none" stroke="#A87C0C" stroke-width="1"/>
  <circle cx="32" cy="32" r="11" fill="#1E1B4B"/>
  <path d="M36.6 28.1A6 6 0 1 0 38 32H33" fill="none" stroke="#D4A017" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`

export async function renderIcons(
  mediaDir: string,
  force: boolean,
  exists: (path: string) => boolean,
): Promise<Written[]> {
  const written: Written[] = []
  for (const size of [192, 512]) {
    const path = join(mediaDir, 'icons', `icon-${size}.png`)
    if (!force && exists(path)) continue
    const data = await sharp(Buffer.from(iconSvg(size)))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer()
    written.push(await save(path, data))
  }
  const favicon = join(mediaDir, 'icons', 'favicon.svg')
  if (force || !exists(favicon)) written.push(await save(favicon, Buffer.from(FAVICON_SVG)))
  return written
}

// ---------------------------------------------------------------------------------------------------
// Press photos in print resolution

/** Print size of the press photos: 3000 px wide, 3:2, i.e. 25.4 × 16.9 cm at 300 dpi. */
export const PRINT_WIDTH = 3000
export const PRINT_DPI = 300

/**
 * A press image for print: `/media/press/<slug>-print.jpg` (photos, JPEG) or `-print.png` (the logo,
 * lossless), the same artwork as `/media/images/press/<slug>-*.webp`, with 300 dpi in its metadata.
 */
export async function renderPrintImage(file: string, slug: string): Promise<Written> {
  const aspect = IMAGE_GROUPS.press.aspect
  const { svg } = artSvg('press', slug, aspect)
  const height = Math.round(PRINT_WIDTH / aspect)
  const image = sharp(sized(svg, PRINT_WIDTH, height))
    .removeAlpha()
    .withMetadata({ density: PRINT_DPI })
  const data = file.endsWith('.png')
    ? await image.png({ compressionLevel: 9, palette: true, colours: 64 }).toBuffer()
    : await image.jpeg({ quality: 80, mozjpeg: true }).toBuffer()
  return save(file, data)
}
