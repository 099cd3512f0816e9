import { analyse } from './french-analyzer.ts'

/**
 * Words learners use for the same thing. Each group is searched as one: a question about
 * "beatmaking" finds the MAO entries, "clavier" finds piano, "respiration" finds "souffle".
 */
export const SYNONYM_GROUPS: string[][] = [
  ['MAO', 'production', 'beatmaking', 'beatmaker', 'home-studio', 'composer sur ordinateur', 'producteur'],
  ['DAW', 'logiciel', 'séquenceur', 'FL Studio', 'Ableton', 'Reaper', 'Cubase', 'Logic'],
  ['piano', 'clavier', 'pianiste', 'keyboard', 'synthé'],
  ['chant', 'chanter', 'voix', 'vocal', 'chanteur', 'chanteuse', 'choriste'],
  ['respiration', 'respirer', 'souffle', 'diaphragme', 'inspirer', 'expirer'],
  ['justesse', 'fausse', 'faux'],
  ['échauffement', 'échauffer', 'vocalise', 'vocalises', 'réveil'],
  ['débutant', 'débuter', 'commencer', 'démarrer', 'zéro', 'novice', 'premier pas', 'début'],
  ['âge', 'vieux', 'tard', 'adulte', 'retraite'],
  ['enfant', 'enfants', 'fils', 'fille', 'gamin', 'ado', 'adolescent'],
  ['entretenir', 'protéger', 'soin', 'soigner', 'hygiène', 'préserver'],
  ['aphone', 'enroué', 'enrouée', 'cassée', 'extinction'],
  ['beat', 'instru', 'instrus', 'instrumentale', 'prod'],
  ['repasser', 'refaire', 'recommencer', 'retenter'],
  ['booking', 'booker', 'programmer'],
  ['autotune', 'melodyne'],
  ['reprendre', 'reprise', 'recommencer'],
  ['travailler', 'pratiquer', 'entraîner', 'exercer', 'répéter', 'travail', 'pratique', 'entraînement'],
  ['motivation', 'motivé', 'découragé', 'abandonner', 'envie', 'décourager', 'lassitude'],
  ['doigté', 'doigts', 'doigter'],
  ['indépendance', 'coordination', 'deux mains', 'dissocier', 'dissociation'],
  ['pédale', 'sustain', 'forte'],
  ['mixage', 'mixer', 'mix'],
  ['mastering', 'master', 'matricage'],
  ['égaliseur', 'égalisation', 'EQ', 'fréquences'],
  ['compresseur', 'compression'],
  ['interface', 'carte son', 'interface audio'],
  ['micro', 'microphone'],
  ['casque', 'écouteurs', 'enceintes', 'moniteurs', 'monitoring'],
  ['prix', 'tarif', 'coût', 'coûter', 'cher', 'frais'],
  ['paiement', 'payer', 'paye', 'payé', 'payez', 'régler', 'règlement'],
  ['mobile money', 'momo'],
  [
    'inscription',
    'inscrire',
    'inscris',
    'inscrit',
    'inscrivez',
    'inscrivant',
    'enregistrer',
    'rejoindre',
    'adhérer',
    'commander',
  ],
  ['cours', 'formation', 'leçon', 'leçons', 'classe', 'apprendre'],
  ['événement', 'concert', 'atelier', 'masterclass', 'showcase', 'agenda', 'calendrier', 'spectacle'],
  ['contact', 'contacter', 'joindre', 'téléphone', 'numéro', 'e-mail', 'adresse', 'appeler', 'WhatsApp'],
  ['durée', 'durer', 'semaines', 'longtemps'],
  ['réussite', 'réussir', 'valider', 'examen', 'évaluation', 'seuil', 'pourcentage', 'quiz', 'test'],
  ['tonalité', 'tonique'],
  ['armure', 'altérations', 'dièses', 'bémols'],
  ['rythme', 'rythmique', 'groove', 'tempo', 'pulsation'],
  ['mesure', 'signature rythmique', 'chiffrage'],
  ['6/8', 'six-huit', 'ternaire', 'composée'],
  ['syncope', 'contretemps', 'syncopé'],
  ['clé', 'clef'],
  ['lire', 'lecture', 'déchiffrer', 'déchiffrage', 'partition', 'solfège'],
  ['rumba', 'soukous', 'ndombolo', 'sebene'],
  ['afrobeat', 'Fela', 'afrobeats'],
  ['gospel', 'louange', 'église', 'chorale', 'adoration'],
  ['différence', 'différent', 'distinguer', 'versus', 'comparer'],
  ['gamme pentatonique', 'pentatonique', 'cinq notes'],
  ['accord', 'accords', 'harmonie'],
  ['instrument', 'instruments'],
  ['FCFA', 'CFA', 'XAF', 'franc', 'francs'],
  ['crispé', 'crispation', 'tension', 'tendu', 'raide', 'raides', 'rigide', 'contracté', 'relâchement'],
  ['vite', 'vitesse', 'rapide', 'rapidement', 'vélocité'],
  ['faute', 'fautes', 'erreur', 'erreurs', 'rater'],
  ['échelonné', 'échelonner', 'échelonnement', 'tranches', 'mensualités', 'facilités'],
  ['certificat', 'diplôme', 'attestation', 'certification', 'certifiant'],
  ['rembourser', 'remboursement', 'remboursé', 'annuler', 'annulation'],
  ['horaires', 'heures', 'ouverture', 'créneaux', 'ouvert', 'ouvrez'],
  ['matériel', 'équipement', 'acheter'],
  ['inventer', 'inventé', 'inventeur', 'créateur', 'fondateur', 'pionnier', 'père'],
]

const index = new Map<string, Set<string>>()
for (const group of SYNONYM_GROUPS) {
  // Single words only: "cinq notes" must not make every "note" mean "pentatonique".
  const terms = [...new Set(group.filter(word => analyse(word).length === 1).map(word => analyse(word)[0]!))]
  for (const term of terms) {
    const set = index.get(term) ?? new Set<string>()
    for (const other of terms) if (other !== term) set.add(other)
    index.set(term, set)
  }
}

/** The other search terms meaning the same as `term` (already analysed). */
export function expandSynonyms(term: string): string[] {
  return [...(index.get(term) ?? [])]
}
