import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { QuietErrorBoundary } from '~/features/layout/QuietErrorBoundary'
import { usePublicConfig } from '~/features/layout/usePublicConfig'
import { adSlots, type AdSlotDefinition } from '~/site/ads'
import { getAdsManager } from './ads-runtime'
import { BannerHouseAd, RailHouseAd } from './HouseAds'

/** Box sizes per slot, fixed from the server's HTML on: filling a slot never moves the page. */
const boxClass: Record<AdSlotDefinition['id'], string> = {
  // 320×50 on phones, 728×90 from tablets up (SPEC §9).
  leaderboard: 'h-[50px] w-[320px] md:h-[90px] md:w-[728px]',
  footer: 'h-[50px] w-[320px] md:h-[90px] md:w-[728px]',
  'right-rail': 'h-[250px] w-[300px]',
  'left-rail': 'h-[250px] w-[300px]',
}

function AdSlotContent({ slot }: { slot: AdSlotDefinition }) {
  const ads = usePublicConfig()?.ads
  const router = useRouter()
  const boxRef = useRef<HTMLDivElement>(null)
  const [now, setNow] = useState<number | null>(null)
  const [mode, setMode] = useState<'house' | 'network'>('house')
  const [duplicate, setDuplicate] = useState(false)
  const networkElementId = `ad-${slot.id}`

  useEffect(() => {
    const element = boxRef.current?.parentElement
    if (!element) return
    const manager = getAdsManager(ads)
    const handle = { slot, element, networkElementId, showHouse: setNow, setMode, setDuplicate }
    const unregister = manager.register(handle)
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => manager.setVisible(handle, entries.some((e) => e.isIntersecting)))
    observer?.observe(element)
    const unsubscribe = router.subscribe('onResolved', () => manager.refreshAfterNavigation())
    return () => {
      unsubscribe()
      observer?.disconnect()
      unregister()
    }
  }, [ads, router, slot, networkElementId])

  useEffect(() => {
    // A duplicate beyond the first of its id is taken off the page.
    const element = boxRef.current?.parentElement
    if (element) element.hidden = duplicate
  }, [duplicate])

  return (
    <div ref={boxRef} className="h-full w-full" data-ad-mode={mode}>
      {/* The network renders into this element; React never puts anything in it. */}
      <div id={networkElementId} className="h-full w-full" hidden={mode !== 'network' || duplicate} />
      {mode === 'house' && now !== null && !duplicate ? (
        slot.id === 'leaderboard' || slot.id === 'footer' ? (
          <BannerHouseAd slot={slot.id} now={now} />
        ) : (
          <RailHouseAd side={slot.id === 'right-rail' ? 'right' : 'left'} now={now} />
        )
      ) : null}
    </div>
  )
}

/**
 * One ad slot: a box of the slot's size (never wider than its column), in its own error
 * boundary, so a broken, blocked or slow ad script leaves the rest of the page alone.
 */
export function AdSlot({ slot, className = '' }: { slot: AdSlotDefinition; className?: string }) {
  return (
    <aside
      aria-label="Advertisement"
      data-ad-slot={slot.id}
      className={`relative block max-w-full shrink-0 overflow-hidden rounded-lg bg-gray-100 [contain:strict] dark:bg-gray-900 ${boxClass[slot.id]} ${className}`}
    >
      <QuietErrorBoundary name={`ad ${slot.id}`}>
        <AdSlotContent slot={slot} />
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
