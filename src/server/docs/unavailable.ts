import type { RenderedDoc } from './service'

export const DOC_UNAVAILABLE_TITLE = 'This page is not available right now'
export const DOC_UNAVAILABLE_NOTICE = 'The docs could not be read from their source just now. Please try again in a moment.'

/**
 * What a doc page shows when its content source cannot be reached and no copy of the page is
 * cached: a notice in place of the text. Marked `unavailable` so it is never cached.
 */
export function unavailableDoc(repo: string, branch: string, filePath: string): RenderedDoc {
  return {
    title: DOC_UNAVAILABLE_TITLE,
    html: `<div role="status" class="doc-unavailable"><p>${DOC_UNAVAILABLE_NOTICE}</p></div>`,
    headings: [],
    filePath,
    editUrl: `https://github.com/${repo}/blob/${branch}/${filePath}`,
    contentId: 'unavailable',
    unavailable: true,
  }
}
