/**
 * The hovers of one checked block, served at
 * `/api/snippet-hovers/{checker key}/{library}/{commit}/{framework}/{block hash}` and fetched by
 * the page on the first hover or focus of the block. Everything in the address is the stored
 * result's identity, so the answer never changes: cached for a year. Malformed input is a 400,
 * a block without hovers a 404 that no cache keeps (it may be checked a minute later); the results file is found by its key only (resultsFile), never
 * by a path taken from the address.
 */
import { findLibrary } from '~/site/libraries'
import { highlightedDeclaration } from './hover-highlight'
import type { HoverInfo } from './hovers'
import { checkerKey, loadFrameworkCheck } from './results-store'
import type { SnippetVerdict } from './types'

export const HOVERS_PATH = '/api/snippet-hovers'

export function hoversBase(libraryId: string, commit: string, framework: string): string {
  return `${HOVERS_PATH}/${checkerKey}/${encodeURIComponent(libraryId)}/${encodeURIComponent(commit)}/${encodeURIComponent(framework)}`
}

export type HoverParams = { checker: string; libraryId: string; commit: string; framework: string; block: string }

const shapes: Record<keyof HoverParams, RegExp> = {
  checker: /^[0-9a-f]{10}$/,
  libraryId: /^[a-z][a-z0-9-]{0,39}$/,
  commit: /^[A-Za-z0-9._-]{1,100}$/,
  framework: /^[a-z][a-z0-9-]{0,39}$/,
  block: /^[A-Za-z0-9_-]{20}$/,
}

/** `html`: the declaration highlighted like the code (hover-highlight.ts). */
export type HoverAnswer =
  { kind: 'hovers'; infos: (HoverInfo & { html: string })[] } | { kind: 'invalid'; message: string } | { kind: 'missing'; message: string }

export async function blockHoverData(params: HoverParams): Promise<HoverAnswer> {
  for (const [name, shape] of Object.entries(shapes) as [keyof HoverParams, RegExp][]) {
    if (!shape.test(params[name])) return { kind: 'invalid', message: `Malformed ${name}` }
  }
  if (params.checker !== checkerKey) return { kind: 'missing', message: 'These hovers come from another version of the checker' }
  if (!findLibrary(params.libraryId)) return { kind: 'missing', message: 'No such library' }
  const check = await loadFrameworkCheck(params.libraryId, params.commit, params.framework)
  const compiles = (verdict: SnippetVerdict) => verdict.verdict === 'checked' || verdict.verdict === 'listing'
  const found = check?.blocks.find((block) => block.hash === params.block && compiles(block.verdict))
  if (!found || (found.verdict.verdict !== 'checked' && found.verdict.verdict !== 'listing') || !found.verdict.hovers)
    return { kind: 'missing', message: 'No hovers for this block' }
  const infos = await Promise.all(found.verdict.hovers.infos.map(async (info) => ({ ...info, html: await highlightedDeclaration(info.text) })))
  return { kind: 'hovers', infos }
}

export async function blockHoversResponse(params: HoverParams): Promise<Response> {
  const answer = await blockHoverData(params)
  const headers = { 'content-type': 'application/json; charset=utf-8', 'X-Robots-Tag': 'noindex' }
  if (answer.kind === 'hovers') {
    return new Response(JSON.stringify({ hovers: answer.infos }), { headers: { ...headers, 'Cache-Control': 'public, max-age=31536000, immutable' } })
  }
  // A malformed address never becomes a good one: kept a minute. A block checked later gets
  // hovers at the same address, so a miss is kept by no cache (a CDN kept its 404 for a minute).
  if (answer.kind === 'invalid')
    return new Response(JSON.stringify({ error: answer.message }), { status: 400, headers: { ...headers, 'Cache-Control': 'public, max-age=60' } })
  return new Response(JSON.stringify({ error: answer.message }), { status: 404, headers: { ...headers, 'Cache-Control': 'no-store' } })
}
