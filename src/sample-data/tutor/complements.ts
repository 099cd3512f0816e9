import { entries } from './entry.ts'

const THEORY = { label: 'Cours Musicologie — Initiation', href: '/academie/musicologie/debutant' }

/** Further entries, added where learners' questions showed gaps. */
export const COMPLEMENTS = [
  ...entries('theorie', THEORY, [
    [
      'parametres-son',
      ['Quels sont les paramètres du son ?', 'C’est quoi le timbre d’un son ?'],
      'Tout son se décrit par quatre paramètres : la hauteur (grave ou aigu, liée à la fréquence en hertz), la durée (long ou court), l’intensité (faible ou fort, en décibels) et le timbre, la « couleur » qui permet de distinguer un piano d’une voix jouant la même note. Le timbre dépend des harmoniques que l’instrument produit et de la façon dont le son commence et s’éteint.',
      ['paramètres', 'hauteur', 'durée', 'intensité', 'timbre'],
    ],
    [
      'do-central',
      ['C’est quoi le do central ?', 'Do3 ou C4 : comment numéroter les octaves ?'],
      'Le do central est le do situé au milieu du clavier du piano, entre les deux portées d’une partition de piano. En France, on l’appelle do3 ; dans la notation anglo-saxonne, C4. Le la de référence qui sert à s’accorder (440 Hz) est juste au-dessus : la3 en France, A4 ailleurs. Attention à cet écart d’une octave quand tu lis des tutoriels en anglais.',
      ['do central', 'do3', 'C4', 'octaves', 'la 440'],
    ],
    [
      'diapason',
      ['C’est quoi le diapason ?', 'Pourquoi le la est à 440 Hz ?'],
      'Le diapason est la note de référence sur laquelle les musiciens s’accordent : le la à 440 vibrations par seconde (440 Hz), fixé comme standard international au XXe siècle. Certains orchestres jouent un peu plus haut (442 Hz), et la musique baroque se joue souvent plus bas (415 Hz). Un accordeur électronique ou une application te donne ce la.',
      ['diapason', 'la 440', 'accorder', 'hertz'],
    ],
    [
      'clef-ut',
      ['C’est quoi la clé d’ut ?', 'Quels instruments lisent en clé d’ut ?'],
      'La clé d’ut indique la position du do central (ut est l’ancien nom de do) sur une ligne de la portée. Placée sur la 3e ligne, elle sert à l’alto (l’instrument à cordes) ; sur la 4e ligne, aux passages aigus du violoncelle, du basson et du trombone. Elle évite d’écrire trop de lignes supplémentaires pour les instruments au registre médium.',
      ['clé d’ut', 'alto', 'ut', 'portée'],
    ],
    [
      'sixte-seconde',
      ['C’est quoi une sixte ?', 'C’est quoi une seconde en musique ?'],
      'Une seconde relie deux notes voisines : mineure (1 demi-ton, mi-fa) ou majeure (2 demi-tons, do-ré). Une sixte couvre six notes : mineure (8 demi-tons, mi-do) ou majeure (9 demi-tons, do-la). Les sixtes sont douces et chantantes : on les entend beaucoup dans les guitares de rumba et dans les chœurs. Demande-moi un intervalle précis pour son nombre de demi-tons.',
      ['sixte', 'seconde', 'intervalle'],
    ],
    [
      'septieme-intervalle',
      ['C’est quoi une septième en musique ?', 'Septième majeure ou mineure ?'],
      'La septième couvre sept notes. Mineure, elle compte 10 demi-tons (do-si bémol) : c’est la note qui colore l’accord de septième de dominante et le blues. Majeure, elle compte 11 demi-tons (do-si), juste un demi-ton sous l’octave : elle donne la couleur douce et jazzy de l’accord maj7.',
      ['septième', 'intervalle', 'maj7'],
    ],
    [
      'power-chord',
      ['C’est quoi un power chord ?', 'Accord de quinte à la guitare'],
      'Un power chord (accord de puissance, noté 5 : do5) ne contient que la fondamentale et la quinte, souvent doublée à l’octave : do, sol, do. Sans tierce, il n’est ni majeur ni mineur, ce qui le rend très solide avec la distorsion des guitares rock. Au piano, la même idée (fondamentale et quinte à la main gauche) donne une basse puissante.',
      ['power chord', 'quinte', 'guitare', 'accord'],
    ],
    [
      'accord-sixte',
      ['C’est quoi un accord de sixte ?', 'Accord C6 ou Am6'],
      'L’accord de sixte ajoute la sixte majeure à une triade : do6 = do, mi, sol, la ; la m6 = la, do, mi, fa dièse. Il est plus doux et plus stable que l’accord de septième, très utilisé comme accord final en jazz, en swing et dans certaines ballades.',
      ['accord de sixte', 'C6', 'jazz'],
    ],
    [
      'ii-v-i',
      ['C’est quoi un II-V-I ?', 'La progression 2-5-1'],
      'Le II-V-I est l’enchaînement le plus important du jazz et du gospel : le IIe degré (mineur 7), puis le Ve (septième de dominante), puis le Ier (majeur 7). En do : ré m7, sol 7, do maj7. Les fondamentales descendent de quinte en quinte, et les notes-guides (tierces et septièmes) glissent d’un demi-ton : c’est ce qui rend l’enchaînement si fluide. Apprends-le dans toutes les tonalités.',
      ['II-V-I', '2-5-1', 'jazz', 'gospel', 'progression'],
    ],
    [
      'pulsation',
      ['C’est quoi la pulsation en musique ?', 'Différence entre pulsation, tempo et rythme'],
      'La pulsation est le battement régulier qu’on suit naturellement en tapant du pied. Le tempo est la vitesse de cette pulsation (en BPM). Le rythme, lui, est l’organisation des durées des notes par-dessus la pulsation : longues, courtes, syncopées. On peut avoir un même tempo et des rythmes très différents.',
      ['pulsation', 'tempo', 'rythme', 'battement'],
    ],
    [
      'ostinato',
      ['C’est quoi un ostinato ?', 'C’est quoi un riff ?'],
      'Un ostinato est un motif court répété obstinément pendant un passage : une ligne de basse, un motif de guitare, un rythme de percussion. Le riff est l’équivalent dans les musiques populaires. Les musiques africaines sont bâties sur des ostinatos qui s’emboîtent (guitares de rumba, balafon du bikutsi, cuivres de l’afrobeat), sur lesquels la voix improvise.',
      ['ostinato', 'riff', 'motif', 'boucle'],
    ],
    [
      'homophonie-polyphonie',
      ['C’est quoi la polyphonie ?', 'Différence entre monodie, homophonie et polyphonie'],
      'La monodie est une seule ligne mélodique (un chant a cappella à l’unisson). L’homophonie est une mélodie accompagnée d’accords qui bougent en même temps qu’elle (la plupart des chansons). La polyphonie superpose plusieurs lignes mélodiques indépendantes, comme dans une fugue de Bach ou les chants des Baka et des Aka.',
      ['polyphonie', 'monodie', 'homophonie'],
    ],
    [
      'periodes-musique',
      [
        'Quelles sont les grandes périodes de la musique classique ?',
        'Baroque, classique, romantique : quelles dates ?',
      ],
      'Les grandes périodes de la musique savante occidentale : le Moyen Âge et la Renaissance (chant grégorien, polyphonie), le baroque (vers 1600-1750 : Bach, Vivaldi, Haendel), la période classique (vers 1750-1820 : Haydn, Mozart, le jeune Beethoven), le romantisme (XIXe siècle : Chopin, Schumann, Verdi) et le XXe siècle (Debussy, Stravinsky, le jazz qui naît en parallèle). Le cours de musicologie les présente avec l’histoire des musiques africaines.',
      ['périodes', 'baroque', 'classique', 'romantique', 'histoire'],
    ],
    [
      'ethnomusicologie',
      ['C’est quoi l’ethnomusicologie ?', 'C’est quoi la musicologie ?'],
      'La musicologie étudie la musique sous toutes ses facettes : son histoire, sa théorie, ses instruments et son contexte social. L’ethnomusicologie s’intéresse particulièrement aux musiques de tradition orale et à leur rôle dans les sociétés, par exemple les polyphonies pygmées, le mvet ou les tambours d’Afrique centrale. Notre cours de musicologie (Initiation) en donne les bases.',
      ['musicologie', 'ethnomusicologie', 'définition'],
    ],
    [
      'accorder-voix-instrument',
      ['Comment savoir si deux notes sont à l’unisson ?', 'C’est quoi l’unisson ?'],
      'Deux sons sont à l’unisson quand ils ont exactement la même hauteur. Quand ils sont presque à l’unisson, tu entends des battements, une petite ondulation du volume : plus la différence est grande, plus les battements sont rapides. Quand ils disparaissent, c’est juste. C’est ainsi qu’on accorde une guitare ou qu’on vérifie sa justesse en chantant avec le piano.',
      ['unisson', 'battements', 'justesse'],
    ],
    [
      'reprise-coda',
      ['Que veulent dire les signes de reprise, coda et D.C. ?', 'Comment lire les reprises sur une partition ?'],
      'Les barres de reprise (deux points devant une double barre) indiquent de rejouer le passage. Les cases 1 et 2 indiquent une fin différente au premier et au second passage. D.C. (da capo) renvoie au début, D.S. (dal segno) au signe 𝄋, et « al Coda » indique de sauter au signe de coda (⊕) pour la fin. Suis-les au crayon la première fois.',
      ['reprise', 'coda', 'da capo', 'partition'],
    ],
    [
      'accents-articulations',
      ['Que veulent dire les accents et les points sur les notes ?', 'Les signes d’articulation'],
      'Le point au-dessus ou au-dessous d’une note demande un staccato (note courte, détachée). Le trait horizontal (tenuto) demande de tenir la note toute sa valeur. Le signe > (accent) demande d’attaquer plus fort. Le point d’orgue (un arc avec un point) suspend la note aussi longtemps que tu le juges bon. La liaison d’expression sur plusieurs notes demande de les jouer liées (legato).',
      ['accents', 'articulation', 'staccato', 'point d’orgue'],
    ],
    [
      'chiffrage-romain',
      ['Pourquoi écrit-on les accords en chiffres romains ?', 'Que veut dire I IV V ?'],
      'Les chiffres romains désignent les accords par leur degré dans la tonalité plutôt que par leur nom : I est l’accord sur la tonique, IV sur la sous-dominante, V sur la dominante. En do, I-IV-V = do, fa, sol ; en sol, I-IV-V = sol, do, ré. Cela permet de comprendre une grille une fois pour toutes et de la jouer dans n’importe quelle tonalité. Souvent, majuscules = majeur, minuscules = mineur (ii, iii, vi).',
      ['chiffres romains', 'degrés', 'I IV V', 'grille'],
    ],
  ]),
  ...entries('piano', { label: 'Cours Piano — Débutant', href: '/academie/piano/debutant' }, [
    [
      'position-do',
      ['C’est quoi la position de do au piano ?', 'Où poser la main droite pour commencer ?'],
      'La position de do place un doigt par touche sur do-ré-mi-fa-sol : main droite, pouce (1) sur le do central et auriculaire (5) sur le sol ; main gauche, auriculaire (5) sur le do de l’octave en dessous et pouce (1) sur le sol. C’est la position de départ de la plupart des méthodes : tu peux y jouer tes premières mélodies sans déplacer la main.',
      ['position de do', 'main droite', 'doigts', 'débutant'],
    ],
    [
      'velocite-toucher-numerique',
      ['Mon clavier n’a pas de touches dynamiques, est-ce grave ?', 'C’est quoi la vélocité d’un clavier ?'],
      'La vélocité (ou dynamique) est la capacité du clavier à mesurer la vitesse de frappe pour jouer plus ou moins fort. Sans elle, toutes les notes sortent au même volume : tu ne peux pas travailler les nuances ni le contrôle du son, essentiels au piano. Pour débuter quelques semaines, ça dépanne ; pour progresser, passe à un clavier à touches dynamiques, idéalement lestées.',
      ['vélocité', 'dynamique', 'touches', 'clavier'],
    ],
    [
      'jouer-accords-main-gauche',
      ['Que jouer à la main gauche au piano ?', 'Quels motifs de main gauche pour accompagner ?'],
      'Commence simple : la fondamentale de l’accord en ronde ou en blanches. Puis fondamentale et quinte (do-sol) ; puis le motif basse-accord (basse sur le 1, accord sur le 2 et le 4) ; puis l’arpège ouvert do-sol-mi, très beau en ballade. Pour les styles africains, la main gauche peut imiter la ligne de basse syncopée du makossa ou de la rumba.',
      ['main gauche', 'accompagnement', 'basse', 'motifs'],
    ],
    [
      'lire-partition-piano-vite',
      [
        'Lire les deux mains en même temps, comment faire ?',
        'Je n’arrive pas à lire la main gauche et la main droite ensemble',
      ],
      'Lis verticalement : à chaque temps, regarde ce que font les deux mains ensemble, comme un accord. Commence par des pièces où la main gauche joue peu (une note par mesure). Repère les motifs qui se répètent et les positions de main, pour ne pas relire chaque note. Et travaille beaucoup de pièces faciles plutôt que peu de pièces difficiles.',
      ['lecture', 'deux mains', 'partition'],
    ],
    [
      'doigte-accords',
      ['Quels doigts pour jouer un accord au piano ?', 'Doigté des accords à trois sons'],
      'Pour un accord à trois sons en position fondamentale (do-mi-sol), la main droite joue 1-3-5 et la main gauche 5-3-1. Pour les renversements, la main droite prend souvent 1-2-5 (mi-sol-do) ou 1-3-5 (sol-do-mi) selon l’écart. Garde les doigts bien courbés et enfonce les trois touches exactement ensemble.',
      ['doigté', 'accords', 'trois sons'],
    ],
    [
      'pratique-lente',
      ['Pourquoi jouer lentement quand on travaille ?', 'Je veux jouer mon morceau au bon tempo tout de suite'],
      'Ton cerveau apprend ce que tu répètes, y compris les fautes. En jouant lentement, tu répètes les bons gestes, les bons doigtés et le bon rythme, sans tension. Jouer vite trop tôt grave les erreurs et les crispations. La règle : un tempo où tout est juste trois fois de suite, puis un petit cran plus vite. C’est plus rapide au final.',
      ['lentement', 'tempo', 'travail lent', 'méthode'],
    ],
  ]),
  ...entries('chant', { label: 'Cours Chant — Débutant', href: '/academie/chant/debutant' }, [
    [
      'machoire',
      ['Ma mâchoire est crispée quand je chante', 'Comment détendre la mâchoire ?'],
      'Une mâchoire crispée ferme la gorge et durcit le son. Masse doucement les muscles devant les oreilles, laisse la mâchoire tomber lourdement en soufflant « ha », puis chante des voyelles en gardant ce relâchement. Un exercice utile : chanter sur « bla bla bla » en laissant la mâchoire bouger librement. Surveille-la dans un miroir, surtout dans l’aigu.',
      ['mâchoire', 'crispée', 'tension', 'détente'],
    ],
    [
      'voix-soufflee',
      ['Ma voix est soufflée, que faire ?', 'J’ai beaucoup d’air dans la voix'],
      'Une voix soufflée laisse passer de l’air entre les cordes vocales : le son manque de clarté et tu t’essouffles vite. Travaille l’accolement avec des sons nets et légers : « mmm » bouche fermée, « ng », puis des attaques douces mais précises sur les voyelles (« a », « é »), sans coup de glotte. Le son doit devenir plus clair sans devenir plus fort.',
      ['voix soufflée', 'air', 'accolement', 'clarté'],
    ],
    [
      'chanter-en-rythme',
      ['Je chante à côté du rythme, comment faire ?', 'Comment chanter en place ?'],
      'Tape la pulsation de la main ou du pied pendant que tu chantes, et dis d’abord le texte en rythme sans mélodie. Repère les mots qui tombent sur les temps forts, et ceux qui sont syncopés. Chante ensuite lentement avec un métronome ou l’accompagnement ralenti. En makossa, en afrobeat ou en gospel, beaucoup de phrases commencent juste après le temps : écoute bien la basse.',
      ['rythme', 'en place', 'chanter', 'pulsation'],
    ],
    [
      'ecouter-voix-enregistree',
      ['Je n’aime pas ma voix enregistrée, est-ce normal ?', 'Pourquoi ma voix sonne bizarre enregistrée ?'],
      'C’est tout à fait normal. Quand tu parles ou chantes, tu entends ta voix à la fois par l’air et par la vibration des os du crâne, qui ajoute des graves. L’enregistrement ne capte que le son aérien : c’est ainsi que les autres t’entendent. On s’y habitue vite, et c’est le meilleur outil pour progresser en justesse et en interprétation.',
      ['voix enregistrée', 'enregistrement', 'entendre'],
    ],
  ]),
  ...entries('mao', { label: 'Cours MAO — Débutant', href: '/academie/mao/debutant' }, [
    [
      'frequence-echantillonnage',
      ['C’est quoi la fréquence d’échantillonnage ?', '44,1 kHz ou 48 kHz, 16 ou 24 bits ?'],
      'Le son numérique est mesuré des milliers de fois par seconde : c’est la fréquence d’échantillonnage, 44,1 kHz (standard du CD et de la musique) ou 48 kHz (standard de la vidéo). La profondeur (16 ou 24 bits) fixe la précision de chaque mesure, donc la dynamique disponible. Pour enregistrer, choisis 48 kHz ou 44,1 kHz en 24 bits : tu gardes de la marge sans saturer.',
      ['fréquence d’échantillonnage', 'kHz', 'bits', 'audio numérique'],
    ],
    [
      'bus-auxiliaire',
      ['C’est quoi un bus ou une piste auxiliaire ?', 'Comment grouper des pistes dans un mix ?'],
      'Un bus (ou piste de groupe) réunit plusieurs pistes pour les traiter ensemble : toutes les batteries, tous les chœurs. Une piste auxiliaire (ou d’effet) reçoit une copie du son de plusieurs pistes via des « envois » (sends) : on y place une réverbe ou un délai commun. Résultat : moins de plugins, un mix plus cohérent et des réglages plus simples.',
      ['bus', 'auxiliaire', 'send', 'groupe'],
    ],
    [
      'automation',
      ['C’est quoi l’automation en MAO ?', 'Comment faire varier le volume dans le temps ?'],
      'L’automation enregistre les mouvements d’un réglage dans le temps : volume, panoramique, filtre, envoi de réverbe. Tu dessines une courbe dans ton DAW, et le paramètre la suit pendant la lecture. C’est ce qui fait vivre un morceau : monter la voix sur un mot, ouvrir un filtre avant le refrain, ajouter de l’écho sur la dernière phrase.',
      ['automation', 'volume', 'courbe', 'DAW'],
    ],
    [
      'eq-grosse-caisse',
      ['Comment régler l’EQ d’une grosse caisse ?', 'Kick qui manque de punch'],
      'Pour une grosse caisse, cherche le « poids » entre 50 et 80 Hz, retire un peu de carton entre 250 et 400 Hz si elle sonne creuse, et ajoute l’attaque (le clic) entre 2 et 5 kHz pour qu’elle perce sur les petits haut-parleurs. Coupe l’infra-grave inutile sous 30 Hz. Et choisis d’abord un bon échantillon : l’EQ corrige, il ne remplace pas la source.',
      ['grosse caisse', 'kick', 'EQ', 'punch'],
    ],
    [
      'types-reverb',
      ['Quels types de réverbération choisir ?', 'Plate, hall ou room : quelle différence ?'],
      'La « room » simule une petite pièce : courte, elle épaissit sans éloigner. Le « hall » simule une grande salle : longue et ample, pour les ballades et les nappes. La « plate » (plaque) est brillante et dense, le grand classique des voix. Le « spring » (ressort) a un son métallique vintage. Règle toujours le pré-délai (20 à 80 ms) pour garder la voix devant.',
      ['réverbération', 'plate', 'hall', 'room'],
    ],
    [
      'clavier-maitre',
      ['Quel clavier maître choisir pour la MAO ?', 'Clavier MIDI 25 ou 49 touches ?'],
      'Un clavier maître de 25 touches suffit pour programmer des basses, des mélodies et des batteries, et tient sur un bureau. 49 ou 61 touches permettent de jouer à deux mains, utile si tu joues déjà du piano. Vérifie que les touches sont dynamiques, et regarde les pads (pratiques pour les batteries) et les potentiomètres assignables. Il se branche en USB, sans pilote particulier.',
      ['clavier maître', 'clavier MIDI', 'touches', 'pads'],
    ],
    [
      'enregistrer-guitare',
      ['Comment enregistrer une guitare électrique ?', 'Brancher une guitare sur l’ordinateur'],
      'Branche la guitare sur l’entrée instrument (« Hi-Z » ou « Inst ») de ton interface audio, règle le gain pour que les passages forts restent sous −10 dBFS, et utilise un simulateur d’ampli dans ton DAW. Tu peux aussi enregistrer le signal direct (« DI ») et choisir le son plus tard. Pour une guitare acoustique, place un micro à 20 cm environ, vers la jonction manche-caisse.',
      ['guitare', 'enregistrer', 'Hi-Z', 'DI'],
    ],
    [
      'boucle-loop',
      ['Comment créer une boucle qui ne lasse pas ?', 'Mon beat est répétitif, comment le faire évoluer ?'],
      'Une boucle de 4 ou 8 mesures ne lasse pas si elle évolue : retire et ajoute des éléments selon les sections, varie la batterie toutes les 4 ou 8 mesures (un fill, un break), automatise un filtre, change un accord dans le refrain, ajoute un contre-chant. Écoute comment les morceaux d’afrobeats construisent l’énergie avec peu d’éléments.',
      ['boucle', 'loop', 'répétitif', 'évolution'],
    ],
  ]),
  ...entries('debuter', { label: 'L’académie et ses cours', href: '/academie' }, [
    [
      'guitare-apprendre',
      ['Enseignez-vous la guitare ?', 'Je veux apprendre la guitare'],
      'L’académie enseigne le piano, le chant, la MAO et la musicologie ; il n’y a pas encore de cursus de guitare. La guitare est abordée lors de masterclass, comme la masterclass de guitare rumba avec un musicien du label (voir le calendrier). En attendant, le cours de musicologie et le piano te donnent l’harmonie qui sert ensuite à la guitare.',
      ['guitare', 'cours', 'masterclass'],
    ],
    [
      'batterie-apprendre',
      ['Enseignez-vous la batterie ou les percussions ?', 'Je veux apprendre la batterie'],
      'L’académie n’a pas de cursus de batterie pour le moment : elle enseigne le piano, le chant, la MAO et la musicologie. Le rythme est cependant travaillé dans tous les cours, et la MAO t’apprend à programmer des batteries (afrobeat, makossa). Surveille le calendrier des ateliers : des percussionnistes du label y interviennent parfois.',
      ['batterie', 'percussions', 'cours'],
    ],
    [
      'telephone-apprendre',
      ['Peut-on apprendre la musique avec un téléphone ?', 'Applications utiles pour apprendre la musique'],
      'Oui, ton téléphone est un bon assistant : métronome, accordeur, enregistreur, applications d’oreille et de lecture de notes, et même des DAW simples pour esquisser des idées. Nos leçons fonctionnent sur téléphone, y compris les exercices de justesse avec le micro. Pour le piano, garde quand même un vrai clavier pour les doigts.',
      ['téléphone', 'applications', 'mobile'],
    ],
    [
      'lire-tablature',
      ['C’est quoi une tablature ?', 'Tablature ou partition ?'],
      'Une tablature indique où placer les doigts sur un instrument à cordes (chaque ligne est une corde, chaque chiffre une case), surtout pour la guitare et la basse. Elle est facile à lire mais n’indique souvent pas le rythme. La partition, elle, note les hauteurs et les durées pour tous les instruments. Beaucoup de guitaristes utilisent les deux.',
      ['tablature', 'partition', 'guitare'],
    ],
    [
      'choisir-morceaux-niveau',
      ['Comment choisir des morceaux adaptés à mon niveau ?', 'Ce morceau est-il trop difficile pour moi ?'],
      'Un morceau est à ton niveau si tu peux en déchiffrer quelques mesures lentement en moins de dix minutes et que seuls un ou deux passages posent problème. S’il faut une semaine pour une ligne, c’est trop tôt : cherche une version simplifiée. Chaque niveau de nos cours propose un répertoire recommandé, de difficulté progressive.',
      ['morceaux', 'niveau', 'difficulté', 'répertoire'],
    ],
  ]),
  ...entries('afrique', { label: 'Le label et ses artistes', href: '/label' }, [
    [
      'makassi',
      ['C’est quoi le makassi ?', 'Sam Fan Thomas et le makassi'],
      'Le makassi est un dérivé dansant du makossa, popularisé par Sam Fan Thomas avec « African Typic Collection » (1984), un immense succès en Afrique et en Europe. Plus léger et plus rapide que le makossa classique, avec des guitares brillantes et des synthés, il a ouvert la voie à une génération de tubes camerounais des années 1980.',
      ['makassi', 'Sam Fan Thomas', 'makossa'],
    ],
    [
      'ambas-bey',
      ['C’est quoi l’ambas-bey ?'],
      'L’ambas-bey est un des genres urbains des années 1950 à Douala, joué à la guitare et chanté, considéré comme un des ancêtres du makossa. Son nom viendrait d’Ambas Bay, la baie de Victoria (Limbé). Des musiciens comme Emmanuel Nelle Eyoum l’ont fait évoluer vers ce qui allait devenir le makossa.',
      ['ambas-bey', 'makossa', 'Douala', 'histoire'],
    ],
    [
      'atalaku',
      ['C’est quoi un atalaku ?', 'Le rôle de l’animateur dans la rumba'],
      'L’atalaku est l’animateur des orchestres de rumba et de ndombolo : pendant le sebene, il lance des cris, des slogans et des noms de danses pour enflammer le public et les danseurs. Ce rôle, popularisé à partir des années 1980 (Zaïko Langa Langa), est devenu un élément essentiel des concerts congolais.',
      ['atalaku', 'animateur', 'rumba', 'sebene'],
    ],
    [
      'talking-drum',
      ['C’est quoi le tambour parlant ?', 'Le talking drum'],
      'Le tambour parlant (talking drum, dùndún chez les Yoruba) a la forme d’un sablier, avec deux peaux reliées par des cordes. En serrant les cordes sous le bras, le musicien change la hauteur du son et imite les tons de la langue : il peut « parler ». On l’entend dans la musique juju et l’afrobeat, et des principes proches existent en Afrique centrale avec les tambours à fente.',
      ['tambour parlant', 'talking drum', 'Yoruba'],
    ],
  ]),
]
