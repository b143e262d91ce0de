import { Link } from '@tanstack/react-router'
import { FrameworkLogo } from '~/features/library/FrameworkLogo'
import { frameworkHref } from '~/lib/docs/address'
import { frameworkDisplay } from '~/site/frameworks'
import type { Library } from '~/site/types'
import { useDocsContext } from './DocsLayout'

export function FrameworkLanding({ library, version, framework }: { library: Library; version: string; framework: string }) {
  const option = frameworkDisplay(framework)
  const { sections } = useDocsContext()
  const frameworkPrefix = frameworkHref(library.id, version, framework)
  const pages = sections.flatMap((section) =>
    section.items.filter((item) => item.href.startsWith(frameworkPrefix)).map((item) => ({ ...item, section: section.label })),
  )
  const start = pages.find((page) => !page.href.includes('/examples/'))
  return (
    <section className="px-4 py-10 sm:px-8" aria-labelledby="framework-title">
      <h1 id="framework-title" className="flex items-center gap-3 text-3xl font-black">
        <FrameworkLogo framework={option} size={32} />
        {option.label}
      </h1>
      <p className="mt-2 text-gray-600 dark:text-gray-300">
        The {library.name} docs for {option.label}: guides, API reference and examples written for this framework.
      </p>
      {start ? (
        <Link to={start.href} className="mt-6 inline-block rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-600">
          Start with {start.label}
        </Link>
      ) : null}
      {pages.length ? (
        <ul className="mt-8 grid gap-2 sm:grid-cols-2">
          {pages.map((page) => (
            <li key={page.href}>
              <Link to={page.href} className="block rounded-md border border-gray-200 px-3 py-2 hover:border-emerald-500 dark:border-gray-800">
                <span className="block text-xs text-gray-500 dark:text-gray-400">{page.section}</span>
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-sm text-gray-600 dark:text-gray-300">
          This version lists no pages specific to {option.label}; the pages in the navigation apply to every framework.
        </p>
      )}
    </section>
  )
}
