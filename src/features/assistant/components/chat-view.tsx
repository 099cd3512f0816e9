import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Link } from 'react-router'
import { useAuth } from '#core/auth/auth-context.tsx'
import { PlayButton } from '#core/player/play-button.tsx'
import { SoundBankProgress } from '#core/ui/sound-bank-progress.tsx'
import { CHAT_LIMITS, CHAT_TEXTS, type ChatMessage } from '../chat.types.ts'
import { MessageText } from './message-text.tsx'
import { clearConversation, loadAvailability, loadServerHistory, sendMessage, useChat } from '../chat-store.ts'

type Props = {
  name: string
  /** 'panel': the floating widget; 'page': the full-size teacher of /tutor. */
  variant: 'panel' | 'page'
  id?: string
  /** Escape closes the floating panel. */
  onClose?: () => void
  /**
   * What can be done with a composed piece besides listening (saving it to "Mes créations"): given
   * by the page that composes the chat with the account, since features do not import each other.
   */
  pieceActions?: (piece: ComposedPiece) => ReactNode
}

/** A piece composed in the conversation, and what was asked for it (the user's message before it). */
export type ComposedPiece = { url: string; prompt: string; index: number; claim?: string }

const bubble = 'max-w-[85%] whitespace-pre-line rounded-2xl px-3 py-2'

function AiAudio({
  message,
  name,
  index,
  prompt,
  actions,
}: {
  message: ChatMessage
  name: string
  index: number
  prompt: string
  actions: Props['pieceActions']
}) {
  if (!message.audioUrl) return null
  const queue = [{ id: `chat-${index}`, title: `Morceau composé par ${name}`, artist: name, src: message.audioUrl }]
  return (
    <>
      <div className="mt-2 flex items-center gap-2">
        <PlayButton queue={queue} index={0} label={`le morceau composé par ${name}`} />
        <span className="text-sm">Écouter dans le lecteur</span>
      </div>
      {message.details ? (
        <p className="mt-1 text-xs" data-testid="chat-piece-request">
          D’après ta demande : {message.details}.{' '}
          {message.pieceId ? (
            <Link to={`/tutor?ajuster=${encodeURIComponent(message.pieceId)}`} className="underline">
              Ajuster et recomposer
            </Link>
          ) : null}
        </p>
      ) : null}
      {actions?.({ url: message.audioUrl, prompt, index, ...(message.claim ? { claim: message.claim } : {}) })}
    </>
  )
}

/** The user's message that asked for the piece at `index` (the last one before it). */
function requestOf(messages: ChatMessage[], index: number, name: string): string {
  for (let at = index - 1; at >= 0; at--) if (messages[at]!.sender === 'user') return messages[at]!.text
  return `Morceau composé par ${name}`
}

/** The conversation with the assistant: messages, streamed answer, composing state, input. */
export function ChatView({ name, variant, id, onClose, pieceActions }: Props) {
  const chat = useChat()
  const { user } = useAuth()
  const [draft, setDraft] = useState('')
  const inputId = useId()
  const titleId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLOListElement>(null)
  const isBusy = chat.phase !== 'idle'
  const isAvailable = chat.availability === 'available'

  useEffect(() => {
    void loadAvailability()
  }, [])
  useEffect(() => {
    void loadServerHistory(user?.id ?? null)
  }, [user?.id])
  // Focus goes to the input when the panel opens (once it can be typed in), and back to it after each answer.
  const wasBusy = useRef(false)
  useEffect(() => {
    if (!isBusy && isAvailable && (variant === 'panel' || wasBusy.current)) inputRef.current?.focus()
    wasBusy.current = isBusy
  }, [isBusy, isAvailable, variant])
  useEffect(() => {
    const list = listRef.current
    if (list) list.scrollTop = list.scrollHeight
  }, [chat.messages.length, chat.streaming, chat.phase])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation()
      onClose()
    }
  }

  const greeting = chat.availability === 'unavailable' ? CHAT_TEXTS.unavailable(name) : CHAT_TEXTS.greeting(name)
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className={
        variant === 'panel'
          ? // Phones: a full-height sheet under the site's header (above the player bar), so the conversation has
            // room; from 640 px: the floating panel above its button.
            'fixed inset-x-0 top-16 bottom-[var(--player-height,0px)] z-50 flex flex-col overflow-hidden bg-white sm:static sm:h-[28rem] sm:max-h-[calc(100vh-8rem)] sm:w-[min(24rem,calc(100vw-2rem))] sm:rounded-2xl sm:shadow-2xl sm:ring-1 sm:ring-black/10'
          : 'card flex h-[36rem] flex-col overflow-hidden'
      }
    >
      <div className="flex items-center justify-between gap-2 bg-indigo px-4 py-3 text-white">
        <h2 id={titleId} className="min-w-0 truncate font-semibold">
          {name} - Gombiste IA
        </h2>
        <div className="flex shrink-0 items-center gap-1">
          {chat.messages.length > 0 && !isBusy ? (
            <button
              type="button"
              className="rounded px-2 text-sm underline hover:no-underline"
              onClick={() => void clearConversation(Boolean(user))}
            >
              Effacer
            </button>
          ) : null}
          {variant === 'panel' && onClose ? (
            // On phones the sheet covers the round button: it closes from here.
            <button
              type="button"
              className="grid size-9 place-items-center rounded-full hover:bg-white/15 sm:hidden"
              aria-label="Fermer la discussion"
              onClick={onClose}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
            </button>
          ) : null}
        </div>
      </div>
      <ol
        ref={listRef}
        className="flex-1 space-y-2 overflow-y-auto p-4"
        aria-label={`Conversation avec ${name}`}
        data-testid="chat-messages"
      >
        {chat.availability === 'unknown' ? null : <li className={`${bubble} rounded-tl-sm bg-sand`}>{greeting}</li>}
        {chat.messages.map((message, index) => (
          <li
            key={index}
            data-sender={message.sender}
            className={
              message.sender === 'user'
                ? `${bubble} ml-auto rounded-tr-sm bg-indigo text-white`
                : `${bubble} rounded-tl-sm bg-sand`
            }
          >
            <span className="sr-only">{message.sender === 'user' ? 'Vous : ' : `${name} : `}</span>
            {message.sender === 'ai' ? <MessageText text={message.text} /> : message.text}
            {message.sender === 'ai' ? (
              <AiAudio
                message={message}
                name={name}
                index={index}
                prompt={message.audioUrl ? requestOf(chat.messages, index, name) : ''}
                actions={pieceActions}
              />
            ) : null}
          </li>
        ))}
        {chat.phase === 'streaming' && chat.streaming ? (
          <li className={`${bubble} rounded-tl-sm bg-sand`} data-sender="ai" aria-busy="true">
            {chat.streaming}
          </li>
        ) : null}
        {chat.phase === 'composing' ? (
          <li className={`${bubble} rounded-tl-sm bg-sand italic motion-safe:animate-pulse`}>
            {/* A list item cannot be a live region itself (aria-allowed-role): its content is. */}
            <span role="status">{CHAT_TEXTS.composing(name)}</span>
            <SoundBankProgress />
          </li>
        ) : null}
        {chat.phase === 'waiting' ? (
          <li className={`${bubble} rounded-tl-sm bg-sand motion-safe:animate-pulse`} aria-hidden="true">
            …
          </li>
        ) : null}
      </ol>
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {chat.announcement}
      </div>
      <form
        className="flex gap-2 border-t border-black/10 p-3"
        onSubmit={event => {
          event.preventDefault()
          if (sendMessage(draft)) setDraft('')
        }}
      >
        <label className="sr-only" htmlFor={inputId}>
          Votre question à {name}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="min-w-0 flex-1 rounded-full border border-black/20 px-3 py-2"
          placeholder={isBusy ? CHAT_TEXTS.busy(name) : CHAT_TEXTS.placeholder}
          value={draft}
          maxLength={CHAT_LIMITS.messageLength}
          autoComplete="off"
          disabled={isBusy || !isAvailable}
          onChange={event => setDraft(event.target.value)}
        />
        <button type="submit" className="button-primary px-4" disabled={isBusy || !isAvailable || draft.trim() === ''}>
          Envoyer
        </button>
      </form>
    </section>
  )
}
