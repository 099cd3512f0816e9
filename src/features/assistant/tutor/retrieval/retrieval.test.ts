import { describe, expect, test } from 'vitest'
import { resolveFollowUp } from '../conversation.ts'
import { sampleKnowledge } from '../sample-knowledge.ts'
import { siteContent } from '#tests/setup/content.ts'
import { bestSentences, respond } from '../respond.ts'
import { analyse, analyseWord, fold, words } from './french-analyzer.ts'
import { isRelevant, type Passage, TutorIndex } from './search-index.ts'
import { expandSynonyms } from './synonyms.ts'

describe('the French analyser', () => {
  test('elisions go: "l’indépendance" is indépendance', () => {
    expect(words('l’indépendance')).toEqual(['indépendance'])
    expect(words("l'indépendance")).toEqual(['indépendance'])
    expect(words('qu’est-ce qu’un accord ? d’une gamme, j’aime, s’échauffer')).toEqual([
      'est',
      'ce',
      'un',
      'accord',
      'une',
      'gamme',
      'aime',
      'échauffer',
    ])
    expect(analyse('l’indépendance des mains')).toEqual(analyse('indépendance mains'))
  })

  test('accents and case do not matter', () => {
    expect(analyse('Indépendance')).toEqual(analyse('independance'))
    expect(analyse('DÉBUTANT')).toEqual(analyse('debutant'))
    expect(analyse('chœur')).toEqual(analyse('choeur'))
    expect(fold('Ré bémol, œuvre')).toBe('re bemol, oeuvre')
  })

  test('the Snowball stemmer joins the forms of a word', () => {
    expect(analyseWord('débutants')).toBe(analyseWord('débutant'))
    expect(analyseWord('respirer')).toBe(analyseWord('respiration'))
    expect(analyseWord('chanter')).toBe(analyseWord('chant'))
    expect(analyseWord('gammes')).toBe('gam')
    expect(analyseWord('indépendance')).toBe('independ')
  })

  test('WhatsApp writing reads as plain French (issue #22, fresh set)', () => {
    expect(analyse('c koi la gamme penta')).toEqual(analyse('c’est quoi la gamme pentatonique'))
    expect(analyse('c qui manu dibngo')).toEqual(analyse('Qui est Manu Dibango'))
    expect(analyse('g pa de piano a la maison')).toEqual(analyse('je n’ai pas de piano à la maison'))
    expect(analyse('l academie, s inscrire')).toEqual(analyse('l’académie, s’inscrire'))
    expect(analyse('vous prenez OM ?')).toEqual(analyse('vous prenez Orange Money ?'))
    expect(analyse('makossa vs bikutsi, la diff')).toEqual(analyse('makossa versus bikutsi, la différence'))
    // Whole words only: "diff" is not rewritten inside "différence", nor "om" inside "métronome".
    expect(analyse('la différence')).toEqual([analyseWord('différence')])
    expect(analyse('un métronome')).toEqual([analyseWord('métronome')])
    // Doubled letters, the commonest slip, meet their single form.
    expect(analyse('Richard Bonna')).toEqual(analyse('Richard Bona'))
    expect(analyse('makosa')).toEqual(analyse('makossa'))
  })

  test('home-studio words and Cameroonian WhatsApp read as plain French (issue 33)', () => {
    expect(analyse('une appli njoh pour mon ordi')).toEqual(analyse('une application gratuite pour mon ordinateur'))
    expect(analyse('mes beats sur fl')).toEqual(analyse('mes beats sur FL Studio'))
    expect(analyse('fl studio')).toEqual(analyse('FL Studio'))
    expect(analyse('kan je fais ma zik')).toEqual(analyse('quand je fais ma musique'))
    expect(analyse('cmt regler le pb pcq ca craque')).toEqual(analyse('comment régler le problème parce que ça craque'))
    // Whole words only: "fl" is not rewritten in "flûte", nor "app" in "apprendre".
    expect(analyse('flûte')).toEqual([analyseWord('flûte')])
    expect(analyse('apprendre')).toEqual([analyseWord('apprendre')])
  })

  test('an analysed term goes through the analyser unchanged (the index tokenizes query terms again)', () => {
    for (const question of ['numéro de téléphone', 'c koi la gamme penta', 'à quoi sert un métronome', 'la différence'])
      for (const term of analyse(question)) expect(analyse(term)).toEqual([term])
  })

  test('stop words are dropped, meaningful short words and numbers kept', () => {
    expect(analyse('Comment est-ce que je peux faire pour la MAO ?')).toEqual(['mao'])
    expect(analyse('Je n’ai pas de piano')).toEqual(['pas', 'piano'])
    expect(analyse('une mesure à 6/8')).toEqual(['mesur', '6sur8'])
    expect(analyse('J’ai 45 ans')).toEqual(['45', 'ans', 'adult'])
  })

  test('synonyms: MAO, production and beatmaking are searched as one', () => {
    const [mao] = analyse('MAO')
    expect(expandSynonyms(mao!)).toEqual(expect.arrayContaining([...analyse('production'), ...analyse('beatmaking')]))
    // Phrases do not spread: "cinq notes" does not make every note mean pentatonic.
    expect(expandSynonyms(analyseWord('notes')!)).not.toContain(analyseWord('pentatonique'))
  })
})

const passage = (id: string, title: string, text: string, questions: string[] = [], tags: string[] = []): Passage => ({
  id,
  kind: 'fiche',
  title,
  questions,
  text,
  tags,
  link: { label: title, href: `/${id}` },
})

const CORPUS = [
  passage(
    'independance',
    'L’indépendance des mains',
    'Travaille chaque main seule, puis assemble lentement en comptant.',
    ['Comment travailler l’indépendance des mains au piano ?'],
    ['piano', 'coordination'],
  ),
  passage('pedale', 'La pédale de sustain', 'La pédale forte tient les notes ; change-la à chaque accord.', [
    'Comment utiliser la pédale au piano ?',
  ]),
  passage('respiration', 'Respirer pour chanter', 'Inspire par le ventre, expire lentement sur un sss.', [
    'Comment bien respirer quand je chante ?',
  ]),
  passage('daw', 'Choisir son logiciel', 'FL Studio, Ableton Live ou Reaper sont de bons DAW.', [
    'Quel logiciel pour faire de la MAO ?',
  ]),
  passage('makossa', 'Le makossa', 'Né à Douala, le makossa est porté par une basse mélodique.', [
    'C’est quoi le makossa ?',
  ]),
]

describe('ranking on a small fixed corpus', () => {
  const index = new TutorIndex(CORPUS)
  test('the passage that answers comes first, whatever the wording', () => {
    expect(index.find('Comment dissocier mes mains au piano ?')[0]!.passage.id).toBe('independance')
    expect(index.find('l’independance des mains')[0]!.passage.id).toBe('independance')
    expect(index.find('quelle respiration pour chanter')[0]!.passage.id).toBe('respiration')
    expect(index.find('Quel logiciel pour le beatmaking ?')[0]!.passage.id).toBe('daw')
    expect(index.find('Je veux faire de la production, quel DAW ?')[0]!.passage.id).toBe('daw')
    expect(index.find('D’où vient le makossa ?')[0]!.passage.id).toBe('makossa')
  })

  test('coverage: a passage that answers every word ranks above one that repeats a single word', () => {
    const noisy = new TutorIndex([
      ...CORPUS,
      passage(
        'piano-piano',
        'Piano, piano, piano',
        'Le piano, le piano, encore le piano et le piano.',
        ['Piano ?'],
        ['piano'],
      ),
    ])
    const [first] = noisy.find('indépendance des mains au piano')
    expect(first!.passage.id).toBe('independance')
    expect(first!.coverage).toBe(1)
  })

  test('below the threshold nothing is relevant', () => {
    const hits = index.find('Quelle est la capitale de l’Australie ?')
    expect(isRelevant(hits[0])).toBe(false)
    expect(isRelevant(index.find('À quoi sert la pédale du piano ?')[0])).toBe(true)
  })
})

describe('learners’ spellings', () => {
  test('« kel », « kelle » are « quel »; « entre » names no topic, « entrée » does', () => {
    expect(analyse('kel daw gratuit')).toEqual(analyse('quel daw gratuit'))
    expect(analyse('kelle interface')).toEqual(analyse('quelle interface'))
    expect(analyse('différence entre legato et staccato')).toEqual(analyse('différence legato staccato'))
    expect(analyse('une entrée micro')).toContain(analyseWord('entrée'))
  })
})

describe('answers', () => {
  const knowledge = sampleKnowledge(siteContent)
  const index = new TutorIndex(CORPUS)
  const ask = (...texts: string[]) =>
    respond(
      texts.map(text => ({ sender: 'user' as const, text })),
      knowledge,
      index,
    )

  test('built from the best passage, ending with its link', () => {
    const { reply, source, hits } = ask('Comment respirer en chantant ?')
    expect(source).toBe('recherche')
    expect(reply).toEqual({
      kind: 'text',
      text: 'Inspire par le ventre, expire lentement sur un sss.\n\nPour aller plus loin : Respirer pour chanter (/respiration)',
    })
    expect(hits[0]!.passage.id).toBe('respiration')
  })

  test('refusal below the threshold: says so, suggests, invents nothing, links nothing', () => {
    const { reply, source } = ask('Quel est le meilleur restaurant de Douala ?')
    expect(source).toBe('refus')
    const text = reply.kind === 'text' ? reply.text : ''
    expect(text).toContain('Je ne trouve rien d’assez sûr pour te répondre, et je préfère ne rien inventer.')
    expect(text).toContain('contact@gombiste-records.cm')
    expect(text).not.toContain('Pour aller plus loin')
  })

  test('a refusal is no dead end: what it can do, the closest entries with their links, how to ask a teacher', () => {
    const { reply, source } = ask('Comment accorder une kora à 21 cordes pour jouer avec un piano désaccordé ?')
    expect(source).toBe('refus')
    const text = reply.kind === 'text' ? reply.text : ''
    // The closest entries, each with where to read it.
    expect(text).toMatch(/« [^»]+ » \(\/[^)]*\)/)
    // What it can do.
    expect(text).toContain('Je peux')
    // How to ask a teacher: a correction or a lesson booked from "Mes cours", or the contact page.
    expect(text).toContain('correction')
    expect(text).toContain('/profil/cours')
    expect(text).toContain('/contact')
  })

  test('computed theory stays computed', () => {
    const { reply, source } = ask('Quelles sont les notes de l’accord de mi bémol majeur ?')
    expect(source).toBe('calcul')
    expect(reply.kind === 'text' && reply.text).toContain('mi bémol, sol et si bémol')
  })

  test('long passages give the sentences that fit the question', () => {
    const text =
      'Le balafon est un xylophone. Ses lames sont en bois. Des calebasses servent de résonateurs. Il vient d’Afrique de l’Ouest et du Cameroun. On le joue avec des baguettes.'
    expect(bestSentences(text, 'À quoi servent les calebasses du balafon ?', 2)).toBe(
      'Le balafon est un xylophone. Des calebasses servent de résonateurs.',
    )
  })
})

describe('follow-ups', () => {
  test('"et en fa ?" replaces the note of the previous question', () => {
    expect(resolveFollowUp('et en fa ?', ['Quelle est la gamme de ré majeur ?'])).toMatchObject({
      question: 'quelle est la gamme de fa majeur',
      followUp: true,
    })
    expect(resolveFollowUp('et en la mineur ?', ['La gamme de do majeur ?']).question).toBe('la gamme de la mineur')
  })

  test('"et pour le chant ?" replaces the subject of the previous question', () => {
    expect(resolveFollowUp('et pour le chant ?', ['Comment s’échauffer au piano ?'])).toMatchObject({
      question: 'comment s echauffer au chant',
      focus: 'chant',
    })
  })

  test('"et le prix en FCFA ?" keeps the formula; "et lui ?" keeps the artist (issue #22, item 3)', () => {
    expect(resolveFollowUp('et le prix en FCFA ?', ['Combien coûte le pack individuel ?']).question).toContain(
      'pack individuel',
    )
    expect(resolveFollowUp('et lui, c’est quoi son plus grand tube ?', ['Qui est Manu Dibango ?']).question).toContain(
      'Manu Dibango',
    )
  })

  test('a question that stands alone is left alone', () => {
    expect(resolveFollowUp('Comment respirer en chantant ?', ['La gamme de do ?'])).toEqual({
      question: 'Comment respirer en chantant ?',
      followUp: false,
    })
    expect(resolveFollowUp('et en fa ?', [])).toEqual({ question: 'et en fa ?', followUp: false })
  })
})
