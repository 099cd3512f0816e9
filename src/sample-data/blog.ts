import type { BlogPost, PublicCreation } from './types.ts'

function blogImage(id: string): string {
  return `/media/images/blog/${id}-800.webp`
}

export const blogPosts: BlogPost[] = [
  {
    id: 'rentree-2026-academie-gombiste',
    title: 'Rentrée 2026 : ce qui vous attend à l’académie Gombiste',
    author: 'Armand Gombi Ekambi',
    date: '2026-09-01',
    excerpt:
      'Nouvelles sessions, parcours certifiant, cours en ligne enrichis : tour d’horizon de la rentrée de l’académie, qui ouvre ses inscriptions dès aujourd’hui.',
    imageUrl: blogImage('rentree-2026-academie-gombiste'),
    category: 'Actualités',
    content: `Chaque année, la rentrée est un moment particulier dans nos locaux d’Akwa. Les salles de cours se remplissent de nouveaux visages, les pianos reprennent du service dès huit heures du matin et le studio résonne des premières vocalises. Cette année encore, nous avons préparé une rentrée riche en nouveautés.

## Quatre disciplines, tous les niveaux

Notre offre reste construite autour de quatre disciplines : le piano, le chant, la MAO et la musicologie. Chaque parcours est découpé en niveaux clairs, avec un nombre de semaines et d’heures défini à l’avance, des objectifs précis et une évaluation finale.

- **Piano** : trois niveaux, de 12 semaines pour les débutants à 20 semaines pour le niveau avancé.
- **Chant** : un niveau débutant et un niveau intermédiaire, avec un mini-concert en fin de parcours.
- **MAO** : 12 semaines pour apprendre à produire un morceau complet sur ordinateur.
- **Musicologie** : 10 semaines d’initiation pour comprendre l’histoire des musiques que vous aimez.

## La nouveauté de l’année : le parcours certifiant

Beaucoup d’entre vous nous l’ont demandé : un cursus long, reconnu, qui permette de se présenter comme musicien, enseignant ou producteur. Le parcours certifiant répond à cette attente. Il s’étend sur une ou deux années, combine plusieurs disciplines et se conclut par un examen devant un jury de professionnels. Les élèves participent aussi aux sessions du label et aux événements que nous organisons, pour apprendre au contact du terrain.

> Nous voulons former des musiciens complets, capables de jouer, d’écrire, d’enregistrer et de transmettre.

## Des cours en ligne enrichis

Nos élèves de Yaoundé, de Bafoussam, mais aussi de Paris, de Bruxelles ou de Montréal sont de plus en plus nombreux à suivre les cours à distance. Le MOOC complet s’enrichit donc de nouvelles leçons vidéo, de quiz à la fin de chaque module et d’exercices corrigés par nos professeurs. Maestro Gombi, notre professeur virtuel, reste disponible à toute heure pour répondre à vos questions de théorie ou vous proposer un exercice.

## Comment s’inscrire ?

Les inscriptions sont ouvertes dès aujourd’hui, en ligne ou directement à l’accueil de l’académie. Vous hésitez entre deux niveaux ? Venez à nos portes ouvertes : nos professeurs vous feront passer un court test d’orientation et vous conseilleront la formule la plus adaptée, du pack individuel à la formation hybride.

Retrouvez toutes les disciplines, les programmes détaillés et les tarifs sur [la page de l’académie](https://www.gombiste-records.cm/academie). Pour toute question, notre équipe vous répond à formation@gombiste-records.cm.

Toute l’équipe a hâte de vous accueillir. Belle rentrée en musique à toutes et à tous !`,
    likes: 87,
  },
  {
    id: 'dans-les-coulisses-de-ndolo-na-wa',
    title: 'Dans les coulisses de « Ndolo na wa »',
    author: 'Paul Ndedi',
    date: '2026-06-14',
    excerpt:
      'De la maquette enregistrée sur téléphone au clip tourné sur les berges du Wouri, notre ingénieur du son raconte la fabrication du nouveau single de Nadia Mbende.',
    imageUrl: blogImage('dans-les-coulisses-de-ndolo-na-wa'),
    category: 'Coulisses',
    content: `Quand Nadia Mbende est arrivée au studio un matin de février, elle avait sur son téléphone une maquette enregistrée dans sa cuisine : une guitare, sa voix, et le bruit des voitures en fond. Tout le morceau était déjà là. Notre travail a consisté à ne pas l’abîmer.

## Partir de la chanson

Avant de brancher le moindre micro, nous avons passé une journée entière à écouter cette maquette et à discuter avec Nadia. De quoi parle la chanson ? D’un amour simple, presque pudique, chanté en duala. Nous avons donc choisi un arrangement sobre : une basse ronde, deux guitares qui se répondent, une batterie légère et, sur les refrains, une petite section de cuivres.

> La maquette avait une émotion que l’on perd souvent en studio. Il fallait la protéger.

## L’enregistrement

Nous avons enregistré la rythmique en live, tous les musiciens dans la même pièce, pour garder le balancement naturel du makossa. Quelques principes nous ont guidés :

- un tempo fixé à 116 pulsations par minute, sans clic pendant les prises pour laisser respirer le groupe ;
- une seule prise de basse conservée du début à la fin, avec ses petites imperfections ;
- la voix de Nadia enregistrée en fin de journée, quand elle était la plus chaude ;
- des chœurs chantés par Nadia elle-même, doublés à la tierce.

La voix a été captée avec un micro à lampe placé à une vingtaine de centimètres, pour garder de l’air autour du timbre. Au total, il a fallu quatre prises complètes : nous avons gardé la troisième presque intégralement.

## Le mixage

Au mixage, la priorité était la voix et la basse. Le makossa vit de ce dialogue entre la ligne de basse, très mobile, et le chant. Nous avons laissé de la place aux guitares sur les côtés de l’image stéréo et gardé les cuivres un peu en retrait, pour qu’ils arrivent comme une respiration sur les refrains. Le mastering a été confié à Hervé Mbarga, qui a préservé la dynamique plutôt que de chercher à sonner le plus fort possible.

## Le clip

Pour le clip, la réalisatrice Christelle Eyango a proposé un tournage d’une seule journée entre les berges du Wouri et les rues de Bonabéri, le quartier où Nadia a grandi. Les voisins, les enfants et les commerçants du quartier ont joué le jeu avec un enthousiasme qui se voit à l’image.

[video:/media/video/ndolo-na-wa-clip.mp4 /media/images/posters/ndolo-na-wa-clip-640.webp]

## Et maintenant ?

« Ndolo na wa » est disponible sur toutes les plateformes, et Nadia le présentera sur scène lors de son prochain concert à Douala. Vous pouvez aussi découvrir le projet en détail dans [notre portfolio](https://www.gombiste-records.cm/portfolio). Merci à toutes celles et ceux qui ont participé à cette belle aventure.`,
    likes: 132,
  },
  {
    id: 'proteger-sa-voix-sous-les-tropiques',
    title: 'Protéger sa voix sous les tropiques : sept conseils de chanteuse',
    author: 'Ruth Ngo Bassong',
    date: '2026-04-22',
    excerpt:
      'Chaleur, humidité, climatisation, répétitions à rallonge : la voix est mise à rude épreuve. Ruth Ngo Bassong partage ses habitudes pour chanter longtemps et bien.',
    imageUrl: blogImage('proteger-sa-voix-sous-les-tropiques'),
    category: 'Conseils',
    content: `Je chante depuis plus de vingt ans et je dirige une chorale de quarante voix. S’il y a une chose que j’ai apprise, c’est que la voix est un instrument vivant : elle se fatigue, elle se soigne, elle se respecte. Sous notre climat, avec la chaleur, l’humidité et les contrastes de température, cela demande quelques habitudes simples.

## 1. Boire de l’eau, tout au long de la journée

Les cordes vocales ont besoin d’être bien hydratées pour vibrer librement. Boire un grand verre d’eau juste avant de chanter ne suffit pas : l’hydratation se construit sur toute la journée. Je garde toujours une bouteille d’eau à température ambiante pendant les répétitions.

## 2. Se méfier de la climatisation

Passer d’une rue chaude et humide à une salle climatisée très froide assèche la gorge et la brusque. Quand c’est possible, demandez à régler la climatisation à une température raisonnable, et évitez de vous placer juste sous la bouche d’aération.

## 3. S’échauffer, même pour une petite répétition

Cinq à dix minutes suffisent : vibrations des lèvres, sirènes sur « ng », petites gammes bouche fermée. Un sportif ne court pas un cent mètres sans s’échauffer ; un chanteur ne devrait pas attaquer un refrain puissant à froid.

## 4. Ne pas crier pour se faire entendre

Dans les fêtes, les marchés ou les répétitions bruyantes, on force sa voix sans s’en rendre compte. Rapprochez-vous de votre interlocuteur, utilisez un micro en répétition et apprenez à vos choristes à s’écouter plutôt qu’à se couvrir.

## 5. Dormir et se reposer

Une voix fatiguée est souvent le reflet d’un corps fatigué. Avant un concert, je m’accorde une vraie nuit de sommeil et, le jour même, je parle le moins possible. Le repos vocal est un vrai outil de travail.

## 6. Surveiller son alimentation avant de chanter

Les repas très lourds, très épicés ou pris juste avant de monter sur scène peuvent provoquer des remontées acides qui irritent la gorge. Je mange léger, deux à trois heures avant un concert. Quant aux boissons glacées, je les garde pour après.

## 7. Consulter quand quelque chose ne va pas

> Une voix enrouée plus de deux semaines n’est pas une fatalité : c’est un signal.

Si vous avez mal en chantant, si votre voix reste enrouée ou si vous perdez des notes que vous teniez facilement, consultez un médecin ORL. Plus un problème est pris tôt, plus il se soigne facilement.

## En résumé

- Hydratez-vous toute la journée.
- Évitez les chocs de température.
- Échauffez-vous avant chaque séance.
- Ne forcez pas, ni en chantant ni en parlant.
- Reposez-vous avant les grandes échéances.

Ces conseils font partie du programme de nos [cours de chant](https://www.gombiste-records.cm/academie), où nous travaillons la technique vocale pas à pas. Prenez soin de votre voix : c’est la seule que vous aurez !`,
    likes: 64,
  },
  {
    id: 'bien-debuter-le-piano-a-tout-age',
    title: 'Bien débuter le piano, à 8 comme à 60 ans',
    author: 'Carine Ndoumbe',
    date: '2026-02-10',
    excerpt:
      'Il n’est jamais trop tard pour se mettre au piano. Notre professeure partage sa méthode pour réussir ses premiers mois au clavier, quel que soit son âge.',
    imageUrl: blogImage('bien-debuter-le-piano-a-tout-age'),
    category: 'Pédagogie',
    content: `« Je suis trop vieux pour commencer. » C’est la phrase que j’entends le plus souvent lors de nos portes ouvertes. Pourtant, chaque année, j’accompagne des élèves de 8 à plus de 60 ans dans leurs premiers pas au clavier, et tous progressent. Les enfants apprennent vite par imitation ; les adultes compensent par leur compréhension et leur motivation. Voici les clés que je transmets à mes élèves débutants.

## Commencer par la posture

Avant de jouer la moindre note, on s’assoit correctement : le dos droit, les pieds à plat, les avant-bras à hauteur du clavier. Les doigts sont arrondis, comme s’ils tenaient une petite balle. Une bonne posture évite les douleurs et rend le jeu plus souple dès les premières semaines.

## Se repérer sur le clavier

Le clavier semble immense, mais il répète toujours le même motif de douze touches : sept blanches et cinq noires. Le do se trouve juste à gauche du groupe de deux touches noires. Une fois ce repère acquis, on retrouve facilement toutes les autres notes : do, ré, mi, fa, sol, la, si.

## Apprendre à lire, un peu chaque jour

La lecture de notes fait peur, à tort. En clé de sol, on retient les notes des lignes (mi, sol, si, ré, fa) et celles des interlignes (fa, la, do, mi). Cinq minutes de lecture par jour valent mieux qu’une heure le dimanche.

> Au piano, la régularité bat toujours l’intensité.

## Compter à voix haute

Le rythme est souvent le point faible des débutants. Dans une mesure à 4/4, la ronde vaut quatre temps, la blanche deux et la noire un. Je demande à mes élèves de compter à voix haute en jouant, puis d’utiliser un métronome réglé lentement. C’est un peu fastidieux au début, mais c’est ce qui permet ensuite de jouer avec d’autres musiciens.

## Jouer de vraies chansons très vite

Rien ne motive autant que de jouer un morceau que l’on aime. Avec seulement trois accords, do majeur (do-mi-sol), fa majeur (fa-la-do) et sol majeur (sol-si-ré), on peut accompagner un nombre incroyable de chansons, des comptines aux classiques de la rumba. Dès le deuxième mois, mes élèves jouent « Au clair de la lune » mains ensemble, puis un arrangement facile de « Sweet Mother ».

## Une routine simple

Voici la routine que je recommande pour une séance de vingt à trente minutes :

- cinq minutes de gamme de do majeur, lentement, mains séparées ;
- cinq minutes de lecture de notes ;
- dix minutes sur le morceau en cours, mesure par mesure ;
- et pour finir, cinq minutes de plaisir : rejouer un morceau que l’on connaît déjà.

## Et si l’on n’a pas de piano ?

Un clavier numérique de 61 touches dynamiques suffit largement pour la première année. L’important est que les touches réagissent à la force du doigt. Notre académie met aussi ses salles à disposition des élèves pour s’entraîner entre deux cours.

Envie de vous lancer ? Le [niveau débutant de piano](https://www.gombiste-records.cm/academie/piano/debutant) dure douze semaines, à raison de deux heures par semaine. Je vous y attends avec plaisir !`,
    likes: 58,
  },
  {
    id: 'makossa-histoire-d-un-rythme-doualais',
    title: 'Le makossa, histoire d’un rythme doualais',
    author: 'Hélène Moukouri',
    date: '2026-03-18',
    excerpt:
      'Des bals de Douala aux pistes de danse du monde entier, le makossa a fait voyager la musique camerounaise. Petite histoire d’un genre né au bord du Wouri.',
    imageUrl: blogImage('makossa-histoire-d-un-rythme-doualais'),
    category: 'Culture',
    content: `Il suffit de quelques notes de basse pour reconnaître un makossa. Ce rythme né à Douala est devenu, en quelques décennies, l’une des musiques les plus emblématiques du Cameroun. En cours de musicologie, nous passons plusieurs séances à l’écouter, à le décortiquer et à le replacer dans son histoire. En voici un aperçu.

## Des origines urbaines

Le makossa naît dans les quartiers de Douala au milieu du XXe siècle. La ville portuaire est alors un carrefour où se croisent les traditions duala, les chants d’église, les musiques venues du Congo, de l’Afrique de l’Ouest, des Caraïbes et d’Amérique. Les musiciens s’inspirent de rythmes locaux comme l’ambass-bey ou l’assiko, mais aussi de la rumba, du highlife et du jazz qu’ils entendent à la radio et sur les disques.

Dans les années 1950 et 1960, des pionniers comme Nelle Eyoum posent les bases du genre, bientôt suivis par Eboa Lotin, guitariste, harmoniciste et chanteur à la plume délicate.

## « Soul Makossa », le coup de tonnerre

En 1972, Manu Dibango enregistre « Soul Makossa ». Le morceau, d’abord pensé comme une simple face B, traverse l’Atlantique, fait danser les clubs de New York et devient un succès international. Son refrain sera repris et cité par de nombreux artistes pendant des décennies. Pour beaucoup d’auditeurs, c’est la première rencontre avec la musique camerounaise.

> Avec « Soul Makossa », un mot duala est entré dans le vocabulaire de la musique mondiale.

## L’âge d’or

Les années 1980 sont celles de l’âge d’or. Les studios de Douala, de Paris et d’Abidjan produisent des dizaines d’albums chaque année, et des artistes comme Moni Bilé, Ben Decca ou Dina Bell remplissent les salles de tout le continent. Le makossa se fait plus dansant, plus brillant, porté par des arrangements soignés et par des bassistes devenus de véritables stars.

## Les ingrédients d’un makossa

Que retenir pour reconnaître un makossa à l’écoute ?

- **Une basse très mobile**, qui ne se contente pas de marquer les temps mais chante une véritable mélodie.
- **Des guitares entrelacées**, souvent en arpèges rapides, qui dialoguent entre elles.
- **Une mesure binaire à 4/4**, avec un balancement qui invite à la danse.
- **Un chant souvent en duala**, parfois en français, avec des chœurs qui répondent au soliste.
- **Des cuivres** qui ponctuent les refrains dans de nombreux enregistrements.

## Un genre toujours vivant

Aujourd’hui, le makossa se mêle à l’afrobeat, au jazz ou aux musiques urbaines, et continue d’inspirer les jeunes artistes. Au label, Nadia Mbende en propose une lecture moderne, tandis que le Serge Ebongué Quartet l’explore sous un angle jazz. Pour aller plus loin, l’article [Makossa de Wikipédia](https://fr.wikipedia.org/wiki/Makossa) offre un bon point de départ, et notre cours de musicologie consacre une séance entière au genre.

Alors la prochaine fois que vous entendrez cette basse si reconnaissable, prenez le temps d’écouter : c’est toute une histoire qui se raconte.`,
    likes: 109,
  },
  {
    id: 'home-studio-premiers-pas-en-mao',
    title: 'Home studio : vos premiers pas en MAO sans vous ruiner',
    author: 'Landry Ewane',
    date: '2026-07-08',
    excerpt:
      'Ordinateur, interface audio, casque, logiciel : notre réalisateur vous explique comment monter un home studio efficace avec un budget raisonnable.',
    imageUrl: blogImage('home-studio-premiers-pas-en-mao'),
    category: 'Conseils',
    content: `On me demande souvent quel matériel acheter pour commencer à produire de la musique. Ma réponse surprend : beaucoup moins que ce que l’on imagine. Un bon nombre de morceaux qui tournent aujourd’hui sur les plateformes ont été produits dans une chambre, avec un équipement modeste. Ce qui compte, c’est de bien connaître ses outils.

## L’essentiel pour démarrer

Voici le minimum que je recommande à mes élèves de MAO :

- **un ordinateur** récent, même d’entrée de gamme, avec au moins 8 Go de mémoire vive ;
- **une interface audio** à deux entrées, pour brancher un micro et une guitare ou un clavier ;
- **un casque fermé**, confortable, pour enregistrer sans que le son ne repasse dans le micro ;
- **un micro** dynamique ou statique selon votre pièce ;
- **un logiciel de production**, appelé station audionumérique.

Un petit clavier maître MIDI de 25 ou 49 touches est un excellent complément, mais il peut attendre quelques semaines.

## Quel logiciel choisir ?

Il n’existe pas de mauvais logiciel, seulement des logiciels plus ou moins adaptés à votre façon de travailler. LMMS est entièrement gratuit et permet de découvrir la programmation rythmique. Reaper est très complet et propose une longue période d’évaluation. FL Studio et Ableton Live sont très utilisés par les beatmakers. Choisissez-en un et tenez-vous-y au moins six mois : changer de logiciel tous les quinze jours est le meilleur moyen de ne jamais progresser.

## Aménager sa pièce

Vous n’avez pas besoin d’un studio professionnel, mais quelques gestes améliorent nettement vos enregistrements. Une pièce meublée, avec des rideaux épais, un tapis et une bibliothèque, sonne mieux qu’une pièce vide au carrelage nu. Pour la voix, on peut même enregistrer devant une armoire ouverte remplie de vêtements : ils absorbent les réflexions.

> Un micro modeste dans une pièce bien traitée sonnera toujours mieux qu’un micro haut de gamme dans une salle de bain.

## Les bons réglages

Quelques repères techniques à connaître dès le départ :

- travaillez en 44,1 ou 48 kHz et en 24 bits ;
- réglez le gain d’entrée pour que les crêtes restent entre −12 et −6 dBFS ;
- réduisez la taille de la mémoire tampon pendant l’enregistrement, augmentez-la pendant le mixage ;
- sauvegardez votre projet souvent, et gardez une copie sur un disque externe.

## Écouter, encore et toujours

Le plus important ne s’achète pas : c’est votre oreille. Prenez l’habitude de comparer vos morceaux à des titres de référence du même style, au même volume. Écoutez comment la basse et la grosse caisse se partagent le grave dans un afrobeat, comment les guitares se placent dans un makossa. C’est en écoutant attentivement que l’on apprend à mixer.

Notre [formation MAO](https://www.gombiste-records.cm/academie/mao/debutant) vous accompagne pendant douze semaines, de l’installation du home studio à l’export de votre premier morceau. Et si vous avez une question technique entre deux cours, Maestro Gombi est toujours là pour vous répondre.`,
    likes: 73,
  },
]

export const publicCreations: PublicCreation[] = [
  {
    id: 'creation-afrobeat-soleil',
    prompt: 'Un morceau afrobeat joyeux avec guitare et percussions, pour danser au bord de la plage',
    url: '/media/audio/creations/creation-afrobeat-soleil.mp3',
    date: '2026-08-14',
    userName: 'Yannick',
    likes: 42,
    sound: { key: 'G', mode: 'major', bpm: 108, style: 'afrobeat' },
  },
  {
    id: 'creation-makossa-nostalgie',
    prompt: 'Un makossa nostalgique avec une basse chantante et des cuivres, comme dans les années 80',
    url: '/media/audio/creations/creation-makossa-nostalgie.mp3',
    date: '2026-07-02',
    userName: 'Christiane',
    likes: 57,
    sound: { key: 'F', mode: 'major', bpm: 114, style: 'makossa' },
  },
  {
    id: 'creation-piano-pluie',
    prompt: 'Une mélodie douce au piano, lente et mélancolique, pour accompagner un soir de pluie',
    url: '/media/audio/creations/creation-piano-pluie.mp3',
    date: '2026-05-19',
    userName: 'Awa',
    likes: 35,
    sound: { key: 'A', mode: 'minor', bpm: 72, style: 'classical' },
  },
  {
    id: 'creation-gospel-louange',
    prompt: 'Un chant de louange gospel avec orgue et chœur, lumineux et plein d’espoir',
    url: '/media/audio/creations/creation-gospel-louange.mp3',
    date: '2026-04-06',
    userName: 'Samuel',
    likes: 28,
    sound: { key: 'Eb', mode: 'major', bpm: 80, style: 'gospel' },
  },
  {
    id: 'creation-lofi-revisions',
    prompt: 'Un beat lofi calme avec un piano jazz, pour réviser mes examens',
    url: '/media/audio/creations/creation-lofi-revisions.mp3',
    date: '2026-09-10',
    userName: 'Rodrigue',
    likes: 19,
    sound: { key: 'D', mode: 'minor', bpm: 78, style: 'lofi' },
  },
]
