import { useEffect, useState } from 'react'
import { useActionNotice } from '#core/ui/action-notice.tsx'
import {
  Checkbox,
  DeleteButton,
  ItemButtons,
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
import { fieldId, type FieldErrors } from '#core/ui/field.tsx'
import {
  type AdminQuiz as Quiz,
  createQuizQuestion,
  deleteQuizQuestion,
  fetchAdminQuiz,
  reorderQuizQuestions,
  saveQuizQuestion,
} from '../quiz-admin.api.ts'
import { EAR_TRAINING_PLAYS, type QuizQuestion, quizQuestionInputSchema } from '../quiz.schemas.ts'

const PLAY_LABELS: Record<(typeof EAR_TRAINING_PLAYS)[number], string> = {
  together: 'Ensemble (accord plaqué)',
  'one-by-one': 'Une note après l’autre',
  'arpeggio-then-together': 'Arpégé, puis ensemble',
}

/**
 * A level's assessment questions: the answers and explanations students see only after grading,
 * edited one question at a time, reordered and deleted. Ids never change (attempts store them).
 */
export function AdminQuiz({ disciplineId, levelId }: { disciplineId: string; levelId: string }) {
  const loaded = useAdminData(() => fetchAdminQuiz(disciplineId, levelId), `${disciplineId}/${levelId}`)
  return (
    <LoadState loaded={loaded}>
      {quiz => <QuestionList quiz={quiz} setQuiz={next => loaded.setData(() => next)} />}
    </LoadState>
  )
}

function QuestionList({ quiz, setQuiz }: { quiz: Quiz; setQuiz: (next: Quiz) => void }) {
  const { disciplineId, levelId, questions } = quiz
  const [editing, setEditing] = useState<string | null>(null)
  const notice = useActionNotice()
  const setQuestions = (next: QuizQuestion[]) => setQuiz({ ...quiz, questions: next })
  const totalPoints = questions.reduce((sum, question) => sum + (question.points ?? 1), 0)

  const move = (index: number, to: number) =>
    notice.run(async () => {
      const ids = moveItem(questions, index, to).map(question => question.id)
      setQuiz(await reorderQuizQuestions(disciplineId, levelId, ids))
      notice.announce(true, `Ordre enregistré : la question ${index + 1} est maintenant en position ${to + 1}.`)
    })
  const remove = (question: QuizQuestion, index: number) =>
    notice.run(async () => {
      await deleteQuizQuestion(disciplineId, levelId, question.id)
      setQuestions(questions.filter(item => item.id !== question.id))
      notice.announce(true, `Question ${index + 1} supprimée.`)
    })

  return (
    <div className="mt-6">
      <h2 className="font-display text-2xl font-bold">Évaluation — {quiz.levelName}</h2>
      <p className="mt-1 text-sm">
        {questions.length} question{questions.length > 1 ? 's' : ''}, {totalPoints} point{totalPoints > 1 ? 's' : ''} en
        tout.
      </p>
      <button
        type="button"
        className="button-primary mt-4"
        aria-expanded={editing === 'new'}
        onClick={() => setEditing(editing === 'new' ? null : 'new')}
      >
        Nouvelle question
      </button>
      {editing === 'new' ? (
        <div className="card mt-4 p-5">
          <QuestionForm
            disciplineId={disciplineId}
            levelId={levelId}
            question={null}
            onCancel={() => setEditing(null)}
            onSaved={created => {
              setQuestions([...questions, created])
              setEditing(null)
              notice.announce(true, `Question ${questions.length + 1} ajoutée.`)
            }}
          />
        </div>
      ) : null}
      {notice.view}
      <ol className="mt-4 space-y-3">
        {questions.map((question, index) => {
          const label = `la question ${index + 1}`
          return (
            <li key={question.id} className="card p-5" data-testid="admin-quiz-question">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="max-w-2xl">
                  <h3 className="font-semibold">
                    Question {index + 1} <span className="text-sm font-normal text-ink/80">({question.id})</span>
                  </h3>
                  <p className="mt-1 whitespace-pre-line">{question.prompt}</p>
                  <ul className="mt-2 list-disc pl-6 text-sm">
                    {question.choices.map((choice, choiceIndex) => (
                      <li key={choiceIndex}>
                        {choice}
                        {question.correct.includes(choiceIndex) ? (
                          <strong className="text-forest"> — bonne réponse</strong>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                  <p className="mt-2 text-sm">
                    {question.points ?? 1} point{(question.points ?? 1) > 1 ? 's' : ''}
                    {question.audio ? ` · écoute : ${question.audio.notes.join(' ')}` : ''}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <button
                    type="button"
                    className="button-secondary text-sm"
                    aria-expanded={editing === question.id}
                    onClick={() => setEditing(editing === question.id ? null : question.id)}
                  >
                    {editing === question.id ? 'Fermer' : 'Modifier'}
                    <span className="sr-only"> {label}</span>
                  </button>
                  <ItemButtons
                    index={index}
                    count={questions.length}
                    itemLabel={label}
                    onMove={to => void move(index, to)}
                  />
                  <DeleteButton label={label} onConfirm={() => void remove(question, index)} />
                </div>
              </div>
              {editing === question.id ? (
                <div className="mt-4 border-t border-ink/10 pt-4">
                  <QuestionForm
                    disciplineId={disciplineId}
                    levelId={levelId}
                    question={question}
                    onCancel={() => setEditing(null)}
                    onSaved={saved => setQuestions(questions.map(item => (item.id === saved.id ? saved : item)))}
                  />
                </div>
              ) : null}
            </li>
          )
        })}
      </ol>
    </div>
  )
}

type Draft = {
  prompt: string
  choices: { text: string; correct: boolean }[]
  points: string
  explanation: string
  listening: boolean
  notes: string
  play: (typeof EAR_TRAINING_PLAYS)[number] | ''
}

const toDraft = (question: QuizQuestion | null): Draft => ({
  prompt: question?.prompt ?? '',
  choices: question
    ? question.choices.map((text, index) => ({ text, correct: question.correct.includes(index) }))
    : [
        { text: '', correct: false },
        { text: '', correct: false },
      ],
  points: question?.points === undefined ? '' : String(question.points),
  explanation: question?.explanation ?? '',
  listening: Boolean(question?.audio),
  notes: question?.audio?.notes.join(' ') ?? '',
  play: question?.audio?.play ?? '',
})

/** The draft as the schema reads it: typed numbers become numbers, and anything else stays text for the schema to name. */
const toInput = (draft: Draft) => ({
  prompt: draft.prompt,
  choices: draft.choices.map(choice => choice.text),
  correct: draft.choices.flatMap((choice, index) => (choice.correct ? [index] : [])),
  points: parseNumber(draft.points) ?? undefined,
  explanation: draft.explanation,
  ...(draft.listening
    ? {
        audio: {
          notes: draft.notes.split(/[\s,;]+/).flatMap(note => (note === '' ? [] : [parseNumber(note)])),
          play: draft.play || undefined,
        },
      }
    : {}),
})

function QuestionForm({
  disciplineId,
  levelId,
  question,
  onSaved,
  onCancel,
}: {
  disciplineId: string
  levelId: string
  question: QuizQuestion | null
  onSaved: (question: QuizQuestion) => void
  onCancel: () => void
}) {
  const form = `question-${question?.id ?? 'nouvelle'}`
  const [draft, setDraft] = useState(() => toDraft(question))
  const [focusChoice, setFocusChoice] = useState<number | null>(null)
  const save = useSave({
    schema: quizQuestionInputSchema,
    send: values =>
      question
        ? saveQuizQuestion(disciplineId, levelId, question.id, values)
        : createQuizQuestion(disciplineId, levelId, values),
    onSaved,
  })
  const set =
    <Key extends keyof Draft>(key: Key) =>
    (value: Draft[Key]) =>
      setDraft(current => ({ ...current, [key]: value }))
  const setChoices = (choices: Draft['choices']) => setDraft(current => ({ ...current, choices }))

  // An added choice takes the focus, so a keyboard user types it at once.
  useEffect(() => {
    if (focusChoice === null) return
    save.rootRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(form, `choices.${focusChoice}`))}`)?.focus()
    setFocusChoice(null)
  }, [focusChoice, form, save.rootRef])

  // A wrong note is reported on the notes field, whichever note it is.
  const notesError = Object.entries(save.errors).find(([name]) => name.startsWith('audio.notes'))?.[1]
  const errors: FieldErrors = notesError ? { ...save.errors, 'audio.notes': notesError } : save.errors
  // The list's own problems (too few answers, no right one) are said above it.
  const listErrors = [errors.choices, errors.correct].filter(Boolean)
  const choicesErrorId = `${fieldId(form, 'choices')}-error`

  return (
    <div ref={save.rootRef}>
      <form
        noValidate
        aria-label={question ? `Modifier la question ${question.id}` : 'Nouvelle question'}
        className="space-y-4"
        onSubmit={event => {
          event.preventDefault()
          void save.submit(toInput(draft), question ? 'Question enregistrée.' : 'Question ajoutée.')
        }}
      >
        <TextArea
          form={form}
          name="prompt"
          label="Question"
          errors={errors}
          value={draft.prompt}
          onChange={set('prompt')}
          rows={3}
        />
        <fieldset
          className="rounded-xl border border-ink/15 p-4"
          aria-describedby={listErrors.length > 0 ? choicesErrorId : undefined}
        >
          <legend className="px-1 font-semibold">Réponses proposées</legend>
          <p className="text-sm text-ink/80">
            Cochez la ou les bonnes réponses : avec plusieurs, l’élève doit toutes les cocher.
          </p>
          {listErrors.length > 0 ? (
            <p
              id={choicesErrorId}
              tabIndex={-1}
              aria-invalid="true"
              className="mt-1 text-sm font-semibold text-terracotta"
            >
              <span aria-hidden="true">⚠ </span>
              {listErrors.join(' ')}
            </p>
          ) : null}
          <ol className="mt-2 space-y-3">
            {draft.choices.map((choice, index) => {
              const update = (next: Partial<Draft['choices'][number]>) =>
                setChoices(draft.choices.map((item, position) => (position === index ? { ...item, ...next } : item)))
              return (
                <li key={index} className="space-y-2">
                  <TextInput
                    form={form}
                    name={`choices.${index}`}
                    label={`Réponse ${index + 1}`}
                    errors={errors}
                    value={choice.text}
                    onChange={text => update({ text })}
                  />
                  <Checkbox
                    form={form}
                    name={`correct-${index}`}
                    label={`La réponse ${index + 1} est juste`}
                    checked={choice.correct}
                    onChange={correct => update({ correct })}
                  />
                  <ItemButtons
                    index={index}
                    count={draft.choices.length}
                    itemLabel={`la réponse ${index + 1}`}
                    onMove={to => setChoices(moveItem(draft.choices, index, to))}
                    onRemove={() => setChoices(draft.choices.filter((_, position) => position !== index))}
                  />
                </li>
              )
            })}
          </ol>
          <button
            type="button"
            className="button-secondary mt-3 text-sm"
            onClick={() => {
              setChoices([...draft.choices, { text: '', correct: false }])
              setFocusChoice(draft.choices.length)
            }}
          >
            Ajouter une réponse
          </button>
        </fieldset>
        <TextInput
          form={form}
          name="points"
          label="Points"
          hint="Laissez vide pour 1 point."
          optional
          inputMode="numeric"
          errors={errors}
          value={draft.points}
          onChange={set('points')}
        />
        <TextArea
          form={form}
          name="explanation"
          label="Explication"
          hint="Montrée à l’élève avec sa correction."
          errors={errors}
          value={draft.explanation}
          onChange={set('explanation')}
          rows={3}
        />
        <Checkbox
          form={form}
          name="listening"
          label="Question d’écoute"
          hint="Le serveur joue les notes au piano ; l’élève les écoute avant de répondre."
          checked={draft.listening}
          onChange={set('listening')}
        />
        {draft.listening ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput
              form={form}
              name="audio.notes"
              label="Notes à faire écouter"
              hint="Numéros MIDI séparés par des espaces : 60 = do3 (le do du milieu), 61 = do♯3…"
              errors={errors}
              value={draft.notes}
              onChange={set('notes')}
            />
            <SelectInput
              form={form}
              name="audio.play"
              label="Manière de les jouer"
              errors={errors}
              value={draft.play}
              onChange={set('play')}
              options={EAR_TRAINING_PLAYS.map(play => ({ value: play, label: PLAY_LABELS[play] }))}
            />
          </div>
        ) : null}
        <SaveOutcome outcome={save.outcome} />
        <div className="flex flex-wrap gap-3">
          <SaveButton pending={save.pending}>{question ? 'Enregistrer la question' : 'Ajouter la question'}</SaveButton>
          <button type="button" className="button-secondary" onClick={onCancel}>
            {question ? 'Fermer' : 'Annuler'}
          </button>
        </div>
      </form>
    </div>
  )
}
