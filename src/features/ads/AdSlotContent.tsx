import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { usePublicConfig } from '~/features/layout/usePublicConfig'
import { adNetworkElementId, type AdSlotDefinition } from '~/site/ads'
import { getAdsManager } from './ads-runtime'
import { BannerHouseAd, RailHouseAd } from './HouseAds'

/** What fills a slot once the page has settled: the network's ad or a house ad (see ads-manager). */
export default function AdSlotContent({ slot }: { slot: AdSlotDefinition }) {
  const ads = usePublicConfig()?.ads
  const router = useRouter()
  const boxRef = useRef<HTMLDivElement>(null)
  const [now, setNow] = useState<number | null>(null)
  const [mode, setMode] = useState<'house' | 'network'>('house')
  const [duplicate, setDuplicate] = useState(false)
  const networkElementId = adNetworkElementId(slot)

  useEffect(() => {
    const element = boxRef.current?.parentElement
    if (!element) return
    const manager = getAdsManager(ads)
    const handle = { slot, element, networkElementId, showHouse: setNow, setMode, setDuplicate }
    const unregister = manager.register(handle)
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) =>
            manager.setVisible(
              handle,
              entries.some((e) => e.isIntersecting),
            ),
          )
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
