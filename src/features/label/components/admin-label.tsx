import { useState } from 'react'
import { useRevalidator } from 'react-router'
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
import {
  fetchAdminLabel,
  saveBooking,
  saveLabelInfo,
  savePressKit,
  type AdminLabel as AdminLabelData,
} from '../label-admin.api.ts'
import { bookingInputSchema, labelInfoInputSchema, pressKitInputSchema } from '../label-admin.schemas.ts'

/**
 * The label's own documents: its information (shown in the footer of every page, on /label and
 * /contact) with the assistant's persona name, the booking block and the press kit.
 */
export function AdminLabel() {
  const loaded = useAdminData(fetchAdminLabel, 'label')
  return (
    <LoadState loaded={loaded}>
      {label => (
        <div className="mt-8 space-y-10">
          <InfoForm info={label.info} />
          <BookingForm booking={label.booking} />
          <PressKitForm pressKit={label.pressKit} />
        </div>
      )}
    </LoadState>
  )
}

/** The first message of a field or of any of its items ('about.2' shows under 'about'). */
function firstError(errors: FieldErrors, name: string): string | undefined {
  return errors[name] ?? Object.entries(errors).find(([key, message]) => key.startsWith(`${name}.`) && message)?.[1]
}

const paragraphs = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map(paragraph => paragraph.trim())
    .filter(Boolean)

type Info = AdminLabelData['info']

function InfoForm({ info }: { info: Info }) {
  const form = 'label-info'
  const revalidator = useRevalidator()
  const [draft, setDraft] = useState({
    ...info,
    about: info.about.join('\n\n'),
    foundingYear: String(info.foundingYear),
  })
  const save = useSave({
    schema: labelInfoInputSchema,
    send: saveLabelInfo,
    // The layout (footer, chat title) shows these: reload it so this very page shows the change too.
    onSaved: () => void revalidator.revalidate(),
  })
  const errors = { ...save.errors, about: firstError(save.errors, 'about') }
  const set =
    <Key extends keyof typeof draft>(key: Key) =>
    (value: (typeof draft)[Key]) =>
      setDraft(current => ({ ...current, [key]: value }))
  const setNested =
    <Group extends 'address' | 'emails'>(group: Group, key: keyof Info[Group]) =>
    (value: string) =>
      setDraft(current => ({ ...current, [group]: { ...current[group], [key]: value } }))

  return (
    <section aria-labelledby="label-info-title" className="card p-5 sm:p-6" ref={save.rootRef}>
      <h2 id="label-info-title" className="heading-2">
        Informations du label
      </h2>
      <form
        noValidate
        className="mt-5 space-y-6"
        onSubmit={event => {
          event.preventDefault()
          void save.submit(
            { ...draft, about: paragraphs(draft.about), foundingYear: parseNumber(draft.foundingYear) },
            'Informations enregistrées : le site les affiche déjà (pied de page, page Label, assistant).',
          )
        }}
      >
        <fieldset className="space-y-4 rounded-xl border border-gold/60 bg-gold/5 p-4">
          <legend className="px-1 font-semibold">Assistant IA</legend>
          <TextInput
            form={form}
            name="assistantName"
            label="Nom de l’assistant"
            hint={`Le professeur de musique virtuel : le chat s’intitule « ${draft.assistantName.trim() || '…'} - Gombiste IA » et il se présente sous ce nom.`}
            errors={errors}
            value={draft.assistantName}
            onChange={set('assistantName')}
          />
        </fieldset>
        <fieldset className="space-y-4 rounded-xl border border-ink/15 p-4">
          <legend className="px-1 font-semibold">Identité</legend>
          <TextInput
            form={form}
            name="name"
            label="Nom du label"
            errors={errors}
            value={draft.name}
            onChange={set('name')}
          />
          <TextInput
            form={form}
            name="slogan"
            label="Slogan"
            errors={errors}
            value={draft.slogan}
            onChange={set('slogan')}
          />
          <TextArea
            form={form}
            name="about"
            label="Présentation"
            hint="Séparez les paragraphes par une ligne vide (6 paragraphes au plus)."
            errors={errors}
            value={draft.about}
            onChange={set('about')}
            rows={10}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextInput
              form={form}
              name="director"
              label="Direction"
              errors={errors}
              value={draft.director}
              onChange={set('director')}
            />
            <TextInput
              form={form}
              name="legalForm"
              label="Forme juridique"
              errors={errors}
              value={draft.legalForm}
              onChange={set('legalForm')}
            />
            <TextInput
              form={form}
              name="foundingYear"
              label="Année de fondation"
              inputMode="numeric"
              errors={errors}
              value={draft.foundingYear}
              onChange={set('foundingYear')}
            />
          </div>
        </fieldset>
        <fieldset className="grid gap-4 rounded-xl border border-ink/15 p-4 sm:grid-cols-2">
          <legend className="px-1 font-semibold">Adresse</legend>
          <TextInput
            form={form}
            name="address.street"
            label="Rue"
            errors={errors}
            value={draft.address.street}
            onChange={setNested('address', 'street')}
          />
          <TextInput
            form={form}
            name="address.postalCode"
            label="Code postal ou boîte postale"
            errors={errors}
            value={draft.address.postalCode}
            onChange={setNested('address', 'postalCode')}
          />
          <TextInput
            form={form}
            name="address.city"
            label="Ville"
            errors={errors}
            value={draft.address.city}
            onChange={setNested('address', 'city')}
          />
          <TextInput
            form={form}
            name="address.country"
            label="Pays"
            errors={errors}
            value={draft.address.country}
            onChange={setNested('address', 'country')}
          />
        </fieldset>
        <fieldset className="space-y-4 rounded-xl border border-ink/15 p-4">
          <legend className="px-1 font-semibold">Contact</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextInput
              form={form}
              name="emails.contact"
              type="email"
              label="E-mail de contact"
              errors={errors}
              value={draft.emails.contact}
              onChange={setNested('emails', 'contact')}
            />
            <TextInput
              form={form}
              name="emails.booking"
              type="email"
              label="E-mail de booking"
              errors={errors}
              value={draft.emails.booking}
              onChange={setNested('emails', 'booking')}
            />
            <TextInput
              form={form}
              name="emails.training"
              type="email"
              label="E-mail de la formation"
              errors={errors}
              value={draft.emails.training}
              onChange={setNested('emails', 'training')}
            />
          </div>
          <p className="text-sm text-ink/80">
            Les messages du formulaire de contact et les demandes de réservation et de devis partent vers ces adresses.
          </p>
          <LineListEditor
            form={form}
            name="phones"
            label="Téléphones"
            itemLabel="Téléphone"
            addLabel="Ajouter un numéro"
            errors={errors}
            items={draft.phones}
            onChange={set('phones')}
          />
          <TextInput
            form={form}
            name="website"
            type="url"
            label="Site web"
            hint="Adresse complète, commençant par https://."
            errors={errors}
            value={draft.website}
            onChange={set('website')}
          />
          <SocialsEditor form={form} errors={errors} socials={draft.socials} onChange={set('socials')} />
        </fieldset>
        <SaveOutcome outcome={save.outcome} />
        <SaveButton pending={save.pending}>Enregistrer les informations</SaveButton>
      </form>
    </section>
  )
}

function SocialsEditor({
  form,
  errors,
  socials,
  onChange,
}: {
  form: string
  errors: FieldErrors
  socials: Info['socials']
  onChange: (socials: Info['socials']) => void
}) {
  const update = (index: number, patch: Partial<Info['socials'][number]>) =>
    onChange(socials.map((social, position) => (position === index ? { ...social, ...patch } : social)))
  return (
    <fieldset className="rounded-xl border border-ink/15 p-4">
      <legend className="px-1 font-semibold">Réseaux sociaux</legend>
      {errors.socials ? (
        <p tabIndex={-1} aria-invalid="true" className="text-sm font-semibold text-terracotta">
          {errors.socials}
        </p>
      ) : null}
      <ol className="space-y-3">
        {socials.map((social, index) => (
          <li key={index} className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
            <TextInput
              form={form}
              name={`socials.${index}.network`}
              label={`Réseau ${index + 1}`}
              errors={errors}
              value={social.network}
              onChange={network => update(index, { network })}
            />
            <TextInput
              form={form}
              name={`socials.${index}.url`}
              type="url"
              label={`Adresse de la page ${index + 1}`}
              errors={errors}
              value={social.url}
              onChange={url => update(index, { url })}
            />
            <ItemButtons
              index={index}
              count={socials.length}
              itemLabel={`le réseau ${index + 1}`}
              onMove={to => onChange(moveItem(socials, index, to))}
              onRemove={() => onChange(socials.filter((_, position) => position !== index))}
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button-secondary mt-3 text-sm"
        onClick={() => onChange([...socials, { network: '', url: '' }])}
      >
        Ajouter un réseau
      </button>
    </fieldset>
  )
}

function BookingForm({ booking }: { booking: AdminLabelData['booking'] }) {
  const form = 'label-booking'
  const [draft, setDraft] = useState(booking)
  const save = useSave({ schema: bookingInputSchema, send: saveBooking })
  const set = (key: keyof typeof draft) => (value: string) => setDraft(current => ({ ...current, [key]: value }))
  return (
    <section aria-labelledby="label-booking-title" className="card p-5 sm:p-6" ref={save.rootRef}>
      <h2 id="label-booking-title" className="heading-2">
        Bloc de réservation
      </h2>
      <p className="mt-2 text-sm text-ink/80">
        Affiché sur la page Label, avec un lien vers le formulaire de réservation.
      </p>
      <form
        noValidate
        className="mt-5 space-y-4"
        onSubmit={event => {
          event.preventDefault()
          void save.submit(draft, 'Bloc de réservation enregistré.')
        }}
      >
        <TextInput
          form={form}
          name="title"
          label="Titre"
          errors={save.errors}
          value={draft.title}
          onChange={set('title')}
        />
        <TextArea
          form={form}
          name="ctaText"
          label="Texte d’appel"
          errors={save.errors}
          value={draft.ctaText}
          onChange={set('ctaText')}
          rows={3}
        />
        <TextInput
          form={form}
          name="contactEmail"
          type="email"
          label="E-mail de contact"
          errors={save.errors}
          value={draft.contactEmail}
          onChange={set('contactEmail')}
        />
        <SaveOutcome outcome={save.outcome} />
        <SaveButton pending={save.pending}>Enregistrer le bloc de réservation</SaveButton>
      </form>
    </section>
  )
}

type Asset = AdminLabelData['pressKit']['assets'][number]

function PressKitForm({ pressKit }: { pressKit: AdminLabelData['pressKit'] }) {
  const form = 'label-press'
  const [draft, setDraft] = useState(pressKit)
  const save = useSave({ schema: pressKitInputSchema, send: savePressKit })
  const { errors } = save
  const updateAsset = (index: number, patch: Partial<Asset>) =>
    setDraft(current => ({
      ...current,
      assets: current.assets.map((asset, position) => (position === index ? { ...asset, ...patch } : asset)),
    }))
  const setAssets = (assets: Asset[]) => setDraft(current => ({ ...current, assets }))
  return (
    <section aria-labelledby="label-press-title" className="card p-5 sm:p-6" ref={save.rootRef}>
      <h2 id="label-press-title" className="heading-2">
        Dossier de presse
      </h2>
      <p className="mt-2 text-sm text-ink/80">
        Le PDF de présentation et l’archive ZIP sont fabriqués à chaque téléchargement à partir de ces textes et des
        informations du label.
      </p>
      <form
        noValidate
        className="mt-5 space-y-4"
        onSubmit={event => {
          event.preventDefault()
          void save.submit(draft, 'Dossier de presse enregistré.')
        }}
      >
        <TextInput
          form={form}
          name="headline"
          label="Titre"
          errors={errors}
          value={draft.headline}
          onChange={headline => setDraft(current => ({ ...current, headline }))}
        />
        <TextArea
          form={form}
          name="shortText"
          label="Texte de présentation"
          errors={errors}
          value={draft.shortText}
          onChange={shortText => setDraft(current => ({ ...current, shortText }))}
          rows={6}
        />
        <fieldset className="rounded-xl border border-ink/15 p-4">
          <legend className="px-1 font-semibold">Fichiers à télécharger</legend>
          <p className="text-sm text-ink/80">
            Un fichier du site (adresse commençant par /media/) ou une adresse https://.
          </p>
          {errors.assets ? (
            <p tabIndex={-1} aria-invalid="true" className="text-sm font-semibold text-terracotta">
              {errors.assets}
            </p>
          ) : null}
          <ol className="mt-3 space-y-4">
            {draft.assets.map((asset, index) => (
              <li key={index} className="space-y-2 rounded-lg bg-sand/60 p-3">
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextInput
                    form={form}
                    name={`assets.${index}.label`}
                    label={`Nom du fichier ${index + 1}`}
                    errors={errors}
                    value={asset.label}
                    onChange={label => updateAsset(index, { label })}
                  />
                  <TextInput
                    form={form}
                    name={`assets.${index}.url`}
                    label={`Adresse du fichier ${index + 1}`}
                    errors={errors}
                    value={asset.url}
                    onChange={url => updateAsset(index, { url })}
                  />
                </div>
                <SelectInput
                  form={form}
                  name={`assets.${index}.kind`}
                  label={`Type du fichier ${index + 1}`}
                  errors={errors}
                  value={asset.kind}
                  onChange={kind => updateAsset(index, { kind })}
                  options={[
                    { value: 'image', label: 'Image' },
                    { value: 'document', label: 'Document' },
                  ]}
                />
                <ItemButtons
                  index={index}
                  count={draft.assets.length}
                  itemLabel={`le fichier ${index + 1}`}
                  onMove={to => setAssets(moveItem(draft.assets, index, to))}
                  onRemove={() => setAssets(draft.assets.filter((_, position) => position !== index))}
                />
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="button-secondary mt-3 text-sm"
            onClick={() => setAssets([...draft.assets, { label: '', url: '', kind: 'document' }])}
          >
            Ajouter un fichier
          </button>
        </fieldset>
        <SaveOutcome outcome={save.outcome} />
        <SaveButton pending={save.pending}>Enregistrer le dossier de presse</SaveButton>
      </form>
    </section>
  )
}
