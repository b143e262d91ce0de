import { Link, rootRouteId, useMatch, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

const buttonClass = 'rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500'

export function ErrorView({ error }: ErrorComponentProps) {
  const router = useRouter()
  const isRoot = useMatch({ strict: false, select: (match) => match.id === rootRouteId })
  const [showError, setShowError] = useState(false)

  useEffect(() => {
    console.error(error)
  }, [error])

  const message = error instanceof Error ? error.message : String(error)

  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-black">Something went wrong!</h1>
      <button
        type="button"
        aria-expanded={showError}
        onClick={() => setShowError((shown) => !shown)}
        className="text-sm text-gray-600 underline dark:text-gray-300"
      >
        {showError ? 'Hide error' : 'Show error'}
      </button>
      {showError ? (
        <pre className="max-w-full overflow-auto rounded-md border border-red-300 bg-red-50 p-3 text-left text-xs text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
          {message}
        </pre>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => void router.invalidate()}
          className={`${buttonClass} bg-gray-800 text-white hover:bg-gray-700 dark:bg-gray-200 dark:text-gray-900`}
        >
          Try Again
        </button>
        {isRoot ? (
          <Link to="/" className={`${buttonClass} bg-emerald-700 text-white hover:bg-emerald-600`}>
            Home
          </Link>
        ) : (
          <Link
            to="/"
            onClick={(event) => {
              event.preventDefault()
              window.history.back()
            }}
            className={`${buttonClass} bg-emerald-700 text-white hover:bg-emerald-600`}
          >
            Go Back
          </Link>
        )}
      </div>
    </section>
  )
}
