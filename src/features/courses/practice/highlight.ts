/**
 * Which drawn notes to light during playback: each `g.note` of the engraved score carries its start
 * and end in quarter notes (`data-start`, `data-end`), and stays lit while it sounds, so a left-hand
 * half note stays lit under the right hand's quarter notes. Pure code (score-view.tsx applies it).
 */
export type DrawnNote = { start: number; end: number }

/** The start and end of a drawn note, read from its attributes (null when it has none). */
export function drawnNote(element: Pick<Element, 'getAttribute'>): DrawnNote | null {
  const start = Number(element.getAttribute('data-start'))
  const end = Number(element.getAttribute('data-end') ?? Number.NaN)
  return Number.isFinite(start) && Number.isFinite(end) ? { start, end } : null
}

/** Whether each note sounds at `position` (quarter notes; null when nothing plays). */
export function soundingAt(notes: readonly DrawnNote[], position: number | null): boolean[] {
  return notes.map(note => position !== null && note.start <= position + 1e-6 && position + 1e-6 < note.end)
}
