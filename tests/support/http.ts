import { inject } from 'vitest'

export const baseUrl = () => inject('baseUrl')

export async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual', ...init })
  const body = await response.text()
  return { status: response.status, headers: response.headers, body, location: response.headers.get('location') }
}

export function titleOf(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/.exec(html)
  return match?.[1]?.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'")
}

/** The path of a Location header, whether the server sent it absolute or relative. */
export function locationPath(location: string | null): string | undefined {
  if (!location) return undefined
  const url = new URL(location, 'http://relative.invalid')
  return `${url.pathname}${url.search}${url.hash}`
}
