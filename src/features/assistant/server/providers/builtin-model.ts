import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3FinishReason,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider'
import type { TutorKnowledge } from '../../tutor/knowledge.ts'
import { respond as answerConversation, type CanRead, type Turn } from '../../tutor/respond.ts'
import type { TutorIndex } from '../../tutor/retrieval/search-index.ts'

const USAGE: LanguageModelV3Usage = {
  inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: undefined, text: undefined, reasoning: undefined },
}

let callCounter = 0

/** What the built-in tutor produces for one call: text, a composeMusic call, or nothing after a tool result. */
function respond(
  options: LanguageModelV3CallOptions,
  knowledge: TutorKnowledge,
  index: TutorIndex,
  canRead: CanRead | undefined,
): { content: LanguageModelV3Content[]; finishReason: LanguageModelV3FinishReason } {
  const last = options.prompt.at(-1)
  if (last?.role !== 'user') return { content: [], finishReason: { unified: 'stop', raw: 'stop' } }
  const turns: Turn[] = []
  for (const message of options.prompt) {
    if (message.role !== 'user' && message.role !== 'assistant') continue
    const text = message.content.map(part => (part.type === 'text' ? part.text : '')).join(' ')
    turns.push({ sender: message.role === 'user' ? 'user' : 'ai', text })
  }
  const { reply } = answerConversation(turns, knowledge, index, canRead)
  const offersTool = options.tools?.some(tool => tool.type === 'function' && tool.name === 'composeMusic')
  if (reply.kind === 'compose' && offersTool) {
    return {
      content: [
        {
          type: 'tool-call',
          toolCallId: `builtin-${++callCounter}`,
          toolName: 'composeMusic',
          input: JSON.stringify(reply.parameters),
        },
      ],
      finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
    }
  }
  const text = reply.kind === 'text' ? reply.text : 'Je ne peux pas composer de morceau pour le moment.'
  return { content: [{ type: 'text', text }], finishReason: { unified: 'stop', raw: 'stop' } }
}

/**
 * The built-in music teacher behind the AI SDK's model interface: the chat route streams it exactly
 * like a remote model, text deltas word by word and `composeMusic` as a real tool call. `canRead`:
 * which paid lessons the one asking may be quoted (none when left out).
 */
export function createBuiltinModel(knowledge: TutorKnowledge, index: TutorIndex, canRead?: CanRead): LanguageModelV3 {
  return {
    specificationVersion: 'v3',
    provider: 'gombiste-builtin',
    modelId: 'tutor',
    supportedUrls: {},
    async doGenerate(options) {
      const { content, finishReason } = respond(options, knowledge, index, canRead)
      return { content, finishReason, usage: USAGE, warnings: [] }
    },
    async doStream(options) {
      const { content, finishReason } = respond(options, knowledge, index, canRead)
      const parts: LanguageModelV3StreamPart[] = [{ type: 'stream-start', warnings: [] }]
      for (const item of content) {
        if (item.type === 'text') {
          parts.push({ type: 'text-start', id: 't0' })
          // Streamed a phrase at a time, as a remote model would (each chunk costs an event through the AI SDK and SSE).
          for (const piece of item.text.match(/(?:\S+\s*){1,12}/g) ?? [])
            parts.push({ type: 'text-delta', id: 't0', delta: piece })
          parts.push({ type: 'text-end', id: 't0' })
        } else if (item.type === 'tool-call') {
          parts.push(item)
        }
      }
      parts.push({ type: 'finish', usage: USAGE, finishReason })
      return {
        stream: new ReadableStream<LanguageModelV3StreamPart>({
          start(controller) {
            for (const part of parts) controller.enqueue(part)
            controller.close()
          },
        }),
      }
    },
  }
}
