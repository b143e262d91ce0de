import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { BadInputError, validInput } from '~/lib/validation'
import { githubSignInEnabled } from '~/server/auth/github'
import { signInWithPassword } from '~/server/auth/login'
import { privateAnswer } from '~/server/auth/middleware'
import { currentUser, endSession } from '~/server/auth/request'
import { deleteUserSessions } from '~/server/auth/sessions'
import { getDatabase } from '~/server/db'
import { PRIVATE_NO_STORE } from '~/lib/cache-policy'

export type Viewer = { name: string; role: 'admin' | 'user'; via: 'password' | 'github' }

/** Who is signed in (or null), and whether GitHub sign-in is offered. */
export const getViewerFn = createServerFn({ method: 'GET' }).handler(async (): Promise<{ viewer: Viewer | null; github: boolean }> => {
  setResponseHeader('Cache-Control', PRIVATE_NO_STORE)
  const user = await currentUser()
  const viewer: Viewer | null = user
    ? { name: user.username ?? user.githubLogin ?? 'unknown', role: user.role, via: user.username ? 'password' : 'github' }
    : null
  return { viewer, github: githubSignInEnabled() }
})

const credentials = z.object({
  username: z.string().trim().min(1, 'Enter your username').max(64),
  password: z.string().min(1, 'Enter your password').max(1024),
})

export const signInFn = createServerFn({ method: 'POST' })
  .middleware([privateAnswer])
  .validator(validInput(credentials))
  .handler(async ({ data }) => {
    const user = await signInWithPassword(data.username, data.password)
    return { role: user.role }
  })

export const signOutFn = createServerFn({ method: 'POST' })
  .middleware([privateAnswer])
  .handler(async () => {
    await endSession()
    return { ok: true }
  })

/** Ends every session of the signed-in user, on every device. */
export const signOutEverywhereFn = createServerFn({ method: 'POST' })
  .middleware([privateAnswer])
  .handler(async () => {
    const user = await currentUser()
    if (!user) throw new BadInputError('You are not signed in.', 401)
    await deleteUserSessions(await getDatabase(), user.id)
    await endSession()
    return { ok: true }
  })
