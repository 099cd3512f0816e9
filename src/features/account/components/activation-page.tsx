import { errorMessage } from '#core/http/error-message.ts'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { checkSession } from '#core/auth/auth-store.ts'
import { Spinner } from '#core/ui/spinner.tsx'
import { activate, resendActivation, setPassword } from '../account.api.ts'
import { paths } from '#core/paths.ts'
import {
  checkEmail,
  checkNewPassword,
  fieldValue,
  FormAlert,
  LINK_CLASS,
  PASSWORD_HINT,
  PASSWORDS_DIFFER_MESSAGE,
  StatusMessage,
  SubmitButton,
  TextField,
  useFormSubmit,
} from '#core/ui/public-form.tsx'

type Activation =
  | { state: 'pending' }
  | { state: 'done'; signedIn: boolean; passwordRequired: boolean }
  | { state: 'failed'; message: string }

/** Sends the emailed token once, after hydration (a ref keeps StrictMode's second effect from resending it). */
function useActivation(token: string): Activation {
  const [activation, setActivation] = useState<Activation>({ state: 'pending' })
  const sent = useRef(false)

  useEffect(() => {
    if (sent.current) return
    sent.current = true
    activate(token)
      // The server signed the user in: the header learns it from the session.
      .then(async ({ passwordRequired }) => ({ passwordRequired, user: await checkSession() }))
      .then(
        ({ passwordRequired, user }) => setActivation({ state: 'done', signedIn: user !== null, passwordRequired }),
        (error: unknown) => setActivation({ state: 'failed', message: errorMessage(error) }),
      )
  }, [token])

  return activation
}

function ActivationResult({ token }: { token: string }) {
  const activation = useActivation(token)
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (activation.state !== 'pending') root.current?.querySelector<HTMLElement>('[data-announce]')?.focus()
  }, [activation.state])

  return (
    <div ref={root} className="mt-6">
      {activation.state === 'pending' ? <Spinner label="Activation en cours..." /> : null}
      {activation.state === 'done' && activation.passwordRequired ? <ChoosePasswordForm /> : null}
      {activation.state === 'done' && !activation.passwordRequired ? (
        <StatusMessage className="text-base">
          <p className="font-semibold">
            {activation.signedIn
              ? 'Votre compte est activé : vous êtes connecté.'
              : 'Votre compte est activé : vous pouvez vous connecter.'}
          </p>
          <p className="mt-3 flex flex-wrap gap-3">
            {activation.signedIn ? (
              <Link to={paths.profile()} className="button-primary">
                Voir votre profil
              </Link>
            ) : (
              <Link to={paths.login()} className="button-primary">
                Se connecter
              </Link>
            )}
            <Link to={paths.academy()} className="button-secondary">
              Découvrir l’académie
            </Link>
          </p>
        </StatusMessage>
      ) : null}
      {activation.state === 'failed' ? (
        <>
          <FormAlert message={activation.message} />
          <ResendForm />
        </>
      ) : null}
    </div>
  )
}

/**
 * The address was confirmed from a browser not signed in to the account: a password chosen before the
 * confirmation (perhaps by someone else) no longer opens it, so the person who holds the mailbox
 * chooses it now.
 */
function ChoosePasswordForm() {
  const form = useFormSubmit()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const newPassword = fieldValue(data, 'newPassword')
    const confirmation = fieldValue(data, 'confirmPassword')
    const passwordError = checkNewPassword(newPassword)
    void form.submit(
      async () => {
        await setPassword(newPassword)
        return 'Votre mot de passe est enregistré : vous êtes connecté.'
      },
      {
        fields: {
          newPassword: passwordError,
          confirmPassword: !passwordError && confirmation !== newPassword ? PASSWORDS_DIFFER_MESSAGE : undefined,
        },
      },
    )
  }

  return (
    <div ref={form.rootRef}>
      {form.status ? (
        <StatusMessage className="text-base">
          <p className="font-semibold">{form.status}</p>
          <p className="mt-3">
            <Link to={paths.profile()} className="button-primary">
              Voir votre profil
            </Link>
          </p>
        </StatusMessage>
      ) : (
        <>
          <p className="font-semibold" data-announce tabIndex={-1}>
            Votre compte est activé. Choisissez maintenant son mot de passe : un mot de passe saisi avant la
            confirmation de l’adresse n’est pas conservé.
          </p>
          <form noValidate onSubmit={handleSubmit} className="mt-4 space-y-5">
            <TextField
              id="activation-password"
              name="newPassword"
              type="password"
              label="Mot de passe"
              autoComplete="new-password"
              hint={PASSWORD_HINT}
              error={form.fields.newPassword}
            />
            <TextField
              id="activation-confirmation"
              name="confirmPassword"
              type="password"
              label="Confirmez le mot de passe"
              autoComplete="new-password"
              error={form.fields.confirmPassword}
            />
            <FormAlert message={form.message} />
            <SubmitButton pending={form.pending}>Enregistrer mon mot de passe</SubmitButton>
          </form>
        </>
      )}
    </div>
  )
}

/** Asks for a new activation link; the answer is the same whether or not the address has an account. */
function ResendForm() {
  const form = useFormSubmit()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = fieldValue(new FormData(event.currentTarget), 'email').trim()
    void form.submit(async () => (await resendActivation(email)).message, { fields: { email: checkEmail(email) } })
  }

  return (
    <div ref={form.rootRef} className="mt-6">
      <h2 className="heading-2">Recevoir un nouveau lien</h2>
      <form noValidate onSubmit={handleSubmit} className="mt-4 space-y-5">
        <TextField
          id="activation-email"
          name="email"
          type="email"
          label="Adresse e-mail"
          autoComplete="email"
          error={form.fields.email}
        />
        <FormAlert message={form.message} />
        {form.status ? <StatusMessage>{form.status}</StatusMessage> : null}
        <SubmitButton pending={form.pending}>Envoyer un nouveau lien</SubmitButton>
      </form>
    </div>
  )
}

export function ActivationPage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')

  return (
    <section className="container-page py-12 sm:py-16">
      <div className="card mx-auto max-w-xl p-6 sm:p-8">
        <h1 className="heading-1">Activation du compte</h1>
        {token ? (
          <ActivationResult key={token} token={token} />
        ) : (
          <>
            <p className="mt-4">
              Après votre inscription, nous vous envoyons un e-mail contenant un lien d’activation. Un clic sur ce lien
              confirme votre adresse et active votre compte.
            </p>
            <h2 className="heading-2 mt-8">Vous ne trouvez pas l’e-mail&nbsp;?</h2>
            <ul className="mt-4 list-disc space-y-2 pl-6">
              <li>Vérifiez le dossier des courriers indésirables (spam) ou l’onglet «&nbsp;Promotions&nbsp;».</li>
              <li>Assurez-vous d’avoir saisi la bonne adresse e-mail lors de l’inscription.</li>
              <li>Le lien est valable 24 heures : passé ce délai, demandez-en un nouveau ci-dessous.</li>
            </ul>
            <ResendForm />
            <p className="mt-6 text-sm">
              Pas encore de compte&nbsp;?{' '}
              <Link to={paths.signup()} className={LINK_CLASS}>
                Créer un compte
              </Link>
            </p>
          </>
        )}
      </div>
    </section>
  )
}
