import { describe, expect, test } from 'vitest'
import { normalize } from './french.ts'
import { sampleKnowledge } from './sample-knowledge.ts'
import { siteContent } from '#tests/setup/content.ts'
import { answer, readComposition } from './tutor.ts'

const knowledge = sampleKnowledge(siteContent, '2026-11-01')

/** Each question, and the facts its answer must contain (compared without accents or case). */
const FIXTURE: [string, string[]][] = [
  ["Quelles sont les notes de l'accord de sol majeur ?", ['sol', 'si', 're']],
  ["Quelles notes forment l'accord de ré mineur ?", ['re, fa et la']],
  ['Donne-moi les notes de l’accord de la mineur 7', ['la, do, mi et sol']],
  ['Accord de sol 7 ?', ['sol, si, re et fa']],
  ['Les notes de l’accord de fa dièse mineur', ['fa diese, la et do diese']],
  ["Quelles sont les notes de l'accord de si bémol majeur ?", ['si bemol, re et fa']],
  ["L'accord de si diminué, c'est quelles notes ?", ['si, re et fa']],
  ['Accord de do augmenté', ['do, mi et sol diese']],
  ['Accord de do maj7', ['do, mi, sol et si']],
  ['Quelle est la gamme de ré majeur ?', ['re, mi, fa diese, sol, la, si et do diese', '2 dieses']],
  ['Donne-moi la gamme de fa majeur', ['fa, sol, la, si bemol, do, re et mi']],
  ['La gamme de la mineur, quelles notes ?', ['la, si, do, re, mi, fa et sol']],
  ['Gamme de la mineur harmonique', ['sol diese']],
  ['Quelle est la gamme pentatonique mineure de la ?', ['la, do, re, mi et sol']],
  ['La gamme blues de do', ['do, mi bemol, fa, sol bemol, sol et si bemol']],
  ['Gamme de mi bémol majeur', ['mi bemol, fa, sol, la bemol, si bemol, do et re']],
  ['Quelles sont les notes du mode dorien de ré ?', ['re, mi, fa, sol, la, si et do']],
  ['Le mode mixolydien de sol', ['sol, la, si, do, re, mi et fa']],
  ['Mode lydien de fa', ['fa, sol, la, si, do, re et mi', 'quarte augmentee']],
  ['Mode phrygien de mi, quelles notes ?', ['mi, fa, sol, la, si, do et re']],
  ['Quels sont les modes ?', ['ionien', 'dorien', 'locrien']],
  ["Quelle est l'armure de mi bémol majeur ?", ['3 bemols', 'si bemol, mi bemol et la bemol']],
  ['Combien de dièses en la majeur ?', ['3 dieses', 'fa diese, do diese et sol diese']],
  ["Quelle est l'armure de do majeur ?", ['aucune alteration']],
  ['Armure de si mineur', ['2 dieses', 'fa diese et do diese']],
  ['Quel est le relatif mineur de do majeur ?', ['la mineur']],
  ['Quel est le relatif majeur de mi mineur ?', ['sol majeur']],
  ['Relatif mineur de fa majeur', ['re mineur']],
  ['Quel intervalle entre do et sol ?', ['quinte juste', '7 demi-tons']],
  ['Quel est l’intervalle entre mi et do ?', ['sixte mineure', '8 demi-tons']],
  ['Intervalle entre ré et fa dièse', ['tierce majeure', '4 demi-tons']],
  ['Combien de demi-tons dans une tierce mineure ?', ['3 demi-tons']],
  ["C'est quoi le cycle des quintes ?", ['do, sol, re, la, mi, si, fa diese', 'fa, si bemol']],
  ['Quelle est la quinte de ré ?', ['la']],
  ['Que signifie la mesure 6/8 ?', ['mesure composee', '2 temps', 'noire pointee']],
  ['Explique-moi le 3/4', ['3 temps', 'noire', 'valse']],
  ['Combien de croches dans une blanche ?', ['4 croches']],
  ['Combien de doubles croches dans une noire ?', ['4 doubles croches']],
  ['Que veut dire allegro ?', ['rapide', '120']],
  ["C'est quoi une syncope ?", ['temps faible']],
  ['Combien coûte le Pack Individuel ?', ['120 €', '80 000 fcfa', 'par mois']],
  ['Quels sont vos tarifs ?', ['pack duo', '200 €', 'mooc complet', '250 €', 'masterclass']],
  ['Combien de temps dure le cours de piano débutant ?', ['12 semaines', '2 h par semaine', '75 %']],
  ['Que couvre le cours de chant débutant ?', ['12 semaines', 'objectifs', '70 %']],
  ['Quels cours proposez-vous ?', ['piano', 'chant', 'mao', 'musicologie']],
  ['Quel est le prochain événement ?', ['atelier mao', 'le 6 novembre 2026', 'dibom']],
  ['Comment vous contacter ?', ['contact@gombiste-records.cm', '+237 699 45 21 10', 'douala']],
  ['Je veux booker un artiste', ['booking@gombiste-records.cm']],
  ['Quand le label a-t-il été fondé ?', ['2010', 'armand gombi ekambi']],
  ['Qui sont les artistes du label ?', ['nadia mbende', 'dibom']],
  ['Bonjour', ['maestro gombi']],
  ['Quelle est la capitale de la Mongolie ?', ['je ne sais pas']],
  ['Quels sont les accords de la gamme de do majeur ?', ['ii re mineur', 'v sol majeur', 'vii° si diminue']],
]

describe('the built-in tutor answers from theory and the site', () => {
  test('the fixture has at least 40 questions', () => expect(FIXTURE.length).toBeGreaterThanOrEqual(40))
  test.each(FIXTURE)('%s', (question, facts) => {
    const reply = answer(question, knowledge)
    expect(reply.kind).toBe('text')
    const text = normalize(reply.kind === 'text' ? reply.text : '').replace(/\s+/g, ' ')
    for (const fact of facts) expect(text, `answer: ${text}`).toContain(normalize(fact))
  })
})

describe('composition requests become composeMusic calls', () => {
  test('slow piano piece in D minor, 30 seconds', () => {
    const reply = answer('compose-moi un morceau lent au piano en ré mineur de 30 secondes', knowledge)
    expect(reply.kind).toBe('compose')
    if (reply.kind !== 'compose') return
    expect(reply.parameters).toMatchObject({ tempo: 'lent', instruments: ['Piano'], duration: 30 })
    expect(reply.parameters.prompt).toContain('ré mineur')
  })
  test('fast makossa with guitar and bass, a female voice, two minutes', () => {
    expect(
      readComposition('Crée une chanson makossa rapide avec guitare et basse, voix féminine, 2 minutes'),
    ).toMatchObject({
      style: 'Makossa',
      tempo: 'rapide',
      instruments: ['Basse', 'Guitare'],
      voice: 'Féminine',
      duration: 120,
    })
  })
  test.each([
    ['Compose-moi un morceau afro calme au piano', 'Afrobeat'],
    ['Tu peux me faire un makossa joyeux pour une fête de famille ?', 'Makossa'],
    ["J'aimerais une berceuse douce pour m'endormir", 'Berceuse'],
    ['Crée un bikutsi endiablé avec du balafon', 'Bikutsi'],
    ['Écris-moi une rumba congolaise pour la soirée', 'Rumba congolaise'],
    ['Fais-moi un gospel rapide avec orgue et chœur', 'Gospel'],
    ['Un beat lo-fi pour réviser, tu peux ?', 'Lo-fi'],
  ])('issue 23: « %s » starts a composition in %s', (question, style) => {
    const reply = answer(question, knowledge)
    expect(reply.kind).toBe('compose')
    if (reply.kind === 'compose') expect(reply.parameters.style).toBe(style)
  })
  test('a style named without instruments leaves them to the style; the chœur is a voice', () => {
    expect(readComposition('Fais-moi un makossa')).toMatchObject({ style: 'Makossa', instruments: [] })
    expect(readComposition('Fais-moi un gospel rapide avec orgue et chœur')).toMatchObject({
      instruments: ['Orgue'],
      voice: 'Chœur',
      tempo: 'rapide',
    })
  })
  test('questions about music are still answered, not composed', () => {
    for (const question of [
      "C'est quoi un makossa ?",
      'Je voudrais m’inscrire au cours de piano',
      'Il faut du talent pour faire de la musique ?',
      'Qui a inventé l’afrobeat ?',
      'On peut faire de la production sans jouer d’un instrument ?',
    ])
      expect(answer(question, knowledge).kind).toBe('text')
  })
  test('defaults follow spec §9', () => {
    expect(readComposition('Compose une musique')).toMatchObject({
      tempo: 'moyen',
      instruments: ['Piano', 'Basse', 'Batterie'],
      duration: 60,
      voice: 'Aucune',
    })
  })
})
