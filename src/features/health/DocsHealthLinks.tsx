import { Link } from '@tanstack/react-router'
import { libraries } from '~/site/libraries'

/** The dashboard's way to each library's docs-health page. */
export function DocsHealthLinks() {
  return (
    <nav
      aria-labelledby="dashboard-docs-health"
      className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-700 dark:bg-gray-900 sm:p-5"
    >
      <h2 id="dashboard-docs-health" className="text-lg font-bold">
        Docs health
      </h2>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
        What readers and their tools fail to find, per library, with an issue ready for its repository.
      </p>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm">
        {libraries.map((library) => (
          <li key={library.id}>
            <Link
              to="/dashboard/docs-health/$libraryId"
              params={{ libraryId: library.id }}
              search={{ since: '7d' }}
              className="inline-flex rounded-md border border-gray-300 px-3 py-1.5 font-semibold hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:border-gray-600 dark:hover:bg-gray-800"
            >
              {library.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
