import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '#core/paths.ts'
import { fieldValue, FormAlert, TextField, useFormSubmit } from '#core/ui/public-form.tsx'
import { deleteAccount } from '../account.api.ts'
import { ProfileSection } from './profile-section.tsx'

/**
 * Deleting is a second step: it explains that it is permanent and asks for the password.
 * `signOut` ends the session on this device once the server has deleted the account.
 */
export function DeleteAccountSection({ signOut }: { signOut: (serverAlreadyDone: boolean) => Promise<unknown> }) {
  const [isConfirming, setConfirming] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const form = useFormSubmit()
  const navigate = useNavigate()

  useEffect(() => {
    if (isConfirming) form.rootRef.current?.querySelector<HTMLInputElement>('input[name="password"]')?.focus()
  }, [isConfirming, form.rootRef])

  function cancel() {
    setConfirming(false)
    form.reset()
    requestAnimationFrame(() => opener.current?.focus())
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const password = fieldValue(new FormData(event.currentTarget), 'password')
    void form.submit(
      async () => {
        await deleteAccount(password)
        // Home first: this protected page would otherwise send the visitor to /connexion.
        await navigate(paths.home(), { replace: true })
        await signOut(true)
      },
      { fields: { password: password ? undefined : 'Veuillez confirmer avec votre mot de passe.' } },
    )
  }

  return (
    <ProfileSection title="Supprimer mon compte">
      <p>
        La suppression est définitive : votre compte, votre profil, vos cours et vos préférences sont effacés et ne
        peuvent pas être récupérés.
      </p>
      {isConfirming ? (
        <div ref={form.rootRef}>
          <form
            noValidate
            onSubmit={handleSubmit}
            className="mt-4 space-y-4 rounded-lg border border-terracotta/40 p-4"
          >
            <p className="font-semibold">
              Confirmez avec votre mot de passe pour supprimer définitivement votre compte.
            </p>
            <TextField
              id="delete-password"
              name="password"
              type="password"
              label="Mot de passe"
              autoComplete="current-password"
              error={form.fields.password}
            />
            <FormAlert message={form.message} />
            <div className="flex flex-wrap gap-3">
              <button
                type="submit"
                aria-disabled={form.pending}
                className="inline-flex items-center justify-center rounded-full bg-terracotta px-5 py-2.5 font-semibold text-white hover:bg-ink aria-disabled:opacity-70"
              >
                Supprimer définitivement mon compte
              </button>
              <button type="button" onClick={cancel} className="button-secondary">
                Annuler
              </button>
            </div>
          </form>
        </div>
      ) : (
        <button
          ref={opener}
          type="button"
          onClick={() => setConfirming(true)}
          className="mt-4 inline-flex items-center justify-center rounded-full border-2 border-terracotta px-5 py-2 font-semibold text-terracotta hover:bg-terracotta hover:text-white"
        >
          Supprimer mon compte
        </button>
      )}
    </ProfileSection>
  )
}
