/** Spec §3 "Chat message": what the browser keeps and the server stores for signed-in users. */
export type ChatMessage = {
  sender: 'user' | 'ai'
  text: string
  audioUrl?: string
  /** A composed piece's request in words (style, key, tempo, instruments, voice); shown, not stored. */
  details?: string
  /** Its id, to adjust it in the composer form (`/tutor?ajuster=<id>`); shown, not stored. */
  pieceId?: string
  /** Proof that this visitor composed it, needed to save it to "Mes créations"; shown, not stored. */
  claim?: string
}

export const CHAT_LIMITS = {
  /** Characters of one message. */
  messageLength: 2000,
  /** Messages of one conversation sent to the server (older ones are dropped by the browser). */
  conversationLength: 40,
} as const

export const CHAT_TEXTS = {
  greeting: (name: string) => `Bonjour ! Je suis ${name}, ton prof de musique. Je t'écoute ?`,
  unavailable: (name: string) => `Bonjour, ${name} est indisponible pour le moment.`,
  placeholder: 'Posez une question...',
  busy: (name: string) => `${name} est occupé...`,
  composing: (name: string) => `${name} compose votre morceau...`,
  sendFailure: 'Désolé, je rencontre une difficulté. Pourriez-vous reformuler votre question ?',
  compositionFailure: "Désolé, je n'ai pas réussi à composer le morceau. Réessayons.",
  compositionSuccess: "Voici le morceau que j'ai composé pour vous !",
  // The assistant says « tu », as its greeting does (the texts above are the spec's, word for word).
  offline: 'Tu es hors ligne : je te répondrai dès le retour de la connexion.',
} as const

/** What the composeMusic tool returns to the model and to the browser. */
export type ComposeToolOutput =
  | {
      ok: true
      url: string
      midiUrl: string
      durationSeconds: number
      id?: string
      summary?: string
      claim?: string
      /** What was changed from the request and why, shown after the piece. */
      notice?: string
    }
  | { ok: false; error: string }
