import type { Level } from '../types.ts'

/**
 * Piano, intermédiaire: sixteen weeks, one lesson a week (issue #25). Lesson 1 is the free "Leçon d'essai".
 * The path follows the level's objectives and its assessment (two contrasting pieces, scales and cadences
 * drawn by lot, a chord chart accompanied at sight): scales up to three accidentals, inversions and voice
 * leading, tonal functions and cadences up to II-V-I, accompaniment (makossa, rumba), pedal, and Satie and
 * Bach for the recital.
 */
export const pianoIntermediaire: Level['syllabus'] = [
  {
    lesson: 1,
    title: 'Les gammes à dièses',
    free: true,
    content:
      'Sol majeur a un dièse (fa♯), ré majeur deux (fa♯, do♯), la majeur trois (fa♯, do♯, sol♯). Les dièses apparaissent toujours dans le même ordre : fa, do, sol, ré, la, mi, si. On travaille ces gammes sur deux octaves, mains séparées, avec le doigté de do majeur.',
    blocks: [
      {
        type: 'text',
        markdown: `## Bienvenue au niveau intermédiaire

Vous lisez en clé de sol et en clé de fa, vous jouez la gamme de do majeur mains ensemble et vous savez accompagner une mélodie avec trois accords. Pendant seize semaines, à raison de trois heures par semaine, nous allons élargir ce terrain : les gammes majeures et mineures jusqu’à trois altérations, les renversements et la conduite des voix, les fonctions tonales et les cadences jusqu’au II-V-I, l’accompagnement d’un chanteur, la pédale, et un répertoire qui va de Bach à Satie en passant par le makossa et la rumba.

Le niveau se conclut par un **récital devant jury** et une **épreuve d’harmonie au clavier** : deux pièces contrastées (50 % de la note), des gammes et des cadences tirées au sort (25 %) et l’accompagnement d’une grille d’accords à vue (25 %). Il faut 75 % pour le valider. Chaque leçon vous y prépare un peu.

## Pourquoi un dièse apparaît

Toute gamme majeure suit la structure **ton, ton, demi-ton, ton, ton, ton, demi-ton**. Partez de sol en ne jouant que des touches blanches : sol, la, si, do, ré, mi, fa, sol. Entre mi et fa il n’y a qu’un demi-ton, et entre fa et sol un ton entier : c’est l’inverse de ce qu’il faut. En haussant le fa d’un demi-ton, on obtient **fa♯** et la structure est respectée. Sol majeur a donc un dièse à l’armure.

Recommencez à partir de ré, la quinte de sol : il faut garder le fa♯ et ajouter **do♯**. À partir de la, quinte de ré : fa♯, do♯ et **sol♯**. Chaque nouvelle gamme part de la quinte de la précédente et ajoute un dièse, toujours sur son septième degré, la **sensible**, un demi-ton sous la tonique. C’est le début du **cycle des quintes**, que vous croiserez partout en harmonie.

## L’ordre des dièses

À l’armure, les dièses s’écrivent toujours dans le même ordre : **fa, do, sol, ré, la, mi, si**. Pour reconnaître une tonalité à dièses, prenez le dernier dièse de l’armure et montez d’un demi-ton : avec trois dièses, le dernier est sol♯, la tonalité est la majeur.

## Les doigtés

Bonne nouvelle : sol, ré et la majeur se jouent avec le doigté de do majeur. Main droite : 1-2-3, passage du pouce, 1-2-3-4, et ainsi de suite, le 5 ne servant que sur la dernière note. Main gauche : 5-4-3-2-1, le 3 passe par-dessus le pouce, 3-2-1. Dans ces trois gammes, le pouce ne tombe jamais sur une touche noire : il joue juste avant ou juste après elles, ce qui facilite le passage.

## Comment travailler cette semaine

1. Chaque gamme main droite seule, une octave, en disant le nom des notes avec leurs dièses.
2. La main gauche seule, une octave plus bas.
3. Puis deux octaves, au métronome à 60, deux notes par battement.

L’erreur la plus fréquente est d’oublier le dièse **en redescendant** : on pense au do♯ en montant, puis la main retombe sur le do blanc. Dites les noms à voix haute dans les deux sens. Autre piège : accentuer la note jouée par le pouce. Écoutez-vous : la gamme doit couler d’un seul geste, sans bosse au passage.

Répartissez vos trois heures en séances de 25 à 30 minutes par jour : 10 minutes de gammes, 10 minutes pour la notion de la semaine, le reste pour votre morceau. La partition montre la majeur sur deux octaves ; l’exercice vous demande ré majeur, main droite, sur une octave.`,
      },
      {
        type: 'score',
        title: 'Gamme de la majeur sur deux octaves',
        abc: 'X:1\nT:Gamme de la majeur\nM:4/4\nL:1/8\nQ:1/4=60\nK:A\nA, B, C D E F G A | B c d e f g a2 | a g f e d c B A | G F E D C B, A,2 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'gamme-re-majeur',
        title: 'Jouez la gamme de ré majeur',
        instructions:
          'Main droite, une note par temps, en montant puis en descendant. N’oubliez ni le fa♯ ni le do♯, surtout en redescendant.',
        passMark: 75,
        practice: { kind: 'play', abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=72\nK:D\nD E F G | A B c d | d c B A | G F E D |]' },
      },
    ],
  },
  {
    lesson: 2,
    title: 'Les gammes à bémols',
    content:
      'Fa majeur a un bémol (si♭), si♭ majeur deux (si♭, mi♭), mi♭ majeur trois (si♭, mi♭, la♭). L’ordre des bémols est l’inverse de celui des dièses : si, mi, la, ré, sol, do, fa. En fa majeur, la main droite joue 1-2-3-4 puis passe le pouce après le si♭.',
    blocks: [
      {
        type: 'text',
        markdown: `## L’autre moitié du cycle

La semaine dernière, nous sommes montés de quinte en quinte à partir de do, en ajoutant un dièse à chaque étape. En descendant de quinte en quinte, on rencontre les tonalités à **bémols**. Partez de fa sur les touches blanches : fa, sol, la, si, do… Entre la et si il y a un ton, là où la structure majeure demande un demi-ton. On baisse le si : **si♭**. Fa majeur a un bémol.

Une quinte sous fa, voici si♭ majeur, qui garde le si♭ et ajoute **mi♭** ; une quinte encore, mi♭ majeur, qui ajoute **la♭**. Chaque bémol nouveau tombe sur le quatrième degré de la gamme.

## L’ordre des bémols

Les bémols s’écrivent dans l’ordre **si, mi, la, ré, sol, do, fa** : exactement l’ordre des dièses à l’envers. Pour reconnaître une tonalité à bémols, regardez l’**avant-dernier** bémol de l’armure : c’est le nom de la tonalité. Avec si♭ et mi♭, l’avant-dernier est si♭ : si♭ majeur. Avec trois bémols, c’est mi♭ majeur. Seul fa majeur, avec un bémol unique, se retient par cœur.

## Des doigtés nouveaux

Les gammes à bémols ne se jouent plus avec le doigté de do. Une règle les organise : **le pouce ne joue jamais une touche noire**, et à la main droite le **quatrième doigt tombe sur si♭**.

- **Fa majeur**, main droite : 1-2-3-4 (fa, sol, la, si♭), le pouce passe sur do, puis 1-2-3-4. Main gauche : 5-4-3-2-1, puis 3-2-1, comme en do.
- **Si♭ majeur**, main droite : 4 sur si♭ (ou 2 pour la toute première note), 1-2-3 sur do, ré, mi♭, puis 1-2-3-4. Main gauche : 3-2-1, 4 sur mi♭, 3-2-1, 3.
- **Mi♭ majeur**, main droite : 3 sur mi♭, 1-2-3-4, puis 1-2-3. Main gauche : 3-2-1, 4 sur la♭, 3-2-1, 3.

Écrivez ces doigtés au crayon sur votre partition : après une semaine, vous n’en aurez plus besoin.

## Les pièges

Le premier piège est de poser le pouce sur une touche noire « parce que ça tombe » : la main se tord et le poignet se bloque. Le deuxième est de commencer si♭ majeur avec le pouce : vous serez en décalage de doigts pendant toute la gamme. Le troisième est mental : confondre si♭ majeur et mi♭ majeur. Avant chaque gamme, dites son armure à voix haute.

## La routine de la semaine

1. Trois minutes de sol, ré et la majeur, pour garder l’acquis.
2. Fa, si♭ et mi♭ majeur mains séparées, une octave, lentement, en regardant où tombent les pouces.
3. Fa majeur sur deux octaves, au métronome, de 60 à 80 en une semaine.

Comme les touches noires sont plus étroites et plus hautes, jouez-les avec le doigt un peu plus allongé, près du bord : la main s’avance légèrement dans le clavier, et c’est normal. La partition montre si♭ majeur ; l’exercice demande fa majeur à la main droite.`,
      },
      {
        type: 'score',
        title: 'Gamme de si♭ majeur, montante et descendante',
        abc: 'X:1\nT:Gamme de si bémol majeur\nM:4/4\nL:1/4\nQ:1/4=66\nK:Bb\nB, C D E | F G A B | B A G F | E D C B, |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'gamme-fa-majeur',
        title: 'Jouez la gamme de fa majeur',
        instructions:
          'Main droite : 1-2-3-4 jusqu’au si♭, le pouce passe sur le do, puis 1-2-3-4. En redescendant, le quatrième doigt repasse par-dessus le pouce pour retrouver le si♭.',
        passMark: 75,
        practice: { kind: 'play', abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=72\nK:F\nF G A B | c d e f | f e d c | B A G F |]' },
      },
    ],
  },
  {
    lesson: 3,
    title: 'Les gammes mineures',
    content:
      'Chaque gamme majeure possède une relative mineure, située une tierce mineure plus bas et partageant la même armure : la mineur pour do majeur. La forme harmonique hausse le septième degré d’un demi-ton pour créer une sensible (sol♯ en la mineur) ; la forme mélodique hausse le sixième et le septième en montant.',
    blocks: [
      {
        type: 'text',
        markdown: `## Une même armure, deux tonalités

Jouez do majeur, puis jouez les mêmes touches blanches de la à la : la, si, do, ré, mi, fa, sol, la. Même matériau, couleur toute différente : plus sombre, plus grave. Vous venez de jouer **la mineur naturel**, la **relative mineure** de do majeur. Chaque tonalité majeure a sa relative, qui commence une **tierce mineure** plus bas (trois demi-tons) et partage la même armure.

- Sans altération : do majeur et la mineur.
- Avec dièses : sol majeur et mi mineur (fa♯), ré majeur et si mineur (fa♯, do♯), la majeur et fa♯ mineur (trois dièses).
- Avec bémols : fa majeur et ré mineur (si♭), si♭ majeur et sol mineur, mi♭ majeur et do mineur.

Face à une armure, comment savoir si le morceau est majeur ou mineur ? Regardez la dernière note de la basse, souvent la tonique, et cherchez la sensible : si vous voyez souvent un sol♯ accidentel dans un morceau sans armure, vous êtes en la mineur.

## Trois formes de gamme mineure

La forme **naturelle** se contente de l’armure. Mais son septième degré est à un ton de la tonique : il n’attire pas l’oreille vers elle. La forme **harmonique** hausse ce septième degré d’un demi-ton pour en faire une vraie **sensible** : en la mineur, sol devient sol♯. Entre fa et sol♯, un écart d’un ton et demi apparaît, la **seconde augmentée**, qui donne à cette gamme son parfum un peu oriental.

La forme **mélodique** adoucit cet écart : en montant, elle hausse le sixième et le septième degré (fa♯ et sol♯ en la mineur) ; en descendant, elle reprend la forme naturelle. C’est celle que les mélodies utilisent le plus souvent.

## Les doigtés

La mineur et mi mineur se jouent comme do majeur. Ré mineur aussi à la main droite ; à la main gauche, 5-4-3-2-1, 3-2-1, comme en do. Pour les autres mineures, gardez la règle de la semaine dernière : jamais de pouce sur une touche noire.

## Comment travailler

Jouez chaque fois la majeure puis sa relative, pour entendre le changement de couleur. Commencez par la forme harmonique, la plus demandée à l’évaluation, puis ajoutez la mélodique. Dites les altérations avant de jouer : « la mineur harmonique, un sol♯ ».

L’erreur typique de la forme mélodique est de garder le fa♯ et le sol♯ en redescendant. Exagérez le moment du retour : arrêtez-vous sur la tonique du haut, pensez « naturelle », puis redescendez. Écoutez aussi la seconde augmentée de la forme harmonique : les deux notes doivent sonner égales, sans hésitation du quatrième doigt. L’exercice demande la mineur harmonique, main droite.`,
      },
      {
        type: 'score',
        title: 'La mineur harmonique, puis mélodique',
        abc: 'X:1\nT:La mineur, deux formes\nM:4/4\nL:1/8\nQ:1/4=60\nK:Am\nA B c d e f ^g a | a ^g f e d c B A | A B c d e ^f ^g a | a =g =f e d c B A |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'la-mineur-harmonique',
        title: 'Jouez la mineur harmonique',
        instructions:
          'Main droite, doigté de do majeur, une note par temps. Le sol est dièse en montant comme en descendant.',
        passMark: 75,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=72\nK:Am\nA B c d | e f ^g a | a ^g f e | d c B A |]',
        },
      },
    ],
  },
  {
    lesson: 4,
    title: 'Mains ensemble et arpèges',
    content:
      'On assemble les gammes mains ensemble, d’abord en mouvement contraire puis en mouvement parallèle, et l’on découvre les arpèges sur deux octaves : les notes de l’accord jouées l’une après l’autre, avec un passage du pouce plus large.',
    blocks: [
      {
        type: 'text',
        markdown: `## Pourquoi les deux mains posent problème

Chaque main connaît maintenant sa gamme. Ensemble, pourtant, tout se brouille : les pouces ne passent pas au même moment, et le cerveau doit suivre deux doigtés différents. En do majeur, par exemple, le pouce droit passe sous la main sur le fa, alors que la main gauche fait passer son troisième doigt par-dessus le pouce sur le la : deux gestes différents, à deux moments différents. L’évaluation vous demandera des gammes tirées au sort, **mains ensemble** : cette semaine, on construit la méthode.

## Le mouvement contraire d’abord

Placez les deux pouces sur le même do central et partez en sens opposés, la droite vers l’aigu, la gauche vers le grave. En do majeur, les deux mains jouent alors exactement les mêmes doigts au même moment : elles sont en miroir. C’est la meilleure porte d’entrée. Faites-le en do, en sol et en ré, une octave, puis deux.

## Le mouvement parallèle ensuite

Mains à une octave d’écart, montez ensemble. Repérez, note par note, où chaque pouce passe : écrivez-le au-dessus de la portée. Travaillez d’abord les deux notes qui précèdent et suivent un passage de pouce, en boucle, puis la gamme entière. Les mains doivent sonner comme une seule : enregistrez-vous, et si vous entendez des « flams », deux attaques presque ensemble, ralentissez.

## Les arpèges

Un **arpège** joue les notes d’un accord l’une après l’autre, sur plusieurs octaves : do-mi-sol-do-mi-sol-do. Doigté de do majeur et la mineur, main droite : 1-2-3, passage du pouce, 1-2-3-5 ; main gauche : 5-4-2-1, le 2 passe par-dessus le pouce, 4-2-1 (en montant). L’écart entre les notes est plus grand que dans une gamme : le pouce doit passer sous la main de plus loin.

Le secret est dans le poignet et le coude. Le poignet reste souple et glisse latéralement, le coude suit la main comme un accompagnateur. Si vous sentez une tension dans le pouce ou l’avant-bras, arrêtez : c’est le signe que la main se tord au lieu de se déplacer.

## La routine de cette semaine

- 5 minutes : gammes en mouvement contraire (do, sol, ré, fa).
- 10 minutes : une gamme mains ensemble en mouvement parallèle, une nouvelle chaque jour, au métronome à 60 en croches.
- 5 minutes : arpèges de do majeur et de la mineur, mains séparées.
- Le reste : révision des gammes mineures de la semaine dernière.

Un dernier conseil : ne travaillez jamais une gamme plus vite que vous ne savez la jouer **sans erreur trois fois de suite**. L’exercice demande l’arpège de la mineur, à la main gauche ou à la main droite, sur deux octaves.`,
      },
      {
        type: 'score',
        title: 'Sol majeur mains ensemble, puis arpèges de do majeur et de la mineur',
        abc: 'X:1\nT:Gamme et arpèges\nM:4/4\nL:1/8\nQ:1/4=60\nK:C\n[G,G]2 [A,A]2 [B,B]2 [Cc]2 | [Dd]2 [Ee]2 [^F^f]2 [Gg]2 | C, E, G, C E G c2 | c G E C G, E, C,2 | A, C E A c e a2 | a e c A E C A,2 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'arpege-la-mineur',
        title: 'Jouez l’arpège de la mineur',
        instructions:
          'Deux octaves en montant, puis en redescendant, en croches. Main droite 1-2-3-1-2-3-5, ou main gauche 5-4-2-1-4-2-1 en partant du la grave.',
        passMark: 70,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/8\nQ:1/4=60\nK:Am\nA, C E A c e a2 | a e c A E C A,2 |]',
        },
      },
    ],
  },
  {
    lesson: 5,
    title: 'Les renversements',
    content:
      'Un accord est à l’état fondamental quand sa fondamentale est à la basse, au premier renversement quand c’est la tierce, au second quand c’est la quinte. On apprend à les reconnaître, à les doigter et à les lire dans une grille (do/mi).',
    blocks: [
      {
        type: 'text',
        markdown: `## Les mêmes notes, un autre ordre

Au niveau débutant, vous avez joué do-mi-sol, fa-la-do et sol-si-ré : des accords à l’**état fondamental**, la fondamentale en bas, les notes empilées de tierce en tierce. Prenez maintenant do-mi-sol et montez le do d’une octave : mi-sol-do. C’est toujours un accord de do majeur, mais sa note la plus grave est la tierce : c’est le **premier renversement**. Montez encore le mi : sol-do-mi, la quinte à la basse, c’est le **second renversement**.

Les trois positions ont la même couleur harmonique, mais pas le même poids. L’état fondamental est stable, posé. Le premier renversement est plus léger, il donne envie d’avancer. Le second renversement est instable : on le trouve surtout en passage, ou juste avant une cadence.

## Reconnaître un renversement d’un coup d’œil

Dans un accord à l’état fondamental, toutes les notes sont à une tierce l’une de l’autre : sur la portée, elles sont toutes sur des lignes ou toutes dans des interlignes. Dans un renversement, un écart de **quarte** apparaît entre deux notes voisines. La note du haut de cette quarte est la fondamentale. Dans mi-sol-do, la quarte est entre sol et do : la fondamentale est do. Ce réflexe vous fera gagner un temps précieux en lecture.

## Les renversements dans une grille

Dans les grilles d’accords, un renversement s’écrit avec une barre oblique : **C/E** (ou do/mi) veut dire « accord de do, avec mi à la basse ». C’est une indication pour la main gauche, qui joue la note après la barre ; la main droite joue l’accord dans la position qui lui convient. Vous en rencontrerez dans le gospel, la variété et les arrangements de makossa, souvent pour faire descendre ou monter la basse pas à pas : C, C/B, Am, Am/G.

## Les doigtés

- Main droite : état fondamental 1-3-5, premier renversement 1-2-5, second renversement 1-3-5.
- Main gauche : état fondamental 5-3-1, premier renversement 5-3-1, second renversement 5-2-1.

Le choix vient de l’écart de quarte : c’est lui qui décide quel doigt « saute » une touche. Posez la forme de la main avant d’enfoncer les touches : les trois notes doivent partir ensemble, d’un seul poids du bras.

## Comment travailler cette semaine

Jouez do majeur dans ses trois positions en montant sur deux octaves, puis en redescendant, mains séparées. Faites de même avec fa et sol, puis avec la mineur, ré mineur et mi mineur. Quand c’est facile, passez aux tonalités des semaines précédentes : ré majeur, si♭ majeur. Dites le nom de la position à voix haute : « fondamental, premier, second ».

L’erreur fréquente est de regarder chaque note au lieu de sentir la forme : un renversement est une **forme de main**, que vous devez retrouver les yeux fermés. Une autre est de laisser la note du pouce sonner plus fort : équilibrez les trois sons, ou faites légèrement ressortir la note du haut, qui chante. L’exercice vous demande do majeur dans toutes ses positions, à la main droite.`,
      },
      {
        type: 'score',
        title: 'Do, fa et sol majeur dans leurs trois positions',
        abc: 'X:1\nT:Renversements\nM:4/4\nL:1/4\nQ:1/4=66\nK:C\n"C"[CEG] "C/E"[EGc] "C/G"[Gce] "C"[ceg] | "F"[FAc] "F/A"[Acf] "F/C"[cfa] z | "G"[B,DG] "G/B"[DGB] "G/D"[GBd] "G"[Bdg] | "C"[CEG]4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'renversements-do',
        title: 'Jouez do majeur dans ses trois positions',
        instructions:
          'Main droite, une position par demi-mesure : fondamental (1-3-5), premier renversement (1-2-5), second renversement (1-3-5), puis l’octave et le retour.',
        passMark: 70,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\n[CEG]2 [EGc]2 | [Gce]2 [ceg]2 | [Gce]2 [EGc]2 | [CEG]4 |]',
        },
      },
    ],
  },
  {
    lesson: 6,
    title: 'Enchaîner les accords : la conduite des voix',
    content:
      'Pour passer d’un accord à l’autre, on garde les notes communes et on déplace les autres vers la note la plus proche. Grâce aux renversements, la main droite enchaîne I, VI, IV et V presque sans bouger, pendant que la main gauche joue les fondamentales.',
    blocks: [
      {
        type: 'text',
        markdown: `## Des voix plutôt que des blocs

Jouez do, fa, sol, do à l’état fondamental, la main droite sautant d’un bloc à l’autre : cela sonne haché, et la main travaille beaucoup. Les musiciens pensent autrement : un accord de trois sons, ce sont **trois voix**, comme trois chanteurs. Chaque chanteur veut bouger le moins possible. Cette manière de penser s’appelle la **conduite des voix**, et c’est elle qui donne à un accompagnement son aspect lié et professionnel.

## Deux règles suffisent

1. **Gardez les notes communes.** Do majeur (do-mi-sol) et fa majeur (fa-la-do) partagent le do : il reste en place.
2. **Déplacez les autres notes vers la plus proche.** Le mi monte d’un demi-ton vers fa, le sol monte d’un ton vers la. Résultat : do-mi-sol devient do-fa-la, le second renversement de fa.

Appliquez ces règles de do à sol majeur : aucune note commune entre do-mi-sol et sol-si-ré… sauf le sol ! Gardez-le, le do descend vers si, le mi descend vers ré : vous obtenez si-ré-sol, le premier renversement de sol. La main droite ne se déplace presque plus : elle « respire » autour d’une même position.

## La grille I-VI-IV-V

La suite do, la mineur, fa, sol (I-VI-IV-V) accompagne des milliers de chansons, du doo-wop américain aux ballades d’afro-pop. Avec la conduite des voix, la main droite joue do-mi-sol, do-mi-la, do-fa-la, si-ré-sol : le do reste sous le pouce pendant trois accords. La main gauche, elle, joue simplement les fondamentales à l’octave inférieure : do, la, fa, sol. C’est la répartition de base de tout accompagnement, que nous enrichirons plus tard avec des rythmes.

## Le piège de la basse

Ne confondez pas la conduite des voix de la main droite avec la basse. La main gauche, elle, peut sauter : c’est son rôle de poser la fondamentale, qui donne le nom de l’accord. Si la main gauche suit aussi le chemin le plus court, elle jouera des renversements sans le vouloir, et la musique perdra son assise.

## Comment travailler cette semaine

- Jouez la grille main droite seule, en blanches, en écoutant la voix du haut : sol, la, la, sol. Elle doit chanter.
- Ajoutez la main gauche, une ronde par accord.
- Transposez la grille en sol majeur (sol, mi mineur, do, ré) puis en fa majeur (fa, ré mineur, si♭, do) en appliquant les deux règles, sans écrire les notes.

Au début, vous hésiterez avant chaque accord : c’est normal. Regardez toujours l’accord **suivant** pendant que vous jouez celui-ci ; c’est le réflexe qui vous permettra d’accompagner une grille à vue à l’évaluation.`,
      },
      {
        type: 'score',
        title: 'I-VI-IV-V en do majeur, voix conduites',
        abc: 'X:1\nT:Grille I-VI-IV-V\nM:4/4\nL:1/4\nQ:1/4=72\nK:C\n"C"[C,CEG]2 "Am"[A,,CEA]2 | "F"[F,,CFA]2 "G"[G,,B,DG]2 | "C"[C,CEG]2 "F"[F,,CFA]2 | "G"[G,,B,DG]2 "C"[C,CEG]2 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'grille-voix-conduites',
        title: 'Jouez la grille, main droite',
        instructions:
          'Les accords de la main droite seuls, en blanches : do-mi-sol, do-mi-la, do-fa-la, si-ré-sol, puis do-mi-sol, do-fa-la, si-ré-sol, do-mi-sol. Le pouce reste sur le do tant que possible.',
        passMark: 70,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=66\nK:C\n[CEG]2 [CEA]2 | [CFA]2 [B,DG]2 | [CEG]2 [CFA]2 | [B,DG]2 [CEG]2 |]',
        },
      },
    ],
  },
  {
    lesson: 7,
    title: 'Fonctions tonales et cadences',
    content:
      'Le degré I est la tonique (repos), le IV la sous-dominante (éloignement), le V la dominante (tension). La cadence parfaite V-I conclut une phrase, la cadence plagale IV-I sonne comme un « amen », la demi-cadence s’arrête sur le V et la cadence rompue remplace le I attendu par le VI.',
    blocks: [
      {
        type: 'text',
        markdown: `## Chaque accord a un rôle

Dans une tonalité, les accords ne se valent pas : chacun joue un **rôle**, qu’on appelle sa **fonction**. Il y en a trois, comme dans une histoire.

- La **tonique** (degré I) est la maison : on part d’elle et on y revient. Le VI (la mineur en do), qui partage deux notes avec elle, peut la remplacer.
- La **sous-dominante** (degré IV) est le départ, l’éloignement. Le II (ré mineur en do) a la même fonction.
- La **dominante** (degré V) est la tension, le moment où l’on veut rentrer. Elle contient la sensible, si en do, qui tire vers la tonique.

Presque toute la musique tonale, de Bach à la rumba, suit ce cycle : repos, éloignement, tension, repos. Entendre ces fonctions, c’est comprendre où va la musique, et c’est ce qui permet d’accompagner une chanson qu’on ne connaît pas.

## Les cadences

Une **cadence** est la ponctuation de la musique, l’enchaînement d’accords qui termine une phrase.

- La **cadence parfaite** (V-I, les deux accords à l’état fondamental, la tonique à la voix du haut) est le point final.
- La **cadence imparfaite** est aussi un V-I, mais avec un renversement ou une autre note en haut : une virgule forte plutôt qu’un point.
- La **cadence plagale** (IV-I) sonne comme l’« amen » des cantiques : douce, sans sensible.
- La **demi-cadence** s’arrête sur le V : c’est un point d’interrogation, la phrase suivante doit répondre.
- La **cadence rompue** (V-VI) fait attendre la tonique et sert le la mineur à sa place : une surprise, souvent suivie d’une vraie cadence parfaite.

## Ce que demande l’évaluation

Le jury tirera au sort des gammes et des **cadences** : « cadence parfaite en ré majeur », « demi-cadence en la mineur ». Il faut donc savoir construire chaque cadence dans toutes les tonalités travaillées, sans préparation. La méthode : trouvez la tonique, comptez les degrés sur vos doigts (I, IV, V sont à la quarte et à la quinte), puis appliquez la conduite des voix de la semaine dernière.

## Comment travailler

Jouez la partition en écoutant la fin de chaque phrase. Puis demandez à un proche de jouer l’une des quatre cadences au hasard, pendant que vous fermez les yeux : point final, virgule, question ou surprise ? Ensuite, transposez. Cette semaine, faites chaque jour les quatre cadences dans une tonalité différente : do, sol, fa, ré, la mineur, si♭.

L’erreur fréquente est de penser les accords un par un. Pensez en **formules** : « I-IV-V-I » est un seul geste que la main retrouve dans toutes les tonalités, avec la même forme. L’exercice vous demande la cadence parfaite en sol majeur, à la main droite.`,
      },
      {
        type: 'score',
        title: 'Quatre cadences en do majeur : parfaite, plagale, demi-cadence, rompue',
        abc: 'X:1\nT:Cadences\nM:4/4\nL:1/4\nQ:1/4=66\nK:C\n"C"[C,EGc]2 "F"[F,FAc]2 | "G"[G,DGB]2 "C"[C,EGc]2 | "C"[C,CEG]2 "F"[F,CFA]2 | "C"[C,CEG]4 | "C"[C,CEG]2 "Am"[A,CEA]2 | "F"[F,CFA]2 "G"[G,B,DG]2 | "C"[C,CEG]2 "G"[G,DGB]2 | "Am"[A,CEA]4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'cadence-parfaite-sol',
        title: 'Jouez la cadence parfaite en sol majeur',
        instructions:
          'Main droite : I (si-ré-sol), IV (do-mi-sol), V (la-ré-fa♯), I (si-ré-sol). Le sol du haut reste en place pendant les deux premiers accords, et c’est lui qui conclut : la tonique à la voix du haut.',
        passMark: 70,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=66\nK:G\n[Bdg]2 [ceg]2 | [Adf]2 [Bdg]2 |]',
        },
      },
    ],
  },
  {
    lesson: 8,
    title: 'L’accord de septième de dominante',
    content:
      'En ajoutant une septième mineure à l’accord de sol, on obtient sol7 : sol-si-ré-fa. Le si (sensible) monte vers do et le fa descend vers mi : c’est cette double attraction qui rend la résolution vers do si satisfaisante. On le reconnaît à l’oreille et on le joue dans les tonalités travaillées.',
    blocks: [
      {
        type: 'text',
        markdown: `## Quatre sons au lieu de trois

Empilez une tierce de plus sur l’accord de sol majeur : sol-si-ré, puis **fa**. Entre sol et fa, il y a une **septième mineure** (dix demi-tons). L’accord obtenu, **sol7**, s’appelle la **septième de dominante** : c’est l’accord de dominante enrichi, le plus attiré de tous vers la tonique.

Pourquoi cette attraction ? Parce que sol7 contient deux notes « sous tension ». Le **si**, sensible de do majeur, est à un demi-ton sous do et veut monter. Le **fa**, la septième, est à un demi-ton au-dessus de mi et veut descendre. Entre si et fa, il y a trois tons : le **triton**, l’intervalle le plus instable de la gamme. Quand sol7 se résout sur do, le triton se referme sur la tierce do-mi, et l’oreille est soulagée.

## Résoudre correctement

La règle d’or : **la sensible monte, la septième descend**. Si vous laissez le fa monter vers sol, ou le si descendre vers la, la résolution paraîtra bancale, même avec les bonnes notes. Au piano, une forme économe pour la main droite est si-ré-fa (le sol est déjà à la basse), qui se résout sur do-mi : le si monte, le ré descend sur do, le fa descend sur mi.

Une forme plus légère, très utilisée pour accompagner, ne garde que trois notes : la fondamentale à la main gauche, la sensible et la septième à la main droite. Sol-si-fa se résout sur do-do-mi. Avec seulement deux doigts à bouger, vous pouvez enchaîner des dominantes très vite.

## Dans les autres tonalités

Chaque tonalité a sa septième de dominante, construite sur son cinquième degré :

- en fa majeur : **do7** (do-mi-sol-si♭) vers fa ;
- en sol majeur : **ré7** (ré-fa♯-la-do) vers sol ;
- en ré majeur : **la7** (la-do♯-mi-sol) vers ré ;
- en la mineur : **mi7** (mi-sol♯-si-ré) vers la mineur, avec le sol♯ de la gamme harmonique.

Remarquez la dernière : en mineur aussi, la dominante est un accord majeur avec septième mineure, grâce à la sensible haussée.

## Entendre la septième

Un accord de septième de dominante sonne plus riche et plus piquant qu’un accord parfait. Cette semaine, apprenez à le reconnaître parmi d’autres : la série d’exercices fait entendre des accords majeurs, mineurs, diminués et de septième de dominante. Le diminué (si-ré-fa) ressemble à sol7 sans sa fondamentale : il est sombre et instable, mais plus « serré ».

Routine quotidienne : vos gammes, puis sol7-do, do7-fa, ré7-sol et mi7-la mineur, main gauche à la basse, main droite en forme économe ; enfin une série d’écoute. Dites à voix haute où va chaque note de tension avant de la jouer.`,
      },
      {
        type: 'score',
        title: 'Septièmes de dominante et leurs résolutions',
        abc: 'X:1\nT:Septièmes de dominante\nM:4/4\nL:1/4\nQ:1/4=66\nK:C\n"G7"[G,B,F]2 "C"[C,CE]2 | "C7"[C,E_B]2 "F"[F,FA]2 | "D7"[D,C^F]2 "G"[G,B,G]2 | "G7"[G,B,DF]2 "C"[C,CE]2 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'accords-septieme',
        title: 'Reconnaissez les accords, septième de dominante comprise',
        instructions:
          'Écoutez chaque accord et choisissez son type : majeur, mineur, diminué ou septième de dominante. Dix accords par série.',
        passMark: 70,
        practice: { kind: 'drill', drill: 'chords', questions: 10 },
      },
      {
        type: 'exercise',
        id: 'resolution-sol7',
        title: 'Jouez la résolution de sol7 vers do',
        instructions: 'Main droite : si-ré-fa, puis do-mi. Le si monte, le ré et le fa descendent. Deux fois.',
        passMark: 70,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\n[B,DF]2 [CE]2 | [B,DF]2 [CE]2 |]',
        },
      },
    ],
  },
  {
    lesson: 9,
    title: 'Les accords du ton et l’enchaînement II-V-I',
    content:
      'Sur chaque degré de la gamme majeure se construit un accord : majeur sur I, IV et V, mineur sur II, III et VI, diminué sur VII. L’enchaînement II-V-I (ré mineur, sol7, do) réunit les trois fonctions dans l’ordre le plus naturel ; ré et fa restent en place entre le II et le V.',
    blocks: [
      {
        type: 'text',
        markdown: `## Sept degrés, sept accords

Construisez un accord de trois sons sur chaque note de la gamme de do majeur, en n’utilisant que les notes de la gamme :

- I : do-mi-sol, **do majeur** ;
- II : ré-fa-la, **ré mineur** ;
- III : mi-sol-si, **mi mineur** ;
- IV : fa-la-do, **fa majeur** ;
- V : sol-si-ré, **sol majeur** ;
- VI : la-do-mi, **la mineur** ;
- VII : si-ré-fa, **si diminué**.

Ce modèle est le même dans toutes les tonalités majeures : majeur sur I, IV et V, mineur sur II, III et VI, diminué sur VII. En sol majeur, le II est donc la mineur, le VI mi mineur. Connaître ce modèle par cœur vous permet de deviner les accords d’une chanson avant même de les entendre.

## Le II-V-I

L’enchaînement **II-V-I** est la formule la plus célèbre de l’harmonie. Le II (sous-dominante) s’éloigne, le V (dominante) crée la tension, le I (tonique) la résout. Les fondamentales descendent de quinte en quinte, ré, sol, do : c’est le mouvement le plus fort qui soit, celui du cycle des quintes parcouru à l’envers. Vous le trouverez dans les standards de jazz, dans le gospel, dans les ponts des chansons d’afro-pop et dans les retours au refrain de nombreuses rumbas.

En do majeur : **ré mineur, sol7, do**. Regardez les notes : ré-fa-la, puis sol-si-ré-fa. Ré et fa sont communs aux deux accords, ils restent en place ; seul le la monte d’un ton vers si. Puis sol7 se résout comme la semaine dernière : le si monte vers do, le fa descend vers mi, le ré descend vers do.

## La forme de main à retenir

Main droite : **ré-fa-la**, puis **ré-fa-si**, puis **do-mi-do** (le do du haut). Main gauche : ré, sol, do. Trois gestes minuscules à la main droite, trois sauts francs à la main gauche : c’est le partage des rôles de la leçon 6. Cette forme se transpose telle quelle : en fa majeur, sol mineur, do7, fa ; en sol majeur, la mineur, ré7, sol.

## En mineur

En la mineur, le II est si diminué (si-ré-fa) et le V est mi7, grâce au sol♯ de la gamme harmonique. Le II-V-I mineur sonne plus dramatique : on l’entend dans d’innombrables chansons en mineur, du boléro aux ballades de jazz.

## Comment travailler cette semaine

1. Jouez les sept accords du ton en do, en sol et en fa, en disant leur nom et leur type.
2. Jouez le II-V-I dans ces trois tonalités, une ronde par accord, main gauche et main droite ensemble.
3. Ajoutez ré majeur et si♭ majeur quand les trois premières sont sûres.

L’erreur la plus courante est de « chercher » le V en relâchant la main : gardez les doigts sur ré et fa, ne bougez que le doigt du haut. Écoutez aussi l’équilibre : les notes qui bougent sont celles qu’on doit entendre. L’exercice demande le II-V-I en do à la main droite.`,
      },
      {
        type: 'score',
        title: 'II-V-I en do majeur, puis en fa majeur',
        abc: 'X:1\nT:II-V-I\nM:4/4\nL:1/4\nQ:1/4=72\nK:C\n"Dm"[D,DFA]4 | "G7"[G,,DFB]4 | "C"[C,CEc]4 | [C,CEc]4 | "Gm"[G,,G_Bd]4 | "C7"[C,G_Be]4 | "F"[F,,FAf]4 | [F,,FAf]4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'deux-cinq-un-do',
        title: 'Jouez le II-V-I en do majeur',
        instructions:
          'Main droite : ré-fa-la, ré-fa-si, puis do-mi-do. Ré et fa ne bougent pas entre les deux premiers accords. Deux fois.',
        passMark: 70,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=66\nK:C\n[DFA]2 [DFB]2 | [CEc]4 | [DFA]2 [DFB]2 | [CEc]4 |]',
        },
      },
    ],
  },
  {
    lesson: 10,
    title: 'Le déchiffrage',
    content:
      'Déchiffrer, c’est jouer une partition inconnue sans s’arrêter. On observe la pièce trente secondes avant de jouer (clés, armure, mesure, motifs), on choisit un tempo lent, on lit en avance et on ne revient jamais en arrière.',
    blocks: [
      {
        type: 'text',
        markdown: `## Une compétence à part

Certains pianistes jouent admirablement les pièces qu’ils ont travaillées pendant des mois, mais se figent devant une partition nouvelle. Le **déchiffrage**, ou lecture à vue, est une compétence distincte, qui se travaille à part, un peu chaque jour. Elle vous servira partout : pour découvrir un répertoire, accompagner une chorale, jouer en groupe, et bien sûr pour l’accompagnement à vue de l’évaluation.

## Trente secondes avant de jouer

Ne posez jamais les mains sur le clavier tout de suite. Regardez d’abord :

- **les clés** : la main gauche est-elle bien en clé de fa, change-t-elle de clé en cours de route ?
- **l’armure** et la tonalité probable : un si♭ à l’armure et un do♯ accidentel annoncent ré mineur ;
- **la mesure** et les valeurs les plus courtes : ce sont elles qui fixent votre tempo ;
- **la forme** : y a-t-il des motifs qui se répètent, une phrase qui revient ?
- **les passages difficiles** : une altération accidentelle, un grand saut, un changement de position.

Chantez intérieurement le début, tapez le rythme des deux premières mesures sur vos genoux. Ces trente secondes valent plus que cinq minutes d’essais au clavier.

## Pendant la lecture

1. **Choisissez un tempo lent**, celui du passage le plus difficile, et gardez-le jusqu’au bout.
2. **Ne vous arrêtez jamais.** Une fausse note passe ; un arrêt casse la musique. Si vous vous perdez, rattrapez le premier temps de la mesure suivante.
3. **Lisez en avance** : pendant que vos doigts jouent une mesure, vos yeux sont déjà sur la suivante.
4. **Ne regardez pas vos mains.** Sentez la topographie du clavier : les groupes de touches noires servent de repères sous les doigts.
5. **Lisez des formes**, pas des notes isolées : une gamme qui monte, un arpège, un accord renversé, un intervalle de quinte.

## Comment progresser

Le secret est la quantité : un peu de musique nouvelle **chaque jour**, plus facile que ce que vous travaillez. Une pièce du niveau débutant est parfaite pour déchiffrer au niveau intermédiaire. Jouez-la une seule fois, sans la reprendre, puis passez à une autre. Les partitions du domaine public d’IMSLP et les recueils de pièces faciles sont une réserve inépuisable.

Entraînez aussi la reconnaissance rapide des notes, surtout en clé de fa, souvent plus lente chez les pianistes : l’exercice de lecture ci-dessous en tire au hasard. Puis déchiffrez la petite pièce de la partition : observez-la trente secondes, sans l’écouter, jouez-la une fois dans l’exercice de jeu, et seulement ensuite écoutez la démonstration pour vérifier.`,
      },
      {
        type: 'score',
        title: 'Petite pièce à déchiffrer, en ré mineur',
        abc: 'X:1\nT:Pièce à déchiffrer\nM:3/4\nL:1/4\nQ:1/4=80\nK:Dm\nD F A | d2 c | B A G | A3 | F G A | B A G | E2 ^C | D3 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'dechiffrage-re-mineur',
        title: 'Déchiffrez la pièce en ré mineur',
        instructions:
          'Trente secondes d’observation, puis jouez la pièce main droite, une seule fois, sans vous arrêter. Attention au si♭ de l’armure et au do♯ de l’avant-dernière mesure.',
        passMark: 65,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:3/4\nL:1/4\nQ:1/4=80\nK:Dm\nD F A | d2 c | B A G | A3 | F G A | B A G | E2 ^C | D3 |]',
        },
      },
      {
        type: 'exercise',
        id: 'lecture-rapide-fa',
        title: 'Lecture rapide en clé de fa',
        instructions: 'Douze notes tirées au hasard en clé de fa : nommez-les le plus vite possible.',
        passMark: 80,
        practice: { kind: 'drill', drill: 'bass', questions: 12 },
      },
    ],
  },
  {
    lesson: 11,
    title: 'La pédale de résonance et la Gymnopédie n° 1',
    content:
      'On pratique la pédale syncopée : on joue le nouvel accord, on relève la pédale puis on l’enfonce aussitôt après. Ainsi le son reste lié sans mélanger les harmonies. On l’applique à la Gymnopédie n° 1 d’Erik Satie, pièce lente en ré majeur.',
    blocks: [
      {
        type: 'text',
        markdown: `## Ce que fait la pédale

Le piano a en général deux ou trois pédales. Celle de droite, la **pédale de résonance** (on dit souvent « la pédale forte », à tort : elle ne rend pas le son plus fort), soulève tous les étouffoirs. Les cordes continuent de vibrer quand vous relâchez les touches, et les autres cordes entrent en résonance : le son devient plus long, plus rond, plus riche. Sur un clavier numérique, branchez une vraie pédale de sustain plutôt qu’un petit interrupteur : on ne dose bien qu’avec une pédale stable.

## Le geste du pied

Le talon reste posé au sol, c’est l’avant du pied qui appuie, sans quitter la pédale. Le geste part de la cheville, comme pour appuyer sur l’accélérateur d’une voiture avec douceur. Inutile d’enfoncer jusqu’au fond avec violence, ni de relâcher d’un coup : une pédale qui claque s’entend dans la salle.

## La pédale syncopée

L’erreur du débutant est d’enfoncer la pédale **en même temps** que l’accord : la pédale capte alors la fin de l’accord précédent, et les harmonies se mélangent en bouillie. La bonne technique est **décalée** :

1. Jouez le premier accord, puis enfoncez la pédale.
2. Au moment exact où les doigts enfoncent l’accord suivant, **relevez** la pédale.
3. Juste après, une fraction de seconde plus tard, **renfoncez-la**.

Le pied se relève quand les mains descendent : c’est un mouvement de bascule, qui demande une semaine de pratique lente. Exercez-vous sur la gamme de do en noires, en changeant la pédale à chaque note : vous devez obtenir un legato parfait, même en levant chaque doigt, sans jamais entendre deux notes mêlées.

## La Gymnopédie n° 1

Erik Satie a composé ses trois *Gymnopédies* en 1888 ; elles sont aujourd’hui dans le domaine public et parmi les pièces les plus jouées au monde. La première porte l’indication « Lent et douloureux ». La main gauche alterne une basse grave sur le premier temps et un accord sur le deuxième temps, qui tient jusqu’à la fin de la mesure : sol avec si-ré-fa♯, puis ré avec la-do♯-fa♯. Ce sont des accords de **septième majeure**, dont la couleur rêveuse fait tout le charme de la pièce. La mélodie entre à la cinquième mesure, sur le deuxième temps.

Changez la pédale à **chaque premier temps**, au moment de la basse : une mesure, une harmonie, une pédale. La main gauche doit sauter de la basse à l’accord sans précipitation ; c’est la pédale qui lie, pas les doigts.

## Interpréter

Tout se joue *pianissimo* et sans raideur. La basse est posée, l’accord plus léger, la mélodie au-dessus, comme une voix. Ne ralentissez pas au fil des mesures : la lenteur doit être régulière, presque immobile. Travaillez d’abord la main gauche seule avec la pédale, puis la mélodie seule, puis l’ensemble. L’exercice demande les quatre premières mesures de la mélodie.`,
      },
      {
        type: 'score',
        title: 'Gymnopédie n° 1 (Satie) : la main gauche des quatre premières mesures',
        abc: 'X:1\nT:Gymnopédie n° 1, main gauche\nC:Erik Satie\nM:3/4\nL:1/4\nQ:1/4=66\nK:D clef=bass\n!pp!G,, [B,DF]2 | D, [A,CF]2 | G,, [B,DF]2 | D, [A,CF]2 |]',
        demo: 'keyboard',
      },
      {
        type: 'score',
        title: 'Gymnopédie n° 1 (Satie) : la mélodie, mesures 5 à 12',
        abc: 'X:1\nT:Gymnopédie n° 1, mélodie\nC:Erik Satie\nM:3/4\nL:1/4\nQ:1/4=66\nK:D\nz f a | g f c | B c d | A3 | F3- | F3- | F3- | F3 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'gymnopedie-melodie',
        title: 'Jouez la mélodie de la Gymnopédie',
        instructions:
          'Main droite, mesures 5 à 8 : la mélodie entre sur le deuxième temps. Fa♯ et do♯ sont à l’armure. Jouez lié, très doucement.',
        passMark: 70,
        practice: { kind: 'play', abc: 'X:1\nM:3/4\nL:1/4\nQ:1/4=66\nK:D\nz f a | g f c | B c d | A3 |]' },
      },
    ],
  },
  {
    lesson: 12,
    title: 'Accompagner un chanteur à partir d’une grille',
    content:
      'On apprend à lire une grille d’accords et à choisir un motif d’accompagnement : accords plaqués, alternance basse-accord ou arpèges. L’accompagnateur donne la note de départ, joue une introduction, suit la respiration du chanteur et ne s’arrête jamais.',
    blocks: [
      {
        type: 'text',
        markdown: `## Lire une grille

Une **grille d’accords** ne donne ni les notes ni le rythme : seulement les accords, mesure par mesure. Elle se présente souvent ainsi :

| C | Am | F | G7 |

Chaque case est une mesure. Deux accords dans une case se partagent la mesure ; le signe % répète la mesure précédente. On rencontre le chiffrage anglo-saxon (C, Am, G7, C/E) ou le chiffrage français (do, la m, sol 7, do/mi). À vous de décider comment jouer : c’est toute la liberté, et toute la difficulté, de l’accompagnement.

## Trois motifs de base

- **Les accords plaqués** : main gauche à la fondamentale, main droite sur l’accord, une ou deux fois par mesure. Idéal pour une ballade lente ou pour déchiffrer une grille inconnue.
- **L’alternance basse-accord** : la main gauche joue la fondamentale sur le premier temps et la quinte sur le troisième, la main droite plaque l’accord sur les deuxième et quatrième temps. C’est la base des musiques à danser, de la polka au makossa.
- **Les arpèges** : la main gauche égrène fondamentale, quinte, octave, quinte, en croches, la main droite tient l’accord. Le son est fluide, parfait pour les chansons calmes, avec la pédale de la semaine dernière.

Choisissez selon le tempo et le caractère : plus la chanson est rapide, plus le motif doit être simple.

## Le rôle de l’accompagnateur

Accompagner, ce n’est pas jouer un morceau de piano avec un chanteur par-dessus. C’est **servir la voix** :

1. **Donnez la note de départ**, puis jouez une introduction : souvent les deux ou quatre dernières mesures de la grille.
2. **Restez sous la voix** : une nuance plus douce que le chanteur, un registre qui ne couvre pas le sien. Évitez de doubler sans cesse la mélodie.
3. **Suivez la respiration** : regardez le chanteur, laissez-lui le temps de respirer entre les phrases.
4. **Ne vous arrêtez jamais.** Un mauvais accord se corrige à la mesure suivante ; un arrêt perd le chanteur.

Si la chanson est trop haute ou trop basse pour la voix, il faut **transposer** la grille : c’est là que vos gammes et vos formes d’accords dans toutes les tonalités deviennent indispensables.

## Préparer l’épreuve à vue

À l’évaluation, une grille vous sera donnée à accompagner à vue : c’est un quart de la note. Méthode : repérez la tonalité, les accords connus (I, IV, V, II, VI), les formules (II-V-I, I-VI-IV-V) et les éventuelles basses obliques ; choisissez un motif simple ; comptez une mesure à voix haute, puis lancez-vous, sans vous arrêter.

Cette semaine, jouez la grille de la partition dans les trois motifs, puis transposez-la en sol et en fa. Chantez la mélodie d’une chanson que vous aimez en vous accompagnant, même approximativement : vous sentirez tout de suite si votre main gauche est régulière. L’exercice demande le motif en arpèges à la main gauche.`,
      },
      {
        type: 'score',
        title: 'Une grille, deux motifs : basse-accord, puis arpèges',
        abc: 'X:1\nT:Accompagner une grille\nM:4/4\nL:1/8\nQ:1/4=72\nK:C\n"C"C,2 [EGc]2 G,,2 [EGc]2 | "Am"A,,2 [EAc]2 E,2 [EAc]2 | "F"F,,2 [FAc]2 C,2 [FAc]2 | "G7"G,,2 [DFB]2 D,2 [DFB]2 | "C"[C,EGc] G, C G, C, G, C G, | "Am"[A,,EAc] E, A, E, A,, E, A, E, | "F"[F,,FAc] C, F, C, F,, C, F, C, | "G7"[G,,DFB] D, G, D, G,, D, G, D, |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'arpeges-main-gauche',
        title: 'Jouez le motif en arpèges, main gauche',
        instructions:
          'Fondamentale, quinte, octave, quinte, deux fois par mesure, sur do, la, fa et sol. La main ne dépasse jamais l’octave : 5-2-1-2.',
        passMark: 70,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/8\nQ:1/4=66\nK:C clef=bass\nC, G, C G, C, G, C G, | A,, E, A, E, A,, E, A, E, | F,, C, F, C, F,, C, F, C, | G,, D, G, D, G,, D, G, D, |]',
        },
      },
    ],
  },
  {
    lesson: 13,
    title: 'Le makossa : une main gauche mobile, des accords sur les contretemps',
    content:
      'Le makossa de Douala repose sur une basse mobile et des accords placés sur les contretemps. On joue une ligne de basse avec notes de passage à la main gauche et des accords « en ressort » à la main droite, entre les temps.',
    blocks: [
      {
        type: 'text',
        markdown: `## Du débutant à l’intermédiaire

Au niveau débutant, vous avez frappé le rythme d’une basse de makossa. Cette semaine, les deux mains jouent ensemble, comme le clavier d’un orchestre de Douala. Rappelons l’essentiel : le **makossa** est né à Douala dans les années 1950 et a conquis le monde avec « Soul Makossa » de Manu Dibango en 1972. Sa signature est une **basse qui chante**, héritière d’une tradition de bassistes camerounais célèbres dans le monde entier, de Richard Bona à Étienne Mbappé, et des accords qui tombent **entre les temps**.

## Une main gauche qui se déplace

La basse de makossa ne se contente pas de la fondamentale. Elle parcourt l’accord (fondamentale, tierce, quinte), saute à l’octave et glisse vers l’accord suivant par une **note de passage**, souvent chromatique : dans la partition, le fa♯ de la deuxième mesure conduit au sol de la troisième. Ces petites notes de liaison donnent à la basse son mouvement de marche.

Doigté : gardez la main en position sur chaque accord (5 sur la fondamentale, 3 sur la tierce, 1 sur la quinte), et préparez le déplacement pendant le silence de la mesure. Le silence du deuxième temps n’est pas un repos : c’est l’instant où l’on rebondit.

## Une main droite « en ressort »

La main droite joue des accords courts sur chaque **contretemps**, les « et » de « un et deux et trois et quatre et ». Le geste est celui d’un ressort : la main rebondit sur les touches et s’en éloigne aussitôt, comme un guitariste qui étouffe ses cordes. Si les accords durent trop, le groove s’alourdit. Utilisez les renversements pour rester sur place : do-mi-sol-do, do-fa-la-do, ré-sol-si, une position serrée au milieu du clavier.

## Les deux mains ensemble

C’est la grande difficulté de la semaine : la main gauche appuie les temps, la main droite les contretemps, jamais en même temps. Travaillez ainsi :

1. Frappez le rythme de la main droite sur vos genoux, en comptant « un et deux et » : l’exercice de rythme ci-dessous le mesure.
2. Jouez la basse seule, jusqu’à ce qu’elle soit automatique.
3. Mains ensemble à 60 % du tempo, une mesure en boucle, puis deux, puis les quatre.
4. Remontez de 5 en 5, sans jamais sacrifier la régularité.

L’erreur typique : la main droite se recale sur le temps, par réflexe, dès que la main gauche devient difficile. Ralentissez plutôt que de laisser glisser le contretemps. Une autre : accélérer. Le makossa est entraînant mais **posé** ; vers 100 à la noire, il danse déjà.

Écoutez les morceaux du genre et repérez le clavier : il joue souvent très peu de notes, mais parfaitement placées. C’est ce « très peu, très juste » que le jury attend si vous choisissez un arrangement de makossa pour votre récital.`,
      },
      {
        type: 'score',
        title: 'Basse de makossa avec notes de passage (main gauche)',
        abc: 'X:1\nT:Basse makossa, niveau intermédiaire\nM:4/4\nL:1/8\nQ:1/4=100\nK:C clef=bass\n"C"C,2 z C, E, G, z E, | "F"F,2 z F, A, C F, ^F, | "G"G,2 z G, B, D B, G, | "C"C,2 z C, E, G, C,2 |]',
        demo: 'keyboard',
      },
      {
        type: 'score',
        title: 'Accords sur les contretemps (main droite)',
        abc: 'X:1\nT:Contretemps makossa\nM:4/4\nL:1/8\nQ:1/4=100\nK:C\n"C"z [EGc] z [EGc] z [EGc] z [EGc] | "F"z [FAc] z [FAc] z [FAc] z [FAc] | "G"z [DGB] z [DGB] z [DGB] z [DGB] | "C"z [EGc] z [EGc] [EGc]2 z2 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'contretemps-makossa',
        title: 'Frappez les contretemps',
        instructions:
          'Après le décompte, frappez uniquement les « et », entre les temps, puis les deux derniers accords de la fin. Comptez « un et deux et » dans votre tête.',
        passMark: 65,
        practice: {
          kind: 'rhythm',
          abc: 'X:1\nM:4/4\nL:1/8\nQ:1/4=90\nK:C\nz C z C z C z C | z C z C z C z C | z C z C z C z C | z C z C C2 z2 |]',
        },
      },
      {
        type: 'exercise',
        id: 'basse-makossa-mobile',
        title: 'Jouez la basse de makossa',
        instructions: 'Main gauche, avec les silences du deuxième temps et le fa♯ de passage vers le sol.',
        passMark: 65,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/8\nQ:1/4=84\nK:C clef=bass\nC,2 z C, E, G, z E, | F,2 z F, A, C F, ^F, | G,2 z G, B, D B, G, | C,2 z C, E, G, C,2 |]',
        },
      },
    ],
  },
  {
    lesson: 14,
    title: 'La rumba : accompagner au clavier',
    content:
      'La rumba congolaise, née à Kinshasa et Brazzaville, mêle le son cubain et les traditions du fleuve Congo. Au clavier, la main gauche joue une basse en 3 + 3 + 2 et la main droite imite la guitare par des tierces et des sixtes balancées, sur le rythme de la clave.',
    blocks: [
      {
        type: 'text',
        markdown: `## Une musique des deux rives

Dans les années 1940 et 1950, les disques de son cubain arrivent à Léopoldville (l’actuelle Kinshasa) et à Brazzaville. Les musiciens du fleuve Congo s’en emparent, y ajoutent leurs langues, leurs guitares et leurs rythmes : la **rumba congolaise** est née. Wendo Kolosoy, Joseph Kabasele (le Grand Kallé), Franco et l’OK Jazz, Tabu Ley Rochereau en sont les grands noms. En 2021, l’UNESCO l’a inscrite au patrimoine culturel immatériel de l’humanité.

Une rumba commence souvent par une partie chantée, lente et mélodieuse, puis bascule dans le **sebene**, une section instrumentale plus rapide où les guitares tissent des motifs répétitifs pour les danseurs. Le piano n’y est pas l’instrument principal, mais un clavier qui sait imiter ces guitares et cette basse devient un accompagnateur précieux.

## La clave, horloge secrète

Toute la musique afro-cubaine tourne autour d’un motif de cinq coups sur deux mesures, la **clave**. La clave « 3-2 » frappe trois coups dans la première mesure (sur 1, sur le « et » de 2, sur 4) et deux dans la seconde (sur 2 et 3). Même quand personne ne la joue, tous les musiciens la sentent. Apprenez-la par cœur en la frappant dans vos mains pendant que vous marchez sur les temps : c’est l’exercice de rythme de cette leçon.

## La main gauche : 3 + 3 + 2

La basse de rumba reprend la première moitié de la clave : une note sur 1, une sur le « et » de 2, une sur 4. En croches, cela fait 3 + 3 + 2 : c’est le **tresillo**, que l’on retrouve de La Havane à Kinshasa. La fondamentale tombe sur les deux premiers coups, la quinte sur le troisième, qui annonce déjà l’accord suivant. Laissez sonner chaque note jusqu’à la suivante : la basse de rumba est ronde et liée.

## La main droite : une guitare au clavier

Les guitaristes congolais jouent beaucoup en **tierces** et en **sixtes**, deux notes à la fois, avec un balancement régulier. Au piano, la main droite alterne deux intervalles de l’accord, par exemple mi-sol et sol-do sur l’accord de do, en croches, avec un petit silence au milieu de la mesure. Le pouce et le quatrième ou cinquième doigt se partagent le travail ; le poignet bascule légèrement, comme un essuie-glace.

## Comment travailler

1. La clave, dans les mains, jusqu’à ce qu’elle soit naturelle.
2. La basse seule, en comptant les croches : « 1 2 3, 1 2 3, 1 2 ».
3. La main droite seule, très légère.
4. Mains ensemble, une mesure en boucle à 60 %.

L’erreur fréquente est de jouer trop fort et trop chargé : la rumba est élégante, elle **balance**. Pensez à la danse, à la souplesse des hanches plutôt qu’à la force. Ensuite, essayez le motif sur la grille I-VI-IV-V de la leçon 6 : il s’y adapte sans effort.`,
      },
      {
        type: 'score',
        title: 'Basse de rumba en 3 + 3 + 2 (main gauche)',
        abc: 'X:1\nT:Basse de rumba\nM:4/4\nL:1/8\nQ:1/4=96\nK:C clef=bass\n"C"C,3 C,3 G,,2 | "F"F,3 F,3 C,2 | "G"G,3 G,3 D,2 | "C"C,3 C,3 G,,2 |]',
        demo: 'keyboard',
      },
      {
        type: 'score',
        title: 'Tierces balancées à la manière d’une guitare (main droite)',
        abc: 'X:1\nT:Main droite de rumba\nM:4/4\nL:1/8\nQ:1/4=96\nK:C\n"C"[EG]2 [Gc] [EG] z [Gc] [EG] [Gc] | "F"[FA]2 [Ac] [FA] z [Ac] [FA] [Ac] | "G"[DG]2 [GB] [DG] z [GB] [DG] [GB] | "C"[EG]2 [Gc] [EG] [Gc]4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'clave-trois-deux',
        title: 'Frappez la clave 3-2',
        instructions:
          'Trois coups dans la première mesure (1, « et » de 2, 4), deux dans la seconde (2 et 3), deux fois de suite.',
        passMark: 65,
        practice: {
          kind: 'rhythm',
          abc: 'X:1\nM:4/4\nL:1/8\nQ:1/4=90\nK:C\nC3 C3 C2 | z2 C2 C2 z2 | C3 C3 C2 | z2 C2 C2 z2 |]',
        },
      },
      {
        type: 'exercise',
        id: 'basse-rumba',
        title: 'Jouez la basse de rumba',
        instructions: 'Main gauche, en 3 + 3 + 2 : fondamentale, fondamentale, quinte, sur do, fa, sol et do.',
        passMark: 70,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/8\nQ:1/4=84\nK:C clef=bass\nC,3 C,3 G,,2 | F,3 F,3 C,2 | G,3 G,3 D,2 | C,3 C,3 G,,2 |]',
        },
      },
    ],
  },
  {
    lesson: 15,
    title: 'Le Prélude en do majeur de Bach',
    content:
      'Le Prélude BWV 846, qui ouvre le Clavier bien tempéré, n’est qu’une suite d’accords brisés selon un même motif. On le joue d’abord en accords plaqués pour comprendre son harmonie, puis en arpèges réguliers, légèrement simplifiés, en façonnant les nuances phrase par phrase.',
    blocks: [
      {
        type: 'text',
        markdown: `## Une pièce qui enseigne

En 1722, Jean-Sébastien Bach réunit vingt-quatre préludes et fugues, un dans chaque tonalité majeure et mineure : c’est le premier livre du **Clavier bien tempéré**. Le tout premier prélude, en do majeur, est devenu l’une des pièces les plus célèbres du répertoire ; Charles Gounod a même posé dessus la mélodie de son *Ave Maria*. Il est au programme de ce niveau parce qu’il réunit tout ce que vous avez appris : accords, renversements, septièmes de dominante, conduite des voix.

## Le principe : un accord par mesure

Chaque mesure répète deux fois le même motif de huit notes, un **accord brisé** : les deux notes graves, puis trois notes aiguës répétées. Dans l’original, la main gauche joue les deux premières notes et les tient, la main droite joue les six suivantes. Toute la pièce tient donc en une idée : il suffit de connaître la suite des accords.

## Plaquer avant d’arpéger

Avant de jouer une seule croche, jouez chaque mesure comme un **accord plaqué** : c’est la première partition ci-dessous. Vous reconnaîtrez les accords des leçons précédentes : do, ré mineur avec septième sur une basse de do, sol7 au premier renversement (si à la basse), do, la mineur, ré7, sol sur si, do avec septième majeure sur si. Remarquez comme les voix bougent peu d’un accord à l’autre : Bach applique la conduite des voix de la leçon 6, une note à la fois. Nommez chaque accord à voix haute : vous verrez la pièce comme une grille, et vous ne vous perdrez plus.

## Arpéger avec régularité

Le défi de ce prélude est la **régularité** : toutes les notes égales, comme un ruisseau. Le pouce, plus lourd, a tendance à accentuer : écoutez-le. Gardez la main au-dessus de la position de l’accord, les doigts proches des touches, et laissez le poignet souple. La version de la leçon, simplifiée, ne joue le motif qu’une fois par mesure, en croches ; quand elle est sûre, passez à la version de la deuxième partition, avec le motif doublé, comme Bach l’a écrit.

## Façonner la musique

Une suite de notes égales n’est pas une suite de notes plates. Regroupez les mesures par quatre, comme des phrases. Laissez grandir le son quand l’harmonie se tend (les accords de septième, la basse qui descend) et diminuez quand elle se détend. Peu ou pas de pédale : si vous en mettez, changez-la à chaque mesure, sur la basse, avec la technique syncopée de la leçon 11.

## Votre semaine

- Jours 1 et 2 : les huit premières mesures en accords plaqués, en nommant les accords.
- Jours 3 et 4 : la version simplifiée, mains séparées puis réparties comme dans l’original.
- Jours 5 à 7 : la version complète, à 60 à la noire, en soignant les phrases.

Avec la Gymnopédie de la leçon 11, vous tenez deux pièces contrastées, l’une lente et chantée, l’autre mouvante et régulière : exactement ce que demande le récital.`,
      },
      {
        type: 'score',
        title: 'Prélude BWV 846 (Bach) : les huit premières mesures en accords plaqués',
        abc: 'X:1\nT:Prélude en do majeur, accords\nC:Jean-Sébastien Bach\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\n"C"[CEGce]4 | "Dm7/C"[CDAdf]4 | "G7/B"[B,DGdf]4 | "C"[CEGce]4 | "Am/C"[CEAea]4 | "D7/C"[CD^FAd]4 | "G/B"[B,DGdg]4 | "Cmaj7/B"[B,CEGc]4 |]',
        demo: 'keyboard',
      },
      {
        type: 'score',
        title: 'Prélude BWV 846 (Bach) : les quatre premières mesures, comme Bach les a écrites',
        abc: 'X:1\nT:Prélude en do majeur\nC:Jean-Sébastien Bach\nM:4/4\nL:1/16\nQ:1/4=60\nK:C\nCEGc eGce CEGc eGce | CDAd fAdf CDAd fAdf | B,DGd fGdf B,DGd fGdf | CEGc eGce CEGc eGce |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'prelude-bach-simplifie',
        title: 'Jouez le début du Prélude, version simplifiée',
        instructions:
          'Les quatre premières mesures, le motif joué une fois par mesure, en croches régulières. Toutes les notes égales, sans accent sur le pouce.',
        passMark: 70,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/8\nQ:1/4=60\nK:C\nC E G c e G c e | C D A d f A d f | B, D G d f G d f | C E G c e G c e |]',
        },
      },
    ],
  },
  {
    lesson: 16,
    title: 'Préparer le récital et l’épreuve d’harmonie',
    content:
      'On prépare les trois parties de l’évaluation : deux pièces contrastées, les gammes et cadences tirées au sort, l’accompagnement d’une grille à vue. Routine des dernières semaines, répétition générale et gestion du trac.',
    blocks: [
      {
        type: 'text',
        markdown: `## Ce que demande l’évaluation

Le niveau se conclut par un **récital devant jury** et une **épreuve d’harmonie au clavier**, notés ensemble :

- **deux pièces contrastées** (50 %) ;
- **des gammes et des cadences tirées au sort** (25 %) ;
- **l’accompagnement d’une grille d’accords à vue** (25 %).

Il faut 75 % au total. Cette dernière leçon organise vos révisions pour les trois parties.

## Les deux pièces

« Contrastées » veut dire différentes par le caractère, le tempo et la technique. Quelques associations qui fonctionnent : le Prélude en do majeur de Bach (mouvement continu, régularité) et la Gymnopédie n° 1 de Satie (lenteur, pédale, chant) ; ou l’une d’elles avec « The Entertainer » de Scott Joplin, ou un arrangement de makossa. Le jury écoute la justesse, mais surtout la **stabilité du tempo**, le **son** et les **nuances** : une pièce un peu plus facile, jouée avec musicalité, vaut mieux qu’une pièce trop difficile jouée en s’arrêtant.

## Les gammes et les cadences

Faites des petites cartes : une par gamme (majeures de do, sol, ré, la, fa, si♭ et mi♭, mineures harmoniques et mélodiques de la, mi, si, fa♯, ré, sol et do), une par cadence (parfaite, plagale, demi-cadence, rompue, II-V-I). Chaque jour, tirez trois cartes au hasard et jouez-les **sans préparation**, comme devant le jury. Notez celles qui hésitent : ce sont elles qu’il faut travailler lentement le lendemain.

## L’accompagnement à vue

Avant de jouer : repérez la tonalité, les formules connues (I-VI-IV-V, II-V-I), les accords de septième et les basses obliques. Choisissez un motif simple, basse-accord ou accords plaqués, et un tempo prudent. Comptez une mesure, puis jouez sans vous arrêter, en regardant toujours la mesure suivante. Un accord faux corrigé aussitôt coûte peu ; un silence coûte beaucoup. Entraînez-vous sur la grille ci-dessous, puis inventez-en de nouvelles dans d’autres tonalités.

## La routine des dernières semaines

- **10 minutes** : trois cartes de gammes et cadences tirées au sort.
- **10 minutes** : une grille inconnue, à vue, avec un motif différent chaque jour.
- **30 minutes** : les deux pièces, passages difficiles d’abord, puis une fois en entier sans vous arrêter.

Une semaine avant l’évaluation, faites une **répétition générale** : tout le programme dans l’ordre, devant quelqu’un ou en vous enregistrant, en tenue, sans reprendre. Vous saurez où vous en êtes, et le jour venu vous aurez déjà vécu la situation.

## Le jour même

Échauffez-vous avec une gamme lente, pas avec vos pièces. Avant chaque morceau, prenez le temps de régler le siège, respirez trois fois et chantez intérieurement les deux premières mesures au bon tempo. Le trac est normal : il prouve que l’enjeu compte pour vous. Acceptez-le, et laissez la musique vous occuper l’esprit.

En seize semaines, vous avez acquis les gammes jusqu’à trois altérations, l’harmonie au clavier, l’accompagnement, la pédale, Bach et Satie. Bonne évaluation !`,
      },
      {
        type: 'score',
        title: 'Une grille à accompagner à vue, en sol majeur',
        abc: 'X:1\nT:Grille à vue\nM:4/4\nL:1/4\nQ:1/4=76\nK:G\n"G"[G,,B,DG]2 [B,DG]2 | "Em"[E,,B,EG]2 [B,EG]2 | "C"[C,CEG]2 [CEG]2 | "D7"[D,CDF]2 [CDF]2 | "G"[G,,B,DG]2 [B,DG]2 | "C"[C,CEG]2 [CEG]2 | "D7"[D,CDF]2 [CDF]2 | "G"[G,,B,DG]4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'deux-cinq-un-sol',
        title: 'Cadence tirée au sort : II-V-I en sol majeur',
        instructions:
          'Main droite : la-do-mi, la-do-fa♯, puis sol-si-sol. La et do restent en place entre les deux premiers accords. Deux fois.',
        passMark: 70,
        practice: {
          kind: 'play',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=66\nK:G\n[Ace]2 [Acf]2 | [GBg]4 | [Ace]2 [Acf]2 | [GBg]4 |]',
        },
      },
      {
        type: 'exercise',
        id: 'revision-intervalles-inter',
        title: 'Révision à l’oreille : les intervalles',
        instructions: 'Écoutez deux notes et nommez l’intervalle. Douze questions.',
        passMark: 70,
        practice: { kind: 'drill', drill: 'intervals', questions: 12 },
      },
    ],
  },
]
