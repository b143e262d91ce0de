import { createMiddleware } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { BadInputError } from '~/lib/validation'
import { currentUser } from './request'
import { PRIVATE_NO_STORE } from '~/lib/cache-policy'

/** Answers about who is signed in (sign-in, sign-out): no cache, shared or the browser's, may keep them. */
export const privateAnswer = createMiddleware({ type: 'function' }).server(({ next }) => {
  setResponseHeader('Cache-Control', PRIVATE_NO_STORE)
  return next()
})

/**
 * Every dashboard server function starts with this: anonymous callers get a 401, signed-in
 * users who are not admins a 403. The page hiding its links is no protection; this is.
 */
export const requireAdmin = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  // Answers depend on who asks: no cache may keep them.
  setResponseHeader('Cache-Control', PRIVATE_NO_STORE)
  const user = await currentUser()
  if (!user) throw new BadInputError('Sign in to use the dashboard.', 401)
  if (user.role !== 'admin') throw new BadInputError("The dashboard is for the site's admins only.", 403)
  return next({ context: { user } })
})
