/**
 * Sign-in with GitHub: OAuth 2 authorization code flow with state and PKCE (arctic), then the
 * user API for the login. Endpoints are configurable so a local stand-in can play GitHub.
 */
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic'
import { getConfig } from '~/server/config'
import { githubClient } from '~/server/github/client'

export function githubSignInEnabled(): boolean {
  const config = getConfig()
  return Boolean(config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET)
}

function client(): OAuth2Client {
  const config = getConfig()
  if (!config.GITHUB_CLIENT_ID || !config.GITHUB_CLIENT_SECRET) throw new Error('GitHub sign-in is not configured')
  return new OAuth2Client(config.GITHUB_CLIENT_ID, config.GITHUB_CLIENT_SECRET, new URL('/auth/callback/github', config.SITE_URL).href)
}

/** Where to send the browser, and what to remember in short-lived cookies until it comes back. */
export function startGitHubSignIn(): { url: URL; state: string; codeVerifier: string } {
  const state = generateState()
  const codeVerifier = generateCodeVerifier()
  const url = client().createAuthorizationURLWithPKCE(getConfig().GITHUB_OAUTH_AUTHORIZE_URL, state, CodeChallengeMethod.S256, codeVerifier, ['read:user'])
  return { url, state, codeVerifier }
}

export type GitHubIdentity = { id: string; login: string }

/** Trades the code for a token and asks GitHub who it belongs to. */
export async function finishGitHubSignIn(code: string, codeVerifier: string): Promise<GitHubIdentity> {
  const config = getConfig()
  const tokens = await client().validateAuthorizationCode(config.GITHUB_OAUTH_TOKEN_URL, code, codeVerifier)
  const response = await githubClient({}, config).rest('/user', { token: tokens.accessToken(), timeoutMs: 10_000 })
  if (!response.ok) throw new Error(`GitHub's user API answered ${response.status}`)
  const body = (await response.json()) as { id?: unknown; login?: unknown }
  if ((typeof body.id !== 'number' && typeof body.id !== 'string') || typeof body.login !== 'string') throw new Error("GitHub's user API gave no login")
  return { id: String(body.id), login: body.login }
}
