import type { Level } from '../types.ts'

/**
 * Piano, avancé: twenty weeks, one lesson a week (issue #25). Lesson 1 is the free "Leçon d'essai".
 * The scores are self-written exercises, or short reductions of public-domain works (Chopin, Debussy).
 */
export const pianoAvance: Level['syllabus'] = [
  {
    lesson: 1,
    title: 'Les quatre accords de septième',
    free: true,
    content:
      'Sur do, on construit do maj7 (do-mi-sol-si), do7 (do-mi-sol-si♭), do m7 (do-mi♭-sol-si♭) et do m7♭5 (do-mi♭-sol♭-si♭). On les joue dans toutes les tonalités en suivant le cycle des quintes.',
    blocks: [
      {
        type: 'text',
        markdown: `## Pourquoi la septième change tout

Au niveau intermédiaire, vous avez joué des triades : trois notes empilées en tierces. Ajoutez une tierce de plus au sommet et vous obtenez un **accord de septième**, la brique de base du jazz, du gospel, de l’afro-jazz et d’une grande partie de la musique romantique. Cette quatrième note donne à l’accord une direction : il ne se contente plus d’exister, il veut aller quelque part.

Tout ce niveau repose sur ces accords. Prenez donc le temps, cette semaine, de les connaître **par cœur et dans toutes les tonalités** : on ne peut pas improviser sur une grille si l’on doit calculer chaque accord.

## Les quatre types, construits sur do

- **Do maj7** (septième majeure) : do-mi-sol-si. Triade majeure et septième majeure, à un demi-ton de l’octave. Couleur douce, lumineuse : c’est l’accord de repos du jazz (I).
- **Do7** (septième de dominante) : do-mi-sol-si♭. Triade majeure et septième mineure. Entre mi et si♭ sonne un **triton**, l’intervalle instable qui demande à se résoudre (V).
- **Do m7** (mineur septième) : do-mi♭-sol-si♭. Triade mineure et septième mineure. Couleur ronde et stable, typique du II d’un II-V-I.
- **Do m7♭5** (demi-diminué) : do-mi♭-sol♭-si♭. Triade diminuée et septième mineure : le II des tonalités mineures.

Retenez-les par ce qui change d’un accord au suivant : de maj7 à 7, la septième descend ; de 7 à m7, la tierce descend ; de m7 à m7♭5, la quinte descend. Une seule note bouge à chaque fois, d’un demi-ton.

## Comment travailler

1. Jouez les quatre accords sur do, plaqués puis arpégés, main droite puis main gauche.
2. Refaites la même chose sur fa, si♭, mi♭… en suivant le **cycle des quintes** descendant, celui que suivent la plupart des grilles.
3. Dites le nom de chaque note à voix haute : le but est de **penser** l’accord, pas seulement de placer la main.

## Erreurs fréquentes

Confondre maj7 et 7 est l’erreur la plus courante : dans un chiffrage, « C7 » seul veut toujours dire septième de dominante. Autre piège : jouer la septième trop fort. Elle colore l’accord, elle ne doit pas le dominer.

## Routine quotidienne (20 minutes)

Cinq minutes d’échauffement d’oreille (l’exercice de reconnaissance ci-dessous), dix minutes de septièmes sur le cycle des quintes, cinq minutes à jouer l’arpège de la partition en tempo, les yeux sur la partition.`,
      },
      {
        type: 'score',
        title: 'Les quatre septièmes sur do',
        abc: 'X:1\nT:Les quatre septièmes sur do\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\n"Cmaj7"[CEGB]4 | "C7"[CEG_B]4 | "Cm7"[C_EG_B]4 | "Cm7b5"[C_E_G_B]4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'arpeges-septiemes',
        title: 'Arpégez les quatre septièmes',
        instructions:
          'Après une mesure de décompte, jouez chaque accord arpégé, une note par temps : do maj7, do7, do m7, do m7♭5. Une seule note change d’une mesure à l’autre.',
        passMark: 75,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=72\nK:C\nC E G B | C E G _B | C _E G _B | C _E _G _B |]',
        },
      },
      {
        type: 'exercise',
        id: 'oreille-accords',
        title: 'Échauffement d’oreille : reconnaître les accords',
        instructions:
          'Douze accords tirés au hasard : majeur, mineur, septième de dominante ou diminué. Écoutez la couleur avant de chercher les notes.',
        passMark: 80,
        practice: { kind: 'drill', drill: 'chords', questions: 12 },
      },
    ],
  },
  {
    lesson: 2,
    title: 'Notes-guides et conduite des voix',
    content:
      'La tierce et la septième définissent la couleur d’un accord : ce sont les notes-guides. Dans un II-V-I, la septième de chaque accord descend d’un demi-ton ou d’un ton vers la tierce de l’accord suivant, ce qui crée une ligne intérieure très fluide.',
    blocks: [
      {
        type: 'text',
        markdown: `## Deux notes suffisent

Dans un accord de septième, toutes les notes n’ont pas le même poids. La fondamentale, la contrebasse la joue déjà ; la quinte est neutre, elle est la même dans do7 et do maj7. Ce sont la **tierce** (majeure ou mineure) et la **septième** (majeure ou mineure) qui disent à l’oreille de quel accord il s’agit. On les appelle les **notes-guides**.

Un pianiste de jazz qui accompagne peut se contenter de ces deux notes à la main gauche : la couleur est là, le son reste léger et laisse de la place au soliste.

## Le II-V-I en do

Prenez la progression ré m7 – sol7 – do maj7 :

- ré m7 : tierce **fa**, septième **do** ;
- sol7 : tierce **si**, septième **fa** ;
- do maj7 : tierce **mi**, septième **si**.

Regardez ce qui se passe quand on enchaîne : le do (septième de ré m7) descend d’un demi-ton sur si (tierce de sol7) ; le fa (septième de sol7) descend d’un demi-ton sur mi (tierce de do maj7). Pendant ce temps, l’autre voix reste immobile : fa, fa, puis si, si. C’est la règle d’or : **la septième descend vers la tierce de l’accord suivant**. Aucune voix ne saute, tout se joue à un demi-ton ou un ton près.

## Deux positions à connaître

On peut commencer par la tierce en bas (fa-do, fa-si, mi-si) ou par la septième en bas (do-fa, si-fa, si-mi). Les deux positions s’alternent naturellement : travaillez le II-V-I en partant de chacune, pour pouvoir accompagner dans n’importe quel registre.

## Erreurs fréquentes

Le réflexe de remonter la main à chaque accord pour retrouver la « position fondamentale » casse la ligne. Forcez-vous à **ne bouger que ce qui doit bouger**. Autre erreur : oublier que la septième de sol7 est fa naturel, et non fa♯, en do majeur.

## Routine de la semaine

Jouez le II-V-I en notes-guides dans les douze tonalités, lentement, en chantant à mi-voix la ligne qui descend. Puis jouez la basse à la main gauche et les notes-guides à la main droite, et enfin l’exercice ci-dessous, qui enchaîne les deux voix en blanches.`,
      },
      {
        type: 'score',
        title: 'II-V-I en do : les notes-guides',
        abc: 'X:1\nT:Notes-guides du II-V-I\nM:4/4\nL:1/4\nQ:1/4=66\nK:C\n"Dm7"[Fc]4 | "G7"[FB]4 | "Cmaj7"[EB]4 | "Cmaj7"[EB]4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'ligne-notes-guides',
        title: 'Jouez la ligne des notes-guides',
        instructions:
          'Jouez les notes-guides du II-V-I, tierce puis septième de chaque accord, en blanches : fa-do, si-fa, mi-si, puis la résolution. Sentez la septième glisser vers la tierce suivante.',
        passMark: 75,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=66\nK:C\nF2 c2 | B2 F2 | E2 B2 | E4 |]',
        },
      },
    ],
  },
  {
    lesson: 3,
    title: 'Voicings sans fondamentale',
    content:
      'Quand une contrebasse joue la fondamentale, le pianiste peut l’omettre et jouer tierce, quinte, septième et neuvième. Ré m9 devient ainsi fa-la-do-mi. On apprend les deux positions classiques, à partir de la tierce ou de la septième.',
    blocks: [
      {
        type: 'text',
        markdown: `## Laisser la basse au bassiste

En formation, la contrebasse ou la basse électrique joue la fondamentale sur le premier temps. Si le pianiste la double à la main gauche, le grave devient boueux et les deux musiciens se gênent. La solution des pianistes de jazz depuis Bill Evans et Wynton Kelly : les **voicings sans fondamentale**, quatre notes prises dans le médium du clavier, entre le do3 et le do4 environ.

On garde les notes-guides de la leçon précédente et on y ajoute deux couleurs : la **quinte** et la **neuvième** (ou, sur l’accord de dominante, la treizième).

## Les deux positions

- **Position A**, à partir de la tierce : tierce, quinte, septième, neuvième. Ré m9 : fa-la-do-mi.
- **Position B**, à partir de la septième : septième, neuvième, tierce, quinte. Ré m9 : do-mi-fa-la.

Dans un II-V-I, on alterne les positions : ré m9 en A (fa-la-do-mi), sol13 en B (fa-la-si-mi), do maj9 en A (mi-sol-si-ré). La main bouge à peine : deux notes restent, deux descendent d’un demi-ton ou d’un ton. Vous reconnaissez la conduite des voix de la semaine dernière, simplement enrichie.

## Où placer la main

Gardez le voicing au-dessus du fa2 environ : plus bas, les intervalles serrés deviennent confus. Au-dessus du sol4, il sonne grêle. Quand le voicing sort de cette zone, passez à l’autre position plutôt que de déplacer la main d’une octave.

## Comment travailler

1. Jouez la fondamentale seule à la main gauche, puis le voicing à la main droite, pour entendre l’accord complet.
2. Supprimez la basse : le voicing seul doit encore « dire » l’accord.
3. Jouez le II-V-I dans les douze tonalités, en commençant une fois en A, une fois en B.

## Erreurs fréquentes

Beaucoup d’élèves appuient toutes les notes avec la même force. Faites ressortir légèrement la note du haut : c’est elle que l’oreille suit. Autre piège : la neuvième de l’accord de dominante en mineur est souvent ♭9 ; nous y reviendrons avec les extensions.

## Routine

Dix minutes de II-V-I en A et en B, cinq minutes à enchaîner les voicings sur un morceau de votre répertoire de jazz (« Autumn Leaves », « In a Sentimental Mood »), cinq minutes sur l’exercice ci-dessous.`,
      },
      {
        type: 'score',
        title: 'II-V-I sans fondamentale, positions A et B',
        abc: 'X:1\nT:Voicings sans fondamentale\nM:4/4\nL:1/4\nQ:1/4=63\nK:C\n"Dm9"[FAce]4 | "G13"[FABe]4 | "Cmaj9"[EGBd]4 | "Cmaj9"[EGBd]4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'voicings-a-b',
        title: 'Enchaînez les voicings du II-V-I',
        instructions:
          'Jouez les trois voicings plaqués, deux temps chacun, en ne bougeant que les notes qui changent : ré m9 (fa-la-do-mi), sol13 (fa-la-si-mi), do maj9 (mi-sol-si-ré).',
        passMark: 70,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\n[FAce]2 [FABe]2 | [EGBd]4 | [FAce]2 [FABe]2 | [EGBd]4 |]',
        },
      },
    ],
  },
  {
    lesson: 4,
    title: 'Les extensions : neuvième, onzième, treizième',
    content:
      'Au-delà de la septième, on continue d’empiler les tierces : neuvième, onzième, treizième. Chaque type d’accord a ses extensions naturelles et ses notes à éviter ; sur l’accord de dominante, on peut altérer la neuvième et la quinte pour plus de tension.',
    blocks: [
      {
        type: 'text',
        markdown: `## Continuer à empiler les tierces

Do-mi-sol-si : do maj7. Continuez par tierces : ré, fa, la. On retrouve ainsi les sept notes de la gamme. Ces notes ajoutées au-dessus de la septième sont les **extensions** : la **neuvième** (ré, la seconde une octave plus haut), la **onzième** (fa, la quarte) et la **treizième** (la, la sixte). Elles ne changent pas la fonction de l’accord, elles en changent la couleur.

## Les extensions naturelles de chaque accord

- **Maj7** : neuvième et treizième sonnent très bien (do maj9, do6/9). La onzième juste (fa sur do) frotte contre la tierce mi : on l’évite, ou on la hausse (♯11, fa♯), couleur lydienne très prisée.
- **m7** : neuvième et onzième sont les extensions reines (ré m11 : ré-fa-la-do-mi-sol). La treizième est possible mais délicate.
- **7 (dominante)** : neuvième et treizième naturelles ; la onzième juste est à éviter sauf dans l’accord « sus4 ».
- **m7♭5** : on ajoute volontiers la onzième ; la neuvième naturelle demande une oreille habituée.

## Les altérations de la dominante

L’accord de dominante supporte les tensions : **♭9, ♯9, ♯11 (ou ♭5), ♭13 (ou ♯5)**. Sol7♭9 (sol-si-ré-fa-la♭) appelle do mineur ; sol7♯9 donne le son « blues-rock » ; sol7♭13 sonne sombre et dramatique. En règle générale : en majeur, on préfère les extensions naturelles ; en mineur, ♭9 et ♭13, qui appartiennent à la gamme de la tonique mineure.

## Au clavier : ne pas tout jouer

Un accord de treizième complet compte sept notes, impossibles à jouer proprement d’une main. On en omet : d’abord la fondamentale (la basse la joue), puis la quinte. **Sol13** se joue donc fa-si-mi (septième, tierce, treizième), ou fa-la-si-mi avec la neuvième. Les notes-guides restent toujours : sans elles, l’oreille ne sait plus où elle est.

## Routine et erreurs fréquentes

Chaque jour, prenez un accord et jouez-le sous toutes ses couleurs : sol7, sol9, sol13, sol7♭9, sol7♯9, en écoutant la résolution sur do. L’erreur classique est d’utiliser les altérations partout : une tension trop fréquente ne tend plus rien. Gardez-les pour les dominantes qui résolvent, et vérifiez chaque fois la note de la mélodie : une ♯9 sous une mélodie qui joue la neuvième naturelle crée une fausse note, pas une couleur.`,
      },
      {
        type: 'score',
        title: 'Sol7 et ses couleurs, résolution sur do',
        abc: 'X:1\nT:Couleurs de la dominante\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\n"G9"[FAB]2 "Cmaj9"[EGB]2 | "G13"[FBe]2 "C6/9"[EAd]2 | "G7b9"[F_AB]2 "Cm9"[_EGd]2 | "G7#9"[FB^A]2 "C7#9"[E_B^d]2 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'couleurs-dominante',
        title: 'Jouez les couleurs de la dominante',
        instructions:
          'Jouez chaque accord sur deux temps : sol9 vers do maj9, sol13 vers do6/9, sol7♭9 vers do m9. Écoutez comment chaque tension prépare sa résolution.',
        passMark: 70,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\n[FAB]2 [EGB]2 | [FBe]2 [EAd]2 | [F_AB]2 [_EGd]2 | [FBe]4 |]',
        },
      },
    ],
  },
  {
    lesson: 5,
    title: 'Les modes et l’improvisation',
    content:
      'Ré dorien utilise les notes de do majeur, de ré à ré ; sol mixolydien, les mêmes notes de sol à sol. Sur un II-V-I en do, on improvise donc en ré dorien, sol mixolydien puis do ionien, en visant les notes-guides sur les temps forts.',
    blocks: [
      {
        type: 'text',
        markdown: `## Une gamme, sept points de vue

Jouez les touches blanches de ré à ré : vous entendez une gamme mineure, mais avec une sixte majeure (si) qui l’éclaire. C’est le **mode dorien**. De sol à sol, avec les mêmes touches, une gamme majeure à septième mineure (fa) : le **mode mixolydien**. Chaque degré de la gamme majeure engendre ainsi un mode : ionien (I), dorien (II), phrygien (III), lydien (IV), mixolydien (V), éolien (VI) et locrien (VII).

Chaque mode correspond à un accord de septième : dorien pour m7, mixolydien pour 7, ionien (ou lydien) pour maj7, locrien pour m7♭5. Le mode, c’est l’accord « déplié » en gamme, avec ses extensions.

## Improviser sur un II-V-I

Sur ré m7 – sol7 – do maj7, les trois modes ont les mêmes notes : celles de do majeur. Ce qui change, c’est **ce que l’on vise**. Sur ré m7, posez fa ou do sur les temps forts ; sur sol7, si ou fa ; sur do maj7, mi ou si. Les notes de passage vont sur les temps faibles, les notes-guides sur les temps forts. Une improvisation qui respecte cette règle « dessine » la grille même sans accompagnement.

## Méthode de travail

1. Main gauche : les notes-guides ou les voicings de la leçon 3. Main droite : des croches, montantes puis descendantes, qui partent de la tierce de chaque accord.
2. Changez de direction quand vous voulez, mais tombez sur une note-guide à chaque changement d’accord.
3. Ajoutez des silences. Une phrase respire : jouez deux mesures, laissez-en une vide.

## Erreurs fréquentes

La plus courante : jouer le mode « de la tonique à la tonique », comme une gamme d’exercice. Partez plutôt de la tierce ou de la septième. Deuxième erreur : s’attarder sur la quarte (fa) pendant do maj7, la note à éviter de l’accord majeur. Elle peut passer, pas s’installer.

## Routine quotidienne

Cinq minutes : les sept modes de do, en nommant l’accord correspondant. Dix minutes : improvisation sur le II-V-I au métronome lent (60 à la noire), en croches. Cinq minutes : la phrase écrite ci-dessous, puis la même idée transposée en fa et en si♭.`,
      },
      {
        type: 'score',
        title: 'Une phrase sur le II-V-I en do',
        abc: 'X:1\nT:Phrase modale\nM:4/4\nL:1/8\nQ:1/4=80\nK:C\n"Dm7"F A c e d c A F | "G7"B d f e d B G F | "Cmaj7"E G B d c B G E | "Cmaj7"E8 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'phrase-modale',
        title: 'Jouez la phrase modale',
        instructions:
          'Jouez la phrase en croches régulières, main droite. Chaque mesure commence par la tierce de l’accord : fa sur ré m7, si sur sol7, mi sur do maj7.',
        passMark: 70,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/8\nQ:1/4=72\nK:C\nF A c e d c A F | B d f e d B G F | E G B d c B G E | E8 |]',
        },
      },
    ],
  },
]
