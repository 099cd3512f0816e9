import { useId, type FormEvent } from 'react'
import { fieldValue, FormAlert, StatusMessage, SubmitButton, TextField, useFormSubmit } from '#core/ui/public-form.tsx'
import { requestQuote } from '../commerce.api.ts'
import { QUOTE_LIMITS } from '../commerce.schemas.ts'

/** For formulas priced on request: stored by the server and mailed to the academy's training address. */
export function QuoteForm({ formulaId, name, email }: { formulaId: string; name: string; email: string }) {
  const form = useFormSubmit()
  const id = useId()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const input = {
      formulaId,
      name: fieldValue(data, 'name').trim(),
      email: fieldValue(data, 'email').trim(),
      phone: fieldValue(data, 'phone').trim() || undefined,
      message: fieldValue(data, 'message').trim(),
    }
    void form.submit(async () => (await requestQuote(input)).message, {
      fields: {
        name: input.name ? undefined : 'Indiquez votre nom.',
        email: /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(input.email) ? undefined : 'Adresse e-mail invalide.',
        message:
          input.message.length >= 10 ? undefined : 'Décrivez votre besoin en quelques mots (10 caractères au moins).',
      },
    })
  }

  return (
    <div ref={form.rootRef}>
      <h2 className="heading-2">Demander un devis</h2>
      <p className="mt-2 text-sm">
        Cette formule est établie sur mesure : décrivez votre projet, notre équipe pédagogique vous répond sous 48
        heures.
      </p>
      {form.status ? (
        <StatusMessage className="mt-4">{form.status}</StatusMessage>
      ) : (
        <form noValidate onSubmit={handleSubmit} className="mt-4 space-y-4">
          <TextField
            id={`${id}-name`}
            name="name"
            label="Nom"
            autoComplete="name"
            defaultValue={name}
            error={form.fields.name}
          />
          <TextField
            id={`${id}-email`}
            name="email"
            type="email"
            label="Adresse e-mail"
            autoComplete="email"
            defaultValue={email}
            error={form.fields.email}
          />
          <div>
            <label htmlFor={`${id}-phone`} className="block font-semibold">
              Téléphone (facultatif)
            </label>
            <input
              id={`${id}-phone`}
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={QUOTE_LIMITS.phone}
              className="mt-1 block w-full rounded-lg border border-ink/30 bg-white px-3 py-2"
            />
          </div>
          <div>
            <label htmlFor={`${id}-message`} className="block font-semibold">
              Votre projet
            </label>
            <textarea
              id={`${id}-message`}
              name="message"
              rows={5}
              required
              maxLength={QUOTE_LIMITS.message}
              aria-invalid={form.fields.message ? true : undefined}
              aria-describedby={form.fields.message ? `${id}-message-error` : undefined}
              className="mt-1 block w-full rounded-lg border border-ink/30 bg-white px-3 py-2 aria-[invalid=true]:border-terracotta"
            />
            {form.fields.message ? (
              <p id={`${id}-message-error`} role="alert" className="mt-1 text-sm font-semibold text-terracotta">
                {form.fields.message}
              </p>
            ) : null}
          </div>
          <FormAlert message={form.message} />
          <SubmitButton pending={form.pending}>Envoyer la demande de devis</SubmitButton>
        </form>
      )}
    </div>
  )
}
