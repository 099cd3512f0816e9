import { dayMinutes, type LessonBlock, type Practice } from '#lib/music/lesson-blocks.ts'
import { engraveAbc } from '#lib/music/abc-engrave.ts'
import { makePdf, PDF_TEXT_WIDTH, type PdfBlock } from '#core/pdf/pdf.server.ts'
import { type Inline, parseMarkdown } from '#features/blog/markdown.ts'

const INDIGO = '#293373'
const GOLD = '#99730d'
const GREY = '#594f47'
/** Points per unit of the engraver's SVG: its staff space of 10 units prints 6 points tall. */
const SCORE_SCALE = 0.6

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
function markdownBlocks(markdown: string): PdfBlock[] {
  return parseMarkdown(markdown).flatMap((block): PdfBlock[] => {
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

/**
 * A score as the lesson page shows it (the site's engraver, ADR 013), one SVG drawing per system so a
 * long score breaks across pages between systems. An unreadable one (never saved so) is left out.
 */
function scoreBlocks(abc: string): PdfBlock[] {
  let score: ReturnType<typeof engraveAbc>
  try {
    score = engraveAbc(abc, { width: PDF_TEXT_WIDTH / SCORE_SCALE })
  } catch {
    return []
  }
  return score.systems.map((system, index) => ({
    // The system's band of the score, in the engraver's own units and colours (currentColor: the ink).
    // A grand staff's system is taller than a single staff's: the engraver says how tall.
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 ${index * score.systemHeight} ${score.width} ${score.systemHeight}" color="#1a1412" fill="currentColor" stroke="currentColor" stroke-width="0">${system}</svg>`,
    width: PDF_TEXT_WIDTH,
    height: score.systemHeight * SCORE_SCALE,
    before: index === 0 ? 4 : 0,
  }))
}

function blockParts(block: LessonBlock): PdfBlock[] {
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
    case 'plan':
      // The plan printed: the sheet is what a student pins above the keyboard for the week.
      return [
        { text: block.title, size: 12, bold: true, color: GOLD, before: 14, keepWithNext: true },
        ...block.days.flatMap(day => [
          {
            text: `${day.day} (${dayMinutes(day)} min)`,
            size: 10.5,
            bold: true,
            before: 6,
            keepWithNext: true,
          },
          ...day.tasks.map(task => ({
            text: `• ${task.minutes} min : ${task.task}${task.tempo ? ` (noire = ${task.tempo})` : ''}. Objectif : ${task.success}`,
            size: 10,
            before: 2,
          })),
        ]),
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
 * The downloadable lesson sheet: title, text, the scores drawn as staff notation and
 * the exercises with their pass marks, on as many A4 pages as it takes. A plain lesson prints its text.
 */
export function lessonSheetPdf(lesson: LessonSheetInput, publicUrl: string): Promise<Buffer> {
  const blocks: PdfBlock[] = [
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
  return makePdf(blocks, {
    title: `Leçon ${lesson.lesson} : ${lesson.title}`,
    footer: `Gombiste Records — fiche de la leçon ${lesson.lesson}, ${lesson.disciplineName} ${lesson.levelName} · ${publicUrl.replace(/\/$/, '')}`,
  })
}
