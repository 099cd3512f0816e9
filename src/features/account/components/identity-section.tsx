import type { FormEvent } from 'react'
import { userUpdated } from '#core/auth/auth-store.ts'
import { formatDate } from '#core/format/format.ts'
import {
  checkName,
  fieldValue,
  FormAlert,
  StatusMessage,
  SubmitButton,
  TextField,
  useFormSubmit,
} from '#core/ui/public-form.tsx'
import { ROLE_LABELS, updateProfile, type Profile } from '../account.api.ts'
import { ProfileSection } from './profile-section.tsx'

/** "Mon identité": the e-mail, the role, since when, and the name, which the user may change. */
export function IdentitySection({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const form = useFormSubmit()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const name = fieldValue(new FormData(event.currentTarget), 'name').trim()
    void form.submit(
      async () => {
        const updated = await updateProfile(name)
        onSaved(updated)
        userUpdated({ name: updated.name })
        return 'Nom enregistré.'
      },
      { fields: { name: checkName(name) } },
    )
  }

  return (
    <ProfileSection title="Mon identité">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Adresse e-mail</dt>
        <dd className="break-all">{profile.email}</dd>
        <dt className="font-semibold">Profil</dt>
        <dd>{ROLE_LABELS[profile.role] ?? profile.role}</dd>
        {profile.createdAt ? (
          <>
            <dt className="font-semibold">Membre depuis le</dt>
            <dd>{formatDate(profile.createdAt)}</dd>
          </>
        ) : null}
      </dl>
      <div ref={form.rootRef}>
        <form noValidate onSubmit={handleSubmit} className="mt-6 space-y-4">
          <TextField
            id="profile-name"
            name="name"
            label="Nom"
            autoComplete="name"
            defaultValue={profile.name}
            error={form.fields.name}
          />
          <FormAlert message={form.message} />
          {form.status ? <StatusMessage>{form.status}</StatusMessage> : null}
          <SubmitButton pending={form.pending} className="">
            Enregistrer le nom
          </SubmitButton>
        </form>
      </div>
    </ProfileSection>
  )
}
