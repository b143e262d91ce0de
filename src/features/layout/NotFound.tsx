import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

const buttonClass =
  'rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500'

/** The site's 404 view. `message` adds a sentence; `children` replace the two buttons. */
export function NotFound({ message, children }: { message?: ReactNode; children?: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="text-3xl font-black">
        404 Not Found
      </h1>
      <p className="text-gray-600 dark:text-gray-300">The page you are looking for does not exist.</p>
      {message ? <p className="text-sm text-gray-500 dark:text-gray-400">{message}</p> : null}
      <div className="flex flex-wrap justify-center gap-3">
        {children ?? (
          <>
            <button
              type="button"
              onClick={() => window.history.back()}
              className={`${buttonClass} bg-gray-800 text-white hover:bg-gray-700 dark:bg-gray-200 dark:text-gray-900`}
            >
              Go back
            </button>
            <Link to="/" className={`${buttonClass} bg-emerald-700 text-white hover:bg-emerald-600`}>
              Start Over
            </Link>
          </>
        )}
      </div>
    </section>
  )
}

/** Reads the message a `notFound({ data: { message } })` carried, if any. */
export function notFoundMessage(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message
  return undefined
}
