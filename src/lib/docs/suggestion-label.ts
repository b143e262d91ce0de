/**
 * How a 404 names the page it suggests: the page's title and, for a framework page, the
 * framework ("Sorting · React"), never the raw path. Pure: the server finds the title.
 */
import { splitFrameworkPage, withoutMarkdownExtension } from './address'

export function suggestionLabel(input: { title: string | undefined; page: string; frameworkLabel: string | undefined }): string {
  const title = input.title?.trim() || titleFromPath(input.page)
  return input.frameworkLabel ? `${title} · ${input.frameworkLabel}` : title
}

/** "guides/infinite-queries" → "Infinite queries": the last segment in words, for a page without a title. */
export function titleFromPath(page: string): string {
  const last = page.replace(/\/+$/, '').split('/').pop() ?? page
  const words = withoutMarkdownExtension(last).replace(/[-_]+/g, ' ').trim()
  return words ? words[0]!.toUpperCase() + words.slice(1) : page
}

/** The page a miss asked for, as a sentence names it: the path below the framework, and the framework apart. */
export function requestedPageName(requested: string): { page: string; framework: string | undefined } {
  const split = splitFrameworkPage(requested)
  return split ? { page: split.rest, framework: split.framework } : { page: requested, framework: undefined }
}
