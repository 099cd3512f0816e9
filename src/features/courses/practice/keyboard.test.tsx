import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import {
  AZERTY,
  computerKeyLabels,
  computerKeyMap,
  guessedLayout,
  Keyboard,
  QWERTY,
  useKeyLayout,
} from './keyboard.tsx'

afterEach(() => vi.unstubAllGlobals())

test('the letters on the keys follow the layout: the same key places play, AZERTY and QWERTY print their own letters', () => {
  const keys = computerKeyMap(60, 48)
  expect(computerKeyLabels(keys, AZERTY).get(60)).toBe('Q')
  expect(computerKeyLabels(keys, QWERTY).get(60)).toBe('A')
  expect(computerKeyLabels(keys, AZERTY).get(48)).toBe('W')
  expect(computerKeyLabels(keys, QWERTY).get(48)).toBe('Z')
  expect(computerKeyLabels(keys, QWERTY).get(76)).toBe(';')
  expect(guessedLayout('fr-CM')).toBe(AZERTY)
  expect(guessedLayout('en-CM')).toBe(QWERTY)
})

function Probe() {
  const { layout, touchOnly } = useKeyLayout()
  return <p data-testid="probe">{`${layout.get('KeyA')} ${layout.get('KeyZ')} ${touchOnly ? 'tactile' : 'clavier'}`}</p>
}

test('the browser’s own layout map wins over the language; a touch-only device is told apart', async () => {
  vi.stubGlobal('navigator', {
    language: 'fr-FR',
    keyboard: {
      getLayoutMap: async () =>
        new Map([
          ['KeyA', 'a'],
          ['KeyZ', 'z'],
        ]),
    },
  })
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(hover: none) and (pointer: coarse)' }))
  render(<Probe />)
  await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('A Z tactile'))
})

test('without the Keyboard API, the layout is guessed from the language', async () => {
  vi.stubGlobal('navigator', { language: 'en-CM' })
  vi.stubGlobal('matchMedia', () => ({ matches: false }))
  render(<Probe />)
  await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('A Z clavier'))
})

test('on a phone the white keys show do, ré, mi instead of computer letters', () => {
  const { container, rerender } = render(
    <Keyboard
      low={60}
      high={64}
      computerKeys={computerKeyLabels(computerKeyMap(60, null))}
      label="Clavier"
      onPress={() => undefined}
    />,
  )
  const printed = () => [...container.querySelectorAll('button span')].map(span => span.textContent)
  expect(printed()).toEqual(['Q', 'Z', 'S', 'E', 'D'])
  rerender(<Keyboard low={60} high={64} noteNames label="Clavier" onPress={() => undefined} />)
  expect(printed()).toEqual(['do', '', 'ré', '', 'mi'])
  expect(screen.getByRole('button', { name: 'do♯ 3' }).textContent).toBe('')
})
