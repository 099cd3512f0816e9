import { useState, type FormEvent } from 'react'
import { sendContactMessage } from '../contact.api.ts'
import { CONTACT_LIMITS } from '../contact.limits.ts'
import type { ContactInput } from '../contact.schemas.ts'
import { ConsentField, Field, FIELD_CLASS, Honeypot, SubmitStatus, useSubmit } from './form-kit.tsx'

const FORM_ID = 'contact'
const ORDER = ['name', 'email', 'subject', 'message', 'consent']

export function ContactForm() {
  const [values, setValues] = useState({ name: '', email: '', subject: '', message: '' })
  const [consent, setConsent] = useState(false)
  const { errors, formError, reference, pending, submit, status, prefetch } = useSubmit<ContactInput>({
    formId: FORM_ID,
    order: ORDER,
    schema: async () => (await import('../contact.schemas.ts')).contactInputSchema,
    send: sendContactMessage,
    failure: 'Votre message n’a pas pu être envoyé. Réessayez, ou écrivez-nous directement par e-mail.',
  })
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues(current => ({ ...current, [name]: event.target.value }))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const honeypot = String(new FormData(event.currentTarget).get('website') ?? '')
    await submit({ ...values, consent: consent as true }, honeypot)
  }

  return (
    <form
      onSubmit={event => void onSubmit(event)}
      onFocus={prefetch}
      noValidate
      aria-labelledby="contact-form-title"
      className="relative space-y-4"
    >
      <h3 id="contact-form-title" className="font-display text-xl font-bold">
        Envoyer un message
      </h3>
      <p className="text-sm text-ink/75">Tous les champs sont obligatoires.</p>
      <div className="grid gap-4 sm:grid-cols-2">
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
        <Field formId={FORM_ID} name="email" label="Votre adresse e-mail" error={errors.email}>
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
      <Field formId={FORM_ID} name="subject" label="Objet" error={errors.subject}>
        {props => (
          <input
            {...props}
            value={values.subject}
            onChange={set('subject')}
            maxLength={CONTACT_LIMITS.subject + 20}
            className={FIELD_CLASS}
          />
        )}
      </Field>
      <Field
        formId={FORM_ID}
        name="message"
        label="Votre message"
        error={errors.message}
        hint={`${CONTACT_LIMITS.message} caractères au plus.`}
      >
        {props => (
          <textarea {...props} value={values.message} onChange={set('message')} rows={6} className={FIELD_CLASS} />
        )}
      </Field>
      <ConsentField formId={FORM_ID} checked={consent} onChange={setConsent} error={errors.consent}>
        J’accepte que Gombiste Records conserve ce message et me recontacte pour y répondre.
      </ConsentField>
      <Honeypot />
      <SubmitStatus
        statusRef={status}
        reference={reference}
        formError={formError}
        success={value => (
          <>
            <p className="font-semibold">Merci, votre message est bien arrivé.</p>
            <p className="mt-1">
              Votre référence : <strong className="font-mono text-lg">{value}</strong>. Un e-mail de confirmation vous a
              été envoyé ; citez cette référence si vous nous recontactez.
            </p>
          </>
        )}
      />
      <button type="submit" className="button-primary" aria-disabled={pending}>
        {pending ? 'Envoi en cours...' : 'Envoyer le message'}
      </button>
    </form>
  )
}
