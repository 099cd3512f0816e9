import type { Level } from '../types.ts'

/** Chant, débutant: twelve weeks, one lesson a week (issue #25). Lesson 1 ("Chante ce la") is free to try. */
export const chantDebutant: Level['syllabus'] = [
  {
    lesson: 1,
    title: 'Posture et ancrage',
    free: true,
    content:
      'Pieds écartés à la largeur du bassin, genoux déverrouillés, nuque longue : une posture stable libère la respiration et la voix. On chante sa première note tenue, le la du diapason.',
    blocks: [
      {
        type: 'text',
        markdown: `## Le corps est l’instrument

Un pianiste achète son piano ; un chanteur porte le sien partout. Votre voix ne se résume pas à la gorge : elle naît du souffle, vibre dans le larynx et résonne dans tout le haut du corps. Une mauvaise posture, et c’est tout l’instrument qui se désaccorde. C’est pourquoi tout professeur de chant commence par les pieds.

## L’ancrage, de bas en haut

- **Les pieds** sont écartés à la largeur du bassin, le poids réparti entre les talons et l’avant du pied.
- **Les genoux** ne sont pas bloqués : un genou verrouillé raidit tout le dos.
- **Le bassin** est neutre, ni cambré ni rentré.
- **Les épaules** tombent, ouvertes, sans être tirées en arrière.
- **La nuque** est longue, le menton parallèle au sol : imaginez qu’un fil vous tire doucement par le sommet du crâne.

Vérifiez devant un miroir, puis fermez les yeux et sentez cette position. Vous devez pouvoir rester ainsi plusieurs minutes sans effort. Si quelque chose tire, c’est que vous forcez.

## Une première note tenue

Le **la du diapason** vibre à 440 hertz : c’est la note sur laquelle les orchestres s’accordent. Écoutez-la avec le bouton « Écouter le modèle », puis chantez-la sur « a » ouvert, comme dans « papa », le plus longtemps possible sans forcer. Les voix d’hommes la chantent naturellement une octave plus bas, à 220 hertz : l’exercice l’accepte, c’est la même note.

Pendant que vous chantez, l’écran trace votre voix en rouge sur la note visée. Une voix juste reste sur la ligne ; une voix qui monte ou descend se voit immédiatement. Le résultat est donné en **cents** : un demi-ton vaut cent cents, et l’oreille d’un auditeur attentif remarque un écart d’une vingtaine de cents.

## Ne rien envoyer, tout entendre

Votre micro est analysé sur votre appareil : aucun son ne quitte votre téléphone ou votre ordinateur. Seules les hauteurs mesurées servent à calculer votre score. Si le navigateur vous demande l’accès au micro, acceptez-le ; si vous le refusez, les autres exercices du cours restent disponibles.`,
      },
      {
        type: 'score',
        title: 'Le la du diapason, tenu quatre temps',
        abc: 'X:1\nT:Chante ce la\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\nA4 |]',
        demo: 'pitch',
      },
      {
        type: 'exercise',
        id: 'chante-ce-la',
        title: 'Chante ce la',
        instructions:
          'Écoutez le modèle, puis chantez le la sur « a » pendant les quatre temps, après le décompte. Une voix d’homme peut le chanter une octave plus bas.',
        passMark: 70,
        practice: { kind: 'sing', abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\nA4 |]' },
      },
    ],
  },
  {
    lesson: 2,
    title: 'La respiration costo-abdominale',
    content:
      'Le souffle est le moteur de la voix. On apprend à inspirer par le bas des côtes et le ventre, sans lever les épaules, puis à expirer lentement en contrôlant le débit : c’est la respiration costo-abdominale.',
    blocks: [
      {
        type: 'text',
        markdown: `## Le souffle, moteur de la voix

Sans air, pas de son. Les cordes vocales ne vibrent que parce que l’air des poumons passe entre elles. Un chanteur qui manque de souffle force avec la gorge, et la voix devient dure, puis fatiguée. Apprendre à respirer, c’est apprendre à chanter longtemps sans se faire mal.

## Trois façons de respirer

- La respiration **haute**, ou claviculaire : les épaules montent. C’est celle de l’essoufflement après une course. Elle remplit peu les poumons et crispe le cou.
- La respiration **abdominale** : le ventre se gonfle. Elle détend, mais seule, elle manque de tenue.
- La respiration **costo-abdominale** : les côtes du bas s’écartent sur les côtés et dans le dos, le ventre se relâche vers l’avant. C’est celle des chanteurs.

## L’exercice de la ceinture

Posez les mains sur le bas de vos côtes, pouces vers le dos. Inspirez par le nez en quatre temps : vos mains doivent s’écarter, comme si une ceinture s’élargissait autour de vous. Les épaules ne bougent pas. Expirez ensuite sur un « sss » régulier, comme un pneu qui se dégonfle lentement, en gardant les côtes ouvertes le plus longtemps possible. C’est ce maintien, appelé **appui**, qui permet de tenir une note.

## Le 4-4-8

Inspirez sur quatre temps, bloquez le souffle sans fermer la gorge pendant quatre temps, expirez sur huit temps. Quand c’est facile, passez à 4-4-12, puis 4-4-16. Faites-le chaque jour avant de chanter.

## Du souffle au son

L’exercice du jour relie souffle et justesse : une note tenue longtemps, le sol sous le la de la leçon 1. Inspirez pendant le décompte, puis tenez le son jusqu’au bout sans qu’il faiblisse. Si la voix baisse en fin de note, c’est souvent que le souffle lâche : gardez les côtes ouvertes jusqu’à la dernière seconde. Regardez la ligne de votre voix à l’écran : elle doit rester plate.`,
      },
      {
        type: 'score',
        title: 'Un sol tenu huit temps',
        abc: 'X:1\nT:Sol tenu\nM:4/4\nL:1/4\nQ:1/4=72\nK:C\nG4- | G4 |]',
        demo: 'pitch',
      },
      {
        type: 'exercise',
        id: 'sol-tenu',
        title: 'Tenez le sol sur huit temps',
        instructions: 'Inspirez pendant le décompte, puis chantez le sol sur « a » jusqu’à la fin, sans baisser.',
        passMark: 70,
        practice: { kind: 'sing', abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=72\nK:C\nG4- | G4 |]' },
      },
    ],
  },
  {
    lesson: 3,
    title: 'S’échauffer sans se fatiguer',
    content:
      'Un échauffement vocal réveille le corps, le souffle et les résonateurs avant de chanter. On suit une routine de dix minutes : détente, sirènes, lèvres qui vibrent et cinq notes montantes.',
    blocks: [
      {
        type: 'text',
        markdown: `## Pourquoi s’échauffer

Un footballeur ne joue pas un match sans s’échauffer ; un chanteur non plus. Les muscles du larynx sont petits et fragiles : les faire travailler à froid sur des notes aiguës ou fortes, c’est risquer l’enrouement, voire des lésions à force de répétition. Un bon échauffement dure dix minutes et ne fatigue pas : il prépare.

## La routine en cinq étapes

1. **Détente du corps** (2 minutes) : roulez les épaules, étirez la nuque en douceur, bâillez franchement. Le bâillement ouvre la gorge et abaisse le larynx, exactement ce qu’on cherche.
2. **Souffle** (2 minutes) : trois cycles de 4-4-8, comme à la leçon 2.
3. **Lèvres qui vibrent** (2 minutes) : soufflez entre les lèvres détendues pour les faire vibrer, « brrr », en glissant du grave à l’aigu. Cet exercice règle l’équilibre entre l’air et la voix sans effort.
4. **Sirènes** (2 minutes) : sur « ou », glissez lentement du bas au haut de votre voix et redescendez, comme une sirène, sans forcer aux extrémités.
5. **Cinq notes** (2 minutes) : do, ré, mi, fa, sol, puis redescendre, sur « ma », « mé », « mi », « mo », « mou ». Montez d’un demi-ton à chaque reprise, sans dépasser ce qui reste confortable.

## Les signaux d’alerte

Une voix qui gratte, une gorge qui serre, une toux qui vient : arrêtez, buvez un peu d’eau tiède, reprenez plus doucement. Chanter ne doit jamais faire mal. L’eau se boit tout au long de la journée, pas seulement pendant le cours : les cordes vocales sont hydratées par l’intérieur.

## L’exercice

Chantez les cinq notes montantes et descendantes de la partition, sur « ma ». Chaque note est mesurée en cents et en temps : visez la régularité plutôt que la puissance. Une voix échauffée est souple, pas forte.`,
      },
      {
        type: 'score',
        title: 'Cinq notes pour s’échauffer',
        abc: 'X:1\nT:Cinq notes\nM:4/4\nL:1/4\nQ:1/4=80\nK:C\nC D E F | G2 F E | D C z2 |]',
        demo: 'pitch',
      },
      {
        type: 'exercise',
        id: 'cinq-notes-voix',
        title: 'Chantez les cinq notes',
        instructions: 'Sur « ma », au tempo de la démonstration. Les voix d’hommes chantent une octave plus bas.',
        passMark: 65,
        practice: { kind: 'sing', abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=80\nK:C\nC D E F | G2 F E | D C z2 |]' },
      },
    ],
  },
  {
    lesson: 4,
    title: 'Écouter pour chanter juste',
    content:
      'Chanter juste, c’est d’abord écouter. On apprend à entendre une note, la mémoriser et la reproduire, et à corriger sa voix grâce à la ligne de hauteur affichée à l’écran.',
    blocks: [
      {
        type: 'text',
        markdown: `## La justesse s’apprend

Beaucoup de gens pensent qu’on naît « juste » ou « faux ». C’est faux : la justesse est une compétence, qui relie l’oreille à la voix. Presque tout le monde peut l’améliorer en quelques semaines de travail régulier. Ce qui manque le plus souvent n’est pas la voix, mais l’habitude d’**écouter avant de chanter**.

## Entendre, mémoriser, reproduire

Pour chanter une note juste, il faut trois étapes :

1. **Entendre** la note : l’écouter vraiment, en silence, sans chanter en même temps.
2. **La mémoriser** : la « chanter dans sa tête » une ou deux secondes.
3. **La reproduire** : la chanter doucement, puis vérifier.

La plupart des erreurs viennent de la deuxième étape sautée : on chante trop vite, avant d’avoir gardé la note en mémoire.

## Se corriger avec les yeux

La ligne de hauteur de l’écran est un miroir de votre voix. Si votre trait est au-dessus de la note, vous chantez trop haut, on dit « trop **haut** » ou « trop **aigu** » ; en dessous, trop bas. Les débutants chantent souvent un peu bas en fin de note, quand le souffle faiblit. Un écart de moins de 25 cents est excellent ; entre 25 et 50, c’est à travailler ; au-delà de 50, votre voix est plus près de la note voisine que de la bonne.

## Le piège du volume

Chanter fort ne rend pas juste ; c’est souvent l’inverse. Travaillez la justesse *mezzo piano*, à volume moyen. La puissance viendra plus tard, quand la justesse sera solide.

## L’exercice

Trois notes, do-mi-sol, l’accord parfait de do, puis le retour au do. Écoutez le modèle, attendez deux secondes, chantez. Si une note est trop basse, pensez-la « plus haut » avant de la chanter, sans pousser la voix.`,
      },
      {
        type: 'score',
        title: 'Do, mi, sol, do',
        abc: 'X:1\nT:Accord de do chanté\nM:4/4\nL:1/4\nQ:1/4=66\nK:C\nC2 E2 | G2 E2 | C4 |]',
        demo: 'pitch',
      },
      {
        type: 'exercise',
        id: 'do-mi-sol',
        title: 'Chantez do, mi, sol',
        instructions: 'Écoutez le modèle, gardez-le en tête deux secondes, puis chantez-le sur « la ».',
        passMark: 65,
        practice: { kind: 'sing', abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=66\nK:C\nC2 E2 | G2 E2 | C4 |]' },
      },
    ],
  },
  {
    lesson: 5,
    title: 'La gamme et les intervalles',
    content:
      'La gamme majeure se chante do, ré, mi, fa, sol, la, si, do. L’intervalle est la distance entre deux notes : seconde, tierce, quarte, quinte, octave. On apprend à les reconnaître et à les chanter.',
    blocks: [
      {
        type: 'text',
        markdown: `## Une échelle à huit barreaux

La **gamme majeure** est l’échelle sur laquelle sont construites la plupart des chansons que vous connaissez, des cantiques aux tubes de makossa. Elle monte en huit notes, do, ré, mi, fa, sol, la, si, do, avec deux petits pas (les demi-tons mi-fa et si-do) et cinq grands (les tons). Chantez-la lentement : sentez que le si « tire » vers le do d’arrivée. Cette attirance s’appelle la **sensible**.

## Les intervalles, distances entre les notes

Un **intervalle** est la distance entre deux notes. On le compte en notes, la première comprise :

- do-ré : une **seconde** ;
- do-mi : une **tierce** ;
- do-fa : une **quarte** ;
- do-sol : une **quinte** ;
- do-do aigu : une **octave**.

## Des chansons pour s’en souvenir

Chaque intervalle a sa chanson-repère. La quarte, c’est le début de « La Marseillaise » (« Al-lons »). La quinte ouvre « Ah ! vous dirai-je, maman » entre le deuxième et le troisième « ah ». L’octave, c’est le saut de « Some-where » au début de « Over the Rainbow ». Trouvez vos propres repères dans les chansons que vous aimez : ils sont plus efficaces que n’importe quelle liste.

## Chanter et entendre

Reconnaître un intervalle à l’oreille et le chanter sont deux faces du même travail. L’exercice de cette semaine les réunit : une série d’intervalles à reconnaître. Écoutez les deux notes, chantez-les doucement pour vous-même, puis choisissez. Votre score s’affiche au fil des questions.

Pour aller plus loin, chantez la gamme de la partition en disant le nom des notes : c’est le **solfège chanté**, la meilleure école de l’oreille.`,
      },
      {
        type: 'score',
        title: 'La gamme de do majeur chantée',
        abc: 'X:1\nT:Gamme chantée\nM:4/4\nL:1/4\nQ:1/4=72\nK:C\nC D E F | G A B c | c B A G | F E D C |]',
        demo: 'pitch',
      },
      {
        type: 'exercise',
        id: 'intervalles-oreille',
        title: 'Reconnaissez les intervalles',
        instructions: 'Dix intervalles joués l’un après l’autre : seconde, tierces, quarte, quinte ou octave ?',
        passMark: 60,
        practice: { kind: 'drill', drill: 'intervals', questions: 10 },
      },
    ],
  },
  {
    lesson: 6,
    title: 'Voyelles et résonance',
    content:
      'La couleur de la voix dépend des voyelles et des résonateurs : la bouche, le pharynx, les fosses nasales. On travaille les cinq voyelles pures et la sensation du « masque ».',
    blocks: [
      {
        type: 'text',
        markdown: `## La voix se fabrique en deux temps

Les cordes vocales produisent un son pauvre, un peu comme le bourdonnement d’une anche sans sa clarinette. Ce sont les **résonateurs**, la gorge (le pharynx), la bouche et les fosses nasales, qui l’amplifient et lui donnent sa couleur. Changer la forme de la bouche change la voyelle, mais aussi la richesse du son.

## Les cinq voyelles pures

Les chanteurs travaillent sur cinq voyelles de base : **a, é, i, o, ou**. Chantez-les sur une même note, lentement, en passant de l’une à l’autre sans couper le son. Observez-vous dans un miroir :

- pour **a**, la mâchoire descend, la langue est à plat ;
- pour **é** et **i**, la langue monte vers l’avant, les lèvres s’étirent un peu ;
- pour **o** et **ou**, les lèvres s’arrondissent et avancent.

L’objectif est que la voix garde la même **qualité** d’une voyelle à l’autre. Les débutants ont souvent un « i » serré et un « a » très ouvert : cherchez un « i » un peu plus rond, un « a » un peu plus haut.

## Le masque

Chantez « mmm » bouche fermée, sur une note confortable. Vous devez sentir vibrer vos lèvres, votre nez, vos pommettes : c’est ce qu’on appelle le **masque**. Ouvrez ensuite sur « mmma » en gardant cette vibration vers l’avant. Une voix placée dans le masque porte loin sans forcer : c’est le secret des chanteurs de gospel qui remplissent une église sans micro.

## L’exercice

Chantez la petite phrase de la partition, d’abord bouche fermée, puis sur les voyelles « a-é-i-o-ou », une par note. La justesse doit rester la même quand la voyelle change : c’est ce que mesure l’exercice.`,
      },
      {
        type: 'score',
        title: 'Une voyelle par note',
        abc: 'X:1\nT:Voyelles\nM:4/4\nL:1/4\nQ:1/4=66\nK:C\nE2 D2 | C2 D2 | E4 |]',
        demo: 'pitch',
      },
      {
        type: 'exercise',
        id: 'voyelles',
        title: 'Chantez la phrase des voyelles',
        instructions:
          'Une voyelle par note : « a », « é », « i », « o », « ou ». Gardez la justesse d’une voyelle à l’autre.',
        passMark: 65,
        practice: { kind: 'sing', abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=66\nK:C\nE2 D2 | C2 D2 | E4 |]' },
      },
    ],
  },
  {
    lesson: 7,
    title: 'Articuler en plusieurs langues',
    content:
      'Une chanson se comprend grâce aux consonnes. On travaille l’articulation en français, en anglais et en duala : consonnes nettes, voyelles longues, et le texte dit avant d’être chanté.',
    blocks: [
      {
        type: 'text',
        markdown: `## Les voyelles chantent, les consonnes parlent

Dans le chant, ce sont les **voyelles** qui portent le son : on les tient, on les fait résonner. Les **consonnes**, elles, portent le sens : ce sont elles qui font comprendre le texte. Un chanteur qui avale ses consonnes chante joliment, mais personne ne comprend ce qu’il raconte. Le secret est de rendre les consonnes **courtes et nettes**, et les voyelles **longues**.

## Dire avant de chanter

Avant de chanter un texte, lisez-le à voix haute, lentement, en exagérant les consonnes : les lèvres pour « p », « b », « m », la pointe de la langue pour « t », « d », « n », l’arrière de la langue pour « k » et « g ». Puis chuchotez-le : si l’on vous comprend en chuchotant, on vous comprendra en chantant.

## Chanter en plusieurs langues

Au Cameroun, on chante en français, en anglais et dans des dizaines de langues nationales. Chaque langue a ses couleurs :

- le **français** a des voyelles nasales (« an », « on », « in ») qu’il faut garder légères au chant, et des « e » muets qui se chantent quand la musique leur donne une note ;
- l’**anglais** a des diphtongues, comme dans « my » ou « day » : on tient la première voyelle et on glisse vers la seconde au dernier moment ;
- le **duala**, langue du makossa, est une langue à tons : la hauteur de la voix change le sens des mots, et la mélodie des chansons respecte souvent ces tons.

## Les virelangues

Répétez trois fois, de plus en plus vite : « Un chasseur sachant chasser sait chasser sans son chien ». Puis chantez-le sur une seule note. C’est un excellent échauffement des consonnes.

## L’exercice

Le rythme de la parole compte autant que ses sons. Frappez le rythme de la phrase de la partition, syllabe par syllabe : chaque syllabe tombe sur une note. Un texte bien articulé est d’abord un texte bien placé dans le temps.`,
      },
      {
        type: 'score',
        title: 'Une phrase à dire en rythme',
        abc: 'X:1\nT:Phrase en rythme\nM:4/4\nL:1/8\nQ:1/4=84\nK:C\nC C D D E2 E2 | D D C C D4 | C C D D E2 G2 | E D C2 C4 |]',
        demo: null,
      },
      {
        type: 'exercise',
        id: 'rythme-syllabes',
        title: 'Frappez le rythme des syllabes',
        instructions: 'Une frappe par syllabe, comme si vous disiez le texte en rythme.',
        passMark: 65,
        practice: {
          kind: 'rhythm',
          abc: 'X:1\nM:4/4\nL:1/8\nQ:1/4=84\nK:C\nC C D D E2 E2 | D D C C D4 | C C D D E2 G2 | E D C2 C4 |]',
        },
      },
    ],
  },
  {
    lesson: 8,
    title: 'Interpréter une chanson',
    content:
      'Interpréter, c’est raconter une histoire. On analyse le texte d’une chanson, on choisit ses intentions phrase par phrase, et on relie la respiration au sens.',
    blocks: [
      {
        type: 'text',
        markdown: `## Chanter juste ne suffit pas

Vous pouvez chanter toutes les notes justes et ennuyer votre public. À l’inverse, les chanteurs que l’on aime, de Miriam Makeba à Charlotte Dipanda, nous touchent parce qu’ils **racontent** quelque chose. L’interprétation commence par une question simple : de quoi parle cette chanson, et qu’est-ce que je veux que l’auditeur ressente ?

## Analyser le texte

Prenez le texte de la chanson et répondez par écrit :

- **Qui parle**, et à qui ? Une mère à son enfant, un amoureux, un peuple à son pays ?
- **Où et quand** ? Au bord du fleuve, un soir de fête, au moment d’un départ ?
- **Que se passe-t-il** entre le début et la fin ? Une chanson réussie a presque toujours une évolution.

## Respirer avec le sens

Marquez au crayon les endroits où vous respirez. La règle d’or : on respire **là où le sens le permet**, comme à une virgule ou à un point quand on lit à voix haute. Couper un mot ou une idée pour respirer casse le fil de l’histoire. Si une phrase est trop longue, préparez une respiration plus ample avant, ou une respiration rapide bien placée au milieu.

## Une intention par phrase

Pour chaque phrase, choisissez un verbe d’intention : supplier, consoler, se souvenir, promettre, célébrer. Chantez la même phrase avec deux intentions différentes : vous entendrez que la voix change d’elle-même, sans effort technique.

## L’exercice

La mélodie de cette semaine est la première phrase d’« Amazing Grace », l’hymne que tous les chœurs gospel connaissent. Chantez-la avec l’intention de « remercier » : la voix s’ouvre sur les notes longues. L’exercice mesure votre justesse note par note ; à vous de faire entendre la gratitude.`,
      },
      {
        type: 'score',
        title: 'Amazing Grace (hymne traditionnel), première phrase',
        abc: 'X:1\nT:Amazing Grace\nM:3/4\nL:1/4\nQ:1/4=72\nK:C\nz2 G, | C2 E/C/ | E2 D | C2 A, | G,2 G, | C2 E/C/ | E2 D | G3- | G2 z |]',
        demo: 'pitch',
      },
      {
        type: 'exercise',
        id: 'amazing-grace',
        title: 'Chantez « Amazing Grace »',
        instructions: 'Après le décompte à trois temps, chantez la phrase sur « lou » ou avec les paroles anglaises.',
        passMark: 60,
        practice: {
          kind: 'sing',
          abc: 'X:1\nM:3/4\nL:1/4\nQ:1/4=72\nK:C\nz2 G, | C2 E/C/ | E2 D | C2 A, | G,2 G, | C2 E/C/ | E2 D | G3- | G2 z |]',
        },
      },
    ],
  },
  {
    lesson: 9,
    title: 'Chanter en chœur : le gospel',
    content:
      'Le gospel est né dans les églises noires américaines et vit aujourd’hui dans toutes les églises de Douala. On apprend à chanter une partie dans un accord à trois voix et à écouter les autres.',
    blocks: [
      {
        type: 'text',
        markdown: `## Une musique de communauté

Le **gospel** est né au début du XXe siècle dans les églises afro-américaines, du mélange des negro spirituals, du blues et des hymnes protestants. Il chante l’espérance et la joie, souvent sous forme d’**appel et réponse** : un soliste lance une phrase, le chœur lui répond. Au Cameroun, les chorales d’église en ont fait une tradition vivante, mêlée aux langues et aux rythmes locaux.

## Les trois voix de l’accord

Un chœur de gospel chante le plus souvent à trois voix, qui forment ensemble un **accord** :

- les **sopranos** chantent la note la plus aiguë, souvent la mélodie ;
- les **altos** chantent la note du milieu ;
- les **ténors** ou les voix d’hommes chantent la plus grave.

Sur l’accord de do majeur, par exemple, les sopranos chantent sol, les altos mi, les ténors do. Écoutez l’enchaînement de la partition : trois accords, do, fa et do, comme un « amen ».

## Tenir sa partie

Chanter en chœur demande de **tenir sa note** pendant que les autres chantent les leurs. C’est difficile au début : l’oreille est attirée par la mélodie. Deux conseils :

1. Apprenez votre partie seul, parfaitement, avant de la chanter avec les autres.
2. En chœur, écoutez **l’accord entier** plutôt que votre voisin : quand votre note est juste, l’accord « sonne », il devient plus riche et plus stable.

## L’exercice

Chantez la partie d’alto de l’« amen » : mi, fa, mi. Trois notes seulement, mais qu’il faut tenir justes pendant que l’accord change autour d’elles. Chantez-la avec la démonstration jouée par quelqu’un d’autre si vous le pouvez : c’est ainsi qu’on apprend le chœur.`,
      },
      {
        type: 'score',
        title: 'Amen gospel à trois voix (do, fa, do)',
        abc: 'X:1\nT:Amen\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\n"C"[CEG]4 | "F"[CFA]4 | "C"[CEG]4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'amen-alto',
        title: 'Chantez la partie d’alto de l’« amen »',
        instructions: 'Mi, fa, mi, une ronde chacune. Tenez chaque note jusqu’au bout.',
        passMark: 65,
        practice: { kind: 'sing', abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\nE4 | F4 | E4 |]' },
      },
    ],
  },
  {
    lesson: 10,
    title: 'Le rythme dans la voix : makossa et bikutsi',
    content:
      'Les musiques du Cameroun placent la voix sur des rythmes dansants : le makossa en quatre temps syncopés, le bikutsi en ternaire rapide. On apprend à chanter « dans » le rythme.',
    blocks: [
      {
        type: 'text',
        markdown: `## Deux rythmes du Cameroun

Le **makossa**, né à Douala sur les rives du Wouri, avance en quatre temps avec une basse qui danse et des accents sur les contretemps. Le **bikutsi**, venu des Béti du Centre, autour de Yaoundé, est plus rapide et se compte **en trois** : chaque temps se divise en trois pulsations, ce qui lui donne son balancement haletant. Son nom veut dire, à peu près, « battre la terre » : c’est une danse où les pieds frappent le sol.

## Chanter dans le rythme

Dans ces musiques, la voix n’est pas posée « sur » le rythme : elle en fait partie. Les chanteurs attaquent souvent les phrases **juste avant** le temps, ou sur un contretemps, et coupent les notes net pour laisser la place aux percussions. Une voix trop liée, trop « classique », sonne à côté du style.

## Le motif du bikutsi

Écoutez le motif de la partition, écrit en 6/8 : deux groupes de trois croches par mesure. Les accents ne tombent pas toujours sur le premier de chaque groupe : c’est ce jeu d’accents déplacés qui crée la tension. Marchez sur les deux temps de la mesure (un pas tous les trois croches) et frappez le motif dans vos mains. Quand vos pieds et vos mains sont d’accord, le bikutsi est là.

## Conseils pour les chanteurs

- Articulez les consonnes sur le temps, pas après.
- Respirez vite et bas : les phrases sont courtes et s’enchaînent.
- Écoutez les maîtres du genre, Anne-Marie Nzié, Les Têtes Brûlées, K-Tino, et chantez avec eux en imitant leurs attaques.

## L’exercice

Frappez le rythme du motif de bikutsi sur la barre d’espace ou le grand bouton. Chaque frappe est mesurée en millisecondes : le bikutsi pardonne peu, il faut être précis.`,
      },
      {
        type: 'score',
        title: 'Motif de bikutsi (6/8)',
        abc: 'X:1\nT:Motif bikutsi\nM:6/8\nL:1/8\nQ:3/8=80\nK:C\nc2 c c2 c | z c c c2 c | c2 c c2 c | z c c c3 |]',
        demo: null,
      },
      {
        type: 'exercise',
        id: 'rythme-bikutsi',
        title: 'Frappez le motif de bikutsi',
        instructions: 'Une mesure de décompte à deux temps, puis frappez chaque note du motif.',
        passMark: 65,
        practice: {
          kind: 'rhythm',
          abc: 'X:1\nM:6/8\nL:1/8\nQ:3/8=72\nK:C\nc2 c c2 c | z c c c2 c | c2 c c2 c | z c c c3 |]',
        },
      },
    ],
  },
  {
    lesson: 11,
    title: 'Une chanson du pays : « Mboa »',
    content:
      'On apprend « Mboa », une chanson de l’académie dans l’esprit des chants sawa de Douala : appel du soliste, réponse du chœur, mélodie en gamme pentatonique.',
    blocks: [
      {
        type: 'text',
        markdown: `## Une chanson de chez nous

« Mboa » veut dire « le pays », « chez soi », dans plusieurs langues du Cameroun. Cette chanson a été écrite par les professeurs de l’académie dans l’esprit des **chants sawa**, les chants des peuples de la côte, autour de Douala : des mélodies simples, faites pour être reprises par tous, au bord de l’eau, pendant le Ngondo ou à la veillée. Ses paroles disent le retour au pays après un long voyage.

## L’appel et la réponse

Comme beaucoup de chants d’Afrique centrale, « Mboa » est construite en **appel et réponse**. Le soliste lance une phrase ; le chœur répond toujours par la même formule, « é mboa, é mboa ». Ce dialogue permet à tout un village de chanter ensemble, même sans connaître tout le texte. Si vous chantez seul, enregistrez l’appel avec votre téléphone et répondez-vous à vous-même.

## Cinq notes seulement

La mélodie n’utilise que cinq notes : do, ré, mi, sol, la. C’est une **gamme pentatonique**, présente dans les musiques traditionnelles du monde entier, des chants sawa au blues. Sans demi-tons, elle est facile à chanter juste et ne « tire » jamais vers une note de repos obligatoire : elle flotte. Chantez-la d’abord sur « la », puis avec les paroles.

## Les paroles

*Appel* : « Na ma yé o, na ma yé o » (« je suis revenu »).
*Réponse* : « É mboa, é mboa » (« ô mon pays »).

Prononcez les voyelles bien ouvertes et les « m » et « n » longs et chantants, comme on le fait en duala. N’hésitez pas à demander à un parent ou à un ami qui parle la langue de vous corriger : une chanson se transmet d’abord de bouche à oreille.

## L’exercice

Chantez la réponse du chœur, « é mboa, é mboa ». Elle revient à chaque appel : c’est la phrase que tout le monde doit savoir par cœur.`,
      },
      {
        type: 'score',
        title: 'Mboa (chanson de l’académie) : appel et réponse',
        abc: 'X:1\nT:Mboa\nC:Académie Gombiste\nM:4/4\nL:1/4\nQ:1/4=84\nK:C\nG A G E | D2 E2 | G A G E | D4 | E D C D | E2 G2 | E D C D | C4 |]\nw: Na ma yé o, na ma yé o, é mboa, é mboa',
        demo: 'pitch',
      },
      {
        type: 'exercise',
        id: 'mboa-reponse',
        title: 'Chantez la réponse : « é mboa »',
        instructions: 'Chantez les deux dernières mesures de la partition : la réponse du chœur.',
        passMark: 65,
        practice: { kind: 'sing', abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=84\nK:C\nE D C D | E2 G2 | E D C D | C4 |]' },
      },
    ],
  },
  {
    lesson: 12,
    title: 'Préparer l’audition',
    content:
      'L’audition de fin de niveau compte une chanson (50 %), un exercice de justesse et d’intervalles (30 %) et la posture et la respiration (20 %). On prépare les trois et l’on apprivoise le trac.',
    blocks: [
      {
        type: 'text',
        markdown: `## Ce que l’on attend de vous

L’audition de fin de niveau dure une dizaine de minutes. Le jury évalue trois choses : une **chanson** de votre choix dans le répertoire du niveau (50 % de la note), un **exercice de justesse et d’intervalles** (30 %) et votre **posture et votre respiration** (20 %). Il faut 70 % au total pour valider le niveau.

## Choisir sa chanson

Choisissez une chanson que vous aimez, dans une tonalité où vous êtes à l’aise : ni la note la plus grave ni la plus aiguë ne doivent vous faire peur. « Malaika », « Amazing Grace », « Mboa » ou une chanson de Charlotte Dipanda sont de bons choix. Mieux vaut une chanson simple très bien chantée qu’une chanson difficile approximative.

## La dernière semaine

- Chaque jour, l’échauffement de la leçon 3, sans le sauter.
- Chaque jour, une série d’intervalles et un exercice de justesse : c’est la partie de l’audition qui se prépare le mieux.
- Tous les deux jours, votre chanson en entier, debout, comme devant le jury, en vous enregistrant.
- La veille : repos vocal, beaucoup d’eau, une bonne nuit.

## Le trac

Le trac accélère le cœur et raccourcit le souffle : c’est pourquoi le travail de respiration des premières leçons est votre meilleur allié. Avant d’entrer, faites trois cycles de 4-4-8, ancrez vos pieds comme à la leçon 1, et pensez à la **première phrase** de votre chanson, pas à toute la chanson.

## L’exercice de justesse

Voici la répétition générale de la partie « justesse » : la gamme de do montante et descendante, note par note. Les voix d’hommes la chantent une octave plus bas. Visez 70 au moins : c’est le seuil de l’audition.

Bravo pour ces douze semaines : vous savez respirer, vous échauffer, écouter, chanter juste et raconter une histoire. Bonne audition !`,
      },
      {
        type: 'score',
        title: 'Gamme de do, montante et descendante',
        abc: 'X:1\nT:Gamme de l’audition\nM:4/4\nL:1/4\nQ:1/4=66\nK:C\nC D E F | G A B c | c B A G | F E D C |]',
        demo: 'pitch',
      },
      {
        type: 'exercise',
        id: 'gamme-audition',
        title: 'Chantez la gamme de do',
        instructions: 'Montante puis descendante, une note par temps, sur « la » ou en nommant les notes.',
        passMark: 70,
        practice: { kind: 'sing', abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=66\nK:C\nC D E F | G A B c | c B A G | F E D C |]' },
      },
    ],
  },
]
