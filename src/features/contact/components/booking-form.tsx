import { useState, type FormEvent } from 'react'
import { sendBookingRequest } from '../contact.api.ts'
import { CONTACT_LIMITS, CURRENCIES, EVENT_TYPES, todayInDouala, type Currency } from '../contact.limits.ts'
import type { BookingInput } from '../contact.schemas.ts'
import { ConsentField, Field, FIELD_CLASS, Honeypot, SubmitStatus, useSubmit } from './form-kit.tsx'

const FORM_ID = 'booking'
const ORDER = [
  'artistId',
  'eventType',
  'eventDate',
  'city',
  'venue',
  'audience',
  'budgetAmount',
  'budgetCurrency',
  'technicalNeeds',
  'name',
  'phone',
  'email',
  'consent',
]

type ArtistOption = { id: string; name: string }

export function BookingForm({ artists, artistId = '' }: { artists: ArtistOption[]; artistId?: string }) {
  const [values, setValues] = useState({
    artistId: artists.some(artist => artist.id === artistId) ? artistId : '',
    eventType: '',
    eventDate: '',
    city: '',
    venue: '',
    audience: '',
    budgetAmount: '',
    budgetCurrency: 'XAF' as Currency,
    technicalNeeds: '',
    name: '',
    phone: '',
    email: '',
  })
  const [consent, setConsent] = useState(false)
  const { errors, formError, reference, pending, submit, status, prefetch } = useSubmit<BookingInput>({
    formId: FORM_ID,
    order: ORDER,
    schema: async () => (await import('../contact.schemas.ts')).bookingInputSchema,
    send: sendBookingRequest,
    failure: 'Votre demande n’a pas pu être envoyée. Réessayez, ou appelez-nous : elle ne doit pas se perdre.',
  })
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues(current => ({ ...current, [name]: event.target.value }))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const honeypot = String(new FormData(event.currentTarget).get('website') ?? '')
    await submit(
      { ...values, eventType: values.eventType as BookingInput['eventType'], consent: consent as true },
      honeypot,
    )
  }

  return (
    <form
      onSubmit={event => void onSubmit(event)}
      onFocus={prefetch}
      noValidate
      aria-labelledby="booking-form-title"
      className="relative space-y-4"
    >
      <h3 id="booking-form-title" className="font-display text-xl font-bold">
        Demande de réservation
      </h3>
      <p className="text-sm text-ink/75">Les champs marqués « facultatif » peuvent rester vides.</p>
      <fieldset className="space-y-4">
        <legend className="font-display text-lg font-bold">Votre événement</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field formId={FORM_ID} name="artistId" label="Artiste souhaité" error={errors.artistId} optional>
            {props => (
              <select {...props} value={values.artistId} onChange={set('artistId')} className={FIELD_CLASS}>
                <option value="">Au choix du label</option>
                {artists.map(artist => (
                  <option key={artist.id} value={artist.id}>
                    {artist.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field formId={FORM_ID} name="eventType" label="Type d’événement" error={errors.eventType}>
            {props => (
              <select {...props} value={values.eventType} onChange={set('eventType')} className={FIELD_CLASS}>
                <option value="">Choisissez...</option>
                {EVENT_TYPES.map(type => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field formId={FORM_ID} name="eventDate" label="Date" error={errors.eventDate}>
            {props => (
              <input
                {...props}
                type="date"
                min={todayInDouala()}
                value={values.eventDate}
                onChange={set('eventDate')}
                className={FIELD_CLASS}
              />
            )}
          </Field>
          <Field formId={FORM_ID} name="city" label="Ville" error={errors.city}>
            {props => (
              <input
                {...props}
                value={values.city}
                onChange={set('city')}
                autoComplete="address-level2"
                maxLength={CONTACT_LIMITS.city + 20}
                className={FIELD_CLASS}
              />
            )}
          </Field>
          <Field formId={FORM_ID} name="venue" label="Lieu (salle, hôtel, plein air...)" error={errors.venue} optional>
            {props => (
              <input
                {...props}
                value={values.venue}
                onChange={set('venue')}
                maxLength={CONTACT_LIMITS.venue + 20}
                className={FIELD_CLASS}
              />
            )}
          </Field>
          <Field formId={FORM_ID} name="audience" label="Public attendu (personnes)" error={errors.audience} optional>
            {props => (
              <input
                {...props}
                inputMode="numeric"
                value={values.audience}
                onChange={set('audience')}
                maxLength={12}
                className={FIELD_CLASS}
              />
            )}
          </Field>
          <Field formId={FORM_ID} name="budgetAmount" label="Budget" error={errors.budgetAmount} optional>
            {props => (
              <input
                {...props}
                inputMode="numeric"
                value={values.budgetAmount}
                onChange={set('budgetAmount')}
                maxLength={16}
                className={FIELD_CLASS}
              />
            )}
          </Field>
          <Field formId={FORM_ID} name="budgetCurrency" label="Devise du budget" error={errors.budgetCurrency}>
            {props => (
              <select {...props} value={values.budgetCurrency} onChange={set('budgetCurrency')} className={FIELD_CLASS}>
                {CURRENCIES.map(currency => (
                  <option key={currency.value} value={currency.value}>
                    {currency.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field
          formId={FORM_ID}
          name="technicalNeeds"
          label="Besoins techniques"
          error={errors.technicalNeeds}
          optional
          hint="Sonorisation, scène, éclairage, loges, durée du set..."
        >
          {props => (
            <textarea
              {...props}
              value={values.technicalNeeds}
              onChange={set('technicalNeeds')}
              rows={4}
              className={FIELD_CLASS}
            />
          )}
        </Field>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="font-display text-lg font-bold">Vos coordonnées</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field formId={FORM_ID} name="name" label="Votre nom" error={errors.name}>
            {props => (
              <input
                {...props}
                value={values.name}
                onChange={set('name')}
                autoComplete="name"
                maxLength={CONTACT_LIMITS.name + 20}
                className={FIELD_CLASS}
              />
            )}
          </Field>
          <Field
            formId={FORM_ID}
            name="phone"
            label="Téléphone"
            error={errors.phone}
            hint="Format international, ex. +237 6 99 12 34 56"
          >
            {props => (
              <input
                {...props}
                type="tel"
                value={values.phone}
                onChange={set('phone')}
                autoComplete="tel"
                maxLength={CONTACT_LIMITS.phone}
                className={FIELD_CLASS}
              />
            )}
          </Field>
          <Field formId={FORM_ID} name="email" label="Adresse e-mail" error={errors.email}>
            {props => (
              <input
                {...props}
                type="email"
                value={values.email}
                onChange={set('email')}
                autoComplete="email"
                maxLength={CONTACT_LIMITS.email}
                className={FIELD_CLASS}
              />
            )}
          </Field>
        </div>
      </fieldset>
      <ConsentField formId={FORM_ID} checked={consent} onChange={setConsent} error={errors.consent}>
        J’accepte que Gombiste Records conserve cette demande et me recontacte pour y répondre.
      </ConsentField>
      <Honeypot />
      <SubmitStatus
        statusRef={status}
        reference={reference}
        formError={formError}
        success={value => (
          <>
            <p className="font-semibold">Merci, votre demande de réservation est bien arrivée.</p>
            <p className="mt-1">
              Votre référence : <strong className="font-mono text-lg">{value}</strong>. Notre équipe booking vous répond
              sous 48 heures ; un e-mail de confirmation vous a été envoyé.
            </p>
          </>
        )}
      />
      <button type="submit" className="button-primary" aria-disabled={pending}>
        {pending ? 'Envoi en cours...' : 'Envoyer la demande'}
      </button>
    </form>
  )
}
