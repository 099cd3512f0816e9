import type { Testimonial } from './types.ts'

export const testimonials: Testimonial[] = [
  {
    id: 'temoignage-nadia-mbende',
    author: 'Nadia Mbende',
    role: 'Chanteuse, artiste du label',
    quote:
      'Chez Gombiste, on ne m’a jamais demandé de ressembler à quelqu’un d’autre. L’équipe a pris le temps de comprendre mes chansons avant de toucher au moindre arrangement, et c’est ce qui fait la différence.',
    type: 'client',
  },
  {
    id: 'temoignage-patrick-njoh',
    author: 'Patrick Njoh',
    role: 'Organisateur du festival Rythmes du Wouri',
    quote:
      'Nous faisons appel au booking de Gombiste Records depuis quatre éditions. Les artistes arrivent à l’heure, la fiche technique est claire et le public est toujours conquis.',
    type: 'client',
  },
  {
    id: 'temoignage-brice-tchakounte',
    author: 'Brice Tchakounté',
    role: 'Chanteur indépendant, client du studio',
    quote:
      'J’ai enregistré et mixé mon premier EP au studio d’Akwa. Paul Ndedi a su tirer le meilleur de ma voix en quelques prises, et le mastering sonne aussi bien à la radio que dans un taxi.',
    type: 'client',
  },
  {
    id: 'temoignage-sandrine-ekwalla',
    author: 'Sandrine Ekwalla',
    role: 'Responsable communication, Brasseries du Littoral',
    quote:
      'Pour notre soirée de fin d’année, le label nous a proposé Les Frères Kingué. Trois heures de rumba, une piste de danse pleine : nos équipes en parlent encore.',
    type: 'client',
  },
  {
    id: 'temoignage-marie-claire-abena',
    author: 'Marie-Claire Abena',
    role: 'Élève en piano, niveau intermédiaire',
    quote:
      'J’ai commencé le piano à 38 ans sans savoir lire une note. Un an plus tard, j’accompagne la chorale de ma paroisse. Les cours sont exigeants, mais toujours bienveillants.',
    type: 'student',
  },
  {
    id: 'temoignage-kevin-mbarga',
    author: 'Kevin Mbarga',
    role: 'Élève en MAO, niveau débutant',
    quote:
      'Je faisais des beats sur mon téléphone sans rien comprendre au mixage. En douze semaines, j’ai appris à équilibrer mes morceaux et à les exporter proprement. Mon premier son est sur les plateformes.',
    type: 'student',
  },
  {
    id: 'temoignage-grace-nkoulou',
    author: 'Grâce Nkoulou',
    role: 'Élève en chant, niveau débutant',
    quote:
      'Je n’osais pas chanter devant les autres. Les exercices de respiration et la patience de ma professeure m’ont donné confiance : j’ai chanté en solo lors des portes ouvertes !',
    type: 'student',
  },
  {
    id: 'temoignage-olivier-fouda',
    author: 'Olivier Fouda',
    role: 'Élève en musicologie, à distance depuis Paris',
    quote:
      'Suivre le cours de musicologie en ligne m’a fait redécouvrir la musique de mes parents. Comprendre d’où viennent le makossa et le bikutsi a changé ma façon de les écouter.',
    type: 'student',
  },
]
