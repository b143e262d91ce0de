import { createHash } from 'node:crypto'
import { fromCrossJSON, toJSONAsync } from 'seroval'
import { baseUrl } from './http'

/**
 * The id the build gives a server function: the SHA-256 of its file, export name and the
 * `createServerFn_handler` marker. A wrong id gets a 404, so a change in the scheme shows.
 */
export function serverFnId(file: string, exportName: string): string {
  return createHash('sha256').update(`${file}--${exportName}_createServerFn_handler`).digest('hex')
}

/** Calls a GET server function the way the browser does; returns the status and decoded result. */
export async function callGetServerFn(file: string, exportName: string, data: unknown): Promise<{ status: number; result: unknown; text: string }> {
  const payload = JSON.stringify(await toJSONAsync({ data }))
  const url = `${baseUrl()}/_serverFn/${serverFnId(file, exportName)}?payload=${encodeURIComponent(payload)}`
  const response = await fetch(url, { headers: { 'x-tsr-serverFn': 'true', accept: 'application/json' } })
  const text = await response.text()
  let result: unknown
  try {
    // The answer is one serialized node wrapping `{ result }` (or `{ error }`).
    const decoded = fromCrossJSON(JSON.parse(text), { refs: new Map() }) as { result?: unknown; error?: unknown }
    result = decoded.result ?? decoded.error
  } catch {
    result = undefined
  }
  return { status: response.status, result, text }
}
