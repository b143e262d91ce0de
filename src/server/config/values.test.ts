import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { commaSeparated, folder, numberWithin, oneOf, wholeNumber } from './values'

describe('the kinds of configuration values', () => {
  it('reads a number within its bounds, and its value when unset only where one is given', () => {
    expect(wholeNumber(1, 10, 4).parse(undefined)).toBe(4)
    expect(wholeNumber(1, 10, 4).parse('7')).toBe(7)
    expect(wholeNumber(1, 10).safeParse(undefined).success).toBe(false)
    expect(wholeNumber(1, 10, 4).safeParse('2.5').success).toBe(false)
    expect(wholeNumber(1, 10, 4).safeParse('11').success).toBe(false)
    expect(numberWithin(0.1, 2, 1).parse('0.5')).toBe(0.5)
    expect(numberWithin(0.1, 2, 1).parse(undefined)).toBe(1)
    expect(numberWithin(0.1, 2).safeParse('0').success).toBe(false)
  })

  it('reads a folder, refusing a blank one', () => {
    expect(folder('data/x').parse(undefined)).toBe('data/x')
    expect(folder('data/x').parse(' other ')).toBe('other')
    expect(folder('data/x').safeParse('  ').success).toBe(false)
  })

  it('reads a comma-separated list, each entry checked', () => {
    const logins = commaSeparated(z.string().regex(/^[a-z]+$/))
    expect(logins.parse(undefined)).toEqual([])
    expect(logins.parse(' ann, bob ,,')).toEqual(['ann', 'bob'])
    expect(logins.safeParse('ann, B0b').success).toBe(false)
  })

  it('reads one of its choices, the first when unset or empty', () => {
    const backend = oneOf(['embedded', 'algolia'])
    expect(backend.parse(undefined)).toBe('embedded')
    expect(backend.parse('')).toBe('embedded')
    expect(backend.parse('algolia')).toBe('algolia')
    expect(backend.safeParse('elastic').success).toBe(false)
  })
})
