import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { Icon } from '~/features/lucide-icon'

/**
 * Whether a navigation has been pending for 150 ms. Not at once: a change to the page at the
 * click (a class, the spinner's turning) was a frame to draw before the next page's data came,
 * and most navigations are over before the bar would show.
 */
function useNavigationPending(): boolean {
  const pending = useRouterState({ select: (state) => state.status === 'pending' })
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setShown(pending), pending ? 150 : 0)
    return () => clearTimeout(timer)
  }, [pending])
  return pending && shown
}

/** A thin bar at the top of the window while a navigation is pending. */
export function LoadingBar() {
  const loading = useNavigationPending()
  return (
    <div
      aria-hidden="true"
      data-loading={loading ? 'true' : 'false'}
      className={`pointer-events-none fixed inset-x-0 top-0 z-50 transition-opacity duration-300 ${loading ? 'opacity-100' : 'opacity-0'}`}
    >
      <div className="h-0.5 overflow-hidden bg-emerald-500/20">
        <div className="loading-bar h-full w-2/5 bg-emerald-500" />
      </div>
    </div>
  )
}

/**
 * The header's spinner while a navigation is pending: a box of its own beside the header's
 * buttons (always there, so nothing moves when it turns), never drawn over one of them.
 */
export function NavigationSpinner() {
  const loading = useNavigationPending()
  return (
    <span
      data-navigation-spinner=""
      data-loading={loading ? 'true' : 'false'}
      role="status"
      className={`inline-flex h-5 w-5 shrink-0 items-center justify-center transition-opacity duration-300 ${loading ? 'opacity-100' : 'opacity-0'}`}
    >
      <Icon name="loader-circle" className={`h-4 w-4 text-emerald-600 dark:text-emerald-400 ${loading ? 'animate-spin' : ''}`} aria-hidden="true" />
      {loading ? <span className="sr-only">Loading page</span> : null}
    </span>
  )
}
