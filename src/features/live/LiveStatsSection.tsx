import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { QuietErrorBoundary } from '~/features/layout/QuietErrorBoundary'

// The widget's code (connection, counter) loads only once the page is interactive and the section is in view.
const LiveStatsWidget = lazy(() => import('./LiveStatsWidget'))

/** Resolves after the page has loaded and the browser has had a moment of idle time. */
function afterInteractive(callback: () => void): () => void {
  let cancelled = false
  let idle: number | undefined
  const run = () => {
    if (cancelled) return
    const w = window as Window & { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number }
    if (w.requestIdleCallback) idle = w.requestIdleCallback(() => !cancelled && callback(), { timeout: 2_000 })
    else idle = window.setTimeout(() => !cancelled && callback(), 200)
  }
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', run)
    const w = window as Window & { cancelIdleCallback?: (id: number) => void }
    if (idle !== undefined) {
      if (w.cancelIdleCallback) w.cancelIdleCallback(idle)
      clearTimeout(idle)
    }
  }
}

/**
 * The home page's live figures, when the server has some (`available`): the box has its final
 * size from the first paint; the widget inside connects only while the section is visible, and
 * a failure of it leaves the box empty rather than the page. Without figures there is no box.
 */
export function LiveStatsSection({ available }: { available: boolean }) {
  return available ? <LiveFiguresBox /> : null
}

function LiveFiguresBox() {
  const ref = useRef<HTMLElement>(null)
  const [ready, setReady] = useState(false)
  const [visible, setVisible] = useState(false)
  const [loaded, setLoaded] = useState(false)

  useEffect(() => afterInteractive(() => setReady(true)), [])

  useEffect(() => {
    const element = ref.current
    if (!ready || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true)
      return
    }
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1)
      if (entry) setVisible(entry.isIntersecting)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ready])

  useEffect(() => {
    if (visible) setLoaded(true)
  }, [visible])

  return (
    <section ref={ref} aria-label="Live open-source figures" className="mx-auto h-44 max-w-4xl px-4 sm:h-36" data-live-stats="">
      {loaded ? (
        <QuietErrorBoundary name="live figures">
          <Suspense fallback={null}>
            <LiveStatsWidget active={visible} />
          </Suspense>
        </QuietErrorBoundary>
      ) : null}
    </section>
  )
}
