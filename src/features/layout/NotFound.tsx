import { Link } from '@tanstack/react-router'
import { Icon } from '~/features/lucide-icon'
import type { ReactNode } from 'react'

const buttonClass = 'rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500'

/**
 * A search field that opens the site's search dialog on the page it submits to (an address with
 * `?q=` opens it on arrival), so it works before the page's scripts have run too.
 */
function NotFoundSearch({ action }: { action: string }) {
  return (
    <form role="search" action={action} method="get" className="flex w-full max-w-md gap-2" data-not-found-search="">
      <label htmlFor="not-found-search" className="sr-only">
        Search the docs
      </label>
      <input
        id="not-found-search"
        name="q"
        type="search"
        required
        maxLength={512}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search the docs"
        className="min-w-0 flex-1 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm dark:border-gray-700 dark:bg-gray-900"
      />
      <button
        type="submit"
        className={`${buttonClass} inline-flex items-center gap-1.5 bg-gray-800 text-white hover:bg-gray-700 dark:bg-gray-200 dark:text-gray-900`}
      >
        <Icon name="search" className="h-4 w-4" aria-hidden="true" />
        Search
      </button>
    </form>
  )
}

/**
 * The site's 404 view (SPEC §2: its heading and text). `message` adds a sentence written for
 * readers; `suggestion` (a page to try instead) follows it; `children` replace the two buttons;
 * `searchAction` is where its search field leads (a library's landing, so the search starts in
 * that library); `more` follows below.
 */
export function NotFound({
  message,
  suggestion,
  children,
  searchAction = '/',
  more,
}: {
  message?: ReactNode
  suggestion?: ReactNode
  children?: ReactNode
  searchAction?: string
  more?: ReactNode
}) {
  return (
    <section className="mx-auto flex max-w-5xl flex-col items-center gap-4 px-4 py-16 text-center sm:py-24" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="text-3xl font-black">
        404 Not Found
      </h1>
      <p className="text-gray-600 dark:text-gray-300">The page you are looking for does not exist.</p>
      {message ? <p className="text-sm text-gray-600 dark:text-gray-300">{message}</p> : null}
      {suggestion}
      <NotFoundSearch action={searchAction} />
      <div className="flex flex-wrap justify-center gap-3">
        {children ?? (
          <>
            <button
              type="button"
              onClick={() => window.history.back()}
              className={`${buttonClass} border border-gray-300 bg-white text-gray-900 hover:bg-gray-50 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100`}
            >
              Go back
            </button>
            <Link to="/" className={`${buttonClass} bg-emerald-700 text-white hover:bg-emerald-600`}>
              Start Over
            </Link>
          </>
        )}
      </div>
      {more}
    </section>
  )
}

/** Reads the message a `notFound({ data: { message } })` carried, if any. */
export function notFoundMessage(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message
  return undefined
}

/** The router's default 404, for a route without a not-found view of its own. */
export function DefaultNotFound() {
  return <NotFound />
}
