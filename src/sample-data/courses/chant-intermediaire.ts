import type { Level } from '../types.ts'

/**
 * Chant, intermédiaire: sixteen weeks, one lesson a week (issue #25). Lesson 1 ("Tessitures et types de
 * voix") is the free "Leçon d'essai". The course follows the level's objectives and its assessment:
 * two contrasting songs at the microphone, a second voice on a given melody, a rhythm test.
 */
export const chantIntermediaire: Level['syllabus'] = [
  {
    lesson: 1,
    title: 'Tessitures et types de voix',
    free: true,
    content:
      'En notation française, où do3 est le do central, une soprano chante environ de do3 à do5, une mezzo de la2 à la4, une alto de fa2 à fa4 ; le ténor va de do2 à do4, le baryton de la1 à la3, la basse de mi1 à mi3. On repère sa propre tessiture et l’on apprend à choisir la tonalité de ses chansons.',
    blocks: [
      {
        type: 'text',
        markdown: `## Étendue et tessiture : deux choses différentes

Votre **étendue**, ce sont toutes les notes que votre voix peut produire, de la plus grave à la plus aiguë, même mal. Votre **tessiture**, c’est la zone où vous chantez longtemps, avec un beau son et sans fatigue. Un chanteur intermédiaire construit son répertoire sur sa tessiture, pas sur son étendue : une chanson qui passe trois minutes sur vos notes extrêmes vous fatiguera, même si vous « avez » ces notes.

## Les six grandes familles de voix

En notation française, le **do central** du piano s’appelle do3. Les tessitures types sont :

- **soprano** : environ de do3 à do5, la voix de femme la plus aiguë ;
- **mezzo-soprano** : de la2 à la4 ;
- **alto** : de fa2 à fa4, la plus grave des voix de femmes ;
- **ténor** : de do2 à do4, la voix d’homme la plus aiguë ;
- **baryton** : de la1 à la3 ;
- **basse** : de mi1 à mi3.

Ces chiffres sont des repères, pas des frontières. Le **timbre** compte autant que l’étendue : une voix sombre et ronde sur la tessiture d’une mezzo sera souvent classée alto. Et une voix évolue avec le travail et l’âge ; ne vous enfermez pas trop tôt dans une case.

## Trouver votre tessiture, pas à pas

1. Échauffez-vous dix minutes : jamais de test de tessiture à froid.
2. Sur « a », chantez la petite descente de la partition à partir d’une note confortable, puis recommencez un demi-ton plus bas, et ainsi de suite. Arrêtez-vous quand le son devient soufflé ou que vous devez baisser la tête pour l’atteindre.
3. Faites de même vers l’aigu, en montant d’un demi-ton à chaque reprise. Arrêtez-vous à la **première tension** dans la gorge, pas au premier cri.
4. Notez dans votre carnet vocal la note la plus grave et la plus aiguë où le son reste **beau**. Entre les deux se trouve votre tessiture.

## Les erreurs courantes

- Se classer d’après sa note la plus aiguë, atteinte une fois en forçant.
- Imiter la voix d’une chanteuse ou d’un chanteur admiré au lieu de chercher la sienne.
- Chanter toutes les chansons dans la tonalité de l’enregistrement. Si une chanson monte trop haut, on la **transpose** : une chanson en do majeur dont le sommet est sol4 descend d’une tierce mineure en la majeur si votre limite confortable est mi4.

## L’exercice

Trois petites descentes de cinq notes, sur do, ré puis mi. Les voix d’hommes les chantent une octave plus bas : la mesure de hauteur l’accepte. Gardez le même son, la même voyelle, de la première à la dernière note.`,
      },
      {
        type: 'score',
        title: 'Trois descentes de cinq notes',
        abc: 'X:1\nT:Descentes de cinq notes\nM:4/4\nL:1/4\nQ:1/4=76\nK:C\nG F E D | C4 | A G ^F E | D4 | B A ^G ^F | E4 |]',
        demo: 'pitch',
      },
      {
        type: 'exercise',
        id: 'descentes-cinq-notes',
        title: 'Chantez les trois descentes',
        instructions:
          'Sur « a », après le décompte, chantez les trois descentes de cinq notes sans changer de son. Une voix d’homme les chante une octave plus bas.',
        passMark: 65,
        practice: {
          kind: 'sing',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=76\nK:C\nG F E D | C4 | A G ^F E | D4 | B A ^G ^F | E4 |]',
        },
      },
    ],
  },
  {
    lesson: 2,
    title: 'Registres : poitrine, tête et passage',
    content:
      'La voix de poitrine, riche et puissante, et la voix de tête, plus légère, se rejoignent dans la zone de passage. On apprend à sentir chaque registre et à repérer où sa voix change de mécanisme.',
    blocks: [
      {
        type: 'text',
        markdown: `## Deux mécanismes, une seule voix

Les cordes vocales peuvent vibrer de deux grandes façons. En **voix de poitrine**, elles vibrent sur toute leur épaisseur : le son est riche, puissant, et l’on sent le sternum vibrer si l’on y pose la main. En **voix de tête**, elles s’affinent et ne vibrent plus que sur leurs bords : le son est plus léger, plus clair, et les vibrations se sentent dans le crâne et le visage. Les phoniatres parlent de mécanisme 1 et de mécanisme 2.

Tout le monde possède les deux, hommes compris : chez l’homme, la voix de tête très légère s’appelle souvent **voix de fausset**.

## La zone de passage

Entre les deux se trouve la **zone de passage**, quelques notes où la voix hésite. Pour beaucoup de voix de femmes, elle se situe autour du mi3 et du fa3, avec un second passage vers le do4 ; pour les voix d’hommes, autour du ré3 au fa3 selon le type de voix. Si l’on monte en gardant la voix de poitrine sans rien changer, la voix finit par **casser**, comme un yodel involontaire, ou par crier.

## Sentir les registres

- **Poitrine** : parlez fort, comme pour appeler quelqu’un de l’autre côté de la rue, « hé ! », la main sur le sternum.
- **Tête** : imitez une chouette, « hou hou », léger et aigu, la main sur le sommet du crâne.
- **Le passage** : sur « ou », glissez lentement du grave à l’aigu. Repérez la note où le son change de couleur : c’est votre passage. Notez-la.

## Ce qu’il ne faut pas faire

- Pousser la voix de poitrine toujours plus haut en levant le menton : le larynx monte, la gorge serre, la voix s’abîme.
- Passer brutalement en voix de tête en « lâchant » le souffle : le son devient soufflé et perd sa justesse.
- Travailler le passage fort. Ce travail se fait **doucement**, à volume moyen ou faible.

## La routine de la semaine

Chaque jour, après l’échauffement : trois glissandos sur « ou » dans les deux sens, puis l’arpège de la partition sur « ou », sur do, ré et mi. L’arpège traverse la zone de passage de la plupart des voix : écoutez où votre voix change et cherchez à adoucir ce changement. La semaine prochaine, nous apprendrons à l’effacer.`,
      },
      {
        type: 'score',
        title: 'Arpèges de do, ré et mi majeur',
        abc: 'X:1\nT:Arpèges à travers le passage\nM:4/4\nL:1/4\nQ:1/4=80\nK:C\nC E G c | G E C2 | D ^F A d | A ^F D2 | E ^G B e | B ^G E2 |]',
        demo: 'pitch',
      },
      {
        type: 'exercise',
        id: 'arpeges-passage',
        title: 'Chantez les arpèges sur « ou »',
        instructions:
          'Trois arpèges montants et descendants, sur do, ré puis mi, sur la voyelle « ou ». Passez en douceur du grave à l’aigu, sans pousser.',
        passMark: 65,
        practice: {
          kind: 'sing',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=80\nK:C\nC E G c | G E C2 | D ^F A d | A ^F D2 | E ^G B e | B ^G E2 |]',
        },
      },
    ],
  },
  {
    lesson: 3,
    title: 'Construire la voix mixte',
    content:
      'La voix mixte unit voix de poitrine et voix de tête sans cassure audible. Les sirènes sur « ng », les lèvres qui vibrent et les glissandos sur « ou » la construisent, à volume modéré, en arrondissant les voyelles dans l’aigu.',
    blocks: [
      {
        type: 'text',
        markdown: `## Effacer la cassure

La **voix mixte** n’est pas un troisième registre caché : c’est une **coordination**, un dosage progressif entre poitrine et tête. En montant, on laisse peu à peu la voix de tête prendre le relais, de sorte que l’auditeur n’entend aucune couture. C’est elle qui permet aux chanteuses et chanteurs de gospel ou d’afro-pop de monter vers l’aigu avec un son plein, sans crier.

## Les outils

1. **Les lèvres qui vibrent** (« brrr ») : l’air et la voix trouvent d’eux-mêmes leur équilibre. Glissez du grave à l’aigu et retour : si le « brrr » s’arrête au passage, c’est que vous poussez trop d’air.
2. **La sirène sur « ng »**, comme à la fin du mot anglais « sing », bouche entrouverte, langue contre le palais. Le son passe par le nez ; le larynx reste calme. Faites des sirènes d’une octave, lentement.
3. **Du « ng » à la voyelle** : commencez sur « ng », puis ouvrez sur « a » sans changer la sensation : « ng-a ». Le son garde la place qu’il avait dans le masque.
4. **La voyelle qui s’arrondit** : dans l’aigu, un « a » trop ouvert tire vers le cri. Pensez-le un peu plus fermé, vers « o » ou « eu » : les chanteurs appellent cela la **modification des voyelles**.

## Doser le volume

La voix mixte se construit **mezzo piano**. Si vous chantez fort, le corps se défend et revient à la poitrine poussée ; si vous chantez trop doucement, vous tombez dans un fausset soufflé. Cherchez un volume de conversation animée, ni plus ni moins. La puissance viendra plus tard, quand la coordination sera automatique.

## Les erreurs courantes

- Monter le menton pour « attraper » l’aigu : gardez le regard à l’horizontale.
- Ouvrir grand la bouche sur les notes hautes : la mâchoire se crispe.
- Ralentir le souffle au passage, par peur : c’est l’inverse, l’air doit continuer à couler.

## La routine de la semaine

Chaque jour, dix minutes : deux minutes de « brrr », trois minutes de sirènes sur « ng », puis le motif de la partition, d’abord sur « ng », ensuite sur « ng-a », enfin sur « a ». Le saut d’octave suivi d’une descente en gamme est l’exercice type de la voix mixte : la note aiguë est attaquée légèrement, et la descente doit garder la même couleur jusqu’au grave.`,
      },
      {
        type: 'score',
        title: 'Saut d’octave et descente en gamme',
        abc: 'X:1\nT:Octave et descente\nM:4/4\nL:1/4\nQ:1/4=72\nK:C\nC2 c2 | B A G F | E D C2 | D2 d2 | c B A G | F E D2 |]',
        demo: 'pitch',
      },
      {
        type: 'exercise',
        id: 'octave-descente',
        title: 'Saut d’octave sur « ng-a »',
        instructions:
          'Attaquez l’octave légèrement, puis descendez la gamme en gardant la même couleur de voix. Commencez sur « ng », ouvrez sur « a ».',
        passMark: 65,
        practice: {
          kind: 'sing',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=72\nK:C\nC2 c2 | B A G F | E D C2 | D2 d2 | c B A G | F E D2 |]',
        },
      },
    ],
  },
  {
    lesson: 4,
    title: 'Sons filés, nuances et vibrato',
    content:
      'Tenir une note en la faisant grandir puis diminuer sans en changer la hauteur, c’est le son filé. On y apprend l’appui du souffle, les nuances, et l’on laisse naître un vibrato libre, régulier et centré sur la note.',
    blocks: [
      {
        type: 'text',
        markdown: `## Le son filé

Les chanteurs italiens l’appellent *messa di voce* : on attaque une note **piano**, on la fait grandir jusqu’au **forte**, puis on la ramène au **piano**, sur un seul souffle et sans que la hauteur bouge. C’est l’un des exercices les plus complets qui soient : il demande un souffle régulier, un larynx stable et une oreille attentive. Il prépare directement les nuances de vos chansons.

## L’appui, revu et corrigé

Au niveau débutant, vous avez appris à garder les côtes ouvertes en expirant. Pour le son filé, c’est ce maintien qui dose le crescendo : ce n’est pas la gorge qui fait le volume, c’est la **pression régulière** du souffle, soutenue par la ceinture abdominale. Si la note monte quand vous grandissez, vous poussez avec la gorge ; si elle baisse quand vous diminuez, vous lâchez l’appui.

## Le vibrato

Écoutez une chanteuse de gospel tenir une note longue : le son ondule légèrement, cinq à sept fois par seconde, autour de la note. C’est le **vibrato**. Un vibrato sain ne se fabrique pas : il **apparaît** quand la voix est libre et le souffle bien soutenu. Chercher à le produire en secouant la mâchoire ou le ventre donne un résultat artificiel.

Deux défauts sont à connaître :

- le **chevrotement**, un vibrato trop large et trop lent, souvent dû à une voix poussée ou fatiguée ;
- le **trémolo serré**, rapide et nerveux, signe d’une gorge crispée.

Dans les chœurs de gospel et dans beaucoup de chansons d’afro-pop, on commence souvent la note **droite**, sans vibrato, et on le laisse s’ouvrir à la fin : c’est le **vibrato retardé**, très expressif. Savoir chanter droit est aussi indispensable pour se fondre dans un chœur.

## Lire la ligne de hauteur

Sur la ligne de l’écran, un vibrato régulier dessine une vague **centrée** sur la note : c’est ce que l’on cherche. Le score retient la hauteur médiane de chaque note, un vibrato centré ne vous pénalise donc pas. Une vague qui penche vers le bas en fin de note signale un appui qui lâche.

## La routine de la semaine

Chaque jour, après l’échauffement : trois sons filés sur mi puis sur sol, sur « a », en comptant les temps. Ensuite, une note droite de quatre temps qui s’ouvre en vibrato sur les quatre suivants. Enregistrez-vous le troisième jour et le septième : vous entendrez la différence.`,
      },
      {
        type: 'score',
        title: 'Deux sons filés : piano, forte, piano',
        abc: 'X:1\nT:Sons filés\nM:4/4\nL:1/4\nQ:1/4=72\nK:C\n!p!E4- | !f!E4- | !p!E4 | !p!G4- | !f!G4- | !p!G4 |]',
        demo: 'pitch',
      },
      {
        type: 'exercise',
        id: 'sons-files',
        title: 'Filez le mi puis le sol',
        instructions:
          'Chaque note dure trois mesures : piano, crescendo jusqu’au forte, puis decrescendo. Respirez entre les deux notes. La hauteur ne doit pas bouger.',
        passMark: 70,
        practice: {
          kind: 'sing',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=72\nK:C\n!p!E4- | !f!E4- | !p!E4 | !p!G4- | !f!G4- | !p!G4 |]',
        },
      },
    ],
  },
]
