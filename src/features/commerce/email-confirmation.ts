/**
 * Sign-up opens a session at once (spec §4), before the address is confirmed; paying waits for the
 * confirmation. Shared by the server's guard and the checkout page.
 */
export const PAYMENT_NEEDS_CONFIRMED_EMAIL =
  'Confirmez d’abord votre adresse e-mail : votre reçu et l’accès à vos cours y seront envoyés. Ouvrez le lien reçu par e-mail, ou demandez-en un nouveau avec « Renvoyer le lien ».'
