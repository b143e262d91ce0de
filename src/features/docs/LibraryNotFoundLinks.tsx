import { Link } from '@tanstack/react-router'
import { frameworkDisplay } from '~/site/frameworks'
import { findLibrary } from '~/site/libraries'
import { FrameworkLogo } from '~/features/library/FrameworkLogo'
import type { LibraryNotFoundData } from './library-not-found'
import { Sidebar } from './Sidebar'

/** Reads the library part a `libraryNotFound` 404 carried, if any. */
export function libraryNotFoundData(data: unknown): LibraryNotFoundData | undefined {
  if (!data || typeof data !== 'object' || !('library' in data)) return undefined
  const library = data.library as LibraryNotFoundData | undefined
  return library && typeof library.libraryId === 'string' && Array.isArray(library.frameworks) && Array.isArray(library.sections) ? library : undefined
}

/** Below a 404 inside a library: the frameworks its docs have at this version, and their navigation. */
export function LibraryNotFoundLinks({ data }: { data: LibraryNotFoundData }) {
  const library = findLibrary(data.libraryId)
  if (!library) return null
  return (
    <div className="mt-8 w-full border-t border-gray-200 pt-8 text-left dark:border-gray-800" data-library-not-found={library.id}>
      <h2 className="text-center text-xl font-bold">
        The <span className={library.textStyle}>{library.name}</span> docs
      </h2>
      {data.frameworks.length ? (
        <ul aria-label={`Frameworks of the ${library.name} docs`} className="mt-4 flex flex-wrap justify-center gap-2">
          {data.frameworks.map((value) => {
            const framework = frameworkDisplay(value)
            return (
              <li key={value}>
                <Link
                  to="/$libraryId/$version/docs/framework/$framework"
                  params={{ libraryId: library.id, version: data.version, framework: value }}
                  className="inline-flex items-center gap-2 rounded-lg border border-gray-200 bg-white px-3 py-1.5 text-sm font-semibold hover:border-emerald-500 dark:border-gray-800 dark:bg-gray-900"
                >
                  <FrameworkLogo framework={framework} size={18} />
                  {framework.label}
                </Link>
              </li>
            )
          })}
        </ul>
      ) : null}
      <div className="mt-6 sm:columns-2 lg:columns-3 [&_li[data-sidebar-section]]:break-inside-avoid">
        <Sidebar sections={data.sections} currentPath="" />
      </div>
    </div>
  )
}
