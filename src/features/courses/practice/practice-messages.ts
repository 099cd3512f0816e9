/** French messages of the practice (tests assert some of them). */
export const PRACTICE_MESSAGES = {
  micRefused:
    'L’accès au micro a été refusé : autorisez-le dans les réglages du navigateur pour chanter cet exercice. Les exercices au clavier, de rythme et les questions restent disponibles.',
  micMissing:
    'Aucun micro n’a été trouvé : branchez-en un (ou utilisez le téléphone) pour chanter cet exercice. Les autres exercices restent disponibles.',
  micUnsupported:
    'Ce navigateur ne donne pas accès au micro : les exercices au clavier, de rythme et les questions restent disponibles.',
  midiUnsupported:
    'Ce navigateur ne donne pas accès aux claviers MIDI : jouez avec les touches de l’ordinateur ou le clavier à l’écran.',
  midiNone: 'Aucun clavier MIDI détecté : jouez avec les touches de l’ordinateur ou le clavier à l’écran.',
  midiRefused:
    'L’accès aux claviers MIDI a été refusé : jouez avec les touches de l’ordinateur ou le clavier à l’écran.',
  trial: 'Leçon d’essai : votre résultat n’est pas enregistré. Inscrivez-vous pour garder votre progression.',
  oneHand:
    'Une main seule : ce résultat sert à vous entraîner et n’est pas enregistré. L’exercice se valide en jouant les deux mains ensemble.',
  queued:
    'Hors ligne : ce résultat est calculé sur cet appareil. Votre essai sera envoyé et enregistré au retour de la connexion.',
} as const

/** A signed number: « +12 », « -8 », « 0 ». */
export const signed = (value: number) => (value > 0 ? `+${value}` : String(value))

/** How far from the beat, in words first: « pile à temps », « un peu en retard (40 ms) », « en avance (120 ms) ». */
export function timing(ms: number): string {
  const off = Math.abs(ms)
  if (off < 15) return 'pile à temps'
  const side = ms > 0 ? 'en retard' : 'en avance'
  return `${off <= 60 ? `un peu ${side}` : side} (${off} ms)`
}

/** How far from the note, in words a learner understands: « juste », « un peu trop haut », « trop bas d’un demi-ton ». */
export function pitchWords(cents: number): string {
  const off = Math.abs(cents)
  const side = cents > 0 ? 'trop haut' : 'trop bas'
  if (off < 15) return 'juste'
  if (off < 50) return `un peu ${side}`
  const semitones = Math.round(off / 100)
  if (semitones <= 1) return `${side} d’un demi-ton`
  if (semitones === 2) return `${side} d’un ton`
  return `${side} de ${semitones} demi-tons`
}
