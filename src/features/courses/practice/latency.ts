/**
 * The steady delay between a click the learner hears and the key they press on it (a Bluetooth headset,
 * a slow keyboard, a phone's audio), measured once by tapping along and taken off every timing, so a
 * steady delay is not counted as lateness. Kept on this device only.
 */
export const LATENCY_KEY = 'practice-latency-ms'
/** Beyond this, the taps were not on the clicks (or the device is unusable for timing): nothing is kept. */
export const MAX_LATENCY_MS = 400
/** Taps needed for a measure worth keeping. */
export const MIN_TAPS = 5

export function readLatencyMs(storage: Pick<Storage, 'getItem'> | null = safeStorage()): number {
  const value = Number(storage?.getItem(LATENCY_KEY))
  return Number.isFinite(value) && value > 0 && value <= MAX_LATENCY_MS ? Math.round(value) : 0
}

export function saveLatencyMs(
  ms: number | null,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | null = safeStorage(),
) {
  if (!storage) return
  if (ms === null || ms <= 0) storage.removeItem(LATENCY_KEY)
  else storage.setItem(LATENCY_KEY, String(Math.round(ms)))
}

/**
 * The median delay of the taps after their nearest click (seconds in, milliseconds out), or null when
 * too few taps fell near a click or the delay is not plausible (early taps mean a guess, not a delay).
 */
export function measureLatency(clicks: readonly number[], taps: readonly number[]): number | null {
  const delays = taps
    .map(tap => {
      const nearest = clicks.reduce((best, clickTime) =>
        Math.abs(clickTime - tap) < Math.abs(best - tap) ? clickTime : best,
      )
      return (tap - nearest) * 1000
    })
    .filter(delay => delay > -150 && delay <= MAX_LATENCY_MS)
    .sort((a, b) => a - b)
  if (delays.length < MIN_TAPS) return null
  const middle = delays.length / 2
  const median = delays.length % 2 ? delays[Math.floor(middle)]! : (delays[middle - 1]! + delays[middle]!) / 2
  return median < 0 ? 0 : Math.round(median)
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}
