import type { LessonBlock } from '#core/music/lesson-blocks.ts'
import { MarkdownContent } from '#features/blog/components/markdown-content.tsx'
import type { LessonDetail } from '#features/learning/learning.api.ts'
import { PracticeExercise, type PracticeOutcome } from '#features/learning/practice/practice-exercise.tsx'
import { ScoreView } from '#features/learning/practice/score-view.tsx'
import type { PracticeTry } from '#features/learning/practice/scoring.ts'

type OnPractice = (exercise: string, attempt: PracticeTry) => Promise<PracticeOutcome | null>

/** Loads every piece of code a lesson can need (the score engine too), so that saving it for offline use keeps them all. */
export async function loadAllLessonCode() {
  await import('abcjs/src/api/abc_tunebook_svg.js')
}

/** One block of a lesson (issue #25): text, score, audio example or practice exercise. */
function Block({ block, lesson, onPractice }: { block: LessonBlock; lesson: LessonDetail; onPractice: OnPractice }) {
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
    case 'exercise':
      return (
        <PracticeExercise
          block={block}
          best={lesson.practice[block.id] ?? null}
          submit={lesson.trial ? null : attempt => onPractice(block.id, attempt)}
        />
      )
  }
}

/** The blocks of a lesson, in order (the lesson page loads this module when a lesson has blocks). */
export default function LessonBlocks({ lesson, onPractice }: { lesson: LessonDetail; onPractice: OnPractice }) {
  return (
    <div className="mt-4 space-y-8">
      {lesson.blocks.map((block, position) => (
        <Block key={position} block={block} lesson={lesson} onPractice={onPractice} />
      ))}
    </div>
  )
}
