/**
 * The tutor's "fresh" evaluation set (robustness): questions written as learners type them
 * on WhatsApp, before reading how the knowledge base words its entries: typos, no accents, SMS forms
 * ("c koi", "svp"), Cameroonian French, prices in FCFA, "momo" and "OM", misspelled artists' names,
 * two questions in one, long rambling context. The expected words are the facts of the sample data
 * (academy.ts, label.ts, events.ts, artists.ts) or plain music knowledge a right answer must state.
 * Same format as tutor-questions.ts: "||" separates the turns; the last turn is judged.
 */
import type { EvalCase } from './tutor-questions.ts'

const c = (topic: string, q: string, ...expect: string[]): EvalCase => ({ topic, q, expect })

export const FRESH_CASES: EvalCase[] = [
  // Starting out
  c('debuter', 'bjr maestro, je suis debutant complet je commence par ou svp', 'Débutant'),
  c('debuter', 'Je suis débutant complet, par où commencer ?', 'Débutant'),
  c('debuter', 'jai 45 ans c trop tard pour apprendre le piano ?', 'jamais trop tard'),
  c('debuter', 'J’ai 45 ans, est-ce trop tard ?', 'jamais trop tard'),
  c('debuter', 'ma fille a 6 ans elle peut deja commencer le piano ou c trop tot', '5 à 7 ans'),
  c(
    'debuter',
    'je travaille toute la journee au bureau et je rentre tard, je peux pratiquer combien de temps par jour minimum pour progresser qd meme',
    'minutes',
  ),
  c('debuter', 'on fait comment pour rester motivé quand on progresse pas ?', 'objectifs'),
  c('debuter', 'piano ou chant je sais pas quoi choisir aide moi', 'piano', 'chant'),
  c('debuter', 'g pa de piano a la maison, un clavier ca suffit pour commencer ?', 'clavier'),
  c('debuter', 'jai le trac avant de chanter devant les gens comment faire', 'respir'),
  c('debuter', 'je veux même savoir si on peut apprendre la musique seul avec youtube', 'seul'),

  // Piano technique
  c('piano', 'Comment travailler l’indépendance des mains au piano ?', 'chaque main'),
  c('piano', 'independance des mains au piano c trop dur, ma main gauche suit pas', 'main gauche'),
  c('piano', 'mes doigts sont tout raides quand je joue du piano c normal ?', 'détend'),
  c('piano', 'la pedale du piano on l’utilise comment svp', 'pédale de droite'),
  c('piano', 'c koi le bon doigté pour la gamme de do au piano', 'pouce'),
  c('piano', 'comment bien s asseoir au piano, hauteur du tabouret tout ça', 'dos'),
  c('piano', 'comment jouer plus vite au piano sans faire de fautes', 'métronome'),
  c('piano', 'je melange tout en cle de fa, comment lire plus vite', 'clé de fa'),

  // Voice
  c('chant', 'Comment bien respirer quand je chante ?', 'ventre'),
  c('chant', 'je chante faux, c grave ? on peut corriger ça ?', 'justesse'),
  c('chant', 'ma voix se casse quand je monte dans les aigus', 'aigu'),
  c('chant', 'quels exercices d echauffement vocal avant la chorale du dimanche', 'échauffement'),
  c('chant', 'jai mal a la gorge apres avoir chanté longtemps hier, je fais koi', 'repos'),
  c('chant', 'c koi ma tessiture et comment la trouver', 'grave', 'aigu'),

  // MAO
  c('mao', 'Quel logiciel utiliser pour faire de la MAO ?', 'FL Studio'),
  c('mao', 'c quoi une carte son, j en ai besoin pour enregistrer ma voix ?', 'interface audio'),
  c('mao', 'je veux faire du beatmaking, quel daw pour debuter ?', 'FL Studio'),
  c('mao', 'le mixage c koi exactement', 'équilibr'),
  c('mao', 'compresseur ça sert a quoi en mao', 'seuil'),
  c('mao', 'eq egaliseur comment on regle', 'fréquences'),
  c('mao', 'mastering et mixage c pareil ?', 'mastering', 'mixage'),
  c('mao', 'quel micro acheter pour un petit home studio pas cher', 'micro'),

  // Theory
  c('theorie', 'C’est quoi une gamme pentatonique ?', 'cinq notes'),
  c('theorie', 'gamme penta c koi', 'cinq notes'),
  c('theorie', 'c koi la gamme de re majeur', 'fa dièse', 'do dièse'),
  c('theorie', 'accord de la mineur c quelles notes', 'do', 'mi'),
  c('theorie', 'le 6/8 on compte comment', 'ternaire'),
  c('theorie', 'syncope c koi exactement', 'temps faible'),
  c('theorie', 'c quoi le mode dorien', 'ré'),
  c('theorie', 'comment trouver la tonalite d un morceau', 'armure'),
  c('theorie', 'intervalle entre do et sol ca s appelle comment', 'quinte'),
  c('theorie', 'cadence parfaite cest quoi', 'V → I'),
  c('theorie', 'diff entre majeur et mineur svp', 'tierce'),

  // Central African styles and artists
  c('afrique', 'Quelle est la différence entre le makossa et le bikutsi ?', 'Douala', 'bikutsi'),
  c('afrique', 'makossa vs bikutsi c koi la diff', 'Douala', 'bikutsi'),
  c('afrique', 'c qui manu dibngo', 'Soul Makossa'),
  c('afrique', 'parle moi de petit pays le chanteur', 'makossa'),
  c('afrique', 'anne marie nzie c qui', 'bikutsi'),
  c('afrique', 'les tetes brulees c quel style', 'bikutsi'),
  c('afrique', 'richard bonna il joue de quel instrument', 'bassiste'),
  c('afrique', 'charlotte dipanda chante quoi', 'chanteuse'),
  c('afrique', 'sally nyolo c qui', 'Zap Mama'),
  c('afrique', 'franco luambo c qui', 'OK Jazz'),
  c('afrique', 'papa wemba c quel genre de musique', 'rumba'),
  c('afrique', 'fela kuti et l afrobeat expliques moi', 'Nigeria'),
  c('afrique', 'c koi le sebene dans la rumba', 'guitare'),
  c('afrique', 'quels instruments on joue dans le bikutsi', 'balafon'),

  // The academy and the site
  c('site', 'combien coute le pack individuel en fcfa', '80 000'),
  c('site', 'je peux payer par momo ?', 'MTN'),
  c('site', 'vous prenez OM ?', 'Orange Money'),
  c('site', 'on peut payer en plusieurs fois ?', 'échelonné'),
  c('site', 'vos horaires svp, vous ouvrez le samedi ?', 'samedi'),
  c('site', 'ou se trouve l academie, adresse exacte svp', 'boulevard de la Liberté'),
  c('site', 'comment s inscrire au cours de chant', 'inscri'),
  c('site', 'est ce qu on recoit un certificat a la fin de la formation', 'certificat'),
  c('site', 'je veux me faire rembourser ma formation', 'rembours'),
  c('site', 'les cours se font en ligne ou il faut venir a douala ?', 'Douala', 'distance'),
  c('site', 'age minimum pour s inscrire a l academie ?', 'ans'),
  c('site', 'il faut quel materiel pour le cours de MAO', 'ordinateur'),
  c('site', 'le mooc coute combien en francs', '165 000'),
  c('site', 'pack duo c combien par mois', '200 €'),
  c('site', 'c quoi vos prochains evenements', 'événements'),
  c('site', 'numero whatsapp de l academie svp', '+237'),
  c('site', 'le cours de MAO dure combien de temps ?', '12 semaines'),
  c('site', 'la musicologie ça dure combien de semaines et c combien ?', '10 semaines'),
  c('site', 'les portes ouvertes c quand ?', 'Portes ouvertes'),
  c('site', 'l atelier piano pour enfants c pour quel age', 'dix ans'),
  c('site', 'adresse mail pour les formations', 'formation@gombiste-records.cm'),
  c(
    'site',
    'bonsoir, mon neveu veut faire de la musique, il a deja fait un peu de piano a l eglise mais il lit pas les notes, combien coute la formation hybride en fcfa ?',
    '120 000',
  ),

  // Follow-ups
  c('suivi', 'c koi la gamme de do majeur || et en fa ?', 'si bémol'),
  c('suivi', 'Quelles sont les notes de la gamme de sol majeur ? || et en fa ?', 'si bémol'),
  c('suivi', 'comment bien se tenir au piano ? || et pour le chant ?', 'voix'),
  c('suivi', 'Combien coûte le pack individuel ? || et le prix en FCFA ?', '80 000'),
  c('suivi', 'combien coute la formation hybride || et en francs cfa ?', '120 000'),
  c('suivi', 'Qui est Manu Dibango ? || et lui, c’est quoi son plus grand tube ?', 'Soul Makossa'),
  c('suivi', 'Qui est Manu Dibango ? || et Richard Bona ?', 'bass'),

  // Nothing relevant: the tutor says so
  c('refus', 'c koi le meilleur restaurant a douala', 'rien d’assez sûr'),
  c('refus', 'aide moi pour mon devoir de maths svp', 'rien d’assez sûr'),
  c('refus', 'qui va gagner la CAN cette annee', 'rien d’assez sûr'),
  c('refus', 'comment reparer mon telephone', 'rien d’assez sûr'),
]
