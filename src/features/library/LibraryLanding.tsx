import { Link } from '@tanstack/react-router'
import { useRef } from 'react'
import { useDocEnhancements } from '~/features/docs/useDocEnhancements'
import { useInAppLinks } from '~/features/docs/useInAppLinks'
import { MarkdownContent } from '~/features/markdown/MarkdownContent'
import { frameworkHref } from '~/lib/docs/address'
import type { HtmlSource } from '~/lib/in-page-html'
import { LeaderboardAd, RailAd } from '~/features/ads'
import { CatalogueIcon } from '~/features/icons'
import { MenuIcon } from '~/features/menu-icons'
import { useSiteName } from '~/features/layout/useSiteName'
import { TitledSection } from '~/features/layout/TitledSection'
import { FrameworkLogo } from '~/features/library/FrameworkLogo'
import type { FrameworkDisplay } from '~/site/frameworks'
import type { Library } from '~/site/types'
import { versionName } from '~/site/versions'
import { SponsorsSection } from '~/features/sponsors/SponsorsSection'
import type { SponsorsPromise } from '~/features/sponsors/sponsors.functions'
import { LibraryBadgePill } from './LibraryBadgePill'
import { libraryCopy } from '~/site/libraries/copy'

function MenuButton({ entry, primary }: { entry: Library['menu'][number]; primary: boolean }) {
  const className = `inline-flex items-center justify-center gap-2 rounded-lg px-3 py-2 sm:px-4 text-sm font-semibold shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 ${
    primary
      ? 'bg-gray-900 text-white hover:bg-gray-700 dark:bg-white dark:text-gray-900 dark:hover:bg-gray-200'
      : 'border border-gray-300 bg-white text-gray-900 hover:bg-gray-50 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800'
  }`
  const content = (
    <>
      <MenuIcon name={entry.icon} />
      {entry.label}
    </>
  )
  return entry.to.startsWith('http') ? (
    <a href={entry.to} className={className} rel="noreferrer">
      {content}
    </a>
  ) : (
    <Link to={entry.to} className={className}>
      {content}
    </Link>
  )
}

/** Where the landing page's buttons lead at this version, resolved against the repository. */
export type LibraryLinks = { docsHref: string | undefined; examplesHref: string | undefined; frameworks: FrameworkDisplay[]; latestMajor?: string }

/**
 * The menu entries as the repository allows them: Docs opens the resolved default doc (or the
 * docs index, which resolves it again), Examples the resolved default example and only when the
 * version has one; GitHub as the catalogue says.
 */
function resolvedMenu(library: Library, links: LibraryLinks): Library['menu'] {
  return library.menu.flatMap((entry) => {
    if (entry.icon === 'code') return links.examplesHref ? [{ ...entry, to: links.examplesHref }] : []
    if (entry.icon === 'book') return [{ ...entry, to: links.docsHref ?? entry.to }]
    return [entry]
  })
}

/** What the landing takes from the library's own docs: install tabs and a short code sample. */
export type LandingStartData = {
  installHtml: HtmlSource | undefined
  sample: { html: HtmlSource; title: string; href: string } | undefined
}

/** Install command (the docs' package-manager tabs) and a first code sample, read from the docs at this version. */
function GetStarted({ start, framework }: { start: LandingStartData; framework: string | undefined }) {
  const container = useRef<HTMLDivElement>(null)
  // Tabs and copy buttons work as on a doc page (the reader's package manager is remembered).
  useDocEnhancements(container, { html: start.installHtml ?? start.sample?.html ?? '', framework })
  const links = useInAppLinks()
  if (!start.installHtml && !start.sample) return null
  return (
    <TitledSection title="Get started" titleClassName="text-2xl font-bold text-center" className="mt-16">
      <div ref={container} className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" data-landing-start="" {...links}>
        {start.installHtml ? (
          <div className="min-w-0">
            <h3 className="mb-3 text-lg font-semibold">Install</h3>
            <MarkdownContent html={start.installHtml} />
          </div>
        ) : null}
        {start.sample ? (
          <div className="min-w-0">
            <h3 className="mb-3 text-lg font-semibold">
              A first look, from{' '}
              <Link to={start.sample.href} className="text-emerald-700 underline dark:text-emerald-400">
                {start.sample.title}
              </Link>
            </h3>
            <MarkdownContent html={start.sample.html} />
          </div>
        ) : null}
      </div>
    </TitledSection>
  )
}

export function LibraryLanding({
  library,
  version,
  links,
  sponsors,
  start,
}: {
  library: Library
  version: string
  links: LibraryLinks
  sponsors: SponsorsPromise
  start: LandingStartData
}) {
  const siteName = useSiteName()
  const copy = libraryCopy(library.id)
  const frameworks = links.frameworks
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-20">
      <section className="text-center" aria-labelledby="library-title">
        <h1 id="library-title" className="flex flex-wrap items-center justify-center gap-3 text-4xl font-black sm:text-6xl">
          <span>{siteName}</span>
          <span className={`bg-gradient-to-r ${library.colorFrom} ${library.colorTo} bg-clip-text text-transparent`}>{library.name}</span>
          <LibraryBadgePill badge={library.badge} />
        </h1>
        <p className={`mt-4 text-xl font-semibold sm:text-2xl ${library.textColor}`}>{library.tagline}</p>
        <p className="mx-auto mt-4 max-w-2xl text-gray-600 dark:text-gray-300">{copy.description}</p>
        <p className="mt-2 text-xs text-gray-500 dark:text-gray-400">
          Version: <span className="font-mono">{versionName(version, links.latestMajor ?? library.latestVersion)}</span>
        </p>
        {/* One row on a phone too: equal columns, never a lonely third button on a line of its own. */}
        <nav aria-label={`${library.name} links`} className="mt-8 grid auto-cols-fr grid-flow-col gap-2 sm:flex sm:justify-center sm:gap-3">
          {resolvedMenu(library, links).map((entry) => (
            <MenuButton key={entry.label} entry={entry} primary={entry.label === 'Docs'} />
          ))}
        </nav>
      </section>

      <GetStarted start={start} framework={frameworks[0]?.value} />

      <div className="mt-12 flex justify-center">
        <LeaderboardAd />
      </div>

      <TitledSection title="Highlights" titleClassName="sr-only" className="mt-12">
        <ul className="grid gap-6 md:grid-cols-3">
          {copy.featureHighlights.map((highlight) => (
            <li key={highlight.title} className="rounded-xl border border-gray-200 p-6 dark:border-gray-800">
              <div className={`inline-flex rounded-lg p-2 text-white ${library.bgStyle}`}>
                <CatalogueIcon name={highlight.icon} className="h-5 w-5" />
              </div>
              <h3 className="mt-3 text-lg font-bold">{highlight.title}</h3>
              <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">{highlight.description}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      {frameworks.length ? (
        <TitledSection title="Works with" titleClassName="text-2xl font-bold" className="mt-16 text-center">
          <ul className="mt-6 flex flex-wrap justify-center gap-3">
            {frameworks.map((framework) => (
              <li key={framework.value}>
                <a
                  href={frameworkHref(library.id, version, framework.value)}
                  className="flex items-center gap-2 rounded-lg border border-gray-200 px-3 py-2 text-sm font-semibold hover:bg-gray-50 dark:border-gray-800 dark:hover:bg-gray-900"
                >
                  <FrameworkLogo framework={framework} />
                  {framework.label}
                </a>
              </li>
            ))}
          </ul>
        </TitledSection>
      ) : null}

      <div className="mt-20 grid items-start justify-items-center gap-8 lg:grid-cols-[300px_minmax(0,1fr)_300px]">
        <SponsorsSection
          sponsors={sponsors}
          className="lg:col-start-2 lg:row-start-1"
          lead={`${library.name} is free and open source, paid for by its sponsors.`}
        />
        <RailAd side="left" className="lg:col-start-1 lg:row-start-1" />
        <RailAd side="right" className="lg:col-start-3 lg:row-start-1" />
      </div>
    </div>
  )
}
