import { Link } from '@tanstack/react-router'
import { groupedLibraries } from '~/site/libraries'
import type { Library } from '~/site/types'
import { MenuIcon } from '~/features/menu-icons'
import { LibraryBadgePill } from '~/features/library/LibraryBadgePill'
import { LibraryLink } from '~/features/library/LibraryLink'

function MenuLink({ entry }: { entry: Library['menu'][number] }) {
  // At least 44 px tall on phones (a thumb's tap target); compact from the sm breakpoint on.
  const className =
    'inline-flex min-h-11 items-center gap-1 rounded-md border border-gray-200 px-3 text-sm text-gray-700 hover:bg-gray-100 hover:text-gray-900 sm:min-h-0 sm:border-0 sm:px-1.5 sm:py-0.5 sm:text-xs dark:border-gray-800 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white'
  if (entry.to.startsWith('http')) {
    return (
      <a href={entry.to} className={className} rel="noreferrer">
        <MenuIcon name={entry.icon} className="h-4 w-4 sm:h-3 sm:w-3" />
        {entry.label}
      </a>
    )
  }
  return (
    <Link to={entry.to} className={className}>
      <MenuIcon name={entry.icon} className="h-4 w-4 sm:h-3 sm:w-3" />
      {entry.label}
    </Link>
  )
}

/** The header's Libraries menu: every library by group, with its Examples / Docs / GitHub links. */
export function LibrariesPanel({ id }: { id: string }) {
  return (
    <div id={id} className="grid gap-6 p-4 sm:grid-cols-2 lg:grid-cols-4">
      {groupedLibraries.map((group) => (
        <div key={group.label}>
          <p className="mb-2 text-xs font-bold tracking-wide text-gray-500 uppercase dark:text-gray-400">{group.label}</p>
          <ul className="space-y-3">
            {group.libraries.map((library) => (
              <li key={library.id}>
                <LibraryLink libraryId={library.id} className="flex min-h-11 items-center gap-2 font-semibold hover:underline sm:min-h-0">
                  <span className={`h-2.5 w-2.5 rounded-full ${library.bgStyle}`} aria-hidden="true" />
                  {library.name}
                  <LibraryBadgePill badge={library.badge} />
                </LibraryLink>
                <div className="mt-1 flex flex-wrap gap-2 sm:gap-1">
                  {library.menu.map((entry) => (
                    <MenuLink key={entry.label} entry={entry} />
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
