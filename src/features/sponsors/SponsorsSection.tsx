import { Suspense, useId } from 'react'
import { QuietErrorBoundary } from '~/features/layout/QuietErrorBoundary'
import { usePublicConfig } from '~/features/layout/usePublicConfig'
import type { SponsorsPromise } from './sponsors.functions'
import SponsorPackWithData from './SponsorPackWithData'

/** The square the pack fills, empty until the list arrives: the same box, so nothing moves. */
const emptySquare = <div className="aspect-square w-full" data-sponsor-pack-pending="" />

/**
 * A page's sponsors section: the pack as the server laid it out, in the page's HTML from the
 * start (the list is loading before the page renders), so no placeholder gives way to it.
 */
export function SponsorsSection({ sponsors, lead, className = '' }: { sponsors: SponsorsPromise; lead?: string; className?: string }) {
  const headingId = useId()
  const sponsorUrl = usePublicConfig()?.sponsorUrl
  return (
    <section aria-labelledby={headingId} className={`mx-auto w-full max-w-xl px-4 text-center ${className}`} data-sponsors-section="">
      <h2 id={headingId} className="text-2xl font-bold">
        Sponsors
      </h2>
      {lead ? <p className="mt-2 text-gray-600 dark:text-gray-300">{lead}</p> : null}
      <div className="mx-auto mt-8 w-full max-w-md">
        <QuietErrorBoundary name="sponsors" fallback={emptySquare}>
          <Suspense fallback={emptySquare}>
            <SponsorPackWithData sponsors={sponsors} />
          </Suspense>
        </QuietErrorBoundary>
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
