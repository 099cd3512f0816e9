import type { BookingBlock, LabelInfo, NewsItem, PressKit, Service } from './types.ts'

export const label: LabelInfo = {
  name: 'Gombiste Records',
  slogan: 'Le son de Douala, de la scène à la salle de classe',
  about: [
    'Fondé à Douala en 2010, Gombiste Records est un label indépendant et une académie de musique. Nous accompagnons des artistes d’Afrique centrale de la première maquette jusqu’à la scène, et nous transmettons notre savoir-faire à celles et ceux qui veulent apprendre.',
    'Makossa, bikutsi, rumba, afrobeat, gospel, jazz ou musiques urbaines : notre studio d’Akwa accueille toutes les couleurs du Cameroun et de la sous-région. Chaque projet est suivi par une équipe de réalisateurs, d’ingénieurs du son et de managers qui connaissent le terrain.',
    'Notre académie propose des cours de piano, de chant, de MAO et de musicologie, en présentiel à Douala ou à distance. Les enseignants sont des musiciens en activité, qui jouent, enregistrent et tournent avec les artistes du label.',
  ],
  director: 'Armand Gombi Ekambi',
  legalForm: 'SARL',
  foundingYear: 2010,
  address: {
    street: '45, boulevard de la Liberté, Akwa',
    postalCode: 'BP 4521',
    city: 'Douala',
    country: 'Cameroun',
  },
  emails: {
    contact: 'contact@gombiste-records.cm',
    booking: 'booking@gombiste-records.cm',
    training: 'formation@gombiste-records.cm',
  },
  phones: ['+237 699 45 21 10', '+237 233 42 18 56'],
  website: 'https://www.gombiste-records.cm',
  socials: [
    { network: 'Facebook', url: 'https://www.facebook.com/gombisterecords' },
    { network: 'Instagram', url: 'https://www.instagram.com/gombisterecords' },
    { network: 'YouTube', url: 'https://www.youtube.com/@gombisterecords' },
    { network: 'TikTok', url: 'https://www.tiktok.com/@gombisterecords' },
  ],
  assistantName: 'Maestro Gombi',
}

export const services: Service[] = [
  {
    id: 'production',
    title: 'Production et enregistrement',
    description:
      'Notre studio d’Akwa vous accueille pour enregistrer voix, instruments acoustiques et sections rythmiques, avec un réalisateur qui vous aide à trouver le son juste pour chaque titre.',
  },
  {
    id: 'mixage-mastering',
    title: 'Mixage et mastering',
    description:
      'Des ingénieurs du son rompus aux musiques d’Afrique centrale donnent à vos morceaux la clarté et la puissance attendues en radio, en club comme sur les plateformes de streaming.',
  },
  {
    id: 'distribution',
    title: 'Distribution numérique et édition',
    description:
      'Mise en ligne sur les plateformes, déclaration des œuvres, gestion des droits et des métadonnées : nous veillons à ce que votre musique circule et vous rapporte.',
  },
  {
    id: 'clips',
    title: 'Réalisation de clips',
    description:
      'De l’écriture du scénario au montage final, notre équipe image tourne des clips à Douala, Kribi ou Yaoundé, avec des moyens adaptés à votre budget.',
  },
  {
    id: 'management-booking',
    title: 'Management et booking',
    description:
      'Stratégie de carrière, recherche de dates, négociation des cachets et logistique de tournée : nous construisons avec vous un développement durable.',
  },
  {
    id: 'academie',
    title: 'Académie et formation',
    description:
      'Cours de piano, de chant, de MAO et de musicologie pour tous les niveaux, en présentiel ou en ligne, encadrés par des musiciens professionnels.',
  },
]

export const news: NewsItem[] = [
  {
    id: 'rentree-academie-2026',
    title: 'Rentrée 2026 : les inscriptions sont ouvertes',
    summary:
      'Piano, chant, MAO et musicologie : les nouvelles sessions de l’académie démarrent en octobre, avec un parcours certifiant inédit.',
    date: '2026-09-01',
    link: '/blog/rentree-2026-academie-gombiste',
  },
  {
    id: 'sortie-ndolo-na-wa',
    title: 'Nadia Mbende dévoile « Ndolo na wa »',
    summary:
      'Le nouveau single de Nadia Mbende, enregistré dans notre studio d’Akwa, est disponible sur toutes les plateformes. Retour sur sa fabrication.',
    date: '2026-06-14',
    link: '/blog/dans-les-coulisses-de-ndolo-na-wa',
  },
  {
    id: 'masterclass-voix',
    title: 'Masterclass de chant avec Ruth Ngo Bassong',
    summary:
      'Notre chanteuse gospel partage ses secrets de respiration et de justesse lors d’une masterclass ouverte aux élèves de tous niveaux.',
    date: '2026-05-20',
    link: '/academie',
  },
  {
    id: 'gombiste-sessions-vol-1',
    title: 'Gombiste Sessions, volume 1',
    summary:
      'Notre première compilation réunit sept artistes du label autour d’un même studio et d’un même groupe de musiciens. Découvrez-la dans notre portfolio.',
    date: '2026-03-08',
    link: '/portfolio',
  },
]

export const pressKit: PressKit = {
  headline: 'Gombiste Records, label et académie de musique à Douala depuis 2010',
  shortText:
    'Fondé en 2010 par Armand Gombi Ekambi, Gombiste Records produit, enregistre et accompagne des artistes camerounais de makossa, bikutsi, rumba, afrobeat, gospel, jazz et musiques urbaines. Son académie forme chaque année plusieurs centaines d’élèves en piano, chant, MAO et musicologie. Le dossier de presse, le logo et les photos ci-dessous peuvent être librement utilisés pour illustrer un article consacré au label, avec la mention « © Gombiste Records ».',
  assets: [
    {
      label: 'Logo Gombiste Records (PNG, 3000 px, 300 dpi)',
      url: '/media/press/logo-gombiste-print.png',
      kind: 'image',
    },
    {
      label: 'Photo du studio d’Akwa (JPEG, 3000 px, 300 dpi)',
      url: '/media/press/studio-akwa-print.jpg',
      kind: 'image',
    },
    {
      label: 'Photo de l’équipe du label (JPEG, 3000 px, 300 dpi)',
      url: '/media/press/equipe-gombiste-print.jpg',
      kind: 'image',
    },
    { label: 'Dossier de presse (PDF, une page)', url: '/api/label/press-kit/dossier-de-presse.pdf', kind: 'document' },
  ],
}

export const booking: BookingBlock = {
  title: 'Réservez un artiste Gombiste pour votre événement',
  ctaText:
    'Concert, festival, mariage, soirée d’entreprise ou showcase : dites-nous la date, le lieu et l’ambiance recherchée, nous vous proposons un artiste et un devis sous 48 heures.',
  contactEmail: 'booking@gombiste-records.cm',
}
