import { definePlugin } from 'nitro'
import { startMemoryReducerNudge } from '~/server/memory-reducer-nudge'

/** Lets V8 give the heap back once the server is idle (see `startMemoryReducerNudge`). */
export default definePlugin(() => {
  startMemoryReducerNudge()
})
