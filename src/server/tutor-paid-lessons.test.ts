import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { clearHits } from '#core/http/request-limit.server.ts'
import type { ChatMessage } from '#features/assistant/chat.types.ts'
import { collect, postChat } from '#features/assistant/server/chat.routes.test-helpers.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { siteContent } from '#tests/setup/content.ts'
import { startProviderPeer } from '#tests/peers/ai-provider-peer.ts'
import { createTestApp } from '#tests/setup/test-app.ts'
import { tutorKnowledgeBase } from '#features/assistant/tutor/site-entries.ts'
import { lessonSections } from './tutor-sources.ts'

// Paid lessons stay paid: `GET` of a paid lesson answers 401/403 to whoever does not follow its level,
// so the tutor must not hand out its text either. It answers from free material and links to the lesson.

let context: Awaited<ReturnType<typeof createTestApp>>
let admin: Awaited<ReturnType<typeof signedInUser>>
let student: Awaited<ReturnType<typeof signedInUser>>

beforeAll(async () => {
  context = await createTestApp({ seed: true })
  admin = await signedInUser(context, ROLES.admin)
  student = await signedInUser(context, ROLES.student)
}, 120_000)
afterAll(() => context.close())
beforeEach(() => clearHits(context.limits, 'chat:ip:127.0.0.1'))

const ask = async (question: string, cookie?: string) => {
  const messages: ChatMessage[] = [{ sender: 'user', text: question }]
  return (await collect(await postChat(context, messages, cookie ? { cookie } : {}))).text
}

const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')

/** The sentences of a lesson's text of six words or more (shorter ones could be anyone's). */
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?…])\s+/u)
    .map(sentence => fold(sentence).trim())
    .filter(sentence => sentence.split(' ').length >= 6)

// A sentence that free material (a knowledge-base entry, a free lesson, an article) also says is not the lesson's to keep.
const free = fold(
  [
    ...tutorKnowledgeBase(siteContent).map(entry => entry.answer),
    ...siteContent.disciplines.flatMap(discipline =>
      discipline.levels.flatMap(level =>
        level.syllabus
          .filter(lesson => lesson.free)
          .flatMap(lesson => [
            lesson.content,
            ...lessonSections(lesson.title, lesson.blocks).map(section => section.text),
          ]),
      ),
    ),
    ...siteContent.blogPosts.map(post => `${post.excerpt} ${post.content}`),
  ].join(' '),
)

const paid = siteContent.disciplines.flatMap(discipline =>
  discipline.levels.flatMap(level =>
    level.syllabus
      .filter(lesson => !lesson.free)
      .map(lesson => ({ href: `/academie/${discipline.id}/${level.id}/lecon/${lesson.lesson}`, lesson })),
  ),
)

// Twelve paid lessons spread over the disciplines and levels; each asked about through its own headings
// and a sentence of its text, as a visitor who saw the outline (or a friend's notes) would ask.
const chosen = paid.filter((_lesson, position) => position % Math.ceil(paid.length / 12) === 0).slice(0, 12)
const questions = chosen.map(({ href, lesson }) => {
  const sections = lessonSections(lesson.title, lesson.blocks)
  const sentences = sentencesOf([lesson.content, ...sections.map(section => section.text)].join(' ')).filter(
    sentence => !free.includes(sentence),
  )
  const section = sections[1] ?? sections[0]!
  const firstSentence = section.text.split(/(?<=[.!?…])\s+/u)[0]!
  // And the lesson's longest sentence of its own, as typed from a friend's notes, without its full stop.
  const longest = [lesson.content, ...sections.map(part => part.text)]
    .join(' ')
    .split(/(?<=[.!?…])\s+/u)
    .filter(sentence => sentences.includes(fold(sentence).trim()))
    .toSorted((a, b) => b.length - a.length)[0]
  return {
    href,
    title: lesson.title,
    sentences,
    asked: [
      `C’est quoi ${section.title.toLowerCase()} ?`,
      firstSentence,
      ...(longest ? [longest.replace(/[.!?…]$/u, '')] : []),
    ],
  }
})

describe('an anonymous visitor asking about a paid lesson', () => {
  test('gets no sentence of that lesson', async () => {
    expect(chosen.length).toBe(12)
    const leaks: string[] = []
    for (const { title, sentences, asked } of questions)
      for (const question of asked) {
        const answer = fold(await ask(question))
        for (const sentence of sentences)
          if (answer.includes(sentence)) leaks.push(`${title} ← ${question}: ${sentence}`)
      }
    expect(leaks).toEqual([])
  })

  test('is pointed to the lesson instead', async () => {
    const answer = await ask('C’est quoi les notes-guides d’un accord ?')
    expect(answer).toContain('/academie/piano/avance/lecon/2')
    expect(answer).not.toContain('D’après « Notes-guides et conduite des voix »')
  })

  test('a student without the level is answered the same way; one who may read it gets the text', async () => {
    const question = 'C’est quoi les notes-guides d’un accord ?'
    expect(await ask(question, student.cookie)).not.toContain('D’après « Notes-guides et conduite des voix »')
    expect(await ask(question, admin.cookie)).toContain('D’après « Notes-guides et conduite des voix »')
  })
})

describe('a configured model', () => {
  // The same rule when the answer comes from a model: the passages of its prompt are those the one asking may read.
  test('gets no sentence of a paid lesson in its prompt for an anonymous visitor, and the passage for a reader', async () => {
    const peer = await startProviderPeer()
    const withModel = await createTestApp({
      seed: true,
      ai: {
        provider: 'openai-compatible',
        baseUrl: `${peer.url}/v1`,
        apiKey: 'test-key',
        model: 'loopback-model',
        geminiApiKey: undefined,
        timeoutMs: 1500,
        dailyBudget: 1000,
      },
    })
    try {
      const reader = await signedInUser(withModel, ROLES.admin)
      const systemFor = async (cookie?: string) => {
        peer.requests.length = 0
        await clearHits(withModel.limits, 'chat:ip:127.0.0.1')
        peer.script({ kind: 'text', chunks: ['Réponse.'] })
        const messages: ChatMessage[] = [{ sender: 'user', text: 'C’est quoi les notes-guides d’un accord ?' }]
        await collect(await postChat(withModel, messages, cookie ? { cookie } : {}))
        return (peer.requests[0]!.body.messages as { role: string; content: string }[])[0]!.content
      }
      const lesson = paid.find(({ href }) => href === '/academie/piano/avance/lecon/2')!
      const lessonSentences = sentencesOf(
        lessonSections(lesson.lesson.title, lesson.lesson.blocks)
          .map(section => section.text)
          .join(' '),
      )
      expect(lessonSentences.length).toBeGreaterThan(0)
      const anonymous = fold(await systemFor())
      expect(lessonSentences.filter(sentence => anonymous.includes(sentence))).toEqual([])
      expect(anonymous).not.toContain('(/academie/piano/avance/lecon/2)')
      expect(await systemFor(reader.cookie)).toContain('(/academie/piano/avance/lecon/2)')
    } finally {
      await withModel.close()
      await peer.close()
    }
  }, 120_000)
})
