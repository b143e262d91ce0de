import { expect, it } from 'vitest'
import { z } from 'zod'
import { BadInputError, validInput } from './validation'

it('passes valid input and names the wrong field of invalid input', () => {
  const validate = validInput(z.object({ branch: z.string().min(1), page: z.number() }))
  expect(validate({ branch: 'main', page: 2 })).toEqual({ branch: 'main', page: 2 })
  expect(() => validate({ branch: '', page: 'x' })).toThrow(BadInputError)
  try {
    validate({ branch: '', page: 'x' })
  } catch (error) {
    expect((error as BadInputError).status).toBe(400)
    expect((error as Error).message).toMatch(/branch: .*; page: /)
  }
})
