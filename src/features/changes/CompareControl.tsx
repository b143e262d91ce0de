import { Icon } from '~/features/lucide-icon'
import { comparableVersions, versionLabel } from '~/lib/changes/versions'
import type { Library } from '~/site/types'
import { useInAppLinks } from '~/features/docs/useInAppLinks'

/**
 * "Compare with …" beside the version selector: a disclosure of links to `?compare=<version>`
 * (native `<details>`: keyboard and touch work, and it works before the page's scripts load).
 */
export function CompareControl({ library, version, pathname }: { library: Library; version: string; pathname: string }) {
  const links = useInAppLinks()
  const versions = comparableVersions(library, version)
  if (!versions.length) return null
  return (
    <details className="group text-sm" data-compare-control="" key={pathname}>
      <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-md border border-gray-300 px-2 py-1.5 font-semibold text-gray-700 hover:border-gray-400 focus-visible:outline-2 focus-visible:outline-blue-500 dark:border-gray-700 dark:text-gray-200 [&::-webkit-details-marker]:hidden">
        <Icon name="git-compare" className="h-4 w-4" aria-hidden="true" />
        Compare with …
      </summary>
      <ul className="mt-1 grid gap-0.5 rounded-md border border-gray-200 p-1 dark:border-gray-800" {...links}>
        {versions.map((other) => (
          <li key={other}>
            <a
              href={`${pathname}?compare=${encodeURIComponent(other)}`}
              data-page-link=""
              className="block rounded px-2 py-1.5 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-500 dark:hover:bg-gray-800"
            >
              {`This page in ${versionLabel(library, other)}`}
            </a>
          </li>
        ))}
        <li>
          <a
            href={`/${library.id}/latest/docs/changes?from=${encodeURIComponent(versionLabel(library, versions.find((other) => other !== 'latest') ?? versions[0]!))}`}
            className="block rounded px-2 py-1.5 text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-500 dark:text-gray-300 dark:hover:bg-gray-800"
          >
            Renamed and removed APIs
          </a>
        </li>
      </ul>
    </details>
  )
}
