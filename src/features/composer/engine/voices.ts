/**
 * The pitched instruments. Each renders one note (mono) into a scratch buffer and returns how many
 * samples it wrote. Simple models, chosen to sound pleasant and cost little: additive piano, FM
 * electric piano, drawbar organ, detuned-saw strings and pads, Karplus-Strong guitar, filtered bass,
 * brass with an opening filter, balafon partials, and a formant-filtered voice singing "oo" / "aa".
 * The composer renders with a sampled General MIDI bank (`sampled.ts`); these models remain for
 * the ear-training exercises, which need single notes in a few milliseconds.
 */
import { BASS, FLUTE, GLOTTAL, ORGAN, SAW, fastSin, onePole, readTable } from './dsp.ts'
import type { Rng } from './random.ts'
import type { ScoreNote, Timbre } from './score.ts'
import { midiToHz } from '#lib/music/pitch.ts'

const clamp = (value: number, low: number, high: number): number => (value < low ? low : Math.min(value, high))

/** Evens out the timbres: a short note of each at gain 1 is about as loud as the others. */
export const TIMBRE_GAIN: Record<Timbre, number> = {
  piano: 0.95,
  ep: 0.88,
  organ: 1.4,
  strings: 2.1,
  synthPad: 1.9,
  lead: 0.94,
  guitar: 2.8,
  mute: 5,
  bass: 0.75,
  brass: 1.6,
  balafon: 1.4,
  voiceFemale: 1.3,
  voiceMale: 1.3,
  nylon: 2.8,
  choir: 1.3,
  likembe: 1.4,
  flute: 0.94,
}

/** Formants (Hz, relative gain, bandwidth Hz) of two sung vowels; a woman's are about 15 % higher. */
const VOWELS = {
  oo: [
    [320, 1, 80],
    [800, 0.45, 90],
    [2500, 0.08, 150],
  ],
  aa: [
    [730, 1, 90],
    [1100, 0.55, 100],
    [2450, 0.15, 160],
  ],
} as const

/** tanh-like curve (Padé approximant), several times cheaper than Math.tanh. */
function softSaturate(x: number): number {
  if (x > 3) return 1
  if (x < -3) return -1
  const x2 = x * x
  return (x * (27 + x2)) / (27 + 9 * x2)
}
const SATURATION_AT_ONE = softSaturate(1.6)

/**
 * Adds a * r^n * sin(w n) to out[0, length): a decaying partial by the two-term recurrence of a damped
 * oscillator, one multiply-add per sample instead of a sine and an exponential.
 */
function addDecayingSine(out: Float32Array, length: number, amplitude: number, w: number, r: number): void {
  const coefficient = 2 * r * Math.cos(w)
  const r2 = r * r
  let previous = 0
  let current = amplitude * r * Math.sin(w)
  if (length > 1) out[1] = out[1]! + current
  for (let i = 2; i < length; i++) {
    const next = coefficient * current - r2 * previous
    out[i] = out[i]! + next
    previous = current
    current = next
  }
}

export function renderNote(note: ScoreNote, sampleRate: number, out: Float32Array, rng: Rng): number {
  const f = midiToHz(note.midi)
  const nyquist = sampleRate / 2
  const v = note.velocity
  const sr = sampleRate
  const release = (t: number, r: number): number => {
    if (t <= note.duration) return 1
    const x = (t - note.duration) / r
    return x >= 1 ? 0 : (1 - x) * (1 - x)
  }
  const attack = (t: number, a: number): number => (t < a ? t / a : 1)
  let length: number
  switch (note.timbre) {
    case 'ep': {
      // Two-operator FM with a fast-decaying index: the bell-like attack of a Rhodes.
      length = Math.min(out.length, Math.ceil((note.duration + 0.35) * sr))
      const decayRate = 0.7 + f / 900
      const tine = f * 7 < nyquist * 0.8
      let amp = 1,
        mod = 1,
        tineEnv = 1
      const kAmp = Math.exp(-decayRate / sr),
        kMod = Math.exp(-4 / sr),
        kTine = Math.exp(-50 / sr)
      const index = 0.5 + 0.9 * v
      for (let i = 0; i < length; i++) {
        const t = i / sr
        const phase = f * t
        let x = fastSin(phase + ((index * mod + 0.15) / (2 * Math.PI)) * fastSin(phase))
        if (tine) x += 0.1 * v * tineEnv * fastSin(phase * 7)
        out[i] = x * amp * attack(t, 0.003) * release(t, 0.3) * v
        amp *= kAmp
        mod *= kMod
        tineEnv *= kTine
      }
      return length
    }
    case 'piano': {
      // Slightly stretched partials, higher ones dying faster; louder notes are brighter.
      length = Math.min(out.length, Math.ceil(Math.min(note.duration + 0.25, 4) * sr))
      out.fill(0, 0, length)
      const amps = [1, 0.5, 0.3, 0.2, 0.12, 0.08, 0.05]
      const scale = (f / 260) ** 0.35
      for (let h = 1; h <= amps.length; h++) {
        const fh = h * f * Math.sqrt(1 + 0.0003 * h * h)
        if (fh > nyquist * 0.85) break
        const r = Math.exp((-(0.6 + 0.45 * h) * scale) / sr)
        addDecayingSine(out, length, amps[h - 1]! * v ** ((h - 1) * 0.4), (2 * Math.PI * fh) / sr, r)
      }
      for (let i = 0; i < length; i++) {
        const t = i / sr
        out[i] = out[i]! * attack(t, 0.002) * release(t, 0.2) * v * 0.7
      }
      return length
    }
    case 'organ': {
      length = Math.min(out.length, Math.ceil((note.duration + 0.08) * sr))
      let phase = rng.next()
      for (let i = 0; i < length; i++) {
        const t = i / sr
        phase += (f * (1 + 0.0018 * fastSin(5.6 * t))) / sr
        out[i] = readTable(ORGAN, phase) * attack(t, 0.008) * release(t, 0.07) * v * 0.6
      }
      return length
    }
    case 'strings':
    case 'synthPad': {
      // Detuned saws through a gentle low-pass: strings swell slowly, the synth pad is brighter.
      const strings = note.timbre === 'strings'
      const r = strings ? 0.5 : 0.6
      length = Math.min(out.length, Math.ceil((note.duration + r) * sr))
      const detune = strings ? [-0.005, 0, 0.005] : [-0.007, 0.007]
      const phases = detune.map(() => rng.next())
      const a = Math.min(strings ? 0.35 : 0.25, note.duration * 0.4)
      const c = onePole(strings ? 1500 + 600 * v : 2400 + 800 * v, sr)
      let y1 = 0,
        y2 = 0
      for (let i = 0; i < length; i++) {
        const t = i / sr
        const vibrato = 1 + 0.003 * fastSin(5 * t)
        let x = 0
        for (let k = 0; k < detune.length; k++) {
          phases[k] = phases[k]! + (f * (1 + detune[k]!) * vibrato) / sr
          x += readTable(SAW, phases[k]!)
        }
        y1 += c * (x / detune.length - y1)
        y2 += c * (y1 - y2)
        out[i] = y2 * attack(t, a) * release(t, r) * v * 0.6
      }
      return length
    }
    case 'guitar':
    case 'nylon':
    case 'mute': {
      // Karplus-Strong with a fractional delay, plucked a fifth of the way along the string.
      const muted = note.timbre === 'mute'
      const t60 = muted ? 0.22 : Math.min(2.4, 0.9 + 160 / f)
      length = Math.min(out.length, Math.ceil((Math.min(note.duration, t60) + 0.12) * sr))
      const period = sr / f
      const delay = period - 0.5
      const g = 0.001 ** (1 / (f * t60))
      const excitationLength = Math.max(2, Math.round(period))
      const excitation = new Float32Array(excitationLength)
      let lp = 0
      const brightness = muted ? 0.32 : 0.22 + 0.3 * v
      for (let i = 0; i < excitationLength; i++) {
        lp += brightness * (rng.next() * 2 - 1 - lp)
        excitation[i] = lp
      }
      const pick = Math.max(1, Math.round(excitationLength * 0.2))
      for (let i = excitationLength - 1; i >= pick; i--) excitation[i] = excitation[i]! - 0.6 * excitation[i - pick]!
      const read = (position: number): number => {
        if (position < 0) return 0
        const i0 = Math.floor(position)
        const fraction = position - i0
        return out[i0]! * (1 - fraction) + (i0 + 1 < length ? out[i0 + 1]! : 0) * fraction
      }
      for (let i = 0; i < length; i++) {
        const x = i < excitationLength ? excitation[i]! : 0
        const feedback = i - delay >= 1 ? 0.5 * (read(i - delay) + read(i - delay - 1)) : 0
        out[i] = x + g * feedback
      }
      for (let i = 0; i < length; i++) out[i] = out[i]! * release(i / sr, 0.1) * v * 0.9
      return length
    }
    case 'bass': {
      // A filter that closes after the pluck, and a little saturation for presence on small speakers.
      // The filter follows the pluck every 16 samples (0.7 ms): per sample, Math.exp made it the
      // costliest voice.
      length = Math.min(out.length, Math.ceil((note.duration + 0.06) * sr))
      let phase = 0,
        y = 0,
        pluck = 1,
        sustain = 1,
        c = 0
      const kPluck = Math.exp(-8 / sr),
        kSustain = Math.exp(-0.4 / sr)
      const increment = f / sr
      for (let i = 0; i < length; i++) {
        const t = i / sr
        if ((i & 15) === 0) c = onePole(220 + 1300 * v * pluck, sr)
        phase += increment
        y += c * (readTable(BASS, phase) - y)
        out[i] =
          (softSaturate(1.6 * y * (0.55 + 0.45 * pluck) * sustain) / SATURATION_AT_ONE) *
          attack(t, 0.004) *
          release(t, 0.05) *
          v
        pluck *= kPluck
        sustain *= kSustain
      }
      return length
    }
    case 'lead':
    case 'flute': {
      length = Math.min(out.length, Math.ceil((note.duration + 0.15) * sr))
      let phase = 0,
        y = 0
      const c = onePole(3200, sr)
      for (let i = 0; i < length; i++) {
        const t = i / sr
        const vibratoDepth = 0.0045 * clamp((t - 0.2) / 0.3, 0, 1)
        phase += (f * (1 + vibratoDepth * fastSin(5.2 * t))) / sr
        y += c * (readTable(FLUTE, phase) - y)
        out[i] = y * attack(t, 0.035) * (0.82 + 0.18 * Math.exp(-t / 0.25)) * release(t, 0.14) * v * 0.8
      }
      return length
    }
    case 'brass': {
      length = Math.min(out.length, Math.ceil((note.duration + 0.09) * sr))
      let p1 = rng.next(),
        p2 = rng.next(),
        y1 = 0,
        y2 = 0
      for (let i = 0; i < length; i++) {
        const t = i / sr
        p1 += (f * 0.997) / sr
        p2 += (f * 1.003) / sr
        const swell = t < 0.05 ? t / 0.05 : 0.55 + 0.45 * Math.exp(-(t - 0.05) * 5)
        const c = onePole(450 + 2000 * v * swell, sr)
        y1 += c * (0.5 * (readTable(SAW, p1) + readTable(SAW, p2)) - y1)
        y2 += c * (y1 - y2)
        out[i] = y2 * attack(t, 0.025) * (0.85 + 0.15 * Math.exp(-t * 6)) * release(t, 0.08) * v * 0.9
      }
      return length
    }
    case 'balafon':
    case 'likembe': {
      // Wooden bars: inharmonic partials that die fast, and a mallet click.
      length = Math.min(out.length, Math.ceil(Math.min(note.duration + 0.5, 1.1) * sr))
      const ratios = [1, 3.93, 9.7]
      const amps = [1, 0.3 * v, 0.1 * v]
      const rates = [6, 20, 45]
      out.fill(0, 0, length)
      for (let h = 0; h < ratios.length; h++) {
        const fh = f * ratios[h]!
        if (fh > nyquist * 0.85) continue
        addDecayingSine(out, length, amps[h]!, (2 * Math.PI * fh) / sr, Math.exp(-rates[h]! / sr))
      }
      let click = 0.12
      const kClick = Math.exp(-600 / sr)
      for (let i = 0; i < length; i++) {
        const t = i / sr
        out[i] = (out[i]! + click * (rng.next() * 2 - 1)) * attack(t, 0.001) * release(t, 0.15) * v * 0.8
        click *= kClick
      }
      return length
    }
    case 'voiceFemale':
    case 'choir':
    case 'voiceMale': {
      // A glottal source through three formant resonators; vibrato arrives after the attack, like a singer's.
      length = Math.min(out.length, Math.ceil((note.duration + 0.18) * sr))
      const shift = note.timbre === 'voiceFemale' ? 1.15 : 1
      const vowel = VOWELS[rng.chance(0.5) ? 'oo' : 'aa']
      const filters = vowel.map(([frequency, gain, bandwidth]) => {
        const w = (2 * Math.PI * Math.min(frequency * shift, nyquist * 0.9)) / sr
        const radius = Math.exp((-Math.PI * bandwidth) / sr)
        return { a1: -2 * radius * Math.cos(w), a2: radius * radius, gain: gain * (1 - radius), y1: 0, y2: 0 }
      })
      let phase = rng.next()
      for (let i = 0; i < length; i++) {
        const t = i / sr
        const vibratoDepth = 0.006 * clamp((t - 0.25) / 0.35, 0, 1)
        phase += (f * (1 + vibratoDepth * fastSin(5.5 * t))) / sr
        const source = readTable(GLOTTAL, phase)
        let y = 0
        for (const filter of filters) {
          const out0 = filter.gain * source - filter.a1 * filter.y1 - filter.a2 * filter.y2
          filter.y2 = filter.y1
          filter.y1 = out0
          y += out0
        }
        out[i] = y * 6 * attack(t, 0.06) * release(t, 0.16) * v
      }
      return length
    }
  }
}
