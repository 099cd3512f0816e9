/**
 * Demo mode (spec §1): `npm run build:demo` builds the site with Vite's mode `demo`, and the browser
 * then answers `/api/*` itself from the built-in sample data (src/demo/). Code tests the global
 * `__DEMO__`, which Vite replaces by `true` or `false` at each place it is used (vite.config.ts
 * `define`), so in the normal build every `if (__DEMO__)` branch, and all it imports, is removed.
 * (An exported constant would not do: it is not folded across modules.)
 */
declare global {
  const __DEMO__: boolean
}

/** Spec §5: the one account the demo accepts. Shown on the login page and in the README. */
export const DEMO_ACCOUNT = {
  email: 'demo@gombiste-records.cm',
  password: 'demo-gombiste',
  name: 'Amina Demo',
} as const

/** Spec §9: how long the demo login takes. */
export const DEMO_LOGIN_DELAY_MS = 500

/** User-facing French texts of the demo (spec §8 where it gives them). */
export const DEMO_TEXTS = {
  wrongCredentials: 'Email ou mot de passe invalide (mode démo).',
  providerSignIn: "La connexion via des services tiers n'est pas disponible en mode démo.",
  signUpUnavailable:
    "Le service d'authentification (le serveur Gombiste Records) n'est pas configuré : l'inscription est indisponible en mode démo. Connectez-vous avec le compte de démonstration.",
  noEmail: 'Aucun e-mail n’est envoyé en mode démo : connectez-vous avec le compte de démonstration.',
  demoAccountFixed: 'Le mot de passe du compte de démonstration ne peut pas être changé.',
  unavailable: 'Cette fonction est indisponible en mode démo : aucun serveur n’est relié à ce site.',
  banner: 'Site de démonstration : les données sont des exemples et vos changements restent dans ce navigateur.',
} as const
