import { format } from 'node:util'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

/**
 * Set-up of the component tests (`*.test.tsx`, happy-dom). A React warning (a missing key, an update
 * outside act, invalid markup) means the component misbehaves, so any console.error or console.warn
 * fails the test that printed it.
 */
let printed: string[] = []

beforeEach(() => {
  printed = []
  for (const level of ['error', 'warn'] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      printed.push(`console.${level}: ${format(...args)}`)
    })
})

afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  if (printed.length > 0) throw new Error(`The component printed:\n${printed.join('\n')}`)
})
