import { type createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import type { ChatMessage } from '../chat.types.ts'
import { readChatStream, type ChatStreamEvent } from '../ui-stream.ts'

type App = Pick<Awaited<ReturnType<typeof createTestApp>>, 'app'>

export async function postChat(context: App, messages: ChatMessage[], headers: Record<string, string> = {}) {
  return context.app.request('/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
    body: JSON.stringify({ messages }),
  })
}

export async function collect(response: Response) {
  const events: ChatStreamEvent[] = []
  for await (const event of readChatStream(response.body!)) events.push(event)
  const text = events.flatMap(event => (event.type === 'text' ? [event.delta] : [])).join('')
  return { events, text }
}
