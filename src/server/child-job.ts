/**
 * Long jobs of the server (a search index batch, a docs check) run in a child process, so the
 * server's own memory and event loop stay with the readers: rendering pages (Markdown, Shiki's
 * highlighter and its WebAssembly memory, the docs caches) happens in a process whose memory
 * goes back to the system when it ends (a worker thread's would stay in the server's allocator).
 *
 * A child runs the server's own code: Node loads the module the job's code was bundled into,
 * and that module finds its job in the environment (`childJob`), so the production build needs
 * no separate entry. A child answers once over the IPC channel and ends; it ends too when the
 * server goes away, and the server kills the children still running when it receives SIGTERM.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { isMainThread } from 'node:worker_threads'
import { onShutdown } from './lifecycle'

/** The environment variable that carries a child's job: `{ kind, job }` as JSON. */
const JOB_VARIABLE = 'SITE_CHILD_JOB'

type Envelope = { kind: string; job: unknown }
type Answer = { done: unknown } | { error: string }

export type ChildRun<Result> = {
  /** The child's process id. */
  pid: number | undefined
  /** The child's answer; rejected when it failed, was killed or ended without answering. */
  result: Promise<Result>
}

const running = new Set<ChildProcess>()

onShutdown(
  'child-jobs',
  () => {
    for (const child of running) child.kill('SIGKILL')
  },
  'signal',
)

/**
 * Starts `job` of `kind` in a child process running `moduleUrl` (the `import.meta.url` of the
 * module that handles that kind with `childJob` and `answerParent`).
 */
export function startChildJob<Result>(
  moduleUrl: string,
  kind: string,
  job: unknown,
  env: Record<string, string> = {},
  execArgv: string[] = [],
): ChildRun<Result> {
  const envelope: Envelope = { kind, job }
  const child = fork(fileURLToPath(moduleUrl), [], {
    // The server's background refreshes have no place in a child.
    env: { ...process.env, LIVE_STATS_REFRESH_SECONDS: '0', ...env, [JOB_VARIABLE]: JSON.stringify(envelope) },
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'json',
  })
  // A job does not keep a server that is shutting down alive.
  child.unref()
  child.channel?.unref()
  running.add(child)
  const result = new Promise<Result>((resolve, reject) => {
    let answer: Answer | undefined
    let failure: Error | undefined
    child.on('message', (message: Answer) => (answer = message))
    child.once('error', (error) => (failure ??= error))
    child.once('exit', (code, signal) => {
      running.delete(child)
      if (answer && 'done' in answer) resolve(answer.done as Result)
      else
        reject(
          answer && 'error' in answer
            ? new Error(answer.error)
            : (failure ?? new Error(`the ${kind} process ended ${signal ? `by ${signal}` : `with code ${code}`} without an answer`)),
        )
    })
  })
  return { pid: child.pid, result }
}

function envelopeOfThisProcess(): Envelope | undefined {
  const text = process.env[JOB_VARIABLE]
  return text && process.send ? (JSON.parse(text) as Envelope) : undefined
}

/**
 * Whether this process is a child started for a job, or this is a worker thread (a checker's
 * worker loads the server's bundle too): the server's start-up work is not done there.
 */
export function isChildJobProcess(): boolean {
  return !isMainThread || envelopeOfThisProcess() !== undefined
}

/** The job of this process when it is a child started for `kind`. */
export function childJob<Job>(kind: string): Job | undefined {
  const envelope = envelopeOfThisProcess()
  return envelope?.kind === kind ? (envelope.job as Job) : undefined
}

/** Runs this child's job, sends its result or failure to the server, cleans up and ends. */
export function answerParent(run: () => Promise<unknown>, cleanUp: () => Promise<void> = async () => {}): void {
  // The server went away (killed, crashed): nobody waits for the answer.
  process.once('disconnect', () => process.exit(1))
  void run()
    .then(
      (done): Answer => ({ done }),
      (error: unknown): Answer => ({ error: error instanceof Error ? error.message : String(error) }),
    )
    .then(async (answer) => {
      await cleanUp().catch(() => {})
      process.send!(answer, () => process.exit(0))
    })
}

/**
 * The clean-up of a child that read the docs: the content source's git processes and files are
 * closed before it ends. Imported when the job ends, so a child that never reads content does
 * not load the content source.
 */
export async function closeContentSource(): Promise<void> {
  const { getContentSource } = await import('~/server/content')
  await getContentSource().close?.()
}
