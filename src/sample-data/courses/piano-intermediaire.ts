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
        practice: { kind: 'play', abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=72\nK:Am\nA B c d | e f ^g a | a ^g f e | d c B A |]' },
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
]
