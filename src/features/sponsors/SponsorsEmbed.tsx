import type { PackedSponsor } from './pack-layout'
import SponsorPack from './SponsorPack'

/**
 * The sponsors widget other sites put in an iframe: only the picture, on a transparent
 * background, its links opening in the embedding page's window.
 */
export function SponsorsEmbed({ sponsors }: { sponsors: readonly PackedSponsor[] }) {
  return (
    <main data-sponsors-embed="" className="mx-auto w-full max-w-3xl overflow-x-clip p-2 pt-12">
      <SponsorPack sponsors={sponsors} linkTarget="_parent" />
    </main>
  )
}
