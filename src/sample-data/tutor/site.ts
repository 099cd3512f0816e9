import type { SampleData } from '../types.ts'
import { entries, type TutorEntry } from './entry.ts'

/**
 * The academy and the site: enrolment, payments, levels, assessments, contact. Figures that the label
 * can change (prices, durations, pass marks, addresses) are fields such as `{prix:pack-duo}`, filled
 * from the live data when the tutor answers, so an edited price is never answered stale.
 */
const ACADEMIE = { label: 'La page Académie', href: '/academie' }
const CONTACT = { label: 'La page Contact', href: '/contact' }

export const SITE_STATIC = entries('site', ACADEMIE, [
  [
    'comment-inscrire',
    ['Comment m’inscrire à un cours ?', 'Comment s’inscrire à l’académie ?', 'Je veux m’inscrire, comment faire ?'],
    'Pour t’inscrire : 1) crée ton compte sur la page Inscription (profil « Élève »), puis active-le avec le lien reçu par e-mail ; 2) sur la page Académie, choisis ta formule et clique dessus pour aller au paiement ; 3) paie par carte bancaire ou par mobile money (Orange Money, MTN MoMo). Dès que le paiement est confirmé, ton inscription est enregistrée, tu reçois un reçu par e-mail et les leçons de ton niveau s’ouvrent dans ton espace. Pour la Masterclass et le Parcours Certifiant, tu demandes un devis depuis la même page.',
    ['inscription', 's’inscrire', 'compte', 'formule', 'enrôlement'],
    { label: 'Créer mon compte', href: '/inscription' },
  ],
  [
    'moyens-paiement',
    [
      'Quels sont les moyens de paiement ?',
      'Comment payer ma formation ?',
      'Peut-on payer par carte ou par mobile money ?',
    ],
    'Tu peux payer en ligne de deux façons : par carte bancaire (Visa, Mastercard), en euros ou en FCFA, ou par mobile money (Orange Money et MTN MoMo), toujours en FCFA. Le paiement se fait depuis la page de ta formule (« /paiement/… »), une fois connecté. Ton inscription n’est validée qu’après la confirmation du paiement par l’opérateur, et tu reçois alors un reçu par e-mail.',
    ['paiement', 'payer', 'carte bancaire', 'mobile money', 'moyens'],
  ],
  [
    'orange-money',
    ['Puis-je payer avec Orange Money ?', 'Comment payer par Orange Money ?'],
    'Oui. Sur la page de paiement de ta formule, choisis « Mobile money » : le montant est en FCFA. Tu es redirigé vers la page sécurisée de notre prestataire, où tu choisis Orange Money, saisis ton numéro et valides le paiement sur ton téléphone (code secret ou menu #150#). Une fois l’opération confirmée, ton inscription est activée et tu reçois ton reçu par e-mail.',
    ['Orange Money', 'mobile money', 'paiement', 'FCFA'],
  ],
  [
    'mtn-momo',
    ['Puis-je payer avec MTN Mobile Money ?', 'Comment payer par MTN MoMo ?'],
    'Oui. Sur la page de paiement de ta formule, choisis « Mobile money » (montant en FCFA), puis MTN MoMo sur la page sécurisée de notre prestataire. Saisis ton numéro MTN, puis confirme la transaction sur ton téléphone avec ton code secret (ou via le menu *126#). Ton inscription est activée dès que MTN confirme le paiement, et ton reçu t’est envoyé par e-mail.',
    ['MTN', 'MoMo', 'mobile money', 'paiement', 'FCFA'],
  ],
  [
    'paiement-en-attente',
    ['Mon paiement est en attente, que faire ?', 'J’ai payé mais mon inscription n’apparaît pas'],
    'Un paiement reste « en attente » tant que l’opérateur (banque ou mobile money) ne nous l’a pas confirmé ; cela prend en général quelques secondes, parfois quelques minutes. La page de reçu se met à jour toute seule. Si ton compte a été débité et que rien ne change au bout d’une heure, écris-nous avec ton numéro de commande (visible dans ton profil) : nous vérifions auprès de l’opérateur. Tu n’es jamais débité deux fois pour une même commande.',
    ['paiement', 'en attente', 'problème', 'commande'],
    CONTACT,
  ],
  [
    'paiement-plusieurs-fois',
    [
      'Peut-on payer en plusieurs fois ?',
      'Puis-je échelonner le paiement de ma formation ?',
      'Faut-il tout payer d’un coup ?',
    ],
    'Les formules Pack Individuel, Pack Duo et Formation Hybride se paient au mois : tu règles un mois à la fois, sans engagement sur l’année. Le MOOC Complet se paie en une seule fois, pour un accès à vie. Le Parcours Certifiant, sur devis, offre des facilités de paiement échelonné : écris-nous pour en convenir.',
    ['paiement', 'échelonné', 'plusieurs fois', 'mensuel', 'tranches', 'facilités'],
  ],
  [
    'paiement-echoue',
    ['Mon paiement a échoué, que faire ?', 'Paiement refusé'],
    'Si le paiement est refusé ou abandonné, la commande est marquée comme échouée et rien ne t’est prélevé. Vérifie ton solde mobile money ou le plafond de ta carte, puis recommence depuis la page de ta formule. Si le problème persiste, essaie l’autre moyen de paiement ou écris-nous.',
    ['paiement', 'échoué', 'refusé'],
  ],
  [
    'euros-fcfa',
    ['Les prix sont-ils en euros ou en FCFA ?', 'Comment voir les prix en FCFA ?', 'Changer la devise'],
    'Les prix sont affichés en euros et en francs CFA (FCFA). Le site choisit la devise selon ton pays (FCFA en zone CEMAC et UEMOA, euros ailleurs), et tu peux changer à tout moment avec le bouton EUR/FCFA de la page Académie ou de la page de paiement. Le paiement par mobile money se fait toujours en FCFA.',
    ['euros', 'FCFA', 'devise', 'prix'],
  ],
  [
    'recu-facture',
    ['Comment obtenir un reçu de paiement ?', 'Où trouver ma facture ?'],
    'Dès que ton paiement est confirmé, un reçu t’est envoyé par e-mail. Tu retrouves aussi toutes tes commandes dans ton profil, avec leur reçu imprimable (numéro de commande, formule, montant, devise, date et période payée).',
    ['reçu', 'facture', 'commande'],
    { label: 'Mon profil', href: '/profil' },
  ],
  [
    'abonnement-mensuel',
    ['Comment fonctionne l’abonnement mensuel ?', 'Faut-il payer tous les mois ?', 'Comment renouveler ma formule ?'],
    'Les formules Pack Individuel, Pack Duo et Formation Hybride se paient au mois : chaque paiement couvre un mois, et un renouvellement commence là où le mois précédent se termine. Tes leçons restent ouvertes tant qu’un mois payé couvre la date du jour ; si tu t’arrêtes, ta progression est gardée et tu la retrouves en reprenant. Le MOOC Complet se paie une seule fois.',
    ['abonnement', 'mensuel', 'renouveler', 'mois'],
  ],
  [
    'quelle-formule',
    ['Quelle formule choisir ?', 'Quelle est la différence entre les formules ?', 'Quelle formule me conseilles-tu ?'],
    'Ça dépend de ta façon d’apprendre. Pack Individuel ({prix:pack-individuel}) : cours particuliers avec un professeur attitré. Pack Duo ({prix:pack-duo}) : la même chose à deux, tarif partagé. Formation Hybride ({prix:formation-hybride}) : ateliers collectifs à Douala plus leçons en ligne. MOOC Complet ({prix:mooc-complet}) : tous les cours en ligne d’une discipline, à ton rythme. Masterclass ({prix:masterclass}) : une journée ou un week-end intensif. Parcours Certifiant ({prix:parcours-certifiant}) : un cursus d’un ou deux ans devant jury.',
    ['formule', 'choisir', 'différence', 'comparer'],
  ],
  [
    'tarifs',
    ['Combien coûtent les cours ?', 'Quels sont les tarifs de l’académie ?', 'Prix des formations'],
    'Nos tarifs : Pack Individuel {prix:pack-individuel} ; Pack Duo {prix:pack-duo} ; Formation Hybride {prix:formation-hybride} ; MOOC Complet {prix:mooc-complet} ; Masterclass : {prix:masterclass} ; Parcours Certifiant : {prix:parcours-certifiant}. Le détail de chaque formule est sur la page Académie, et tu peux payer par carte ou mobile money.',
    ['prix', 'tarifs', 'coût', 'combien'],
  ],
  [
    'formule-ouvre-niveaux',
    ['Quels niveaux ouvre ma formule ?', 'Le Pack Individuel donne accès à quels cours ?'],
    'Le Pack Individuel et le Pack Duo ouvrent les niveaux débutant et intermédiaire de chaque discipline. La Formation Hybride, le MOOC Complet et le Parcours Certifiant ouvrent tous les niveaux. La Masterclass est un événement ponctuel et n’ouvre pas de leçons en ligne. Le plan de chaque niveau (objectifs, titres des leçons) reste public sur sa page de cours.',
    ['accès', 'niveaux', 'formule', 'leçons'],
  ],
  [
    'disciplines',
    [
      'Quels cours propose l’académie ?',
      'Quelles disciplines enseignez-vous ?',
      'Qu’est-ce qu’on peut apprendre chez vous ?',
    ],
    'L’académie Gombiste enseigne quatre disciplines : le piano (niveaux Débutant, Intermédiaire et Avancé), le chant (Débutant et Intermédiaire), la MAO, musique assistée par ordinateur (Débutant), et la musicologie (Initiation). Les cours ont lieu en présentiel à Douala ou à distance, avec des enseignants qui sont des musiciens en activité.',
    ['disciplines', 'cours', 'piano', 'chant', 'MAO', 'musicologie'],
  ],
  [
    'presentiel-distance',
    [
      'Les cours sont-ils en ligne ou en présentiel ?',
      'Peut-on suivre les cours à distance ?',
      'Je n’habite pas à Douala, puis-je suivre les cours ?',
    ],
    'Les deux. Les leçons, exercices et évaluations sont en ligne dans ton espace élève, accessibles partout. Les cours individuels et duo se font au studio d’Akwa à Douala ou en visio, la Formation Hybride combine des ateliers collectifs à Douala et des leçons en ligne, et le MOOC Complet se suit entièrement à distance. Tu peux donc apprendre depuis n’importe quelle ville.',
    ['en ligne', 'présentiel', 'distance', 'visio'],
  ],
  [
    'evaluation-finale',
    [
      'Comment se passe l’évaluation finale ?',
      'Comment valider un niveau ?',
      'Comment fonctionne le quiz de fin de niveau ?',
    ],
    'Chaque niveau se termine par une évaluation en ligne de 10 à 12 questions tirées de ses leçons, dont certaines d’écoute (tu entends des notes ou des accords joués au piano). Chaque question est juste ou fausse en entier. Tu valides le niveau si tu atteins le seuil de réussite du niveau (par exemple {reussite:piano/debutant} % en piano débutant, {reussite:chant/debutant} % en chant débutant). Réussir te délivre un certificat.',
    ['évaluation', 'quiz', 'valider', 'examen', 'réussite'],
  ],
  [
    'rater-evaluation',
    ['J’ai raté l’évaluation, puis-je la repasser ?', 'Combien de tentatives pour l’évaluation ?'],
    'Oui, tu peux la repasser autant de fois que nécessaire : après une tentative échouée, il faut simplement attendre 30 minutes avant la suivante. Avant la réussite, on te dit quelles questions étaient justes ; la correction complète t’est donnée quand tu réussis. Profite de l’attente pour revoir les leçons concernées.',
    ['repasser', 'échec', 'tentatives', 'évaluation', 'refaire', 'quiz'],
  ],
  [
    'certificat',
    ['Est-ce que je reçois un certificat ?', 'Comment obtenir mon certificat ?', 'Comment vérifier un certificat ?'],
    'Oui : quand tu réussis l’évaluation d’un niveau, un certificat est émis à ton nom, avec ton score, la date et un code unique (par exemple 7KQ2-XF9M-3BTA). Tu le retrouves dans ton profil, en page imprimable et en PDF, avec un QR code. N’importe qui (un employeur, une école) peut vérifier son authenticité sur la page /certificat/ suivie du code.',
    ['certificat', 'attestation', 'diplôme', 'vérifier'],
  ],
  [
    'progression',
    ['Où voir ma progression ?', 'Comment reprendre là où je me suis arrêté ?'],
    'Ta progression est enregistrée leçon par leçon sur le serveur : tu la retrouves sur chaque page de cours et dans ton profil, sur n’importe quel appareil. Le bouton « Reprendre » t’amène directement à la première leçon non terminée du niveau sur lequel tu as travaillé en dernier.',
    ['progression', 'reprendre', 'suivi', 'profil'],
    { label: 'Mon profil', href: '/profil' },
  ],
  [
    'exercices',
    ['Comment fonctionnent les exercices ?', 'Où trouver la correction des exercices ?'],
    'Chaque niveau a ses exercices sur la page « Exercices » du cours. Tu lis la consigne, tu écris ta réponse ou tu indiques « J’ai essayé », et c’est seulement ensuite que la solution s’affiche : l’essai compte plus que la bonne réponse. Dans la Formation Hybride, un professeur corrige aussi tes exercices en ligne sous 72 heures.',
    ['exercices', 'correction', 'solution'],
  ],
  [
    'creer-compte',
    ['Comment créer un compte ?', 'Élève ou client : que choisir à l’inscription ?'],
    'Va sur la page Inscription, indique ton nom, ton e-mail et un mot de passe d’au moins 10 caractères, et choisis « Élève » si tu veux suivre des cours ou « client » pour les services du label. Tu reçois un e-mail avec un lien d’activation : clique dessus pour activer ton compte, puis connecte-toi.',
    ['compte', 'inscription', 'élève', 'client', 'activation'],
    { label: 'Créer mon compte', href: '/inscription' },
  ],
  [
    'mot-de-passe-oublie',
    ['J’ai oublié mon mot de passe', 'Comment réinitialiser mon mot de passe ?'],
    'Sur la page de connexion, clique sur « Mot de passe oublié » et indique ton e-mail : tu reçois un lien pour en choisir un nouveau (au moins 10 caractères). Pour ta sécurité, tes autres sessions ouvertes sont alors fermées. Si l’e-mail n’arrive pas, regarde dans tes courriers indésirables.',
    ['mot de passe', 'oublié', 'réinitialiser', 'connexion'],
    { label: 'Mot de passe oublié', href: '/mot-de-passe-oublie' },
  ],
  [
    'email-activation',
    ['Je n’ai pas reçu l’e-mail d’activation', 'Mon compte n’est pas activé'],
    'Vérifie d’abord tes courriers indésirables (spam) et l’orthographe de ton adresse. L’e-mail peut mettre quelques minutes à arriver. Si tu ne le trouves toujours pas, réessaie la connexion ou l’inscription, ou écris-nous à {email:contact} en indiquant l’adresse utilisée : nous t’aiderons à activer ton compte.',
    ['activation', 'e-mail', 'compte', 'spam'],
    CONTACT,
  ],
  [
    'contact',
    ['Comment vous contacter ?', 'Quel est votre numéro de téléphone ?', 'Quelle est votre adresse e-mail ?'],
    'Tu peux nous écrire à {email:contact} (questions sur la formation : {email:training}), nous appeler au {telephone}, ou utiliser le formulaire de la page Contact. Notre adresse : {adresse}.',
    ['contact', 'téléphone', 'e-mail', 'adresse', 'joindre'],
    CONTACT,
  ],
  [
    'adresse',
    ['Où se trouve l’académie ?', 'Où êtes-vous situés ?', 'Comment venir au studio ?'],
    'L’académie et le studio Gombiste Records sont à Douala : {adresse}. Le quartier d’Akwa est central et facile d’accès. Avant de venir, appelle-nous au {telephone} pour préparer ta visite, ou profite de nos portes ouvertes.',
    ['adresse', 'où', 'Douala', 'Akwa', 'studio'],
    CONTACT,
  ],
  [
    'evenements-inscription',
    ['Comment participer à un atelier ou une masterclass ?', 'Faut-il s’inscrire aux événements ?'],
    'Tous nos événements (ateliers, masterclass, concerts, portes ouvertes) sont dans le calendrier de la page Contact, avec leur date, leur lieu et leur intervenant. Pour réserver ta place à un atelier ou une masterclass (groupes de 8 à 15 participants), écris-nous à {email:training} ou appelle le {telephone}. Les portes ouvertes sont libres.',
    ['événements', 'atelier', 'masterclass', 'réserver', 'participer'],
    CONTACT,
  ],
  [
    'portes-ouvertes',
    ['Quand ont lieu les portes ouvertes ?', 'Peut-on visiter l’académie ?'],
    'Les portes ouvertes de l’académie sont annoncées dans le calendrier de la page Contact : c’est l’occasion de rencontrer les professeurs, d’essayer les instruments et de choisir ta formule. En dehors de ces dates, tu peux passer sur rendez-vous : appelle-nous au {telephone}.',
    ['portes ouvertes', 'visiter', 'essayer'],
    CONTACT,
  ],
  [
    'professeurs',
    ['Qui sont les professeurs de l’académie ?', 'Les enseignants sont-ils qualifiés ?'],
    'Nos enseignants sont des musiciens en activité, qui jouent, enregistrent et tournent avec les artistes du label : pianistes, chanteurs, producteurs et musicologues. Dans les formules individuelles, tu as un professeur attitré qui suit ta progression et te fait un bilan chaque mois.',
    ['professeurs', 'enseignants', 'qualifiés'],
  ],
  [
    'age-minimum',
    ['Y a-t-il un âge minimum pour s’inscrire ?', 'Mon enfant peut-il suivre les cours ?'],
    'Les cours s’adressent aux adolescents et aux adultes de tous âges. Pour les plus jeunes, nous proposons des ateliers d’éveil pour les enfants de six à dix ans (douze places par atelier, voir le calendrier des événements). Pour un enfant, l’inscription et le paiement se font depuis le compte d’un parent ; écris-nous pour choisir la formule adaptée.',
    ['âge', 'enfant', 'minimum', 'inscription'],
  ],
  [
    'essai',
    ['Peut-on faire un cours d’essai ?', 'Y a-t-il un essai gratuit ?'],
    'Le plan de chaque niveau (objectifs et titres des leçons) est consultable gratuitement sur sa page de cours, et je réponds à tes questions de musique gratuitement. Pour essayer en vrai, viens à nos portes ouvertes ou à un atelier. Pour un éventuel cours d’essai individuel, contacte l’équipe formation à {email:training}.',
    ['essai', 'gratuit', 'découvrir'],
  ],
  [
    'remboursement',
    ['Puis-je être remboursé ?', 'Comment annuler mon inscription ?'],
    'Pour toute demande d’annulation ou de remboursement, écris à {email:training} avec ton numéro de commande (visible dans ton profil) : l’équipe étudie chaque demande selon les conditions de vente. Une formule mensuelle s’arrête simplement si tu ne renouvelles pas le mois suivant.',
    ['remboursement', 'annuler', 'annulation'],
    CONTACT,
  ],
  [
    'devis',
    ['Comment demander un devis ?', 'Le Parcours Certifiant est sur devis, comment faire ?'],
    'Pour les formules sur devis ou à tarif variable (Parcours Certifiant, Masterclass), ouvre la formule depuis la page Académie : un formulaire te permet de décrire ton projet et de laisser tes coordonnées. L’équipe formation te répond par e-mail avec une proposition. Tu peux aussi écrire directement à {email:training}.',
    ['devis', 'Parcours Certifiant', 'Masterclass', 'sur devis'],
  ],
  [
    'duree-cours',
    ['Combien de temps durent les cours ?', 'Quelle est la durée des niveaux ?'],
    'Chaque niveau dure de 10 à 20 semaines selon la discipline : piano débutant {duree:piano/debutant} semaines ({heures:piano/debutant} h par semaine), piano intermédiaire {duree:piano/intermediaire} semaines, piano avancé {duree:piano/avance} semaines, chant débutant {duree:chant/debutant} semaines, chant intermédiaire {duree:chant/intermediaire} semaines, MAO débutant {duree:mao/debutant} semaines, musicologie {duree:musicologie/debutant} semaines.',
    ['durée', 'semaines', 'heures', 'combien de temps'],
  ],
  [
    'seuils-reussite',
    ['Quelle note faut-il pour réussir un niveau ?', 'Quel est le seuil de réussite des évaluations ?'],
    'Le seuil de réussite dépend du niveau : piano débutant {reussite:piano/debutant} %, piano intermédiaire {reussite:piano/intermediaire} %, piano avancé {reussite:piano/avance} %, chant débutant {reussite:chant/debutant} %, chant intermédiaire {reussite:chant/intermediaire} %, MAO débutant {reussite:mao/debutant} %, musicologie {reussite:musicologie/debutant} %. Le score est calculé en points, question par question.',
    ['réussite', 'seuil', 'note', 'pourcentage', 'valider'],
  ],
  [
    'maestro-gombi',
    ['Qui es-tu ?', 'Que sais-tu faire ?', 'Comment peux-tu m’aider ?'],
    'Je suis Maestro Gombi, le professeur de musique virtuel de Gombiste Records. Je réponds à tes questions sur la théorie (gammes, modes, accords, intervalles, rythmes), la technique du piano, du chant et de la MAO, les musiques d’Afrique centrale, et sur l’académie (cours, tarifs, paiements, événements). Je peux aussi composer un morceau pour toi : demande-le simplement.',
    ['Maestro Gombi', 'assistant', 'aide'],
    { label: 'La page du professeur', href: '/tutor' },
  ],
  [
    'composer-morceau',
    ['Peux-tu composer un morceau pour moi ?', 'Comment générer une musique ?'],
    'Oui ! Décris ce que tu veux : le style (makossa, afrobeat, gospel, jazz…), l’ambiance, le tempo (lent, moyen, rapide), les instruments et la durée, par exemple « compose un makossa rapide avec piano et basse de 30 secondes ». Je compose le morceau et tu peux l’écouter dans le lecteur, puis l’enregistrer dans ton profil si tu es connecté.',
    ['composer', 'morceau', 'générer', 'création'],
    { label: 'La page du professeur', href: '/tutor' },
  ],
  [
    'label-services',
    ['Quels services propose le label ?', 'Enregistrer au studio Gombiste'],
    'Gombiste Records accompagne les artistes de la maquette à la scène : enregistrement, mixage et mastering au studio d’Akwa, production, clips, distribution, management et booking. Pour un devis, écris à {email:contact} ; pour réserver un artiste du label, à {email:booking}.',
    ['services', 'studio', 'enregistrement', 'label'],
    { label: 'Le label', href: '/label' },
  ],
  [
    'booking',
    ['Comment réserver un artiste du label ?', 'Booking d’un artiste pour un concert'],
    'Pour programmer un artiste de Gombiste Records (concert, mariage, événement d’entreprise), écris à {email:booking} en précisant la date, le lieu, le type d’événement et ton budget, ou appelle le {telephone}. L’équipe te répond avec les disponibilités et les conditions.',
    ['booking', 'réserver', 'artiste', 'concert', 'booker'],
    CONTACT,
  ],
  [
    'label-presentation',
    ['C’est quoi Gombiste Records ?', 'Présente-moi le label', 'Qui a fondé Gombiste Records ?'],
    'Gombiste Records est un label indépendant et une académie de musique fondés à Douala en 2010 par Armand Gombi Ekambi. Le label accompagne des artistes d’Afrique centrale de la première maquette jusqu’à la scène (makossa, bikutsi, rumba, afrobeat, gospel, jazz, musiques urbaines), et l’académie transmet ce savoir-faire en piano, chant, MAO et musicologie.',
    ['label', 'Gombiste Records', 'présentation', 'fondateur'],
    { label: 'Le label', href: '/label' },
  ],
  [
    'donnees-personnelles',
    ['Comment supprimer mon compte ?', 'Comment télécharger mes données ?'],
    'Dans ton profil, « Télécharger mes données » te donne une copie de tout ce que nous gardons sur toi (compte, progression, réponses aux exercices, certificats, créations). Tu peux aussi y supprimer ton compte : tes données d’apprentissage sont alors effacées. Le détail est dans notre politique de confidentialité.',
    ['données', 'supprimer', 'compte', 'confidentialité'],
    { label: 'Politique de confidentialité', href: '/politique-de-confidentialite' },
  ],
  [
    'historique-chat',
    ['Est-ce que tu gardes notre conversation ?', 'Comment effacer la conversation ?'],
    'Si tu es connecté, notre conversation est gardée sur le serveur pour que tu la retrouves sur tous tes appareils ; tu peux l’effacer à tout moment avec le bouton prévu dans le panneau du professeur. Si tu n’es pas connecté, elle reste seulement dans ton navigateur.',
    ['conversation', 'historique', 'effacer'],
    { label: 'La page du professeur', href: '/tutor' },
  ],
  [
    'temoignages',
    ['Que disent les anciens élèves ?', 'Avis sur l’académie'],
    'Tu trouveras les témoignages de nos élèves et artistes sur la page Témoignages. Si tu as suivi un cours chez nous, tu peux aussi y laisser le tien : il est publié après relecture.',
    ['témoignages', 'avis', 'élèves'],
    { label: 'Témoignages', href: '/temoignages' },
  ],
  [
    'blog',
    ['Où trouver des articles sur la musique ?', 'Le blog de Gombiste Records'],
    'Le blog de Gombiste Records publie des articles sur l’actualité du label, des conseils pour apprendre et des portraits d’artistes. Tu peux y commenter et aimer les articles. Je m’appuie aussi sur ces articles pour te répondre.',
    ['blog', 'articles', 'actualité'],
    { label: 'Le blog', href: '/blog' },
  ],
  [
    'horaires',
    ['Quels sont les horaires des cours ?', 'Les cours ont lieu quels jours ?'],
    'Dans les formules individuelles, les créneaux sont fixés avec ton professeur, en semaine ou le samedi. Les ateliers collectifs de la Formation Hybride ont lieu deux fois par mois à Douala. Les leçons en ligne, elles, sont disponibles à toute heure dans ton espace élève.',
    ['horaires', 'créneaux', 'jours', 'samedi'],
  ],
  [
    'materiel-cours',
    ['Faut-il avoir son propre instrument pour les cours ?', 'Dois-je apporter mon matériel ?'],
    'Pour progresser entre les cours, il est préférable d’avoir un instrument à la maison (un clavier numérique suffit pour le piano, un ordinateur et un casque pour la MAO). Au studio, les instruments sont fournis, et les élèves de la Formation Hybride peuvent y répéter. Pour le chant, seule ta voix est nécessaire !',
    ['matériel', 'instrument', 'cours'],
  ],
])

/** The site's formula texts say "vous"; the teacher says "tu". */
function tutoie(text: string): string {
  return text
    .replace(/\b([Aa])pprenez\b/g, '$1pprends')
    .replace(/\bvous font\b/g, 'te font')
    .replace(/\bvos\b/g, 'tes')
    .replace(/\bVos\b/g, 'Tes')
    .replace(/\bvotre (discipline|prestation|progression)\b/g, 'ta $1')
    .replace(/\bvotre\b/g, 'ton')
}

/**
 * Entries generated from the sample data: one per level (duration, pass mark, objectives), per
 * formula (price, contents) and per discipline. Their figures stay fields, filled live.
 */
export function siteEntries(data: SampleData): TutorEntry[] {
  const generated: TutorEntry[] = []
  for (const discipline of data.disciplines) {
    const disciplineLink = {
      label: `Cours ${discipline.name}`,
      href: `/academie/${discipline.id}/${discipline.levels[0]!.id}`,
    }
    generated.push({
      id: `site-discipline-${discipline.id}`,
      topic: 'site',
      questions: [
        `Quels niveaux de ${discipline.name.toLowerCase()} proposez-vous ?`,
        `Le cours de ${discipline.name} : c’est quoi ?`,
      ],
      answer: `${discipline.name} : ${tutoie(discipline.description)} Niveaux : ${discipline.levels
        .map(
          level =>
            `${level.levelName} ({duree:${discipline.id}/${level.id}} semaines, {heures:${discipline.id}/${level.id}} h par semaine)`,
        )
        .join(', ')}.`,
      links: [disciplineLink],
      tags: [discipline.name, 'niveaux', 'cours'],
    })
    for (const level of discipline.levels) {
      const key = `${discipline.id}/${level.id}`
      const name = `${discipline.name} — ${level.levelName}`
      const link = { label: `Cours ${name}`, href: `/academie/${discipline.id}/${level.id}` }
      generated.push(
        {
          id: `site-duree-${discipline.id}-${level.id}`,
          topic: 'site',
          questions: [
            `Combien de temps dure le cours ${discipline.name} ${level.levelName.toLowerCase()} ?`,
            `Durée du niveau ${level.levelName.toLowerCase()} en ${discipline.name.toLowerCase()}`,
          ],
          answer: `Le cours ${name} dure {duree:${key}} semaines, à raison de {heures:${key}} h par semaine.`,
          links: [link],
          tags: [discipline.name, level.levelName, 'durée', 'semaines'],
        },
        {
          id: `site-reussite-${discipline.id}-${level.id}`,
          topic: 'site',
          questions: [
            `Quelle note pour valider ${discipline.name.toLowerCase()} ${level.levelName.toLowerCase()} ?`,
            `Seuil de réussite du niveau ${level.levelName.toLowerCase()} en ${discipline.name.toLowerCase()}`,
          ],
          answer: `Pour valider le cours ${name}, il faut au moins {reussite:${key}} % à l’évaluation finale en ligne (10 à 12 questions tirées des leçons, dont des questions d’écoute). Tu peux la repasser après 30 minutes en cas d’échec.`,
          links: [link],
          tags: [discipline.name, level.levelName, 'réussite', 'évaluation'],
        },
        {
          id: `site-objectifs-${discipline.id}-${level.id}`,
          topic: 'site',
          questions: [
            `Quels sont les objectifs du cours ${discipline.name} ${level.levelName.toLowerCase()} ?`,
            `Que vais-je apprendre en ${discipline.name.toLowerCase()} ${level.levelName.toLowerCase()} ?`,
          ],
          answer: `Objectifs du cours ${name} : ${level.learningObjectives.join(' ; ')}. Au programme, ${level.syllabus.length} leçons : ${level.syllabus.map(lesson => lesson.title).join(', ')}.`,
          links: [link],
          tags: [discipline.name, level.levelName, 'objectifs', 'programme'],
        },
      )
    }
  }
  for (const formula of data.formulas) {
    const link = { label: `La formule ${formula.name}`, href: formula.price ? `/paiement/${formula.id}` : '/academie' }
    generated.push(
      {
        id: `site-prix-${formula.id}`,
        topic: 'site',
        questions: [`Combien coûte la formule ${formula.name} ?`, `Prix du ${formula.name} en FCFA et en euros`],
        answer: `${formula.name} : {prix:${formula.id}}. ${tutoie(formula.description)}`,
        links: [link],
        tags: [formula.name, 'prix', 'tarif'],
      },
      {
        id: `site-contenu-${formula.id}`,
        topic: 'site',
        questions: [`Que comprend la formule ${formula.name} ?`, `Qu’est-ce qui est inclus dans ${formula.name} ?`],
        answer: `La formule ${formula.name} comprend : ${formula.features.map(tutoie).join(' ; ')}. Tarif : {prix:${formula.id}}.`,
        links: [link],
        tags: [formula.name, 'inclus', 'contenu'],
      },
    )
  }
  return generated
}
