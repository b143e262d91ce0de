import { lazy, Suspense, useId } from 'react'
import { QuietErrorBoundary } from '~/features/layout/QuietErrorBoundary'
import { useNearViewport } from '~/features/layout/useNearViewport'
import { usePublicConfig } from '~/features/layout/usePublicConfig'
import type { SponsorsPromise } from './sponsors.functions'
import { SponsorNames } from './SponsorNames'

// The pack's code (and d3-hierarchy) loads only when the section is about to scroll into view.
const SponsorPackWithData = lazy(() => import('./SponsorPackWithData'))

/** The names until the pack is drawn, or if its code cannot load; nothing if the list cannot be had. */
function NamesPlaceholder({ sponsors }: { sponsors: SponsorsPromise }) {
  return (
    <QuietErrorBoundary name="sponsor names">
      <Suspense fallback={null}>
        <SponsorNames sponsors={sponsors} />
      </Suspense>
    </QuietErrorBoundary>
  )
}

/**
 * A page's sponsors section. The square keeps its size from the first paint and shows the
 * sponsors' names from the server's HTML on, so the picture arriving later moves nothing.
 */
export function SponsorsSection({ sponsors, lead, className = '' }: { sponsors: SponsorsPromise; lead?: string; className?: string }) {
  const headingId = useId()
  const [boxRef, near] = useNearViewport<HTMLDivElement>()
  const sponsorUrl = usePublicConfig()?.sponsorUrl
  return (
    <section aria-labelledby={headingId} className={`mx-auto w-full max-w-xl px-4 text-center ${className}`} data-sponsors-section="">
      <h2 id={headingId} className="text-2xl font-bold">
        Sponsors
      </h2>
      {lead ? <p className="mt-2 text-gray-600 dark:text-gray-300">{lead}</p> : null}
      <div ref={boxRef} className="relative mx-auto mt-8 aspect-square w-full max-w-md">
        {near ? (
          <QuietErrorBoundary name="sponsors" fallback={<NamesPlaceholder sponsors={sponsors} />}>
            <Suspense fallback={<NamesPlaceholder sponsors={sponsors} />}>
              <SponsorPackWithData sponsors={sponsors} />
            </Suspense>
          </QuietErrorBoundary>
        ) : (
          <NamesPlaceholder sponsors={sponsors} />
        )}
      </div>
      {sponsorUrl ? (
        <a
          href={sponsorUrl}
          rel="noreferrer"
          className="mt-6 inline-block rounded-lg bg-emerald-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500"
        >
          Become a sponsor
        </a>
      ) : null}
    </section>
  )
}
