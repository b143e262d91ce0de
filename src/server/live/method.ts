import { otherMethods } from '~/server/http/methods'

/** The read-only endpoints' handlers for every other method: 405 with `Allow: GET, HEAD`. */
export const readOnlyHandlers = otherMethods('GET')
