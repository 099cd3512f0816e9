import type { LessonBlock, Practice } from '#core/music/lesson-blocks.ts'
import { A4_TEXT_WIDTH, makePdfPages, type PdfDrawing, type PdfSheetBlock } from '#core/pdf/pdf.ts'
import { scoreSystems } from '#core/pdf/score-drawing.ts'
import { type Inline, parseMarkdown } from '#features/blog/markdown.ts'

const INDIGO: [number, number, number] = [0.16, 0.2, 0.45]
const GOLD: [number, number, number] = [0.6, 0.45, 0.05]
const GREY: [number, number, number] = [0.35, 0.31, 0.28]

export type LessonSheetInput = {
  disciplineName: string
  levelName: string
  lesson: number
  title: string
  content: string
  blocks: readonly LessonBlock[]
}

const PRACTICE_LABELS: Record<Practice['kind'], string> = {
  sing: 'À chanter au micro',
  play: 'À jouer au clavier (MIDI, touches de l’ordinateur ou clavier à l’écran)',
  rhythm: 'Rythme à taper (barre d’espace ou écran tactile)',
  drill: 'Entraînement tiré au hasard',
}
const DRILL_LABELS = {
  intervals: 'intervalles',
  chords: 'accords',
  treble: 'notes en clé de sol',
  bass: 'notes en clé de fa',
}

const plain = (nodes: Inline[]): string =>
  nodes.map(node => (node.kind === 'text' ? node.text : plain(node.children))).join('')

/** The lesson's markdown as sheet paragraphs: headings, paragraphs, bulleted and numbered lists, quotes. */
function markdownBlocks(markdown: string): PdfSheetBlock[] {
  return parseMarkdown(markdown).flatMap((block): PdfSheetBlock[] => {
    switch (block.kind) {
      case 'heading':
        return [
          {
            text: plain(block.children),
            size: block.level === 2 ? 14 : 12,
            bold: true,
            color: INDIGO,
            before: 10,
            keepWithNext: true,
          },
        ]
      case 'paragraph':
        return [{ text: plain(block.children), size: 10.5, before: 6 }]
      case 'quote':
        return [{ text: plain(block.children), size: 10.5, italic: true, indent: 16, before: 6 }]
      case 'list':
        return block.items.map((item, index) => ({
          text: plain(item),
          size: 10.5,
          indent: 16,
          bullet: block.ordered ? `${index + 1}.` : '•',
          before: index === 0 ? 6 : 2,
        }))
      case 'image':
        return block.alt ? [{ text: `[Image : ${block.alt}]`, size: 9.5, italic: true, color: GREY, before: 6 }] : []
      case 'youtube':
      case 'video':
        return [{ text: 'Vidéo à regarder sur la page de la leçon.', size: 9.5, italic: true, color: GREY, before: 6 }]
    }
  })
}

/** A score drawn on staves, one drawing per system; an unreadable one (never saved so) is left out. */
function scoreBlocks(abc: string): PdfSheetBlock[] {
  try {
    // Each system is one drawing, so a long score breaks across pages between systems; engraved once
    // per width asked.
    const engraved = new Map<number, PdfDrawing[]>()
    const systemsFor = (width: number) => {
      let systems = engraved.get(width)
      if (!systems) engraved.set(width, (systems = scoreSystems(abc, width)))
      return systems
    }
    return systemsFor(A4_TEXT_WIDTH).map(
      (_, index): PdfSheetBlock => ({ drawing: width => systemsFor(width)[index]!, before: index === 0 ? 4 : 0 }),
    )
  } catch {
    return []
  }
}

function blockParts(block: LessonBlock): PdfSheetBlock[] {
  switch (block.type) {
    case 'text':
      return markdownBlocks(block.markdown)
    case 'score':
      return [{ text: block.title, size: 11.5, bold: true, before: 12, keepWithNext: true }, ...scoreBlocks(block.abc)]
    case 'audio':
      return [
        { text: `Exemple audio : ${block.title}`, size: 11.5, bold: true, before: 12, keepWithNext: true },
        ...(block.abc
          ? scoreBlocks(block.abc)
          : [{ text: 'À écouter sur la page de la leçon.', size: 9.5, italic: true, color: GREY, before: 2 }]),
      ]
    case 'video':
      return [
        { text: `Vidéo : ${block.title}`, size: 11.5, bold: true, before: 12, keepWithNext: true },
        { text: 'À regarder sur la page de la leçon.', size: 9.5, italic: true, color: GREY, before: 2 },
      ]
    case 'exercise': {
      const practice = block.practice
      const kind =
        practice.kind === 'drill'
          ? `${PRACTICE_LABELS.drill} : ${DRILL_LABELS[practice.drill]}, ${practice.questions} questions`
          : PRACTICE_LABELS[practice.kind]
      return [
        { text: `Exercice : ${block.title}`, size: 12, bold: true, color: GOLD, before: 14, keepWithNext: true },
        { text: block.instructions, size: 10.5, before: 4 },
        {
          text: `${kind}. Seuil de réussite : ${block.passMark} / 100.`,
          size: 9.5,
          italic: true,
          color: GREY,
          before: 4,
          keepWithNext: practice.kind !== 'drill',
        },
        ...(practice.kind === 'drill' ? [] : scoreBlocks(practice.abc)),
      ]
    }
  }
}

/**
 * The downloadable lesson sheet (issue #25): title, text, the scores drawn as staff notation and
 * the exercises with their pass marks, on as many A4 pages as it takes. A plain lesson prints its text.
 */
export function lessonSheetPdf(lesson: LessonSheetInput, publicUrl: string): Buffer {
  const blocks: PdfSheetBlock[] = [
    {
      text: `Gombiste Records — Académie · ${lesson.disciplineName}, ${lesson.levelName}`,
      size: 10,
      bold: true,
      color: GOLD,
    },
    { text: `Leçon ${lesson.lesson} : ${lesson.title}`, size: 22, bold: true, color: INDIGO, before: 10 },
    { rule: true, before: 8 },
    { text: lesson.content, size: 11, italic: lesson.blocks.length > 0, before: 2 },
    ...lesson.blocks.flatMap(blockParts),
  ]
  const address = `${publicUrl.replace(/\/$/, '')}`
  return makePdfPages(
    `Leçon ${lesson.lesson} : ${lesson.title}`,
    blocks,
    `Gombiste Records — fiche de la leçon ${lesson.lesson}, ${lesson.disciplineName} ${lesson.levelName} · ${address}`,
  )
}
