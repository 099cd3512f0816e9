import { expect, test } from 'vitest'
import { INTERNATIONAL_PHONE, normalizePhone } from './contact.limits.ts'

test.each([
  ['699 12 34 56', '+237699123456'],
  ['6 99 12 34 56', '+237699123456'],
  ['237 699 12 34 56', '+237699123456'],
  ['(+237) 699-12-34-56', '+237699123456'],
  ['00237 699 12 34 56', '+237699123456'],
  ['233 42 18 56', '+237233421856'],
  ['+33 6 12 34 56 78', '+33612345678'],
])('a phone number written « %s » is kept as %s', (written, kept) => {
  expect(normalizePhone(written)).toBe(kept)
  expect(INTERNATIONAL_PHONE.test(normalizePhone(written))).toBe(true)
})

test('a number too short to be one is not made international', () => {
  expect(INTERNATIONAL_PHONE.test(normalizePhone('69912345'))).toBe(false)
})
