import { Hydrate } from '@tanstack/react-start'
import { hydrateWhereShown } from './hydrate-where-shown'
import { Icon } from '~/features/lucide-icon'
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react'
import { RailAd } from '~/features/ads'
import { MarkdownContent } from '~/features/markdown/MarkdownContent'
import type { HtmlSource } from '~/lib/in-page-html'
import { prevNext, type SidebarItem } from '~/lib/docs/sidebar'
import type { RenderedDoc } from '~/server/docs/service'
import { DocBreadcrumbs } from '~/features/changes/DocBreadcrumbs'
import type { LoadedComparison } from '~/features/changes/compare-route'
import { PageHistoryLinks } from '~/features/changes/PageHistoryLinks'
import type { PageHistory } from '~/server/changes/history'
import { useDocsContext } from './DocsLayout'
import { usePresentedPathname } from '~/features/layout/usePresentedPathname'
import { CopyPageMenu } from './CopyPageMenu'
import { CompactTableOfContents, TableOfContents } from './TableOfContents'
import { useDocEnhancements } from './useDocEnhancements'
import { useInAppLinks } from './useInAppLinks'
import { DocFeedbackSlot } from '~/features/health/DocFeedbackSlot'

// Only `?compare=` views show it: loaded with them, not with every page.
const ComparisonNotice = lazy(() => import('~/features/changes/ComparisonNotice').then((module) => ({ default: module.ComparisonNotice })))

export function DocPage({
  doc,
}: {
  doc: Pick<RenderedDoc, 'title' | 'headings' | 'editUrl' | 'unavailable'> & {
    html: HtmlSource
    markdownPath: string
    comparison?: LoadedComparison
    history?: PageHistory
    canonical?: string
    description?: string
  }
}) {
  const { sections, framework, setPageHeadings } = useDocsContext()
  const pathname = usePresentedPathname()
  const neighbours = useMemo(() => prevNext(sections, pathname), [sections, pathname])
  const contentRef = useRef<HTMLDivElement>(null)
  // The URL's framework, else the one picked in the docs' framework selector (see DocsLayout).
  const comparison = doc.comparison
  // `?compare=`: the diff stands in for the page's body.
  const html = comparison?.kind === 'diff' ? comparison.html : doc.html
  useDocEnhancements(contentRef, { html, framework })
  const links = useInAppLinks()
  const tocHeadings = doc.headings
  // The phone docs drawer lists them too.
  useEffect(() => {
    setPageHeadings(tocHeadings)
    return () => setPageHeadings([])
  }, [tocHeadings, setPageHeadings])

  return (
    // A grid with a fixed rail track: the article's width is set before the rail is parsed, so a
    // browser that paints the streamed page part-way never reflows the article when the rail comes.
    <div className="gap-8 px-4 py-8 sm:px-8 xl:grid xl:grid-cols-[minmax(0,1fr)_300px]">
      <article className="min-w-0" aria-labelledby="doc-title">
        <DocBreadcrumbs
          pathname={pathname}
          sections={sections}
          title={doc.title}
          description={doc.description}
          canonical={doc.canonical}
          dateModified={doc.history?.lastUpdated}
        />
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <h1 id="doc-title" className="min-w-0 text-3xl font-black tracking-tight [overflow-wrap:anywhere] sm:text-4xl">
            {doc.title}
          </h1>
          {doc.unavailable ? null : (
            <div className="pt-1 sm:pt-2">
              <CopyPageMenu markdownPath={doc.markdownPath} />
            </div>
          )}
        </div>
        {tocHeadings.length > 1 ? <CompactTableOfContents headings={tocHeadings} className="mt-4 xl:hidden" /> : null}
        <div ref={contentRef} className="mt-6" {...links}>
          {comparison ? (
            <Suspense fallback={null}>
              <ComparisonNotice comparison={comparison} pathname={pathname} libraryId={pathname.split('/')[1] ?? ''} />
            </Suspense>
          ) : null}
          <MarkdownContent html={html} />
        </div>
        <footer className="mt-12 space-y-6 border-t border-gray-200 pt-6 dark:border-gray-800">
          {doc.unavailable || comparison ? null : <DocFeedbackSlot contentRef={contentRef} html={html} />}
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <a href={doc.editUrl} className="inline-flex items-center gap-1.5 text-sm text-gray-600 hover:underline dark:text-gray-300" rel="noreferrer">
              <Icon name="pencil" className="h-4 w-4" aria-hidden="true" />
              Edit on GitHub
            </a>
            {doc.history ? <PageHistoryLinks history={doc.history} /> : null}
          </div>
          <nav aria-label="Previous and next pages" className="grid gap-3 sm:grid-cols-2" {...links}>
            {neighbours.prev ? <NeighbourLink page={neighbours.prev} rel="prev" /> : <span />}
            {neighbours.next ? <NeighbourLink page={neighbours.next} rel="next" /> : null}
          </nav>
        </footer>
      </article>
      {/* As wide as the 300×250 rail unit (SPEC §9); a long contents list scrolls above it, so no scrollbar narrows the unit. */}
      <aside data-page-rail className="sticky top-20 hidden max-h-[calc(100dvh-6rem)] flex-col self-start xl:flex">
        {tocHeadings.length > 1 ? (
          <div className="min-h-0 overflow-y-auto">
            {/* Shown from `xl` (80rem) on, as the rail's class says. */}
            <Hydrate when={hydrateWhereShown('(min-width: 80rem)')} split={false}>
              <TableOfContents headings={tocHeadings} />
            </Hydrate>
          </div>
        ) : null}
        <RailAd side="right" className="mt-8" />
      </aside>
    </div>
  )
}

/** The link to the page before or after this one in the sidebar's order. */
function NeighbourLink({ page, rel }: { page: SidebarItem; rel: 'prev' | 'next' }) {
  const next = rel === 'next'
  return (
    <a
      href={page.href}
      data-page-link=""
      rel={rel}
      className={`rounded-lg border border-gray-200 p-3 hover:border-emerald-500 dark:border-gray-800 ${next ? 'text-right' : ''}`}
    >
      {/* The arrow points the way: after "Next", before "Previous". */}
      <span className={`flex items-center gap-1 text-xs text-gray-500 dark:text-gray-400 ${next ? 'flex-row-reverse' : ''}`}>
        <Icon name={next ? 'arrow-right' : 'arrow-left'} className="h-3 w-3" aria-hidden="true" />
        {next ? 'Next' : 'Previous'}
      </span>
      <span className="font-semibold">{page.label}</span>
    </a>
  )
}
