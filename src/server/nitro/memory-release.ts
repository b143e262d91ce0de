import { definePlugin } from 'nitro'
import { getConfig } from '~/server/config'
import { startMemoryRelease } from '~/server/memory-release'

/** Gives the heap grown under load back once the server rests (see `src/server/memory-release.ts`). */
export default definePlugin(() => {
  startMemoryRelease(getConfig().MEMORY_RELEASE_IDLE_SECONDS)
})
