/** Comment length limits, shared by the server's schema and the form (kept free of zod for the browser). */
export const COMMENT_LIMITS = { name: 80, content: 2000 } as const

/** Sign-up opens a session before the address is confirmed (spec §4); commenting waits for it. */
export const COMMENT_NEEDS_CONFIRMED_EMAIL =
  'Confirmez d’abord votre adresse e-mail pour commenter : cela protège le blog des comptes créés par des robots. Ouvrez le lien reçu par e-mail, ou demandez-en un nouveau avec « Renvoyer le lien ».'
