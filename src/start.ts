import { createMiddleware, createStart } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import { isBadInputError } from '~/lib/validation'

/** Bad input to any server function is answered with its 4xx status instead of a 200. */
const badInputStatus = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    if (isBadInputError(error)) setResponseStatus(error.status)
    throw error
  }
})

export const startInstance = createStart(() => ({ functionMiddleware: [badInputStatus] }))
