import type { z } from 'zod'

/** An error caused by the caller's input; the server answers it with a 4xx status. */
export class BadInputError extends Error {
  readonly status: number
  constructor(message: string, status = 400) {
    super(message)
    this.name = 'BadInputError'
    this.status = status
  }
}

export function isBadInputError(error: unknown): error is BadInputError {
  return error instanceof BadInputError
}

/**
 * A server-function validator from a Zod schema. Invalid input throws a BadInputError whose
 * message names each wrong field, so the caller gets a 400 with a readable reason.
 */
export function validInput<Schema extends z.ZodType>(schema: Schema) {
  return (input: unknown): z.output<Schema> => {
    const parsed = schema.safeParse(input)
    if (parsed.success) return parsed.data
    const reasons = parsed.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    throw new BadInputError(`Invalid input. ${reasons.join('; ')}`)
  }
}
