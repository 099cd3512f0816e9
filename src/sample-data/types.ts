import type { AssessmentPart, LessonBlock } from '#core/music/lesson-blocks.ts'
/**
 * Shapes of the built-in sample content. One module (`sample-data.ts`) fills them; the database seed
 * and the static demo build both read it, so the two always show the same site.
 *
 * Media URLs point under `/media/`. Images follow `/media/images/<group>/<slug>-<width>.webp`, where
 * the widths of each group are listed in `src/core/media/image-sizes.ts`; content stores the URL of
 * the group's `defaultWidth`, and the page derives the other widths for `srcset`.
 */

export type Social = { network: string; url: string }

export type LabelInfo = {
  name: string
  slogan: string
  /** Two or three short paragraphs presenting the label (shown on /label and the home page). */
  about: string[]
  director: string
  legalForm: string
  foundingYear: number
  address: { street: string; postalCode: string; city: string; country: string }
  emails: { contact: string; booking: string; training: string }
  phones: string[]
  website: string
  socials: Social[]
  /** Persona name of the AI music teacher ('{name} - Gombiste IA'). */
  assistantName: string
}

export type Service = { id: string; title: string; description: string }

export type NewsItem = { id: string; title: string; summary: string; date: string; link: string }

export type PressAsset = { label: string; url: string; kind: 'image' | 'document' }
export type PressKit = { headline: string; shortText: string; assets: PressAsset[] }

export type BookingBlock = { title: string; ctaText: string; contactEmail: string }

export type Track = {
  id: string
  title: string
  /** `/media/audio/<slug>.mp3` */
  audioSrc: string
  /** `/media/images/covers/<slug>-320.webp` */
  coverUrl: string
  durationSeconds: number
  /** Hints for the media generator so each sample track sounds like its genre. */
  sound: SoundHints
}

/** How the media generator should synthesise a sample audio file. */
export type SoundHints = {
  key: string
  mode: 'major' | 'minor'
  bpm: number
  style: 'afrobeat' | 'makossa' | 'bikutsi' | 'rumba' | 'jazz' | 'gospel' | 'pop' | 'lofi' | 'classical'
}

export type Video = {
  id: string
  title: string
  /**
   * Either one of our media files (`/media/video/<slug>.mp4`, played by a native `<video>`; the sample
   * content uses only these) …
   */
  src?: string
  /** … or a YouTube id an admin entered, loaded only after a click (facade), so pages never call another host on load. */
  youtubeId?: string
  /** `/media/images/posters/<slug>-640.webp` */
  posterUrl: string
}

export type Artist = {
  id: string
  name: string
  /** One-line role, e.g. 'Chanteuse, autrice-compositrice'. */
  headline: string
  bio: string[]
  city: string
  /** `/media/images/artists/<slug>-320.webp` */
  photoUrl: string
  genres: string[]
  tags: string[]
  videos: Video[]
  discography: Track[]
}

export type PortfolioItem = {
  id: string
  title: string
  year: number
  /** `/media/images/portfolio/<slug>-640.webp` */
  coverImage: string
  type: 'clip' | 'album'
  /** Artist ids. */
  artists: string[]
  description: string
  credits: { role: string; name: string }[]
  /** `videoUrl`: one of our clips (`/media/…mp4`) or a YouTube address an admin entered. */
  media: { videoUrl: string | null; audioUrl: string | null }
  /** Human duration, e.g. '3 min 42 s' or '42 min'. */
  duration: string
  tags: string[]
  license: string
  downloadableAssets: { label: string; url: string }[]
  caseStudy: { challenge: string; approach: string; result: string }
}

export type DisciplineId = 'piano' | 'chant' | 'mao' | 'musicologie'

export type Level = {
  /** URL segment of the course page, e.g. 'debutant'. */
  id: string
  levelName: string
  durationWeeks: number
  hoursPerWeek: number
  learningObjectives: string[]
  /**
   * `content` is the lesson's summary (the whole lesson when it has no blocks); `blocks` make a lesson
   * that teaches (issue #25): text, scores, audio, practice; `free` marks the level's "Leçon d'essai".
   */
  syllabus: { lesson: number; title: string; content: string; blocks?: LessonBlock[]; free?: boolean }[]
  exercises: { title: string; instructions: string; solution: string }[]
  recommendedRepertoire: string[]
  resources: string[]
  assessment: { type: string; passingCriteria: string; passingScore: number }
  /**
   * The performed parts of the assessment (issue #25), each with its share of the final mark; the quiz
   * counts for the rest. Absent or empty: the assessment is the quiz alone.
   */
  performance?: AssessmentPart[]
}

export type Discipline = {
  id: DisciplineId
  name: string
  description: string
  /** `/media/images/disciplines/<id>-800.webp` */
  imageUrl: string
  videoId: string | null
  levels: Level[]
}

export type Formula = {
  id: string
  name: string
  description: string
  price: { eur: number; xaf: number } | null
  billingCycle: 'mois' | 'unique' | null
  customPriceText: string | null
  features: string[]
}

/** Sample events are stored relative to the current month and dated when read. */
export type EventSchedule = { monthOffset: number; day: number }
export type LabelEvent = {
  id: string
  title: string
  schedule: EventSchedule
  type: string
  description: string
  /** 'HH:MM' local time (Africa/Douala). */
  time: string
  location: string
  intervenant: string
}

export type Testimonial = {
  id: string
  author: string
  role: string
  quote: string
  type: 'client' | 'student'
}

export type BlogPost = {
  id: string
  title: string
  author: string
  /** ISO date, 'YYYY-MM-DD'. */
  date: string
  excerpt: string
  /** `/media/images/blog/<slug>-800.webp` */
  imageUrl: string
  category: string
  /** Markdown-like: '## ' headings, '- ' lists, '> ' quotes, [links](url), ![images](url), blank-line paragraphs. */
  content: string
  likes: number
}

export type PublicCreation = {
  id: string
  prompt: string
  /** `/media/audio/creations/<slug>.mp3` */
  url: string
  date: string
  userName: string
  likes: number
  sound: SoundHints
}

export type SampleData = {
  label: LabelInfo
  services: Service[]
  news: NewsItem[]
  pressKit: PressKit
  booking: BookingBlock
  artists: Artist[]
  portfolio: PortfolioItem[]
  disciplines: Discipline[]
  formulas: Formula[]
  events: LabelEvent[]
  testimonials: Testimonial[]
  blogPosts: BlogPost[]
  publicCreations: PublicCreation[]
}
