import type { FormEvent } from 'react'
import { checkSession } from '#core/auth/auth-store.ts'
import {
  checkNewPassword,
  fieldValue,
  FormAlert,
  PASSWORD_HINT,
  StatusMessage,
  SubmitButton,
  TextField,
  useFormSubmit,
} from '#core/ui/public-form.tsx'
import { changePassword } from '../account.api.ts'
import { ProfileSection } from './profile-section.tsx'

export function PasswordSection() {
  const form = useFormSubmit()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const element = event.currentTarget
    const data = new FormData(element)
    const currentPassword = fieldValue(data, 'currentPassword')
    const newPassword = fieldValue(data, 'newPassword')
    void form.submit(
      async () => {
        await changePassword(currentPassword, newPassword)
        element.reset()
        // The server renewed this session: pick it up.
        void checkSession()
        return 'Mot de passe modifié. Vos autres sessions ont été fermées.'
      },
      {
        fields: {
          currentPassword: currentPassword ? undefined : 'Veuillez saisir votre mot de passe actuel.',
          newPassword: checkNewPassword(newPassword),
        },
      },
    )
  }

  return (
    <ProfileSection title="Mot de passe">
      <div ref={form.rootRef}>
        <form noValidate onSubmit={handleSubmit} className="space-y-4">
          <TextField
            id="password-current"
            name="currentPassword"
            type="password"
            label="Mot de passe actuel"
            autoComplete="current-password"
            error={form.fields.currentPassword}
          />
          <TextField
            id="password-new"
            name="newPassword"
            type="password"
            label="Nouveau mot de passe"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            error={form.fields.newPassword}
          />
          <FormAlert message={form.message} />
          {form.status ? <StatusMessage>{form.status}</StatusMessage> : null}
          <SubmitButton pending={form.pending} className="">
            Changer mon mot de passe
          </SubmitButton>
        </form>
      </div>
    </ProfileSection>
  )
}
