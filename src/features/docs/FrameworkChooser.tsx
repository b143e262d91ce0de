import { Link } from '@tanstack/react-router'
import { FrameworkLogo } from '~/features/library/FrameworkLogo'
import type { Library } from '~/site/types'
import { useDocsContext } from './DocsLayout'

export function FrameworkChooser({ library, version }: { library: Library; version: string }) {
  const { frameworks } = useDocsContext()
  return (
    <section className="px-4 py-10 sm:px-8" aria-labelledby="chooser-title">
      <h1 id="chooser-title" className="text-3xl font-black">
        Choose a framework
      </h1>
      {frameworks.length ? (
        <>
          <p className="mt-2 text-gray-600 dark:text-gray-300">{library.name} has docs written for each of these frameworks.</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {frameworks.map((framework) => (
              <li key={framework.value}>
                <Link
                  to="/$libraryId/$version/docs/framework/$framework"
                  params={{ libraryId: library.id, version, framework: framework.value }}
                  className="flex items-center gap-3 rounded-lg border border-gray-200 p-4 font-semibold hover:border-emerald-500 dark:border-gray-800"
                >
                  <FrameworkLogo framework={framework} size={28} />
                  {library.name} for {framework.label}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-gray-600 dark:text-gray-300">
          The {library.name} docs of this version are the same for every framework:{' '}
          <Link to="/$libraryId/$version/docs" params={{ libraryId: library.id, version }} className="font-semibold underline">
            read them here
          </Link>
          .
        </p>
      )}
    </section>
  )
}
