import { expect, it } from 'vitest'
import { compactNumber, wholeNumber } from './numbers'

it.each([
  [1_234, '1.2K'],
  [12_500, '12.5K'],
  [1_234_567, '1.2M'],
  [5_200_000_000, '5.2B'],
  [950, '950'],
  [null, '–'],
  [Number.NaN, '–'],
])('shortens %s to %s', (value, text) => {
  expect(compactNumber(value)).toBe(text)
})

it('groups the digits of a whole count, dropping a fraction', () => {
  expect(wholeNumber(12345)).toBe('12,345')
  expect(wholeNumber(1234567.4)).toBe('1,234,567')
})
