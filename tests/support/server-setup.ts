import 'vitest'
import type { TestProject } from 'vitest/node'
import { startBuiltServer } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

/** One built server for a whole suite; tests read its address with `inject('baseUrl')`. */
export default async function setup(project: TestProject) {
  const server = await startBuiltServer()
  project.provide('baseUrl', server.url)
  return async () => {
    await server.stop()
  }
}
