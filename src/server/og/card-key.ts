import type { CardInput } from './render'

/** The identity of a card: everything drawn on it, nothing else (not how the URL spelled it). */
export function cardKey(input: CardInput): string {
  return JSON.stringify([input.library?.id ?? null, input.label ?? null, input.title, input.siteName, input.siteHost])
}
