import { expect, test } from 'vitest'
import { LATENCY_KEY, measureLatency, readLatencyMs, saveLatencyMs } from './latency.ts'

const clicks = Array.from({ length: 8 }, (_, index) => index * 0.6)

test('a steady delay is measured as the median of the taps after their clicks', () => {
  // 120 ms late with ±15 ms of human jitter, one click missed, one stray tap before the first click.
  const jitter = [0.01, -0.012, 0.005, 0.015, -0.008, 0, -0.015]
  const taps = jitter.map((offset, index) => clicks[index]! + 0.12 + offset)
  expect(measureLatency(clicks, [-0.5, ...taps])).toBe(120)
  // On the beat: nothing to take off (a slightly early median is no delay).
  expect(
    measureLatency(
      clicks,
      clicks.map(time => time - 0.01),
    ),
  ).toBe(0)
})

test('too few taps on the clicks, or taps that are not a delay, keep nothing', () => {
  expect(
    measureLatency(
      clicks,
      clicks.slice(0, 4).map(time => time + 0.1),
    ),
  ).toBeNull()
  // Taps well ahead of the clicks are guesses, not a delay.
  expect(
    measureLatency(
      clicks,
      clicks.map(time => time - 0.2),
    ),
  ).toBeNull()
})

test('the delay is kept on the device, within its bounds, and removed at will', () => {
  const items = new Map<string, string>()
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
  expect(readLatencyMs(storage)).toBe(0)
  saveLatencyMs(118.6, storage)
  expect(items.get(LATENCY_KEY)).toBe('119')
  expect(readLatencyMs(storage)).toBe(119)
  items.set(LATENCY_KEY, '5000')
  expect(readLatencyMs(storage)).toBe(0)
  items.set(LATENCY_KEY, 'beaucoup')
  expect(readLatencyMs(storage)).toBe(0)
  saveLatencyMs(null, storage)
  expect(items.has(LATENCY_KEY)).toBe(false)
})
