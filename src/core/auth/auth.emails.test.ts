import { expect, test } from 'vitest'
import { activationEmail } from './auth.emails.ts'

test('the activation mail asks to confirm the address: the newcomer is already signed in', () => {
  const mail = activationEmail({ to: 'awa@exemple.cm', name: 'Awa', link: 'https://gombiste.cm/activation?token=t' })
  expect(mail.subject).toBe('Activez votre compte Gombiste Records')
  expect(mail.text).toContain('Pour confirmer votre adresse e-mail, ouvrez le lien ci-dessous')
  expect(mail.text).not.toMatch(/vous connecter/)
  expect(mail.html).toContain('href="https://gombiste.cm/activation?token=t"')
})
