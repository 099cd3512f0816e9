import { chantDebutant } from './courses/chant-debutant.ts'
import { chantIntermediaire } from './courses/chant-intermediaire.ts'
import { maoDebutant } from './courses/mao-debutant.ts'
import { musicologieInitiation } from './courses/musicologie-initiation.ts'
import { pianoAvance } from './courses/piano-avance.ts'
import { pianoDebutant } from './courses/piano-debutant.ts'
import { pianoIntermediaire } from './courses/piano-intermediaire.ts'
import type { Discipline, Formula } from './types.ts'

export const disciplines: Discipline[] = [
  {
    id: 'piano',
    name: 'Piano',
    description:
      'Du premier do central aux voicings de jazz, nos cours de piano allient lecture, technique, harmonie et répertoire varié : classique, makossa, rumba, gospel et afro-jazz.',
    imageUrl: '/media/images/disciplines/piano-800.webp',
    videoId: 'Yk3mT8vQw2A',
    levels: [
      {
        id: 'debutant',
        levelName: 'Débutant',
        durationWeeks: 12,
        hoursPerWeek: 2,
        learningObjectives: [
          'Adopter une posture et une position de main détendues au clavier',
          'Lire les notes en clé de sol et en clé de fa sur une octave et demie',
          'Jouer la gamme de do majeur mains séparées puis mains ensemble, avec le bon doigté',
          'Compter les valeurs rythmiques simples (ronde, blanche, noire, croches) en 4/4 et en 3/4',
          'Accompagner une mélodie avec les accords de do, fa et sol majeur',
        ],
        syllabus: pianoDebutant,
        exercises: [
          {
            title: 'Nommer la gamme de do majeur',
            instructions:
              'Écris les notes de la gamme de do majeur en montant, puis indique entre quelles notes se trouvent les demi-tons.',
            solution:
              'Do, ré, mi, fa, sol, la, si, do. Les demi-tons se trouvent entre mi et fa, et entre si et do : ce sont les seules touches blanches voisines sans touche noire entre elles. Tous les autres intervalles entre notes voisines sont des tons.',
          },
          {
            title: 'Construire les accords de do, fa et sol',
            instructions:
              'À partir de chaque fondamentale, empile une note sur deux de la gamme de do majeur pour former trois accords de trois sons.',
            solution:
              'Do majeur : do-mi-sol. Fa majeur : fa-la-do. Sol majeur : sol-si-ré. Chaque accord associe une tierce majeure (deux tons) en bas et une tierce mineure (un ton et demi) en haut, ce qui donne une quinte juste entre la fondamentale et la note supérieure.',
          },
          {
            title: 'Compléter une mesure à 4/4',
            instructions:
              'Une mesure à 4/4 contient déjà une blanche et une noire. Quelle valeur manque-t-il ? Propose deux solutions différentes.',
            solution:
              'Blanche (2 temps) + noire (1 temps) = 3 temps. Il manque un temps : on peut ajouter une noire, ou deux croches, ou encore un soupir si l’on veut un silence.',
          },
        ],
        recommendedRepertoire: [
          '« Au clair de la lune », chanson traditionnelle française',
          '« Ode à la joie », Ludwig van Beethoven (arrangement facile)',
          'Menuet en sol majeur, BWV Anh. 114, attribué à Christian Petzold (Petit livre d’Anna Magdalena Bach)',
          '« Sweet Mother », Prince Nico Mbarga (arrangement facile)',
          'Mikrokosmos, volume 1, Béla Bartók (pièces choisies)',
        ],
        resources: [
          'Méthode Rose, Ernest van de Velde',
          'Fiches de lecture de notes en clé de sol et en clé de fa (PDF de l’académie)',
          'Métronome (application gratuite ou métronome en ligne)',
          'Vidéos de démonstration de chaque leçon sur la plateforme de l’académie',
        ],
        assessment: {
          type: 'Audition pratique et quiz de solfège',
          passingCriteria:
            'Obtenir au moins 75 % de la note globale : exécution d’un morceau du répertoire (50 %), gamme de do majeur mains ensemble (25 %) et quiz de lecture de notes et de rythme (25 %).',
          passingScore: 75,
        },
        performance: [
          {
            id: 'morceau',
            title: 'Morceau imposé : « Ode à la joie »',
            instructions:
              'Jouez la mélodie de l’« Ode à la joie » à la main droite, au tempo indiqué, après le décompte. Clavier MIDI, touches de l’ordinateur ou clavier à l’écran.',
            weight: 50,
            practice: {
              kind: 'play',
              abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=80\nK:C\nE E F G | G F E D | C C D E | E3/2 D/ D2 | E E F G | G F E D | C C D E | D3/2 C/ C2 |]',
            },
          },
          {
            id: 'gamme',
            title: 'Gamme de do majeur, mains ensemble',
            instructions:
              'Montez puis descendez la gamme de do majeur sur une octave, les deux mains ensemble à une octave d’écart (main gauche à partir du do grave).',
            weight: 25,
            practice: {
              kind: 'play',
              abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\n[C,C] [D,D] [E,E] [F,F] | [G,G] [A,A] [B,B] [Cc] | [Cc] [B,B] [A,A] [G,G] | [F,F] [E,E] [D,D] [C,C] |]',
            },
          },
        ],
      },
      {
        id: 'intermediaire',
        levelName: 'Intermédiaire',
        durationWeeks: 16,
        hoursPerWeek: 3,
        learningObjectives: [
          'Jouer les gammes majeures et mineures jusqu’à trois altérations, mains ensemble',
          'Maîtriser les renversements des accords parfaits et les enchaîner avec une conduite de voix économe',
          'Comprendre les fonctions tonales et les principales cadences, dont l’enchaînement II-V-I',
          'Accompagner un chanteur à partir d’une grille d’accords',
          'Interpréter des pièces de difficulté moyenne avec nuances et pédale',
        ],
        syllabus: pianoIntermediaire,
        exercises: [
          {
            title: 'La gamme de sol majeur',
            instructions:
              'Écris la gamme de sol majeur en respectant la structure ton, ton, demi-ton, ton, ton, ton, demi-ton. Quelle altération faut-il ajouter ?',
            solution:
              'Sol, la, si, do, ré, mi, fa♯, sol. Il faut un fa♯ pour obtenir un ton entre mi et fa♯ et un demi-ton entre fa♯ et sol. L’armure de sol majeur comporte donc un dièse.',
          },
          {
            title: 'Renverser l’accord de fa majeur',
            instructions:
              'Écris l’accord de fa majeur à l’état fondamental, puis dans ses deux renversements, de la note la plus grave à la plus aiguë.',
            solution: 'État fondamental : fa-la-do. Premier renversement : la-do-fa. Second renversement : do-fa-la.',
          },
          {
            title: 'La cadence II-V-I en do majeur',
            instructions:
              'Donne les notes des accords de degré II (avec sa quinte), V (avec sa septième) et I en do majeur, puis indique les notes communes entre les deux premiers accords.',
            solution:
              'II : ré mineur, ré-fa-la. V7 : sol7, sol-si-ré-fa. I : do majeur, do-mi-sol. Ré et fa sont communs au II et au V7 et peuvent rester en place ; ensuite le si monte vers do et le fa descend vers mi.',
          },
          {
            title: 'Relative mineure de fa majeur',
            instructions: 'Quelle est la relative mineure de fa majeur ? Écris sa gamme mineure harmonique.',
            solution:
              'Ré mineur, une tierce mineure sous fa, avec la même armure (si♭). Gamme harmonique : ré, mi, fa, sol, la, si♭, do♯, ré. Le do est haussé pour devenir la sensible.',
          },
        ],
        recommendedRepertoire: [
          'Prélude en do majeur, BWV 846, Jean-Sébastien Bach (Le Clavier bien tempéré, livre I)',
          'Gymnopédie n° 1, Erik Satie',
          'Prélude op. 28 n° 4 en mi mineur, Frédéric Chopin',
          '« The Entertainer », Scott Joplin',
          '« Soul Makossa », Manu Dibango (arrangement pour piano)',
        ],
        resources: [
          '« Théorie de la musique », Adolphe Danhauser',
          'Partitions du domaine public sur IMSLP (imslp.org)',
          'MuseScore, logiciel gratuit pour lire et écrire des partitions',
          'Grilles d’accords des morceaux du label (PDF de l’académie)',
        ],
        assessment: {
          type: 'Récital devant jury et épreuve d’harmonie au clavier',
          passingCriteria:
            'Obtenir au moins 75 % : deux pièces contrastées (2 × 25 %), gamme et cadence (25 %) et quiz d’harmonie et de lecture de grilles d’accords (25 %).',
          passingScore: 75,
        },
        performance: [
          {
            id: 'menuet',
            title: 'Pièce 1 : « Menuet en sol majeur » (Petzold)',
            instructions:
              'Jouez les huit premières mesures du menuet à la main droite, avec régularité, au tempo indiqué.',
            weight: 25,
            practice: {
              kind: 'play',
              abc: 'X:1\nM:3/4\nL:1/8\nQ:1/4=88\nK:G\nd2 G A B c | d2 G2 G2 | e2 c d e f | g2 G2 G2 | c2 d c B A | B2 c B A G | F2 G A B G | A6 |]',
            },
          },
          {
            id: 'makossa',
            title: 'Pièce 2 : basse makossa',
            instructions: 'Jouez la ligne de basse makossa à la main gauche, bien en place sur les contretemps.',
            weight: 25,
            practice: {
              kind: 'play',
              abc: 'X:1\nM:4/4\nL:1/8\nQ:1/4=92\nK:C clef=bass\nC,2 z C, E, G, z G, | G,2 z G, B,, D, z C, | C,2 z C, E, G, z G, | G,2 z G, B,, D, C,2 |]',
            },
          },
          {
            id: 'gamme-cadence',
            title: 'Gamme de sol majeur et cadence I–IV–V–I',
            instructions:
              'Montez et descendez la gamme de sol majeur à la main droite, puis jouez la cadence I–IV–V–I en accords (trois sons).',
            weight: 25,
            practice: {
              kind: 'play',
              abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=72\nK:G\nG A B c | d e ^f g | g ^f e d | c B A G | [GBd]4 | [Gce]4 | [^FAd]4 | [GBd]4 |]',
            },
          },
        ],
      },
      {
        id: 'avance',
        levelName: 'Avancé',
        durationWeeks: 20,
        hoursPerWeek: 4,
        learningObjectives: [
          'Maîtriser les quatre types d’accords de septième et leurs extensions (9e, 11e, 13e)',
          'Construire des voicings sans fondamentale et conduire les notes-guides',
          'Improviser sur une grille de jazz ou d’afro-jazz à l’aide des modes',
          'Moduler et transposer à vue vers les tons voisins',
          'Préparer et présenter un programme de concert de 20 minutes',
        ],
        syllabus: pianoAvance,
        exercises: [
          {
            title: 'Notes-guides d’un II-V-I en do',
            instructions:
              'Pour ré m7, sol7 et do maj7, écris la tierce et la septième de chaque accord, puis enchaîne-les en bougeant chaque voix le moins possible.',
            solution:
              'Ré m7 : fa (tierce) et do (septième). Sol7 : si (tierce) et fa (septième). Do maj7 : mi (tierce) et si (septième). Enchaînement : do → si → si pour une voix, fa → fa → mi pour l’autre. Aucune voix ne bouge de plus d’un demi-ton.',
          },
          {
            title: 'Les accords de septième sur sol',
            instructions: 'Écris sol maj7, sol7, sol m7 et sol m7♭5.',
            solution:
              'Sol maj7 : sol-si-ré-fa♯. Sol7 : sol-si-ré-fa. Sol m7 : sol-si♭-ré-fa. Sol m7♭5 : sol-si♭-ré♭-fa.',
          },
          {
            title: 'Moduler de do majeur vers sol majeur',
            instructions:
              'Trouve deux accords communs à do majeur et à sol majeur, puis propose une courte progression qui module de l’un vers l’autre.',
            solution:
              'La mineur (VI en do, II en sol) et mi mineur (III en do, VI en sol) sont communs, tout comme do majeur (I en do, IV en sol). Exemple : do – la mineur – ré7 (ré-fa♯-la-do) – sol. Le fa♯ de ré7 installe la nouvelle tonalité.',
          },
          {
            title: 'Transposer une mélodie',
            instructions: 'Transpose un ton plus haut la mélodie do-mi-sol-mi-ré-do.',
            solution:
              'Ré-fa♯-la-fa♯-mi-ré. La mélodie passe de do majeur à ré majeur, dont l’armure comporte fa♯ et do♯.',
          },
        ],
        recommendedRepertoire: [
          'Nocturne op. 9 n° 2 en mi♭ majeur, Frédéric Chopin',
          '« Clair de lune », Suite bergamasque, Claude Debussy',
          'Invention à deux voix n° 8 en fa majeur, BWV 779, Jean-Sébastien Bach',
          '« Cantaloupe Island », Herbie Hancock',
          '« In a Sentimental Mood », Duke Ellington',
          '« Bonapriso Blue », Serge Ebongué Quartet',
        ],
        resources: [
          '« The Jazz Piano Book », Mark Levine',
          'Partitions du domaine public sur IMSLP (imslp.org)',
          'iReal Pro, application de grilles avec accompagnement',
          'Enregistrements commentés des concerts du Serge Ebongué Quartet',
        ],
        assessment: {
          type: 'Récital public et épreuve d’improvisation',
          passingCriteria:
            'Obtenir au moins 80 % : pièce imposée du programme (60 %) et quiz d’analyse et d’improvisation — grilles, modes, formes (40 %). Le programme complet et l’improvisation libre se travaillent en cours avec votre professeur.',
          passingScore: 80,
        },
        performance: [
          {
            id: 'prelude',
            title: 'Pièce imposée : « Prélude en do majeur » (Bach), mesures 1 à 4',
            instructions:
              'Jouez les arpèges des quatre premières mesures du prélude BWV 846, égaux et liés, au tempo indiqué.',
            weight: 60,
            practice: {
              kind: 'play',
              abc: 'X:1\nM:4/4\nL:1/16\nQ:1/4=66\nK:C\nC E G c e G c e C E G c e G c e | C D A d f A d f C D A d f A d f | B, D G d f G d f B, D G d f G d f | C E G c e G c e C E G c e G c e |]',
            },
          },
        ],
      },
    ],
  },
  {
    id: 'chant',
    name: 'Chant',
    description:
      'Respiration, justesse, placement de la voix et présence scénique : nos professeurs, chanteuses et chanteurs en activité, vous font progresser du gospel à l’afro-pop en passant par le makossa.',
    imageUrl: '/media/images/disciplines/chant-800.webp',
    videoId: 'Hs6pD1nRx4E',
    levels: [
      {
        id: 'debutant',
        levelName: 'Débutant',
        durationWeeks: 12,
        hoursPerWeek: 2,
        learningObjectives: [
          'Adopter une posture stable et une respiration costo-abdominale',
          'Chanter juste une mélodie simple dans sa tessiture confortable',
          'Reconnaître et chanter les intervalles de base : seconde, tierce, quinte et octave',
          'Articuler clairement en français et dans une langue camerounaise',
          'Interpréter une chanson complète devant un petit public',
        ],
        syllabus: chantDebutant,
        exercises: [
          {
            title: 'La respiration 4-4-8',
            instructions:
              'Inspire sur 4 temps, suspends ton souffle sur 4 temps sans fermer la gorge, puis expire sur 8 temps sur un « sss » régulier. Répète cinq fois et observe ton corps.',
            solution:
              'À l’inspiration, les côtes et le ventre s’ouvrent tandis que les épaules restent immobiles. L’expiration doit être régulière, sans à-coups ni fin précipitée. Quand 8 temps deviennent faciles, on passe à 12, puis à 16.',
          },
          {
            title: 'Nommer trois intervalles',
            instructions:
              'Nomme les intervalles do–mi, do–sol et do–do (octave supérieure), donne leur taille en tons, puis chante-les.',
            solution:
              'Do–mi : tierce majeure, 2 tons (début de « Oh When the Saints »). Do–sol : quinte juste, 3 tons et demi (début de « Ah ! vous dirai-je, maman » : do-do-sol-sol). Do–do : octave juste, 6 tons.',
          },
          {
            title: 'La gamme en solfège',
            instructions:
              'Chante la gamme de do majeur en montant puis en descendant en nommant les notes, et indique où se trouvent les demi-tons.',
            solution:
              'Montée : do, ré, mi, fa, sol, la, si, do. Descente : do, si, la, sol, fa, mi, ré, do. Les demi-tons sont entre mi et fa et entre si et do ; la structure est ton, ton, demi-ton, ton, ton, ton, demi-ton.',
          },
        ],
        recommendedRepertoire: [
          '« Malaika », chanson traditionnelle d’Afrique de l’Est popularisée par Miriam Makeba',
          '« Sweet Mother », Prince Nico Mbarga',
          '« Amazing Grace », hymne de John Newton',
          '« La Vie en rose », Édith Piaf',
          '« Aux Champs-Élysées », Joe Dassin',
        ],
        resources: [
          'Pistes audio d’échauffement vocal de l’académie',
          'Application d’accordeur gratuite pour vérifier sa justesse',
          'Carnet de suivi vocal à remplir chaque semaine (PDF)',
          'Playlist d’écoute des chanteuses et chanteurs du label',
        ],
        assessment: {
          type: 'Audition chantée et test d’oreille',
          passingCriteria:
            'Obtenir au moins 70 % : interprétation d’une chanson (50 %), exercice de justesse et d’intervalles (30 %), quiz sur la posture et la respiration (20 %).',
          passingScore: 70,
        },
        performance: [
          {
            id: 'chanson',
            title: 'Chanson : « Mboa »',
            instructions:
              'Chantez « Mboa » au micro après le décompte, dans la tessiture qui vous convient (une octave plus bas ou plus haut compte juste).',
            weight: 50,
            practice: {
              kind: 'sing',
              abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=84\nK:C\nG A G E | D2 E2 | G A G E | D4 | E D C D | E2 G2 | E D C D | C4 |]',
            },
          },
          {
            id: 'justesse',
            title: 'Justesse et intervalles',
            instructions:
              'Chantez les notes tenues : do, mi, sol, puis le do aigu et le retour au do. Visez le centre de chaque note.',
            weight: 30,
            practice: {
              kind: 'sing',
              abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=66\nK:C\nC2 E2 | G2 E2 | C2 G2 | c4 | G2 C2 | C4 |]',
            },
          },
        ],
      },
      {
        id: 'intermediaire',
        levelName: 'Intermédiaire',
        durationWeeks: 16,
        hoursPerWeek: 3,
        learningObjectives: [
          'Connaître sa tessiture et passer d’un registre à l’autre sans cassure',
          'Chanter une seconde voix en tierces au-dessus ou en dessous d’une mélodie',
          'Maîtriser les syncopes et contretemps des musiques d’Afrique centrale',
          'Utiliser un micro et ses retours sur scène',
          'Interpréter deux chansons contrastées avec nuances et intention',
        ],
        syllabus: chantIntermediaire,
        exercises: [
          {
            title: 'Une tierce au-dessus',
            instructions:
              'La mélodie do-ré-mi-do est en do majeur. Écris puis chante la seconde voix une tierce au-dessus, en restant dans la gamme.',
            solution:
              'Mi-fa-sol-mi. On monte chaque note de deux degrés de la gamme. Les tierces obtenues sont tantôt majeures (do–mi), tantôt mineures (ré–fa, mi–sol), ce qui garde la seconde voix dans la tonalité.',
          },
          {
            title: 'Identifier une tessiture',
            instructions:
              'La note la plus grave qu’une chanteuse tient confortablement est la2, la plus aiguë la4. Dans quelle catégorie de voix se situe-t-elle probablement ?',
            solution:
              'Mezzo-soprano, dont la tessiture type va de la2 à la4. Le timbre doit confirmer ce classement : une voix très sombre sur cette étendue pourrait aussi évoquer une alto.',
          },
          {
            title: 'Transposer pour sa voix',
            instructions:
              'Une chanson en do majeur monte jusqu’au sol4, trop aigu pour toi : ta note la plus haute confortable est mi4. De combien faut-il transposer, et dans quelle tonalité ?',
            solution:
              'De sol4 à mi4, on descend d’une tierce mineure (un ton et demi). Do majeur transposé une tierce mineure plus bas donne la majeur, avec trois dièses à l’armure (fa♯, do♯, sol♯).',
          },
          {
            title: 'Chanter sur les contretemps',
            instructions:
              'Au métronome à 80, marque les quatre temps au pied et chante « ya » uniquement sur les « et » d’une mesure à 4/4, pendant huit mesures.',
            solution:
              'Le pied tombe sur 1, 2, 3 et 4 ; la voix tombe exactement au milieu, sur chaque « et ». À 80 pulsations par minute, un temps dure 0,75 s : chaque contretemps arrive donc 0,375 s après le temps.',
          },
        ],
        recommendedRepertoire: [
          '« Pata Pata », Miriam Makeba',
          '« Sodade », Cesária Évora',
          '« Oh Happy Day », Edwin Hawkins Singers',
          '« Hallelujah », Leonard Cohen',
          '« Je veux », Zaz',
        ],
        resources: [
          'Play-backs des morceaux du répertoire dans plusieurs tonalités',
          'Enregistrements des masterclass de Ruth Ngo Bassong',
          'Micro dynamique et retours disponibles au studio de l’académie',
          'Application d’accordeur et d’analyse de hauteur',
        ],
        assessment: {
          type: 'Mini-concert et épreuve de polyphonie',
          passingCriteria:
            'Obtenir au moins 75 % : deux chansons contrastées au micro (2 × 30 %), seconde voix sur une mélodie donnée (25 %) et quiz de rythme et de lecture (15 %).',
          passingScore: 75,
        },
        performance: [
          {
            id: 'amazing-grace',
            title: 'Chanson 1 : « Amazing Grace »',
            instructions: 'Chantez le premier couplet d’« Amazing Grace », lié et soutenu, au tempo indiqué.',
            weight: 30,
            practice: {
              kind: 'sing',
              abc: 'X:1\nM:3/4\nL:1/4\nQ:1/4=72\nK:C\nz2 G, | C2 E/C/ | E2 D | C2 A, | G,2 G, | C2 E/C/ | E2 D | G3- | G2 z |]',
            },
          },
          {
            id: 'mboa',
            title: 'Chanson 2 : « Mboa », plus vive',
            instructions:
              'Chantez « Mboa » avec énergie et des attaques nettes : le contraste avec la première chanson compte.',
            weight: 30,
            practice: {
              kind: 'sing',
              abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=100\nK:C\nG A G E | D2 E2 | G A G E | D4 | E D C D | E2 G2 | E D C D | C4 |]',
            },
          },
          {
            id: 'seconde-voix',
            title: 'Seconde voix',
            instructions:
              'La mélodie est « Mboa » : chantez la seconde voix écrite, une tierce en dessous, sans vous laisser entraîner.',
            weight: 25,
            practice: {
              kind: 'sing',
              abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=84\nK:C\nE F E C | B,2 C2 | E F E C | B,4 | C B, A, B, | C2 E2 | C B, A, B, | C4 |]',
            },
          },
        ],
      },
    ],
  },
  {
    id: 'mao',
    name: 'MAO – Musique assistée par ordinateur',
    description:
      'Home studio, programmation rythmique, enregistrement, mixage et export : apprenez à produire vos morceaux sur ordinateur, avec les rythmes d’Afrique centrale comme terrain de jeu.',
    imageUrl: '/media/images/disciplines/mao-800.webp',
    videoId: null,
    levels: [
      {
        id: 'debutant',
        levelName: 'Débutant',
        durationWeeks: 12,
        hoursPerWeek: 3,
        learningObjectives: [
          'Installer et configurer un home studio simple : ordinateur, interface audio, casque et micro',
          'Créer un projet dans une station audionumérique et y enregistrer de l’audio et du MIDI',
          'Programmer un rythme et une ligne de basse inspirés des musiques africaines',
          'Réaliser un mixage équilibré avec volume, panoramique, égalisation et compression',
          'Exporter un morceau au bon format pour le streaming',
        ],
        syllabus: maoDebutant,
        exercises: [
          {
            title: 'Calculer la durée d’une boucle',
            instructions: 'À 120 BPM en 4/4, combien dure une noire ? Une mesure ? Une boucle de 8 mesures ?',
            solution:
              'Une noire dure 60 / 120 = 0,5 s. Une mesure de 4 temps dure 4 × 0,5 = 2 s. Une boucle de 8 mesures dure 8 × 2 = 16 s.',
          },
          {
            title: 'La fréquence de Nyquist',
            instructions:
              'Un fichier est échantillonné à 44,1 kHz. Quelle est la fréquence la plus aiguë qu’il peut représenter, et pourquoi ce choix convient-il à l’écoute humaine ?',
            solution:
              'La moitié de 44 100 Hz, soit 22 050 Hz. L’oreille humaine perçoit les sons jusqu’à environ 20 000 Hz : 44,1 kHz couvre donc tout le spectre audible, avec une marge pour le filtre anti-repliement.',
          },
          {
            title: 'Le poids d’un fichier WAV',
            instructions:
              'Combien pèse une minute d’audio stéréo en WAV 44,1 kHz / 16 bits ? Compare avec un MP3 à 320 kbit/s.',
            solution:
              '44 100 échantillons × 2 octets × 2 canaux × 60 s = 10 584 000 octets, soit environ 10,6 Mo. Le MP3 à 320 kbit/s pèse 320 000 / 8 × 60 = 2 400 000 octets, soit 2,4 Mo, environ quatre fois moins.',
          },
          {
            title: 'Programmer un rythme afrobeat',
            instructions:
              'Sur une grille de 16 pas (doubles croches) en 4/4, place la grosse caisse, la caisse claire et le charleston pour obtenir un rythme afrobeat simple.',
            solution:
              'Une solution possible : grosse caisse sur les pas 1, 7 et 11 ; caisse claire sur les pas 5 et 13 (temps 2 et 4) ; charleston fermé sur les pas impairs et ouvert sur les pas 3, 7, 11 et 15, c’est-à-dire sur les contretemps. La grosse caisse décalée sur le pas 7 donne le balancement caractéristique.',
          },
        ],
        recommendedRepertoire: [
          '« Soul Makossa », Manu Dibango (écoute et analyse de l’arrangement)',
          '« Water No Get Enemy », Fela Kuti',
          '« Hein Père », Stanley Enow',
          '« Ye », Burna Boy',
          '« Around the World », Daft Punk',
        ],
        resources: [
          'LMMS (gratuit) ou Reaper (version d’évaluation) pour débuter sans budget',
          'Banque de sons de percussions camerounaises enregistrée au studio Gombiste',
          'Guide PDF de l’académie : configurer son interface audio',
          'Tutoriels vidéo pas à pas sur la plateforme de l’académie',
        ],
        assessment: {
          type: 'Projet final : production d’un morceau de deux minutes',
          passingCriteria:
            'Obtenir au moins 70 % : qualité de l’arrangement (35 %), mixage et équilibre (35 %), respect des consignes d’export (15 %) et présentation orale du projet (15 %).',
          passingScore: 70,
        },
      },
    ],
  },
  {
    id: 'musicologie',
    name: 'Musicologie',
    description:
      'Comprendre la musique que l’on joue et que l’on écoute : histoire, formes, instruments et grands courants, de Bach au makossa, du bikutsi au jazz.',
    imageUrl: '/media/images/disciplines/musicologie-800.webp',
    videoId: null,
    levels: [
      {
        id: 'debutant',
        levelName: 'Initiation',
        durationWeeks: 10,
        hoursPerWeek: 2,
        learningObjectives: [
          'Situer les grandes périodes de la musique savante occidentale et leurs compositeurs phares',
          'Décrire l’histoire et les caractéristiques du makossa, du bikutsi et de la rumba',
          'Classer les instruments selon le système de Hornbostel et Sachs',
          'Reconnaître à l’écoute une mesure binaire ou ternaire, un accord majeur ou mineur',
          'Rédiger un court commentaire d’écoute argumenté',
        ],
        syllabus: musicologieInitiation,
        exercises: [
          {
            title: 'Binaire ou ternaire ?',
            instructions:
              'Écoute « Soul Makossa » de Manu Dibango puis un morceau de bikutsi, et indique pour chacun la mesure que tu ressens.',
            solution:
              '« Soul Makossa » se compte en 4/4, mesure binaire : chaque temps se divise en deux. Le bikutsi se ressent le plus souvent en 6/8 ou en 12/8, mesure ternaire : chaque temps se divise en trois, ce qui donne son élan caractéristique.',
          },
          {
            title: 'Classer des instruments',
            instructions:
              'Classe selon Hornbostel et Sachs : balafon, tambour à peau, nkul (tambour à fente), mvet, guitare, saxophone.',
            solution:
              'Idiophones : balafon (lames frappées) et nkul (tronc évidé frappé, sans peau). Membranophone : tambour à peau. Cordophones : mvet et guitare. Aérophone : saxophone, même s’il est en métal, car le son naît d’une colonne d’air mise en vibration par une anche.',
          },
          {
            title: 'Remettre dans l’ordre chronologique',
            instructions:
              'Classe chronologiquement et associe chaque œuvre à sa période : Nocturne op. 9 n° 2 de Chopin, Symphonie n° 40 de Mozart, « Les Quatre Saisons » de Vivaldi.',
            solution:
              '« Les Quatre Saisons » de Vivaldi (publiées en 1725) : période baroque. Symphonie n° 40 de Mozart (1788) : période classique. Nocturne op. 9 n° 2 de Chopin (vers 1830–1832) : période romantique.',
          },
          {
            title: 'Majeur ou mineur ?',
            instructions: 'L’accord la-do-mi est-il majeur ou mineur ? Et l’accord ré-fa♯-la ?',
            solution:
              'La-do-mi est mineur : la tierce du bas, la–do, est mineure (un ton et demi), celle du haut majeure. Ré-fa♯-la est majeur : la tierce du bas, ré–fa♯, est majeure (deux tons), celle du haut mineure.',
          },
        ],
        recommendedRepertoire: [
          '« Soul Makossa », Manu Dibango (1972)',
          '« Les Quatre Saisons », Antonio Vivaldi',
          'Symphonie n° 40 en sol mineur, K. 550, Wolfgang Amadeus Mozart',
          '« So What », Miles Davis (album « Kind of Blue », 1959)',
          '« Mario », Franco et le TPOK Jazz',
          '« Zombie », Fela Kuti',
        ],
        resources: [
          '« Théorie de la musique », Adolphe Danhauser',
          'Dictionnaire de la musique, Larousse',
          'Fiches de synthèse par période et par genre (PDF de l’académie)',
          'Playlist d’écoute commentée de l’académie',
        ],
        assessment: {
          type: 'Quiz d’écoute et commentaire écrit',
          passingCriteria:
            'Obtenir au moins 70 % : quiz de reconnaissance à l’écoute (40 %), questions de cours (30 %) et commentaire d’écoute d’une page (30 %).',
          passingScore: 70,
        },
      },
    ],
  },
]

export const formulas: Formula[] = [
  {
    id: 'pack-individuel',
    name: 'Pack Individuel',
    description: 'Des cours particuliers avec un professeur attitré, au rythme et selon les objectifs de chaque élève.',
    price: { eur: 120, xaf: 80000 },
    billingCycle: 'mois',
    customPriceText: null,
    features: [
      'Quatre cours individuels d’une heure par mois',
      'Programme adapté à vos objectifs',
      'Accès aux supports PDF et audio de votre niveau',
      'Bilan de progression chaque mois',
      'Créneaux en semaine ou le samedi',
    ],
  },
  {
    id: 'pack-duo',
    name: 'Pack Duo',
    description:
      'Apprenez à deux, entre amis, en couple ou en famille : le même professeur, le même rythme, un tarif partagé.',
    price: { eur: 200, xaf: 130000 },
    billingCycle: 'mois',
    customPriceText: null,
    features: [
      'Quatre cours d’une heure et demie par mois pour deux élèves',
      'Exercices à deux : harmonie, quatre mains, seconde voix',
      'Accès aux supports PDF et audio pour chacun',
      'Bilan de progression individuel chaque mois',
    ],
  },
  {
    id: 'formation-hybride',
    name: 'Formation Hybride',
    description:
      'Le meilleur des deux mondes : des ateliers collectifs au studio d’Akwa et des leçons en ligne à suivre chez soi.',
    price: { eur: 180, xaf: 120000 },
    billingCycle: 'mois',
    customPriceText: null,
    features: [
      'Deux ateliers collectifs par mois à Douala',
      'Accès illimité aux leçons vidéo de votre discipline',
      'Correction en ligne de vos exercices sous 72 heures',
      'Une séance individuelle de suivi en visio par mois',
      'Accès au studio pour les répétitions',
    ],
  },
  {
    id: 'mooc-complet',
    name: 'MOOC Complet',
    description:
      'Tous les cours en ligne d’une discipline, du niveau débutant au niveau le plus avancé, à suivre à votre rythme.',
    price: { eur: 250, xaf: 165000 },
    billingCycle: 'unique',
    customPriceText: null,
    features: [
      'Accès à vie à tous les niveaux de la discipline choisie',
      'Plus de 60 leçons vidéo et exercices corrigés',
      'Quiz d’auto-évaluation à la fin de chaque module',
      'Attestation de suivi téléchargeable',
      'Questions illimitées à Maestro Gombi, notre professeur IA',
    ],
  },
  {
    id: 'masterclass',
    name: 'Masterclass',
    description:
      'Une journée ou un week-end intensif avec un artiste du label ou un musicien invité, sur un thème précis.',
    price: null,
    billingCycle: null,
    customPriceText: 'Tarif variable',
    features: [
      'Groupes de 8 à 15 participants',
      'Travail en direct avec l’artiste invité',
      'Passage individuel devant l’intervenant',
      'Enregistrement audio de votre prestation',
    ],
  },
  {
    id: 'parcours-certifiant',
    name: 'Parcours Certifiant',
    description:
      'Un cursus complet sur une ou deux années, validé par un jury professionnel, pour les futurs musiciens, enseignants et producteurs.',
    price: null,
    billingCycle: null,
    customPriceText: 'Sur devis',
    features: [
      'Programme personnalisé après un entretien d’orientation',
      'Cours individuels et collectifs dans plusieurs disciplines',
      'Stages en studio et sur les événements du label',
      'Examens devant un jury de professionnels',
      'Certificat Gombiste Records à l’issue du parcours',
      'Facilités de paiement échelonné',
    ],
  },
]
