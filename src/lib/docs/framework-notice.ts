import { frameworkLabel } from '~/site/frameworks'

/** What a framework block says when it has no panel for the reader's framework and shows another. */
export function frameworkFallbackNotice(wanted: string, shown: string): string {
  return `Not available for ${frameworkLabel(wanted)} — showing ${frameworkLabel(shown)}`
}
