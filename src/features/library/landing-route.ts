import { getLandingStartFn, getLibraryLinksFn } from '~/features/docs/docs.functions'
import { loadSponsorsForPage } from '~/features/sponsors/sponsors.functions'
import { inPageHtml } from '~/lib/in-page-html'

/** What a library's landing page shows at a version: its links, its install command and sample from the docs, its sponsors. */
export async function loadLibraryLanding(data: { libraryId: string; version: string }) {
  const [links, start] = await Promise.all([getLibraryLinksFn({ data }), getLandingStartFn({ data })])
  return {
    links,
    // The rendered HTML travels in the page's markup only, not again in its data.
    start: {
      installHtml: start.installHtml ? inPageHtml('landing-install', start.installHtml) : undefined,
      sample: start.sample ? { ...start.sample, html: inPageHtml('landing-sample', start.sample.html) } : undefined,
    },
    // Not waited for: the page streams, and its sponsors section fills in when the list comes.
    sponsors: loadSponsorsForPage(),
  }
}
