import { use } from 'react'
import SponsorPack from './SponsorPack'
import type { SponsorsPromise } from './sponsors.functions'

/** The pack for the site's own pages, drawn from the sponsors list the page's route started loading. */
export default function SponsorPackWithData({ sponsors }: { sponsors: SponsorsPromise }) {
  const list = use(sponsors)
  if (!list) {
    return (
      <p className="flex aspect-square w-full items-center justify-center text-sm text-gray-500 dark:text-gray-400">
        The sponsors list is not available right now.
      </p>
    )
  }
  return <SponsorPack sponsors={list} />
}
