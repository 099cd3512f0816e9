/**
 * The online assessment of each level (issue #10): questions built from the level's lessons and
 * exercises, with one or several right answers, and ear-training questions whose notes the server
 * renders to audio. Server-only: the right answers and explanations never reach a browser before the
 * student submits (the quiz payload is built by `toPublicQuiz`, tested to carry none of them).
 *
 * Points: one per question unless stated. Piano beginner weighs its questions 8 or 9 points (the
 * ear-training and interpretation ones 9) for 100 in all, so its 75 % threshold is exactly 75 points.
 * Question ids are stable: attempts store them, so edit a question's wording freely but give a
 * question whose meaning changes a new id.
 */

/** Notes (MIDI numbers, 60 = do3, the middle C) played for an ear-training question. */
export type EarTraining = { notes: number[]; play: 'together' | 'one-by-one' | 'arpeggio-then-together' }

export type QuizQuestion = {
  id: string
  prompt: string
  choices: string[]
  /** Indexes of the right choices; several means "check every right answer". */
  correct: number[]
  points?: number
  /** Shown with the correction once the level is passed. */
  explanation: string
  audio?: EarTraining
}

const C4 = 60

export const QUIZ_BANK: Record<string, QuizQuestion[]> = {
  'piano/debutant': [
    {
      id: 'pd-01',
      points: 8,
      prompt: 'Combien de touches, blanches et noires, compte le groupe qui se répète tout le long du clavier ?',
      choices: ['7', '10', '12', '14'],
      correct: [2],
      explanation: 'Sept blanches et cinq noires : douze touches, soit les douze demi-tons d’une octave.',
    },
    {
      id: 'pd-02',
      points: 8,
      prompt: 'Où trouve-t-on toujours le do sur le clavier ?',
      choices: [
        'Juste à gauche d’un groupe de deux touches noires',
        'Juste à droite d’un groupe de trois touches noires',
        'Entre les deux touches d’un groupe de deux touches noires',
        'Juste à gauche d’un groupe de trois touches noires',
      ],
      correct: [0],
      explanation: 'Le do est la touche blanche juste à gauche des deux touches noires.',
    },
    {
      id: 'pd-03',
      points: 8,
      prompt: 'En clé de sol, quelle note porte la deuxième ligne de la portée ?',
      choices: ['Mi', 'Sol', 'Si', 'Fa'],
      correct: [1],
      explanation: 'La clé de sol s’enroule autour de la deuxième ligne : c’est le sol.',
    },
    {
      id: 'pd-04',
      points: 8,
      prompt: 'Dans une mesure à 4/4, combien de temps vaut une blanche ?',
      choices: ['Un temps', 'Deux temps', 'Trois temps', 'Quatre temps'],
      correct: [1],
      explanation: 'Ronde 4 temps, blanche 2, noire 1.',
    },
    {
      id: 'pd-05',
      points: 8,
      prompt:
        'Entre quelles notes de la gamme de do majeur se trouvent les demi-tons ? Cochez toutes les bonnes réponses.',
      choices: ['Mi et fa', 'Do et ré', 'Si et do', 'Sol et la'],
      correct: [0, 2],
      explanation: 'Ton, ton, demi-ton (mi–fa), ton, ton, ton, demi-ton (si–do).',
    },
    {
      id: 'pd-06',
      points: 8,
      prompt: 'Quelles notes forment l’accord de fa majeur ?',
      choices: ['Fa-sol-la', 'Fa-la-do', 'Fa-si-ré', 'Fa-la♭-do'],
      correct: [1],
      explanation: 'Une note sur deux de la gamme à partir de fa : fa-la-do.',
    },
    {
      id: 'pd-07',
      points: 8,
      prompt:
        'Quels sont les trois accords principaux (degrés I, IV et V) de do majeur ? Cochez toutes les bonnes réponses.',
      choices: ['Do majeur', 'Ré mineur', 'Fa majeur', 'Sol majeur'],
      correct: [0, 2, 3],
      explanation: 'I = do, IV = fa, V = sol : de quoi accompagner des centaines de chansons.',
    },
    {
      id: 'pd-08',
      points: 8,
      prompt: 'Deux croches valent :',
      choices: ['Une noire', 'Une blanche', 'Une ronde', 'Une croche pointée'],
      correct: [0],
      explanation: 'Deux croches valent un temps, comme une noire : « 1 et ».',
    },
    {
      id: 'pd-09',
      points: 9,
      prompt: 'Comment appelle-t-on le jeu qui détache les notes les unes des autres ?',
      choices: ['Legato', 'Staccato', 'Crescendo', 'Forte'],
      correct: [1],
      explanation: 'Le staccato détache, le legato lie ; crescendo et forte sont des nuances.',
    },
    {
      id: 'pd-10',
      points: 9,
      prompt: 'Écoutez l’accord. Est-il majeur ou mineur ?',
      choices: ['Majeur', 'Mineur'],
      correct: [0],
      explanation: 'C’était do-mi-sol, l’accord de do majeur : tierce majeure en bas, couleur lumineuse.',
      audio: { notes: [C4, C4 + 4, C4 + 7], play: 'together' },
    },
    {
      id: 'pd-11',
      points: 9,
      prompt:
        'Écoutez les deux notes, jouées l’une après l’autre. La seconde est-elle plus aiguë ou plus grave que la première ?',
      choices: ['Plus aiguë', 'Plus grave', 'De la même hauteur'],
      correct: [1],
      explanation: 'Sol puis do : la mélodie descend d’une quinte.',
      audio: { notes: [C4 + 7, C4], play: 'one-by-one' },
    },
    {
      id: 'pd-12',
      points: 9,
      prompt: 'Écoutez : les notes sont jouées une à une, puis ensemble. Combien de notes différentes entendez-vous ?',
      choices: ['Deux', 'Trois', 'Quatre', 'Cinq'],
      correct: [1],
      explanation: 'Fa, la et do : les trois notes de l’accord de fa majeur.',
      audio: { notes: [C4 + 5, C4 + 9, C4 + 12], play: 'arpeggio-then-together' },
    },
  ],
  'piano/intermediaire': [
    {
      id: 'pi-01',
      prompt: 'Combien d’altérations compte l’armure de ré majeur ?',
      choices: ['Un dièse', 'Deux dièses', 'Trois dièses', 'Un bémol'],
      correct: [1],
      explanation: 'Ré majeur : fa♯ et do♯.',
    },
    {
      id: 'pi-02',
      prompt: 'Dans quel ordre les dièses apparaissent-ils à l’armure ?',
      choices: [
        'Fa, do, sol, ré, la, mi, si',
        'Si, mi, la, ré, sol, do, fa',
        'Do, ré, mi, fa, sol, la, si',
        'Fa, sol, la, si, do, ré, mi',
      ],
      correct: [0],
      explanation: 'Fa, do, sol, ré, la, mi, si ; les bémols suivent l’ordre inverse.',
    },
    {
      id: 'pi-03',
      prompt: 'Quelles gammes majeures ont des bémols à l’armure ? Cochez toutes les bonnes réponses.',
      choices: ['Fa majeur', 'Sol majeur', 'Si♭ majeur', 'La majeur'],
      correct: [0, 2],
      explanation: 'Fa majeur (si♭) et si♭ majeur (si♭, mi♭) ; sol et la majeur ont des dièses.',
    },
    {
      id: 'pi-04',
      prompt: 'Quelle est la relative mineure de fa majeur ?',
      choices: ['La mineur', 'Ré mineur', 'Mi mineur', 'Do mineur'],
      correct: [1],
      explanation: 'Une tierce mineure sous fa : ré mineur, même armure (si♭).',
    },
    {
      id: 'pi-05',
      prompt: 'Quel est le premier renversement de l’accord de do majeur, de la note la plus grave à la plus aiguë ?',
      choices: ['Do-mi-sol', 'Mi-sol-do', 'Sol-do-mi', 'Mi-do-sol'],
      correct: [1],
      explanation: 'Premier renversement : la tierce (mi) à la basse.',
    },
    {
      id: 'pi-06',
      prompt: 'Quelles notes forment sol7, l’accord de septième de dominante de do majeur ?',
      choices: ['Sol-si-ré-fa', 'Sol-si-ré-fa♯', 'Sol-si♭-ré-fa', 'Sol-do-mi-fa'],
      correct: [0],
      explanation: 'Accord majeur de sol plus une septième mineure : sol-si-ré-fa.',
    },
    {
      id: 'pi-07',
      prompt: 'Comment s’appelle la cadence qui s’arrête sur le degré V ?',
      choices: ['Cadence parfaite', 'Cadence plagale', 'Demi-cadence', 'Cadence rompue'],
      correct: [2],
      explanation: 'La demi-cadence suspend la phrase sur la dominante.',
    },
    {
      id: 'pi-08',
      prompt:
        'Dans sol7 qui se résout sur do, que font la sensible et la septième ? Cochez toutes les bonnes réponses.',
      choices: ['Le si monte vers do', 'Le fa descend vers mi', 'Le sol monte vers la', 'Le ré monte vers fa'],
      correct: [0, 1],
      explanation: 'La double attraction si→do et fa→mi rend la résolution satisfaisante.',
    },
    {
      id: 'pi-09',
      prompt: 'Écoutez l’accord. Est-il majeur ou mineur ?',
      choices: ['Majeur', 'Mineur'],
      correct: [1],
      explanation: 'C’était la-do-mi, la mineur : tierce mineure en bas.',
      audio: { notes: [C4 - 3, C4, C4 + 4], play: 'together' },
    },
    {
      id: 'pi-10',
      prompt: 'Écoutez l’accord de quatre notes. Lequel est-ce ?',
      choices: [
        'Un accord parfait majeur',
        'Un accord de septième de dominante',
        'Un accord parfait mineur',
        'Un accord de quinte seule',
      ],
      correct: [1],
      explanation: 'Sol-si-ré-fa : la septième mineure donne sa tension à sol7.',
      audio: { notes: [C4 - 5, C4 - 1, C4 + 2, C4 + 5], play: 'arpeggio-then-together' },
    },
    {
      id: 'pi-11',
      prompt: 'Écoutez ces deux notes jouées l’une après l’autre. Quel intervalle forment-elles ?',
      choices: ['Une seconde', 'Une tierce majeure', 'Une quinte juste', 'Une octave'],
      correct: [2],
      explanation: 'Do puis sol : trois tons et demi, une quinte juste.',
      audio: { notes: [C4, C4 + 7], play: 'one-by-one' },
    },
  ],
  'piano/avance': [
    {
      id: 'pa-01',
      prompt: 'Quelles notes forment do maj7 ?',
      choices: ['Do-mi-sol-si', 'Do-mi-sol-si♭', 'Do-mi♭-sol-si♭', 'Do-mi♭-sol♭-si♭'],
      correct: [0],
      explanation: 'Accord majeur et septième majeure : do-mi-sol-si.',
    },
    {
      id: 'pa-02',
      prompt: 'Quelles notes forment do m7♭5 (demi-diminué) ?',
      choices: ['Do-mi-sol-si', 'Do-mi♭-sol-si♭', 'Do-mi♭-sol♭-si♭', 'Do-mi-sol♯-si♭'],
      correct: [2],
      explanation: 'Tierce mineure, quinte diminuée, septième mineure.',
    },
    {
      id: 'pa-03',
      prompt: 'Quelles notes sont les notes-guides d’un accord ? Cochez toutes les bonnes réponses.',
      choices: ['La fondamentale', 'La tierce', 'La quinte', 'La septième'],
      correct: [1, 3],
      explanation: 'Tierce et septième définissent la couleur de l’accord.',
    },
    {
      id: 'pa-04',
      prompt: 'Ré m9 joué sans fondamentale à partir de la tierce donne :',
      choices: ['Fa-la-do-mi', 'Ré-fa-la-do', 'La-do-mi-sol', 'Fa-la-do-ré'],
      correct: [0],
      explanation: 'Tierce, quinte, septième et neuvième : fa-la-do-mi.',
    },
    {
      id: 'pa-05',
      prompt: 'Sur un II-V-I en do majeur, quel mode joue-t-on sur sol7 ?',
      choices: ['Sol ionien', 'Sol dorien', 'Sol mixolydien', 'Sol lydien'],
      correct: [2],
      explanation: 'Les notes de do majeur de sol à sol : sol mixolydien.',
    },
    {
      id: 'pa-06',
      prompt: 'Quels accords sont communs à do majeur et à sol majeur ? Cochez toutes les bonnes réponses.',
      choices: ['La mineur', 'Mi mineur', 'Fa majeur', 'Do majeur'],
      correct: [0, 1, 3],
      explanation:
        'La mineur, mi mineur et do majeur existent dans les deux tonalités ; fa majeur demande un fa naturel.',
    },
    {
      id: 'pa-07',
      prompt: 'Pour installer sol majeur après do majeur, quelle dominante joue-t-on ?',
      choices: ['Sol7', 'Ré7', 'La7', 'Do7'],
      correct: [1],
      explanation: 'Ré7 (ré-fa♯-la-do), dominante de sol, apporte le fa♯.',
    },
    {
      id: 'pa-08',
      prompt: 'Quelle gamme, chère à Debussy, efface la sensation de tonique ?',
      choices: [
        'La gamme par tons entiers',
        'La gamme pentatonique majeure',
        'La gamme mineure harmonique',
        'La gamme chromatique',
      ],
      correct: [0],
      explanation: 'Six notes à un ton d’écart : aucune ne s’impose comme tonique.',
    },
    {
      id: 'pa-09',
      prompt: 'Qu’appelle-t-on rubato ?',
      choices: [
        'Une liberté de tempo compensée à l’échelle de la phrase',
        'Une pédale enfoncée pendant tout le morceau',
        'Un accord sans fondamentale',
        'Une modulation au ton voisin',
      ],
      correct: [0],
      explanation: 'Le rubato « vole » du temps qu’il rend plus loin dans la phrase.',
    },
    {
      id: 'pa-10',
      prompt: 'Écoutez l’accord. Quel type d’accord de septième est-ce ?',
      choices: ['Septième majeure (maj7)', 'Septième de dominante (7)', 'Mineur septième (m7)', 'Demi-diminué (m7♭5)'],
      correct: [0],
      explanation: 'Do-mi-sol-si : la septième majeure frotte doucement contre la fondamentale.',
      audio: { notes: [C4, C4 + 4, C4 + 7, C4 + 11], play: 'arpeggio-then-together' },
    },
    {
      id: 'pa-11',
      prompt: 'Écoutez l’accord. Quel type d’accord de septième est-ce ?',
      choices: ['Septième majeure (maj7)', 'Septième de dominante (7)', 'Mineur septième (m7)', 'Demi-diminué (m7♭5)'],
      correct: [2],
      explanation: 'Ré-fa-la-do : ré m7, le II de do majeur.',
      audio: { notes: [C4 + 2, C4 + 5, C4 + 9, C4 + 12], play: 'arpeggio-then-together' },
    },
  ],
  'chant/debutant': [
    {
      id: 'cd-01',
      prompt: 'Pendant l’inspiration costo-abdominale, que doivent faire les épaules ?',
      choices: [
        'Monter pour laisser entrer l’air',
        'Rester immobiles et relâchées',
        'Se rapprocher vers l’avant',
        'Descendre fortement',
      ],
      correct: [1],
      explanation: 'Les côtes et le ventre s’ouvrent, les épaules ne bougent pas.',
    },
    {
      id: 'cd-02',
      prompt: 'Quels exercices préparent la voix en douceur ? Cochez toutes les bonnes réponses.',
      choices: ['Vibrations des lèvres', 'Sirènes sur « ng »', 'Crier le plus aigu possible', 'Chant bouche fermée'],
      correct: [0, 1, 3],
      explanation: 'On échauffe sans jamais forcer dans l’aigu.',
    },
    {
      id: 'cd-03',
      prompt: 'Dans l’exercice de respiration 4-4-8, sur combien de temps expire-t-on ?',
      choices: ['4 temps', '6 temps', '8 temps', '12 temps'],
      correct: [2],
      explanation: 'Inspirer 4, suspendre 4, expirer 8 sur un « sss » régulier.',
    },
    {
      id: 'cd-04',
      prompt: 'Quel intervalle forment do et mi ?',
      choices: ['Une seconde', 'Une tierce majeure', 'Une quinte juste', 'Une octave'],
      correct: [1],
      explanation: 'Do–mi : deux tons, une tierce majeure.',
    },
    {
      id: 'cd-05',
      prompt: 'Combien de tons compte une quinte juste, comme do–sol ?',
      choices: ['Deux tons', 'Trois tons', 'Trois tons et demi', 'Quatre tons'],
      correct: [2],
      explanation: 'Do–sol : trois tons et demi.',
    },
    {
      id: 'cd-06',
      prompt: 'Où se trouvent les demi-tons dans la gamme de do majeur ? Cochez toutes les bonnes réponses.',
      choices: ['Entre mi et fa', 'Entre sol et la', 'Entre si et do', 'Entre ré et mi'],
      correct: [0, 2],
      explanation: 'Mi–fa et si–do.',
    },
    {
      id: 'cd-07',
      prompt: 'Où cherche-t-on la résonance, cette sensation de vibration ?',
      choices: [
        'Dans la gorge',
        'Dans le masque, autour du nez et des pommettes',
        'Dans le ventre',
        'Dans les épaules',
      ],
      correct: [1],
      explanation: 'La résonance « dans le masque » porte le son sans forcer.',
    },
    {
      id: 'cd-08',
      prompt: 'Que faire avant de chanter une chanson devant un public ? Cochez toutes les bonnes réponses.',
      choices: [
        'Choisir une tonalité adaptée à sa voix',
        'Placer ses respirations sur la partition',
        'Comprendre le texte',
        'Chanter le plus fort possible',
      ],
      correct: [0, 1, 2],
      explanation: 'Texte, tonalité, respirations : la puissance n’est pas un but.',
    },
    {
      id: 'cd-09',
      prompt: 'Écoutez les deux notes. Quel intervalle forment-elles ?',
      choices: ['Une tierce majeure', 'Une quinte juste', 'Une octave'],
      correct: [2],
      explanation: 'Do grave puis do aigu : une octave, six tons.',
      audio: { notes: [C4, C4 + 12], play: 'one-by-one' },
    },
    {
      id: 'cd-10',
      prompt: 'Écoutez les deux notes. Quel intervalle forment-elles ?',
      choices: ['Une tierce majeure', 'Une quinte juste', 'Une octave'],
      correct: [0],
      explanation: 'Do puis mi : la tierce majeure de « Oh When the Saints ».',
      audio: { notes: [C4, C4 + 4], play: 'one-by-one' },
    },
    {
      id: 'cd-11',
      prompt: 'Écoutez la mélodie. Monte-t-elle ou descend-elle ?',
      choices: ['Elle monte', 'Elle descend', 'Elle reste sur la même note'],
      correct: [0],
      explanation: 'Do, ré, mi, fa, sol : les cinq premières notes de la gamme, en montant.',
      audio: { notes: [C4, C4 + 2, C4 + 4, C4 + 5, C4 + 7], play: 'one-by-one' },
    },
  ],
  'chant/intermediaire': [
    {
      id: 'ci-01',
      prompt: 'Quelle tessiture type correspond à une mezzo-soprano ?',
      choices: ['Do3 à do5', 'La2 à la4', 'Fa2 à fa4', 'Do2 à do4'],
      correct: [1],
      explanation: 'Mezzo : environ la2 à la4 ; la soprano monte jusqu’au do5.',
    },
    {
      id: 'ci-02',
      prompt: 'Quelles voix sont des voix d’hommes ? Cochez toutes les bonnes réponses.',
      choices: ['Ténor', 'Alto', 'Baryton', 'Basse'],
      correct: [0, 2, 3],
      explanation: 'Ténor, baryton et basse ; l’alto est la plus grave des voix de femmes.',
    },
    {
      id: 'ci-03',
      prompt: 'Comment appelle-t-on la voix qui unit voix de poitrine et voix de tête sans cassure ?',
      choices: ['La voix mixte', 'La voix de fausset', 'Le vibrato', 'Le belting'],
      correct: [0],
      explanation: 'La voix mixte se construit dans la zone de passage.',
    },
    {
      id: 'ci-04',
      prompt: 'Sur la mélodie do-ré-mi-do, quelle est la seconde voix une tierce au-dessus ?',
      choices: ['Mi-fa-sol-mi', 'Ré-mi-fa-ré', 'Sol-la-si-sol', 'Mi-fa♯-sol♯-mi'],
      correct: [0],
      explanation: 'Deux degrés plus haut, dans la gamme : mi-fa-sol-mi.',
    },
    {
      id: 'ci-05',
      prompt: 'Dans le makossa, où place-t-on souvent la voix pour jouer les décalages ?',
      choices: [
        'Sur les temps',
        'Sur les contretemps (les « et »)',
        'Uniquement sur le premier temps',
        'Jamais en mesure',
      ],
      correct: [1],
      explanation: 'Les syncopes et contretemps font le balancement du makossa.',
    },
    {
      id: 'ci-06',
      prompt: 'En quelle mesure ressent-on souvent le bikutsi ?',
      choices: ['4/4', '2/4', '6/8', '5/4'],
      correct: [2],
      explanation: 'Le bikutsi se ressent en ternaire, en 6/8.',
    },
    {
      id: 'ci-07',
      prompt: 'À quelle distance de la bouche tient-on le micro ?',
      choices: ['Collé aux lèvres', 'À 5 à 10 cm, dans l’axe', 'À 50 cm', 'Sur le côté, à la hauteur du menton'],
      correct: [1],
      explanation: 'À 5 à 10 cm dans l’axe, en le reculant sur les notes fortes.',
    },
    {
      id: 'ci-08',
      prompt:
        'Une chanson en do majeur est transposée une tierce mineure plus bas. Dans quelle tonalité passe-t-elle ?',
      choices: ['La majeur', 'Mi♭ majeur', 'La mineur', 'Si♭ majeur'],
      correct: [0],
      explanation: 'Do descend d’un ton et demi vers la : la majeur, trois dièses.',
    },
    {
      id: 'ci-09',
      prompt: 'À 80 pulsations par minute, combien dure un temps ?',
      choices: ['0,5 s', '0,75 s', '0,8 s', '1,25 s'],
      correct: [1],
      explanation: '60 / 80 = 0,75 s ; un contretemps arrive 0,375 s après le temps.',
    },
    {
      id: 'ci-10',
      prompt: 'Écoutez les deux notes jouées ensemble. Quel intervalle forment-elles ?',
      choices: ['Une tierce', 'Une quinte', 'Une octave'],
      correct: [0],
      explanation: 'Mi et sol : une tierce (mineure), l’intervalle des chœurs en tierces parallèles.',
      audio: { notes: [C4 + 4, C4 + 7], play: 'together' },
    },
    {
      id: 'ci-11',
      prompt: 'Écoutez l’arpège puis l’accord. Est-il majeur ou mineur ?',
      choices: ['Majeur', 'Mineur'],
      correct: [0],
      explanation: 'Do-mi-sol-do : l’arpège majeur des vocalises.',
      audio: { notes: [C4, C4 + 4, C4 + 7, C4 + 12], play: 'arpeggio-then-together' },
    },
  ],
  'mao/debutant': [
    {
      id: 'md-01',
      prompt: 'À 120 BPM en 4/4, combien dure une mesure ?',
      choices: ['0,5 s', '1 s', '2 s', '4 s'],
      correct: [2],
      explanation: 'Une noire dure 0,5 s ; quatre temps font 2 s.',
    },
    {
      id: 'md-02',
      prompt: 'À 120 BPM en 4/4, combien dure une boucle de 8 mesures ?',
      choices: ['8 s', '16 s', '32 s', '4 s'],
      correct: [1],
      explanation: '8 × 2 s = 16 s.',
    },
    {
      id: 'md-03',
      prompt: 'Un fichier échantillonné à 44,1 kHz peut représenter des fréquences jusqu’à :',
      choices: ['44 100 Hz', '22 050 Hz', '20 000 Hz exactement', '11 025 Hz'],
      correct: [1],
      explanation: 'Nyquist : la moitié de la fréquence d’échantillonnage.',
    },
    {
      id: 'md-04',
      prompt: 'Que transmet le MIDI ? Cochez toutes les bonnes réponses.',
      choices: ['Les notes jouées', 'L’intensité des notes', 'Le son enregistré', 'Un fichier MP3'],
      correct: [0, 1],
      explanation: 'Le MIDI transmet notes et intensités ; l’instrument virtuel produit le son.',
    },
    {
      id: 'md-05',
      prompt: 'Entre quelles valeurs règle-t-on les crêtes d’une voix enregistrée ?',
      choices: ['Entre −12 et −6 dBFS', 'Entre −3 et 0 dBFS', 'Au-dessus de 0 dBFS', 'Entre −40 et −30 dBFS'],
      correct: [0],
      explanation: 'On garde de la marge pour éviter toute saturation numérique.',
    },
    {
      id: 'md-06',
      prompt: 'Que fait un filtre coupe-bas réglé vers 80 à 100 Hz sur une voix ?',
      choices: [
        'Il retire les graves inutiles',
        'Il ajoute de la réverbération',
        'Il augmente le volume',
        'Il coupe les aigus',
      ],
      correct: [0],
      explanation: 'Il nettoie les graves (bruits, plosives) sans toucher au timbre de la voix.',
    },
    {
      id: 'md-07',
      prompt: 'Combien pèse environ une minute de WAV stéréo 44,1 kHz / 16 bits ?',
      choices: ['2,4 Mo', '5,3 Mo', '10,6 Mo', '21,2 Mo'],
      correct: [2],
      explanation: '44 100 × 2 octets × 2 canaux × 60 s ≈ 10,6 Mo.',
    },
    {
      id: 'md-08',
      prompt: 'Quels formats exporte-t-on en fin de projet ? Cochez toutes les bonnes réponses.',
      choices: [
        'Un master WAV 24 bits pour l’archivage',
        'Un MP3 à 320 kbit/s pour l’écoute',
        'Un fichier MIDI à la place du master',
        'Un MP3 à 32 kbit/s pour le streaming',
      ],
      correct: [0, 1],
      explanation: 'Le WAV 24 bits pour l’archive, le MP3 320 kbit/s pour l’écoute.',
    },
    {
      id: 'md-09',
      prompt: 'Autour de quel volume les plateformes de streaming normalisent-elles ?',
      choices: ['−14 LUFS intégrés', '0 dBFS', '−30 LUFS', '+6 dB'],
      correct: [0],
      explanation: 'Inutile d’écraser la dynamique : tout est ramené vers −14 LUFS.',
    },
    {
      id: 'md-10',
      prompt: 'Écoutez les deux notes. La seconde est-elle à l’octave de la première ?',
      choices: ['Oui, une octave plus haut', 'Non, une quinte plus haut', 'Non, plus grave'],
      correct: [0],
      explanation: 'La fréquence double : une octave plus haut.',
      audio: { notes: [C4 - 12, C4], play: 'one-by-one' },
    },
  ],
  'musicologie/debutant': [
    {
      id: 'mu-01',
      prompt: 'Quels sont les quatre paramètres du son ? Cochez toutes les bonnes réponses.',
      choices: ['La hauteur', 'La durée', 'L’intensité', 'Le timbre'],
      correct: [0, 1, 2, 3],
      explanation: 'Hauteur, durée, intensité et timbre décrivent tout son.',
    },
    {
      id: 'mu-02',
      prompt: 'Le balafon est un :',
      choices: ['Idiophone', 'Membranophone', 'Cordophone', 'Aérophone'],
      correct: [0],
      explanation: 'Ses lames frappées vibrent elles-mêmes : idiophone.',
    },
    {
      id: 'mu-03',
      prompt: 'Pourquoi le saxophone est-il un aérophone ?',
      choices: [
        'Parce que le son naît d’une colonne d’air',
        'Parce qu’il est en métal',
        'Parce qu’il a des clés',
        'Parce qu’on le tient à la bouche',
      ],
      correct: [0],
      explanation: 'Une anche met en vibration une colonne d’air, peu importe le métal.',
    },
    {
      id: 'mu-04',
      prompt: 'Quels instruments sont des cordophones ? Cochez toutes les bonnes réponses.',
      choices: ['Le mvet', 'La guitare', 'Le nkul', 'Le tambour à peau'],
      correct: [0, 1],
      explanation: 'Mvet et guitare ; le nkul est un idiophone, le tambour à peau un membranophone.',
    },
    {
      id: 'mu-05',
      prompt: 'Qui sont les compositeurs de la période baroque ? Cochez toutes les bonnes réponses.',
      choices: ['Bach', 'Vivaldi', 'Mozart', 'Chopin'],
      correct: [0, 1],
      explanation: 'Bach et Vivaldi (vers 1600–1750) ; Mozart est classique, Chopin romantique.',
    },
    {
      id: 'mu-06',
      prompt: 'Quel morceau a fait connaître le makossa dans le monde entier en 1972 ?',
      choices: [
        '« Soul Makossa » de Manu Dibango',
        '« Kind of Blue » de Miles Davis',
        '« Sweet Mother » de Prince Nico Mbarga',
        '« Clair de lune » de Debussy',
      ],
      correct: [0],
      explanation: 'Manu Dibango, « Soul Makossa », 1972.',
    },
    {
      id: 'mu-07',
      prompt: 'De quelle région du Cameroun le bikutsi est-il issu ?',
      choices: ['Du Littoral', 'Du Centre, chez les peuples beti', 'De l’Extrême-Nord', 'De l’Ouest'],
      correct: [1],
      explanation: 'Le bikutsi vient des traditions beti de la région du Centre.',
    },
    {
      id: 'mu-08',
      prompt: 'En quelle année la rumba congolaise a-t-elle été inscrite au patrimoine immatériel de l’UNESCO ?',
      choices: ['1972', '1999', '2021', '2010'],
      correct: [2],
      explanation: 'En 2021.',
    },
    {
      id: 'mu-09',
      prompt: 'Classez : quelle œuvre est la plus ancienne ?',
      choices: [
        '« Les Quatre Saisons » de Vivaldi',
        'La Symphonie n° 40 de Mozart',
        'Le Nocturne op. 9 n° 2 de Chopin',
      ],
      correct: [0],
      explanation: 'Vivaldi (baroque), puis Mozart (classique), puis Chopin (romantique).',
    },
    {
      id: 'mu-10',
      prompt: 'Écoutez l’accord. Est-il majeur ou mineur ?',
      choices: ['Majeur', 'Mineur'],
      correct: [1],
      explanation: 'La-do-mi : la tierce du bas est mineure.',
      audio: { notes: [C4 - 3, C4, C4 + 4], play: 'arpeggio-then-together' },
    },
    {
      id: 'mu-11',
      prompt: 'Écoutez l’accord. Est-il majeur ou mineur ?',
      choices: ['Majeur', 'Mineur'],
      correct: [0],
      explanation: 'Ré-fa♯-la : la tierce du bas est majeure.',
      audio: { notes: [C4 + 2, C4 + 6, C4 + 9], play: 'arpeggio-then-together' },
    },
  ],
}

export function quizOf(disciplineId: string, levelId: string): QuizQuestion[] | undefined {
  return QUIZ_BANK[`${disciplineId}/${levelId}`]
}

export const pointsOf = (question: QuizQuestion) => question.points ?? 1

export type QuizAnswers = Record<string, number[]>

export type Grade = {
  points: number
  totalPoints: number
  /** Percentage rounded down, so the shown figure never passes when the exact score does not. */
  score: number
  passed: boolean
  results: { id: string; isCorrect: boolean }[]
}

/**
 * All or nothing per question: the checked choices must be exactly the right ones. Passing compares
 * points × 100 with the threshold × total in integers (no floating-point rounding at the boundary).
 */
export function gradeQuiz(questions: QuizQuestion[], answers: QuizAnswers, passingScore: number): Grade {
  let points = 0
  let totalPoints = 0
  const results = questions.map(question => {
    const given = new Set(Object.hasOwn(answers, question.id) ? answers[question.id] : [])
    const isCorrect = given.size === question.correct.length && question.correct.every(choice => given.has(choice))
    totalPoints += pointsOf(question)
    if (isCorrect) points += pointsOf(question)
    return { id: question.id, isCorrect }
  })
  return {
    points,
    totalPoints,
    score: totalPoints === 0 ? 0 : Math.floor((points * 100) / totalPoints),
    passed: totalPoints > 0 && points * 100 >= passingScore * totalPoints,
    results,
  }
}
