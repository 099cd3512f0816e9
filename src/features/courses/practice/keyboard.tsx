import { useEffect, useState } from 'react'
import { frenchNoteName } from '#lib/music/pitch.ts'

const BLACK = new Set([1, 3, 6, 8, 10])

/** Computer keys (by their place on the keyboard, so AZERTY and QWERTY play the same) → semitones from the lowest do. */
export const COMPUTER_KEYS: Record<string, number> = {
  KeyA: 0,
  KeyW: 1,
  KeyS: 2,
  KeyE: 3,
  KeyD: 4,
  KeyF: 5,
  KeyT: 6,
  KeyG: 7,
  KeyY: 8,
  KeyH: 9,
  KeyU: 10,
  KeyJ: 11,
  KeyK: 12,
  KeyO: 13,
  KeyL: 14,
  KeyP: 15,
  Semicolon: 16,
}

/** The letter printed on each key of a French (AZERTY) keyboard at those places. */
const AZERTY_LABELS: Record<string, string> = {
  KeyA: 'Q',
  KeyW: 'Z',
  KeyS: 'S',
  KeyE: 'E',
  KeyD: 'D',
  KeyF: 'F',
  KeyT: 'T',
  KeyG: 'G',
  KeyY: 'Y',
  KeyH: 'H',
  KeyU: 'U',
  KeyJ: 'J',
  KeyK: 'K',
  KeyO: 'O',
  KeyL: 'L',
  KeyP: 'P',
  Semicolon: 'M',
}

/** The bottom row plays the left hand's white keys from its lowest do when both hands play (Z in QWERTY, W in AZERTY). */
export const LEFT_HAND_KEYS: Record<string, number> = {
  KeyZ: 0,
  KeyX: 2,
  KeyC: 4,
  KeyV: 5,
  KeyB: 7,
  KeyN: 9,
  KeyM: 11,
  Comma: 12,
  Period: 14,
  Slash: 16,
}

const AZERTY_BOTTOM_LABELS: Record<string, string> = {
  KeyZ: 'W',
  KeyX: 'X',
  KeyC: 'C',
  KeyV: 'V',
  KeyB: 'B',
  KeyN: 'N',
  KeyM: ',',
  Comma: ';',
  Period: ':',
  Slash: '!',
}

/**
 * Which computer key plays which note: the home row (with the row above for the black keys) from
 * `low`, and, when `leftLow` is given (both hands), the bottom row on the white keys from `leftLow`.
 */
export function computerKeyMap(low: number, leftLow: number | null): Map<string, number> {
  const map = new Map<string, number>()
  for (const [code, semitone] of Object.entries(COMPUTER_KEYS)) map.set(code, low + semitone)
  if (leftLow !== null) for (const [code, semitone] of Object.entries(LEFT_HAND_KEYS)) map.set(code, leftLow + semitone)
  return map
}

/** What is printed on each key place (`KeyboardEvent.code` → its letter) on a given layout. */
export type KeyLayout = ReadonlyMap<string, string>

export const AZERTY: KeyLayout = new Map(Object.entries({ ...AZERTY_LABELS, ...AZERTY_BOTTOM_LABELS }))
const QWERTY_PUNCTUATION: Record<string, string> = { Semicolon: ';', Comma: ',', Period: '.', Slash: '/' }
export const QWERTY: KeyLayout = new Map(
  Object.keys({ ...COMPUTER_KEYS, ...LEFT_HAND_KEYS }).map(code => [
    code,
    code.startsWith('Key') ? code.slice(3) : (QWERTY_PUNCTUATION[code] ?? code),
  ]),
)

/** Without the browser's own map: French speakers in Cameroon type on AZERTY, English speakers on QWERTY. */
export const guessedLayout = (language: string): KeyLayout =>
  language.toLowerCase().startsWith('fr') ? AZERTY : QWERTY

/** The letter printed on the visitor's keyboard for each note a key plays (midi → label). */
export function computerKeyLabels(keys: ReadonlyMap<string, number>, layout: KeyLayout = AZERTY): Map<number, string> {
  const labels = new Map<number, string>()
  for (const [code, midi] of keys) {
    const label = layout.get(code)
    if (label && !labels.has(midi)) labels.set(midi, label)
  }
  return labels
}

type LayoutMap = { getLayoutMap(): Promise<Iterable<[string, string]>> }

/**
 * The visitor's keyboard, once the page runs: the letters of its layout (the Keyboard API where the
 * browser has it, else guessed from the language), and whether the device is touch only (a phone: the
 * on-screen keys then show do, ré, mi rather than letters nobody can type). The server renders AZERTY.
 */
export function useKeyLayout(): { layout: KeyLayout; touchOnly: boolean } {
  const [state, setState] = useState<{ layout: KeyLayout; touchOnly: boolean }>({ layout: AZERTY, touchOnly: false })
  useEffect(() => {
    let live = true
    const touchOnly = window.matchMedia?.('(hover: none) and (pointer: coarse)').matches ?? false
    const guessed = guessedLayout(navigator.language ?? 'fr')
    setState({ layout: guessed, touchOnly })
    const keyboard = (navigator as Navigator & { keyboard?: LayoutMap }).keyboard
    keyboard
      ?.getLayoutMap()
      .then(map => {
        const layout = new Map([...map].map(([code, key]) => [code, key.toUpperCase()]))
        if (live && layout.size > 0) setState({ layout, touchOnly })
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  return state
}

/**
 * An on-screen piano keyboard from `low` to `high` (MIDI). Keys light up when `active` (a note
 * sounding in a demonstration, the next note to play), and show right or wrong after a press.
 * Each key is a button named by its French note name; `onPress` makes it playable.
 */
export function Keyboard({
  low,
  high,
  active,
  marks,
  onPress,
  computerKeys,
  noteNames = false,
  label,
}: {
  low: number
  high: number
  active?: ReadonlySet<number>
  marks?: ReadonlyMap<number, 'right' | 'wrong'>
  onPress?: (midi: number) => void
  /** The computer key printed on each note it plays (midi → label, `computerKeyLabels`). */
  computerKeys?: ReadonlyMap<number, string>
  /** Print do, ré, mi… on the white keys (a phone, where no computer key is at hand). */
  noteNames?: boolean
  label: string
}) {
  const keys: number[] = []
  for (let midi = low; midi <= high; midi++) keys.push(midi)
  // Each white key is a slot holding the black key that follows it, drawn across the boundary: the
  // layout is plain CSS (no inline style, which the server-rendered page's CSP would refuse), and the
  // keys stay in pitch order for the Tab key.
  const slots: { white: number | null; black: number | null }[] = []
  for (const midi of keys) {
    if (!BLACK.has(midi % 12)) slots.push({ white: midi, black: null })
    else if (slots.length > 0 && slots[slots.length - 1]!.black === null) slots[slots.length - 1]!.black = midi
    else slots.push({ white: null, black: midi })
  }
  const key = (midi: number, black: boolean) => {
    const mark = marks?.get(midi)
    const lit = active?.has(midi)
    const computerKey = computerKeys?.get(midi) ?? null
    const colour =
      mark === 'right'
        ? 'bg-forest text-white'
        : mark === 'wrong'
          ? 'bg-terracotta text-white'
          : lit
            ? 'bg-gold text-night'
            : black
              ? 'bg-night text-white'
              : 'bg-white text-ink'
    return (
      <button
        key={midi}
        type="button"
        tabIndex={onPress ? 0 : -1}
        aria-disabled={onPress ? undefined : true}
        data-midi={midi}
        data-active={lit ? 'true' : undefined}
        aria-label={frenchNoteName(midi)}
        onPointerDown={event => {
          if (!onPress) return
          event.preventDefault()
          onPress(midi)
        }}
        onKeyDown={event => {
          if (onPress && (event.key === 'Enter' || event.key === ' ')) {
            event.preventDefault()
            onPress(midi)
          }
        }}
        className={`flex items-end justify-center rounded-b-md border border-night/40 pb-1 text-[10px] font-semibold ${
          black ? 'absolute top-0 right-[-30%] z-10 h-[60%] w-[60%]' : 'h-full w-full'
        } ${colour}`}
      >
        <span aria-hidden="true">
          {noteNames
            ? black
              ? ''
              : frenchNoteName(midi, false)
            : (computerKey ?? (midi % 12 === 0 ? frenchNoteName(midi) : ''))}
        </span>
      </button>
    )
  }
  return (
    // Keys keep a size a finger can hit (white 2.5rem, black 1.5rem: 24 px at least): on a phone a long
    // keyboard scrolls sideways inside its box, never the page. `contain: inline-size` keeps the keys'
    // width from widening the columns around it (grid and flex items grow to their content otherwise).
    // Focusable when its keys are not, so the scrolling box can be reached from the keyboard.
    <div
      role="group"
      aria-label={label}
      tabIndex={onPress ? undefined : 0}
      className="w-full select-none overflow-x-auto touch-manipulation [contain:inline-size]"
    >
      <div className="flex h-32">
        {slots.map(slot => (
          <div
            key={slot.white ?? `before-${slot.black}`}
            className={`relative shrink-0 ${slot.white === null ? 'w-0' : 'min-w-10 flex-1'}`}
          >
            {slot.white === null ? null : key(slot.white, false)}
            {slot.black === null ? null : key(slot.black, true)}
          </div>
        ))}
      </div>
    </div>
  )
}

/** A keyboard range that shows the notes given, from a do to a si, at least two octaves. */
export function keyboardRange(notes: number[]): { low: number; high: number } {
  const lowest = notes.length ? Math.min(...notes) : 60
  const highest = notes.length ? Math.max(...notes) : 71
  const low = lowest - (lowest % 12)
  const high = Math.max(highest - (highest % 12) + 11, low + 23)
  return { low, high }
}
