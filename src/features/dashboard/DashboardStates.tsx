/**
 * The dashboard's pending, error and 403 views. Kept apart from the dashboard itself, and
 * loaded lazily by the route: its options ship with the route definitions every page loads.
 */
const quietButton =
  'inline-flex items-center rounded-md border border-gray-300 px-3 py-1.5 text-sm font-semibold hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:border-gray-600 dark:hover:bg-gray-800'

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The action did not complete.'
}

export function DashboardForbidden({ name }: { name: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <p className="font-mono text-sm text-gray-600 dark:text-gray-400">403</p>
      <h1 className="text-3xl font-black tracking-tight">Admins only</h1>
      <p className="mt-3">
        You are signed in as <strong>{name}</strong>, which is not an admin account. The dashboard is for the people who run this site.
      </p>
    </div>
  )
}

export function DashboardLoading() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12" role="status" aria-live="polite">
      <p className="text-gray-600 dark:text-gray-400">Loading the dashboard…</p>
    </div>
  )
}

export function DashboardError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16" role="alert">
      <h1 className="text-2xl font-bold">The dashboard could not load</h1>
      <p className="mt-2 text-gray-700 dark:text-gray-300">{errorText(error)}</p>
      <button type="button" className={`${quietButton} mt-4`} onClick={retry}>
        Try again
      </button>
    </div>
  )
}

/** The dashboard route's error boundary. */
export function DashboardRouteError({ error, reset }: { error: unknown; reset: () => void }) {
  return <DashboardError error={error} retry={reset} />
}
