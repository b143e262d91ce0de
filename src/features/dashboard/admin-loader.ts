import { redirect } from '@tanstack/react-router'
import { markForbidden } from './forbidden-status'

/**
 * An admin page's loader: a reader who is not signed in goes to sign in first, one who is not an
 * admin gets the forbidden view (a 403), an admin the page's data. `loader` is the page's own
 * call, imported beside the viewer's so that neither waits for the other.
 */
export async function loadForAdmin<Data>(
  href: string,
  loader: Promise<() => Promise<Data>>,
): Promise<{ forbidden: string; data: null } | { forbidden: null; data: Data }> {
  const [{ getViewerFn }, load] = await Promise.all([import('~/features/auth/auth.functions'), loader])
  const { viewer } = await getViewerFn()
  if (!viewer) throw redirect({ href: `/login?redirect=${encodeURIComponent(href)}` })
  if (viewer.role !== 'admin') {
    markForbidden()
    return { forbidden: viewer.name, data: null }
  }
  return { forbidden: null, data: await load() }
}
