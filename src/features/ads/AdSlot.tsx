import { QuietErrorBoundary } from '~/features/layout/QuietErrorBoundary'
import { useModuleWhenSettled } from '~/features/layout/page-settled'
import { adNetworkElementId, adSlots, type AdSlotDefinition } from '~/site/ads'

// The ad code (manager, network, house ads) is no part of a page's first load: it comes once the page has settled.
const loadAdSlotContent = () => import('./AdSlotContent')

/** An empty slot, as the server renders it and as it stays until its content comes. */
function EmptySlot({ slot }: { slot: AdSlotDefinition }) {
  return (
    <div className="h-full w-full" data-ad-mode="house">
      <div id={adNetworkElementId(slot)} className="h-full w-full" hidden />
    </div>
  )
}

function SlotContent({ slot }: { slot: AdSlotDefinition }) {
  const content = useModuleWhenSettled(loadAdSlotContent)
  return content ? <content.default slot={slot} /> : <EmptySlot slot={slot} />
}

/** Box sizes per slot, fixed from the server's HTML on: filling a slot never moves the page. */
const boxClass: Record<AdSlotDefinition['id'], string> = {
  // 320×50 on phones, 728×90 from tablets up (SPEC §9).
  leaderboard: 'h-[50px] w-[320px] md:h-[90px] md:w-[728px]',
  footer: 'h-[50px] w-[320px] md:h-[90px] md:w-[728px]',
  'right-rail': 'h-[250px] w-[300px]',
  'left-rail': 'h-[250px] w-[300px]',
}

/**
 * One ad slot: a box of the slot's size (never wider than its column), in its own error
 * boundary, so a broken, blocked or slow ad script leaves the rest of the page alone. Until its
 * content comes (once the page has settled) the box is empty and transparent: its space is kept,
 * but nothing grey stands where the promo or ad will be.
 */
export function AdSlot({ slot, className = '' }: { slot: AdSlotDefinition; className?: string }) {
  return (
    <aside
      aria-label="Advertisement"
      data-ad-slot={slot.id}
      className={`relative block max-w-full shrink-0 overflow-hidden rounded-lg [contain:strict] ${boxClass[slot.id]} ${className}`}
    >
      <QuietErrorBoundary name={`ad ${slot.id}`}>
        <SlotContent slot={slot} />
      </QuietErrorBoundary>
    </aside>
  )
}

/** The 728×90 banner for the top of a page (320×50 on phones). */
export function LeaderboardAd({ className }: { className?: string }) {
  return <AdSlot slot={adSlots.leaderboard} className={className} />
}

/** The 728×90 banner above the site footer (320×50 on phones). */
export function FooterAd({ className }: { className?: string }) {
  return <AdSlot slot={adSlots.footer} className={className} />
}

/** A 300×250 rail unit for a side column; at most its column's width. */
export function RailAd({ side, className }: { side: 'left' | 'right'; className?: string }) {
  return <AdSlot slot={side === 'left' ? adSlots['left-rail'] : adSlots['right-rail']} className={className} />
}
