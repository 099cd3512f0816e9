import { expect, test } from 'vitest'
import { findRootElement } from './root-element.ts'

test('start-up fails with a clear error when the root element is missing', () => {
  expect(() => findRootElement({ getElementById: () => null })).toThrow('The page has no <div id="root"> to start in.')
})

test('returns the root element when present', () => {
  const root = { id: 'root' } as HTMLElement
  expect(findRootElement({ getElementById: (id: string) => (id === 'root' ? root : null) })).toBe(root)
})
