import { z } from 'zod'
import { publicCreationSchema, type PublicCreation } from '#features/account/creations.content.ts'
import { artistSchema, type Artist } from '#features/artists/artists.content.ts'
import {
  tutorEntryFrontMatterSchema,
  tutorEntrySchema,
  type TutorEntry,
} from '#features/assistant/tutor-entries.content.ts'
import { TUTOR_TOPICS } from '#features/assistant/tutor-entries.schemas.ts'
import { blogPostFrontMatterSchema, type BlogPost } from '#features/blog/blog.content.ts'
import {
  type Discipline,
  disciplineFileSchema,
  type Formula,
  formulaSchema,
  type Level,
  levelFileSchema,
} from '#features/catalog/catalog.content.ts'
import { lessonFrontMatterSchema } from '#features/courses/courses.content.ts'
import { parseQuizFile } from '#features/courses/quiz.content.ts'
import type { QuizFile } from '#features/courses/quiz.schemas.ts'
import { labelEventSchema, type LabelEvent } from '#features/events/events.content.ts'
import {
  type BookingBlock,
  bookingBlockSchema,
  type LabelInfo,
  labelInfoSchema,
  type NewsItem,
  newsItemSchema,
  type PressKit,
  pressKitSchema,
  type Service,
  serviceSchema,
} from '#features/label/label.content.ts'
import { portfolioItemSchema, type PortfolioItem } from '#features/portfolio/portfolio.content.ts'
import { testimonialSchema, type Testimonial } from '#features/testimonials/testimonials.content.ts'
import { sampleTeacherSchema, type SampleTeacher } from '#features/tutoring/teachers.content.ts'
import { planMinutes } from '#lib/music/lesson-blocks.ts'
import { lessonBlocksSchema } from '#lib/music/lesson-blocks.schema.ts'
import { ContentError, validate } from './content-error.ts'
import { parseYaml, readFrontMatter, readLessonBody } from './markdown-file.ts'

/** The texts of the `content/` folder by path from the repository root ('content/blog/01-x.md'). */
export type ContentFiles = Record<string, string>

/** Everything the academy and the label publish, read by the database seed and the static demo. */
export type Content = {
  label: LabelInfo
  services: Service[]
  news: NewsItem[]
  pressKit: PressKit
  booking: BookingBlock
  artists: Artist[]
  portfolio: PortfolioItem[]
  /** The academy's sample teachers: accounts, profiles, weekly availability, workshops. */
  teachers: SampleTeacher[]
  disciplines: Discipline[]
  formulas: Formula[]
  events: LabelEvent[]
  testimonials: Testimonial[]
  blogPosts: BlogPost[]
  publicCreations: PublicCreation[]
  /** The written entries of the tutor's knowledge base (the seed adds those made from the catalogue). */
  tutorEntries: TutorEntry[]
  /** Each level's assessment quiz (absent from the static demo, which never ships the answers). */
  quizzes: QuizFile[]
}

/**
 * Parses and validates the content files (pure: the server reads them from disk, the demo bundles
 * them). Any invalid file throws a ContentError naming the file and the field.
 */
export function parseContent(input: ContentFiles): Content {
  const files = sorted(input)
  const read = new Set<string>()
  const text = (path: string) => {
    const found = files.get(path)
    if (found === undefined) throw new ContentError(path, ['fichier manquant.'])
    read.add(path)
    return found
  }
  const yamlFile = <Schema extends z.ZodType>(path: string, schema: Schema) =>
    validate(schema, parseYaml(text(path), path), path)
  const under = (folder: string, extension: string) =>
    [...files.keys()].filter(path => path.startsWith(folder) && path.endsWith(extension))
  const itemsOf = <Schema extends z.ZodType>(path: string, schema: Schema) => yamlFile(path, z.array(schema))

  const disciplines = itemsOf('content/catalog/disciplines.yaml', disciplineFileSchema).map(discipline => ({
    ...discipline,
    levels: discipline.levels.map(id => readLevel(`content/courses/${discipline.id}/${id}/`, id)),
  }))

  function readLevel(folder: string, id: string): Level {
    const level = yamlFile(`${folder}level.yaml`, levelFileSchema)
    const syllabus = under(folder, '.md').map(path => {
      const { data, body } = readFrontMatter(text(path), path)
      const { lesson, title, free, summary } = validate(lessonFrontMatterSchema, data, path)
      const blocks = body ? validate(lessonBlocksSchema, readLessonBody(body, path), path, ['blocks']) : undefined
      // A lesson is a week of the level: its plan asks for the week's hours the level sells, no more, no less.
      const plan = blocks?.find(block => block.type === 'plan')
      if (plan && planMinutes(plan) !== level.hoursPerWeek * 60)
        throw new ContentError(path, [
          `plan de travail : ${planMinutes(plan)} min dans la semaine, le niveau en annonce ${level.hoursPerWeek * 60} (${level.hoursPerWeek} h).`,
        ])
      return { lesson, title, ...(free ? { free } : {}), content: summary, ...(blocks ? { blocks } : {}) }
    })
    return { id, ...level, syllabus }
  }

  const blogPosts = under('content/blog/', '.md').map(path => {
    const { data, body } = readFrontMatter(text(path), path)
    const post = validate(blogPostFrontMatterSchema, data, path)
    if (!body) throw new ContentError(path, ['l’article n’a pas de texte.'])
    return { ...post, content: body }
  })

  const tutorEntries = readTutorEntries(files, read)

  const quizzes = under('content/quizzes/', '.json').map(path => {
    let data: unknown
    try {
      data = JSON.parse(text(path))
    } catch (error) {
      throw new ContentError(path, [`JSON illisible : ${(error as Error).message}`])
    }
    return parseQuizFile(path, data)
  })

  const content: Content = {
    label: yamlFile('content/label/label.yaml', labelInfoSchema),
    services: itemsOf('content/label/services.yaml', serviceSchema),
    news: itemsOf('content/label/news.yaml', newsItemSchema),
    pressKit: yamlFile('content/label/press-kit.yaml', pressKitSchema),
    booking: yamlFile('content/label/booking.yaml', bookingBlockSchema),
    artists: under('content/artists/', '.yaml').map(path => yamlFile(path, artistSchema)),
    portfolio: under('content/portfolio/', '.yaml').map(path => yamlFile(path, portfolioItemSchema)),
    teachers: under('content/teachers/', '.yaml').map(path => yamlFile(path, sampleTeacherSchema)),
    disciplines,
    formulas: itemsOf('content/catalog/formulas.yaml', formulaSchema),
    events: itemsOf('content/events.yaml', labelEventSchema),
    testimonials: itemsOf('content/testimonials.yaml', testimonialSchema),
    blogPosts,
    publicCreations: itemsOf('content/creations.yaml', publicCreationSchema),
    tutorEntries,
    quizzes,
  }
  // A file in the wrong folder or with the wrong extension would otherwise be silently left out.
  const unread = [...files.keys()].find(path => !read.has(path))
  if (unread) throw new ContentError(unread, ['fichier inattendu : aucun contenu ne se lit à cet endroit.'])
  return content
}

/** The written entries of the tutor's knowledge base alone, `content/tutor/<topic>/<slug>.md` (the demo loads them on the first question). */
export function parseTutorEntries(input: ContentFiles): TutorEntry[] {
  return readTutorEntries(sorted(input), new Set())
}

function readTutorEntries(files: Map<string, string>, read: Set<string>): TutorEntry[] {
  return Object.keys(TUTOR_TOPICS).flatMap(topic => {
    const folder = `content/tutor/${topic}/`
    return [...files].flatMap(([path, text]) => {
      if (!path.startsWith(folder) || !path.endsWith('.md')) return []
      read.add(path)
      const { data, body } = readFrontMatter(text, path)
      const { questions, tags, links } = validate(tutorEntryFrontMatterSchema, data, path)
      const id = `${topic}-${path.slice(folder.length, -'.md'.length)}`
      return [validate(tutorEntrySchema, { id, topic, questions, answer: body, links, tags }, path)]
    })
  })
}

/** The files by path from the repository root ('/content/…' from import.meta.glob too), in path order. */
function sorted(input: ContentFiles): Map<string, string> {
  return new Map(
    Object.entries(input)
      .map(([path, text]) => [path.replace(/^\.?\//, ''), text] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  )
}
