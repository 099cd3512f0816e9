import { useEffect, useState } from 'react'
import type { DrillKind, Practice } from '#lib/music/lesson-blocks.ts'
import { SelectInput, TextArea, TextInput } from '#core/ui/admin-kit.tsx'
import type { FieldErrors } from '#core/ui/field.tsx'
import { fetchLessonVideos, type LessonVideo } from '../lesson-videos.api.ts'
import { MediaField } from '#features/media/components/media-field.tsx'
import { type BlockDraft, planFromText } from './admin-lesson-block-drafts.ts'

const PRACTICE_OPTIONS: { value: Practice['kind']; label: string }[] = [
  { value: 'play', label: 'Jouer au clavier (MIDI, ordinateur ou écran)' },
  { value: 'sing', label: 'Chanter au micro' },
  { value: 'rhythm', label: 'Taper le rythme' },
  { value: 'drill', label: 'Entraînement tiré au hasard' },
]
const DRILL_OPTIONS: { value: DrillKind; label: string }[] = [
  { value: 'intervals', label: 'Intervalles' },
  { value: 'chords', label: 'Accords' },
  { value: 'treble', label: 'Notes en clé de sol' },
  { value: 'bass', label: 'Notes en clé de fa' },
]
const DEMO_OPTIONS: { value: 'none' | 'keyboard' | 'pitch'; label: string }[] = [
  { value: 'keyboard', label: 'Clavier à l’écran (piano)' },
  { value: 'pitch', label: 'Ligne de hauteur (voix)' },
  { value: 'none', label: 'Aucune' },
]

const ABC_HINT =
  'Notation ABC : X:1, les en-têtes (M:, L:, Q:), K: en dernier, puis les notes. La partition est vérifiée pendant la saisie.'

/** The fields of one block, by type; `prefix` names them as the API's errors do (`syllabus.2.blocks.1`). */
export function BlockFields({
  form,
  prefix,
  label,
  draft,
  errors,
  onChange,
}: {
  form: string
  prefix: string
  /** 'bloc 2', to name the fields for screen readers. */
  label: string
  draft: BlockDraft
  errors: FieldErrors
  onChange: (draft: BlockDraft) => void
}) {
  switch (draft.type) {
    case 'text':
      return (
        <TextArea
          form={form}
          name={`${prefix}.markdown`}
          label={`Texte (${label})`}
          hint="Markdown : ## titre, **gras**, *italique*, listes en « - » ou « 1. », [lien](https://...)."
          errors={errors}
          value={draft.markdown}
          onChange={markdown => onChange({ ...draft, markdown })}
          rows={8}
        />
      )
    case 'score':
      return (
        <>
          <TextInput
            form={form}
            name={`${prefix}.title`}
            label={`Titre de la partition (${label})`}
            errors={errors}
            value={draft.title}
            onChange={title => onChange({ ...draft, title })}
          />
          <AbcArea
            form={form}
            name={`${prefix}.abc`}
            label={label}
            errors={errors}
            value={draft.abc}
            onChange={abc => onChange({ ...draft, abc })}
          />
          <SelectInput
            form={form}
            name={`${prefix}.demo`}
            label={`Démonstration (${label})`}
            errors={errors}
            value={draft.demo || 'none'}
            options={DEMO_OPTIONS}
            onChange={demo => onChange({ ...draft, demo: demo === 'none' ? '' : demo })}
          />
        </>
      )
    case 'plan': {
      // The text's own format is checked while typing; the API's checks of a day or a task (a path
      // under `days`) are shown on the same field, the one the author edits.
      const name = `${prefix}.days`
      const problem =
        planFromText(draft.text).problem ??
        Object.entries(errors).find(([key]) => key === name || key.startsWith(`${name}.`))?.[1]
      return (
        <>
          <TextInput
            form={form}
            name={`${prefix}.title`}
            label={`Titre du plan (${label})`}
            errors={errors}
            value={draft.title}
            onChange={title => onChange({ ...draft, title })}
          />
          <TextArea
            form={form}
            name={name}
            label={`Jours et tâches (${label})`}
            hint="Une ligne par jour (« Jour 1 »), puis une ligne par tâche : « - minutes | tempo | tâche | objectif » (tempo « - » s’il n’y en a pas)."
            errors={problem ? { ...errors, [name]: problem } : errors}
            value={draft.text}
            onChange={text => onChange({ ...draft, text })}
            rows={10}
          />
        </>
      )
    }
    case 'audio':
      return (
        <>
          <TextInput
            form={form}
            name={`${prefix}.title`}
            label={`Titre de l’exemple audio (${label})`}
            errors={errors}
            value={draft.title}
            onChange={title => onChange({ ...draft, title })}
          />
          <SelectInput
            form={form}
            name={`${prefix}.source`}
            label={`Source du son (${label})`}
            errors={errors}
            value={draft.source}
            options={[
              { value: 'file', label: 'Un fichier MP3 de la médiathèque' },
              { value: 'abc', label: 'Une partition jouée par le synthétiseur du site' },
            ]}
            onChange={source => onChange({ ...draft, source })}
          />
          {draft.source === 'file' ? (
            <MediaField
              kind="audio"
              name={`${prefix}.src`}
              label={`Fichier MP3 (${label})`}
              value={draft.src}
              error={errors[`${prefix}.src`]}
              onChange={src => onChange({ ...draft, src })}
            />
          ) : (
            <AbcArea
              form={form}
              name={`${prefix}.abc`}
              label={label}
              errors={errors}
              value={draft.abc}
              onChange={abc => onChange({ ...draft, abc })}
            />
          )}
        </>
      )
    case 'video':
      return (
        <>
          <TextInput
            form={form}
            name={`${prefix}.title`}
            label={`Titre de la vidéo (${label})`}
            errors={errors}
            value={draft.title}
            onChange={title => onChange({ ...draft, title })}
          />
          <VideoPicker
            form={form}
            name={`${prefix}.videoId`}
            label={label}
            errors={errors}
            value={draft.videoId}
            onChange={videoId => onChange({ ...draft, videoId })}
          />
        </>
      )
    case 'exercise':
      return (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput
              form={form}
              name={`${prefix}.id`}
              label={`Identifiant (${label})`}
              hint="Minuscules, chiffres et tirets ; les résultats des élèves y sont rattachés : ne le changez plus ensuite."
              errors={errors}
              value={draft.id}
              onChange={id => onChange({ ...draft, id })}
            />
            <TextInput
              form={form}
              name={`${prefix}.passMark`}
              label={`Seuil de réussite sur 100 (${label})`}
              hint="Un nombre entier de 1 à 100."
              inputMode="numeric"
              errors={errors}
              value={draft.passMark}
              onChange={passMark => onChange({ ...draft, passMark })}
            />
          </div>
          <TextInput
            form={form}
            name={`${prefix}.title`}
            label={`Titre de l’exercice (${label})`}
            errors={errors}
            value={draft.title}
            onChange={title => onChange({ ...draft, title })}
          />
          <TextArea
            form={form}
            name={`${prefix}.instructions`}
            label={`Consigne (${label})`}
            errors={errors}
            value={draft.instructions}
            onChange={instructions => onChange({ ...draft, instructions })}
            rows={3}
          />
          <SelectInput
            form={form}
            name={`${prefix}.practice.kind`}
            label={`Type de pratique (${label})`}
            errors={errors}
            value={draft.kind}
            options={PRACTICE_OPTIONS}
            onChange={kind => onChange({ ...draft, kind })}
          />
          {draft.kind === 'drill' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectInput
                form={form}
                name={`${prefix}.practice.drill`}
                label={`Entraînement (${label})`}
                errors={errors}
                value={draft.drill}
                options={DRILL_OPTIONS}
                onChange={drill => onChange({ ...draft, drill })}
              />
              <TextInput
                form={form}
                name={`${prefix}.practice.questions`}
                label={`Nombre de questions (${label})`}
                hint="De 3 à 40."
                inputMode="numeric"
                errors={errors}
                value={draft.questions}
                onChange={questions => onChange({ ...draft, questions })}
              />
            </div>
          ) : (
            <AbcArea
              form={form}
              name={`${prefix}.practice.abc`}
              label={`${label}, ce que l’élève doit ${draft.kind === 'sing' ? 'chanter' : draft.kind === 'rhythm' ? 'taper' : 'jouer'}`}
              errors={errors}
              value={draft.abc}
              onChange={abc => onChange({ ...draft, abc })}
            />
          )}
        </>
      )
  }
}

function AbcArea({
  form,
  name,
  label,
  errors,
  value,
  onChange,
}: {
  form: string
  name: string
  label: string
  errors: FieldErrors
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div className="[&_textarea]:font-mono">
      <TextArea
        form={form}
        name={name}
        label={`Partition ABC (${label})`}
        hint={ABC_HINT}
        errors={errors}
        value={value}
        onChange={onChange}
        rows={6}
      />
    </div>
  )
}

/** The lesson videos an admin uploaded on « Vidéos des leçons »: those ready to play, and the one chosen. */
function VideoPicker({
  form,
  name,
  label,
  errors,
  value,
  onChange,
}: {
  form: string
  name: string
  label: string
  errors: FieldErrors
  value: string
  onChange: (videoId: string) => void
}) {
  const [videos, setVideos] = useState<LessonVideo[] | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    fetchLessonVideos()
      .then(list => setVideos(list.videos))
      .catch(() => setFailed(true))
  }, [])
  const options = (videos ?? [])
    .filter(video => video.status === 'ready' || video.id === value)
    .map(video => ({
      value: video.id,
      label: video.status === 'ready' ? video.title : `${video.title} (pas encore prête)`,
    }))
  const hint = failed
    ? 'La liste des vidéos n’a pas pu être chargée : rechargez la page.'
    : videos && options.length === 0
      ? 'Aucune vidéo prête : envoyez-en une sur la page « Vidéos des leçons ».'
      : 'Les vidéos envoyées sur « Vidéos des leçons », une fois converties.'
  return (
    <SelectInput
      form={form}
      name={name}
      label={`Vidéo (${label})`}
      hint={hint}
      errors={errors}
      value={value}
      options={[{ value: '', label: '— Choisir une vidéo —' }, ...options]}
      onChange={onChange}
    />
  )
}
