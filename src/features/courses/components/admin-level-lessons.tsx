import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { lessonBlockSchema } from '#lib/music/lesson-blocks.schema.ts'
import type { LessonBlock } from '#lib/music/lesson-blocks.ts'
import {
  Checkbox,
  ItemButtons,
  LoadState,
  moveItem,
  SaveButton,
  SaveOutcome,
  TextArea,
  TextInput,
  useAdminData,
  useSave,
} from '#core/ui/admin-kit.tsx'
import { fieldId, type FieldErrors } from '#core/ui/field.tsx'
import { Spinner } from '#core/ui/spinner.tsx'
import {
  fetchAdminDisciplines,
  saveLevel,
  type AdminDiscipline,
  type AdminLevel,
} from '#features/catalog/academy-admin.api.ts'
import { levelInputSchema } from '#features/catalog/academy-admin.schemas.ts'
import { paths } from '#core/paths.ts'
import { BlockFields } from './admin-lesson-block-fields.tsx'
import {
  abcFieldOf,
  BLOCK_TYPES,
  type BlockDraft,
  blockLabel,
  liveAbcProblem,
  newBlockDraft,
  toBlockDraft,
  toBlockInput,
} from './admin-lesson-block-drafts.ts'

/** The student's own lesson components (the score engraver, the synthesizer, practice), loaded only for the preview. */
const LessonBlocks = lazy(() => import('./lesson-blocks.tsx'))

type LessonDraft = {
  lesson: number
  title: string
  content: string
  free: boolean
  blocks: BlockDraft[]
  /** Whether the stored lesson had a `blocks` list: a plain lesson stays plain until a block is added. */
  hadBlocks: boolean
}

const toLessonDraft = (lesson: AdminLevel['syllabus'][number]): LessonDraft => ({
  lesson: lesson.lesson,
  title: lesson.title,
  content: lesson.content,
  free: Boolean(lesson.free),
  blocks: (lesson.blocks ?? []).map(block => toBlockDraft(block as LessonBlock)),
  hadBlocks: lesson.blocks !== undefined,
})

function toLessonInput(draft: LessonDraft) {
  return {
    lesson: draft.lesson,
    title: draft.title,
    content: draft.content,
    ...(draft.free ? { free: true } : {}),
    ...(draft.blocks.length > 0 || draft.hadBlocks ? { blocks: draft.blocks.map(toBlockInput) } : {}),
  }
}

/**
 * The course editor of one level's lessons: each lesson's title, summary, free flag and
 * blocks (text, score, audio example, practice exercise), added, moved and removed with buttons, each
 * score checked while it is typed, and a live preview drawn by the student's own lesson components.
 * Saving sends the whole level through the admin API (`PUT /api/admin/academy/disciplines/:d/levels/:l`),
 * which checks every block again and writes the admin journal.
 */
export function AdminLevelLessons({ id = '' }: { id?: string }) {
  const [disciplineId = '', levelId = ''] = id.split('/')
  const loaded = useAdminData(fetchAdminDisciplines, 'disciplines')
  return (
    <>
      <p className="mt-4">
        <Link to="/admin/academie" className="font-semibold text-indigo underline">
          ← Retour aux disciplines et niveaux
        </Link>
      </p>
      <LoadState loaded={loaded}>
        {disciplines => {
          const discipline = disciplines.find(item => item.id === disciplineId)
          const level = discipline?.levels.find(item => item.id === levelId)
          if (!discipline || !level)
            return (
              <p role="alert" className="mt-6 font-semibold text-terracotta">
                Niveau introuvable : vérifiez l’adresse ou revenez à la liste des niveaux.
              </p>
            )
          return (
            <LevelLessonsEditor
              key={`${discipline.id}/${level.id}`}
              discipline={discipline}
              level={level}
              onSaved={saved =>
                loaded.setData(() =>
                  disciplines.map(item =>
                    item.id === discipline.id
                      ? { ...item, levels: item.levels.map(other => (other.id === saved.id ? saved : other)) }
                      : item,
                  ),
                )
              }
            />
          )
        }}
      </LoadState>
    </>
  )
}

function LevelLessonsEditor({
  discipline,
  level,
  onSaved,
}: {
  discipline: AdminDiscipline
  level: AdminLevel
  onSaved: (level: AdminLevel) => void
}) {
  const form = `lecons-${discipline.id}-${level.id}`
  const [lessons, setLessons] = useState(() => level.syllabus.map(toLessonDraft))
  const [selected, setSelected] = useState(0)
  const [focusName, setFocusName] = useState<string | null>(null)
  const lesson = lessons[selected]

  const values = () => {
    const { id: _id, ...rest } = level
    return { ...rest, syllabus: lessons.map(toLessonInput) }
  }
  const save = useSave({
    schema: levelInputSchema,
    send: input => saveLevel(discipline.id, level.id, input).then(() => input),
    onSaved: input => onSaved({ ...level, ...input, id: level.id } as AdminLevel),
  })

  useEffect(() => {
    if (!focusName) return
    document.getElementById(fieldId(form, focusName))?.focus()
    setFocusName(null)
  }, [focusName, form])

  // The scores' checks run while typing (deferred, so typing stays quick); the server's word wins otherwise.
  const deferredLessons = useDeferredValue(lessons)
  const errors = useMemo(() => {
    const merged: FieldErrors = { ...save.errors }
    deferredLessons.forEach((item, lessonIndex) =>
      item.blocks.forEach((draft, blockIndex) => {
        const field = abcFieldOf(draft)
        if (!field) return
        const name = `syllabus.${lessonIndex}.blocks.${blockIndex}.${field.name}`
        const problem = liveAbcProblem(draft)
        if (problem) merged[name] = problem
        else if (field.abc.trim() !== '') delete merged[name]
      }),
    )
    return merged
  }, [deferredLessons, save.errors])
  const lessonsInError = new Set(
    Object.keys(errors)
      .map(name => /^syllabus\.(\d+)\./.exec(name)?.[1])
      .filter((index): index is string => index !== undefined)
      .map(Number),
  )

  const updateLesson = (patch: Partial<LessonDraft>) =>
    setLessons(current => current.map((item, index) => (index === selected ? { ...item, ...patch } : item)))
  const updateBlocks = (blocks: BlockDraft[]) => updateLesson({ blocks })

  if (!lesson) return <p className="mt-6">Ce niveau n’a pas encore de leçon : ajoutez-en depuis la page Académie.</p>
  const prefix = `syllabus.${selected}`
  // What the server refused outside the lesson on screen (another lesson, a field of the level).
  const elsewhere = Object.entries(errors).filter(
    (entry): entry is [string, string] => Boolean(entry[1]) && !entry[0].startsWith(`${prefix}.`),
  )

  return (
    <div ref={save.rootRef} className="mt-6">
      <h2 className="heading-2">
        {discipline.name} — {level.levelName}
      </h2>
      <nav aria-label="Leçons du niveau" className="mt-4">
        <ol className="flex flex-wrap gap-2">
          {lessons.map((item, index) => (
            <li key={item.lesson}>
              <button
                type="button"
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => setSelected(index)}
                className={`rounded-full border px-3 py-1 text-sm font-semibold ${
                  index === selected
                    ? 'border-indigo bg-indigo text-white'
                    : 'border-indigo/40 text-indigo hover:bg-indigo/10'
                }`}
              >
                {item.lesson}. {item.title || 'Sans titre'}
                {item.free ? ' (essai)' : ''}
                <span className="sr-only">
                  {`, ${item.blocks.length} bloc${item.blocks.length > 1 ? 's' : ''}`}
                  {lessonsInError.has(index) ? ', contient des erreurs' : ''}
                </span>
                {lessonsInError.has(index) ? <span aria-hidden="true"> ⚠</span> : null}
              </button>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-6 grid gap-8 xl:grid-cols-2">
        <form
          noValidate
          aria-label={`Modifier la leçon ${lesson.lesson}`}
          className="min-w-0 space-y-5"
          onSubmit={event => {
            event.preventDefault()
            void save.submit(values(), `Leçon ${lesson.lesson} « ${lesson.title.trim()} » enregistrée.`)
          }}
        >
          <h3 className="font-display text-xl font-bold">Leçon n° {lesson.lesson}</h3>
          <TextInput
            form={form}
            name={`${prefix}.title`}
            label="Titre de la leçon"
            errors={errors}
            value={lesson.title}
            onChange={title => updateLesson({ title })}
          />
          <TextArea
            form={form}
            name={`${prefix}.content`}
            label="Résumé"
            hint="Montré dans le programme ; c’est toute la leçon tant qu’elle n’a pas de bloc."
            errors={errors}
            value={lesson.content}
            onChange={content => updateLesson({ content })}
            rows={3}
          />
          <Checkbox
            form={form}
            name={`${prefix}.free`}
            label="Leçon d’essai, ouverte à tous"
            hint="Sans compte ni formule ; liée depuis la page du cours."
            checked={lesson.free}
            onChange={free => updateLesson({ free })}
          />
          <fieldset className="rounded-xl border border-ink/15 p-4">
            <legend className="px-1 font-semibold">Blocs de la leçon</legend>
            {errors[`${prefix}.blocks`] ? (
              <p role="alert" className="text-sm font-semibold text-terracotta">
                {errors[`${prefix}.blocks`]}
              </p>
            ) : null}
            {lesson.blocks.length === 0 ? (
              <p className="text-sm text-ink/80">Aucun bloc : la leçon est son résumé (leçon simple).</p>
            ) : null}
            <ol className="mt-2 space-y-4">
              {lesson.blocks.map((draft, index) => {
                const label = `bloc ${index + 1}`
                const blockPrefix = `${prefix}.blocks.${index}`
                return (
                  <li key={draft.key} className="space-y-3 rounded-lg bg-sand p-3" data-testid="lesson-block">
                    <p className="font-semibold">
                      Bloc {index + 1} : {blockLabel(draft.type)}
                    </p>
                    {errors[blockPrefix] ? (
                      <p className="text-sm font-semibold text-terracotta">{errors[blockPrefix]}</p>
                    ) : null}
                    <BlockFields
                      form={form}
                      prefix={blockPrefix}
                      label={label}
                      draft={draft}
                      errors={errors}
                      onChange={next => updateBlocks(lesson.blocks.map(item => (item.key === draft.key ? next : item)))}
                    />
                    <ItemButtons
                      index={index}
                      count={lesson.blocks.length}
                      itemLabel={`le ${label} (${blockLabel(draft.type).toLowerCase()})`}
                      onMove={to => updateBlocks(moveItem(lesson.blocks, index, to))}
                      onRemove={() => updateBlocks(lesson.blocks.filter(item => item.key !== draft.key))}
                    />
                  </li>
                )
              })}
            </ol>
            <div className="mt-4 flex flex-wrap items-center gap-2">
              <span className="text-sm font-semibold">Ajouter un bloc :</span>
              {BLOCK_TYPES.map(({ type, label }) => (
                <button
                  key={type}
                  type="button"
                  className="button-secondary text-sm"
                  onClick={() => {
                    const exercises = lesson.blocks.filter(item => item.type === 'exercise').length
                    const draft = newBlockDraft(type, exercises + 1)
                    updateBlocks([...lesson.blocks, draft])
                    const first = {
                      text: 'markdown',
                      score: 'title',
                      audio: 'title',
                      video: 'title',
                      exercise: 'id',
                      plan: 'title',
                    }[type]
                    setFocusName(`${prefix}.blocks.${lesson.blocks.length}.${first}`)
                  }}
                >
                  {label}
                </button>
              ))}
            </div>
          </fieldset>
          <SaveOutcome outcome={save.outcome} />
          {elsewhere.length > 0 ? (
            <div className="rounded-lg border border-terracotta/40 p-3 text-sm">
              <p className="font-semibold">Erreurs hors de cette leçon :</p>
              <ul className="mt-1 list-disc pl-5">
                {elsewhere.map(([name, message]) => {
                  const index = /^syllabus\.(\d+)\./.exec(name)?.[1]
                  const where = index === undefined ? 'Niveau' : `Leçon ${lessons[Number(index)]?.lesson ?? ''}`
                  return (
                    <li key={name}>
                      {where} : {message}
                    </li>
                  )
                })}
              </ul>
            </div>
          ) : null}
          <SaveButton pending={save.pending}>Enregistrer la leçon</SaveButton>
        </form>
        <LessonPreview lesson={lessons[selected]!} href={paths.lesson(discipline.id, level.id, lesson.lesson)} />
      </div>
    </div>
  )
}

/** The lesson as the student will see it, drawn by the lesson page's own components; nothing is saved from here. */
function LessonPreview({ lesson, href }: { lesson: LessonDraft; href: string }) {
  const shown = useDeferredValue(lesson)
  const checked = shown.blocks.map((draft, index) => ({
    index,
    draft,
    result: lessonBlockSchema.safeParse(toBlockInput(draft)),
  }))
  const blocks = checked.flatMap(item => (item.result.success ? [item.result.data as LessonBlock] : []))
  const left = checked.filter(item => !item.result.success)
  return (
    <section aria-labelledby="apercu-lecon" className="min-w-0">
      <div className="xl:sticky xl:top-24">
        <h3 id="apercu-lecon" className="font-display text-xl font-bold">
          Aperçu
        </h3>
        <p className="text-sm text-ink/80">
          Ce que voit l’élève, avant l’enregistrement (les exercices s’essaient ici sans être notés).{' '}
          <Link to={href} className="font-semibold text-indigo underline">
            Ouvrir la leçon enregistrée
          </Link>
        </p>
        <div className="mt-3 rounded-2xl border border-ink/15 bg-white p-4" data-testid="lesson-preview">
          <p className="text-sm font-semibold text-indigo">
            Leçon {shown.lesson}
            {shown.free ? ' — leçon d’essai, ouverte à tous' : ''}
          </p>
          <p className="font-display text-2xl font-bold">{shown.title || 'Sans titre'}</p>
          {left.length > 0 ? (
            <ul className="mt-2 space-y-1 text-sm text-terracotta">
              {left.map(({ index, draft, result }) => (
                <li key={draft.key}>
                  Bloc {index + 1} ({blockLabel(draft.type).toLowerCase()}) absent de l’aperçu :{' '}
                  {result.error?.issues[0]?.message}
                </li>
              ))}
            </ul>
          ) : null}
          {shown.blocks.length === 0 ? (
            <p className="mt-3 max-w-prose text-lg leading-relaxed">{shown.content}</p>
          ) : (
            <Suspense fallback={<Spinner label="Chargement de l’aperçu..." />}>
              <LessonBlocks
                lesson={{ blocks, practice: {}, trial: true, videos: {} }}
                onPractice={() => Promise.reject(new Error('Aperçu : rien n’est enregistré.'))}
              />
            </Suspense>
          )}
        </div>
      </div>
    </section>
  )
}
