import { useState } from 'react'
import { Link } from 'react-router'
import type { FieldErrors } from '#core/ui/field.tsx'
import {
  ItemButtons,
  LineListEditor,
  LoadState,
  moveItem,
  parseNumber,
  SaveButton,
  SaveOutcome,
  SelectInput,
  TextArea,
  TextInput,
  useAdminData,
  useSave,
} from '#core/ui/admin-kit.tsx'
import { useActionNotice } from '#core/ui/action-notice.tsx'
import { ImageField } from '#core/ui/image-field.tsx'
import {
  fetchAdminDisciplines,
  reorderDisciplines,
  reorderLevels,
  saveDiscipline,
  saveLevel,
  type AdminDiscipline,
  type AdminLevel,
} from '../academy-admin.api.ts'
import { disciplineInputSchema, levelInputSchema } from '../academy-admin.schemas.ts'

/**
 * Disciplines and their levels. Ids (piano, chant, mao, musicologie; debutant...) never change here:
 * they are in the course URLs and in students' enrolments and progress. Lesson numbers stay too.
 */
export function AdminDisciplines({ lessonsPath, quizPath }: { lessonsPath: LevelPath; quizPath: LevelPath }) {
  const loaded = useAdminData(fetchAdminDisciplines, 'disciplines')
  return (
    <LoadState loaded={loaded}>
      {disciplines => (
        <DisciplineList
          disciplines={disciplines}
          lessonsPath={lessonsPath}
          quizPath={quizPath}
          setDisciplines={next => loaded.setData(() => next)}
        />
      )}
    </LoadState>
  )
}

/** The address of a level's lesson or assessment editor (admin screens, given by the page). */
type LevelPath = (disciplineId: string, levelId: string) => string

function DisciplineList({
  disciplines,
  lessonsPath,
  quizPath,
  setDisciplines,
}: {
  disciplines: AdminDiscipline[]
  lessonsPath: LevelPath
  quizPath: LevelPath
  setDisciplines: (next: AdminDiscipline[]) => void
}) {
  const [editing, setEditing] = useState<string | null>(null)
  const notice = useActionNotice()
  const images = disciplines.map(discipline => discipline.imageUrl)

  const move = (index: number, to: number) =>
    notice.run(async () => {
      setDisciplines(await reorderDisciplines(moveItem(disciplines, index, to).map(discipline => discipline.id)))
      notice.announce(true, `Ordre enregistré : « ${disciplines[index]?.name} » est maintenant en position ${to + 1}.`)
    })

  const moveLevel = (discipline: AdminDiscipline, index: number, to: number) =>
    notice.run(async () => {
      setDisciplines(
        await reorderLevels(
          discipline.id,
          moveItem(discipline.levels, index, to).map(level => level.id),
        ),
      )
      notice.announce(true, `Ordre des niveaux de ${discipline.name} enregistré.`)
    })

  const updateLevel = (disciplineId: string, level: AdminLevel) =>
    setDisciplines(
      disciplines.map(discipline =>
        discipline.id === disciplineId
          ? { ...discipline, levels: discipline.levels.map(item => (item.id === level.id ? level : item)) }
          : discipline,
      ),
    )

  return (
    <div className="mt-8">
      {notice.view}
      <ul className="mt-4 space-y-6">
        {disciplines.map((discipline, index) => (
          <li key={discipline.id} className="card p-5">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h2 className="font-display text-2xl font-bold">{discipline.name}</h2>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className="button-secondary text-sm"
                  aria-expanded={editing === discipline.id}
                  onClick={() => setEditing(editing === discipline.id ? null : discipline.id)}
                >
                  {editing === discipline.id ? 'Fermer' : 'Modifier'}
                  <span className="sr-only"> la discipline {discipline.name}</span>
                </button>
                <ItemButtons
                  index={index}
                  count={disciplines.length}
                  itemLabel={`la discipline ${discipline.name}`}
                  onMove={to => void move(index, to)}
                />
              </div>
            </div>
            {editing === discipline.id ? (
              <div className="mt-4 border-t border-ink/10 pt-4">
                <DisciplineForm
                  discipline={discipline}
                  images={images}
                  onSaved={saved =>
                    setDisciplines(disciplines.map(item => (item.id === saved.id ? { ...item, ...saved } : item)))
                  }
                />
              </div>
            ) : null}
            <h3 className="mt-6 font-semibold">Niveaux</h3>
            <ul className="mt-2 space-y-3">
              {discipline.levels.map((level, levelIndex) => {
                const key = `${discipline.id}/${level.id}`
                return (
                  <li key={level.id} className="rounded-xl bg-sand p-4">
                    <div className="flex flex-wrap items-center justify-between gap-3">
                      <p>
                        <span className="font-semibold">{level.levelName}</span>
                        <span className="text-sm text-ink/80">
                          {' '}
                          · {level.durationWeeks} semaines · {level.hoursPerWeek} h/semaine · réussite à{' '}
                          {level.assessment.passingScore} %
                        </span>
                      </p>
                      <div className="flex flex-wrap gap-2">
                        <Link to={lessonsPath(discipline.id, level.id)} className="button-secondary text-sm">
                          Leçons et blocs
                          <span className="sr-only">
                            {' '}
                            du niveau {level.levelName} de {discipline.name}
                          </span>
                        </Link>
                        <Link to={quizPath(discipline.id, level.id)} className="button-secondary text-sm">
                          Évaluation
                          <span className="sr-only">
                            {' '}
                            du niveau {level.levelName} de {discipline.name}
                          </span>
                        </Link>
                        <button
                          type="button"
                          className="button-secondary text-sm"
                          aria-expanded={editing === key}
                          onClick={() => setEditing(editing === key ? null : key)}
                        >
                          {editing === key ? 'Fermer' : 'Modifier'}
                          <span className="sr-only">
                            {' '}
                            le niveau {level.levelName} de {discipline.name}
                          </span>
                        </button>
                        <ItemButtons
                          index={levelIndex}
                          count={discipline.levels.length}
                          itemLabel={`le niveau ${level.levelName}`}
                          onMove={to => void moveLevel(discipline, levelIndex, to)}
                        />
                      </div>
                    </div>
                    {editing === key ? (
                      <div className="mt-4 border-t border-ink/10 pt-4">
                        <LevelForm
                          disciplineId={discipline.id}
                          level={level}
                          onSaved={saved => updateLevel(discipline.id, saved)}
                        />
                      </div>
                    ) : null}
                  </li>
                )
              })}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  )
}

function DisciplineForm({
  discipline,
  images,
  onSaved,
}: {
  discipline: AdminDiscipline
  images: string[]
  onSaved: (saved: Omit<AdminDiscipline, 'levels'>) => void
}) {
  const form = `discipline-${discipline.id}`
  const [draft, setDraft] = useState({
    name: discipline.name,
    description: discipline.description,
    imageUrl: discipline.imageUrl,
    videoId: discipline.videoId ?? '',
  })
  const save = useSave({
    schema: disciplineInputSchema,
    send: values => saveDiscipline(discipline.id, values),
    onSaved,
  })
  const set = (key: keyof typeof draft) => (value: string) => setDraft(current => ({ ...current, [key]: value }))
  return (
    <div ref={save.rootRef}>
      <form
        noValidate
        aria-label={`Modifier la discipline ${discipline.name}`}
        className="space-y-5"
        onSubmit={event => {
          event.preventDefault()
          void save.submit(draft, `Discipline « ${draft.name.trim()} » enregistrée.`)
        }}
      >
        <TextInput form={form} name="name" label="Nom" errors={save.errors} value={draft.name} onChange={set('name')} />
        <TextArea
          form={form}
          name="description"
          label="Description"
          errors={save.errors}
          value={draft.description}
          onChange={set('description')}
          rows={3}
        />
        <ImageField
          form={form}
          name="imageUrl"
          label="Image"
          value={draft.imageUrl}
          choices={images}
          errors={save.errors}
          onChange={set('imageUrl')}
        />
        <TextInput
          form={form}
          name="videoId"
          label="Vidéo YouTube de présentation"
          hint="L’identifiant de 11 caractères qui suit « v= » dans l’adresse de la vidéo."
          optional
          errors={save.errors}
          value={draft.videoId}
          onChange={set('videoId')}
        />
        <SaveOutcome outcome={save.outcome} />
        <SaveButton pending={save.pending}>Enregistrer la discipline</SaveButton>
      </form>
    </div>
  )
}

type LevelDraft = Omit<AdminLevel, 'id' | 'durationWeeks' | 'hoursPerWeek' | 'assessment'> & {
  durationWeeks: string
  hoursPerWeek: string
  assessment: { type: string; passingCriteria: string; passingScore: string }
}

function LevelForm({
  disciplineId,
  level,
  onSaved,
}: {
  disciplineId: string
  level: AdminLevel
  onSaved: (level: AdminLevel) => void
}) {
  const form = `niveau-${disciplineId}-${level.id}`
  const [draft, setDraft] = useState<LevelDraft>(() => ({
    ...level,
    durationWeeks: String(level.durationWeeks),
    hoursPerWeek: String(level.hoursPerWeek),
    assessment: { ...level.assessment, passingScore: String(level.assessment.passingScore) },
  }))
  const save = useSave({
    schema: levelInputSchema,
    send: values => saveLevel(disciplineId, level.id, values).then(() => values),
    onSaved: values => onSaved({ id: level.id, ...values }),
  })
  const { errors } = save
  const set =
    <Key extends keyof LevelDraft>(key: Key) =>
    (value: LevelDraft[Key]) =>
      setDraft(current => ({ ...current, [key]: value }))
  const setAssessment = (key: keyof LevelDraft['assessment']) => (value: string) =>
    setDraft(current => ({ ...current, assessment: { ...current.assessment, [key]: value } }))

  const values = () => {
    const { id: _id, ...rest } = draft as LevelDraft & { id?: string }
    return {
      ...rest,
      durationWeeks: parseNumber(draft.durationWeeks),
      hoursPerWeek: parseNumber(draft.hoursPerWeek),
      assessment: { ...draft.assessment, passingScore: parseNumber(draft.assessment.passingScore) },
    }
  }

  return (
    <div ref={save.rootRef}>
      <form
        noValidate
        aria-label={`Modifier le niveau ${level.levelName}`}
        className="space-y-5"
        onSubmit={event => {
          event.preventDefault()
          void save.submit(values(), `Niveau « ${draft.levelName.trim()} » enregistré.`)
        }}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <TextInput
            form={form}
            name="levelName"
            label="Nom du niveau"
            errors={errors}
            value={draft.levelName}
            onChange={set('levelName')}
          />
          <TextInput
            form={form}
            name="durationWeeks"
            label="Durée (semaines)"
            inputMode="numeric"
            errors={errors}
            value={draft.durationWeeks}
            onChange={set('durationWeeks')}
          />
          <TextInput
            form={form}
            name="hoursPerWeek"
            label="Heures par semaine"
            inputMode="numeric"
            errors={errors}
            value={draft.hoursPerWeek}
            onChange={set('hoursPerWeek')}
          />
        </div>
        <LineListEditor
          form={form}
          name="learningObjectives"
          label="Objectifs"
          itemLabel="Objectif"
          addLabel="Ajouter un objectif"
          errors={errors}
          items={draft.learningObjectives}
          onChange={set('learningObjectives')}
        />
        <SyllabusEditor form={form} errors={errors} lessons={draft.syllabus} onChange={set('syllabus')} />
        <ExercisesEditor form={form} errors={errors} exercises={draft.exercises} onChange={set('exercises')} />
        <LineListEditor
          form={form}
          name="recommendedRepertoire"
          label="Répertoire conseillé"
          itemLabel="Œuvre"
          addLabel="Ajouter une œuvre"
          errors={errors}
          items={draft.recommendedRepertoire}
          onChange={set('recommendedRepertoire')}
        />
        <LineListEditor
          form={form}
          name="resources"
          label="Ressources"
          itemLabel="Ressource"
          addLabel="Ajouter une ressource"
          errors={errors}
          items={draft.resources}
          onChange={set('resources')}
        />
        <fieldset className="space-y-4 rounded-xl border border-ink/15 p-4">
          <legend className="px-1 font-semibold">Évaluation</legend>
          <TextInput
            form={form}
            name="assessment.type"
            label="Type d’évaluation"
            errors={errors}
            value={draft.assessment.type}
            onChange={setAssessment('type')}
          />
          <TextArea
            form={form}
            name="assessment.passingCriteria"
            label="Critère de réussite"
            errors={errors}
            value={draft.assessment.passingCriteria}
            onChange={setAssessment('passingCriteria')}
            rows={3}
          />
          <TextInput
            form={form}
            name="assessment.passingScore"
            label="Note de réussite (%)"
            hint="Entre 1 et 100, par exemple 75."
            inputMode="numeric"
            errors={errors}
            value={draft.assessment.passingScore}
            onChange={setAssessment('passingScore')}
          />
          <PerformanceEditor
            form={form}
            errors={errors}
            parts={draft.performance ?? []}
            onChange={set('performance')}
          />
        </fieldset>
        <SaveOutcome outcome={save.outcome} />
        <SaveButton pending={save.pending}>Enregistrer le niveau</SaveButton>
      </form>
    </div>
  )
}

type Part = NonNullable<AdminLevel['performance']>[number]

const PART_KINDS = [
  { value: 'play', label: 'À jouer au clavier (MIDI, touches, clavier à l’écran)' },
  { value: 'sing', label: 'À chanter au micro' },
  { value: 'rhythm', label: 'Rythme à frapper' },
] as const

/** The assessment's performed parts: set piece, scale or song in ABC, with their shares. */
function PerformanceEditor({
  form,
  errors,
  parts,
  onChange,
}: {
  form: string
  errors: FieldErrors
  parts: Part[]
  onChange: (parts: Part[]) => void
}) {
  const update = (index: number, patch: Partial<Part>) =>
    onChange(parts.map((part, position) => (position === index ? { ...part, ...patch } : part)))
  const quizShare = 100 - parts.reduce((sum, part) => sum + (Number.isFinite(part.weight) ? part.weight : 0), 0)
  return (
    <fieldset className="rounded-xl border border-ink/15 p-4">
      <legend className="px-1 font-semibold">Partie jouée de l’évaluation</legend>
      <p className="text-sm text-ink/80">
        Chaque partie est notée comme un exercice de pratique et compte pour sa part ; le quiz compte pour le reste (
        {quizShare} % ici). Sans partie, l’évaluation est le quiz seul.
      </p>
      {errors.performance ? (
        <p tabIndex={-1} aria-invalid="true" className="mt-1 text-sm font-semibold text-terracotta">
          <span aria-hidden="true">⚠ </span>
          {errors.performance}
        </p>
      ) : null}
      <ol className="mt-3 space-y-4">
        {parts.map((part, index) => (
          <li key={index} className="space-y-2 rounded-lg bg-white/60 p-3">
            <div className="grid gap-3 sm:grid-cols-3">
              <TextInput
                form={form}
                name={`performance.${index}.id`}
                label={`Identifiant de la partie ${index + 1}`}
                hint="Ne le changez pas une fois l’évaluation passée par des élèves."
                errors={errors}
                value={part.id}
                onChange={id => update(index, { id })}
              />
              <TextInput
                form={form}
                name={`performance.${index}.weight`}
                label={`Part de la note (%) — partie ${index + 1}`}
                inputMode="numeric"
                errors={errors}
                value={Number.isFinite(part.weight) ? String(part.weight) : ''}
                onChange={weight => update(index, { weight: weight.trim() === '' ? Number.NaN : Number(weight) })}
              />
              <SelectInput
                form={form}
                name={`performance.${index}.practice.kind`}
                label={`Façon de jouer — partie ${index + 1}`}
                errors={errors}
                value={part.practice.kind}
                onChange={kind => update(index, { practice: { ...part.practice, kind } })}
                options={PART_KINDS}
              />
            </div>
            <TextInput
              form={form}
              name={`performance.${index}.title`}
              label={`Titre de la partie ${index + 1}`}
              errors={errors}
              value={part.title}
              onChange={title => update(index, { title })}
            />
            <TextArea
              form={form}
              name={`performance.${index}.instructions`}
              label={`Consigne de la partie ${index + 1}`}
              errors={errors}
              value={part.instructions}
              onChange={instructions => update(index, { instructions })}
              rows={2}
            />
            <TextArea
              form={form}
              name={`performance.${index}.practice.abc`}
              label={`Partition ABC de la partie ${index + 1}`}
              hint="Notation ABC, par exemple X:1, M:4/4, L:1/4, Q:1/4=80, K:C puis les notes."
              errors={errors}
              value={part.practice.abc}
              onChange={abc => update(index, { practice: { ...part.practice, abc } })}
              rows={4}
            />
            <ItemButtons
              index={index}
              count={parts.length}
              itemLabel={`la partie ${index + 1}`}
              onRemove={() => onChange(parts.filter((_, position) => position !== index))}
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button-secondary mt-3 text-sm"
        onClick={() =>
          onChange([
            ...parts,
            {
              id: `partie-${parts.length + 1}`,
              title: '',
              instructions: '',
              weight: 25,
              practice: { kind: 'play', abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=72\nK:C\nC D E F | G4 |]' },
            },
          ])
        }
      >
        Ajouter une partie jouée
      </button>
    </fieldset>
  )
}

type Lesson = AdminLevel['syllabus'][number]

function SyllabusEditor({
  form,
  errors,
  lessons,
  onChange,
}: {
  form: string
  errors: FieldErrors
  lessons: Lesson[]
  onChange: (lessons: Lesson[]) => void
}) {
  const listError = errors.syllabus
  const update = (index: number, patch: Partial<Lesson>) =>
    onChange(lessons.map((lesson, position) => (position === index ? { ...lesson, ...patch } : lesson)))
  return (
    <fieldset className="rounded-xl border border-ink/15 p-4">
      <legend className="px-1 font-semibold">Programme (leçons)</legend>
      <p className="text-sm text-ink/80">
        Chaque leçon garde son numéro, même déplacée : la progression des élèves y est rattachée.
      </p>
      {listError ? (
        <p tabIndex={-1} aria-invalid="true" className="mt-1 text-sm font-semibold text-terracotta">
          <span aria-hidden="true">⚠ </span>
          {listError}
        </p>
      ) : null}
      <ol className="mt-3 space-y-4">
        {lessons.map((lesson, index) => (
          <li key={lesson.lesson} className="space-y-2 rounded-lg bg-white/60 p-3">
            <p className="text-sm font-semibold">Leçon n° {lesson.lesson}</p>
            {errors[`syllabus.${index}.lesson`] ? (
              <p tabIndex={-1} aria-invalid="true" className="text-sm font-semibold text-terracotta">
                {errors[`syllabus.${index}.lesson`]}
              </p>
            ) : null}
            <TextInput
              form={form}
              name={`syllabus.${index}.title`}
              label={`Titre de la leçon ${lesson.lesson}`}
              errors={errors}
              value={lesson.title}
              onChange={title => update(index, { title })}
            />
            <TextArea
              form={form}
              name={`syllabus.${index}.content`}
              label={`Contenu de la leçon ${lesson.lesson}`}
              errors={errors}
              value={lesson.content}
              onChange={content => update(index, { content })}
              rows={3}
            />
            <ItemButtons
              index={index}
              count={lessons.length}
              itemLabel={`la leçon ${lesson.lesson}`}
              onMove={to => onChange(moveItem(lessons, index, to))}
              onRemove={() => onChange(lessons.filter((_, position) => position !== index))}
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button-secondary mt-3 text-sm"
        onClick={() =>
          onChange([
            ...lessons,
            { lesson: Math.max(0, ...lessons.map(lesson => lesson.lesson)) + 1, title: '', content: '' },
          ])
        }
      >
        Ajouter une leçon
      </button>
    </fieldset>
  )
}

type Exercise = AdminLevel['exercises'][number]

function ExercisesEditor({
  form,
  errors,
  exercises,
  onChange,
}: {
  form: string
  errors: FieldErrors
  exercises: Exercise[]
  onChange: (exercises: Exercise[]) => void
}) {
  const update = (index: number, patch: Partial<Exercise>) =>
    onChange(exercises.map((exercise, position) => (position === index ? { ...exercise, ...patch } : exercise)))
  return (
    <fieldset className="rounded-xl border border-ink/15 p-4">
      <legend className="px-1 font-semibold">Exercices</legend>
      {errors.exercises ? (
        <p tabIndex={-1} aria-invalid="true" className="mt-1 text-sm font-semibold text-terracotta">
          <span aria-hidden="true">⚠ </span>
          {errors.exercises}
        </p>
      ) : null}
      <ol className="mt-3 space-y-4">
        {exercises.map((exercise, index) => (
          <li key={index} className="space-y-2 rounded-lg bg-white/60 p-3">
            <TextInput
              form={form}
              name={`exercises.${index}.title`}
              label={`Titre de l’exercice ${index + 1}`}
              errors={errors}
              value={exercise.title}
              onChange={title => update(index, { title })}
            />
            <TextArea
              form={form}
              name={`exercises.${index}.instructions`}
              label={`Consigne de l’exercice ${index + 1}`}
              errors={errors}
              value={exercise.instructions}
              onChange={instructions => update(index, { instructions })}
              rows={3}
            />
            <TextArea
              form={form}
              name={`exercises.${index}.solution`}
              label={`Corrigé de l’exercice ${index + 1}`}
              errors={errors}
              value={exercise.solution}
              onChange={solution => update(index, { solution })}
              rows={3}
            />
            <ItemButtons
              index={index}
              count={exercises.length}
              itemLabel={`l’exercice ${index + 1}`}
              onMove={to => onChange(moveItem(exercises, index, to))}
              onRemove={() => onChange(exercises.filter((_, position) => position !== index))}
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button-secondary mt-3 text-sm"
        onClick={() => onChange([...exercises, { title: '', instructions: '', solution: '' }])}
      >
        Ajouter un exercice
      </button>
    </fieldset>
  )
}
