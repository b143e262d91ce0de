/** The admin side of docs health: who may read it, and the redirects an admin makes from missed URLs. */
import { z } from 'zod'
import { docAddressOfPath, docPathOf, normalizePage } from '~/lib/docs/address'
import { findPage } from '~/lib/docs/page-list'
import { currentUser } from '~/server/auth/request'
import type { User } from '~/server/auth/users'
import { getDatabase } from '~/server/db'
import { pageListOf } from '~/server/docs/doc-page'
import { deleteRedirect, listRedirects, saveRedirect, type DocRedirect } from './misses'
import { PRIVATE_NO_STORE } from '~/lib/cache-policy'

export class RedirectError extends Error {}

const docPath = z
  .string()
  .trim()
  .max(400)
  .regex(/^\/[a-z0-9-]+\/[^/]+\/docs\/[^?#\s]+$/, 'a doc path of this site, such as /query/latest/docs/framework/react/overview')

export const redirectInput = z.object({ fromPath: docPath, toPath: docPath })

/** Stores a permanent redirect from a missed path to a page that exists in the same library. */
export async function createRedirect(input: z.output<typeof redirectInput>, by: string): Promise<DocRedirect> {
  const from = docAddressOfPath(input.fromPath)!
  const to = docAddressOfPath(input.toPath)!
  if (from.libraryId !== to.libraryId) throw new RedirectError('A redirect stays within one library.')
  const target = await pageListOf(to.libraryId, to.version)
  if (target.kind !== 'list' || !findPage(target.list, to.page)) throw new RedirectError(`${input.toPath} is not a page of these docs.`)
  const source = await pageListOf(from.libraryId, from.version)
  if (source.kind === 'list' && findPage(source.list, from.page)) throw new RedirectError(`${input.fromPath} is a page: it needs no redirect.`)
  const redirect: DocRedirect = {
    fromPath: docPathOf(from.libraryId, from.version, normalizePage(from.page)),
    toPath: input.toPath,
    libraryId: from.libraryId,
    createdAt: new Date().toISOString(),
    createdBy: by,
  }
  await saveRedirect(await getDatabase(), redirect)
  return redirect
}

export async function removeRedirect(fromPath: string): Promise<void> {
  await deleteRedirect(await getDatabase(), fromPath)
}

/** Every stored redirect as a file for the site's repository: JSON, one `{ from, to }` per line of the array. */
export async function redirectsFile(libraryId?: string): Promise<string> {
  const redirects = await listRedirects(await getDatabase(), libraryId)
  return `[\n${redirects.map((r) => `  ${JSON.stringify({ from: r.fromPath, to: r.toPath, status: 301 })}`).join(',\n')}\n]\n`
}

export function adminName(user: User): string {
  return user.username ?? user.githubLogin ?? user.id
}

/** The signed-in admin of a server-route request, or the answer refusing it (401, 403). */
export async function adminOrRefusal(): Promise<User | Response> {
  const user = await currentUser()
  const refuse = (status: number, error: string) => Response.json({ error }, { status, headers: { 'Cache-Control': PRIVATE_NO_STORE } })
  if (!user) return refuse(401, 'Sign in as an admin to read docs health.')
  if (user.role !== 'admin') return refuse(403, "Docs health is for the site's admins only.")
  return user
}
