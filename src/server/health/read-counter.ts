/**
 * Which doc read a request is, from its method, path and `Accept` only: a doc page, its
 * Markdown, an llms file. Counted at the edge once answered with 200, before the origin page
 * cache, so kept pages count too (a CDN in front answers some readers without asking: those
 * are not seen). MCP reads are counted by the tools themselves.
 */
import { docAddressOfPath } from '~/lib/docs/address'
import { prefersMarkdown } from '~/server/http/accept'
import { findLibrary } from '~/site/libraries'
import type { ReadChannel } from './reads'
import { recordRead } from './service'

export function docReadOf(request: Request): { libraryId: string; channel: ReadChannel } | undefined {
  if (request.method !== 'GET') return undefined
  const { pathname } = new URL(request.url)
  if (pathname === '/llms.txt') return { libraryId: '*', channel: 'llms' }
  const llms = /^\/([^/]+)\/llms(?:-full)?\.txt$/.exec(pathname)
  if (llms) return findLibrary(llms[1]!) ? { libraryId: llms[1]!, channel: 'llms' } : undefined
  const docs = docAddressOfPath(pathname)
  if (!docs || !findLibrary(docs.libraryId)) return undefined
  return { libraryId: docs.libraryId, channel: pathname.endsWith('.md') || prefersMarkdown(request) ? 'markdown' : 'page' }
}

/** Counts the request as a read when it is one and was answered. */
export function countDocRead(request: Request, status: number): void {
  if (status !== 200) return
  const read = docReadOf(request)
  if (read) recordRead(read.libraryId, read.channel, request.headers.get('user-agent'))
}
