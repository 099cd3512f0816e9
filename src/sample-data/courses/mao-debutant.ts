import type { Level } from '../types.ts'

const beat = (abc: string) => `X:1\nM:4/4\nL:1/16\nQ:1/4=100\nK:C\n${abc}`

/** MAO, débutant: twelve weeks, one lesson a week (issue #25). Lesson 1 is free to try. */
export const maoDebutant: Level['syllabus'] = [
  {
    lesson: 1,
    title: 'Le home studio',
    free: true,
    content:
      'Un home studio tient sur un bureau : un ordinateur, une interface audio, un casque fermé, des enceintes de monitoring et un micro. On apprend le rôle de chaque élément et comment les relier.',
    blocks: [
      {
        type: 'text',
        markdown: `## Un studio sur un bureau

Il y a trente ans, enregistrer un album demandait un studio à plusieurs millions de francs CFA. Aujourd’hui, la **musique assistée par ordinateur** (MAO) permet de produire un morceau diffusable sur les plateformes avec un matériel qui tient sur un bureau. Beaucoup de tubes d’afrobeat et de makossa moderne sont nés ainsi, dans une chambre à Douala, Lagos ou Abidjan.

## Les cinq éléments

- **L’ordinateur** fait tourner le logiciel de production. Un portable récent suffit ; la mémoire vive (8 Go au moins) compte plus que la puissance du processeur.
- **L’interface audio** relie le monde analogique (micro, guitare) au numérique. Elle convertit le son en nombres et inversement, avec beaucoup moins de retard et de bruit que la carte son intégrée.
- **Le casque fermé** sert à enregistrer sans que le son du casque ne repasse dans le micro.
- **Les enceintes de monitoring** restituent le son le plus fidèlement possible, sans l’embellir, pour mixer.
- **Le micro** : un micro dynamique résiste aux pièces non traitées ; un micro statique, plus sensible, demande une pièce calme.

On y ajoute souvent un **clavier maître MIDI**, qui ne produit aucun son lui-même mais pilote les instruments virtuels.

## La pièce compte autant que le matériel

Une chambre carrée aux murs nus fait résonner certaines fréquences. Des rideaux épais, un lit, une bibliothèque pleine absorbent ces résonances. Placez-vous au centre de la longueur de la pièce, les enceintes à la hauteur des oreilles, formant un triangle équilatéral avec votre tête.

## Le tempo, première notion de production

Tout morceau se construit sur une **grille de tempo**, mesuré en battements par minute (BPM). L’afrobeat tourne souvent entre 100 et 115 BPM, le makossa entre 110 et 130. L’exercice vous fait sentir la grille : frappez un rythme de base, grosse caisse sur les temps, comme le ferait un producteur avant de programmer sa batterie.`,
      },
      {
        type: 'score',
        title: 'Grosse caisse sur les quatre temps, à 100 BPM',
        abc: beat('C4 C4 C4 C4 | C4 C4 C4 C4 |]'),
        demo: null,
      },
      {
        type: 'exercise',
        id: 'quatre-temps',
        title: 'Frappez la grosse caisse sur les temps',
        instructions: 'Huit frappes régulières, une par temps, après une mesure de décompte.',
        passMark: 70,
        practice: { kind: 'rhythm', abc: beat('C4 C4 C4 C4 | C4 C4 C4 C4 |]') },
      },
    ],
  },
  {
    lesson: 2,
    title: 'La station audionumérique',
    content:
      'La station audionumérique (DAW) est le logiciel central de la MAO : pistes, timeline, mixeur, instruments et effets. On crée un premier projet, règle le tempo et la mesure, et l’on enregistre.',
    blocks: [
      {
        type: 'text',
        markdown: `## Le cœur du studio

La **station audionumérique**, ou DAW (*Digital Audio Workstation*), est le logiciel qui remplace à la fois le magnétophone multipiste, la table de mixage et les racks d’effets d’un studio classique. Les plus connues sont Ableton Live, FL Studio, Logic Pro, Cubase et Reaper ; il en existe de gratuites, comme Cakewalk ou LMMS. Toutes partagent les mêmes idées : apprenez-les une fois, vous changerez de logiciel sans peine.

## Les quatre zones de l’écran

- **Les pistes** : chaque instrument ou voix a sa piste, audio (un son enregistré) ou MIDI (des notes qui pilotent un instrument virtuel).
- **La timeline** : le temps s’écoule de gauche à droite, découpé en mesures et en temps.
- **Le mixeur** : une tranche par piste, avec son volume, son panoramique et ses effets.
- **Le navigateur** : vos sons, instruments et effets, à glisser sur les pistes.

## Créer un projet

1. Réglez le **tempo** avant tout : changer de tempo plus tard déforme l’audio enregistré.
2. Réglez la **mesure** : 4/4 pour l’afrobeat, le makossa ou le gospel, 6/8 pour un bikutsi.
3. Activez le **métronome** et un **décompte** d’une mesure avant l’enregistrement.
4. Nommez vos pistes et enregistrez souvent, en gardant des versions successives.

## La grille et la quantification

La DAW découpe chaque temps en subdivisions : croches, doubles croches. La **quantification** déplace les notes jouées sur la grille la plus proche. Utilisée avec modération, elle corrige les petites imprécisions ; à 100 %, elle rend la musique raide. Les producteurs d’afrobeat laissent souvent un peu de décalage volontaire : c’est le « groove ».

## L’exercice

Le charley (hi-hat) en croches est la base de nombreux rythmes. Frappez-le : deux frappes par temps, parfaitement régulières, comme si vous le programmiez à la main sur la grille.`,
      },
      {
        type: 'score',
        title: 'Charley en croches',
        abc: beat('c2 c2 c2 c2 c2 c2 c2 c2 | c2 c2 c2 c2 c2 c2 c2 c2 |]'),
        demo: null,
      },
      {
        type: 'exercise',
        id: 'charley-croches',
        title: 'Frappez le charley en croches',
        instructions: 'Deux frappes par temps pendant deux mesures.',
        passMark: 70,
        practice: { kind: 'rhythm', abc: beat('c2 c2 c2 c2 c2 c2 c2 c2 | c2 c2 c2 c2 c2 c2 c2 c2 |]') },
      },
    ],
  },
  {
    lesson: 3,
    title: 'Comprendre l’audio numérique',
    content:
      'Le son numérique est une suite de mesures : la fréquence d’échantillonnage (44,1 ou 48 kHz) et la résolution (16 ou 24 bits) décident de sa qualité et du poids des fichiers.',
    blocks: [
      {
        type: 'text',
        markdown: `## Du son aux nombres

Un son est une vibration de l’air. Le micro la transforme en un signal électrique qui monte et descend comme la vibration. Pour l’enregistrer dans un ordinateur, l’interface audio **mesure** ce signal des milliers de fois par seconde et note chaque mesure sous forme de nombre : c’est l’**échantillonnage**.

## La fréquence d’échantillonnage

Le nombre de mesures par seconde s’appelle la **fréquence d’échantillonnage**. Le CD utilise 44 100 mesures par seconde (44,1 kHz), la vidéo 48 kHz. Pourquoi autant ? Le **théorème de Nyquist** dit qu’il faut mesurer au moins deux fois plus vite que la fréquence la plus aiguë qu’on veut garder. L’oreille humaine entend jusqu’à environ 20 000 Hz : 44 100 mesures par seconde suffisent donc à tout capter.

## La résolution

Chaque mesure est un nombre plus ou moins précis : c’est la **résolution**, en bits. 16 bits donnent 65 536 valeurs possibles, 24 bits plus de 16 millions. Plus de bits, c’est moins de bruit de fond et plus de marge avant la saturation. On enregistre en 24 bits, on livre souvent en 16 bits.

## Le poids des fichiers

Une minute de son en WAV stéréo, 44,1 kHz et 16 bits, pèse : 44 100 × 2 octets × 2 canaux × 60 secondes, soit environ 10,6 Mo. Le MP3 ou l’AAC compressent ce fichier dix fois en retirant ce que l’oreille remarque le moins : indispensable pour écouter sur un téléphone avec peu de données.

## Hauteur et fréquence

La fréquence d’un son, en hertz, décide de sa **hauteur**. Le la du diapason vibre à 440 Hz ; le la une octave plus haut à 880 Hz : doubler la fréquence fait monter d’une octave. Les intervalles sont donc des **rapports** de fréquences, ce qui explique pourquoi un producteur doit avoir l’oreille des intervalles. L’exercice vous y entraîne.`,
      },
      {
        type: 'score',
        title: 'La 220, la 440, la 880 : trois octaves',
        abc: 'X:1\nT:Octaves\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\nA,4 | A4 | a4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'intervalles-mao',
        title: 'Reconnaissez les intervalles',
        instructions: 'Dix intervalles : de la seconde à l’octave. Écoutez, puis choisissez.',
        passMark: 60,
        practice: { kind: 'drill', drill: 'intervals', questions: 10 },
      },
    ],
  },
  {
    lesson: 4,
    title: 'MIDI et programmation rythmique',
    content:
      'Le MIDI transmet des notes, pas des sons : hauteur, vélocité, durée. On programme une batterie d’afrobeat dans l’éditeur de notes : grosse caisse, caisse claire, charley et percussions.',
    blocks: [
      {
        type: 'text',
        markdown: `## Des partitions pour machines

Le **MIDI**, inventé en 1983, est un langage qui permet aux instruments électroniques et aux ordinateurs de se parler. Un message MIDI ne contient aucun son : il dit « joue la note 60, avec une force de 100, maintenant », puis « arrête la note 60 ». C’est l’instrument virtuel qui fabrique le son. On peut donc changer de piano, de batterie ou d’orchestre sans rejouer une seule note.

## Les trois informations d’une note

- **La hauteur** : un numéro de 0 à 127 ; le do central est le 60, le la 440 le 69.
- **La vélocité** : la force de frappe, de 1 à 127. C’est elle qui rend une batterie vivante : un charley joué toujours à 127 sonne comme une machine.
- **La durée** : du début à la fin de la note.

## Programmer une batterie d’afrobeat

Dans l’éditeur de notes (le *piano roll*), chaque ligne est un son de batterie. Une base d’afrobeat à 104 BPM :

- **grosse caisse** sur le 1 et sur le « et » du 2 ;
- **caisse claire** ou claquement de mains sur le 2 et le 4 ;
- **charley** en doubles croches, avec des vélocités qui alternent fort-faible ;
- **percussions** (shaker, congas) sur les contretemps.

Ensuite, humanisez : décalez très légèrement certaines notes, variez les vélocités. Le groove naît de ces imperfections contrôlées.

## Jouer avant de programmer

Les meilleurs programmeurs de rythmes savent **jouer** leurs rythmes. Avant de cliquer, tapez le motif sur un clavier ou des pads, puis corrigez. L’exercice du jour vous fait taper la grosse caisse syncopée de l’afrobeat : un temps, un contretemps, un temps.

Retenez enfin que le MIDI se corrige à l’infini : une note trop tôt se déplace d’un clic, une vélocité trop forte se baisse. Mais un rythme que l’on sent dans le corps se programme en quelques minutes, alors qu’un rythme que l’on ne sent pas demande des heures de retouches.`,
      },
      {
        type: 'score',
        title: 'Grosse caisse d’afrobeat (deux mesures)',
        abc: beat('C4 z2 C2 z4 C4 | C4 z2 C2 z2 C2 z4 |]'),
        demo: null,
      },
      {
        type: 'exercise',
        id: 'grosse-caisse-afrobeat',
        title: 'Tapez la grosse caisse d’afrobeat',
        instructions: 'Frappez chaque coup de grosse caisse, y compris ceux qui tombent entre les temps.',
        passMark: 65,
        practice: { kind: 'rhythm', abc: beat('C4 z2 C2 z4 C4 | C4 z2 C2 z2 C2 z4 |]') },
      },
    ],
  },
  {
    lesson: 5,
    title: 'Basse et accords',
    content:
      'Une production tient sur trois éléments : la batterie, la basse et les accords. On écrit une grille de quatre accords et une ligne de basse qui suit les fondamentales, puis on la joue au clavier.',
    blocks: [
      {
        type: 'text',
        markdown: `## Le trio de base

Écoutez n’importe quel tube d’afrobeat ou de makossa et isolez trois éléments : la **batterie** qui donne le mouvement, la **basse** qui donne le poids, les **accords** (piano, guitare, nappes de synthé) qui donnent la couleur. Tout le reste, voix, cuivres, effets, vient se poser sur ce trio.

## Une grille de quatre accords

Beaucoup de chansons tournent sur quatre accords répétés. En do majeur, la grille la plus célèbre est **do – sol – la mineur – fa** (degrés I, V, vi, IV). Elle sonne à la fois joyeuse et émouvante grâce au la mineur. Une autre grille très africaine est **do – fa – sol – fa**, qui tourne sans jamais vraiment s’arrêter.

## La basse suit les fondamentales

La manière la plus simple d’écrire une basse est de jouer la **fondamentale** de chaque accord : do sous l’accord de do, sol sous l’accord de sol, etc. Ensuite, on ajoute du mouvement : une note de passage pour rejoindre l’accord suivant, une octave qui rebondit, une note répétée en croches. La basse ne doit jamais se battre avec la grosse caisse : quand l’une frappe, l’autre se place souvent à côté.

## Dans la DAW

Créez une piste MIDI avec un son de basse, enregistrez la ligne au clavier maître, puis quantifiez légèrement. Vérifiez que la basse et la grosse caisse ne masquent pas : si le bas du mix est confus, coupez un peu de graves sur l’une des deux à l’égaliseur (leçon 7).

## L’exercice

Jouez la ligne de basse de la partition avec les touches de l’ordinateur ou un clavier MIDI : les fondamentales de la grille do – sol – la – fa. La DAW n’enregistre que ce que vous jouez : la précision rythmique compte autant que les notes.`,
      },
      {
        type: 'score',
        title: 'Grille I – V – vi – IV et sa basse',
        abc: 'X:1\nT:Grille et basse\nM:4/4\nL:1/4\nQ:1/4=90\nK:C\n"C"[CEG]2 C2 | "G"[B,DG]2 G,2 | "Am"[CEA]2 A,2 | "F"[CFA]2 F,2 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'basse-fondamentales',
        title: 'Jouez la basse de la grille',
        instructions: 'Do, sol, la, fa : deux temps chacun, au tempo de la démonstration.',
        passMark: 70,
        practice: { kind: 'play', abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=90\nK:C\nC2 G2 | A2 F2 | C2 G2 | A2 F2 |]' },
      },
    ],
  },
  {
    lesson: 6,
    title: 'Enregistrer une voix',
    content:
      'Enregistrer une voix demande un bon placement du micro, un niveau d’entrée réglé sans saturation et un retour casque confortable. On apprend la chaîne de la voix et les pièges à éviter.',
    blocks: [
      {
        type: 'text',
        markdown: `## La voix, centre du morceau

Dans la musique populaire, c’est la voix que l’auditeur suit. Une voix mal enregistrée ne se rattrape presque jamais au mixage : il faut la capter correctement dès le départ.

## Placer le micro

- À **15 à 20 centimètres** de la bouche, un peu plus pour les passages puissants.
- Un **filtre anti-pop** entre la bouche et le micro arrête les souffles des « p » et des « b ».
- Le micro légèrement au-dessus de la bouche, pointé vers elle, évite les sifflantes trop fortes.
- Loin des murs nus : la réverbération d’une pièce ne s’enlève pas.

## Régler le niveau d’entrée

Le **gain** de l’interface règle la sensibilité. Demandez au chanteur de chanter le passage le plus fort de la chanson et réglez le gain pour que les crêtes atteignent environ -10 dBFS sur l’indicateur de la piste. En 24 bits, cette marge ne coûte rien en bruit et évite la **saturation numérique**, un craquement irrécupérable quand le signal dépasse 0 dBFS.

## Le retour casque

Le chanteur s’entend dans son casque : voix et musique. Si sa voix est trop faible, il force et chante trop haut ; trop forte, il chante mollement. Beaucoup de chanteurs aiment un peu de réverbération dans le casque : elle n’est pas enregistrée, mais elle aide à chanter juste.

## Les prises

On enregistre plusieurs prises complètes, puis on choisit les meilleurs passages de chacune : c’est le **comping**. Gardez l’énergie de la première prise, souvent la plus sincère, et la précision des suivantes.

## L’exercice

Le producteur doit entendre la justesse d’une prise. Chantez la courte phrase de la partition, comme si vous faisiez une prise de test : la ligne de hauteur vous montre ce qu’un logiciel de correction verrait.`,
      },
      {
        type: 'score',
        title: 'Une phrase de test pour la prise de voix',
        abc: 'X:1\nT:Prise de test\nM:4/4\nL:1/4\nQ:1/4=80\nK:C\nE E D C | D2 E2 | G E D C | C4 |]',
        demo: 'pitch',
      },
      {
        type: 'exercise',
        id: 'prise-test',
        title: 'Chantez la phrase de test',
        instructions: 'Chantez la phrase sur « la » après le décompte, à volume moyen.',
        passMark: 60,
        practice: { kind: 'sing', abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=80\nK:C\nE E D C | D2 E2 | G E D C | C4 |]' },
      },
    ],
  },
  {
    lesson: 7,
    title: 'Les bases du mixage',
    content:
      'Mixer, c’est équilibrer les pistes : volume, panoramique, égalisation, compression et réverbération. On apprend l’ordre de travail et l’écoute à faible volume.',
    blocks: [
      {
        type: 'text',
        markdown: `## Donner une place à chaque son

Le **mixage** rassemble toutes les pistes en un seul fichier stéréo. Son but n’est pas de tout rendre fort, mais de donner à chaque élément **sa place** : en volume, de gauche à droite, du grave à l’aigu, et du premier plan au fond.

## L’ordre de travail

1. **Les volumes** d’abord, sans aucun effet. Partez de la grosse caisse et de la voix, puis ajoutez les autres pistes autour. Un bon équilibre de volumes fait 80 % du mixage.
2. **Le panoramique** : la grosse caisse, la basse et la voix principale au centre ; le charley, les guitares, les chœurs un peu à gauche ou à droite.
3. **L’égalisation** (EQ) : on **retire** plus qu’on n’ajoute. Coupez les graves inutiles sous la voix et les guitares (sous 100 Hz environ) pour laisser la place à la basse et à la grosse caisse.
4. **La compression** réduit l’écart entre les passages forts et faibles : la voix reste présente du début à la fin de la phrase.
5. **La réverbération** place les sons dans un espace. Un peu sur la voix, davantage sur les chœurs, presque rien sur la basse.

## Écouter à faible volume

Mixez à volume modéré : l’oreille se fatigue vite et juge mal à fort volume. Vérifiez régulièrement sur un téléphone et des écouteurs bon marché : c’est ainsi que la plupart des gens écouteront votre morceau.

## Des oreilles entraînées

Un bon mixeur reconnaît la couleur des accords et des intervalles, pour savoir quels instruments se gênent. L’exercice vous demande de reconnaître des accords : majeurs, mineurs, diminués, septièmes. Chaque type d’accord a sa couleur, que vous apprendrez à entendre même dans un mixage chargé.`,
      },
      {
        type: 'score',
        title: 'Quatre couleurs d’accords',
        abc: 'X:1\nT:Couleurs d’accords\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\n"majeur"[CEG]4 | "mineur"[CEc_e]4 | "7"[CEG_B]4 | "dim"[C_E_G]4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'couleurs-accords',
        title: 'Reconnaissez les accords',
        instructions: 'Dix accords : majeur, mineur, diminué ou septième de dominante ?',
        passMark: 60,
        practice: { kind: 'drill', drill: 'chords', questions: 10 },
      },
    ],
  },
  {
    lesson: 8,
    title: 'Le makossa en production',
    content:
      'On produit une boucle de makossa : batterie à 120 BPM, basse mobile, guitare en arpèges sur les contretemps. On étudie l’héritage des grands producteurs de Douala.',
    blocks: [
      {
        type: 'text',
        markdown: `## Un son de Douala

Le **makossa** a connu son âge d’or dans les années 1980, quand les studios de Paris et de Douala produisaient des albums pour toute l’Afrique. Le son de l’époque repose sur une **basse** virtuose, une **guitare** en arpèges rapides, une batterie qui souligne les contretemps et des **chœurs** féminins qui répondent au chanteur. Manu Dibango, Moni Bilé, Ben Decca, puis Petit-Pays et Longuè Longuè ont chacun fait évoluer ce son.

## La batterie

À 120 BPM environ : grosse caisse sur les temps, charley ouvert sur les contretemps, caisse claire sur le 2 et le 4 avec des roulements aux fins de phrases. Le makossa moderne ajoute souvent des percussions programmées et un clap.

## La basse

La basse de makossa est célèbre : elle joue en croches et doubles croches, anticipe les changements d’accords et glisse d’une note à l’autre. En production, on l’enregistre de préférence jouée par un bassiste ; à défaut, programmée avec beaucoup de variations de vélocité et de petites notes de passage.

## La guitare

La guitare joue des **arpèges** rapides, note par note, souvent dans l’aigu, en boucles de deux mesures. Placez-la légèrement à gauche ou à droite dans le panoramique, avec un peu de chorus.

## Construire la boucle

1. Batterie sur huit mesures.
2. Basse sur la grille de l’accord de do et de sol.
3. Guitare en arpèges.
4. Une première balance des volumes.

## L’exercice

Le cœur du makossa, c’est la basse. Jouez le début de la ligne de basse de la partition, au clavier : les notes tombent souvent entre les temps, écoutez la démonstration à 70 % avant de jouer.`,
      },
      {
        type: 'score',
        title: 'Ligne de basse de makossa',
        abc: 'X:1\nT:Basse makossa\nM:4/4\nL:1/8\nQ:1/4=100\nK:C\nC2 z C E G z G | G2 z G B d z c |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'basse-makossa-mao',
        title: 'Jouez la basse de makossa',
        instructions: 'Jouez la première mesure en boucle deux fois, au tempo indiqué.',
        passMark: 60,
        practice: { kind: 'play', abc: 'X:1\nM:4/4\nL:1/8\nQ:1/4=80\nK:C\nC2 z C E G z G | C2 z C E G z G |]' },
      },
    ],
  },
  {
    lesson: 9,
    title: 'Arrangement : construire un morceau',
    content:
      'Un morceau se construit en sections : intro, couplet, refrain, pont, outro. On apprend à faire évoluer l’arrangement pour garder l’attention : ajouter, retirer, contraster.',
    blocks: [
      {
        type: 'text',
        markdown: `## D’une boucle à une chanson

Une boucle de huit mesures, aussi bonne soit-elle, lasse au bout d’une minute. L’**arrangement** transforme la boucle en morceau, en organisant le temps en **sections** qui se répondent.

## Les sections

- **Intro** : quelques mesures qui posent l’ambiance, souvent avec une partie seulement des instruments.
- **Couplet** : raconte l’histoire. L’arrangement y est plus léger pour laisser la voix au premier plan.
- **Pré-refrain** : monte la tension, par exemple en retirant la grosse caisse ou en ajoutant un roulement.
- **Refrain** : le moment le plus fort, que tout le monde retient. Tous les instruments, les chœurs, parfois une octave de plus à la voix.
- **Pont** : une rupture avant le dernier refrain : nouveaux accords, changement de rythme, ou un solo.
- **Outro** : la fin, en fondu ou sur un accord tenu.

## Ajouter et retirer

L’oreille remarque les **changements**. Un refrain paraît plus puissant si le couplet d’avant était dépouillé. Retirer la batterie pendant deux mesures avant le refrain crée une attente très efficace : c’est le « drop » inversé, omniprésent en afrobeat.

## Compter les mesures

Les sections durent presque toujours 4, 8 ou 16 mesures. Les danseurs et les DJ comptent ainsi : respecter ces longueurs rend le morceau naturel. Marquez chaque section dans la timeline de la DAW avec des repères colorés.

## L’exercice

Un producteur doit sentir les fins de phrases. Frappez le rythme de la partition : trois mesures régulières, puis un break de caisse claire qui annonce la section suivante. Les doubles croches de la dernière mesure demandent de la précision.

Écoutez ensuite vos morceaux préférés en notant sur une feuille l’ordre et la durée des sections : c’est l’exercice d’analyse que font tous les producteurs débutants, et le meilleur moyen de comprendre comment un arrangement tient l’auditeur en haleine.`,
      },
      {
        type: 'score',
        title: 'Trois mesures et un break',
        abc: beat('C4 C4 C4 C4 | C4 C4 C4 C4 | C4 C4 C4 C4 | C2 C2 C2 C2 C C C C C4 |]'),
        demo: null,
      },
      {
        type: 'exercise',
        id: 'break-caisse-claire',
        title: 'Frappez les temps et le break',
        instructions: 'Douze frappes régulières, puis le break en croches et doubles croches.',
        passMark: 65,
        practice: { kind: 'rhythm', abc: beat('C4 C4 C4 C4 | C4 C4 C4 C4 | C4 C4 C4 C4 | C2 C2 C2 C2 C C C C C4 |]') },
      },
    ],
  },
  {
    lesson: 10,
    title: 'Sons et synthèse',
    content:
      'Un synthétiseur fabrique le son à partir d’oscillateurs, de filtres et d’enveloppes. On crée une basse, une nappe et un lead, et l’on comprend ce qui fait le timbre d’un son.',
    blocks: [
      {
        type: 'text',
        markdown: `## Fabriquer un son

Un **synthétiseur** ne joue pas un enregistrement : il fabrique le son à partir de formes d’onde simples. Comprendre ses trois étages, c’est pouvoir créer exactement le son que l’on entend dans sa tête, au lieu de chercher pendant des heures parmi des milliers de préréglages.

## Les trois étages

1. **L’oscillateur** produit une onde : sinusoïde (douce, comme une flûte), triangle, carrée (creuse, comme une clarinette), dent de scie (riche et brillante, comme des cordes ou des cuivres).
2. **Le filtre** retire une partie des fréquences. Un filtre passe-bas coupe les aigus : en le fermant, le son devient sourd ; en l’ouvrant, il s’éclaire. C’est le fameux « wah » des synthés.
3. **L’enveloppe** décide comment le son évolue dans le temps : **attaque** (combien de temps pour atteindre le maximum), **déclin**, **maintien** et **relâchement**. Une attaque courte donne un son percussif, une attaque lente une nappe qui gonfle.

## Trois recettes

- **Basse** : onde carrée ou dent de scie, filtre assez fermé, attaque courte, relâchement court.
- **Nappe** : deux dents de scie légèrement désaccordées, attaque et relâchement lents, beaucoup de réverbération.
- **Lead** : dent de scie, filtre ouvert, un peu de vibrato.

## Le timbre et la hauteur

Deux sons de même hauteur peuvent avoir des timbres très différents : c’est la répartition des **harmoniques** qui change. Le site lui-même joue ses partitions avec un petit synthétiseur : une onde triangle et une harmonique douce, avec une enveloppe de piano.

## L’exercice

Un son de lead se joue souvent en mélodie simple. Jouez au clavier le motif de la partition, comme si vous testiez le son de lead que vous venez de créer.`,
      },
      {
        type: 'score',
        title: 'Motif de lead',
        abc: 'X:1\nT:Motif de lead\nM:4/4\nL:1/8\nQ:1/4=90\nK:C\nE2 G2 A2 G2 | E2 D2 C4 |]',
        demo: 'keyboard',
      },
      {
        type: 'exercise',
        id: 'motif-lead',
        title: 'Jouez le motif de lead',
        instructions: 'Mi, sol, la, sol, mi, ré, do : au clavier, au tempo de la démonstration.',
        passMark: 70,
        practice: { kind: 'play', abc: 'X:1\nM:4/4\nL:1/8\nQ:1/4=90\nK:C\nE2 G2 A2 G2 | E2 D2 C4 |]' },
      },
    ],
  },
  {
    lesson: 11,
    title: 'Export et préparation au streaming',
    content:
      'Avant de publier, on exporte le mix au bon format (WAV 24 bits, 44,1 kHz), on vérifie le volume perçu (LUFS) et on prépare les métadonnées pour les plateformes.',
    blocks: [
      {
        type: 'text',
        markdown: `## Du projet au fichier

Le mixage terminé, la DAW **exporte** (on dit aussi « bounce ») le projet en un fichier stéréo. Exportez en **WAV 24 bits**, à la fréquence d’échantillonnage du projet (souvent 44,1 ou 48 kHz). Ce fichier, le plus fidèle possible, est votre **master** : les versions MP3 et AAC se font à partir de lui, jamais l’inverse.

## Le volume perçu : les LUFS

Les plateformes de streaming (Spotify, Apple Music, Deezer, YouTube, Boomplay) ajustent le volume de tous les morceaux pour qu’ils paraissent aussi forts les uns que les autres. Elles mesurent le **volume perçu** en **LUFS**. Spotify vise environ -14 LUFS. Un morceau masterisé beaucoup plus fort sera baissé, et aura perdu sa dynamique pour rien. Visez entre -14 et -10 LUFS selon le style, avec des crêtes vraies sous -1 dBTP.

## Les métadonnées

Un fichier sans informations est un fichier perdu. Préparez : titre, artiste, compositeurs et auteurs, année, genre, pochette (3000 × 3000 pixels), et le code **ISRC** qui identifie chaque enregistrement pour le paiement des droits. Au Cameroun, déclarez vos œuvres à l’organisme de gestion collective des droits d’auteur pour toucher vos droits.

## Les distributeurs

Pour être présent sur les plateformes, on passe par un **distributeur** numérique, qui livre les fichiers et reverse les revenus. Comparez les frais, les délais de paiement et la présence sur les plateformes africaines.

## L’exercice

Avant d’exporter, on écoute une dernière fois en comptant les mesures, pour vérifier qu’aucune coupure ne manque. Frappez le rythme de fin de morceau : des temps réguliers, un silence, puis l’accord final.

Gardez enfin une copie de tout : le projet de la DAW, les pistes séparées et le master. Un label ou un remixeur vous les demandera peut-être un jour, et un disque dur qui tombe en panne ne prévient jamais.`,
      },
      {
        type: 'score',
        title: 'Fin de morceau : quatre temps, un silence, l’accord final',
        abc: beat('C4 C4 C4 C4 | C4 C4 z8 | C16 |]'),
        demo: null,
      },
      {
        type: 'exercise',
        id: 'fin-morceau',
        title: 'Frappez la fin du morceau',
        instructions: 'Six temps, un silence de deux temps, puis l’accord final sur le premier temps.',
        passMark: 70,
        practice: { kind: 'rhythm', abc: beat('C4 C4 C4 C4 | C4 C4 z8 | C16 |]') },
      },
    ],
  },
  {
    lesson: 12,
    title: 'Projet final : un morceau de une minute',
    content:
      'On réalise un morceau complet d’une minute : batterie, basse, accords, une mélodie ou une voix, un mixage équilibré et un export prêt pour le streaming. C’est le projet de l’évaluation.',
    blocks: [
      {
        type: 'text',
        markdown: `## Le projet de l’évaluation

Le niveau se valide par un **projet** : un morceau d’environ une minute, dans le style de votre choix (afrobeat, makossa, gospel, hip-hop…), accompagné d’une courte note qui explique vos choix. Le jury écoute votre fichier exporté et ouvre votre projet : il évalue la programmation, l’arrangement, le mixage et l’export.

## Le cahier des charges

- Un **tempo** et une **mesure** cohérents avec le style.
- Une **batterie** programmée et humanisée (vélocités variées).
- Une **basse** et une **grille d’accords** qui s’accordent.
- Une **mélodie** jouée au clavier ou une **voix** enregistrée.
- Au moins **deux sections** différentes (couplet et refrain par exemple).
- Un **mixage** équilibré et un **export** WAV 24 bits à un volume raisonnable.

## Une méthode en cinq séances

1. **Séance 1** : tempo, batterie, basse. Ne passez pas à la suite tant que ces deux-là ne « groovent » pas ensemble.
2. **Séance 2** : accords et mélodie.
3. **Séance 3** : arrangement en sections, transitions.
4. **Séance 4** : mixage, en écoutant aussi au téléphone.
5. **Séance 5** : export, écoute avec des oreilles « fraîches » le lendemain, corrections, note d’intention.

## La note d’intention

Dix lignes suffisent : quel style, quelles références (deux ou trois morceaux qui vous ont inspiré), quelles difficultés et comment vous les avez résolues. Le jury apprécie un producteur qui sait expliquer ses choix.

## L’exercice

Pour finir, votre morceau doit groover. Frappez le rythme complet de la partition : grosse caisse et caisse claire mêlées, comme un vrai motif d’afrobeat joué aux pads.

N’oubliez pas que le projet se juge à l’écoute, pas à la quantité de pistes : un morceau de quatre pistes bien choisies, bien équilibrées et bien arrangées vaut mieux qu’un projet de quarante pistes où plus rien ne s’entend. La simplicité est un choix de producteur, pas un manque.`,
      },
      {
        type: 'score',
        title: 'Motif d’afrobeat complet (grosse caisse et caisse claire)',
        abc: beat('C4 c2 C2 z2 C2 c4 | C4 c2 C2 z2 C2 c2 c2 |]'),
        demo: null,
      },
      {
        type: 'exercise',
        id: 'motif-afrobeat',
        title: 'Frappez le motif d’afrobeat',
        instructions: 'Chaque coup de grosse caisse et de caisse claire, sans en oublier.',
        passMark: 65,
        practice: { kind: 'rhythm', abc: beat('C4 c2 C2 z2 C2 c4 | C4 c2 C2 z2 C2 c2 c2 |]') },
      },
    ],
  },
]
