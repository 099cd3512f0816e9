/**
 * Drums and hand percussion from noise and sine sweeps with envelopes: a pitch-dropping kick, a
 * band-passed snare with a body tone, hi-hats and shaker from high-passed noise, a metallic ride,
 * and congas and toms as pitched membranes.
 */
import { biquad, fastSin, runBiquad } from './dsp.ts'
import type { Rng } from './random.ts'
import type { DrumHit } from './score.ts'
import type { DrumKind } from './styles.ts'

const SECONDS: Record<DrumKind, number> = {
  kick: 0.5,
  snare: 0.3,
  clap: 0.3,
  rim: 0.07,
  hat: 0.08,
  ohat: 0.45,
  shaker: 0.1,
  ride: 1.4,
  congaHi: 0.35,
  congaLo: 0.4,
  tom: 0.45,
}

/** Level of each piece in the drum bus. */
export const DRUM_GAIN: Record<DrumKind, number> = {
  kick: 1,
  snare: 0.7,
  clap: 0.5,
  rim: 0.55,
  hat: 0.45,
  ohat: 0.4,
  shaker: 0.4,
  ride: 0.5,
  congaHi: 0.55,
  congaLo: 0.55,
  tom: 0.6,
}

export function renderDrum(hit: DrumHit, sampleRate: number, out: Float32Array, rng: Rng): number {
  const sr = sampleRate
  const noise = (): number => rng.next() * 2 - 1
  const length = Math.min(out.length, Math.ceil(SECONDS[hit.kind] * sr))
  const v = hit.velocity
  switch (hit.kind) {
    case 'kick': {
      let phase = 0,
        amp = 1,
        click = 0.18
      const kAmp = Math.exp(-7 / sr),
        kClick = Math.exp(-350 / sr)
      for (let i = 0; i < length; i++) {
        const t = i / sr
        phase += (46 + 100 * Math.exp(-t * 30)) / sr
        const x = fastSin(phase) * amp * (t < 0.002 ? t / 0.002 : 1) + click * noise()
        out[i] = (Math.tanh(1.4 * x) / Math.tanh(1.4)) * v * 1.1
        amp *= kAmp
        click *= kClick
      }
      return length
    }
    case 'snare':
    case 'clap': {
      for (let i = 0; i < length; i++) out[i] = noise()
      runBiquad(biquad('bp', hit.kind === 'snare' ? 2600 : 1300, hit.kind === 'snare' ? 0.6 : 1.2, sr), out, length)
      if (hit.kind === 'snare') {
        for (let i = 0; i < length; i++) {
          const t = i / sr
          out[i] =
            (out[i]! * 1.4 * Math.exp(-t * 17) +
              0.45 * Math.exp(-t * 24) * (fastSin(185 * t) + 0.5 * fastSin(330 * t))) *
            v *
            0.8
        }
      } else {
        // Three quick claps then a tail: several hands, slightly apart.
        for (let i = 0; i < length; i++) {
          const t = i / sr
          let env = 0.7 * Math.exp(-t * 11)
          for (let k = 0; k < 3; k++) if (t >= k * 0.011) env += Math.exp(-(t - k * 0.011) * 110)
          out[i] = out[i]! * env * v * 1.2
        }
      }
      return length
    }
    case 'rim': {
      for (let i = 0; i < length; i++) {
        const t = i / sr
        out[i] =
          (0.6 * fastSin(1700 * t) * Math.exp(-t * 90) +
            0.3 * fastSin(820 * t) * Math.exp(-t * 120) +
            0.25 * noise() * Math.exp(-t * 250)) *
          v *
          0.7
      }
      return length
    }
    case 'hat':
    case 'ohat':
    case 'shaker': {
      for (let i = 0; i < length; i++) out[i] = noise()
      if (hit.kind === 'shaker') runBiquad(biquad('bp', 5200, 1.1, sr), out, length)
      else runBiquad(biquad('hp', 7000, 0.7, sr), out, length)
      const rate = hit.kind === 'hat' ? 55 : hit.kind === 'ohat' ? 8 : 40
      for (let i = 0; i < length; i++) {
        const t = i / sr
        const a = hit.kind === 'shaker' ? Math.min(1, t / 0.012) : 1
        out[i] = out[i]! * a * Math.exp(-t * rate) * v * (hit.kind === 'shaker' ? 0.5 : 0.38)
      }
      return length
    }
    case 'ride': {
      for (let i = 0; i < length; i++) out[i] = noise()
      runBiquad(biquad('hp', 6000, 0.7, sr), out, length)
      const partials = [427, 613, 861, 1137, 1523, 2047]
      for (let i = 0; i < length; i++) {
        const t = i / sr
        let metal = 0
        for (const p of partials) metal += fastSin(p * 2.3 * t)
        out[i] =
          (out[i]! * 0.22 * Math.exp(-t * 3.5) +
            0.025 * metal * Math.exp(-t * 7) +
            0.15 * out[i]! * Math.exp(-t * 40)) *
          v *
          0.55
      }
      return length
    }
    case 'congaHi':
    case 'congaLo':
    case 'tom': {
      const f0 = hit.kind === 'congaHi' ? 340 : hit.kind === 'congaLo' ? 230 : 130
      const rate = hit.kind === 'tom' ? 9 : hit.kind === 'congaHi' ? 16 : 12
      let phase = 0
      for (let i = 0; i < length; i++) {
        const t = i / sr
        phase += (f0 * (1 + 0.35 * Math.exp(-t * 45))) / sr
        out[i] = (fastSin(phase) * Math.exp(-t * rate) + 0.2 * noise() * Math.exp(-t * 160)) * v * 0.75
      }
      return length
    }
  }
}
