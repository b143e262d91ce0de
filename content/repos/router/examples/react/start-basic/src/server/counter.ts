import { createServerFn } from '@tanstack/react-start'

// Module state lives in the server process only; this file's handlers never run in the browser.
let count = 0

export const getCount = createServerFn({ method: 'GET' }).handler(async () => ({
  count,
  renderedAt: new Date().toISOString(),
}))

export const addToCount = createServerFn({ method: 'POST' })
  .validator((step: unknown) => {
    if (typeof step !== 'number' || !Number.isInteger(step) || Math.abs(step) > 10) {
      throw new Error('step must be an integer between -10 and 10')
    }
    return step
  })
  .handler(async ({ data }) => {
    count += data
    return count
  })
