import { createIsomorphicFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'

/** A page rendered on the server for a signed-in user who is not an admin answers 403. */
export const markForbidden = createIsomorphicFn()
  .server(() => setResponseStatus(403))
  .client(() => {})
