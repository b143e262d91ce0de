import { fromCrossJSON, toJSONAsync } from 'seroval'
import { serverFnId as buildServerFnId } from '~/lib/server-fn-id'
import { baseUrl } from './http'

/**
 * The id the build gives the server function `exportName` of `file` (src/lib/server-fn-id.ts;
 * the framework names its handler `{export}_createServerFn_handler`). A wrong id gets a 404, so a
 * change in the scheme shows.
 */
export function serverFnId(file: string, exportName: string): string {
  return buildServerFnId({ filename: file, functionName: `${exportName}_createServerFn_handler` })
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
