import type { PortfolioItem } from './types.ts'

function cover(id: string): string {
  return `/media/images/portfolio/${id}-640.webp`
}

/** One of the sample clips the artists' pages show (`/media/video/<slug>.mp4`). */
function clip(slug: string): string {
  return `/media/video/${slug}.mp4`
}

function audio(trackId: string): string {
  return `/media/audio/${trackId}.mp3`
}

export const portfolio: PortfolioItem[] = [
  {
    id: 'clip-ndolo-na-wa',
    title: 'Ndolo na wa',
    year: 2026,
    coverImage: cover('clip-ndolo-na-wa'),
    type: 'clip',
    artists: ['nadia-mbende'],
    description:
      'Un clip tourné en une journée sur les berges du Wouri et dans les rues de Bonabéri, qui accompagne le retour de Nadia Mbende avec un makossa lumineux chanté en duala.',
    credits: [
      { role: 'Réalisation du clip', name: 'Christelle Eyango' },
      { role: 'Direction de la photographie', name: 'Blaise Tchoua' },
      { role: 'Montage et étalonnage', name: 'Yannick Moukoko' },
      { role: 'Production musicale', name: 'Paul Ndedi' },
    ],
    media: { videoUrl: clip('ndolo-na-wa-clip'), audioUrl: audio('ndolo-na-wa') },
    duration: '3 min 58 s',
    tags: ['Makossa', 'Clip', 'Douala', 'Tournage extérieur'],
    license: '© 2026 Gombiste Records SARL. Tous droits réservés.',
    downloadableAssets: [
      { label: 'Fiche de présentation du clip (PDF)', url: '/media/press/fiche-clip-ndolo-na-wa.pdf' },
    ],
    caseStudy: {
      challenge:
        'Marquer le retour de Nadia Mbende après deux ans d’absence avec un budget serré, tout en donnant une image fidèle à son attachement au quartier de Bonabéri.',
      approach:
        'Une équipe légère de cinq personnes, un tournage unique à la lumière naturelle entre 6 h et 18 h, et la participation des habitants du quartier comme figurants. Le montage suit la structure du morceau, refrain après refrain.',
      result:
        'Plus de 400 000 vues en un mois, une diffusion en rotation sur plusieurs chaînes musicales camerounaises et une invitation de l’artiste dans trois émissions de radio nationales.',
    },
  },
  {
    id: 'album-grace-infinie',
    title: 'Grâce infinie',
    year: 2024,
    coverImage: cover('album-grace-infinie'),
    type: 'album',
    artists: ['ruth-ngo-bassong'],
    description:
      'Dix titres de gospel où la voix de Ruth Ngo Bassong dialogue avec un chœur de douze chanteurs, un orgue Hammond et des percussions traditionnelles.',
    credits: [
      { role: 'Réalisation artistique', name: 'Armand Gombi Ekambi' },
      { role: 'Arrangements vocaux', name: 'Ruth Ngo Bassong' },
      { role: 'Orgue et claviers', name: 'Serge Ebongué' },
      { role: 'Prise de son et mixage', name: 'Paul Ndedi' },
      { role: 'Mastering', name: 'Hervé Mbarga' },
    ],
    media: { videoUrl: clip('grace-infinie-live'), audioUrl: audio('grace-infinie') },
    duration: '46 min',
    tags: ['Gospel', 'Album', 'Chœur', 'Enregistrement live'],
    license: '© 2024 Gombiste Records SARL. Tous droits réservés.',
    downloadableAssets: [
      { label: 'Dossier de presse de l’album (PDF)', url: '/media/press/dossier-grace-infinie.pdf' },
      { label: 'Pochette haute définition', url: '/media/images/portfolio/album-grace-infinie-640.webp' },
    ],
    caseStudy: {
      challenge:
        'Capter l’émotion d’un chœur de douze voix sans perdre la précision nécessaire à un album studio, dans une ville où peu de lieux offrent une acoustique adaptée.',
      approach:
        'Le chœur a été enregistré en direct dans une église de Bonapriso avec un studio mobile, puis les voix solistes et l’orgue ont été repris au studio d’Akwa. Trois jours de répétitions ont précédé les prises pour fixer les équilibres.',
      result:
        'Un album classé en tête des ventes gospel au Cameroun pendant six semaines, une tournée de douze dates dans les églises du pays et une nomination aux prix de la musique gospel d’Afrique centrale.',
    },
  },
  {
    id: 'album-bonapriso-blue',
    title: 'Bonapriso Blue',
    year: 2023,
    coverImage: cover('album-bonapriso-blue'),
    type: 'album',
    artists: ['serge-ebongue-quartet'],
    description:
      'Le premier album du Serge Ebongué Quartet : huit compositions qui font se rencontrer le jazz modal et les rythmes du makossa et de l’assiko.',
    credits: [
      { role: 'Piano et compositions', name: 'Serge Ebongué' },
      { role: 'Saxophone ténor', name: 'Joël Din' },
      { role: 'Contrebasse', name: 'Emmanuel Sone' },
      { role: 'Batterie', name: 'Thierry Ngando' },
      { role: 'Prise de son et mixage', name: 'Paul Ndedi' },
    ],
    media: { videoUrl: clip('serge-ebongue-live-institut'), audioUrl: audio('bonapriso-blue') },
    duration: '52 min',
    tags: ['Jazz', 'Album', 'Afro-jazz', 'Instrumental'],
    license: '© 2023 Gombiste Records SARL. Tous droits réservés.',
    downloadableAssets: [
      { label: 'Notes de pochette (PDF)', url: '/media/press/notes-bonapriso-blue.pdf' },
      { label: 'Fiche technique du quartet (PDF)', url: '/media/press/fiche-technique-serge-ebongue-quartet.pdf' },
    ],
    caseStudy: {
      challenge:
        'Enregistrer un jazz très improvisé sans multiplier les prises, et garder l’énergie d’un concert tout en offrant un son soigné pour l’écoute au casque.',
      approach:
        'Les quatre musiciens ont joué ensemble dans la même pièce, avec des panneaux acoustiques pour limiter la repisse. Chaque morceau a été enregistré en trois prises maximum, et le mixage a privilégié la dynamique naturelle plutôt que la compression.',
      result:
        'Un album remarqué par la presse spécialisée, une programmation dans quatre festivals de jazz d’Afrique centrale et de l’Ouest, et des ventes de vinyles épuisées en trois mois.',
    },
  },
  {
    id: 'clip-nuits-d-akwa',
    title: 'Nuits d’Akwa',
    year: 2025,
    coverImage: cover('clip-nuits-d-akwa'),
    type: 'clip',
    artists: ['aicha-fotso'],
    description:
      'Une virée nocturne dans le quartier d’Akwa, entre maquis, taxis jaunes et lumières de la ville, pour le single qui a révélé Aïcha Fotso au grand public.',
    credits: [
      { role: 'Réalisation du clip', name: 'Christelle Eyango' },
      { role: 'Chorégraphie', name: 'Mireille Ngo Mbock' },
      { role: 'Direction de la photographie', name: 'Blaise Tchoua' },
      { role: 'Production musicale', name: 'Landry Ewane' },
    ],
    media: { videoUrl: clip('nuits-d-akwa-clip'), audioUrl: audio('nuits-d-akwa') },
    duration: '3 min 24 s',
    tags: ['Afrobeat', 'Clip', 'Danse', 'Tournage de nuit'],
    license: '© 2025 Gombiste Records SARL. Tous droits réservés.',
    downloadableAssets: [
      { label: 'Fiche de présentation du clip (PDF)', url: '/media/press/fiche-clip-nuits-d-akwa.pdf' },
    ],
    caseStudy: {
      challenge:
        'Faire exister une artiste encore peu connue dans un marché afrobeat très concurrentiel, avec un clip qui donne envie de danser dès les premières secondes.',
      approach:
        'Une chorégraphie simple, pensée pour être reprise sur les réseaux sociaux, un tournage de nuit avec des éclairages néon et un lancement progressif : extraits de danse sur TikTok deux semaines avant la sortie du clip complet.',
      result:
        'Plus d’un million d’écoutes cumulées, des milliers de vidéos reprenant la chorégraphie et des premières dates à l’étranger pour Aïcha Fotso, à Libreville et à Abidjan.',
    },
  },
  {
    id: 'clip-mvet-electrique',
    title: 'Mvet électrique',
    year: 2025,
    coverImage: cover('clip-mvet-electrique'),
    type: 'clip',
    artists: ['junior-essomba'],
    description:
      'Un clip-performance tourné en plan-séquence dans un cabaret de Yaoundé, où la guitare de Junior Essomba rend hommage au mvet, la harpe-cithare des peuples beti.',
    credits: [
      { role: 'Réalisation du clip', name: 'Achille Owona' },
      { role: 'Cadre', name: 'Blaise Tchoua' },
      { role: 'Guitares et chant', name: 'Junior Essomba' },
      { role: 'Mixage', name: 'Paul Ndedi' },
    ],
    media: { videoUrl: clip('mvet-electrique-clip'), audioUrl: audio('mvet-electrique') },
    duration: '4 min 12 s',
    tags: ['Bikutsi', 'Clip', 'Plan-séquence', 'Yaoundé'],
    license: '© 2025 Gombiste Records SARL. Tous droits réservés.',
    downloadableAssets: [
      { label: 'Fiche de présentation du clip (PDF)', url: '/media/press/fiche-clip-mvet-electrique.pdf' },
    ],
    caseStudy: {
      challenge:
        'Traduire en images l’énergie du bikutsi joué en live, dont le tempo rapide et les guitares serrées perdent souvent de leur force une fois montés en studio.',
      approach:
        'Un plan-séquence unique de quatre minutes, sans coupe, avec le son enregistré en direct pendant le tournage. Le groupe a joué le morceau douze fois pour obtenir la prise idéale, public compris.',
      result:
        'Un clip salué pour son authenticité, repris par plusieurs médias culturels camerounais, et une forte hausse des demandes de concerts pour Junior Essomba dans la région du Centre.',
    },
  },
  {
    id: 'clip-quartier-new-bell',
    title: 'Quartier New Bell',
    year: 2024,
    coverImage: cover('clip-quartier-new-bell'),
    type: 'clip',
    artists: ['dibom'],
    description:
      'Le portrait d’un quartier populaire de Douala à travers les yeux de ceux qui y vivent : un clip urbain et sincère, tourné avec les jeunes de New Bell.',
    credits: [
      { role: 'Réalisation du clip', name: 'Dibom et Christelle Eyango' },
      { role: 'Direction de la photographie', name: 'Blaise Tchoua' },
      { role: 'Beat et production', name: 'Dibom' },
      { role: 'Mixage et mastering', name: 'Hervé Mbarga' },
    ],
    media: { videoUrl: clip('quartier-new-bell-clip'), audioUrl: audio('quartier-new-bell') },
    duration: '3 min 31 s',
    tags: ['Rap', 'Clip', 'Musiques urbaines', 'Documentaire'],
    license: '© 2024 Gombiste Records SARL. Tous droits réservés.',
    downloadableAssets: [
      { label: 'Fiche de présentation du clip (PDF)', url: '/media/press/fiche-clip-quartier-new-bell.pdf' },
      { label: 'Paroles du morceau (PDF)', url: '/media/press/paroles-quartier-new-bell.pdf' },
    ],
    caseStudy: {
      challenge:
        'Montrer New Bell autrement que par les clichés, et lancer la carrière d’un rappeur issu de l’atelier MAO de l’académie.',
      approach:
        'Des ateliers d’écriture de scénario avec une dizaine de jeunes du quartier, qui ont ensuite participé au tournage devant et derrière la caméra. Le morceau a été produit par Dibom lui-même au studio de l’académie.',
      result:
        'Un clip partagé massivement à Douala, une première scène à la fête de la musique et la signature de Dibom comme artiste du label.',
    },
  },
  {
    id: 'album-gombiste-sessions-vol-1',
    title: 'Gombiste Sessions, volume 1',
    year: 2026,
    coverImage: cover('album-gombiste-sessions-vol-1'),
    type: 'album',
    artists: [
      'nadia-mbende',
      'junior-essomba',
      'freres-kingue',
      'aicha-fotso',
      'ruth-ngo-bassong',
      'serge-ebongue-quartet',
      'dibom',
    ],
    description:
      'La première compilation du label : sept artistes, un même groupe de musiciens et un même studio pour un voyage du makossa au rap, en passant par la rumba et le gospel.',
    credits: [
      { role: 'Direction artistique', name: 'Armand Gombi Ekambi' },
      { role: 'Arrangements et direction musicale', name: 'Landry Ewane' },
      { role: 'Guitares', name: 'Les Frères Kingué' },
      { role: 'Prise de son et mixage', name: 'Paul Ndedi' },
      { role: 'Mastering', name: 'Hervé Mbarga' },
    ],
    media: { videoUrl: clip('sebene-de-minuit-live'), audioUrl: audio('sebene-de-minuit') },
    duration: '58 min',
    tags: ['Compilation', 'Album', 'Makossa', 'Rumba', 'Live en studio'],
    license: '© 2026 Gombiste Records SARL. Tous droits réservés.',
    downloadableAssets: [
      { label: 'Dossier de presse de la compilation (PDF)', url: '/media/press/dossier-gombiste-sessions-vol-1.pdf' },
      { label: 'Liste des titres et crédits (PDF)', url: '/media/press/credits-gombiste-sessions-vol-1.pdf' },
    ],
    caseStudy: {
      challenge:
        'Réunir sur un même disque des artistes aux univers très différents sans donner l’impression d’un simple assemblage de titres.',
      approach:
        'Un groupe de base commun (basse, batterie, guitares, claviers) a accompagné chaque artiste lors de sessions live filmées. Chaque titre a été arrangé pour laisser une place à un invité venu d’un autre genre.',
      result:
        'Une compilation cohérente, accompagnée de sept vidéos de session, qui a fait découvrir les artistes du label à un nouveau public et servi de carte de visite auprès des programmateurs.',
    },
  },
]
