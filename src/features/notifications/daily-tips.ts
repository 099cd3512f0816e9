/** The students' daily tips (spec §6), one per day in turn, each pointing to where to practise. */
export const DAILY_TIPS: { text: string; link: string }[] = [
  { text: 'travaillez lentement avec un métronome : la vitesse vient de la régularité.', link: '/academie' },
  {
    text: 'chantez la gamme de do majeur (do ré mi fa sol la si do) avant chaque séance pour placer votre oreille.',
    link: '/academie/chant/debutant',
  },
  {
    text: 'un accord majeur, c’est la fondamentale, la tierce majeure et la quinte : do-mi-sol pour do majeur.',
    link: '/academie/piano/debutant',
  },
  {
    text: 'enregistrez-vous avec votre téléphone une fois par semaine : on entend mieux ses progrès de l’extérieur.',
    link: '/tutor',
  },
  { text: 'la relative mineure de do majeur est la mineur : mêmes notes, autre couleur.', link: '/tutor' },
  { text: 'dix minutes chaque jour valent mieux qu’une heure le dimanche.', link: '/academie' },
  {
    text: 'écoutez un morceau du label en repérant la basse seule : c’est elle qui porte le groove du makossa.',
    link: '/portfolio',
  },
]
