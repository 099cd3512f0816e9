import type { ComposeToolOutput } from './chat.types.ts'

/**
 * Reads the AI SDK's UI message stream (server-sent events, `data: {json}` lines) into the few events
 * the chat needs. Small on purpose: the panel chunk stays light and ships no provider code.
 */
export type ChatStreamEvent =
  | { type: 'text'; delta: string }
  | { type: 'composing' }
  | { type: 'composed'; output: ComposeToolOutput }
  | { type: 'error'; message: string }
  | { type: 'finish' }

export async function* readChatStream(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatStreamEvent> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    buffer += done ? decoder.decode() : decoder.decode(value, { stream: true })
    let newline = buffer.indexOf('\n')
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim()
      buffer = buffer.slice(newline + 1)
      newline = buffer.indexOf('\n')
      if (!line.startsWith('data:')) continue
      const data = line.slice(5).trim()
      if (data === '[DONE]') continue
      let chunk: Record<string, unknown>
      try {
        chunk = JSON.parse(data) as Record<string, unknown>
      } catch {
        continue
      }
      switch (chunk.type) {
        case 'text-delta':
          yield { type: 'text', delta: String(chunk.delta ?? '') }
          break
        case 'tool-input-start':
        case 'tool-input-available':
          if (chunk.toolName === 'composeMusic') yield { type: 'composing' }
          break
        case 'tool-output-available':
          yield { type: 'composed', output: chunk.output as ComposeToolOutput }
          break
        case 'tool-output-error':
          yield { type: 'composed', output: { ok: false, error: String(chunk.errorText ?? '') } }
          break
        case 'error':
          yield { type: 'error', message: String(chunk.errorText ?? '') }
          break
        case 'finish':
          yield { type: 'finish' }
          break
      }
    }
    if (done) return
  }
}
