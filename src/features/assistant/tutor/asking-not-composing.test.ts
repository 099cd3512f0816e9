/**
 * Asking is not composing: a composition starts only on an explicit request (a verb of making and a
 * piece of music). Questions that name styles, instruments and pieces, with or without a question
 * mark, get an answer. Two sets: the tuning set (`#lib/music/intent/questions.ts`) and a held-out set
 * (`held-out-questions.ts`) never used to tune the rules; both are reported apart.
 */
import { describe, expect, test } from 'vitest'
import { HELD_OUT_QUESTIONS } from '#lib/music/intent/held-out-questions.ts'
import { HELD_OUT_QUESTIONS_2 } from '#lib/music/intent/held-out-questions-2.ts'
import { QUESTIONS } from '#lib/music/intent/questions.ts'
import { REQUEST_TABLE } from '#lib/music/intent/requests.ts'
import { isMusicRequest } from '#lib/music/understand.ts'
import { siteContent } from '#tests/setup/content.ts'
import { sampleKnowledge } from './sample-knowledge.ts'
import { answer } from './tutor.ts'
import { livePassages } from './passages.ts'
import { COMPOSE_OFFER, respond } from './respond.ts'
import { TutorIndex } from './retrieval/search-index.ts'

const knowledge = sampleKnowledge(siteContent, '2026-11-01')
const tutorIndex = new TutorIndex(livePassages(knowledge))

/** Whether the tutor starts a composition for a message, alone in a conversation: the rule, the handlers, the whole answer. */
const composes = (message: string) =>
  isMusicRequest(message) ||
  answer(message, knowledge).kind === 'compose' ||
  respond([{ sender: 'user', text: message }], knowledge, tutorIndex).reply.kind === 'compose'

describe('asking is not composing', () => {
  test('the tuning set has at least 50 questions with music words and no request', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(50)
  })

  test('tuning set: no question starts a composition', () => {
    expect(QUESTIONS.filter(composes)).toEqual([])
  })

  test('held-out set: no question starts a composition', () => {
    const composed = HELD_OUT_QUESTIONS.filter(composes)
    console.info(
      `held-out questions answered, not composed: ${HELD_OUT_QUESTIONS.length - composed.length}/${HELD_OUT_QUESTIONS.length}`,
    )
    expect(composed).toEqual([])
  })

  test('second held-out set (verbs of making whose object is not a piece): no composition', () => {
    const composed = HELD_OUT_QUESTIONS_2.filter(composes)
    console.info(
      `second held-out set answered, not composed: ${HELD_OUT_QUESTIONS_2.length - composed.length}/${HELD_OUT_QUESTIONS_2.length}`,
    )
    expect(composed).toEqual([])
  })

  test('explicit requests in other words compose too: polite questions, greetings, no accents', () => {
    const requests = [
      'est-ce que tu peux me composer une berceuse ?',
      'Est ce que tu pourrais me faire un makossa joyeux',
      'Maestro, compose-moi un son afro',
      'stp fais moi un beat lo-fi',
      'tu peux me creer un morceau de gospel',
      'jaimerais une chanson douce pour ma fille',
      'ecris moi un refrain de zouk',
      'compose',
      'Compose-moi quelque chose',
    ]
    expect(
      requests.filter(request => !(isMusicRequest(request) && answer(request, knowledge).kind === 'compose')),
    ).toEqual([])
  })

  test('every request of the request-understanding table still composes', () => {
    const missed = REQUEST_TABLE.map(([request]) => request).filter(
      request => !(isMusicRequest(request) && answer(request, knowledge).kind === 'compose'),
    )
    expect(missed).toEqual([])
  })

  // The tool call carries spec §5's tempo word: mood words decide it when no tempo is named.
  test.each([
    ['calme', 'lent'],
    ['doux', 'lent'],
    ['tranquille', 'lent'],
    ['pour une berceuse', 'lent'],
    ['endiablé', 'rapide'],
    ['pour danser', 'rapide'],
  ])('« Compose-moi un makossa %s » is played %s', (mood, tempo) => {
    const reply = answer(`Compose-moi un makossa ${mood}`, knowledge)
    expect(reply).toMatchObject({ kind: 'compose', parameters: { tempo } })
  })

  describe('when unsure, it answers and offers to compose', () => {
    const index = new TutorIndex(livePassages(knowledge))
    const unsure = ['un makossa joyeux', 'comment faire un beat afro', 'tu as une berceuse pour mon bébé ?']

    test.each(unsure)('%s: an answer, the offer, no composition', message => {
      const { reply } = respond([{ sender: 'user', text: message }], knowledge, index)
      expect(reply.kind).toBe('text')
      expect(reply.kind === 'text' && reply.text).toContain(COMPOSE_OFFER)
    })

    test('« oui » after the offer composes what the message before described', () => {
      const first = respond([{ sender: 'user', text: 'un makossa joyeux' }], knowledge, index).reply
      const { reply } = respond(
        [
          { sender: 'user', text: 'un makossa joyeux' },
          { sender: 'ai', text: first.kind === 'text' ? first.text : '' },
          { sender: 'user', text: 'oui vas-y' },
        ],
        knowledge,
        index,
      )
      expect(reply).toMatchObject({ kind: 'compose', parameters: { style: 'Makossa' } })
    })

    test('a plain question gets no offer', () => {
      const { reply } = respond([{ sender: 'user', text: 'qui a inventé le makossa' }], knowledge, index)
      expect(reply.kind === 'text' && reply.text).not.toContain(COMPOSE_OFFER)
    })
  })
})
