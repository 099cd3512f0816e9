import type { LabelEvent } from './types.ts'

export const events: LabelEvent[] = [
  {
    id: 'atelier-beat-afrobeat',
    title: 'Atelier MAO : produire un beat afrobeat',
    schedule: { monthOffset: 0, day: 6 },
    type: 'Atelier',
    description:
      'Trois heures pour construire un rythme afrobeat de A à Z : programmation des percussions, ligne de basse et premiers réglages de mixage. Apportez votre ordinateur et votre casque.',
    time: '15:00',
    location: 'Studio Gombiste, boulevard de la Liberté, Akwa, Douala',
    intervenant: 'Dibom',
  },
  {
    id: 'masterclass-gospel-ruth',
    title: 'Masterclass de chant gospel',
    schedule: { monthOffset: 0, day: 12 },
    type: 'Masterclass',
    description:
      'Respiration, justesse et harmonies vocales : Ruth Ngo Bassong partage la méthode qu’elle utilise avec sa chorale. Ouvert aux élèves de l’académie et aux chanteurs extérieurs, tous niveaux.',
    time: '10:00',
    location: 'Académie Gombiste, Akwa, Douala',
    intervenant: 'Ruth Ngo Bassong',
  },
  {
    id: 'portes-ouvertes-academie',
    title: 'Portes ouvertes de l’académie',
    schedule: { monthOffset: 0, day: 18 },
    type: 'Portes ouvertes',
    description:
      'Visitez nos salles de cours et notre studio, rencontrez les professeurs et essayez gratuitement un cours de piano, de chant ou de MAO. Conseils d’orientation et inscriptions sur place.',
    time: '09:00',
    location: 'Académie Gombiste, Akwa, Douala',
    intervenant: 'Armand Gombi Ekambi',
  },
  {
    id: 'concert-nadia-mbende',
    title: 'Nadia Mbende en concert',
    schedule: { monthOffset: 0, day: 25 },
    type: 'Concert',
    description:
      'Nadia Mbende présente sur scène les titres de son nouveau répertoire, dont « Ndolo na wa », accompagnée de ses musiciens, d’une section de cuivres et de deux choristes.',
    time: '20:30',
    location: 'Institut français du Cameroun, Bonanjo, Douala',
    intervenant: 'Nadia Mbende',
  },
  {
    id: 'showcase-aicha-fotso',
    title: 'Showcase d’Aïcha Fotso',
    schedule: { monthOffset: 1, day: 5 },
    type: 'Showcase',
    description:
      'Un showcase intimiste pour découvrir en avant-première les nouveaux titres d’Aïcha Fotso, suivi d’un échange avec le public et d’une séance de dédicaces.',
    time: '19:00',
    location: 'Espace Doual’art, Bonanjo, Douala',
    intervenant: 'Aïcha Fotso',
  },
  {
    id: 'concert-junior-essomba-yaounde',
    title: 'Junior Essomba : bikutsi électrique',
    schedule: { monthOffset: 1, day: 14 },
    type: 'Concert',
    description:
      'Une soirée de bikutsi à haute énergie avec Junior Essomba et son groupe, entre titres de ses deux EP et reprises des grands classiques du genre.',
    time: '21:00',
    location: 'Institut français du Cameroun, Yaoundé',
    intervenant: 'Junior Essomba',
  },
  {
    id: 'atelier-piano-enfants',
    title: 'Atelier d’éveil au piano pour les enfants',
    schedule: { monthOffset: 1, day: 21 },
    type: 'Atelier',
    description:
      'Un atelier ludique pour les 6–10 ans : découverte du clavier, jeux de rythme et premières mélodies à plusieurs. Places limitées à douze enfants.',
    time: '10:00',
    location: 'Académie Gombiste, Akwa, Douala',
    intervenant: 'Carine Ndoumbe',
  },
  {
    id: 'soiree-jazz-serge-ebongue',
    title: 'Soirée jazz avec le Serge Ebongué Quartet',
    schedule: { monthOffset: 2, day: 9 },
    type: 'Concert',
    description:
      'Le quartet revisite les standards du jazz et les compositions de « Bonapriso Blue », avec une première partie assurée par les élèves de piano avancé de l’académie.',
    time: '20:00',
    location: 'Salle Gombiste Live, Bonapriso, Douala',
    intervenant: 'Serge Ebongué',
  },
  {
    id: 'masterclass-guitare-rumba',
    title: 'Masterclass de guitare rumba',
    schedule: { monthOffset: 2, day: 20 },
    type: 'Masterclass',
    description:
      'Les Frères Kingué dévoilent les secrets du sebene : placement rythmique, dialogue entre guitare solo et guitare d’accompagnement, et improvisation sur les grilles de rumba.',
    time: '14:00',
    location: 'Studio Gombiste, Akwa, Douala',
    intervenant: 'Les Frères Kingué',
  },
]
