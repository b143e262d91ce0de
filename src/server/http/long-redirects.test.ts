import { describe, expect, it } from 'vitest'
import { MAX_REDIRECT_LOCATION_LENGTH, refuseOverlongRedirect } from './long-redirects'

const redirect = (location: string, status = 307) => new Response(null, { status, headers: { location, 'x-frame-options': 'DENY' } })

describe('refuseOverlongRedirect', () => {
  it('answers a redirect whose Location is too long with a 414 and no Location', async () => {
    const response = refuseOverlongRedirect(redirect(`/store/latest?title=${'..%2F'.repeat(MAX_REDIRECT_LOCATION_LENGTH)}`))
    expect(response.status).toBe(414)
    expect(response.headers.get('location')).toBeNull()
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(await response.text()).toBe('The address is too long.')
  })

  it('leaves ordinary redirects and other answers alone', () => {
    const ordinary = redirect('/query/latest/docs/framework/react/overview', 301)
    expect(refuseOverlongRedirect(ordinary)).toBe(ordinary)
    const page = new Response('x'.repeat(MAX_REDIRECT_LOCATION_LENGTH * 2), { status: 200 })
    expect(refuseOverlongRedirect(page)).toBe(page)
  })
})
