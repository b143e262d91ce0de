import { useRouterState } from '@tanstack/react-router'
import { LoaderCircle } from 'lucide-react'

/** A thin bar and a spinner at the top of the window while a navigation is pending. */
export function LoadingBar() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' })
  return (
    <div
      aria-hidden={!loading}
      data-loading={loading ? 'true' : 'false'}
      className={`pointer-events-none fixed inset-x-0 top-0 z-50 transition-opacity duration-300 ${loading ? 'opacity-100 delay-150' : 'opacity-0'}`}
    >
      <div className="h-0.5 overflow-hidden bg-emerald-500/20">
        <div className="loading-bar h-full w-2/5 bg-emerald-500" />
      </div>
      <div className="absolute top-2 right-3" role={loading ? 'status' : undefined}>
        <LoaderCircle className={`h-4 w-4 text-emerald-600 ${loading ? 'animate-spin' : ''}`} aria-hidden="true" />
        {loading ? <span className="sr-only">Loading page</span> : null}
      </div>
    </div>
  )
}
