import { Link, useRouter } from '@tanstack/react-router'
import { Icon } from '~/features/lucide-icon'
import { createIsomorphicFn } from '@tanstack/react-start'
import { useMemo } from 'react'
import { usePublicConfig } from '~/features/layout/usePublicConfig'
import { breadcrumbTrail, docStructuredData, jsonLdText } from '~/lib/changes/structured-data'
import type { SidebarSection } from '~/lib/docs/sidebar'
import { findLibrary } from '~/site/libraries'

/**
 * The page's structured data, written by the server only: it is for search engines reading the
 * HTML, so its code stays out of the browser's JavaScript. Hydration keeps the server's text.
 */
const structuredDataText = createIsomorphicFn()
  .server((input: Parameters<typeof docStructuredData>[0]) => jsonLdText(docStructuredData(input)))
  .client(() => '')

/**
 * Library › section › page above a doc's title, and the page's structured data (a data block:
 * browsers do not run it, and its text cannot close the element, see `jsonLdText`). It carries
 * the response's CSP nonce like every script of the site's pages.
 */
export function DocBreadcrumbs(props: {
  pathname: string
  sections: SidebarSection[]
  title: string
  description?: string
  canonical?: string
  dateModified?: string
}) {
  const config = usePublicConfig()
  // Not needed by the browser (a data block never runs), but the site's rule is one nonce on every script.
  const nonce = useRouter().options.ssr?.nonce
  const [, libraryId = '', version = ''] = props.pathname.split('/')
  const library = findLibrary(libraryId)
  const siteName = config?.siteName ?? ''
  const libraryName = library ? `${siteName} ${library.name}`.trim() : libraryId
  const trail = useMemo(
    () => breadcrumbTrail({ libraryName, libraryHref: `/${libraryId}/${version}`, sections: props.sections, pathname: props.pathname, title: props.title }),
    [libraryName, libraryId, version, props.sections, props.pathname, props.title],
  )
  const data = structuredDataText({
    siteUrl: config?.siteUrl ?? '',
    siteName,
    trail,
    title: props.title,
    description: props.description,
    canonical: props.canonical ?? props.pathname,
    dateModified: props.dateModified,
  })
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm text-gray-600 dark:text-gray-300">
        <ol className="flex flex-wrap items-center gap-x-1 gap-y-0.5">
          {trail.map((crumb, index) => {
            const last = index === trail.length - 1
            return (
              <li key={`${index}:${crumb.href}`} className="inline-flex min-w-0 items-center gap-1">
                {last ? (
                  <span aria-current="page" className="font-semibold text-gray-800 [overflow-wrap:anywhere] dark:text-gray-100">
                    {crumb.name}
                  </span>
                ) : (
                  <>
                    <Link to={crumb.href} className="hover:underline">
                      {crumb.name}
                    </Link>
                    <Icon name="chevron-right" className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                  </>
                )}
              </li>
            )
          })}
        </ol>
      </nav>
      {/* Keyed by page: a page reached in the app gets an empty block, never the previous page's. */}
      <script key={props.pathname} type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: data }} suppressHydrationWarning />
    </>
  )
}
