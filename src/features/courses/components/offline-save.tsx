import { useEffect, useMemo, useState } from 'react'
import { apiPath } from '#core/http/api-client.ts'
import { paths } from '#core/paths.ts'
import type { LessonDetail } from '#features/courses/learning.api.ts'
import { isLessonSaved, removeLesson, saveLesson, type SavedLesson } from '#features/courses/saved-lessons.ts'

/** What "Garder pour hors ligne" keeps of a lesson: its answer, its page and its uploaded audio (never videos). */
function savedLessonOf(lesson: LessonDetail): SavedLesson {
  return {
    api: `${apiPath('/api/learning/levels', lesson.disciplineId, lesson.levelId)}/lessons/${lesson.lesson}`,
    page: paths.lesson(lesson.disciplineId, lesson.levelId, lesson.lesson),
    audio: lesson.blocks.flatMap(block => (block.type === 'audio' && block.src ? [block.src] : [])),
  }
}

/** "Garder pour hors ligne", then "Disponible hors ligne" and "Retirer". */
export function OfflineSave({ lesson }: { lesson: LessonDetail }) {
  const saved = useMemo(() => savedLessonOf(lesson), [lesson])
  const [state, setState] = useState<'unknown' | 'no' | 'saving' | 'yes' | 'unsupported'>('unknown')
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    if (typeof caches === 'undefined') return setState('unsupported')
    let active = true
    void isLessonSaved(saved.api).then(yes => active && setState(yes ? 'yes' : 'no'))
    return () => {
      active = false
    }
  }, [saved.api])
  if (state === 'unsupported')
    return (
      <p className="mt-4 text-sm text-ink/75" data-testid="offline-save">
        Ce navigateur ne permet pas de garder la leçon pour l’utiliser hors ligne.
      </p>
    )

  async function save() {
    setState('saving')
    setProblem(null)
    try {
      await saveLesson(saved)
      setState('yes')
    } catch {
      setProblem('La leçon n’a pas pu être gardée : vérifiez la connexion et l’espace libre, puis réessayez.')
      setState('no')
    }
  }

  async function remove() {
    await removeLesson(saved)
    setState('no')
  }

  return (
    <div className="mt-4 flex flex-wrap items-center gap-3" data-testid="offline-save">
      {state === 'yes' ? (
        <>
          <p role="status" className="font-semibold text-forest">
            ✓ Disponible hors ligne
          </p>
          <button type="button" className="button-secondary text-sm" onClick={() => void remove()}>
            Retirer
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button-secondary text-sm"
          // Shown from the server's page on, so nothing moves when the browser has checked (layout shift);
          // it acts once the browser knows whether the lesson is already kept.
          aria-disabled={state !== 'no'}
          onClick={() => state === 'no' && void save()}
        >
          {state === 'saving' ? 'Enregistrement pour hors ligne…' : 'Garder pour hors ligne'}
        </button>
      )}
      <p className="w-full text-sm text-ink/75">
        Texte, partitions, sons, démonstrations et exercices fonctionnent alors sans connexion ; les vidéos ne sont pas
        gardées. Vos essais faits hors ligne sont envoyés au retour de la connexion.
      </p>
      {problem ? (
        <p role="alert" className="text-sm font-semibold text-terracotta">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
