/** The two GitHub sign-in endpoints: off to GitHub, and back from it. Server-only. */
import { deleteCookie, getCookie, setCookie } from '@tanstack/react-start/server'
import { safeRedirectPath } from '~/lib/auth/redirect'
import { getConfig } from '~/server/config'
import { getDatabase } from '~/server/db'
import { cookieAttributes } from '~/server/http/cookie-policy'
import { finishGitHubSignIn, githubSignInEnabled, startGitHubSignIn } from './github'
import { startSession } from './request'
import { saveGitHubUser } from './users'

const FLOW_COOKIES = ['github_oauth_state', 'github_oauth_verifier', 'github_oauth_redirect'] as const

function flowCookieOptions() {
  return { ...cookieAttributes('oauth-flow', getConfig().SITE_URL), maxAge: 600 }
}

function text(status: number, message: string): Response {
  return new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
}

export function githubSignInStart(request: Request): Response {
  if (!githubSignInEnabled()) return text(404, 'GitHub sign-in is not configured on this site.')
  const { url, state, codeVerifier } = startGitHubSignIn()
  const redirect = safeRedirectPath(new URL(request.url).searchParams.get('redirect'))
  setCookie('github_oauth_state', state, flowCookieOptions())
  setCookie('github_oauth_verifier', codeVerifier, flowCookieOptions())
  setCookie('github_oauth_redirect', redirect, flowCookieOptions())
  return new Response(null, { status: 302, headers: { location: url.href, 'cache-control': 'no-store' } })
}

export async function githubSignInCallback(request: Request): Promise<Response> {
  if (!githubSignInEnabled()) return text(404, 'GitHub sign-in is not configured on this site.')
  const params = new URL(request.url).searchParams
  const code = params.get('code')
  const state = params.get('state')
  const storedState = getCookie('github_oauth_state')
  const verifier = getCookie('github_oauth_verifier')
  const redirect = safeRedirectPath(getCookie('github_oauth_redirect'))
  for (const name of FLOW_COOKIES) deleteCookie(name, cookieAttributes('oauth-flow', getConfig().SITE_URL))
  if (!code || !state || !storedState || !verifier || state !== storedState) {
    return text(400, 'This sign-in link is not valid or has expired. Start again from the sign-in page.')
  }
  try {
    const identity = await finishGitHubSignIn(code, verifier)
    const user = await saveGitHubUser(await getDatabase(), identity, getConfig().ADMIN_GITHUB_LOGINS)
    await startSession(user)
    return new Response(null, { status: 302, headers: { location: redirect, 'cache-control': 'no-store' } })
  } catch (error) {
    console.error('GitHub sign-in failed:', error)
    return text(502, 'GitHub sign-in did not complete. Try again, or sign in with a username and password.')
  }
}
