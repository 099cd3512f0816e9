import { useSyncExternalStore } from 'react'
import { CHAT_LIMITS, CHAT_TEXTS, type ChatMessage } from './chat.types.ts'
import { readChatStream } from './ui-stream.ts'

/**
 * The conversation with the assistant, shared by the floating panel and the /tutor page. It lives at
 * module level (and in sessionStorage), so it survives page changes and closing the panel; signed-in
 * users get theirs from the server (`/api/chat/history`).
 */
export type ChatPhase = 'idle' | 'waiting' | 'streaming' | 'composing'
export type ChatState = {
  availability: 'unknown' | 'available' | 'unavailable'
  messages: ChatMessage[]
  phase: ChatPhase
  /** The answer being streamed, shown as it arrives. */
  streaming: string
  /** The last finished answer, for the polite live region (announced once, not token by token). */
  announcement: string
}

const STORAGE_KEY = 'gombiste_chat'
let state: ChatState = { availability: 'unknown', messages: [], phase: 'idle', streaming: '', announcement: '' }
const listeners = new Set<() => void>()
let restored = false
let historyLoadedFor: string | null = null

function update(patch: Partial<ChatState>) {
  state = { ...state, ...patch }
  if ('messages' in patch) {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state.messages))
    } catch {
      // Private mode or storage full: the conversation still lives in memory.
    }
  }
  for (const listener of listeners) listener()
}

function restore() {
  if (restored || typeof window === 'undefined') return
  restored = true
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown
    if (Array.isArray(saved))
      state = { ...state, messages: saved.filter(isMessage).slice(-CHAT_LIMITS.conversationLength) }
  } catch {
    // Ignore a corrupt entry.
  }
}

const isMessage = (value: unknown): value is ChatMessage =>
  typeof value === 'object' &&
  value !== null &&
  ((value as ChatMessage).sender === 'user' || (value as ChatMessage).sender === 'ai') &&
  typeof (value as ChatMessage).text === 'string'

export function subscribeToChat(listener: () => void) {
  restore()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const SERVER_STATE: ChatState = {
  availability: 'unknown',
  messages: [],
  phase: 'idle',
  streaming: '',
  announcement: '',
}
export function useChat(): ChatState {
  return useSyncExternalStore(
    subscribeToChat,
    () => state,
    () => SERVER_STATE,
  )
}

/** Asks the server once whether the assistant answers (`AI_PROVIDER=none` switches it off). */
export async function loadAvailability() {
  if (state.availability !== 'unknown') return
  try {
    const response = await fetch('/api/chat/status', { headers: { accept: 'application/json' } })
    const body = (await response.json()) as { available?: boolean }
    update({ availability: response.ok && body.available ? 'available' : 'unavailable' })
  } catch {
    update({ availability: 'unavailable' })
  }
}

/** For a signed-in user, the server's copy of the conversation replaces the browser's. */
export async function loadServerHistory(userId: string | null) {
  if (!userId || historyLoadedFor === userId) return
  historyLoadedFor = userId
  try {
    const response = await fetch('/api/chat/history', { headers: { accept: 'application/json' } })
    if (!response.ok) return
    const body = (await response.json()) as { messages?: unknown[] }
    const messages = (body.messages ?? []).filter(isMessage)
    if (messages.length > 0 && state.phase === 'idle') update({ messages })
  } catch {
    historyLoadedFor = null
  }
}

export async function clearConversation(signedIn: boolean) {
  if (state.phase !== 'idle') return
  update({ messages: [], announcement: '' })
  if (signedIn) {
    await fetch('/api/chat/history', { method: 'DELETE', headers: { accept: 'application/json' } }).catch(
      () => undefined,
    )
  }
}

function finishWith(messages: ChatMessage[], announcement: string) {
  update({
    messages: [...state.messages, ...messages].slice(-CHAT_LIMITS.conversationLength * 2),
    phase: 'idle',
    streaming: '',
    announcement,
  })
}

/** Spec §4: blank input, a busy or an unavailable assistant → nothing is sent. Returns whether it sent. */
export function sendMessage(text: string): boolean {
  const question = text.trim()
  if (!question || state.phase !== 'idle' || state.availability !== 'available') return false
  const userMessage: ChatMessage = { sender: 'user', text: question.slice(0, CHAT_LIMITS.messageLength) }
  update({ messages: [...state.messages, userMessage], phase: 'waiting', streaming: '', announcement: '' })
  void stream([...state.messages].slice(-CHAT_LIMITS.conversationLength))
  return true
}

async function stream(conversation: ChatMessage[]) {
  const produced: ChatMessage[] = []
  let text = ''
  const flushText = () => {
    if (text.trim()) produced.push({ sender: 'ai', text: text.trim() })
    text = ''
  }
  try {
    const response = await fetch('/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages: conversation }),
    })
    if (!response.ok || !response.body) {
      const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null
      const message = body?.error?.message ?? CHAT_TEXTS.sendFailure
      finishWith([{ sender: 'ai', text: message }], message)
      return
    }
    for await (const event of readChatStream(response.body)) {
      if (event.type === 'text') {
        text += event.delta
        update({ phase: state.phase === 'composing' ? 'composing' : 'streaming', streaming: text })
      } else if (event.type === 'composing') {
        flushText()
        update({ phase: 'composing', streaming: '' })
      } else if (event.type === 'composed') {
        produced.push(
          event.output.ok
            ? {
                sender: 'ai',
                text: CHAT_TEXTS.compositionSuccess,
                audioUrl: event.output.url,
                ...(event.output.summary ? { details: event.output.summary } : {}),
                ...(event.output.id ? { pieceId: event.output.id } : {}),
                ...(event.output.claim ? { claim: event.output.claim } : {}),
              }
            : { sender: 'ai', text: event.output.error || CHAT_TEXTS.compositionFailure },
        )
        if (event.output.ok && event.output.notice) produced.push({ sender: 'ai', text: event.output.notice })
        update({ phase: 'streaming', streaming: '' })
      } else if (event.type === 'error') {
        flushText()
        produced.push({ sender: 'ai', text: event.message || CHAT_TEXTS.sendFailure })
      }
    }
    flushText()
    if (produced.length === 0) produced.push({ sender: 'ai', text: CHAT_TEXTS.sendFailure })
    finishWith(produced, produced.map(message => message.text).join(' '))
  } catch {
    flushText()
    // A lost connection is not the assistant's difficulty: say what happened.
    const message = navigator.onLine ? CHAT_TEXTS.sendFailure : CHAT_TEXTS.offline
    produced.push({ sender: 'ai', text: message })
    finishWith(produced, message)
  }
}

/** Tests only. */
export function resetChatForTests(patch: Partial<ChatState> = {}) {
  state = { ...SERVER_STATE, ...patch }
  historyLoadedFor = null
}
