import { Icon } from '~/features/lucide-icon'
import { useSiteName } from '~/features/layout/useSiteName'
import { useSearch } from '~/features/search/search-context'
import { LibraryBadgePill } from '~/features/library/LibraryBadgePill'
import { LibraryLink } from '~/features/library/LibraryLink'
import { LibraryFigures } from '~/features/live/LibraryFigures'
import { LiveStatsSection } from '~/features/live/LiveStatsSection'
import { SponsorsSection } from '~/features/sponsors/SponsorsSection'
import type { SponsorsPromise } from '~/features/sponsors/sponsors.functions'
import { groupedLibraries } from '~/site/libraries'
import { GradientCanvas } from './GradientCanvas'
import { libraryCopy } from '~/site/libraries/copy'
import { SiteStructuredData } from './SiteStructuredData'

const actionClass =
  'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500'

/** The first screen's way in: pick a library below, or search every doc at once. */
function CallToAction() {
  const { open, preload } = useSearch()
  return (
    <div className="mt-8 grid grid-cols-1 gap-3 sm:flex sm:justify-center" data-home-actions="">
      <a href="#libraries" className={`${actionClass} bg-gray-900 text-white hover:bg-gray-700 dark:bg-white dark:text-gray-900 dark:hover:bg-gray-200`}>
        Pick a library
      </a>
      <button
        type="button"
        onClick={open}
        onPointerEnter={preload}
        onFocus={preload}
        aria-keyshortcuts="Control+K Meta+K"
        className={`${actionClass} border border-gray-300 bg-white/90 text-gray-900 hover:bg-gray-50 dark:border-gray-700 dark:bg-gray-900/90 dark:text-gray-100 dark:hover:bg-gray-800`}
      >
        <Icon name="search" className="h-4 w-4" aria-hidden="true" />
        Search the docs
      </button>
    </div>
  )
}

export function HomePage({ seed, sponsors, liveFigures }: { seed: number; sponsors: SponsorsPromise; liveFigures: boolean }) {
  const siteName = useSiteName()
  return (
    <div className="relative isolate overflow-hidden">
      <SiteStructuredData />
      <GradientCanvas seed={seed} />
      <section className="mx-auto max-w-4xl px-4 pt-16 pb-10 text-center sm:pt-24">
        <h1 className="text-5xl font-black tracking-tight sm:text-7xl">{siteName}</h1>
        <p className="mt-4 text-xl font-semibold text-gray-700 sm:text-2xl dark:text-gray-200">High-quality open-source software for web developers</p>
        <p className="mx-auto mt-4 max-w-2xl text-gray-600 dark:text-gray-300">
          Headless, type-safe libraries for routing, data fetching, state, tables, forms, virtualised lists and more. Use them with the framework you already
          have, and read their docs for the exact version you run.
        </p>
        <CallToAction />
      </section>

      <LiveStatsSection available={liveFigures} />

      <div id="libraries" className="mx-auto mt-10 max-w-7xl scroll-mt-20 space-y-12 px-4 pb-20">
        {groupedLibraries.map((group) => (
          <section key={group.label} aria-labelledby={`group-${group.label}`}>
            <h2 id={`group-${group.label}`} className="mb-4 text-sm font-bold tracking-wide text-gray-500 uppercase dark:text-gray-400">
              {group.label}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.libraries.map((library) => (
                <li key={library.id}>
                  <LibraryLink
                    libraryId={library.id}
                    data-library-card={library.id}
                    className="group block h-full rounded-xl border border-gray-200 bg-white/80 p-5 shadow-sm backdrop-blur transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-gray-800 dark:bg-gray-900/80"
                  >
                    <div className="flex items-center gap-2">
                      <span className={`h-3 w-3 rounded-full ${library.bgStyle}`} aria-hidden="true" />
                      <h3 className="text-lg font-extrabold">
                        {siteName} <span className={library.textStyle}>{library.name}</span>
                      </h3>
                      <LibraryBadgePill badge={library.badge} />
                    </div>
                    <p className="mt-2 font-semibold text-gray-800 dark:text-gray-100">{library.tagline}</p>
                    <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">{libraryCopy(library.id).description}</p>
                    <LibraryFigures id={library.id} available={liveFigures} />
                  </LibraryLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <SponsorsSection sponsors={sponsors} className="mt-4 pb-20" lead="The people and companies who fund the work on every library." />
    </div>
  )
}
