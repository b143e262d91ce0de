import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { validInput } from '~/lib/validation'
import { ContentUnavailableError } from '~/server/content/types'
import { cacheServerFnAnswer } from '~/server/http/server-fn-cache'
import { WorkRefused } from '~/server/http/work-scheduler'
import { getDocPage, getDocsVersionInfo, getSidebar, switchTargetOf } from '~/server/docs/doc-page'
import type { RenderedDoc } from '~/server/docs/service'
import { getRequest } from '@tanstack/react-start/server'
import { answerMissingPage, type MissingPageAnswer } from '~/server/health/doc-miss'
import { getLandingStart } from '~/server/docs/landing'
import { findLibrary } from '~/site/libraries'
import { libraryDescriptionOf } from '~/site/libraries/copy'
import { docExtras } from '~/server/changes/doc-extras'
import type { PageHistory } from '~/server/changes/history'

// SPEC §5: a doc fetch needs a branch (here: the version naming it) and a doc path.
const libraryField = z.string().trim().min(1, 'Library is required').max(40)
const versionField = z.string({ error: 'Invalid branch' }).trim().min(1, 'Invalid branch').max(100, 'Invalid branch')
const frameworkField = z.string().trim().min(1).max(60).optional()
const pageField = z.string({ error: 'Invalid docPath' }).trim().min(1, 'Invalid docPath').max(500, 'Invalid docPath')

type DocPageAnswer =
  | MissingPageAnswer
  /**
   * `libraryDescription`: for the head of a page without a description of its own (the browser's
   * catalogue does not carry it). `history`: "Last updated" and the page's history, sent with the
   * page so that a client navigation asks once (a comparison still asks for its own, see features/changes).
   */
  | { kind: 'doc'; doc: RenderedDoc; canonical: string; libraryDescription?: string; history: PageHistory | null }
  /** The saturated server refused to render the page now (a document request would get the 429 "One moment" page). */
  | { kind: 'busy'; retryAfterSeconds: number }

/** `answer()`, kept by caches; while the content source cannot be reached, `unavailable()`, kept by none. */
async function cachedUnlessUnavailable<Answer, Unavailable>(answer: () => Promise<Answer>, unavailable: () => Unavailable): Promise<Answer | Unavailable> {
  try {
    const value = await answer()
    cacheServerFnAnswer(true)
    return value
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error
    cacheServerFnAnswer(false)
    return unavailable()
  }
}

/** The frameworks, one framework's sidebar and the defaults of a library's docs at a version (the docs layout's data). */
export const getDocsVersionFn = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ libraryId: libraryField, version: versionField, framework: frameworkField })))
  .handler(({ data }) =>
    cachedUnlessUnavailable(
      () => getDocsVersionInfo(data.libraryId, data.version, data.framework),
      () => ({
        frameworks: [],
        sidebar: { framework: undefined, sections: [] },
        configProblem: 'The docs navigation could not be read from its source just now.',
        docsHref: undefined,
        examplesHref: undefined,
        latestMajor: findLibrary(data.libraryId)?.latestVersion ?? '',
      }),
    ),
  )

/** The sidebar of another framework, when the reader's framework is not the one the page came with. */
export const getSidebarFn = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ libraryId: libraryField, version: versionField, framework: frameworkField })))
  .handler(async ({ data }) => {
    const sidebar = await getSidebar(data.libraryId, data.version, data.framework)
    cacheServerFnAnswer(true)
    return sidebar ?? null
  })

/** A doc page by its identity: the rendered page, where to go instead, or why there is none. */
export const getDocPageFn = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ libraryId: libraryField, version: versionField, framework: frameworkField, page: pageField })))
  .handler(async ({ data }): Promise<DocPageAnswer> => {
    const busy = (error: unknown): DocPageAnswer => {
      if (!(error instanceof WorkRefused)) throw error
      cacheServerFnAnswer(false)
      return { kind: 'busy', retryAfterSeconds: error.retryAfterSeconds }
    }
    // Read beside the page; a history that cannot be read leaves the date out, as it does on its own.
    const history = docExtras(data, undefined).then(
      (extras) => extras.history,
      () => null,
    )
    let page: Awaited<ReturnType<typeof getDocPage>>
    try {
      page = await getDocPage(data)
    } catch (error) {
      return busy(error)
    }
    if (page.kind === 'doc' && !page.doc.unavailable) cacheServerFnAnswer(true, { checksPending: page.doc.checksPending })
    else cacheServerFnAnswer(false)
    if (page.kind === 'doc')
      return {
        ...page,
        libraryDescription: page.doc.description ? undefined : libraryDescriptionOf(data.libraryId),
        history: page.doc.unavailable ? null : await history,
      }
    if (page.kind === 'failed') return { kind: 'redirect', href: page.href, reason: 'failed' }
    if (page.kind === 'not-found') return page
    // A page that is not there is counted for docs health, which may redirect it or suggest another (in the client's fair turn).
    return answerMissingPage(page.miss, getRequest().headers.get('referer')).catch(busy)
  })

/** What a library's landing page links to at a version: its docs, its examples and its frameworks. */
export const getLibraryLinksFn = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ libraryId: libraryField, version: versionField })))
  .handler(({ data }) => {
    const none: { docsHref: undefined; examplesHref: undefined; frameworks: never[]; latestMajor: undefined; description?: string } = {
      docsHref: undefined,
      examplesHref: undefined,
      frameworks: [],
      latestMajor: undefined,
    }
    return cachedUnlessUnavailable(
      async () => {
        const info = await getDocsVersionInfo(data.libraryId, data.version)
        if ('notFound' in info) return none
        return {
          docsHref: info.docsHref,
          examplesHref: info.examplesHref,
          frameworks: info.frameworks,
          latestMajor: info.latestMajor,
          description: libraryDescriptionOf(data.libraryId),
        }
      },
      () => none,
    )
  })

/** The landing page's install tabs and code sample, from the library's own docs at the version. */
export const getLandingStartFn = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ libraryId: libraryField, version: versionField })))
  .handler(({ data }) =>
    cachedUnlessUnavailable(
      () => getLandingStart(data.libraryId, data.version),
      () => ({ installHtml: undefined, sample: undefined }),
    ),
  )

/**
 * Where the version or framework selector leads from a page: the same page there, else the
 * closest one (`exact: false`, and the page shows a notice). Null when the version has no pages.
 */
export const getSwitchTargetFn = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ libraryId: libraryField, fromVersion: versionField, version: versionField, framework: frameworkField, page: pageField })))
  .handler(async ({ data }) => {
    const target = await switchTargetOf(data)
    cacheServerFnAnswer(true)
    return target ?? null
  })
