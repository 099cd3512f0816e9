import { memo, Suspense, useRef, useState } from 'react'
import type { LessonBlock } from '#lib/music/lesson-blocks.ts'
import { useHydrated } from '#core/ui/use-hydrated.ts'
import { MarkdownContent } from '#features/blog/components/markdown-content.tsx'
import type { LessonDetail } from '#features/courses/learning.api.ts'
import { PracticeExercise, type PracticeOutcome } from '#features/courses/practice/practice-exercise.tsx'
import { ScoreView } from '#features/courses/practice/score-view.tsx'
import { PracticePlan } from './practice-plan.tsx'
import type { PracticeTry } from '#features/courses/practice/scoring.ts'

type VideoSources = LessonDetail['videos'][string]

/** `1 234 567` bytes → « 1,2 Mo »: what a student on a data plan wants to know before pressing play. */
const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} Mo`

/**
 * A lesson video: the 360p rendition by default (cheap phones, slow networks), the 720p one on demand,
 * the poster shown and nothing downloaded until the student presses play (`preload="none"`).
 * Switching quality keeps the position (and keeps playing if it was).
 */
function LessonVideo({ title, sources }: { title: string; sources: VideoSources | undefined }) {
  const [hd, setHd] = useState(false)
  const video = useRef<HTMLVideoElement>(null)
  const resume = useRef<{ time: number; playing: boolean } | null>(null)
  if (!sources) {
    return (
      <figure className="card p-4">
        <figcaption className="font-display text-lg font-bold">{title}</figcaption>
        <p className="mt-2 text-sm text-ink/80">Cette vidéo est en cours de préparation : revenez un peu plus tard.</p>
      </figure>
    )
  }
  const current = hd ? sources.hd : sources.mobile
  const toggle = () => {
    const element = video.current
    if (element && element.currentTime > 0) resume.current = { time: element.currentTime, playing: !element.paused }
    setHd(!hd)
  }
  const onLoadedMetadata = () => {
    const element = video.current
    const saved = resume.current
    if (!element || !saved) return
    resume.current = null
    element.currentTime = saved.time
    if (saved.playing) void element.play().catch(() => undefined)
  }
  const sameFile = sources.hd.url === sources.mobile.url || sources.hd.height === sources.mobile.height
  return (
    <figure className="card p-4">
      <figcaption className="font-display text-lg font-bold">{title}</figcaption>
      {/* biome-ignore lint/a11y/useMediaCaption: the admin area has no subtitle upload yet; the lesson text carries the teaching. */}
      <video
        ref={video}
        controls
        playsInline
        preload="none"
        poster={sources.poster}
        src={current.url}
        width={current.width}
        height={current.height}
        onLoadedMetadata={onLoadedMetadata}
        className="mt-2 h-auto w-full rounded bg-black"
        data-quality={hd ? '720p' : '360p'}
      />
      <p className="mt-2 flex flex-wrap items-center gap-3 text-sm">
        <span>
          {hd ? 'Qualité HD (720p)' : 'Qualité économe (360p)'} · {megabytes(current.bytes)}
        </span>
        {sameFile ? null : (
          <button type="button" className="button-secondary" aria-pressed={hd} onClick={toggle}>
            {hd
              ? `Revenir en 360p (${megabytes(sources.mobile.bytes)})`
              : `Voir en HD 720p (${megabytes(sources.hd.bytes)})`}
          </button>
        )}
      </p>
    </figure>
  )
}

type OnPractice = (exercise: string, attempt: PracticeTry) => Promise<PracticeOutcome | null>
/** What the blocks need of a lesson (the admin editor's preview passes a draft as a trial lesson). */
type LessonForBlocks = Pick<LessonDetail, 'blocks' | 'practice' | 'trial' | 'videos'>

/**
 * One block of a lesson: text, score, audio example, video or practice exercise. Memoized:
 * a block is drawn again only when the lesson changes (a result saved), not when the page re-renders.
 */
const Block = memo(function Block({
  block,
  lesson,
  onPractice,
}: {
  block: LessonBlock
  lesson: LessonForBlocks
  onPractice: OnPractice
}) {
  switch (block.type) {
    case 'text':
      return <MarkdownContent source={block.markdown} />
    case 'score':
      return <ScoreView abc={block.abc} title={block.title} demo={block.demo} />
    case 'audio':
      return block.src ? (
        <figure className="card p-4">
          <figcaption className="font-display text-lg font-bold">{block.title}</figcaption>
          {/* biome-ignore lint/a11y/useMediaCaption: a musical example has no words to caption. */}
          <audio controls preload="none" src={block.src} className="mt-2 w-full" />
        </figure>
      ) : block.abc ? (
        <ScoreView abc={block.abc} title={block.title} />
      ) : null
    case 'plan':
      return <PracticePlan plan={block} />
    case 'video':
      return <LessonVideo title={block.title} sources={lesson.videos[block.videoId]} />
    case 'exercise':
      return (
        <PracticeExercise
          block={block}
          best={lesson.practice[block.id] ?? null}
          submit={lesson.trial ? null : attempt => onPractice(block.id, attempt)}
        />
      )
  }
})

/**
 * The blocks of a lesson, in order. The lesson page imports this module (and with it the score
 * engraver, the synthesizer, the practice code and pitchy) statically: the free lesson is rendered on
 * the server, and a lesson saved for offline use has every file it needs.
 */
function LessonBlocks({ lesson, onPractice }: { lesson: LessonForBlocks; onPractice: OnPractice }) {
  const hydrated = useHydrated()
  return (
    // Until the page is hydrated its buttons would do nothing (the server's page, shown while a slow
    // phone still loads the scripts): they show as disabled until then.
    <fieldset disabled={!hydrated} className="m-0 mt-4 min-w-0 space-y-8 border-0 p-0">
      {lesson.blocks.map((block, position) => (
        // Each block is hydrated on its own (a Suspense boundary), so a server-rendered lesson becomes
        // interactive in short tasks instead of one long one.
        <Suspense key={position} fallback={null}>
          <Block block={block} lesson={lesson} onPractice={onPractice} />
        </Suspense>
      ))}
    </fieldset>
  )
}

export default memo(LessonBlocks)
