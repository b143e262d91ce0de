/**
 * The worker side of worker-checker.ts: one snippet checker, made once from the type source the
 * worker was started with, checks the blocks it is sent one at a time. It warms up first (the
 * `lib` files and the scope's exports parsed) so a block's time limit measures the block only.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { createSnippetChecker, type FrameworkSetup } from './checker'
import type { TypeSource } from './type-source'
import type { SnippetBlock } from './types'

export type WorkerStart = { source: TypeSource; setup: FrameworkSetup }
export type WorkerRequest = { id: number; block: SnippetBlock; previous?: SnippetBlock }
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'verdict'; id: number; verdict: ReturnType<ReturnType<typeof createSnippetChecker>['checkBlock']> }
  | { type: 'error'; id?: number; message: string }

const port = parentPort!
const { source, setup } = workerData as WorkerStart
const reply = (message: WorkerReply) => port.postMessage(message)

try {
  const checker = createSnippetChecker(source, setup)
  checker.scope()
  checker.checkBlock({ lang: 'ts', code: 'export {}', line: 1 })
  reply({ type: 'ready' })
  port.on('message', ({ id, block, previous }: WorkerRequest) => {
    try {
      const verdict = checker.checkBlock(block, previous)
      const hovers = verdict.verdict === 'checked' ? checker.hoversOfLastBlock({ namesDeclaredAny: verdict.rules.includes('undeclared-as-any') }) : undefined
      reply({ type: 'verdict', id, verdict: verdict.verdict === 'checked' && hovers ? { ...verdict, hovers } : verdict })
    } catch (error) {
      reply({ type: 'error', id, message: (error as Error).stack ?? String(error) })
    }
  })
} catch (error) {
  reply({ type: 'error', message: (error as Error).stack ?? String(error) })
}
