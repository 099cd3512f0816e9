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
  {
    lesson: 6,
    title: 'Le phrasé swing et le blues',
    content:
      'En jazz, les croches se jouent inégales, longue-brève, avec des accents sur les contretemps : c’est le swing. On l’apprend sur la grille du blues en fa, en phrasant avec la gamme blues et les notes-guides des accords de dominante.',
    blocks: [
      {
        type: 'text',
        markdown: `## Les croches ne sont pas égales

Sur une partition de jazz, les croches sont écrites droites, mais personne ne les joue ainsi. On les « balance » : la première de chaque paire est plus longue, la seconde plus courte, un peu comme un triolet dont on lierait les deux premières notes. Le rapport exact dépend du tempo : très marqué sur un tempo lent, presque droit sur un tempo rapide. C’est le **swing**, et il ne s’apprend pas dans un livre : il s’apprend en écoutant Oscar Peterson, Wynton Kelly ou, plus près de nous, les pianistes de l’afro-jazz camerounais, puis en imitant.

Deuxième ingrédient : l’**accent sur les contretemps**. Dans une ligne de croches, les notes sur les « et » sont légèrement plus appuyées que les notes sur les temps. Troisième ingrédient : le **legato** avec des notes fantômes, à peine jouées, qui donnent du relief.

## La grille du blues en fa

Douze mesures, trois accords de dominante : fa7 (quatre mesures, avec si♭7 en deuxième mesure), si♭7 (deux mesures), fa7 (deux mesures), puis do7 – si♭7 – fa7 – do7. Les notes-guides s’enchaînent par demi-tons : la et mi♭ sur fa7, ré et la♭ sur si♭7. Jouez-les à la main gauche pendant toute la grille avant d’improviser.

## La gamme blues

Fa, la♭, si♭, si, do, mi♭ : la **gamme blues** de fa superpose la tierce mineure (la♭) à des accords majeurs. Ce frottement, la « blue note », est l’âme du blues. Glissez de la♭ vers la, de la touche noire vers la blanche, comme un chanteur qui monte vers la note juste.

## Travailler le rythme d’abord

L’exercice de cette semaine ne porte que sur le rythme : des syncopes typiques, le « charleston » (une noire pointée, une croche liée) et des attaques sur les contretemps. Frappez-le d’abord en comptant « 1 et 2 et », puis jouez-le au piano sur un accord de fa7. Ensuite seulement, mettez des notes de la gamme blues sur ce rythme.

## Erreurs fréquentes

Trop de swing tue le swing : des croches pointées raides sonnent comme une marche militaire. Et la main gauche ne doit pas jouer tous les temps : des accords courts sur le « et » du 2 et le 4 laissent la place au soliste.

## Routine

Dix minutes d’écoute active (un blues par jour, en battant les temps 2 et 4), cinq minutes de rythme, quinze minutes sur la grille : notes-guides, puis la phrase ci-dessous, puis vos propres phrases.`,
      },
      {
        type: 'score',
        title: 'Une phrase de blues en fa',
        abc: 'X:1\nT:Blues en fa\nM:4/4\nL:1/8\nQ:1/4=96\nK:F\n"F7"z F A c _e2 c A | "Bb7"B2 d f _a2 f d | "F7"c2 A F _A =A F z | "C7"G2 B E F4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'syncopes-swing',
        title: 'Frappez les syncopes',
        instructions:
          'Une mesure de décompte, puis frappez chaque attaque : charleston, contretemps et notes longues. Comptez « 1 et 2 et 3 et 4 et » dans votre tête, sans accélérer sur les silences.',
        passMark: 75,
        practice: {
          kind: 'rhythm',
          abc: 'X:1\nM:4/4\nL:1/8\nQ:1/4=84\nK:C\nC3 C z2 C2 | z C z C z2 C2 | C3 C3 C2 | z C C C z C3 |]',
        },
      },
    ],
  },
  {
    lesson: 7,
    title: 'Accords de gospel et turnaround',
    content:
      'Le piano gospel enrichit les accords par des basses qui marchent, des accords de passage diminués et des septièmes de dominante secondaires. On apprend un turnaround typique en do : do – do7 – fa – fa♯°7 – do/sol – la7 – ré m7 – sol7 – do.',
    blocks: [
      {
        type: 'text',
        markdown: `## Le piano qui porte le chœur

Dans une église, le pianiste gospel ne se contente pas d’accompagner : il relance, il prépare les entrées du chœur, il fait monter l’émotion. Son vocabulaire harmonique est proche du jazz, mais avec une logique propre : des **basses qui marchent** vers chaque accord, des accords de passage partout, et un goût pour la **cadence plagale** (IV – I, l’« amen »).

## Le turnaround en do

Un **turnaround** est la formule qui ramène à la tonique à la fin d’une section. Voici celui de cette semaine :

1. **Do – do7** : la septième si♭ transforme la tonique en dominante de fa.
2. **Fa – fa♯°7** : la basse monte d’un demi-ton ; l’accord diminué fa♯-la-do-mi♭ est un accord de passage.
3. **Do/sol – la7** : la basse continue de monter (sol, puis la), et la7 est la dominante de ré m.
4. **Ré m7 – sol7 – do** : le II-V-I final.

Écoutez la basse : do, mi, fa, fa♯, sol, la, ré, sol, do. Elle monte presque chromatiquement, c’est ce qui donne cet élan irrésistible.

## Dominantes secondaires

La7 n’appartient pas à do majeur : son do♯ en fait la **dominante de ré m7**. On dit « V de II ». De même, do7 est le « V de IV » et mi7 serait le « V de VI ». Presque chaque accord d’une grille gospel peut être précédé de sa propre dominante : c’est un moyen simple d’enrichir un cantique à trois accords.

## Au clavier

La main gauche joue la basse en octaves, la main droite les accords en position serrée, le plus près possible d’un accord à l’autre. Jouez d’abord sans rythme, pour entendre chaque couleur ; puis avec une pulsation souple, les accords de main droite sur les temps 2 et 4, la basse sur 1 et 3.

## Erreurs fréquentes

Le fa♯°7 est souvent joué trop fort : c’est un passage, il doit glisser. Autre erreur : déplacer la main droite en blocs au lieu de garder les notes communes (le do reste présent dans do, do7, fa, fa♯°7 et do/sol).

## Routine

Chaque jour : le turnaround dans une nouvelle tonalité (do, fa, si♭, mi♭, la♭ : les tonalités préférées des chorales), puis un cantique simple, « Amazing Grace » par exemple, enrichi de dominantes secondaires.`,
      },
      {
        type: 'score',
        title: 'Turnaround gospel en do',
        abc: 'X:1\nT:Turnaround gospel\nM:4/4\nL:1/4\nQ:1/4=72\nK:C\n"C"[C,EGc]2 "C7"[E,E_Bc]2 | "F"[F,FAc]2 "F#dim7"[^F,Ac_e]2 | "C/G"[G,EGc]2 "A7"[A,EG^c]2 | "Dm7"[D,FAc]2 "G7"[G,FBd]2 | "C"[C,EGc]4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'turnaround-gospel',
        title: 'Jouez le turnaround, main droite',
        instructions:
          'Jouez les accords de main droite, deux temps chacun, en gardant les notes communes d’un accord à l’autre : do, do7, fa, fa♯°7, do/sol, la7, ré m7, sol7, do.',
        passMark: 70,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=66\nK:C\n[EGc]2 [E_Bc]2 | [FAc]2 [^FAc_e]2 | [EGc]2 [EG^c]2 | [FAc]2 [FBd]2 | [EGc]4 |]',
        },
      },
    ],
  },
  {
    lesson: 8,
    title: 'Modulation par accord pivot',
    content:
      'Les tons voisins d’une tonalité sont sa relative, sa dominante, sa sous-dominante et leurs relatives. Pour passer de do majeur à sol majeur, on utilise un accord commun aux deux tonalités, comme la mineur, puis la dominante de la nouvelle tonalité, ré7.',
    blocks: [
      {
        type: 'text',
        markdown: `## Changer de tonalité sans heurter l’oreille

**Moduler**, c’est installer une nouvelle tonique au cours d’un morceau. Une modulation réussie ne s’entend pas comme une rupture : l’oreille se retrouve ailleurs sans savoir exactement quand elle a changé de pièce. L’outil principal pour y parvenir est l’**accord pivot**, un accord qui appartient aux deux tonalités.

## Les tons voisins

Les tons voisins de do majeur sont ceux dont l’armure ne diffère que d’une altération : **sol majeur** (dominante, un dièse), **fa majeur** (sous-dominante, un bémol) et leurs relatives mineures, **mi mineur** et **ré mineur**, sans oublier la relative de do, **la mineur**. Entre tons voisins, de nombreux accords sont communs : la modulation est douce.

## La méthode en trois temps

1. **Établir** la tonalité de départ : une cadence ou quelques mesures claires en do.
2. **Passer par le pivot** : la mineur est le VI de do et le II de sol. L’oreille l’entend encore en do…
3. **Confirmer** par la dominante de la nouvelle tonalité : ré7, avec son fa♯, réinterprète tout ce qui précède. Une cadence V – I en sol achève le travail.

Dans la partition ci-dessous, on va de do vers sol (pivot : la mineur, dominante ré7), puis de sol vers la mineur (pivot : mi mineur, VI de sol et V mineur de la mineur, puis mi7 avec son sol♯).

## Entendre la modulation

Jouez la progression, puis chantez la tonique pendant que vous jouez : au début, do ; à partir de ré7, votre voix cherchera naturellement sol. C’est le meilleur test qu’une modulation fonctionne.

## Erreurs fréquentes

Oublier la nouvelle altération : ré7 sans fa♯ n’est plus une dominante, et la modulation n’a pas lieu. Autre piège, moduler trop vite : sans tonalité de départ bien établie, il n’y a rien à quitter.

## Routine

Chaque jour, partez d’une tonalité (do, puis fa, puis sol…) et modulez vers chacun de ses cinq tons voisins, en nommant à voix haute l’accord pivot et la dominante. Écrivez vos enchaînements : ce travail servira à l’épreuve d’analyse orale et à la préparation de vos improvisations, où les grilles modulent sans cesse.`,
      },
      {
        type: 'score',
        title: 'De do majeur à sol majeur, puis à la mineur',
        abc: 'X:1\nT:Accords pivots\nM:4/4\nL:1/4\nQ:1/4=69\nK:C\n"C"[C,CEG]2 "Am"[A,,CEA]2 | "D7"[D,C^FA]2 "G"[G,,B,DG]2 | "G"[G,,B,DG]2 "Em"[E,B,EG]2 | "E7"[E,B,D^G]2 "Am"[A,,CEA]2 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'pivots-main-droite',
        title: 'Jouez les deux modulations',
        instructions:
          'Main droite seule, deux temps par accord : do, la m, ré7, sol, puis sol, mi m, mi7, la m. Écoutez le fa♯, puis le sol♯, qui font basculer la tonalité.',
        passMark: 70,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=66\nK:C\n[CEG]2 [CEA]2 | [C^FA]2 [B,DG]2 | [B,DG]2 [B,EG]2 | [B,D^G]2 [CEA]2 |]',
        },
      },
    ],
  },
  {
    lesson: 9,
    title: 'Transposer à vue vers les tons voisins',
    content:
      'Transposer à vue, c’est lire une partition en pensant en intervalles et en degrés plutôt qu’en noms de notes. On transpose une mélodie de do majeur vers sol et fa majeur en changeant d’armure mentalement, puis on transpose une grille d’accords chiffrée.',
    blocks: [
      {
        type: 'text',
        markdown: `## Un savoir-faire de musicien d’accompagnement

Une chanteuse arrive à la répétition : « Ce morceau est trop haut pour moi ce soir, on peut le faire un ton plus bas ? » Le pianiste qui sait transposer à vue répond oui sans sortir un crayon. C’est une compétence attendue à ce niveau, et elle repose moins sur un don que sur une méthode.

## Penser en degrés

Ne lisez plus « mi, sol, do » : lisez « degré 3, degré 5, degré 1 ». Une mélodie est une suite de degrés et d’intervalles ; seule la tonique change quand on transpose. Dans une nouvelle tonalité, il suffit de savoir où sont les degrés. Pour cela :

1. Repérez la **tonalité de départ** et la **tonalité d’arrivée** ; calculez l’intervalle (de do à sol : une quinte plus haut, ou une quarte plus bas).
2. Changez d’**armure mentalement** : en sol, tous les fa sont dièses.
3. Lisez la mélodie **par intervalles** : « on monte d’une tierce, on redescend d’une seconde ». La première note transposée suffit, la suite se lit en forme.

## Les tons voisins d’abord

Vers la dominante (une altération de plus, ♯) et vers la sous-dominante (une altération de moins, ♭), il n’y a qu’une note qui change par rapport aux touches habituelles. C’est par là qu’on commence : de do vers sol, puis vers fa. Les grilles d’accords se transposent encore plus facilement : on pense « II-V-I » et non « ré m7, sol7, do maj7 ».

## Une astuce de lecteur : changer de clé

Les pianistes formés au conservatoire utilisent parfois la lecture dans une autre clé : lire une partition en clé de sol comme si elle était en clé d’ut troisième ligne décale tout d’une seconde. Cette méthode est puissante mais longue à acquérir ; la lecture par intervalles suffit pour les tons voisins.

## Erreurs fréquentes

Oublier l’armure d’arrivée au milieu du morceau (le fa naturel qui revient par habitude) et transposer note à note, ce qui est bien trop lent. Si vous vous perdez, raccrochez-vous à l’accord de la mesure.

## Routine

Chaque jour, une mélodie de votre répertoire (un cantique, une chanson populaire) jouée dans sa tonalité, puis à la quinte supérieure, puis à la quarte supérieure, sans l’écrire. Commencez par quatre mesures et allongez.`,
      },
      {
        type: 'score',
        title: 'La mélodie de départ, en do majeur',
        abc: 'X:1\nT:Mélodie en do\nM:4/4\nL:1/4\nQ:1/4=80\nK:C\nE G c B | A F D G | E C D E | C4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'transposer-en-sol',
        title: 'Jouez la même mélodie en sol majeur',
        instructions:
          'Transposez la mélodie en sol majeur, une quinte plus haut : elle commence par si. Essayez d’abord de la jouer sans lire la partition de l’exercice, en pensant aux degrés (3, 5, 1, 7…), puis vérifiez sur la partition et lancez l’exercice. N’oubliez pas le fa♯.',
        passMark: 70,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=80\nK:G\nB d g f | e c A d | B G A B | G4 |]',
        },
      },
    ],
  },
  {
    lesson: 10,
    title: 'Le répertoire romantique : Chopin',
    content:
      'Le Nocturne op. 9 n° 2 de Chopin demande une main gauche souple sur de larges arpèges et un chant ornementé à la main droite. On y travaille le rubato, cette liberté de tempo qui doit rester compensée à l’échelle de la phrase, et l’on analyse l’harmonie du Prélude en do mineur op. 28 n° 20.',
    blocks: [
      {
        type: 'text',
        markdown: `## Faire chanter le piano

Chopin admirait les chanteurs d’opéra italien, et il demandait à ses élèves de chanter au piano. Le **Nocturne op. 9 n° 2** en mi♭ majeur en est l’exemple parfait : une mélodie ornée, comme improvisée, au-dessus d’une main gauche qui se balance en 12/8. Cette œuvre, du domaine public comme toute la musique de Chopin, est au programme de ce niveau ; les partitions sont sur IMSLP.

## La main gauche : de larges arpèges souples

La main gauche joue une basse sur le temps, puis deux accords dans le médium : un saut de plus d’une octave à chaque temps. Le secret est de **ne pas viser en force** : le poignet se déplace latéralement, souple, et le bras guide la main. Travaillez le saut seul, les yeux fermés, jusqu’à sentir la distance. La basse est plus timbrée, les accords plus légers.

## Le rubato

**Rubato** veut dire « volé » : on prend du temps à une note pour le rendre plus loin dans la phrase. Chopin le voulait surtout à la main droite, tandis que la main gauche garde une pulsation assez stable. Un bon rubato suit la phrase : on s’élargit vers le sommet mélodique, on reprend le tempo à la retombée. Un mauvais rubato ralentit partout et ne rend jamais le temps volé.

## Analyser l’harmonie : le Prélude n° 20

Le **Prélude en do mineur op. 28 n° 20** tient en treize mesures d’accords solennels. La partition ci-dessous en donne une réduction simplifiée des deux premières mesures : do m – fa m – sol7 – do m, puis la♭ – ré♭ – mi♭7 – la♭. Reconnaissez-vous le procédé ? La deuxième mesure reprend la cadence de la première, transposée en la♭ majeur, le sixième degré : la♭ majeur est la relative de fa mineur, la sous-dominante, donc un ton voisin de do mineur. Le rythme pointé du troisième temps (croche pointée, double croche) donne à chaque mesure son poids de marche funèbre.

## Comment travailler

Réduisez toujours une œuvre romantique à son squelette harmonique avant d’en travailler les ornements : jouez les accords plaqués, nommez-les, puis rajoutez la mélodie. Travaillez les mains séparées, lentement, puis ensemble sans pédale, et n’ajoutez la pédale qu’à la fin, en changeant **juste après** chaque nouvelle basse (pédale syncopée).

## Erreurs fréquentes

Une pédale tenue sur deux harmonies brouille tout. Et un fortissimo dur trahit le Prélude : la dynamique s’éteint vers un pianissimo, et le son doit rester plein sans jamais être frappé.`,
      },
      {
        type: 'score',
        title: 'Prélude op. 28 n° 20 de Chopin, réduction simplifiée des mesures 1 et 2',
        abc: 'X:1\nT:Prélude en do mineur (réduction)\nC:Frédéric Chopin\nM:4/4\nL:1/16\nQ:1/4=48\nK:Cm\n"Cm"[C,G,CEG]4 "Fm"[F,,A,CFA]4 "G7"[G,,=B,DFG]3 [G,,=B,DF]1 "Cm"[C,G,CEG]4 | "Ab"[A,,A,CEA]4 "Db"[_D,A,_DFA]4 "Eb7"[E,,G,_DEG]3 [E,,G,B,_D]1 "Ab"[A,,A,CEA]4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'chopin-accords',
        title: 'Jouez les accords du Prélude, main droite',
        instructions:
          'Jouez les accords de main droite de la réduction, lentement et lié, en soignant le rythme pointé du troisième temps. Laissez chaque accord sonner plein, sans le frapper.',
        passMark: 70,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/16\nQ:1/4=48\nK:Cm\n[CEG]4 [CFA]4 [=B,DG]3 [=B,DF]1 [CEG]4 | [CEA]4 [_DFA]4 [_DEG]3 [B,_DG]1 [CEA]4 |]',
        },
      },
    ],
  },
]
