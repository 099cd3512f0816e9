import type { Level } from '../types.ts'

/** Musicologie, initiation: ten weeks, one lesson a week (issue #25). Lesson 1 is free to try. */
export const musicologieInitiation: Level['syllabus'] = [
  {
    lesson: 1,
    title: 'Qu’est-ce que la musicologie ?',
    free: true,
    content:
      'La musicologie étudie la musique sous tous ses aspects : son histoire, ses formes, ses instruments, sa place dans la société. On découvre ses branches et ses méthodes, de l’analyse de partition à l’enquête de terrain.',
    blocks: [
      {
        type: 'text',
        markdown: `## Penser la musique

Écouter de la musique est un plaisir ; la **musicologie** cherche à la comprendre. Pourquoi tel morceau nous émeut-il ? D’où viennent les rythmes du makossa ? Comment une symphonie de Beethoven est-elle construite ? Qui jouait de la harpe-cithare mvet, et à quelles occasions ? La musicologie rassemble toutes ces questions et les méthodes pour y répondre.

## Ses grandes branches

- **La musicologie historique** retrace l’histoire des musiques, des styles et des compositeurs, à partir de partitions, d’archives et d’enregistrements.
- **L’analyse musicale** étudie la construction des œuvres : formes, harmonies, mélodies, rythmes.
- **L’ethnomusicologie** étudie les musiques dans leur société, souvent par des enquêtes de terrain : on observe, on enregistre, on interroge les musiciens. Elle s’est beaucoup intéressée aux musiques d’Afrique centrale, par exemple aux polyphonies des peuples de la forêt.
- **L’organologie** étudie les instruments : leur fabrication, leur classement, leur histoire.
- **L’acoustique musicale** étudie le son lui-même.

## Écouter activement

Le premier outil du musicologue est une **écoute active** : écouter plusieurs fois le même morceau, en se posant chaque fois une question différente. Quels instruments ? Quelle pulsation ? La musique est-elle en majeur ou en mineur ? Comment commence-t-elle, comment finit-elle ? Ce cours vous donne le vocabulaire pour répondre précisément.

## Le vocabulaire de base

Une **note** a une hauteur, une durée, une intensité et un timbre : ce sont les paramètres du son, sujet de la leçon 2. Un **intervalle** est la distance entre deux notes ; un **accord**, plusieurs notes jouées ensemble.

## L’exercice

Commençons par l’oreille : reconnaître un accord majeur ou mineur, la première distinction que fait un musicologue à l’écoute. Écoutez la partition, puis faites la série.`,
      },
      {
        type: 'score',
        title: 'Accord majeur, puis accord mineur',
        abc: 'X:1\nT:Majeur et mineur\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\n"do majeur"[CEG]4 | "do mineur"[C_EG]4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'majeur-mineur',
        title: 'Majeur, mineur ou autre ?',
        instructions: 'Dix accords à reconnaître à l’oreille. Commencez par distinguer majeur et mineur.',
        passMark: 60,
        practice: { kind: 'drill', drill: 'chords', questions: 10 },
      },
    ],
  },
  {
    lesson: 2,
    title: 'Les paramètres du son',
    content:
      'Tout son se décrit par quatre paramètres : la hauteur (grave ou aigu), la durée (long ou court), l’intensité (fort ou faible) et le timbre (la couleur propre à chaque instrument).',
    blocks: [
      {
        type: 'text',
        markdown: `## Quatre mots pour décrire un son

Pour parler précisément d’une musique, il faut d’abord savoir décrire un son. Les musicologues utilisent quatre **paramètres**.

## La hauteur

La **hauteur** distingue le grave de l’aigu. Elle dépend de la **fréquence** de la vibration, mesurée en hertz (Hz) : plus la vibration est rapide, plus le son est aigu. Le la du diapason vibre 440 fois par seconde ; une contrebasse descend vers 40 Hz, un piccolo monte au-delà de 4 000 Hz. Quand la fréquence double, on monte d’une **octave** : la même note, plus aiguë.

## La durée

La **durée** distingue le long du court. En musique, elle s’organise autour d’une **pulsation** régulière, ce battement que l’on suit du pied. Les durées se comptent en temps : une noire vaut un temps, une blanche deux, une croche un demi.

## L’intensité

L’**intensité** distingue le fort du faible. Elle se mesure en décibels et s’indique sur la partition par les **nuances**, de *pianissimo* (très doux) à *fortissimo* (très fort). Les variations d’intensité, crescendo et decrescendo, sont un des grands moyens d’expression de la musique.

## Le timbre

Le **timbre** est la couleur du son : il permet de distinguer une flûte d’un violon qui jouent la même note, à la même intensité. Il dépend des **harmoniques**, ces sons plus aigus qui accompagnent la note principale, et de la façon dont le son commence et s’éteint. Le son d’une sanza (lamellophone) s’éteint vite, celui d’un orgue est tenu.

## L’exercice

La hauteur se travaille à l’oreille. Écoutez la partition : trois la à trois octaves différentes, puis une série d’intervalles à reconnaître. Repérez si la seconde note monte ou descend, puis de combien.`,
      },
      {
        type: 'score',
        title: 'Trois la : 220, 440 et 880 Hz',
        abc: 'X:1\nT:Trois la\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\nA,4 | A4 | a4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'hauteurs-intervalles',
        title: 'Reconnaissez les intervalles',
        instructions: 'Dix intervalles de la seconde à l’octave. Écoutez, puis choisissez.',
        passMark: 60,
        practice: { kind: 'drill', drill: 'intervals', questions: 10 },
      },
    ],
  },
  {
    lesson: 3,
    title: 'Les grandes périodes occidentales',
    content:
      'La musique savante occidentale se découpe en grandes périodes : Moyen Âge, Renaissance, baroque, classique, romantique, XXe siècle. On situe leurs compositeurs phares et leurs traits principaux.',
    blocks: [
      {
        type: 'text',
        markdown: `## Mille ans de musique écrite

La musique savante européenne est l’une des seules traditions à avoir été **écrite** pendant mille ans, ce qui permet d’en retracer l’histoire en détail. Les historiens la découpent en périodes, aux frontières approximatives.

## Les périodes

- **Moyen Âge** (jusqu’à 1400 environ) : le chant grégorien, à une seule voix, puis les premières polyphonies.
- **Renaissance** (1400–1600) : la polyphonie vocale s’épanouit ; Josquin des Prés, Palestrina.
- **Baroque** (1600–1750) : naissance de l’opéra, basse continue, contrastes ; Monteverdi, Vivaldi, Haendel, **Jean-Sébastien Bach**.
- **Classique** (1750–1820) : clarté, équilibre, forme sonate ; Haydn, **Mozart**, le jeune Beethoven.
- **Romantique** (1820–1900) : l’expression des sentiments, de grands orchestres ; Schubert, Chopin, Verdi, Wagner.
- **XXe siècle** : éclatement des langages ; Debussy, Stravinsky, les musiques électroniques, et les rencontres avec le jazz et les musiques du monde.

## Reconnaître un style baroque

Le menuet que les pianistes débutants de l’académie travaillent, attribué à Bach et composé par Christian Petzold, est typique du baroque : mesure à trois temps de danse, mélodie en croches régulières, phrases de quatre mesures. Écoutez-le dans la partition ci-dessous.

## Une histoire parmi d’autres

Il faut se garder de croire que cette histoire est « l’histoire de la musique ». Pendant les mêmes siècles, les cours royales d’Afrique, d’Asie et du monde arabe développaient leurs propres musiques savantes, transmises oralement. La musicologie d’aujourd’hui les étudie avec le même sérieux.

## L’exercice

Le menuet est une danse à trois temps. Frappez son rythme : vous sentirez la pulsation « UN-deux-trois » qui le distingue d’une marche à deux ou quatre temps.

Pour mémoriser les périodes, associez à chacune une œuvre que vous écoutez en entier : un chant grégorien, une messe de Palestrina, les *Quatre Saisons* de Vivaldi, une symphonie de Mozart, un nocturne de Chopin, le *Boléro* de Ravel.`,
      },
      {
        type: 'score',
        title: 'Menuet en sol majeur (baroque, vers 1725)',
        abc: 'X:1\nT:Menuet en sol majeur\nC:Christian Petzold\nM:3/4\nL:1/8\nQ:1/4=96\nK:G\nd2 G A B c | d2 G2 G2 | e2 c d e f | g2 G2 G2 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'rythme-menuet-musicologie',
        title: 'Frappez le rythme du menuet',
        instructions: 'Une mesure de décompte à trois temps, puis chaque note des quatre mesures.',
        passMark: 65,
        practice: {
          kind: 'rhythm',
          abc: 'X:1\nM:3/4\nL:1/8\nQ:1/4=84\nK:G\nd2 G A B c | d2 G2 G2 | e2 c d e f | g2 G2 G2 |]',
        },
      },
    ],
  },
  {
    lesson: 4,
    title: 'Classer les instruments',
    content:
      'Le système de Hornbostel et Sachs classe les instruments selon ce qui vibre : idiophones, membranophones, cordophones, aérophones et électrophones. On y range les instruments du Cameroun.',
    blocks: [
      {
        type: 'text',
        markdown: `## Ce qui vibre

Classer les instruments en « cordes, vents, percussions » ne suffit pas : le piano a des cordes mais on le frappe, et le balafon est-il une percussion ou un instrument mélodique ? En 1914, Erich von Hornbostel et Curt Sachs ont proposé un classement universel, fondé sur une seule question : **qu’est-ce qui vibre pour produire le son ?**

## Les cinq familles

- **Idiophones** : le corps de l’instrument vibre lui-même. Le **balafon** (xylophone à résonateurs en calebasse), la **sanza** ou lamellophone, les hochets, les cloches doubles.
- **Membranophones** : une peau tendue vibre. Les **tambours** de toutes sortes, du tam-tam d’appel au djembé.
- **Cordophones** : une corde tendue vibre. Le **mvet**, harpe-cithare des Fang-Béti, la guitare, le violon, le piano.
- **Aérophones** : une colonne d’air vibre. Les flûtes, les trompes, le saxophone de Manu Dibango.
- **Électrophones** : le son est produit électroniquement. Le synthétiseur, l’orgue électronique.

## Le mvet, un cas passionnant

Le **mvet** est une harpe-cithare : ses cordes sont tendues le long d’une tige de raphia, au-dessus de calebasses qui servent de résonateurs. Le joueur de mvet est aussi conteur : il chante des épopées pendant des nuits entières. C’est un cordophone, et pourtant on le frappe parfois pour marquer le rythme.

## Les sous-catégories

Chaque famille se divise encore : un idiophone peut être frappé, secoué, pincé (la sanza) ou frotté ; un cordophone peut être pincé, frotté ou frappé. Le piano est ainsi un **cordophone frappé**.

## L’exercice

Les instruments mélodiques comme le balafon jouent souvent en intervalles de tierce et de quinte. Écoutez les intervalles de la série et reconnaissez-les : l’oreille de l’organologue commence par là.`,
      },
      {
        type: 'score',
        title: 'Un motif de balafon en tierces',
        abc: 'X:1\nT:Motif de balafon\nM:4/4\nL:1/8\nQ:1/4=100\nK:C\n[CE][CE] [DF][DF] [EG][EG] [DF]2 | [CE][CE] [DF][EG] [CE]4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'intervalles-balafon',
        title: 'Reconnaissez les intervalles',
        instructions: 'Dix intervalles joués l’un après l’autre.',
        passMark: 60,
        practice: { kind: 'drill', drill: 'intervals', questions: 10 },
      },
    ],
  },
  {
    lesson: 5,
    title: 'Le makossa, musique de Douala',
    content:
      'Né à Douala dans les années 1950, le makossa a conquis le monde avec « Soul Makossa » de Manu Dibango en 1972. On étudie son histoire, ses instruments et sa basse caractéristique.',
    blocks: [
      {
        type: 'text',
        markdown: `## Des rives du Wouri au monde entier

Le **makossa** naît à Douala dans les années 1950, dans les bars et les fêtes des quartiers sawa. Il mêle les rythmes traditionnels du peuple duala, comme l’**ambasse bey**, les chants de la côte, et les influences venues d’ailleurs : highlife ghanéen, rumba congolaise, jazz et musique cubaine. Son nom vient du verbe duala *kossa*, un cri qui encourage les danseurs.

## Les pionniers et la consécration

Nelle Eyoum et Eboa Lotin donnent au genre ses premières chansons célèbres. En 1972, **Manu Dibango** enregistre « Soul Makossa » en face B d’un hymne pour la Coupe d’Afrique des nations : le morceau devient un succès à New York et influencera le disco et la pop mondiale. Dans les années 1980, le makossa domine les pistes de danse de toute l’Afrique, avec Moni Bilé, Ben Decca, Grace Decca, puis Petit-Pays.

## Les traits musicaux

- Une mesure à **quatre temps**, autour de 110 à 130 battements par minute.
- Une **basse** très mélodique et mobile, souvent au premier plan.
- Une **guitare** en arpèges rapides dans l’aigu.
- Des **cuivres** et des **chœurs** qui répondent au chanteur.
- Des paroles souvent en **duala**, qui parlent d’amour, de la ville, de la société.

## Comment l’analyser

Pour commenter un morceau de makossa, suivez l’ordre des paramètres : tempo et mesure, instruments et rôle de chacun, structure (couplets, refrains, passage instrumental appelé parfois *sebene*, emprunté à la rumba), langue et thèmes des paroles.

## L’exercice

Frappez le rythme de la basse de makossa écrite ci-dessous : vous sentirez les anticipations, ces notes qui arrivent juste avant le temps et donnent au genre son élan.`,
      },
      {
        type: 'score',
        title: 'Basse de makossa (schéma)',
        abc: 'X:1\nT:Basse makossa\nM:4/4\nL:1/8\nQ:1/4=100\nK:C clef=bass\nC,2 z C, E, G, z G,- | G,2 z G, B,, D, C,2 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'rythme-basse-makossa',
        title: 'Frappez la basse de makossa',
        instructions:
          'Frappez chaque note de la basse, y compris celles liées par-dessus la barre de mesure (une seule frappe).',
        passMark: 60,
        practice: { kind: 'rhythm', abc: 'X:1\nM:4/4\nL:1/8\nQ:1/4=90\nK:C\nC2 z C C C z C- | C2 z C C C C2 |]' },
      },
    ],
  },
  {
    lesson: 6,
    title: 'Le bikutsi, transe du Centre',
    content:
      'Le bikutsi vient des Béti de la région de Yaoundé. Rythme ternaire rapide, balafons et guitares électriques, paroles souvent audacieuses : on étudie son histoire, des Têtes Brûlées à aujourd’hui.',
    blocks: [
      {
        type: 'text',
        markdown: `## Battre la terre

Le **bikutsi** est la musique des peuples béti du Centre du Cameroun, autour de Yaoundé. Son nom se traduit à peu près par « battre la terre » : c’est d’abord une danse, où les pieds frappent le sol avec énergie. À l’origine, il était surtout chanté par les femmes, qui y parlaient librement de la vie quotidienne, de l’amour et des relations entre hommes et femmes.

## Du balafon à la guitare électrique

Traditionnellement, le bikutsi se joue au **balafon**, accompagné de tambours et de hochets. Dans les années 1950 et 1960, Messi Me Nkonda Martin et son groupe Los Camaroes transposent les motifs du balafon à la **guitare électrique** : les guitaristes bloquent les cordes avec du papier pour imiter le son sec des lames de bois. Anne-Marie Nzié, « la voix d’or », lui donne ses lettres de noblesse. Dans les années 1980, **Les Têtes Brûlées** le font connaître en Europe avec leurs visages peints et leur énergie rock.

## Un rythme ternaire

Le bikutsi se compte **en trois** : chaque temps se divise en trois pulsations, souvent noté en 6/8 ou 12/8. Les accents ne tombent pas toujours sur le début des groupes, ce qui crée une sensation d’urgence, presque de transe. C’est la grande différence avec le makossa, **binaire** : chaque temps s’y divise en deux.

## Binaire ou ternaire ?

Pour savoir si une musique est binaire ou ternaire, tapez la pulsation du pied, puis essayez de compter « un-et » ou « un-et-a » sur chaque temps : celui qui « colle » le mieux à la musique donne la réponse. C’est une compétence demandée à l’évaluation.

## L’exercice

Frappez le motif de bikutsi de la partition, en 6/8 : gardez la pulsation de deux temps par mesure dans le corps pendant que vos mains suivent le motif.`,
      },
      {
        type: 'score',
        title: 'Motif de bikutsi (6/8)',
        abc: 'X:1\nT:Motif bikutsi\nM:6/8\nL:1/8\nQ:3/8=80\nK:C\nc2 c c2 c | z c c c2 c | c2 c c2 c | z c c c3 |]',
        demo: null,
      },
      {
        type: 'exercise',
        id: 'rythme-bikutsi-musicologie',
        title: 'Frappez le motif de bikutsi',
        instructions: 'Une mesure de décompte à deux temps, puis chaque note du motif.',
        passMark: 60,
        practice: {
          kind: 'rhythm',
          abc: 'X:1\nM:6/8\nL:1/8\nQ:3/8=72\nK:C\nc2 c c2 c | z c c c2 c | c2 c c2 c | z c c c3 |]',
        },
      },
    ],
  },
  {
    lesson: 7,
    title: 'La rumba congolaise',
    content:
      'Née à Léopoldville et Brazzaville dans les années 1940, la rumba congolaise a marqué toute l’Afrique. On étudie ses origines cubaines, ses grands orchestres et sa structure en chanson puis sebene.',
    blocks: [
      {
        type: 'text',
        markdown: `## Un aller-retour à travers l’Atlantique

L’histoire de la **rumba congolaise** est un aller-retour. Les rythmes d’Afrique centrale traversent l’Atlantique avec les esclaves déportés vers Cuba, où ils donnent naissance au *son* et à la rumba cubaine. Au XXe siècle, les disques cubains reviennent en Afrique et connaissent un immense succès à **Léopoldville** (Kinshasa) et **Brazzaville**, les deux capitales face à face sur le fleuve Congo. Les musiciens congolais les réinventent avec leurs langues et leurs guitares : la rumba congolaise est née. Elle est inscrite depuis 2021 au patrimoine culturel immatériel de l’humanité.

## Les grands orchestres

Dans les années 1950 à 1970, de grands orchestres dominent la scène : l’**African Jazz** de Joseph Kabasele (« Indépendance Cha Cha », hymne des indépendances en 1960), l’**OK Jazz** de Franco Luambo Makiadi, l’**African Fiesta** de Tabu Ley Rochereau et du Docteur Nico. Plus tard, Papa Wemba, Koffi Olomidé et Fally Ipupa en font évoluer le son.

## La structure : chanson puis sebene

Un morceau de rumba congolaise se divise souvent en deux parties :

1. **La chanson**, lente ou modérée, où le chanteur développe ses couplets, avec des harmonies vocales raffinées.
2. **Le sebene**, partie instrumentale plus rapide, où la guitare solo joue des motifs répétitifs et où l’**atalaku**, l’animateur, lance des cris pour les danseurs.

## Les instruments

Guitares (solo, mi-solo, rythmique), basse, batterie, percussions, parfois cuivres. La **guitare solo** en arpèges aigus est la signature du genre, et elle a influencé le makossa.

## L’exercice

La rumba repose sur des accords simples et chantants. Reconnaissez les accords de la série : majeurs et mineurs surtout, avec parfois une septième de dominante qui prépare le retour au repos.`,
      },
      {
        type: 'score',
        title: 'Grille de rumba : do, fa, sol7, do',
        abc: 'X:1\nT:Grille de rumba\nM:4/4\nL:1/4\nQ:1/4=96\nK:C\n"C"[CEG]2 [CEG]2 | "F"[CFA]2 [CFA]2 | "G7"[B,DF]2 [B,DG]2 | "C"[CEG]4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'accords-rumba',
        title: 'Reconnaissez les accords',
        instructions: 'Dix accords : majeur, mineur, diminué ou septième de dominante.',
        passMark: 60,
        practice: { kind: 'drill', drill: 'chords', questions: 10 },
      },
    ],
  },
  {
    lesson: 8,
    title: 'Jazz et diasporas',
    content:
      'Le jazz naît à La Nouvelle-Orléans de la rencontre des musiques africaines et européennes. On suit ses styles, du ragtime au jazz moderne, et ses liens avec l’Afrique, de Manu Dibango à Richard Bona.',
    blocks: [
      {
        type: 'text',
        markdown: `## Une musique née de la diaspora

Le **jazz** apparaît au début du XXe siècle à **La Nouvelle-Orléans**, port des États-Unis où se croisent descendants d’esclaves africains, créoles, Européens et Caribéens. Il hérite de l’Afrique l’importance du rythme, de l’improvisation et de l’**appel et réponse** ; de l’Europe, les instruments de fanfare et l’harmonie tonale ; du **blues**, ses notes « bleues » et ses douze mesures.

## Ses grands styles

- **Ragtime** et **jazz Nouvelle-Orléans** (1900–1920) : Scott Joplin, Louis Armstrong.
- **Swing** (années 1930) : les grands orchestres de Duke Ellington et Count Basie, pour la danse.
- **Be-bop** (années 1940) : Charlie Parker, Dizzy Gillespie, des tempos rapides et une harmonie complexe.
- **Jazz modal**, **free jazz**, **jazz-rock** : Miles Davis, John Coltrane, Ornette Coleman.

## Le swing, un rythme ternaire

Dans le jazz, deux croches ne sont pas égales : la première est plus longue que la seconde, comme dans un rythme ternaire. C’est le **swing**. On l’écrit souvent en croches ordinaires, mais on le joue « balancé » : longue-courte, longue-courte.

## Le retour vers l’Afrique

Le jazz est revenu vers l’Afrique et s’y est mêlé aux traditions locales. **Manu Dibango**, saxophoniste de Douala, jouait autant le jazz que le makossa. **Richard Bona**, bassiste né dans l’Est du Cameroun, est devenu une star du jazz à New York. En Afrique du Sud, Hugh Masekela et Abdullah Ibrahim ont inventé un jazz sud-africain. On parle parfois d’**afro-jazz** pour ces rencontres.

## L’exercice

Frappez le rythme swing de la partition : des croches inégales, longue-courte, écrites ici en rythme pointé. Sentez le balancement plutôt que de compter mécaniquement.`,
      },
      {
        type: 'score',
        title: 'Croches swing (écrites pointées)',
        abc: 'X:1\nT:Swing\nM:4/4\nL:1/8\nQ:1/4=100\nK:C\nc>c c>c c>c c2 | c>c c>c c4 |]',
        demo: null,
      },
      {
        type: 'exercise',
        id: 'rythme-swing',
        title: 'Frappez les croches swing',
        instructions: 'Longue-courte, longue-courte : une frappe par note.',
        passMark: 60,
        practice: { kind: 'rhythm', abc: 'X:1\nM:4/4\nL:1/8\nQ:1/4=90\nK:C\nc>c c>c c>c c2 | c>c c>c c4 |]' },
      },
    ],
  },
  {
    lesson: 9,
    title: 'Méthode du commentaire d’écoute',
    content:
      'Le commentaire d’écoute décrit, analyse et situe un extrait musical. On apprend sa méthode en quatre étapes : identifier, décrire, analyser, situer, avec un vocabulaire précis.',
    blocks: [
      {
        type: 'text',
        markdown: `## Dire ce qu’on entend

Le **commentaire d’écoute** est l’exercice central de la musicologie : on écoute un extrait, souvent plusieurs fois, et l’on rédige un texte qui le décrit, l’analyse et le situe. C’est la forme de l’évaluation de ce niveau.

## Les quatre étapes

1. **Identifier** : quel type de musique ? Formation (soliste, groupe, orchestre, chœur), voix ou instruments, musique savante, populaire ou traditionnelle.
2. **Décrire** les paramètres : tempo (lent, modéré, rapide), mesure (binaire ou ternaire), mode (majeur ou mineur), nuances, timbres des instruments.
3. **Analyser** la construction : comment le morceau commence, les parties qui reviennent (refrain, thème), les contrastes, la fin.
4. **Situer** : époque, région, style, et si possible compositeur ou interprète, en justifiant par ce que l’on entend.

## Justifier chaque affirmation

Un bon commentaire ne se contente pas d’affirmer : il **justifie**. Au lieu d’écrire « c’est du makossa », écrivez : « la mesure binaire autour de 120 battements par minute, la basse très mobile au premier plan et les arpèges de guitare dans l’aigu évoquent le makossa des années 1980 ». Le jury évalue la qualité des arguments autant que la justesse de la réponse.

## Le vocabulaire

Préférez les mots précis aux impressions : « crescendo » plutôt que « ça monte », « accord mineur » plutôt que « triste », « ostinato » (motif répété) plutôt que « ça tourne en boucle ». Relisez les leçons précédentes et faites-vous une fiche de vocabulaire.

## L’exercice

Un commentaire commence souvent par le mode : majeur ou mineur ? La série ci-dessous fait sonner des accords : reconnaissez leur couleur, comme vous le ferez dans un extrait entier.

Enfin, soignez la forme : une introduction qui présente l’extrait, un développement en paragraphes, une conclusion qui résume vos observations. Une phrase courte et exacte vaut mieux qu’une longue phrase vague.`,
      },
      {
        type: 'score',
        title: 'Une même mélodie en majeur puis en mineur',
        abc: 'X:1\nT:Majeur puis mineur\nM:4/4\nL:1/4\nQ:1/4=80\nK:C\nC E G E | C4 | C _E G _E | C4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'mode-commentaire',
        title: 'Quelle couleur d’accord ?',
        instructions: 'Dix accords à reconnaître : la première question de tout commentaire.',
        passMark: 65,
        practice: { kind: 'drill', drill: 'chords', questions: 10 },
      },
    ],
  },
  {
    lesson: 10,
    title: 'Préparer l’évaluation',
    content:
      'L’évaluation comporte un commentaire d’écoute et un test d’oreille (binaire ou ternaire, majeur ou mineur, intervalles). On révise la méthode, le vocabulaire et l’on s’entraîne sur des extraits variés.',
    blocks: [
      {
        type: 'text',
        markdown: `## Ce qui vous attend

L’évaluation de fin de niveau comprend deux parties : un **commentaire d’écoute** rédigé sur un extrait de deux à trois minutes, et un **test d’oreille** : reconnaître une mesure binaire ou ternaire, un accord majeur ou mineur, quelques intervalles simples. Révisez les deux en parallèle pendant cette dernière semaine.

## Réviser la méthode

Reprenez la leçon 9 et entraînez-vous sur trois extraits très différents : un morceau baroque (le menuet en sol, une pièce de Vivaldi), un morceau de musique populaire africaine (makossa, bikutsi ou rumba), un standard de jazz. Pour chacun, suivez les quatre étapes et chronométrez-vous : le jour de l’évaluation, vous aurez environ quarante minutes.

## Réviser l’oreille

- **Binaire ou ternaire** : tapez la pulsation, puis essayez « un-et » et « un-et-a ».
- **Majeur ou mineur** : le majeur sonne ouvert et stable, le mineur plus sombre ou mélancolique ; écoutez surtout la **tierce** de l’accord.
- **Intervalles** : utilisez vos chansons-repères, une pour chaque intervalle.

## Le jour J

Écoutez l’extrait une première fois **sans écrire**, pour l’impression générale. À la deuxième écoute, notez les paramètres. À la troisième, la structure. Ensuite seulement, rédigez, en commençant par l’identification et en finissant par la situation historique.

## Le dernier exercice

Une révision complète de l’oreille : une série d’intervalles, comme à l’évaluation. Visez 70 au moins : c’est le niveau attendu.

Bravo pour ces dix semaines : vous savez décrire un son, situer une œuvre dans l’histoire, classer un instrument et commenter une écoute. La musicologie est une curiosité qui ne s’arrête jamais : continuez à écouter, à lire et à poser des questions.`,
      },
      {
        type: 'score',
        title: 'Les intervalles de la révision',
        abc: 'X:1\nT:Intervalles\nM:4/4\nL:1/4\nQ:1/4=72\nK:C\nC D C E | C F C G | C c C2 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'revision-intervalles-musicologie',
        title: 'Révisez les intervalles',
        instructions: 'Dix intervalles, comme au test d’oreille de l’évaluation.',
        passMark: 70,
        practice: { kind: 'drill', drill: 'intervals', questions: 10 },
      },
    ],
  },
]
