import type { Artist, SoundHints, Track, Video } from './types.ts'

function track(id: string, title: string, durationSeconds: number, sound: SoundHints): Track {
  return {
    id,
    title,
    audioSrc: `/media/audio/${id}.mp3`,
    coverUrl: `/media/images/covers/${id}-320.webp`,
    durationSeconds,
    sound,
  }
}

/** A short sample clip of our own (made by `npm run media:generate`), never an invented YouTube id. */
function video(id: string, title: string): Video {
  return { id, title, src: `/media/video/${id}.mp4`, posterUrl: `/media/images/posters/${id}-640.webp` }
}

function photo(id: string): string {
  return `/media/images/artists/${id}-320.webp`
}

export const artists: Artist[] = [
  {
    id: 'nadia-mbende',
    name: 'Nadia Mbende',
    headline: 'Chanteuse, autrice-compositrice',
    bio: [
      'Née à Bonabéri, Nadia Mbende a grandi entre la chorale de sa paroisse et les cassettes de makossa que son père passait le dimanche. Elle écrit en duala et en français des chansons qui parlent d’amour, de famille et de la ville qui change.',
      'Repérée en 2016 lors d’une scène ouverte au Quartier Akwa, elle rejoint Gombiste Records l’année suivante. Son premier album, « Ndolo », a été salué pour sa voix chaude et ses arrangements de guitares lumineux.',
      'Sur scène, elle s’entoure d’une section de cuivres et de deux choristes, et ne manque jamais de faire danser le public sur les classiques du makossa qu’elle réinvente.',
    ],
    city: 'Douala',
    photoUrl: photo('nadia-mbende'),
    genres: ['Makossa', 'Afro-pop'],
    tags: ['Voix', 'Duala', 'Live', 'Autrice'],
    videos: [
      video('ndolo-na-wa-clip', 'Ndolo na wa (clip officiel)'),
      video('nadia-mbende-live-akwa', 'Nadia Mbende en live au studio d’Akwa'),
    ],
    discography: [
      track('ndolo-na-wa', 'Ndolo na wa', 36, { key: 'F', mode: 'major', bpm: 116, style: 'makossa' }),
      track('wouri-au-crepuscule', 'Wouri au crépuscule', 32, { key: 'Bb', mode: 'major', bpm: 108, style: 'makossa' }),
      track('coeur-de-bonanjo', 'Cœur de Bonanjo', 28, { key: 'C', mode: 'major', bpm: 112, style: 'makossa' }),
    ],
  },
  {
    id: 'junior-essomba',
    name: 'Junior Essomba',
    headline: 'Guitariste, chanteur de bikutsi',
    bio: [
      'Originaire de Mbalmayo, Junior Essomba a appris la guitare en observant les musiciens des cabarets de Yaoundé. Son jeu nerveux et rapide, nourri du mvet traditionnel, est devenu sa signature.',
      'Avec Gombiste Records, il a enregistré deux EP qui mêlent bikutsi électrique et textes engagés sur la jeunesse urbaine. Ses concerts sont réputés pour leur énergie, souvent prolongée jusqu’au petit matin.',
    ],
    city: 'Yaoundé',
    photoUrl: photo('junior-essomba'),
    genres: ['Bikutsi'],
    tags: ['Guitare', 'Énergie', 'Yaoundé', 'Scène'],
    videos: [video('mvet-electrique-clip', 'Mvet électrique (clip officiel)')],
    discography: [
      track('mvet-electrique', 'Mvet électrique', 34, { key: 'A', mode: 'minor', bpm: 136, style: 'bikutsi' }),
      track('soleil-de-nkolbisson', 'Soleil de Nkolbisson', 30, {
        key: 'D',
        mode: 'major',
        bpm: 132,
        style: 'bikutsi',
      }),
    ],
  },
  {
    id: 'freres-kingue',
    name: 'Les Frères Kingué',
    headline: 'Orchestre de rumba',
    bio: [
      'Trois frères, une basse, deux guitares et une passion commune pour la rumba des grandes années. Les Frères Kingué ont fait leurs armes dans les bars dansants de Bonabéri avant d’animer les plus belles soirées de Douala.',
      'Leur sebene, cette partie instrumentale où les guitares s’envolent, fait leur réputation. Le groupe a signé chez Gombiste Records en 2019 et prépare aujourd’hui son deuxième album.',
    ],
    city: 'Douala',
    photoUrl: photo('freres-kingue'),
    genres: ['Rumba', 'Soukous'],
    tags: ['Orchestre', 'Guitares', 'Danse', 'Mariages'],
    videos: [video('sebene-de-minuit-live', 'Sebene de minuit (live)')],
    discography: [
      track('sebene-de-minuit', 'Sebene de minuit', 38, { key: 'G', mode: 'major', bpm: 104, style: 'rumba' }),
      track('mama-douala', 'Mama Douala', 33, { key: 'C', mode: 'major', bpm: 96, style: 'rumba' }),
      track('bolingo-ya-sika', 'Bolingo ya sika', 30, { key: 'E', mode: 'major', bpm: 100, style: 'rumba' }),
    ],
  },
  {
    id: 'aicha-fotso',
    name: 'Aïcha Fotso',
    headline: 'Chanteuse afrobeat et afro-pop',
    bio: [
      'Aïcha Fotso mélange afrobeat, pop et rythmes de l’Ouest Cameroun dans des chansons taillées pour danser. Formée au chant à l’académie Gombiste, elle a rejoint le label comme artiste en 2021.',
      'Son titre « Nuits d’Akwa » a dépassé le million d’écoutes en quelques mois et l’a menée sur les scènes de Yaoundé, Libreville et Abidjan. Elle travaille actuellement sur son premier album.',
    ],
    city: 'Douala',
    photoUrl: photo('aicha-fotso'),
    genres: ['Afrobeat', 'Afro-pop'],
    tags: ['Danse', 'Urbain', 'Révélation', 'Clips'],
    videos: [
      video('nuits-d-akwa-clip', 'Nuits d’Akwa (clip officiel)'),
      video('danse-avec-moi-visuel', 'Danse avec moi (vidéo lyrics)'),
    ],
    discography: [
      track('nuits-d-akwa', 'Nuits d’Akwa', 35, { key: 'E', mode: 'minor', bpm: 104, style: 'afrobeat' }),
      track('danse-avec-moi', 'Danse avec moi', 29, { key: 'G', mode: 'major', bpm: 112, style: 'pop' }),
    ],
  },
  {
    id: 'ruth-ngo-bassong',
    name: 'Ruth Ngo Bassong',
    headline: 'Chanteuse gospel, cheffe de chœur',
    bio: [
      'Ruth Ngo Bassong dirige depuis quinze ans une chorale de quarante voix à Douala. Sa voix d’alto, puissante et tendre à la fois, a fait d’elle une figure incontournable du gospel camerounais.',
      'Avec Gombiste Records, elle a enregistré « Grâce infinie », un album où les harmonies vocales dialoguent avec l’orgue Hammond et les percussions. Elle enseigne aussi le chant à l’académie, où ses masterclass affichent complet.',
    ],
    city: 'Douala',
    photoUrl: photo('ruth-ngo-bassong'),
    genres: ['Gospel'],
    tags: ['Chorale', 'Voix', 'Louange', 'Enseignante'],
    videos: [video('grace-infinie-live', 'Grâce infinie (live en église)')],
    discography: [
      track('grace-infinie', 'Grâce infinie', 37, { key: 'Eb', mode: 'major', bpm: 74, style: 'gospel' }),
      track('louange-au-matin', 'Louange au matin', 31, { key: 'C', mode: 'major', bpm: 92, style: 'gospel' }),
      track('ta-fidelite', 'Ta fidélité', 27, { key: 'Ab', mode: 'major', bpm: 78, style: 'gospel' }),
    ],
  },
  {
    id: 'serge-ebongue-quartet',
    name: 'Serge Ebongué Quartet',
    headline: 'Quartet de jazz, piano, contrebasse, batterie et saxophone',
    bio: [
      'Pianiste formé au conservatoire puis dans les clubs, Serge Ebongué réunit autour de lui trois musiciens de Douala pour explorer les ponts entre jazz et rythmes camerounais. Le quartet revisite le makossa avec des harmonies modales et de longues improvisations.',
      'Invité régulier des festivals de jazz de la sous-région, le groupe a publié « Bonapriso Blue » chez Gombiste Records en 2023. Serge Ebongué est également professeur de piano avancé à l’académie.',
    ],
    city: 'Douala',
    photoUrl: photo('serge-ebongue-quartet'),
    genres: ['Jazz', 'Afro-jazz'],
    tags: ['Piano', 'Improvisation', 'Festival', 'Instrumental'],
    videos: [video('serge-ebongue-live-institut', 'Serge Ebongué Quartet en concert')],
    discography: [
      track('bonapriso-blue', 'Bonapriso Blue', 39, { key: 'F', mode: 'minor', bpm: 88, style: 'jazz' }),
      track('makossa-en-si-bemol', 'Makossa en si bémol', 34, { key: 'Bb', mode: 'major', bpm: 124, style: 'jazz' }),
    ],
  },
  {
    id: 'dibom',
    name: 'Dibom',
    headline: 'Rappeur, beatmaker',
    bio: [
      'Enfant de New Bell, Dibom rappe en français, en pidgin et en camfranglais sur des productions qu’il compose lui-même. Ses textes racontent la débrouille, l’amitié et les rêves d’une jeunesse qui ne lâche rien.',
      'Ancien élève de l’atelier MAO de l’académie, il a signé chez Gombiste Records en 2022. Son clip « Quartier New Bell », tourné dans les rues de son enfance, a imposé son univers sur la scène urbaine de Douala.',
    ],
    city: 'Douala',
    photoUrl: photo('dibom'),
    genres: ['Rap', 'Musiques urbaines', 'Afrobeat'],
    tags: ['Beatmaker', 'Camfranglais', 'Street', 'MAO'],
    videos: [
      video('quartier-new-bell-clip', 'Quartier New Bell (clip officiel)'),
      video('dibom-freestyle-studio', 'Freestyle au studio Gombiste'),
    ],
    discography: [
      track('quartier-new-bell', 'Quartier New Bell', 30, { key: 'D', mode: 'minor', bpm: 86, style: 'lofi' }),
      track('deido-la-nuit', 'Deïdo la nuit', 27, { key: 'A', mode: 'minor', bpm: 100, style: 'afrobeat' }),
    ],
  },
]
