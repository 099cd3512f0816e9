import type { Level } from '../types.ts'

/** Piano, débutant: twelve weeks, one lesson a week (issue #25). Lesson 1 is the free "Leçon d'essai". */
export const pianoDebutant: Level['syllabus'] = [
  {
    lesson: 1,
    title: 'Découvrir le clavier',
    free: true,
    content:
      'Le clavier se répète par groupes de douze touches : sept blanches et cinq noires. Le do se trouve toujours juste à gauche d’un groupe de deux touches noires. On installe la posture et on joue ses cinq premières notes.',
    blocks: [
      {
        type: 'text',
        markdown: `## Un paysage qui se répète

Un piano compte 88 touches, un clavier numérique souvent 61 : cela paraît immense, mais tout le clavier n’est que la répétition d’un même motif de **douze touches**, sept blanches et cinq noires. Regardez les touches noires : elles forment des groupes de deux, puis de trois, puis de deux, puis de trois, et ainsi de suite jusqu’au bout. Ces groupes sont vos repères, comme les bornes au bord d’une route.

Le **do** se trouve toujours juste à gauche d’un groupe de deux touches noires. Cherchez tous les do de votre clavier, de gauche à droite, en disant leur nom à voix haute. Celui qui est le plus proche du milieu, souvent en face de la marque du fabricant, s’appelle le **do central** ou do 3. C’est notre point de départ pour les douze semaines de ce niveau.

À droite du do viennent ré, mi, fa, sol, la et si, puis un nouveau do : on dit qu’on est monté d’une **octave**. Plus on va vers la droite, plus le son est aigu ; plus on va vers la gauche, plus il est grave.

## La posture, avant la première note

- Asseyez-vous au bord du siège, le dos droit, les pieds à plat sur le sol.
- Réglez la hauteur pour que vos avant-bras soient à peu près horizontaux, au niveau du clavier.
- Laissez vos épaules tomber : elles ne doivent jamais monter vers les oreilles.
- Arrondissez les doigts comme si vous teniez une orange dans la main.

Une bonne posture n’est pas une question d’élégance : elle évite les douleurs au poignet et permet de jouer longtemps sans fatigue. Prenez l’habitude de vérifier ces quatre points à chaque début de séance.

## Vos cinq premières notes

Posez la main droite sur le do central, puis un doigt par touche jusqu’au sol : pouce sur do, index sur ré, majeur sur mi, annulaire sur fa, auriculaire sur sol. Écoutez la partition ci-dessous, puis jouez-la en même temps que la démonstration, le clavier à l’écran vous montre chaque note au moment où elle sonne. Baissez le tempo à 70 % si c’est trop rapide : aller lentement est la manière la plus rapide d’apprendre.`,
      },
      {
        type: 'score',
        title: 'Do, ré, mi, fa, sol : monter et descendre',
        abc: 'X:1\nT:Cinq notes\nM:4/4\nL:1/4\nQ:1/4=72\nK:C\nC D E F | G4 | G F E D | C4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'cinq-notes',
        title: 'Jouez vos cinq premières notes',
        instructions:
          'Après une mesure de décompte, jouez la partition : do, ré, mi, fa, sol, puis redescendez. Clavier MIDI, touches de l’ordinateur (Q, S, D, F, G pour do, ré, mi, fa, sol) ou clavier à l’écran.',
        passMark: 70,
        practice: { kind: 'play', abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=72\nK:C\nC D E F | G4 | G F E D | C4 |]' },
      },
    ],
  },
  {
    lesson: 2,
    title: 'Les doigts et la position de do',
    content:
      'Les doigts sont numérotés de 1 (pouce) à 5 (auriculaire), pour chaque main. On pose la main droite sur do-ré-mi-fa-sol, un doigt par touche, et on joue de courts motifs en regardant la partition plutôt que ses mains.',
    blocks: [
      {
        type: 'text',
        markdown: `## Des numéros plutôt que des noms

Sur une partition de piano, les petits chiffres au-dessus ou au-dessous des notes sont des **doigtés**. Ils numérotent les doigts de 1 à 5, de la même façon pour les deux mains : le pouce est le 1, l’index le 2, le majeur le 3, l’annulaire le 4 et l’auriculaire le 5. Pour les retenir, posez vos deux mains à plat sur la table, pouces l’un vers l’autre, et dites les numéros en soulevant chaque doigt.

Le doigté n’est pas un détail : un bon doigté rend un passage facile, un mauvais le rend impossible à jouer vite. Les pianistes expérimentés passent du temps à choisir leurs doigtés avant de travailler un morceau.

## La position de do

La **position de do** est la plus simple : la main droite couvre do, ré, mi, fa, sol, un doigt par touche, le pouce sur le do central. Tant que la mélodie reste dans ces cinq notes, la main ne bouge pas du tout. La main gauche peut prendre la même position une octave plus bas, l’auriculaire sur do et le pouce sur sol.

## Regarder la partition, pas ses mains

Le réflexe de tout débutant est de regarder ses doigts. Résistez ! Dans la position de do, vos doigts savent déjà où aller : chaque note correspond à un doigt. Gardez les yeux sur la partition et sentez les touches. C’est ce qui vous permettra plus tard de lire un morceau entier sans vous perdre.

## Travailler un petit motif

Le motif de cette semaine saute une note sur deux : do-mi, ré-fa, mi-sol. Ces sauts obligent les doigts à devenir indépendants. Jouez chaque note avec un son égal, sans appuyer plus fort avec le pouce, qui est le doigt le plus lourd. Écoutez d’abord la démonstration, réglez le tempo à 60 % et bouclez les deux premières mesures jusqu’à ce qu’elles soient confortables, puis jouez l’ensemble.

Travaillez dix minutes par jour plutôt qu’une heure le dimanche : la mémoire des doigts se construit par la répétition régulière, et chaque séance courte consolide la précédente.`,
      },
      {
        type: 'score',
        title: 'Motif en tierces dans la position de do',
        abc: 'X:1\nT:Motif en tierces\nM:4/4\nL:1/4\nQ:1/4=76\nK:C\nC E D F | E G F D | C E D F | E2 C2 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'motif-tierces',
        title: 'Jouez le motif en tierces',
        instructions:
          'Jouez le motif en gardant la main en position de do. Visez des notes régulières : chaque note est jugée juste ou fausse, avec son avance ou son retard en millisecondes.',
        passMark: 70,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=76\nK:C\nC E D F | E G F D | C E D F | E2 C2 |]',
        },
      },
    ],
  },
  {
    lesson: 3,
    title: 'Lire en clé de sol',
    content:
      'En clé de sol, la deuxième ligne de la portée porte le sol. Le do central (do3) s’écrit sur une ligne supplémentaire sous la portée. Sur les lignes on lit mi, sol, si, ré, fa, et dans les interlignes fa, la, do, mi.',
    blocks: [
      {
        type: 'text',
        markdown: `## La portée et sa clé

Une **portée** est faite de cinq lignes horizontales, que l’on compte de bas en haut. Les notes s’écrivent sur les lignes ou dans les espaces entre elles, appelés **interlignes**. Plus une note est haute sur la portée, plus elle est aiguë. Mais pour savoir quelle note porte quelle ligne, il faut une **clé**, dessinée au début de la portée.

La **clé de sol** s’enroule autour de la deuxième ligne : cette ligne porte le sol au-dessus du do central. C’est la clé de la main droite du pianiste, de la voix, de la flûte, de la guitare et de bien d’autres instruments.

## Les repères à connaître par cœur

- Sur les lignes, de bas en haut : **mi, sol, si, ré, fa**. Une phrase aide à les retenir : « Mi Sol Si Ré Fa, mon sac sur ré-fa ».
- Dans les interlignes, de bas en haut : **fa, la, do, mi**, qui se lit presque comme un mot.
- Le **do central** s’écrit sous la portée, sur une petite ligne supplémentaire.

Ne lisez pas les notes en comptant depuis le bas à chaque fois : c’est trop lent. Apprenez quelques notes repères (le do central, le sol de la clé, le do du troisième interligne) et lisez les autres par rapport à elles, une note plus haut, une note plus bas.

## Lire par intervalles

Une note sur une ligne suivie d’une note sur la ligne juste au-dessus, c’est un saut de tierce. De ligne à interligne voisin, c’est une seconde : les notes sont voisines sur le clavier. Les bons lecteurs ne nomment pas chaque note, ils voient la **forme** de la mélodie : elle monte, elle descend, elle saute. Entraînez votre œil à ces formes autant qu’aux noms.

## L’exercice de la semaine

La série de questions ci-dessous tire des notes au hasard entre le do central et le la au-dessus de la portée. Répondez vite, sans compter les lignes si possible. Refaites la série chaque jour : la vitesse vient en quelques jours, et votre meilleur score est enregistré.`,
      },
      {
        type: 'score',
        title: 'Les notes des lignes, puis des interlignes',
        abc: 'X:1\nT:Lignes et interlignes\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\nE G B d | f4 | F A c e | e4 |]',
        demo: null,
      },
      {
        type: 'exercise',
        id: 'lecture-sol',
        title: 'Nommez les notes en clé de sol',
        instructions: 'Dix notes tirées au hasard : choisissez leur nom. Le score s’affiche au fur et à mesure.',
        passMark: 80,
        practice: { kind: 'drill', drill: 'treble', questions: 10 },
      },
    ],
  },
  {
    lesson: 4,
    title: 'Ronde, blanche, noire et silences',
    content:
      'Dans une mesure à 4/4, la ronde vaut quatre temps, la blanche deux et la noire un. Les silences correspondants sont la pause, la demi-pause et le soupir. On compte à voix haute en jouant, avec un métronome réglé à 60.',
    blocks: [
      {
        type: 'text',
        markdown: `## La durée des notes

La hauteur d’une note dit **quoi** jouer ; sa forme dit **combien de temps** la tenir. Trois figures suffisent pour commencer :

- la **ronde**, une tête blanche sans hampe, vaut quatre temps ;
- la **blanche**, une tête blanche avec une hampe, vaut deux temps ;
- la **noire**, une tête noire avec une hampe, vaut un temps.

Une ronde vaut donc deux blanches, ou quatre noires. Ces rapports ne changent jamais ; seule la vitesse du temps, le **tempo**, change d’un morceau à l’autre.

## La mesure à 4/4

Les barres verticales découpent la musique en **mesures**. Le chiffrage 4/4, au début de la portée, annonce quatre temps par mesure, chaque temps valant une noire. Le premier temps est le plus fort : c’est là que le pied tape naturellement quand on danse.

## Les silences comptent aussi

Chaque durée a son **silence** : la pause (quatre temps) pend sous la quatrième ligne, la demi-pause (deux temps) est posée sur la troisième, le soupir vaut un temps. Un silence n’est pas une pause pour se reposer : on continue à compter, et la note suivante doit arriver exactement à l’heure. Les musiciens disent que le silence fait partie de la musique.

## Compter à voix haute

Réglez un métronome à 60 : un battement par seconde. Comptez « un, deux, trois, quatre » avec lui, puis frappez dans vos mains sur chaque note du rythme ci-dessous, en continuant à compter pendant les blanches et les silences. C’est exactement ce que demande l’exercice : après une mesure de décompte, tapez chaque note sur la barre d’espace ou le grand bouton. Chaque frappe est mesurée en millisecondes ; au-dessous de 30 ms d’écart, l’oreille ne fait plus la différence.

Quand vous y arrivez, jouez le même rythme au piano sur un do : c’est votre premier morceau rythmique.`,
      },
      {
        type: 'score',
        title: 'Rondes, blanches, noires et soupirs',
        abc: 'X:1\nT:Premier rythme\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\nC4 | C2 C2 | C C C C | C2 z2 | C C C2 | C z C z | C C C C | C4 |]',
        demo: null,
      },
      {
        type: 'exercise',
        id: 'premier-rythme',
        title: 'Frappez le rythme',
        instructions:
          'Une mesure de décompte, puis frappez chaque note (barre d’espace ou grand bouton). Ne frappez pas pendant les silences.',
        passMark: 70,
        practice: {
          kind: 'rhythm',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\nC4 | C2 C2 | C C C C | C2 z2 | C C C2 | C z C z | C C C C | C4 |]',
        },
      },
    ],
  },
  {
    lesson: 5,
    title: 'La clé de fa et la main gauche',
    content:
      'En clé de fa, la quatrième ligne porte le fa. Sur les lignes on lit sol, si, ré, fa, la, et dans les interlignes la, do, mi, sol. La main gauche se place en position de do grave, le cinquième doigt sur do2 et le pouce sur sol2.',
    blocks: [
      {
        type: 'text',
        markdown: `## Une deuxième clé pour les sons graves

Le piano a deux mains et deux portées. La portée du haut, en clé de sol, sert à la main droite ; celle du bas, en **clé de fa**, à la main gauche. Les deux sont réunies par une accolade : c’est le **système** du piano.

La clé de fa s’écrit sur la quatrième ligne, entre ses deux points : cette ligne porte le fa sous le do central. Le do central lui-même s’écrit juste au-dessus de la portée, sur une ligne supplémentaire : c’est le même do que celui sous la portée de clé de sol. Il fait le pont entre les deux mains.

## Les repères de la clé de fa

- Sur les lignes, de bas en haut : **sol, si, ré, fa, la**.
- Dans les interlignes : **la, do, mi, sol**.

Beaucoup d’élèves lisent la clé de fa en « décalant » la clé de sol, ce qui mène à des erreurs. Mieux vaut apprendre trois repères propres à la clé de fa : le fa de la quatrième ligne, le do du deuxième interligne et le sol de la première ligne, puis lire à partir d’eux.

## La main gauche en position de do

Posez l’auriculaire de la main gauche sur le do une octave sous le do central, puis un doigt par touche jusqu’au pouce, sur sol. Attention : à la main gauche, quand la mélodie monte, on joue 5-4-3-2-1 ; le doigté est le miroir de la main droite. La main gauche est souvent plus lente au début, et c’est normal : elle a moins d’habitude. Donnez-lui autant de travail qu’à la droite.

## La basse, fondation de la musique

Dans le makossa comme dans le gospel, la main gauche joue le rôle de la basse : c’est elle qui donne l’assise des accords et le balancement du rythme. Écoutez la ligne de basse ci-dessous, d’abord à 70 %, en suivant le clavier de démonstration ; puis faites la série de lecture en clé de fa, qui tire des notes de la première ligne supplémentaire sous la portée jusqu’au do central.`,
      },
      {
        type: 'score',
        title: 'Une basse simple en clé de fa',
        abc: 'X:1\nT:Basse en do\nM:4/4\nL:1/4\nQ:1/4=72\nK:C clef=bass\nC, E, G, E, | F, A, C A, | G, B, D B, | C,4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'lecture-fa',
        title: 'Nommez les notes en clé de fa',
        instructions: 'Dix notes tirées au hasard en clé de fa : choisissez leur nom.',
        passMark: 80,
        practice: { kind: 'drill', drill: 'bass', questions: 10 },
      },
    ],
  },
  {
    lesson: 6,
    title: 'La gamme de do majeur',
    content:
      'La gamme de do majeur n’utilise que des touches blanches : do, ré, mi, fa, sol, la, si, do. Elle suit la structure ton, ton, demi-ton, ton, ton, ton, demi-ton. À la main droite, le doigté est 1-2-3, passage du pouce sous le troisième doigt, puis 1-2-3-4-5.',
    blocks: [
      {
        type: 'text',
        markdown: `## Une échelle de huit notes

Une **gamme** est une suite de notes qui monte d’une note à son octave. La gamme de **do majeur** est la seule gamme majeure qui n’utilise que des touches blanches : do, ré, mi, fa, sol, la, si, do. C’est pourquoi on commence toujours par elle.

## Tons et demi-tons

Entre deux touches voisines, qu’elles soient blanches ou noires, il y a un **demi-ton**. Deux demi-tons font un **ton**. Regardez le clavier : entre do et ré, il y a une touche noire, donc un ton. Entre mi et fa, aucune touche noire : un demi-ton. Même chose entre si et do.

Toute gamme majeure suit la même structure : **ton, ton, demi-ton, ton, ton, ton, demi-ton**. C’est cette suite d’écarts qui lui donne sa couleur lumineuse. Partez de n’importe quelle touche en respectant cette structure, et vous obtiendrez une gamme majeure : c’est ce que nous ferons au niveau intermédiaire.

## Le passage du pouce

Avec cinq doigts, on ne peut pas jouer huit notes sans bouger la main. La solution est le **passage du pouce** : à la main droite, jouez do-ré-mi avec 1-2-3, puis glissez le pouce sous la main pour jouer le fa, et continuez fa-sol-la-si-do avec 1-2-3-4-5. En descendant, le troisième doigt passe par-dessus le pouce après le fa.

Le secret d’un passage réussi est de préparer le pouce : dès que le 2 joue le ré, le pouce commence à glisser sous la paume. Le coude reste souple et suit le mouvement ; le poignet ne se tord pas.

## Comment travailler

1. Mains séparées, très lentement, en disant les doigtés à voix haute.
2. Avec le métronome à 60, une note par battement.
3. Puis monter le tempo de 5 en 5, seulement quand c’est régulier.

La gamme fait partie de l’évaluation de fin de niveau (25 % de la note). L’exercice ci-dessous la demande à la main droite, montante puis descendante, en noires.`,
      },
      {
        type: 'score',
        title: 'Gamme de do majeur, montante et descendante',
        abc: 'X:1\nT:Gamme de do majeur\nM:4/4\nL:1/4\nQ:1/4=72\nK:C\nC D E F | G A B c | c B A G | F E D C |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'gamme-do',
        title: 'Jouez la gamme de do majeur',
        instructions:
          'Main droite, une note par temps, en montant puis en descendant. Avec les touches de l’ordinateur : Q S D F G H J K.',
        passMark: 75,
        practice: { kind: 'play', abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=72\nK:C\nC D E F | G A B c | c B A G | F E D C |]' },
      },
    ],
  },
  {
    lesson: 7,
    title: 'Premiers accords : do, fa et sol',
    content:
      'Un accord parfait majeur superpose une fondamentale, une tierce majeure et une quinte juste : do-mi-sol pour do majeur. Les trois accords principaux de la tonalité sont do (degré I), fa (degré IV) et sol (degré V).',
    blocks: [
      {
        type: 'text',
        markdown: `## Jouer plusieurs notes ensemble

Un **accord** est un ensemble d’au moins trois notes jouées en même temps. L’accord le plus courant est l’**accord parfait**, construit en empilant des tierces : on prend une note, la **fondamentale**, puis une note sur deux de la gamme. Sur do, cela donne do-mi-sol.

Entre do et mi, il y a deux tons : c’est une **tierce majeure**. Entre mi et sol, un ton et demi : une **tierce mineure**. Une tierce majeure en bas et une mineure en haut donnent un accord **majeur**, au son clair et stable. L’inverse, mineure en bas et majeure en haut, donne un accord **mineur**, plus sombre : la-do-mi en est un.

## Les trois accords qui suffisent

Dans la gamme de do majeur, trois accords majeurs portent l’essentiel de la musique :

- **do majeur** (do-mi-sol), le degré I, l’accord du repos ;
- **fa majeur** (fa-la-do), le degré IV, qui s’éloigne ;
- **sol majeur** (sol-si-ré), le degré V, qui crée une tension et appelle le retour au do.

Avec ces trois accords, on accompagne des centaines de chansons, des comptines aux chants d’église, et beaucoup de morceaux de makossa ou de rumba dans leurs versions simples.

## Bien poser la main

Jouez do-mi-sol avec les doigts 1-3-5 de la main droite. Les trois notes doivent partir ensemble, comme une seule : laissez tomber le poids du bras plutôt que de pousser avec les doigts. Pour enchaîner do, fa et sol, gardez la même forme de main et déplacez-la d’un bloc. Au niveau intermédiaire, les renversements vous permettront de bouger beaucoup moins.

## Reconnaître à l’oreille

Un musicien ne lit pas seulement les accords : il les **entend**. La série ci-dessous fait sonner des accords au hasard ; dites s’ils sont majeurs, mineurs, diminués ou de septième de dominante. Commencez par distinguer majeur et mineur : le majeur sonne ouvert, le mineur plus voilé. Les deux autres viendront avec l’habitude.`,
      },
      {
        type: 'score',
        title: 'Do, fa, sol, do : la grille de base',
        abc: 'X:1\nT:I IV V I\nM:4/4\nL:1/4\nQ:1/4=66\nK:C\n"C"[CEG]4 | "F"[FAc]4 | "G"[GBd]4 | "C"[CEG]4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'accords-oreille',
        title: 'Reconnaissez les accords',
        instructions: 'Écoutez chaque accord et choisissez son type. Dix accords par série.',
        passMark: 70,
        practice: { kind: 'drill', drill: 'chords', questions: 10 },
      },
    ],
  },
  {
    lesson: 8,
    title: 'Jouer mains ensemble',
    content:
      'La main droite joue la mélodie, la main gauche tient des accords ou des basses simples. On travaille très lentement, une mesure à la fois, puis on enchaîne deux mesures, puis la phrase entière. La régularité compte plus que la vitesse.',
    blocks: [
      {
        type: 'text',
        markdown: `## Deux mains, un seul cerveau

Jouer mains ensemble est la première grande difficulté du piano : chaque main doit faire quelque chose de différent, au même moment. Le cerveau n’y arrive pas du premier coup, et c’est normal. Il faut construire la coordination pas à pas.

## La méthode en quatre étapes

1. **Chaque main seule**, jusqu’à pouvoir la jouer sans regarder et sans hésiter.
2. **Une mesure à la fois**, mains ensemble, très lentement : à 50 % du tempo s’il le faut.
3. **Deux mesures**, en enchaînant sans s’arrêter sur la barre de mesure.
4. **La phrase entière**, puis le morceau, en remontant le tempo peu à peu.

Le réglage « de la mesure… à la mesure… en boucle » de la partition est fait pour cela : choisissez une mesure difficile, bouclez-la à 60 %, jouez avec la démonstration jusqu’à ce qu’elle devienne facile.

## Au clair de la lune

Notre morceau de la semaine est une chanson que tout le monde connaît. La main droite joue la mélodie dans la position de do. La main gauche tient un do grave pendant toute la mesure, puis un sol quand la mélodie s’arrête sur ré : ce sont les degrés I et V de la leçon précédente, réduits à leur note de basse.

Commencez par la mélodie seule, c’est l’objet de l’exercice. Quand elle est sûre, ajoutez la main gauche en suivant la partition, lentement. Comptez à voix haute : une ronde à la main gauche dure quatre temps pendant que la main droite joue quatre noires.

## Ne pas accélérer

L’erreur la plus courante est d’accélérer dans les passages faciles et de ralentir dans les difficiles. Le métronome est votre juge : si vous ne pouvez pas jouer un passage au tempo, baissez le tempo pour tout le morceau. Un morceau lent et régulier sonne toujours mieux qu’un morceau rapide et bancal. Le score de l’exercice mesure justement votre régularité, note par note, en millisecondes.`,
      },
      {
        type: 'score',
        title: 'Au clair de la lune (mains ensemble)',
        abc: 'X:1\nT:Au clair de la lune\nM:4/4\nL:1/4\nQ:1/4=80\nK:C\n[C,C] C C D | [G,,E]2 [G,,D]2 | [C,C] E D D | [C,C]4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'clair-de-la-lune',
        title: 'Jouez la mélodie d’« Au clair de la lune »',
        instructions: 'Main droite seule, position de do, au tempo de la démonstration.',
        passMark: 75,
        practice: { kind: 'play', abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=80\nK:C\nC C C D | E2 D2 | C E D D | C4 |]' },
      },
    ],
  },
  {
    lesson: 9,
    title: 'Croches et mesure à 3/4',
    content:
      'Deux croches valent une noire : on les compte « 1 et 2 et ». En 3/4, chaque mesure compte trois temps avec un appui sur le premier, comme dans une valse ou un menuet. On découvre le Menuet en sol majeur du Petit livre d’Anna Magdalena Bach.',
    blocks: [
      {
        type: 'text',
        markdown: `## La croche : la moitié d’un temps

Une **croche** ressemble à une noire avec un petit drapeau sur la hampe. Elle vaut un demi-temps : deux croches remplissent le temps d’une noire. Quand plusieurs croches se suivent, on remplace les drapeaux par une barre qui les relie, la **ligature**, ce qui rend la lecture plus facile.

Pour compter les croches, on dit « **un et deux et trois et** » : le chiffre tombe sur le temps, le « et » au milieu. Dites-le à voix haute en tapant du pied sur les chiffres seulement : vos mains tapent toutes les syllabes.

## La mesure à trois temps

Le chiffrage **3/4** annonce trois noires par mesure. Le premier temps est appuyé, les deux suivants plus légers : UN-deux-trois, UN-deux-trois. C’est le balancement de la valse, mais aussi du **menuet**, une danse de cour du XVIIIe siècle.

## Le Menuet en sol majeur

Ce menuet figure dans le *Petit livre d’Anna Magdalena Bach*, un recueil de pièces que Jean-Sébastien Bach avait préparé pour sa femme. On sait aujourd’hui qu’il a été composé par Christian Petzold, un organiste ami de la famille. C’est l’une des pièces les plus jouées par les pianistes débutants du monde entier, et le morceau de notre évaluation.

Il est en **sol majeur** : l’armure porte un dièse, sur le fa. Chaque fa de la partition se joue donc sur la touche noire à droite du fa. Écoutez la partition ci-dessous en suivant la main droite sur le clavier de démonstration : repérez les groupes de croches, qui tombent toujours sur les deuxième et troisième temps.

## L’exercice

Avant de jouer les notes, maîtrisez le rythme. L’exercice vous demande de frapper le rythme des quatre premières mesures du menuet : une blanche suivie de croches, puis des noires. Comptez « UN-deux-trois » pendant le décompte, et gardez ce balancement en frappant.`,
      },
      {
        type: 'score',
        title: 'Menuet en sol majeur (Petzold, attribué à Bach), mesures 1 à 8',
        abc: 'X:1\nT:Menuet en sol majeur\nC:Christian Petzold\nM:3/4\nL:1/8\nQ:1/4=96\nK:G\nd2 G A B c | d2 G2 G2 | e2 c d e f | g2 G2 G2 | c2 d c B A | B2 c B A G | F2 G A B G | A6 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'rythme-menuet',
        title: 'Frappez le rythme du menuet',
        instructions: 'Les quatre premières mesures : une mesure de décompte à trois temps, puis frappez chaque note.',
        passMark: 70,
        practice: {
          kind: 'rhythm',
          abc: 'X:1\nM:3/4\nL:1/8\nQ:1/4=84\nK:G\nd2 G A B c | d2 G2 G2 | e2 c d e f | g2 G2 G2 |]',
        },
      },
    ],
  },
  {
    lesson: 10,
    title: 'Nuances, legato et staccato',
    content:
      'Piano, forte, crescendo et decrescendo donnent du relief à la musique. Le legato lie les notes entre elles, le staccato les détache. On prépare le morceau de l’évaluation en soignant ces contrastes.',
    blocks: [
      {
        type: 'text',
        markdown: `## Jouer les notes ne suffit pas

Une même mélodie peut être tendre, joyeuse, menaçante ou triomphale selon la façon dont on la joue. Les **nuances** et les **modes de jeu** sont les outils de cette expression. Ils sont écrits sous la portée, souvent en italien, la langue des premiers éditeurs de musique.

## Les nuances

- ***p*** (*piano*) : doux. ***pp*** : très doux.
- ***f*** (*forte*) : fort. ***ff*** : très fort.
- ***mp*** et ***mf*** (*mezzo piano*, *mezzo forte*) : moyennement doux, moyennement fort.
- Le **crescendo**, dessiné comme un soufflet qui s’ouvre, demande d’augmenter peu à peu ; le **decrescendo** de diminuer.

Au piano, la nuance vient de la **vitesse** à laquelle la touche descend, non de la force des doigts. Pour jouer *forte*, laissez tomber le poids du bras ; pour jouer *piano*, gardez le contact avec la touche et enfoncez-la lentement.

## Legato et staccato

Le **legato**, indiqué par une liaison, lie les notes : on ne relève un doigt qu’au moment où le suivant enfonce sa touche, comme si l’on marchait. Le **staccato**, indiqué par un point au-dessus ou au-dessous de la note, la détache : on la quitte aussitôt, comme si la touche était brûlante.

## L’Ode à la joie

La mélodie de l’*Ode à la joie*, tirée de la Neuvième symphonie de Beethoven, est idéale pour travailler les nuances : la première phrase monte et redescend doucement (*piano*, legato), la deuxième répond plus fort (*mezzo forte*). Écoutez la démonstration, puis jouez la première phrase dans l’exercice.

Ici, l’exercice juge la justesse et la régularité des notes ; les nuances, c’est votre oreille qui les juge. Enregistrez-vous avec votre téléphone et réécoutez : entend-on la différence entre vos deux phrases ? C’est cette écoute critique qui fait progresser le plus vite, et c’est aussi ce qu’attendront vos professeurs à l’évaluation.`,
      },
      {
        type: 'score',
        title: 'Ode à la joie (Beethoven), première phrase',
        abc: 'X:1\nT:Ode à la joie\nC:Ludwig van Beethoven\nM:4/4\nL:1/4\nQ:1/4=88\nK:C\n!p!E E F G | G F E D | C C D E | E3/2 D/ D2 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'ode-joie',
        title: 'Jouez la première phrase de l’Ode à la joie',
        instructions: 'Main droite, position de do. Attention à la noire pointée de la dernière mesure.',
        passMark: 75,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=88\nK:C\nE E F G | G F E D | C C D E | E3/2 D/ D2 |]',
        },
      },
    ],
  },
  {
    lesson: 11,
    title: 'Le makossa au clavier : basse et contretemps',
    content:
      'Le makossa, né à Douala, repose sur une basse mobile et des accords placés sur les contretemps. On apprend une ligne de basse de makossa à la main gauche et on frappe son rythme syncopé.',
    blocks: [
      {
        type: 'text',
        markdown: `## Une musique de Douala

Le **makossa** est né à Douala dans les années 1950 et a fait le tour du monde dans les années 1970 avec Manu Dibango. Son nom vient du mot douala *kossa*, un cri lancé pour encourager les danseurs. Sa signature est une **basse** très mobile, qui chante presque autant que la voix, et une guitare ou un piano qui placent leurs accords **entre les temps**.

## Le contretemps

Comptez « un et deux et trois et quatre et ». Les chiffres sont les **temps**, les « et » sont les **contretemps**. Dans la musique classique que nous avons jouée jusqu’ici, les notes importantes tombent sur les temps. Dans le makossa, beaucoup d’accents tombent sur les « et » : c’est ce décalage, la **syncope**, qui donne envie de danser.

## La ligne de basse

La basse ci-dessous tourne sur deux accords, do et sol, en croches. Elle commence sur le temps, puis anticipe : la note qui change d’accord arrive un demi-temps avant la barre de mesure. Jouez-la à la main gauche, lentement, en comptant à voix haute. Votre main droite peut plaquer les accords de do et de sol sur les contretemps, une fois la basse sûre.

## Sentir avant de jouer

Avant de jouer, frappez le rythme de la basse. Les musiciens de Douala disent qu’on apprend le makossa avec les pieds avant de l’apprendre avec les doigts : marchez sur les temps en frappant la basse dans vos mains. L’exercice mesure chacune de vos frappes : une syncope jouée 80 ms trop tôt ou trop tard ne « tombe » plus, même si les notes sont justes.

Écoutez aussi les grands morceaux du genre, de Manu Dibango à Petit-Pays en passant par Ben Decca, et repérez la basse : elle est souvent plus facile à suivre que la mélodie une fois que l’oreille s’y habitue.`,
      },
      {
        type: 'score',
        title: 'Ligne de basse de makossa (main gauche)',
        abc: 'X:1\nT:Basse makossa\nM:4/4\nL:1/8\nQ:1/4=100\nK:C clef=bass\nC,2 z C, E, G, z G,- | G,2 z G, B,, D, z C,- | C,2 z C, E, G, z G,- | G,2 z G, B,, D, C,2 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'rythme-makossa',
        title: 'Frappez la basse de makossa',
        instructions: 'Frappez chaque note de la basse, y compris celles qui arrivent sur les contretemps.',
        passMark: 65,
        practice: {
          kind: 'rhythm',
          abc: 'X:1\nM:4/4\nL:1/8\nQ:1/4=90\nK:C\nC2 z C C C z C- | C2 z C C C z C- | C2 z C C C z C- | C2 z C C C C2 |]',
        },
      },
    ],
  },
  {
    lesson: 12,
    title: 'Préparer l’évaluation',
    content:
      'On révise le menuet, la gamme de do majeur et la lecture de notes, et l’on apprend à gérer le trac : routine de travail de la dernière semaine, écoute de soi-même, jeu devant les autres.',
    blocks: [
      {
        type: 'text',
        markdown: `## Ce que demande l’évaluation

L’évaluation de fin de niveau compte trois parties : l’exécution d’un morceau du répertoire (50 % de la note), la gamme de do majeur mains ensemble (25 %) et un quiz de lecture de notes et de rythme (25 %). Il faut 75 % au total pour valider le niveau et recevoir votre certificat. Cette dernière leçon vous aide à préparer les trois.

## Le morceau : le début du menuet

Reprenez le Menuet en sol majeur de la leçon 9. Travaillez-le par sections de deux mesures, en boucle, à 70 % du tempo, puis remontez à 100 %. L’exercice ci-dessous demande les deux premières mesures à la main droite : c’est la phrase qui ouvre le morceau, celle que le jury entend en premier. Soignez l’appui du premier temps et la légèreté des croches.

## La routine de la dernière semaine

- **Échauffement** (5 minutes) : la gamme de do majeur, mains séparées puis ensemble, lentement.
- **Lecture** (5 minutes) : une série de notes en clé de sol et une en clé de fa.
- **Morceau** (15 minutes) : les passages difficiles d’abord, puis une fois le morceau en entier sans s’arrêter, quoi qu’il arrive.

Jouer en entier sans s’arrêter est une compétence en soi : à l’évaluation, une fausse note ne coûte presque rien, un arrêt coûte beaucoup. Entraînez-vous à continuer après une erreur.

## Apprivoiser le trac

Le trac est normal : même les grands pianistes le ressentent. Pour le réduire, jouez votre morceau devant votre famille ou des amis plusieurs fois dans la semaine, ou enregistrez-vous avec un téléphone : le simple fait d’être écouté crée une petite pression qui vous y habitue. Avant de jouer, respirez lentement trois fois et pensez au tempo des deux premières mesures.

Vous avez parcouru beaucoup de chemin en douze semaines : la lecture en deux clés, les rythmes, la gamme, les accords, les deux mains ensemble et même le makossa. Bonne évaluation !`,
      },
      {
        type: 'score',
        title: 'Menuet en sol majeur : la phrase d’ouverture',
        abc: 'X:1\nT:Menuet, mesures 1 et 2\nM:3/4\nL:1/8\nQ:1/4=80\nK:G\nd2 G A B c | d2 G2 G2 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'menuet-ouverture',
        title: 'Jouez l’ouverture du menuet',
        instructions:
          'Main droite : ré, sol-la-si-do, ré, sol, sol. Le pouce sur le sol, le cinquième doigt sur le ré.',
        passMark: 75,
        practice: { kind: 'play', abc: 'X:1\nM:3/4\nL:1/8\nQ:1/4=80\nK:G\nd2 G A B c | d2 G2 G2 |]' },
      },
      {
        type: 'exercise',
        id: 'revision-intervalles',
        title: 'Révision à l’oreille : les intervalles',
        instructions: 'Écoutez deux notes l’une après l’autre et nommez l’écart entre elles.',
        passMark: 60,
        practice: { kind: 'drill', drill: 'intervals', questions: 10 },
      },
    ],
  },
]
