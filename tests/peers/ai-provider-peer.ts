import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A loopback AI provider for tests and benchmarks. It speaks OpenAI's `/v1/chat/completions` (JSON,
 * or server-sent events when `stream` is true, text and tool calls) and Gemini's
 * `/v1beta/models/<model>:streamGenerateContent?alt=sse` / `:generateContent`. Each request takes the
 * next scripted reply (or the default), and every request body is recorded.
 */
export type ScriptedReply =
  | { kind: 'text'; chunks: string[]; delayMs?: number }
  | { kind: 'tool'; name: string; args: Record<string, unknown> }
  | { kind: 'error'; status: number; message: string }
  | { kind: 'hang' }

export type ProviderPeer = {
  url: string
  requests: { path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }[]
  script: (...replies: ScriptedReply[]) => void
  setDefault: (reply: ScriptedReply) => void
  close: () => Promise<void>
}

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

export async function startProviderPeer(port = 0): Promise<ProviderPeer> {
  const queue: ScriptedReply[] = []
  let fallback: ScriptedReply = { kind: 'text', chunks: ['Bonjour', ' depuis', ' le', ' fournisseur', ' local.'] }
  const requests: ProviderPeer['requests'] = []
  const hanging = new Set<ServerResponse>()

  async function openAi(body: Record<string, unknown>, reply: ScriptedReply, response: ServerResponse) {
    const id = `chatcmpl-${requests.length}`
    const base = {
      id,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: String(body.model ?? 'test'),
    }
    if (!body.stream) {
      const message =
        reply.kind === 'text'
          ? { role: 'assistant', content: reply.chunks.join('') }
          : reply.kind === 'tool'
            ? {
                role: 'assistant',
                content: null,
                tool_calls: [
                  {
                    id: 'call_1',
                    type: 'function',
                    function: { name: reply.name, arguments: JSON.stringify(reply.args) },
                  },
                ],
              }
            : { role: 'assistant', content: '' }
      response.setHeader('content-type', 'application/json')
      response.end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [{ index: 0, message, finish_reason: reply.kind === 'tool' ? 'tool_calls' : 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
        }),
      )
      return
    }
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    })
    const send = (payload: unknown) => response.write(`data: ${JSON.stringify(payload)}\n\n`)
    send({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] })
    if (reply.kind === 'text') {
      for (const chunk of reply.chunks) {
        if (reply.delayMs) await sleep(reply.delayMs)
        send({ ...base, choices: [{ index: 0, delta: { content: chunk }, finish_reason: null }] })
      }
      send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })
    } else if (reply.kind === 'tool') {
      const args = JSON.stringify(reply.args)
      const half = Math.floor(args.length / 2)
      send({
        ...base,
        choices: [
          {
            index: 0,
            delta: {
              tool_calls: [
                {
                  index: 0,
                  id: 'call_1',
                  type: 'function',
                  function: { name: reply.name, arguments: args.slice(0, half) },
                },
              ],
            },
            finish_reason: null,
          },
        ],
      })
      send({
        ...base,
        choices: [
          {
            index: 0,
            delta: { tool_calls: [{ index: 0, function: { arguments: args.slice(half) } }] },
            finish_reason: null,
          },
        ],
      })
      send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] })
    }
    send({ ...base, choices: [], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } })
    response.end('data: [DONE]\n\n')
  }

  async function gemini(streaming: boolean, reply: ScriptedReply, response: ServerResponse) {
    const candidate = (parts: unknown[], finishReason?: string) => ({
      candidates: [{ content: { role: 'model', parts }, index: 0, ...(finishReason ? { finishReason } : {}) }],
    })
    const usage = { usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 } }
    const parts =
      reply.kind === 'text'
        ? reply.chunks.map(text => [{ text }])
        : reply.kind === 'tool'
          ? [[{ functionCall: { name: reply.name, args: reply.args } }]]
          : [[{ text: '' }]]
    if (!streaming) {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ ...candidate(parts.flat(), 'STOP'), ...usage }))
      return
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' })
    for (const [index, part] of parts.entries()) {
      if (reply.kind === 'text' && reply.delayMs) await sleep(reply.delayMs)
      const last = index === parts.length - 1
      response.write(
        `data: ${JSON.stringify({ ...candidate(part, last ? 'STOP' : undefined), ...(last ? usage : {}) })}\r\n\r\n`,
      )
    }
    response.end()
  }

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    let body: Record<string, unknown> = {}
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>
    } catch {
      // Recorded as empty.
    }
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    requests.push({ path: url.pathname, headers: request.headers, body })
    const reply = queue.shift() ?? fallback
    if (reply.kind === 'hang') {
      hanging.add(response)
      response.on('close', () => hanging.delete(response))
      return
    }
    if (reply.kind === 'error') {
      response.writeHead(reply.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: { message: reply.message, type: 'server_error', code: reply.status } }))
      return
    }
    if (url.pathname.endsWith('/chat/completions')) return openAi(body, reply, response)
    const geminiCall = /:(streamGenerateContent|generateContent)$/.exec(url.pathname)
    if (geminiCall) return gemini(geminiCall[1] === 'streamGenerateContent', reply, response)
    response.writeHead(404).end()
  })
  await new Promise<void>(resolve => server.listen(port, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    script: (...replies) => queue.push(...replies),
    setDefault: reply => {
      fallback = reply
    },
    close: () =>
      new Promise<void>(resolve => {
        for (const response of hanging) response.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

// Run on its own for browser journeys or manual tries: npx tsx tests/peers/ai-provider-peer.ts --port 3699
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const portIndex = process.argv.indexOf('--port')
  const peer = await startProviderPeer(portIndex > 0 ? Number(process.argv[portIndex + 1]) : 3699)
  process.stdout.write(`AI provider peer on ${peer.url}\n`)
}
