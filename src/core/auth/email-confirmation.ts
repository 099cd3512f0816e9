/**
 * Sign-up opens a session at once (spec §4), before the address is confirmed. Until the emailed
 * link is opened, a banner offers "Renvoyer le lien", and the actions below wait, each saying why.
 */
export const EMAIL_CONFIRMATION_TEXTS = {
  banner: 'Confirmez votre adresse e-mail : ouvrez le lien que nous vous avons envoyé.',
  resend: 'Renvoyer le lien',
  resent: 'Un nouveau lien vient d’être envoyé. Pensez à regarder dans les courriers indésirables.',
  payment:
    'Confirmez d’abord votre adresse e-mail : votre reçu et l’accès à vos cours y seront envoyés. Ouvrez le lien reçu par e-mail, ou demandez-en un nouveau avec « Renvoyer le lien ».',
  comment:
    'Confirmez d’abord votre adresse e-mail pour commenter : cela protège le blog des comptes créés par des robots. Ouvrez le lien reçu par e-mail, ou demandez-en un nouveau avec « Renvoyer le lien ».',
} as const
