/**
 * HELD OUT: questions about music that ask for no piece, written before the rules that read them and
 * never used to tune them. When one of these fails, fix the class of problem with the tuning set
 * (`questions.ts`) and leave this file alone; the figure reported is this set's own.
 */
export const HELD_OUT_QUESTIONS: string[] = [
  'c quoi un beat',
  'cest quoi le bikutsi',
  'kelle difference entre makossa et assiko',
  'comment on fait un beat afro sur fl studio',
  'comment composer une chanson quand on debute',
  'on compose comment un refrain qui reste dans la tete',
  'tu peux m expliquer comment faire une melodie',
  'je veux savoir comment les gens font des instrus',
  'qui a chante sweet mother',
  'le makossa vient de quelle ville',
  'pk mon son sature quand jexporte',
  'quel micro pour enregistrer une chanson a la maison',
  'combien coute un beat chez un beatmaker a douala',
  'c est quoi une berceuse en musique',
  'comment on joue le rythme du bikutsi a la batterie',
  'la rumba se joue en quelle mesure',
  'jaimerais savoir lire une partition de piano',
  'est ce que je peux vendre mes instrus en ligne',
  'mon prof dit que ma chanson manque de pont, ca veut dire quoi',
  'je voudrais comprendre les accords du gospel',
  'quels instruments dans un orchestre de makossa',
  'pourquoi le zouk est lent',
  'tu connais les chansons de anne marie nzie',
  'c qui le roi du makossa',
  'comment enregistrer ma voix sur mon telephone',
  'faut il un ordinateur puissant pour faire de la musique',
  'j ai fait un morceau mais la basse est trop forte que faire',
  'c comment pour deposer une chanson a la sacem ou a la sonacam',
  'explique moi le tempo d une berceuse',
  'je cherche les paroles de la chanson africa de manu dibango',
]
