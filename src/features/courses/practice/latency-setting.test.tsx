import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { LATENCY_KEY } from './latency.ts'
import { LatencySetting } from './latency-setting.tsx'

/** The browser's Web Audio, reduced to what a click needs: nodes that accept every call. */
class SilentAudioContext {
  state = 'running'
  currentTime = 0
  destination = {}
  resume = async () => undefined
  createOscillator = () => ({ frequency: { value: 0 }, connect: (node: unknown) => node, start() {}, stop() {} })
  createGain = () => ({
    gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
    connect: (node: unknown) => node,
  })
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  localStorage.clear()
})

test('eight clicks tapped 100 ms late: the delay is kept on the device and said; it can be reset', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] })
  vi.stubGlobal('AudioContext', SilentAudioContext)
  render(<LatencySetting />)
  fireEvent.click(screen.getByRole('button', { name: 'Commencer le réglage' }))
  // The first click sounds 300 ms after the start, then one every 600 ms.
  for (let beat = 0; beat < 8; beat++) {
    await act(async () => vi.advanceTimersByTime(beat === 0 ? 400 : 600))
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Frapper' }))
  }
  await act(async () => vi.advanceTimersByTime(2000))
  expect(screen.getByRole('status').textContent).toBe(
    'Décalage mesuré : 100 ms. Il est retiré de vos temps sur cet appareil.',
  )
  expect(localStorage.getItem(LATENCY_KEY)).toBe('100')
  expect(screen.getByText('Régler le décalage (100 ms retirés)')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Remettre à zéro' }))
  expect(localStorage.getItem(LATENCY_KEY)).toBeNull()
  expect(screen.getByRole('status').textContent).toBe('Décalage remis à zéro.')
})

test('too few taps: nothing is kept, and the learner is told to start again', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] })
  vi.stubGlobal('AudioContext', SilentAudioContext)
  render(<LatencySetting />)
  fireEvent.click(screen.getByRole('button', { name: 'Commencer le réglage' }))
  await act(async () => vi.advanceTimersByTime(400))
  fireEvent.pointerDown(screen.getByRole('button', { name: 'Frapper' }))
  await act(async () => vi.advanceTimersByTime(6000))
  expect(screen.getByRole('status').textContent).toMatch(/^Pas assez de frappes sur les clics/)
  expect(localStorage.getItem(LATENCY_KEY)).toBeNull()
})
