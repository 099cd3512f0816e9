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
        abc: 'X:1\nT:Couleurs de la dominante\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\n"G9"[FAB]2 "Cmaj7"[EGB]2 | "G13"[FBe]2 "C6/9"[EAd]2 | "G7b9"[F_AB]2 "Cm9"[_EGd]2 | "G7#9"[FB^A]2 "C7#9"[E_B^d]2 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'couleurs-dominante',
        title: 'Jouez les couleurs de la dominante',
        instructions:
          'Jouez chaque accord sur deux temps : sol9 vers do maj7, sol13 vers do6/9, sol7♭9 vers do m9, et pour finir sol9 vers do maj9. Écoutez comment chaque tension prépare sa résolution.',
        passMark: 70,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\n[FAB]2 [EGB]2 | [FBe]2 [EAd]2 | [F_AB]2 [_EGd]2 | [FAB]2 [EGBd]2 |]',
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

L’exercice de cette semaine ne porte que sur le rythme : des syncopes typiques, le « charleston » (une noire pointée, puis une croche) et des attaques sur les contretemps. Frappez-le d’abord en comptant « 1 et 2 et », puis jouez-le au piano sur un accord de fa7. Ensuite seulement, mettez des notes de la gamme blues sur ce rythme.

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
  {
    lesson: 11,
    title: 'Debussy et l’impressionnisme',
    content:
      '« Clair de lune », en ré♭ majeur, joue sur les résonances, les accords parallèles et une pédale très dosée. On découvre aussi la gamme par tons entiers, chère à Debussy, qui efface la sensation de tonique.',
    blocks: [
      {
        type: 'text',
        markdown: `## Une autre idée de l’harmonie

Chez Chopin, chaque accord va quelque part : la dominante appelle la tonique. Chez **Claude Debussy** (1862-1918), l’accord vaut d’abord pour sa couleur, comme une touche de peinture. On parle d’« impressionnisme », un mot que Debussy n’aimait pas, mais qui dit bien l’essentiel : l’harmonie devient un paysage sonore plutôt qu’un discours. Toute son œuvre est aujourd’hui dans le domaine public ; « Clair de lune », troisième pièce de la *Suite bergamasque*, est au répertoire de ce niveau.

## La gamme par tons entiers

Do, ré, mi, fa♯, sol♯, la♯ : six notes, toutes séparées d’un ton. Aucun demi-ton, donc aucune sensible, et aucune note ne s’impose comme tonique. Le résultat flotte, comme un rêve ou une brume. Il n’existe que **deux** gammes par tons entiers : celle qui part de do et celle qui part de do♯. Debussy l’utilise dans « Voiles » (Préludes, livre I), presque entièrement écrit sur elle.

## Les accords parallèles

La règle classique interdit les quintes parallèles ; Debussy les recherche. Il fait glisser un même accord, intact, sur plusieurs degrés : des accords de septième ou de neuvième qui se déplacent en bloc, comme un reflet qui bouge sur l’eau. Essayez : jouez do maj7 puis faites-le glisser sur ré, mi, fa, en gardant la même forme de main. Vous obtenez un son « impressionniste » immédiat, que le jazz modal a repris plus tard.

## La pédale et les résonances

Dans « Clair de lune », la pédale de droite n’est ni enfoncée ni relevée : on la dose. Les **demi-pédales** et les changements rapides laissent une résonance sans brouiller les harmonies. Écoutez ce qui reste après chaque changement de pédale : c’est votre oreille, non une règle, qui décide.

## Comment travailler

Jouez d’abord sans pédale, pour entendre les lignes ; puis avec pédale complète, pour entendre la masse ; enfin trouvez l’entre-deux. Dans « Clair de lune », ne forcez jamais le pianissimo : il se travaille par un contact lent avec la touche, le poids du bras suspendu, et non en appuyant moins.

## Erreurs fréquentes et routine

Ralentir partout parce que « c’est doux » : la musique de Debussy reste très précise en rythme. Chaque jour : les deux gammes par tons entiers, mains séparées puis ensemble ; des accords parallèles improvisés pendant cinq minutes ; puis dix minutes de travail sur votre pièce de Debussy, en isolant les passages de pédale.`,
      },
      {
        type: 'score',
        title: 'Gamme par tons entiers et accords parallèles',
        abc: 'X:1\nT:Tons entiers et accords parallèles\nM:4/4\nL:1/8\nQ:1/4=66\nK:C\nC D E ^F ^G ^A c2 | c ^A ^G ^F E D C2 | [CEGB]4 [DFAc]4 | [EGBd]4 [FAce]4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'tons-entiers',
        title: 'Jouez la gamme par tons entiers',
        instructions:
          'Montez puis descendez la gamme par tons entiers sur do, en croches régulières. Doigté conseillé, main droite : 1-2-3 sur do-ré-mi, puis 1-2-3-4 sur fa♯-sol♯-la♯-do.',
        passMark: 75,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/8\nQ:1/4=72\nK:C\nC D E ^F ^G ^A c2 | c ^A ^G ^F E D C2 |]',
        },
      },
    ],
  },
  {
    lesson: 12,
    title: 'Afro-jazz : polyrythmie au clavier',
    content:
      'On superpose trois contre deux entre les mains, la base des polyrythmies d’Afrique centrale et de l’Ouest. Le travail s’appuie sur les compositions du Serge Ebongué Quartet et sur « Soul Makossa » : on sent la mesure à la fois en trois et en deux.',
    blocks: [
      {
        type: 'text',
        markdown: `## Deux pulsations en même temps

Écoutez un ensemble de percussions du Cameroun ou du Ghana : on peut battre la mesure de deux façons, et toutes deux sont justes. Une cloche marque trois temps pendant qu’un tambour en marque deux, dans la même durée. Cette superposition du **trois contre deux** est au cœur de la musique d’Afrique centrale et de l’Ouest, et l’afro-jazz l’a transportée au piano. Les pianistes du **Serge Ebongué Quartet** jouent en permanence sur cette ambiguïté : la main gauche pense en deux, la main droite en trois, et le public danse sur les deux.

## Comprendre le motif composé

Prenez une mesure de six croches. La main gauche joue sur les croches 1 et 4 (deux noires pointées) ; la main droite sur les croches 1, 3 et 5 (trois noires). Ensemble, les attaques tombent sur 1 (les deux mains), 3 (droite), 4 (gauche) et 5 (droite). Dites-le à voix haute : « **en-semble, droite, gauche, droite** ». Ce motif composé, long-court-court-long, se retrouve partout, du bikutsi aux rythmes afro-cubains.

## La méthode

1. Frappez le motif composé sur vos genoux, main gauche et main droite, en disant les syllabes. C’est l’exercice de rythme de cette semaine.
2. Au piano, une note par main : do grave à gauche, do aigu à droite. Tempo très lent.
3. Quand le motif est automatique, changez de point d’attention : écoutez seulement la main gauche, puis seulement la droite. Vous devez pouvoir « entendre » l’une ou l’autre à volonté.
4. Enfin, remplacez les notes par des accords : un accord de la m7 à droite, la basse la-mi à gauche.

## Erreurs fréquentes

La plus fréquente : transformer le trois contre deux en un rythme approximatif, où les deux mains se rapprochent. Le métronome, réglé sur la noire pointée, est indispensable. Autre piège : accentuer la main droite sur chaque note ; laissez les accents naturels des deux pulsations.

## Routine

Cinq minutes de frappes sur les genoux en marchant (les pieds sur deux, les mains sur trois), dix minutes au piano sur le motif, puis cinq minutes d’écoute de « Soul Makossa » ou d’un enregistrement du quartet, en battant une pulsation puis l’autre.`,
      },
      {
        type: 'score',
        title: 'Trois contre deux entre les mains',
        abc: 'X:1\nT:Trois contre deux\nM:6/8\nL:1/8\nQ:3/8=54\nK:C\n[C,c]2 c C, c2 | [C,c]2 c C, c2 | "Am7"[A,,ceg]2 [ceg] E, [ceg]2 | [A,,ceg]2 [ceg] E, [ceg]2 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'trois-contre-deux',
        title: 'Frappez le motif composé',
        instructions:
          'Frappez chaque attaque du trois contre deux : ensemble, droite, gauche, droite. La pulsation est la noire pointée ; ne précipitez pas la croche isolée.',
        passMark: 75,
        practice: {
          kind: 'rhythm',
          abc: 'X:1\nM:6/8\nL:1/8\nQ:3/8=54\nK:C\nC2 C C C2 | C2 C C C2 | C2 C C C2 | C2 C C C2 |]',
        },
      },
    ],
  },
  {
    lesson: 13,
    title: 'Le groove makossa au piano',
    content:
      'Le piano makossa imite les guitares : des arpèges en doubles croches à la main droite, une basse syncopée à la main gauche. On apprend un motif sur do – fa – sol – do et l’on garde le groove stable, sans accélérer.',
    blocks: [
      {
        type: 'text',
        markdown: `## Le piano dans un orchestre de makossa

Dans le makossa de Douala, le clavier n’est pas l’instrument soliste : il tisse, avec la guitare solo et la guitare rythmique, un tapis de notes rapides et régulières au-dessus de la basse. Les claviéristes de studio, de Manu Dibango aux orchestres des années 1980, ont emprunté ce langage aux guitaristes : des **arpèges en doubles croches** qui tournent sur eux-mêmes, et une main gauche qui dialogue avec la basse électrique.

## La main droite : une guitare au piano

Le motif de la partition ci-dessous tourne sur quatre notes de l’accord par groupe : trois qui montent, puis un retour sur la note du milieu. Il se répète sans s’arrêter, et c’est cette régularité qui fait danser. Jouez-le **léger**, près des touches, les doigts actifs et le poignet immobile : à 100 à la noire, la moindre crispation se paie au bout de deux minutes. Accentuez très légèrement la première double croche de chaque temps, pas plus.

## La main gauche : la basse syncopée

Le makossa pose sa basse sur le premier temps puis la fait rebondir sur les contretemps, avec une note liée par-dessus la barre de mesure. Au piano débutant, vous avez appris cette ligne ; ici, jouez-la sous le motif de main droite. Commencez par la basse seule sur le premier temps de chaque mesure, puis ajoutez ses rebonds.

## Mains ensemble, progressivement

1. Main droite seule au métronome, de 60 à 100, par paliers de 8.
2. Main gauche seule, en comptant les doubles croches : « 1 e et a ».
3. Mains ensemble à 60, même si cela paraît très lent ; n’accélérez que si vous pouvez jouer trois minutes sans faute.

## Erreurs fréquentes

Accélérer : le makossa est une musique de danse, et le tempo est sacré. Jouer trop fort : le clavier accompagne, il doit laisser de la place aux voix et aux cuivres. Enfin, oublier de respirer avec le groupe : dans un vrai orchestre, on s’écoute, et le batteur mène.

## Routine

Dix minutes de main droite sur les quatre accords, dans deux tonalités (do et sol), cinq minutes de basse, dix minutes mains ensemble en jouant sur un enregistrement de makossa, au tempo de l’orchestre.`,
      },
      {
        type: 'score',
        title: 'Motif makossa de main droite',
        abc: 'X:1\nT:Motif makossa\nM:4/4\nL:1/16\nQ:1/4=92\nK:C\n"C"e g c\' g e g c\' g "F"f a c\' a f a c\' a | "G"d g b g d g b g "C"e g c\' g e4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'motif-makossa',
        title: 'Jouez le motif makossa',
        instructions:
          'Jouez le motif en doubles croches, main droite, au tempo réduit. Gardez toutes les notes égales et le poignet immobile ; seuls les doigts travaillent.',
        passMark: 70,
        practice: {
          kind: 'play',
          abc: "X:1\nM:4/4\nL:1/16\nQ:1/4=66\nK:C\ne g c' g e g c' g f a c' a f a c' a | d g b g d g b g e g c' g e4 |]",
        },
      },
    ],
  },
  {
    lesson: 14,
    title: 'Le bikutsi au piano en 6/8',
    content:
      'Le bikutsi, musique des Beti du Centre, se sent en mesure ternaire rapide. Au piano, la main gauche marque la pulsation en noires pointées tandis que la main droite joue des accords secs sur les croches de la mesure à 6/8, sur une grille la m – sol – fa – mi.',
    blocks: [
      {
        type: 'text',
        markdown: `## Une musique qui se danse en trois

Le **bikutsi** vient des Beti de la région du Centre, autour de Yaoundé. Son nom évoque le fait de « battre la terre » : c’est une musique de danse, à l’origine jouée au mvet et au balafon, puis électrifiée par les guitaristes dans les années 1970 et 1980. Au clavier, on retrouve la pulsation ternaire du balafon : une mesure qui se sent en **6/8**, rapide, où le pied marque deux grands temps et le corps entend six croches.

## La grille et la main gauche

La grille de cette semaine descend : **la m – sol – fa – mi**, une cadence andalouse que l’on rencontre dans de nombreux bikutsi. La main gauche joue la basse en octave sur le premier temps (croche 1), puis la quinte sur le second grand temps (croche 4). Elle tient les deux noires pointées ; c’est le pied du danseur.

## La main droite : le balafon

La main droite joue un accord bref sur la croche 3 et la croche 6, entre les basses. Ensemble, les deux mains produisent une ligne continue : basse (deux croches), accord, basse (deux croches), accord. Pensez à un balafoniste qui alterne ses baguettes : chaque attaque est nette, **sèche**, sans pédale. Sur l’accord de mi majeur, n’oubliez pas le sol♯ : c’est lui qui ramène à la mineur.

## Les accents du bikutsi

Le bikutsi joue sur l’ambiguïté entre la mesure à 6/8 (deux groupes de trois) et la mesure à 3/4 (trois groupes de deux) : c’est le trois contre deux de la leçon 12, ici au service de la danse. Quand le motif est stable, essayez de déplacer l’accent de main droite pour faire entendre la mesure en trois, pendant que la main gauche reste en deux.

## Comment travailler

1. Main gauche seule, métronome réglé sur la noire pointée à 60, puis 80.
2. Main droite seule, en comptant « 1-2-3, 4-5-6 » et en jouant sur 3 et 6.
3. Mains ensemble, lentement, puis de plus en plus vite : le bikutsi de danse dépasse souvent 120 à la noire pointée.

## Erreurs fréquentes

Jouer les accords trop longs (le groove s’alourdit aussitôt), et transformer le 6/8 en 4/4 en rallongeant la basse. Routine : quinze minutes par jour sur la grille, puis cinq minutes d’écoute de bikutsi en battant les deux grands temps.`,
      },
      {
        type: 'score',
        title: 'Motif de bikutsi sur la m – sol – fa – mi',
        abc: 'X:1\nT:Bikutsi au piano\nM:6/8\nL:1/8\nQ:3/8=76\nK:Am\n"Am"[A,,A,]2 [ce] E,2 [ce] | "G"[G,,G,]2 [Bd] D,2 [Bd] | "F"[F,,F,]2 [Ac] C,2 [Ac] | "E"[E,,E,]2 [^GB] B,,2 [^GB] |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'bikutsi-piano',
        title: 'Jouez le motif de bikutsi',
        instructions:
          'Jouez le motif, mains ensemble : basse sur les croches 1 et 4, accord bref sur les croches 3 et 6. Tempo réduit pour commencer ; gardez les accords secs.',
        passMark: 70,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:6/8\nL:1/8\nQ:3/8=60\nK:Am\n[A,,A,]2 [ce] E,2 [ce] | [G,,G,]2 [Bd] D,2 [Bd] | [F,,F,]2 [Ac] C,2 [Ac] | [E,,E,]2 [^GB] B,,2 [^GB] |]',
        },
      },
    ],
  },
  {
    lesson: 15,
    title: 'Improviser sur une grille d’afro-jazz',
    content:
      'On improvise sur un II-V-I mineur (fa♯ m7♭5 – si7 – mi m7) dans un groove afro-jazz : mode locrien, dominante avec neuvième mineure, dorien sur la tonique. On construit des phrases à partir d’un motif court, que l’on développe.',
    blocks: [
      {
        type: 'text',
        markdown: `## Le II-V-I mineur

En mineur, la cadence change de couleur : le II devient un accord demi-diminué, le V garde sa tierce majeure mais prend une neuvième mineure. En mi mineur : **fa♯ m7♭5 – si7(♭9) – mi m7**. Cette formule est partout dans l’afro-jazz, des compositions du Serge Ebongué Quartet aux standards que tout pianiste doit connaître.

## Les gammes de chaque accord

- Sur **fa♯ m7♭5** : le mode **locrien** de fa♯, c’est-à-dire les notes de sol majeur de fa♯ à fa♯. Notes-guides : la (tierce) et mi (septième).
- Sur **si7♭9** : la gamme de mi mineur harmonique, à partir de si. Le ré♯ (tierce) et le do (neuvième mineure) font la tension. Notes-guides : ré♯ et la.
- Sur **mi m7** : le mode **dorien** ou éolien de mi. Notes-guides : sol et ré.

Comme au II-V-I majeur, visez ces notes sur les temps forts, surtout au changement d’accord.

## Développer un motif

Un bon solo n’est pas une suite de gammes : c’est une histoire. Partez d’un **motif court** de trois ou quatre notes, jouez-le, puis transformez-le :

1. **Répétition** : le même motif sur l’accord suivant, adapté à ses notes.
2. **Transposition** : le motif un degré plus haut.
3. **Variation rythmique** : les mêmes notes, déplacées sur les contretemps.
4. **Fragmentation** : on n’en garde que deux notes, qu’on répète.

La phrase de la partition en est un exemple : un arpège qui monte sur chaque accord et retombe sur une note-guide.

## Le groove afro-jazz

Placez la grille sur le motif à 6/8 de la leçon 12 ou sur le groove makossa, main gauche en voicings sans fondamentale. Le soliste afro-jazz joue **avec** la polyrythmie : des phrases en trois sur une pulsation en deux.

## Erreurs fréquentes

Jouer sans s’arrêter : laissez des silences, au moins une mesure sur quatre. Oublier le ré♯ sur si7 : sans sensible, la cadence perd sa force. Enfin, improviser seulement dans le médium : explorez l’aigu et le grave.

## Routine

Cinq minutes de gammes sur les trois accords, dix minutes d’improvisation sur la grille en boucle (quatre mesures), cinq minutes pour vous enregistrer et réécouter une phrase à garder.`,
      },
      {
        type: 'score',
        title: 'Une phrase sur le II-V-I en mi mineur',
        abc: 'X:1\nT:II-V-I mineur\nM:4/4\nL:1/8\nQ:1/4=88\nK:Em\n"F#m7b5"A c e g f e c A | "B7b9"^d f a c\' b a f ^d | "Em7"g e B G E F G B | "Em7"e4 z4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'phrase-mineure',
        title: 'Jouez la phrase sur le II-V-I mineur',
        instructions:
          'Jouez la phrase en croches, main droite. Chaque mesure part de la tierce de l’accord : la sur fa♯ m7♭5, ré♯ sur si7, sol sur mi m7. Puis improvisez votre propre variation sur la même grille.',
        passMark: 70,
        practice: {
          kind: 'play',
          abc: "X:1\nM:4/4\nL:1/8\nQ:1/4=76\nK:Em\nA c e g f e c A | ^d f a c' b a f ^d | g e B G E F G B | e4 z4 |]",
        },
      },
    ],
  },
  {
    lesson: 16,
    title: 'Substitution tritonique et réharmonisation',
    content:
      'Sol7 et ré♭7 partagent le même triton (fa et si) : l’un peut remplacer l’autre. Le II-V-I devient ré m7 – ré♭7 – do maj7, avec une basse qui descend chromatiquement. On apprend à réharmoniser une mélodie simple avec ce procédé et les dominantes secondaires.',
    blocks: [
      {
        type: 'text',
        markdown: `## Le triton, pivot de la dominante

Dans sol7 (sol-si-ré-fa), la tension vient du **triton** si-fa : trois tons exactement, la moitié de l’octave. Or ce triton est symétrique : si-fa, c’est aussi fa-do♭ (do♭ étant si). Quel autre accord de septième de dominante contient fa et do♭ ? **Ré♭7** (ré♭-fa-la♭-do♭). Sol7 et ré♭7 ont les mêmes notes-guides, inversées : la tierce de l’un est la septième de l’autre. Ils peuvent donc se remplacer : c’est la **substitution tritonique**, l’un des outils favoris des pianistes de jazz.

## Ce que cela change

Le II-V-I ré m7 – sol7 – do maj7 devient ré m7 – **ré♭7** – do maj7. Les notes-guides restent les mêmes (fa, puis si, puis mi), mais la basse ne saute plus : elle descend par demi-tons, ré, ré♭, do. L’oreille entend une ligne chromatique très douce, et des couleurs nouvelles apparaissent : la quinte de ré♭7 (la♭) est la ♭9 de sol7, sa neuvième (mi♭) en est la ♭13, et sa treizième (si♭) la ♯9.

## Réharmoniser une mélodie

Réharmoniser, c’est changer les accords sous une mélodie sans changer la mélodie. Méthode :

1. Repérez les notes longues de la mélodie et les accords d’origine.
2. Devant chaque accord d’arrivée, essayez sa **dominante secondaire** (leçon 7), puis la **substitution tritonique** de cette dominante.
3. Vérifiez que la note de la mélodie appartient au nouvel accord ou en est une extension acceptable. Sinon, abandonnez : la mélodie a toujours raison.

## Quand l’utiliser

En accompagnement, pas à chaque mesure : une substitution par grille suffit à surprendre. En solo, c’est plus libre. Dans l’épreuve d’improvisation de fin de niveau, savoir entendre une basse chromatique et y reconnaître une substitution vous évitera de vous perdre.

## Erreurs fréquentes

Substituer sans regarder la mélodie : sol, fondamentale de sol7, devient la ♯11 de ré♭7, une couleur qui surprend ; ré, quinte de sol7, devient la ♭9 de ré♭7, très dure sur une note longue. Et oublier que la substitution s’applique aux accords de **dominante** seulement.

## Routine

Chaque jour, le II-V-I avec et sans substitution dans six tonalités, en accords « coquilles » (fondamentale, tierce, septième), comme dans l’exercice ci-dessous ; puis réharmonisez quatre mesures d’un standard de votre choix, en écrivant vos accords. Terminez par un échauffement d’oreille sur les intervalles.`,
      },
      {
        type: 'score',
        title: 'II-V-I, puis II-V-I avec substitution tritonique',
        abc: 'X:1\nT:Substitution tritonique\nM:4/4\nL:1/4\nQ:1/4=63\nK:C\n"Dm7"[D,FAc]4 | "G13"[G,FBe]4 | "Dm7"[D,FAc]4 | "Db9"[_D,FB_e]4 | "Cmaj7"[C,EGB]4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'coquilles-substitution',
        title: 'Jouez les accords coquilles avec substitution',
        instructions:
          'Jouez fondamentale, tierce et septième de chaque accord : ré m7, sol7, ré m7, ré♭7, do maj7. Remarquez que fa et si restent en place entre sol7 et ré♭7.',
        passMark: 75,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=63\nK:C\n[D,Fc]4 | [G,FB]4 | [D,Fc]4 | [_D,FB]4 | [C,EB]4 |]',
        },
      },
      {
        type: 'exercise',
        id: 'oreille-intervalles',
        title: 'Échauffement d’oreille : les intervalles',
        instructions:
          'Quinze intervalles joués note après note : nommez-les. Chantez-les intérieurement avant de répondre.',
        passMark: 80,
        practice: { kind: 'drill', drill: 'intervals', questions: 15 },
      },
    ],
  },
  {
    lesson: 17,
    title: 'Lecture à vue et déchiffrage',
    content:
      'Déchiffrer vite, c’est lire en avance, par groupes de notes et par accords, sans jamais s’arrêter. On s’entraîne chaque jour sur les deux clés, on apprend à repérer tonalité, mesure et passages difficiles avant de jouer, et à simplifier plutôt qu’à s’interrompre.',
    blocks: [
      {
        type: 'text',
        markdown: `## Pourquoi le déchiffrage compte à ce niveau

Un pianiste avancé est souvent appelé pour accompagner : un chœur qui apporte une nouvelle partition, un chanteur en audition, un groupe en studio. Personne n’attendra que vous ayez travaillé le morceau une semaine. La lecture à vue est aussi ce qui vous permettra d’explorer le répertoire : lire dix préludes pour en choisir un pour votre récital.

## Les trente secondes avant de jouer

Avant la première note, regardez :

- l’**armure** et la **tonalité** (majeure ou relative mineure ? regardez la dernière basse) ;
- la **mesure** et le tempo indiqué ;
- les **passages difficiles** : changements de clé, sauts, altérations accidentelles, rythmes complexes ;
- la **forme** : reprises, codas, passages répétés qui se liront plus vite la seconde fois.

## Lire par groupes

On ne déchiffre pas note par note, mais par **formes** : un accord, un arpège, une gamme, un intervalle. Un accord de septième se lit d’un coup d’œil s’il est empilé sur des lignes ou sur des interlignes consécutifs. Une gamme se lit par sa première et sa dernière note. Votre connaissance de l’harmonie (leçons 1 à 4) devient ici un outil de lecture.

## Ne jamais s’arrêter

La règle d’or : **la pulsation continue**. Si une note manque, on la laisse tomber ; si un passage est trop dense, on simplifie (la basse et la mélodie seulement). L’auditeur pardonne une note fausse, pas un arrêt. Choisissez donc un tempo nettement plus lent que celui indiqué, que vous pourrez tenir jusqu’au bout.

## Lire en avance

Votre regard doit toujours être une mesure, puis deux, en avance sur vos mains. Exercice : faites cacher par quelqu’un (ou par une feuille) la mesure que vous jouez. Cela paraît impossible le premier jour, et devient naturel en quelques semaines.

## Erreurs fréquentes

Regarder ses mains (on perd sa place sur la partition), corriger chaque faute en revenant en arrière, et négliger la clé de fa : beaucoup de pianistes lisent bien la main droite mais devinent la main gauche. L’exercice de la semaine porte justement sur la clé de fa.

## Routine

Chaque jour, dix minutes de déchiffrage d’une pièce inconnue et facile (un choral de Bach, une pièce de l’Album pour la jeunesse de Schumann), jamais deux fois la même ; puis les séries de notes en clé de fa et en clé de sol, pour gagner en vitesse.`,
      },
      {
        type: 'score',
        title: 'Déchiffrage en clé de fa, fa majeur',
        abc: 'X:1\nT:Basse à déchiffrer\nM:4/4\nL:1/4\nQ:1/4=72\nK:F clef=bass\nF, A, C A, | B,, D, F, D, | C, E, G, B, | A, F, C, F,, | B,, D, F, A, | G, E, C, E, | C,2 C2 | F,4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'lecture-fa-rapide',
        title: 'Lecture rapide en clé de fa',
        instructions:
          'Vingt notes en clé de fa tirées au hasard : nommez-les le plus vite possible. Visez une réponse par seconde.',
        passMark: 85,
        practice: { kind: 'drill', drill: 'bass', questions: 20 },
      },
      {
        type: 'exercise',
        id: 'lecture-sol-rapide',
        title: 'Lecture rapide en clé de sol',
        instructions: 'Vingt notes en clé de sol tirées au hasard, même consigne : vite et sans compter les lignes.',
        passMark: 85,
        practice: { kind: 'drill', drill: 'treble', questions: 20 },
      },
    ],
  },
  {
    lesson: 18,
    title: 'La walking bass et le jeu en solo',
    content:
      'Sans contrebassiste, la main gauche du pianiste joue la basse : une ligne de noires qui marche, fondamentale sur le premier temps et note d’approche chromatique sur le quatrième. On combine cette basse avec des accords ou des notes-guides à la main droite.',
    blocks: [
      {
        type: 'text',
        markdown: `## Quand le pianiste est seul

En récital, dans un bar, à l’église en semaine, le pianiste joue souvent seul. Les voicings sans fondamentale de la leçon 3 ne suffisent plus : il faut une basse. Les grands pianistes ont inventé plusieurs solutions, du « stride » de Fats Waller aux basses en dixièmes de Teddy Wilson. La plus utile pour commencer est la **walking bass**, la ligne de contrebasse qui « marche » en noires.

## Construire une ligne

Une mesure par accord, quatre noires :

1. **Temps 1** : la fondamentale de l’accord. L’oreille a besoin de ce repère.
2. **Temps 2 et 3** : des notes de l’accord (tierce, quinte) ou de la gamme.
3. **Temps 4** : une **note d’approche** vers la fondamentale suivante, un demi-ton au-dessus ou au-dessous, ou la dominante de l’accord suivant.

Dans la partition ci-dessous : ré-fa-la-do sur ré m7 (arpège), sol-si-ré puis ré♭, qui glisse vers do ; do-mi-sol-si sur do maj7 ; et la mesure de la7 finit sur do♯, approche chromatique qui relance la grille vers ré.

## Ajouter la main droite

Commencez par des accords très simples : les notes-guides (leçon 2) sur les temps 2 et 4, courts. Puis déplacez-les sur le « et » du 2, comme le ferait un batteur. Enfin, jouez une mélodie simple à la main droite par-dessus la basse : c’est le début du jeu en solo, qui servira pour la partie de votre récital sans accompagnateur.

## Comment travailler

Main gauche seule, d’abord, en chantant les noms des accords. La basse doit être **legato** et régulière ; le son, rond, sans attaque sèche. Puis métronome sur les temps 2 et 4 seulement : la basse doit tenir le tempo toute seule, c’est elle qui donne le swing.

## Erreurs fréquentes

Jouer la basse trop grave (en dessous du mi1, le piano devient confus) ou trop aiguë (au-dessus du do3, elle se mélange aux accords). Et répéter toujours le même arpège montant : variez la direction, utilisez les notes de la gamme.

## Routine

Dix minutes de walking bass sur un blues et sur un II-V-I, en inventant une nouvelle ligne à chaque grille ; dix minutes mains ensemble sur un standard lent.`,
      },
      {
        type: 'score',
        title: 'Walking bass sur ré m7 – sol7 – do maj7 – la7',
        abc: 'X:1\nT:Walking bass\nM:4/4\nL:1/4\nQ:1/4=96\nK:C clef=bass\n"Dm7"D, F, A, C | "G7"G,, B,, D, _D, | "Cmaj7"C, E, G, B, | "A7"A, G, E, ^C, |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'walking-bass',
        title: 'Jouez la walking bass',
        instructions:
          'Main gauche, quatre noires par mesure, bien liées. Écoutez le ré♭ qui glisse vers do et le do♯ qui ramène vers ré.',
        passMark: 75,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=84\nK:C clef=bass\nD, F, A, C | G,, B,, D, _D, | C, E, G, B, | A, G, E, ^C, |]',
        },
      },
    ],
  },
  {
    lesson: 19,
    title: 'Analyser une œuvre pour l’épreuve orale',
    content:
      'L’épreuve d’analyse orale compte pour 15 % de l’évaluation : on présente une œuvre de son programme, sa forme, ses tonalités, ses cadences et ses choix d’interprétation. On apprend une méthode d’analyse en quatre étapes sur un court choral.',
    blocks: [
      {
        type: 'text',
        markdown: `## Ce que l’on attend de vous

À la fin du niveau, vous présenterez oralement une œuvre de votre programme, en quelques minutes. Le jury ne cherche pas un exposé savant : il veut entendre que vous **comprenez ce que vous jouez** et que vos choix d’interprétation en découlent. Un pianiste qui sait où est la modulation, où est le sommet de la phrase et pourquoi, joue mieux ; l’analyse n’est pas un exercice à part.

## La méthode en quatre étapes

1. **Le contexte** : compositeur, époque, genre (nocturne, prélude, standard de jazz, composition afro-jazz), en deux ou trois phrases. Inutile de raconter toute la biographie.
2. **La forme** : découpez l’œuvre en sections (A, B, A’, coda ; ou thème, solos, reprise du thème). Notez les mesures de début et de fin. Cherchez ce qui revient et ce qui change.
3. **L’harmonie** : tonalité principale, modulations (vers quels tons voisins, par quel pivot, leçon 8), cadences importantes. Chiffrez les accords au moins dans un passage clé, en degrés (I, vi, ii7, V7…).
4. **L’interprétation** : ce que votre analyse change à votre jeu. Un sommet harmonique appelle un sommet dynamique ; une modulation vers une tonalité sombre peut appeler une autre couleur de son ; une reprise peut être jouée différemment.

## Un exemple à analyser

Le court choral de la partition est écrit pour vous : en sol majeur, il enchaîne I – vi – ii7 – V7, puis iii – V7/vi – vi – V7 – I. La deuxième mesure contient une **dominante secondaire** (mi7, dominante de la m), reconnaissable à son sol♯. Jouez-le, chiffrez-le vous-même avant de lire ce paragraphe, puis préparez deux minutes de présentation orale à son sujet.

## Parler de musique

Parlez **avec le piano** : jouez les quelques mesures dont vous parlez, isolez une basse, un accord. Préparez une fiche d’une page, pas un texte à lire. Et chronométrez-vous : un oral trop long perd le jury.

## Erreurs fréquentes

Paraphraser la partition (« ensuite il y a des croches ») au lieu d’expliquer, et oublier la dernière étape : l’analyse doit conduire à l’interprétation.

## Routine

Cette semaine, analysez par écrit une œuvre de votre programme par jour, en une page, et enregistrez une présentation de trois minutes de l’une d’elles. Continuez l’entraînement d’oreille sur les accords : reconnaître une dominante à l’oreille facilite toute analyse.`,
      },
      {
        type: 'score',
        title: 'Choral à analyser, en sol majeur',
        abc: 'X:1\nT:Choral à analyser\nM:4/4\nL:1/4\nQ:1/4=60\nK:G\n"G"[G,B,DG]2 "Em"[E,B,EG]2 | "Am7"[A,CEG]2 "D7"[D,CFA]2 | "Bm"[B,,B,DF]2 "E7"[E,B,D^G]2 | "Am"[A,,A,CE]2 "D7"[D,CFA]2 | "G"[G,,B,DG]4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'oreille-fonctions',
        title: 'Reconnaître les accords à l’oreille',
        instructions:
          'Seize accords tirés au hasard : majeur, mineur, septième de dominante ou diminué. À ce niveau, visez un sans-faute ; chaque dominante reconnue vous aidera dans l’analyse.',
        passMark: 85,
        practice: { kind: 'drill', drill: 'chords', questions: 16 },
      },
      {
        type: 'exercise',
        id: 'choral-analyse',
        title: 'Jouez le choral',
        instructions:
          'Jouez les accords du choral, main droite, deux temps chacun, en nommant à voix haute le degré de chaque accord.',
        passMark: 70,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=60\nK:G\n[B,DG]2 [B,EG]2 | [CEG]2 [CFA]2 | [B,DF]2 [B,D^G]2 | [A,CE]2 [CFA]2 | [B,DG]4 |]',
        },
      },
    ],
  },
  {
    lesson: 20,
    title: 'Construire un récital',
    content:
      'On compose un programme de 20 minutes équilibré en tempos, en tonalités et en styles, on prépare les enchaînements et les prises de parole, et l’on s’entraîne à l’improvisation sur grille imposée. Chaque élève s’enregistre et analyse sa prestation avant le récital public.',
    blocks: [
      {
        type: 'text',
        markdown: `## L’évaluation de fin de niveau

Le niveau se conclut par un **récital public et une épreuve d’improvisation**. Il faut obtenir au moins 80 % : le programme de 20 minutes compte pour 60 %, l’improvisation sur une grille imposée pour 25 %, l’analyse orale d’une œuvre du programme (leçon 19) pour 15 %. Cette dernière leçon vous aide à tout assembler.

## Composer un programme

Vingt minutes, c’est quatre à six pièces. Cherchez l’**équilibre** :

- des **styles** différents : une pièce romantique ou impressionniste (Chopin, Debussy), un standard de jazz, une pièce d’afro-jazz ou de makossa, éventuellement votre arrangement gospel ;
- des **tempos** contrastés : ne mettez jamais deux pièces lentes à la suite ;
- des **tonalités** qui s’enchaînent bien : un passage de ré♭ majeur à un blues en fa est plus naturel qu’un saut vers mi majeur ;
- une **ouverture** sûre, que vous jouez sans trac, et une **fin** brillante.

## Les enchaînements et la parole

Entre deux pièces, quelques mots suffisent : le titre, le compositeur, une phrase sur ce que le public va entendre. Préparez-les, chronométrez-les, et comptez ce temps dans vos vingt minutes. Vous pouvez aussi relier deux pièces par une courte **improvisation de transition** qui module d’une tonalité à l’autre : c’est ici que le travail sur les accords pivots (leçon 8) prend tout son sens.

## L’improvisation sur grille imposée

Le jury vous donne une grille, souvent un II-V-I majeur ou mineur enrichi de dominantes secondaires. Vous avez quelques minutes pour la lire. Méthode : repérez les tonalités, chiffrez les notes-guides, jouez une fois le thème ou la grille en accords, puis improvisez en développant un motif (leçon 15). Le thème de la partition ci-dessous, écrit pour cette leçon, en est un exemple : jouez-le, puis improvisez deux chorus sur sa grille.

## Se préparer comme un professionnel

**Enregistrez-vous** dès maintenant, en filmant le programme entier d’une traite, sans vous arrêter. Réécoutez le lendemain, avec la partition : notez trois points réussis et trois points à travailler. Jouez le programme devant des proches au moins deux fois avant le récital. Le jour venu : échauffement lent, mains chaudes, et une première pièce que vous aimez.

## Erreurs fréquentes

Choisir des pièces trop difficiles : au récital, on joue à 80 % de ses moyens. Et ne travailler que les débuts : répétez aussi les fins et les enchaînements.

## Routine des dernières semaines

Chaque jour : le programme en entier un jour sur deux, les passages difficiles l’autre jour ; dix minutes d’improvisation sur une grille nouvelle ; une présentation orale chronométrée par semaine.`,
      },
      {
        type: 'score',
        title: 'Thème de récital sur grille imposée',
        abc: 'X:1\nT:Thème de récital\nM:4/4\nL:1/4\nQ:1/4=80\nK:C\n"Cmaj7"B2 G E | "A7"^c2 A G | "Dm9"e2 d A | "G13"e4 | "Cmaj7"B2 G E | "A7b9"_B2 ^c e | "Dm7"d c "G7"B F | "Cmaj7"E4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'theme-recital',
        title: 'Jouez le thème de récital',
        instructions:
          'Jouez le thème, main droite, en chantant la phrase : sommet sur le mi de la quatrième mesure, retombée sur le mi final. Puis, sans le site, improvisez deux chorus sur la même grille.',
        passMark: 80,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=76\nK:C\nB2 G E | ^c2 A G | e2 d A | e4 | B2 G E | _B2 ^c e | d c B F | E4 |]',
        },
      },
    ],
  },
]
