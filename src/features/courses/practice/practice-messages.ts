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

/** How far from the beat: « pile à temps », « 40 ms en retard », « 25 ms en avance ». */
export const timing = (ms: number) =>
  Math.abs(ms) < 15 ? 'pile à temps' : ms > 0 ? `${ms} ms en retard` : `${-ms} ms en avance`
