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
  {
    lesson: 5,
    title: 'Les tierces : entendre la seconde voix',
    content:
      'La seconde voix la plus courante avance en tierces parallèles, majeures ou mineures selon le degré de la gamme. On apprend à les reconnaître à l’oreille et à construire une tierce au-dessus d’une mélodie.',
    blocks: [
      {
        type: 'text',
        markdown: `## L’intervalle des chœurs

Écoutez un chœur de gospel, les choristes d’un groupe de makossa ou deux amies qui chantent ensemble sur le chemin de l’école : dans la grande majorité des cas, la seconde voix avance **une tierce** au-dessus ou au-dessous de la mélodie. La tierce est douce, elle se fond dans la mélodie sans la cacher : c’est l’intervalle de l’harmonie par excellence.

## Majeure ou mineure

Il existe deux tierces :

- la **tierce majeure**, deux tons, comme do-mi : claire, lumineuse. C’est le début de « Oh When the Saints » ;
- la **tierce mineure**, un ton et demi, comme mi-sol ou la-do : plus sombre, plus tendre. C’est le début de « Greensleeves », la-do.

Dans la gamme de do majeur, la tierce construite sur chaque degré est tantôt majeure, tantôt mineure : do-mi, fa-la et sol-si sont majeures ; ré-fa, mi-sol, la-do et si-ré sont mineures. Vous n’avez pas à y penser en chantant : si vous restez **dans la gamme**, la tierce prend d’elle-même la bonne taille.

## Construire une tierce au-dessus

La règle est simple : pour chaque note de la mélodie, montez de **deux degrés** dans la gamme, en sautant une note. Sur la mélodie do-ré-mi-do, la seconde voix chante mi-fa-sol-mi. Écrivez-la d’abord au crayon sous la mélodie, en noms de notes ; chantez-la ensuite seule, lentement, jusqu’à la savoir par cœur.

Attention au piège du fa : sur la mélodie ré, la tierce au-dessus est fa, pas fa dièse. Ajouter une altération qui n’est pas dans la gamme, c’est sortir de la tonalité, et l’oreille l’entend immédiatement.

## Entendre avant de chanter

Pour chanter une tierce juste, il faut l’entendre. Cette semaine, l’exercice de reconnaissance des intervalles entraîne votre oreille : tierces majeures et mineures, mais aussi secondes, quartes, quintes et octaves, pour ne pas confondre. Avant de répondre, chantez intérieurement les deux notes, puis comparez à vos chansons-repères.

## Les erreurs courantes

- Chanter la tierce trop fort : la seconde voix accompagne, elle ne domine pas.
- Glisser vers la mélodie dès qu’on l’entend. C’est le défi de la semaine prochaine.
- Apprendre la seconde voix « à peu près ». Elle se travaille aussi précisément que la mélodie.

## La routine de la semaine

Chaque jour : une série d’intervalles ; la partition écoutée deux fois avec le clavier à l’écran ; puis la voix du haut chantée seule, jusqu’à dépasser le seuil.`,
      },
      {
        type: 'score',
        title: 'Une mélodie et sa tierce au-dessus',
        abc: 'X:1\nT:Tierces parallèles\nM:4/4\nL:1/4\nQ:1/4=72\nK:C\n[CE] [DF] [EG] [CE] | [EG] [FA] [GB]2 | [GB] [FA] [EG] [DF] | [EG] [DF] [CE]2 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'tierces-oreille',
        title: 'Reconnaissez les intervalles',
        instructions:
          'Douze intervalles joués l’un après l’autre. Chantez-les intérieurement avant de répondre : tierce majeure ou mineure, quarte, quinte, octave ?',
        passMark: 70,
        practice: { kind: 'drill', drill: 'intervals', questions: 12 },
      },
      {
        type: 'exercise',
        id: 'tierce-au-dessus',
        title: 'Chantez la voix du haut',
        instructions: 'Chantez seule la voix du haut de la partition, la tierce au-dessus de la mélodie, sur « la ».',
        passMark: 65,
        practice: {
          kind: 'sing',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=72\nK:C\nE F G E | G A B2 | B A G F | G F E2 |]',
        },
      },
    ],
  },
  {
    lesson: 6,
    title: 'Tenir sa seconde voix',
    content:
      'Chanter une seconde voix pendant qu’un partenaire chante la mélodie demande méthode : apprendre sa partie seul, puis contre le piano, puis avec un partenaire, enfin a cappella. On la travaille sur l’« Ode à la joie » de Beethoven.',
    blocks: [
      {
        type: 'text',
        markdown: `## Le vrai défi de l’harmonie

Savoir sa seconde voix par cœur ne suffit pas : dès que quelqu’un chante la mélodie à côté de vous, votre oreille est attirée par elle, et votre voix glisse pour la rejoindre. Tous les choristes ont connu ce moment. Tenir sa voix est une compétence qui se construit par étapes, comme un muscle.

## La méthode en cinq étapes

1. **La mélodie d’abord** : chantez-la, même si vous ne la chanterez pas. Vous devez savoir où elle va.
2. **Votre voix seule**, lentement, jusqu’à pouvoir la chanter les yeux fermés.
3. **Votre voix contre le piano** : la démonstration joue les deux voix, vous chantez celle du haut. Baissez le tempo à 70 % au début.
4. **Avec un partenaire**, qui chante la mélodie. Placez-vous côte à côte, pas face à face.
5. **A cappella**, sans aucun instrument : c’est l’étape de l’examen.

Ne passez à l’étape suivante que lorsque la précédente est sûre, trois fois de suite.

## Les astuces des choristes

- **Une main sur l’oreille** : en couvrant légèrement une oreille, vous entendez mieux votre propre voix. Les choristes de studio le font tous.
- **Pensez « accord », pas « voisin »** : écoutez l’ensemble des deux voix. Quand votre tierce est juste, elle « sonne », elle semble ajouter une troisième note.
- **Chantez un peu moins fort** que la mélodie. Une seconde voix trop présente change la couleur de la chanson.
- **Repérez les points d’appui** : les notes où votre voix est à l’unisson ou à la sixte de la mélodie, souvent en fin de phrase, sont des repères pour vérifier que vous êtes toujours juste.

## Lire sa partie

Une seconde voix s’apprend souvent sur partition dans les chorales. Lire vite les notes de la clé de sol vous fera gagner des heures de répétition : c’est le second exercice de la semaine.

## L’exercice

L’« Ode à la joie », écrite par Beethoven pour sa neuvième symphonie en 1824, est dans le domaine public et tout le monde la connaît : idéale pour travailler. La partition donne la mélodie et sa tierce au-dessus. Remarquez la dernière mesure : sur le rythme pointé, les deux voix descendent ensemble. Chantez la voix du haut pendant que la démonstration joue les deux voix, puis demandez à quelqu’un de chanter la mélodie avec vous.`,
      },
      {
        type: 'score',
        title: 'Ode à la joie (Beethoven), à deux voix',
        abc: 'X:1\nT:Ode à la joie\nC:Ludwig van Beethoven\nM:4/4\nL:1/4\nQ:1/4=84\nK:C\n[EG] [EG] [FA] [GB] | [GB] [FA] [EG] [DF] | [CE] [CE] [DF] [EG] | [EG]>[DF] [DF]2 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'ode-seconde-voix',
        title: 'Chantez la seconde voix de l’« Ode à la joie »',
        instructions:
          'Chantez la voix du haut, la tierce au-dessus de la mélodie, sur « la ». Si quelqu’un peut chanter la mélodie en même temps, c’est encore mieux.',
        passMark: 65,
        practice: {
          kind: 'sing',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=84\nK:C\nG G A B | B A G F | E E F G | G>F F2 |]',
        },
      },
      {
        type: 'exercise',
        id: 'lire-cle-de-sol',
        title: 'Lisez les notes en clé de sol',
        instructions: 'Dix notes sur la portée en clé de sol : nommez-les le plus vite possible.',
        passMark: 60,
        practice: { kind: 'drill', drill: 'treble', questions: 10 },
      },
    ],
  },
  {
    lesson: 7,
    title: 'La tierce en dessous et les accords',
    content:
      'L’alto du gospel chante souvent une tierce sous la mélodie. On apprend à construire cette voix du bas, à la remplacer par une sixte quand elle descend trop, et à entendre si un accord est majeur ou mineur.',
    blocks: [
      {
        type: 'text',
        markdown: `## La voix du bas

Dans un chœur de gospel à trois voix, les sopranos chantent la mélodie, les **altos une tierce en dessous**, les ténors complètent l’accord. La voix du bas se construit comme celle du haut, mais dans l’autre sens : pour chaque note de la mélodie, on **descend de deux degrés** dans la gamme. Sous la, fa ; sous do, la ; sous ré, si.

Elle est souvent plus difficile à tenir que la voix du haut : notre oreille suit naturellement la note la plus aiguë, c’est-à-dire la mélodie. Les altos sont des choristes héroïques.

## Quand la tierce ne suffit plus

Deux situations obligent à quitter la tierce :

- **La voix descend trop bas** pour le chanteur. On la remonte alors d’une octave : la tierce en dessous devient une **sixte au-dessus**. On dit que la sixte est le **renversement** de la tierce ; elle sonne presque aussi doux.
- **La fin de phrase** : sur l’accord final, la seconde voix rejoint souvent la tonique ou la quinte de l’accord plutôt que de rester en tierce. Écoutez les « amen » du gospel : toutes les voix convergent.

## La tonalité de fa

La partition de la semaine est en **fa majeur**, avec un bémol à la clé : tous les si sont des si bémol. Dans la voix du bas, le si bémol tombe sous le ré de la mélodie, et le mi reste naturel sous le sol. Chantez d’abord la gamme de fa, fa-sol-la-si♭-do-ré-mi-fa, pour vous mettre la tonalité dans l’oreille.

## Majeur ou mineur ?

Deux voix en tierces, plus une troisième, forment un **accord**. L’accord majeur empile une tierce majeure puis une mineure (do-mi-sol) ; l’accord mineur, une tierce mineure puis une majeure (la-do-mi). Les reconnaître à l’oreille vous aidera à savoir où vous êtes dans une chanson, et à choisir votre note quand on vous demande d’improviser une harmonie. C’est le premier exercice : une série d’accords à classer. Deux autres couleurs s’y mêlent : l’accord de **septième de dominante** (sol-si-ré-fa), tendu, qui appelle la résolution, et l’accord **diminué** (si-ré-fa), fait de deux tierces mineures, inquiet.

## Les erreurs courantes

- Suivre la mélodie une tierce en dessous « à l’oreille », sans vérifier la gamme : on finit par chanter un fa dièse au lieu d’un fa.
- Écraser la voix du bas dans le grave : gardez le même son clair que dans le médium.

## La routine de la semaine

Chaque jour : la gamme de fa chantée, une série d’accords, puis la voix du bas seule, contre la démonstration, enfin avec un partenaire qui chante la mélodie.`,
      },
      {
        type: 'score',
        title: 'Phrase gospel en fa, mélodie et tierce en dessous',
        abc: 'X:1\nT:Phrase gospel à deux voix\nC:Académie Gombiste\nM:4/4\nL:1/4\nQ:1/4=72\nK:F\n[FA]2 [Ac]2 | [Bd] [Ac] [FA] [DF] | [EG] [FA] [GB] [EG] | [FA]4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'accords-majeur-mineur',
        title: 'Reconnaissez les accords',
        instructions:
          'Douze accords joués l’un après l’autre : majeur, mineur, septième de dominante ou diminué ? Écoutez d’abord si l’accord est clair ou sombre.',
        passMark: 70,
        practice: { kind: 'drill', drill: 'chords', questions: 12 },
      },
      {
        type: 'exercise',
        id: 'voix-du-bas',
        title: 'Chantez la voix du bas',
        instructions:
          'Chantez la note la plus grave de chaque accord de la partition, la tierce sous la mélodie, sur « ou ». Les voix d’hommes la chantent une octave plus bas.',
        passMark: 65,
        practice: {
          kind: 'sing',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=72\nK:F\nF2 A2 | B A F D | E F G E | F4 |]',
        },
      },
    ],
  },
  {
    lesson: 8,
    title: 'Syncopes et contretemps',
    content:
      'On compte « 1 et 2 et 3 et 4 et » en frappant les temps au pied, puis on place la voix sur les « et ». La syncope attaque une note sur une partie faible et la prolonge sur la partie forte : c’est le moteur des musiques d’Afrique centrale.',
    blocks: [
      {
        type: 'text',
        markdown: `## Le temps et le contretemps

Toute musique repose sur une **pulsation**, les temps que vous marquez du pied sans y penser. Entre deux temps se trouve le **contretemps**, la moitié de chaque temps, que l’on compte « et » : « 1 et 2 et 3 et 4 et ». Une musique qui ne joue que sur les temps marche ; une musique qui joue sur les contretemps **danse**.

La **syncope** va plus loin : une note attaquée sur une partie faible, le « et », est prolongée par-dessus la partie forte suivante. Le temps fort n’est plus frappé, il est « sauté », et c’est ce vide qui crée l’élan. Le makossa, la rumba congolaise, le gospel et le reggae en sont remplis.

## Le calcul du contretemps

À 80 pulsations par minute, un temps dure 60 ÷ 80 = 0,75 seconde. Le contretemps arrive exactement à la moitié, 0,375 seconde après chaque temps. Ce calcul n’est pas qu’une curiosité : il montre qu’un contretemps n’est pas « un peu après » le temps, mais **exactement au milieu**. C’est cette précision qu’on vous demandera à l’épreuve rythmique.

## La progression en quatre étapes

1. **Le pied** marque les quatre temps, régulièrement, au métronome à 80. Il ne s’arrête jamais, même pendant les silences.
2. **Les mains** frappent uniquement sur les « et », pendant que le pied continue.
3. **La voix** remplace les mains : « ya » sur chaque « et », pendant huit mesures.
4. **La syncope** : « ya » sur le « et » du 2, tenu jusqu’au 3, sans attaquer le 3.

Si le pied se met à suivre les mains, revenez à l’étape précédente : c’est le signe que la pulsation n’est pas encore intériorisée.

## Les erreurs courantes

- **Accélérer** : les contretemps donnent envie d’aller plus vite. Le métronome est votre juge.
- **Raccourcir les syncopes** : une note syncopée doit durer toute sa valeur, par-dessus le temps fort.
- **Perdre la pulsation pendant les silences** : un silence se compte, il fait partie du rythme.

## L’exercice

Le motif de la partition commence par quatre contretemps, puis mélange temps, contretemps et syncopes. Marchez la pulsation sur place pendant que vous l’écoutez deux fois, puis frappez chaque note sur la barre d’espace ou le grand bouton. Chaque frappe est mesurée en millisecondes : à moins de 30 ms de la note, c’est parfait.

## La routine de la semaine

Chaque jour, cinq minutes de « ya » sur les contretemps au métronome, en montant de 70 à 90 au fil de la semaine, puis l’exercice, et enfin une chanson de makossa écoutée en marquant les temps du pied.`,
      },
      {
        type: 'score',
        title: 'Contretemps et syncopes',
        abc: 'X:1\nT:Contretemps et syncopes\nM:4/4\nL:1/8\nQ:1/4=80\nK:C\nz c z c z c z c | c2 c c z c c2 | z c c c z c z c | c2 z c c4 |]',
        demo: null,
      },
      {
        type: 'exercise',
        id: 'rythme-contretemps',
        title: 'Frappez les contretemps et les syncopes',
        instructions: 'Après le décompte, une frappe par note. Gardez la pulsation dans le corps pendant les silences.',
        passMark: 65,
        practice: {
          kind: 'rhythm',
          abc: 'X:1\nM:4/4\nL:1/8\nQ:1/4=80\nK:C\nz c z c z c z c | c2 c c z c c2 | z c c c z c z c | c2 z c c4 |]',
        },
      },
    ],
  },
  {
    lesson: 9,
    title: 'Chanter le makossa',
    content:
      'Le makossa, né à Douala, place la voix sur une basse dansante et des guitares en arpèges. On apprend à dire le texte en rythme, à anticiper les temps forts et à couper les notes net, sur une mélodie de l’académie.',
    blocks: [
      {
        type: 'text',
        markdown: `## Une musique de Douala

Le **makossa** est né à Douala, dans les bars et les salles de bal des années 1950 et 1960, avant de conquérir l’Afrique puis le monde : en 1972, « Soul Makossa » de Manu Dibango est reprise jusque dans les clubs de New York. Eboa Lotin, Ekambi Brillant, Grace Decca et bien d’autres lui ont donné ses plus belles chansons, souvent en **duala**. Sa signature : une basse qui danse, des guitares qui égrènent des arpèges rapides, et des chœurs, souvent féminins, qui répondent au chanteur en tierces.

## Où placer la voix

Dans le makossa, la voix se comporte presque comme un instrument de percussion. Trois réflexes font la différence :

- **L’anticipation** : la voix attaque souvent une phrase sur le « et » qui précède le temps fort, et la tient par-dessus. C’est la syncope de la leçon précédente, mise en chanson.
- **Les notes courtes** : les syllabes rapides sont détachées, presque parlées. Une voix trop liée, trop « classique », alourdit la danse.
- **Les fins nettes** : on coupe la dernière note d’une phrase exactement à sa valeur, pour laisser la place à la basse et à la guitare.

## La méthode en trois temps

1. **Parler le texte en rythme**, sans mélodie, en marquant les temps du pied. Si vous ne pouvez pas le dire en rythme, vous ne pourrez pas le chanter.
2. **Le chanter sur une seule note**, toujours en rythme.
3. **Ajouter la mélodie**, lentement d’abord : baissez le tempo à 70 %, puis remontez.

## La mélodie de la semaine

« Wouri », écrite par les professeurs de l’académie, suit la forme d’un couplet de makossa : deux phrases qui commencent après un demi-temps de silence et s’accrochent à la note suivante par-dessus le temps fort. Repérez les **liaisons** sur la partition : chaque note liée se tient sans être rattaquée. Les deux dernières mesures descendent vers le do et s’y posent, là encore en syncope.

## Les erreurs courantes

- Attaquer la note syncopée avec retard, « pour être sûr » : elle tombe alors sur le temps, et l’effet disparaît.
- Raccourcir les notes liées pour respirer : prévoyez plutôt votre respiration dans le demi-temps de silence qui ouvre chaque phrase.
- Chanter fort pour avoir de l’énergie : l’énergie du makossa vient du rythme, pas du volume.

## La routine de la semaine

Chaque jour : cinq minutes de contretemps au métronome, la mélodie parlée puis chantée, et une chanson de makossa de votre choix écoutée en chantant les chœurs.`,
      },
      {
        type: 'score',
        title: 'Wouri (mélodie de l’académie, style makossa)',
        abc: 'X:1\nT:Wouri\nC:Académie Gombiste\nM:4/4\nL:1/8\nQ:1/4=96\nK:C\nz E G A- A2 G E | D2 C D- D4 | z E G A- A2 c A | G4- G2 z2 |\nz c c A- A2 G E | G2 E D- D2 C D | E2 D C- C4 |]',
        demo: 'pitch',
      },
      {
        type: 'exercise',
        id: 'wouri-makossa',
        title: 'Chantez les quatre premières mesures de « Wouri »',
        instructions:
          'Sur « da » ou « la », en détachant les notes courtes et en tenant les notes liées par-dessus le temps. Les voix d’hommes chantent une octave plus bas.',
        passMark: 60,
        practice: {
          kind: 'sing',
          abc: 'X:1\nM:4/4\nL:1/8\nQ:1/4=96\nK:C\nz E G A- A2 G E | D2 C D- D4 | z E G A- A2 c A | G4- G2 z2 |]',
        },
      },
    ],
  },
  {
    lesson: 10,
    title: 'Le bikutsi et le ternaire',
    content:
      'Le bikutsi, musique des Béti autour de Yaoundé, se ressent souvent en mesure ternaire, en 6/8. On y apprend l’hémiole, le « deux contre trois », et l’on chante une mélodie rapide et syllabique.',
    blocks: [
      {
        type: 'text',
        markdown: `## Une musique qui bat la terre

Le **bikutsi** vient des Béti du Centre, autour de Yaoundé. Chanté à l’origine par les femmes, accompagné du balafon *mendzang*, il est devenu électrique dans les années 1970 et 1980 : Messi Me Nkonda Martin a donné à la guitare le son du balafon, avec un morceau de papier glissé entre les cordes, et Les Têtes Brûlées l’ont fait connaître jusqu’en Europe. Anne-Marie Nzié, K-Tino et bien d’autres ont porté sa voix. C’est une musique rapide, festive, souvent moqueuse, où le texte compte beaucoup.

## Penser en trois

Vous avez compté le makossa « 1 et 2 et ». Le bikutsi se ressent souvent **en ternaire** : chaque temps se divise en trois, et l’on écrit la mesure en **6/8**, deux temps de trois croches. Comptez « **1** 2 3 **4** 5 6 » en marchant sur le 1 et le 4.

## L’hémiole, deux contre trois

La même mesure de six croches peut se grouper de deux façons : **deux groupes de trois** (le 6/8, deux pas) ou **trois groupes de deux** (comme un 3/4, trois frappes). Quand la musique passe de l’un à l’autre, ou fait entendre les deux à la fois, on parle d’**hémiole**. Dans le bikutsi, les pieds restent en deux pendant que les mains, les percussions ou la voix partent en trois : c’est ce frottement qui crée la transe.

Pour le sentir : marchez deux pas par mesure et frappez trois fois dans vos mains, sur 1, 3 et 5. Quand les deux tiennent ensemble sans que l’un entraîne l’autre, vous y êtes.

## Chanter le bikutsi

- Les syllabes sont **rapides et détachées** : articulez du bout de la langue, la mâchoire souple.
- Respirez **vite et bas**, dans les silences courts ; les phrases s’enchaînent.
- Gardez une voix **claire et placée devant**, qui perce au-dessus des guitares, sans crier.

## Les exercices

Le premier exercice alterne des mesures en deux et des mesures en trois : frappez-les en gardant la marche du corps. Le second est une mélodie de l’académie dans le style du bikutsi, en la mineur. Apprenez-la d’abord lentement, à 70 % du tempo, en parlant le rythme sur « ta », puis chantez-la.

## Les erreurs courantes

- Transformer le 6/8 en 4/4 sans s’en rendre compte : la note longue de chaque groupe raccourcit.
- Accélérer dans les mesures en trois, plus chargées.
- Lier les notes comme dans une ballade : le bikutsi veut de l’attaque.

## La routine de la semaine

Chaque jour : deux minutes de marche avec frappes en trois, l’exercice rythmique, puis la mélodie, en finissant par l’écoute d’un bikutsi dont vous frappez l’hémiole.`,
      },
      {
        type: 'score',
        title: 'Mélodie de bikutsi (6/8, académie)',
        abc: 'X:1\nT:Mélodie de bikutsi\nC:Académie Gombiste\nM:6/8\nL:1/8\nQ:3/8=72\nK:Am\nA2 A c2 A | G2 E G3 | A2 A c2 d | e3 d2 c | d2 c A2 G | A3 z3 |]',
        demo: 'pitch',
      },
      {
        type: 'exercise',
        id: 'hemiole-bikutsi',
        title: 'Frappez l’hémiole : deux contre trois',
        instructions:
          'Les mesures alternent deux temps de trois croches et trois temps de deux croches. Une frappe par note, sans perdre la marche de la mesure.',
        passMark: 65,
        practice: {
          kind: 'rhythm',
          abc: 'X:1\nM:6/8\nL:1/8\nQ:3/8=72\nK:C\nc3 c3 | c2 c2 c2 | c3 c3 | c2 c2 c2 | c c c c2 c | z c c c3 |]',
        },
      },
      {
        type: 'exercise',
        id: 'melodie-bikutsi',
        title: 'Chantez la mélodie de bikutsi',
        instructions: 'Sur « ta » ou « la », syllabes détachées. Baissez le tempo si nécessaire, puis revenez à 100 %.',
        passMark: 60,
        practice: {
          kind: 'sing',
          abc: 'X:1\nM:6/8\nL:1/8\nQ:3/8=72\nK:Am\nA2 A c2 A | G2 E G3 | A2 A c2 d | e3 d2 c | d2 c A2 G | A3 z3 |]',
        },
      },
    ],
  },
  {
    lesson: 11,
    title: 'Agilité et mélismes',
    content:
      'Arpèges do-mi-sol-do, gammes rapides sur « a » et petits ornements préparent aux mélismes du gospel et de la soul. On commence lentement au métronome, chaque note distincte, avant d’accélérer.',
    blocks: [
      {
        type: 'text',
        markdown: `## Plusieurs notes sur une syllabe

Un **mélisme**, c’est une syllabe chantée sur plusieurs notes. Les chanteuses et chanteurs de gospel et de soul en ont fait un art : une simple syllabe de « Jesus » ou de « love » peut se déployer sur six, huit, douze notes. Dans les églises de Douala comme dans l’afro-pop actuelle, ces envolées sont attendues par le public. Mais un mélisme mal maîtrisé devient une bouillie de notes : l’**agilité** se travaille comme une technique d’instrumentiste.

## Le principe : lent, propre, puis vite

Chaque note d’une vocalise rapide doit être **distincte** et **juste**. Le seul moyen d’y arriver est de commencer lentement, au métronome, à un tempo où tout est propre, et d’accélérer par petits paliers. La méthode :

1. Chantez la vocalise à 60, une croche par note, en **détaché léger** : un petit « ha » très doux sur chaque note, sans coup de glotte.
2. Quand elle est juste trois fois de suite, chantez-la **lié**, sans les « h », en gardant les notes aussi nettes.
3. Montez le métronome de 4 : 64, 68, 72… Revenez en arrière dès que la justesse se brouille.

## Les formes à travailler

- **L’arpège** do-mi-sol-do et retour : il apprend les sauts précis.
- **La gamme** sur cinq ou huit notes : elle apprend la régularité.
- **La gamme pentatonique descendante**, do-la-sol-mi-ré-do : c’est la matière première de la plupart des mélismes de gospel et de soul. La dernière mesure de la partition en donne un exemple en doubles croches.
- **Le petit ornement** : une note voisine touchée et quittée, autour d’une note d’arrivée.

## Les erreurs courantes

- **Glisser** d’une note à l’autre au lieu de les placer : on entend une sirène, pas un mélisme.
- **Bouger la mâchoire** sur chaque note : les notes se font dans la gorge libre, portées par le souffle ; la bouche reste immobile.
- **Retenir l’air** : plus c’est rapide, plus le souffle doit couler régulièrement.
- **Ajouter des mélismes partout** : un mélisme sert le texte, sur un mot important, en fin de phrase. Trop d’ornements tuent l’émotion.

## L’exercice

Les trois premières mesures de la partition, à 60 : l’arpège, la gamme, la cadence. Le score mesure chaque note, y compris les croches : prenez le temps de les placer. Quand vous dépassez le seuil, travaillez la dernière mesure, la course pentatonique, en dehors de l’exercice.

## La routine de la semaine

Chaque jour, dix minutes d’agilité après l’échauffement, en notant dans votre carnet le tempo atteint proprement. À la fin de la semaine, essayez un petit mélisme de trois ou quatre notes à la fin d’une phrase de votre chanson.`,
      },
      {
        type: 'score',
        title: 'Vocalises d’agilité et course pentatonique',
        abc: 'X:1\nT:Vocalises d’agilité\nM:4/4\nL:1/8\nQ:1/4=60\nK:C\nC E G c G E C2 | D E F G A G F E | D2 E D C4 | c/A/G/E/ D/C/D/E/ G2 z2 | C8 |]',
        demo: 'pitch',
      },
      {
        type: 'exercise',
        id: 'agilite-arpege-gamme',
        title: 'Arpège, gamme et cadence à 60',
        instructions:
          'Sur « a », une note par croche, en détaché léger d’abord puis lié. Chaque note doit être distincte et juste.',
        passMark: 60,
        practice: {
          kind: 'sing',
          abc: 'X:1\nM:4/4\nL:1/8\nQ:1/4=60\nK:C\nC E G c G E C2 | D E F G A G F E | D2 E D C4 |]',
        },
      },
    ],
  },
  {
    lesson: 12,
    title: 'Gospel : appel et réponse',
    content:
      'Dans le gospel, le soliste lance une phrase et le chœur lui répond. On apprend les deux rôles : varier l’appel en soliste, répondre ensemble et précis en choriste, en frappant sur les temps 2 et 4.',
    blocks: [
      {
        type: 'text',
        markdown: `## Une conversation en musique

L’**appel et réponse** vient des chants de travail et des églises d’Afrique, traversés avec l’esclavage jusqu’aux negro spirituals, puis au gospel. Le principe est le même partout : un **soliste** lance une phrase, le **chœur** répond, toujours de la même façon. Ce dialogue permet à toute une assemblée de chanter sans partition, et il donne au soliste la liberté d’improviser. Au Cameroun, les chorales d’église le pratiquent en français, en anglais et dans toutes les langues du pays.

## Le rôle du chœur

Le chœur est le socle. Ses qualités :

- **L’unité** : mêmes voyelles, mêmes consonnes, même attaque. Un « alléluia » chanté par vingt personnes doit sonner comme une seule voix.
- **La précision** : la réponse part exactement au bon moment, ni en avance, ni en retard, même si le soliste a pris des libertés.
- **Les fins ensemble** : on coupe la dernière syllabe au geste du chef, ou à la fin exacte de sa valeur.
- **Les mains sur 2 et 4** : dans le gospel, on frappe sur les temps **faibles**, le 2 et le 4, jamais sur le 1 et le 3. C’est ce qui donne au gospel son balancement.

## Le rôle du soliste

Le soliste, lui, **fait vivre** l’appel : la première fois il le chante simplement, pour que tous le reconnaissent ; ensuite il le varie, avec une note plus haute, un petit mélisme, un mot répété. La règle d’or : la variation ne doit jamais empêcher le chœur de savoir quand répondre. Le soliste laisse donc la fin de sa phrase bien nette.

Dans la partie finale d’un chant, le **vamp**, la même réponse revient en boucle pendant que le soliste improvise de plus en plus intensément, souvent avec une montée d’un demi-ton pour relancer l’énergie.

## La pièce de la semaine

« Le soleil se lève » a été écrite par l’académie dans l’esprit du gospel : deux appels du soliste, chacun suivi de la réponse « alléluia ». Chantez-la d’abord entièrement, puis répartissez les rôles avec un ami ou votre famille : l’un chante l’appel, les autres répondent. Changez ensuite de rôle.

## Les erreurs courantes

- En choriste, répondre trop tôt, par enthousiasme.
- En soliste, tellement varier l’appel que le chœur se perd.
- Frapper des mains sur 1 et 3 : la musique se met à marcher au pas.

## La routine de la semaine

Chaque jour : les mains sur 2 et 4 pendant une chanson de gospel écoutée, l’exercice rythmique, puis la pièce chantée, en inventant chaque jour une nouvelle variation de l’appel.`,
      },
      {
        type: 'score',
        title: 'Le soleil se lève (appel et réponse, académie)',
        abc: 'X:1\nT:Le soleil se lève\nC:Académie Gombiste\nM:4/4\nL:1/4\nQ:1/4=88\nK:G\nD G A B | A2 G2 | B2 d2 | B A G2 | D G A B | d2 B2 | B2 d2 | B A G2 |]\nw: Le so-leil se lè-ve, al-lé-lu-i-a, chan-tons tous en-sem-ble, al-lé-lu-i-a',
        demo: 'pitch',
      },
      {
        type: 'exercise',
        id: 'mains-deux-quatre',
        title: 'Frappez sur 2 et 4',
        instructions:
          'Le 1 et le 3 restent silencieux : frappez uniquement sur les temps 2 et 4, comme dans une église gospel.',
        passMark: 70,
        practice: {
          kind: 'rhythm',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=88\nK:C\nz c z c | z c z c | z c z c | z c z c |]',
        },
      },
      {
        type: 'exercise',
        id: 'soleil-appel-reponse',
        title: 'Chantez l’appel et la réponse',
        instructions:
          'Chantez toute la pièce : l’appel du soliste et la réponse « alléluia ». Les voix d’hommes chantent une octave plus bas.',
        passMark: 65,
        practice: {
          kind: 'sing',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=88\nK:G\nD G A B | A2 G2 | B2 d2 | B A G2 | D G A B | d2 B2 | B2 d2 | B A G2 |]',
        },
      },
    ],
  },
  {
    lesson: 13,
    title: '« Mboa » à deux voix',
    content:
      'On reprend « Mboa », la chanson de l’académie apprise au niveau débutant : on lui ajoute un couplet en français et une seconde voix une tierce au-dessus de la réponse du chœur, comme le font les choristes du makossa.',
    blocks: [
      {
        type: 'text',
        markdown: `## Une vieille amie, une nouvelle voix

Si vous avez suivi le niveau débutant, vous connaissez « **Mboa** », « le pays », la chanson écrite par les professeurs de l’académie dans l’esprit des chants sawa de Douala : un appel du soliste, la réponse du chœur « é mboa, é mboa », cinq notes seulement. Cette semaine, elle grandit : un **couplet** en français, et une **seconde voix** pour la réponse.

## Un couplet en français

Beaucoup de chansons camerounaises passent d’une langue à l’autre : le refrain en duala, en ewondo ou en bassa, le couplet en français ou en anglais. Le couplet de « Mboa » dit : « Au bord de l’eau, le soir tombe sur Douala ; mon cœur est resté là, au bord du Wouri. » Il reprend les cinq notes de la chanson, do, ré, mi, sol, la, mais monte jusqu’au do aigu dans sa troisième mesure : c’est le sommet émotionnel de la phrase, sur le mot « tombe ». Préparez-le par une bonne respiration et pensez la voix mixte.

## La réponse à deux voix

Sur la réponse du chœur, les choristes ajoutent une voix **une tierce au-dessus** : sur mi, sol ; sur ré, fa ; sur do, mi. Deux notes apparaissent qui ne sont pas dans la mélodie, le fa et le si : la mélodie reste pentatonique, mais l’harmonie utilise toute la gamme de do. Sur la dernière note, la seconde voix se pose sur le mi au-dessus du do final : la chanson se termine sur une tierce majeure, lumineuse.

Pourquoi au-dessus plutôt qu’en dessous ? Parce que la réponse descend déjà jusqu’au do, le bas de la tessiture de beaucoup de voix de femmes. Une tierce en dessous tomberait sur un la grave, trop sombre. Choisir la position de la seconde voix, c’est toujours tenir compte des tessitures.

## Dans la tradition

Le chant à plusieurs voix n’est pas venu au Cameroun avec les chorales d’église. Les Baka de la forêt de l’Est, par exemple, sont célèbres dans le monde entier pour leur polyphonie, où chaque voix entre avec sa propre ligne et où la voix saute entre poitrine et tête, comme un yodel. Écoutez-en un enregistrement : c’est une leçon d’écoute mutuelle.

## Les erreurs courantes

- Chanter la seconde voix en regardant la mélodie écrite : apprenez-la par cœur, à l’oreille.
- Monter le si de la deuxième mesure trop bas : c’est une tierce majeure au-dessus du sol, pensez-la haute.
- Oublier l’intention : « Mboa » est une chanson de retour, tendre et joyeuse à la fois.

## La routine de la semaine

Chaque jour : le couplet chanté avec les paroles, puis la seconde voix seule, puis contre la démonstration, enfin avec un partenaire qui chante la réponse. À la fin de la semaine, enregistrez-vous chantant la mélodie, puis chantez la seconde voix par-dessus votre enregistrement.`,
      },
      {
        type: 'score',
        title: 'Mboa : appel, réponse et couplet',
        abc: 'X:1\nT:Mboa\nC:Académie Gombiste\nM:4/4\nL:1/4\nQ:1/4=84\nK:C\nG A G E | D2 E2 | G A G E | D4 | E D C D | E2 G2 | E D C D | C4 |\nw: Na ma yé o, na ma yé o, é mboa, é mboa\nA A G E | G2 A2 | c A G E | D4 | E E D C | D2 E2 | G E D D | C4 |]\nw: Au bord de l’eau le soir tom-be sur Doua-la, mon cœur est res-té là, au bord du Wou-ri',
        demo: 'pitch',
      },
      {
        type: 'score',
        title: 'Mboa : la réponse du chœur à deux voix',
        abc: 'X:1\nT:Mboa, réponse à deux voix\nC:Académie Gombiste\nM:4/4\nL:1/4\nQ:1/4=84\nK:C\n[EG] [DF] [CE] [DF] | [EG]2 [GB]2 | [EG] [DF] [CE] [DF] | [CE]4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'mboa-couplet',
        title: 'Chantez le couplet de « Mboa »',
        instructions:
          'Avec les paroles françaises ou sur « la ». Respirez avant la troisième mesure pour bien prendre le do aigu.',
        passMark: 65,
        practice: {
          kind: 'sing',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=84\nK:C\nA A G E | G2 A2 | c A G E | D4 | E E D C | D2 E2 | G E D D | C4 |]',
        },
      },
      {
        type: 'exercise',
        id: 'mboa-seconde-voix',
        title: 'Chantez la seconde voix de la réponse',
        instructions:
          'La tierce au-dessus de « é mboa, é mboa » : sol, fa, mi, fa, sol, si, puis la même phrase qui se pose sur mi.',
        passMark: 65,
        practice: {
          kind: 'sing',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=84\nK:C\nG F E F | G2 B2 | G F E F | E4 |]',
        },
      },
    ],
  },
  {
    lesson: 14,
    title: 'Chanter au micro et avec ses retours',
    content:
      'On tient le micro à 5 à 10 cm de la bouche, dans l’axe, et on le recule légèrement sur les notes fortes. On apprend à régler ses retours pendant la balance et à communiquer avec l’ingénieur du son.',
    blocks: [
      {
        type: 'text',
        markdown: `## Le micro fait partie de l’instrument

Sur scène comme au studio d’Akwa, vous chanterez presque toujours au micro. Il ne se contente pas de rendre votre voix plus forte : il en change la couleur selon la façon dont vous le tenez. Bien l’utiliser, c’est une technique vocale à part entière, que le jury de fin de niveau évaluera.

## Le micro de scène

Le micro le plus courant est un **micro dynamique cardioïde** : robuste, il capte surtout ce qui se trouve **devant** lui, dans son axe, et très peu ce qui vient de derrière. D’où les règles de base :

- Tenez-le **à 5 à 10 cm** de la bouche, **dans l’axe** : chantez dedans, pas à côté.
- **Reculez-le légèrement** sur les notes fortes ou aiguës, rapprochez-le sur les passages doux : c’est vous qui faites le mixage.
- Plus vous êtes près, plus les graves sont renforcés : c’est l’**effet de proximité**, chaleureux pour une ballade, envahissant si l’on y reste tout le temps.
- Sur les « p » et les « b », l’air frappe la capsule et fait un « pop » : tournez très légèrement le micro, ou reculez d’un centimètre.
- Tenez-le par le **corps**, jamais par la grille : une main qui couvre la grille étouffe le son et provoque le **larsen**, ce sifflement aigu qui fait grimacer la salle.
- Ne pointez jamais le micro vers les haut-parleurs ou les retours : c’est l’autre cause du larsen.

## Les retours

Le **retour** est le haut-parleur posé au sol devant vous, ou l’écouteur dans votre oreille, qui vous renvoie votre voix et celle des musiciens. Sans un bon retour, on n’entend plus sa voix, on pousse, et l’on chante faux. La **balance**, avant le concert, sert à le régler :

1. Chantez le passage **le plus fort** de votre programme, à votre volume réel de concert, pas à moitié.
2. Dites clairement ce que vous voulez : « plus de voix dans mon retour », « moins de clavier », « un peu de guitare ».
3. Pendant le concert, un geste discret suffit : l’index vers l’oreille puis vers le haut, c’est « plus fort ».

Ne soufflez pas dans le micro et ne tapez pas dessus pour le tester : dites « un, deux », simplement.

## L’exercice

Chez vous, sans sonorisation, travaillez avec votre téléphone posé sur un livre à hauteur de bouche et une brosse à cheveux en guise de micro. Chantez la phrase de la partition en respectant les nuances : *piano* sur le début, *mezzo forte*, puis *forte* sur la montée. Rapprochez-vous pour le piano, reculez pour le forte. Réécoutez l’enregistrement : le volume doit paraître plus **égal** que votre voix.

## La routine de la semaine

Chaque jour, la phrase chantée avec la brosse à cheveux, puis une chanson de votre programme en travaillant la distance. Notez dans votre carnet les passages où vous devrez reculer.`,
      },
      {
        type: 'score',
        title: 'Une phrase en trois nuances',
        abc: 'X:1\nT:Phrase en nuances\nC:Académie Gombiste\nM:4/4\nL:1/4\nQ:1/4=76\nK:C\n!p!E G A G | E2 D2 | !mf!E G A c | d4 | !f!e d c A | G2 E2 | !p!D E G E | D4 |]',
        demo: 'pitch',
      },
      {
        type: 'exercise',
        id: 'phrase-nuances',
        title: 'Chantez la phrase en nuances',
        instructions:
          'Piano, mezzo forte, forte, puis retour au piano. La hauteur ne doit pas bouger avec le volume. Les voix d’hommes chantent une octave plus bas.',
        passMark: 65,
        practice: {
          kind: 'sing',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=76\nK:C\n!p!E G A G | E2 D2 | !mf!E G A c | d4 | !f!e d c A | G2 E2 | !p!D E G E | D4 |]',
        },
      },
    ],
  },
  {
    lesson: 15,
    title: 'Interpréter deux chansons contrastées',
    content:
      'Une chanson raconte une histoire : on identifie à qui l’on parle et ce que l’on ressent, et l’on construit une progression du premier couplet au dernier refrain. On choisit deux chansons contrastées pour le mini-concert, et le regard et la gestuelle servent le texte.',
    blocks: [
      {
        type: 'text',
        markdown: `## Deux chansons, deux mondes

L’épreuve finale vous demande **deux chansons contrastées**. Contrastées ne veut pas dire au hasard : le jury veut voir que vous savez changer de couleur, d’énergie et de technique. Jouez sur au moins deux de ces oppositions :

- **le tempo** : une ballade lente et une chanson dansante ;
- **le caractère** : la tendresse et la fête, la nostalgie et l’espoir ;
- **le style** : gospel, makossa, afro-pop, chanson française, soul ;
- **la langue** : le français, l’anglais, une langue du Cameroun.

Le répertoire du niveau vous donne des idées : « Sodade » de Cesária Évora et « Pata Pata » de Miriam Makeba forment un beau couple, tout comme « Hallelujah » de Leonard Cohen et « Je veux » de Zaz. Choisissez-les dans votre tessiture, en transposant si nécessaire, et faites-les valider par votre professeur.

## Construire une progression

Une chanson qui commence et finit au même niveau d’énergie ennuie. Dessinez sa **courbe** : un premier couplet retenu, presque parlé ; un refrain qui s’ouvre ; un deuxième couplet un peu plus intense ; un dernier refrain au sommet, puis souvent une fin qui retombe. Notez au crayon vos nuances sur le texte, de *piano* à *forte*. Gardez toujours une réserve : si vous êtes au maximum dès le premier refrain, il n’y a plus de chemin.

## Le regard et le corps

- **Le regard** : choisissez trois points dans la salle, à gauche, au centre, à droite, au-dessus des têtes. Adressez chaque phrase à l’un d’eux. Fermer les yeux tout le temps coupe le lien avec le public.
- **La gestuelle** naît du texte, jamais d’une chorégraphie plaquée. Un geste par idée importante, pas plus. En cas de doute, les mains restent calmes, le micro tenu à deux mains ou une main libre le long du corps.
- **Entre les deux chansons**, respirez, souriez, dites une phrase au public : le titre de la chanson suivante, pourquoi vous l’avez choisie. Ces quelques secondes vous permettent de changer d’état.

## L’exercice

La « Berceuse du soir », écrite par l’académie, est une ballade lente en 3/4, en fa majeur. Chantez-la **très lié**, *piano*, comme pour endormir un enfant : l’intention est la douceur. Puis, hors de l’exercice, chantez-la une seconde fois, plus vite et détachée, comme une chanson de fête : vous entendrez à quel point l’intention change la même mélodie. C’est exactement ce contraste que vous offrirez au jury avec vos deux chansons.

## La routine de la semaine

Chaque jour : les deux chansons choisies en entier, debout, micro ou brosse à la main, en suivant la courbe notée au crayon. Filmez-vous deux fois dans la semaine et regardez d’abord sans le son : votre corps raconte-t-il la même histoire que votre voix ?`,
      },
      {
        type: 'score',
        title: 'Berceuse du soir (ballade en 3/4, académie)',
        abc: 'X:1\nT:Berceuse du soir\nC:Académie Gombiste\nM:3/4\nL:1/4\nQ:1/4=66\nK:F\nC | F2 G | A2 c | B A G | F2 C | F2 G | A2 B | c2 A | F3 |]',
        demo: 'pitch',
      },
      {
        type: 'exercise',
        id: 'berceuse-du-soir',
        title: 'Chantez la « Berceuse du soir »',
        instructions:
          'Très lié, piano, sur « lou » ou « la ». Après le décompte à trois temps, la première note est une levée. Les voix d’hommes chantent une octave plus bas.',
        passMark: 65,
        practice: {
          kind: 'sing',
          abc: 'X:1\nM:3/4\nL:1/4\nQ:1/4=66\nK:F\nC | F2 G | A2 c | B A G | F2 C | F2 G | A2 B | c2 A | F3 |]',
        },
      },
    ],
  },
  {
    lesson: 16,
    title: 'Préparer la scène et le mini-concert',
    content:
      'Le niveau se conclut par un mini-concert au studio d’Akwa, avec musiciens et sonorisation : deux chansons contrastées au micro (60 %), une seconde voix sur une mélodie donnée (25 %) et un exercice rythmique (15 %), 75 % pour réussir. On bâtit sa routine d’avant-concert.',
    blocks: [
      {
        type: 'text',
        markdown: `## L’épreuve

Le niveau se conclut par un **mini-concert** au studio d’Akwa, avec des musiciens et une vraie sonorisation. Le jury évalue trois choses :

- vos **deux chansons contrastées**, chantées au micro : 60 % de la note ;
- une **seconde voix sur une mélodie donnée** : le jury vous fait entendre une mélodie simple, vous chantez la tierce au-dessus ou en dessous pendant qu’elle est jouée ou chantée : 25 % ;
- un **exercice rythmique** avec contretemps et syncopes : 15 %.

Il faut **75 %** au total pour valider le niveau. Les exercices de cette dernière leçon sont une répétition générale des deux épreuves courtes, avec le seuil de l’examen.

## Les deux dernières semaines

- **Chaque jour** : l’échauffement complet, puis une série d’intervalles et une seconde voix sur une mélodie nouvelle, prise dans une chanson que vous connaissez. C’est la partie qui se prépare le mieux.
- **Un jour sur deux** : vos deux chansons en entier, au micro si possible, dans l’ordre du concert, avec la transition entre elles.
- **Deux fois** : un filage devant un public, même de trois personnes, en vous filmant.
- **La veille** : repos vocal, beaucoup d’eau, pas de cris au match de football, une bonne nuit.

## La routine d’avant-concert

1. **Manger léger** deux heures avant ; éviter le lait, l’alcool et les boissons glacées.
2. **Arriver tôt** pour la balance, comme à la leçon 14 : le passage le plus fort, et des demandes claires à l’ingénieur du son.
3. **Échauffement** de quinze minutes : détente, souffle, lèvres qui vibrent, sirènes sur « ng », arpèges à travers le passage, un son filé, et les premières phrases de vos chansons à mi-voix.
4. **Le trac** : il ne disparaît pas, il se canalise. Respirez lentement, cinq secondes d’inspiration, cinq d’expiration, pendant deux minutes. Ancrez vos pieds. Pensez à la **première phrase** et à son intention, pas au concert entier.

## Sur scène

Si vous vous trompez, **continuez** : le public remarque rarement une erreur, toujours un arrêt. Si vous n’entendez pas votre voix, faites le geste vers l’ingénieur du son plutôt que de forcer. Et après le concert, quelques sirènes douces et un moment de silence : la voix aussi a besoin de récupérer.

## Seize semaines de chemin

Vous connaissez votre tessiture, vous passez d’un registre à l’autre sans cassure, vous chantez une seconde voix, vous dansez avec les syncopes du makossa et l’hémiole du bikutsi, vous savez tenir un micro et interpréter une chanson. Le niveau avancé vous attend. Bon concert !`,
      },
      {
        type: 'score',
        title: 'Au clair de la lune (traditionnel), avec sa tierce au-dessus',
        abc: 'X:1\nT:Au clair de la lune\nC:Traditionnel\nM:4/4\nL:1/4\nQ:1/4=80\nK:C\n[CE] [CE] [CE] [DF] | [EG]2 [DF]2 | [CE] [EG] [DF] [DF] | [CE]4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'examen-seconde-voix',
        title: 'Répétition : une seconde voix sur une mélodie donnée',
        instructions:
          'La mélodie est « Au clair de la lune ». Chantez la voix du haut de la partition, une tierce au-dessus, sur « la ». Seuil de l’examen : 75.',
        passMark: 75,
        practice: {
          kind: 'sing',
          abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=80\nK:C\nE E E F | G2 F2 | E G F F | E4 |]',
        },
      },
      {
        type: 'exercise',
        id: 'examen-rythme',
        title: 'Répétition : l’exercice rythmique',
        instructions:
          'Un motif de makossa avec contretemps et syncopes. Une frappe par note, la pulsation gardée dans le corps. Seuil de l’examen : 75.',
        passMark: 75,
        practice: {
          kind: 'rhythm',
          abc: 'X:1\nM:4/4\nL:1/8\nQ:1/4=88\nK:C\nc2 z c z c c2 | z c c c c2 z2 | c2 z c z c c2 | z c c c c4 |]',
        },
      },
    ],
  },
]
