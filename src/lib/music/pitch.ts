/** Pitch arithmetic shared by the score player, the demonstrations and the practice scoring. Pure code. */

export const A4 = 440

export const midiToHz = (midi: number) => A4 * 2 ** ((midi - 69) / 12)

export const hzToMidi = (hz: number) => 69 + 12 * Math.log2(hz / A4)

/** Cents from a target frequency; folded to ±600 when `foldOctaves` (a man singing a woman's la an octave down). */
export function centsOff(hz: number, targetHz: number, foldOctaves = false): number {
  const cents = 1200 * Math.log2(hz / targetHz)
  if (!foldOctaves) return cents
  return cents - 1200 * Math.round(cents / 1200)
}

const FRENCH_NAMES = ['do', 'do♯', 'ré', 'mi♭', 'mi', 'fa', 'fa♯', 'sol', 'sol♯', 'la', 'si♭', 'si']

/** 'la 3' for 69 (the French octave numbering: middle C is do 3). */
export function frenchNoteName(midi: number, withOctave = true): string {
  const name = FRENCH_NAMES[((midi % 12) + 12) % 12]!
  return withOctave ? `${name} ${Math.floor(midi / 12) - 2}` : name
}
