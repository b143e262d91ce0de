import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'

/**
 * A local stand-in for GitHub's OAuth app endpoints and user API, speaking their wire format:
 * `GET /login/oauth/authorize` redirects back with a code, `POST /login/oauth/access_token`
 * trades it (client credentials, PKCE S256 verifier) for a token, `GET /user` names its owner.
 * `nextUser` picks who "signs in" at GitHub next.
 */
export type FakeGitHubOAuth = {
  url: string
  clientId: string
  clientSecret: string
  nextUser: { id: number; login: string }
  tokenRequests: number
  close: () => Promise<void>
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => resolve(body))
  })
}

export async function startFakeGitHubOAuth(): Promise<FakeGitHubOAuth> {
  const codes = new Map<string, { user: { id: number; login: string }; challenge: string; redirectUri: string }>()
  const tokens = new Map<string, { id: number; login: string }>()
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.invalid')
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const p = url.searchParams
      if (
        p.get('client_id') !== fake.clientId ||
        p.get('code_challenge_method') !== 'S256' ||
        !p.get('code_challenge') ||
        !p.get('state') ||
        !p.get('redirect_uri')
      ) {
        return json(400, { error: 'bad authorize request' })
      }
      const code = randomBytes(10).toString('hex')
      codes.set(code, { user: fake.nextUser, challenge: p.get('code_challenge')!, redirectUri: p.get('redirect_uri')! })
      const back = new URL(p.get('redirect_uri')!)
      back.searchParams.set('code', code)
      back.searchParams.set('state', p.get('state')!)
      response.writeHead(302, { location: back.href })
      return response.end()
    }
    if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      fake.tokenRequests++
      const form = new URLSearchParams(await readBody(request))
      const basic = Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')
      if (request.headers.authorization !== `Basic ${basic}`) return json(200, { error: 'incorrect_client_credentials' })
      const grant = codes.get(form.get('code') ?? '')
      codes.delete(form.get('code') ?? '')
      const verifier = form.get('code_verifier') ?? ''
      const challenge = createHash('sha256').update(verifier).digest('base64url')
      if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.get('redirect_uri')) return json(200, { error: 'bad_verification_code' })
      const token = `gho_${randomBytes(12).toString('hex')}`
      tokens.set(token, grant.user)
      return json(200, { access_token: token, token_type: 'bearer', scope: 'read:user' })
    }
    if (request.method === 'GET' && url.pathname === '/user') {
      const user = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''))
      if (!user) return json(401, { message: 'Bad credentials' })
      return json(200, { id: user.id, login: user.login, type: 'User' })
    }
    json(404, { message: 'Not Found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const fake: FakeGitHubOAuth = {
    url: `http://127.0.0.1:${port}`,
    clientId: 'Iv1.fakeclient',
    clientSecret: 'fake-secret',
    nextUser: { id: 1, login: 'octo-admin' },
    tokenRequests: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  return fake
}
