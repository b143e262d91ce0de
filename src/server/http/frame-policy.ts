/**
 * Which sites may show a page of ours in a frame. Only the sponsors widget is meant to be
 * embedded; every other page refuses framing (clickjacking protection).
 */
export const EMBEDDABLE_PATHS = new Set(['/sponsors-embed', '/sponsors-embed/'])

export type FrameHeaders = { frameAncestors: string; xFrameOptions: string | undefined }

export function framePolicyFor(pathname: string): FrameHeaders {
  return EMBEDDABLE_PATHS.has(pathname) ? { frameAncestors: '*', xFrameOptions: undefined } : { frameAncestors: "'none'", xFrameOptions: 'DENY' }
}

/** The response with the framing headers of its path; a CSP the response already has is kept. */
export function withFramePolicy(request: Request, response: Response): Response {
  const policy = framePolicyFor(new URL(request.url).pathname)
  const headers = new Headers(response.headers)
  const csp = headers.get('content-security-policy')
  if (!csp) headers.set('content-security-policy', `frame-ancestors ${policy.frameAncestors}`)
  else if (!/(^|;)\s*frame-ancestors\s/i.test(csp)) headers.set('content-security-policy', `${csp.replace(/;\s*$/, '')}; frame-ancestors ${policy.frameAncestors}`)
  if (policy.xFrameOptions) headers.set('x-frame-options', policy.xFrameOptions)
  else headers.delete('x-frame-options')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
