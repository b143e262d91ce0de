import { useNavigate } from '@tanstack/react-router'
import { isFrameworkLandingOrExample, pageKeyOfHref, switchPath } from '~/lib/docs/address'
import type { Library } from '~/site/types'
import { versionChoices, versionLabel } from '~/site/versions'
import { FrameworkLogo } from '~/features/library/FrameworkLogo'
import type { FrameworkDisplay } from '~/site/frameworks'
import { CompareControl } from '~/features/changes/CompareControl'

const selectClass =
  'min-w-0 w-full rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm dark:border-gray-700 dark:bg-gray-900 focus-visible:outline-2 focus-visible:outline-blue-500'

/** The path after `/docs/` of a doc page, or undefined on the framework chooser, a framework landing or an example. */
function docPageOf(pathname: string): string | undefined {
  const page = pageKeyOfHref(pathname)
  if (!page || isFrameworkLandingOrExample(page)) return undefined
  return page
}

export function DocsToolbar(props: {
  library: Library
  version: string
  frameworks: FrameworkDisplay[]
  framework: string | undefined
  onFrameworkChange: (framework: string) => void
  pathname: string
  /** The major the latest branch documents, read from its packages. */
  latestMajor: string
}) {
  const navigate = useNavigate()
  const current = props.frameworks.find((f) => f.value === props.framework)
  const onFrameworkPage = props.pathname.includes('/docs/framework/')
  const page = docPageOf(props.pathname)

  const switchTo = (change: { version?: string; framework?: string }, fallback: string) =>
    import('./switch-page').then(
      ({ switchPage }) =>
        switchPage(
          navigate,
          {
            libraryId: props.library.id,
            version: props.version,
            framework: props.framework,
            frameworkPage: onFrameworkPage,
            page,
            latestMajor: props.latestMajor,
          },
          change,
          fallback,
        ),
      // The code could not be fetched (offline, a new deployment): the server answers the address itself.
      () => window.location.assign(fallback),
    )

  return (
    // One control a row: each select has the panel's whole width, so no label is ever cut
    // (a repository's framework can be any value, labelled by capitalising it).
    <div className="grid gap-2">
      {props.frameworks.length ? (
        <label className="block text-xs font-semibold text-gray-600 dark:text-gray-400">
          Framework
          <span className="mt-1 flex items-center gap-1.5">
            {current ? <FrameworkLogo framework={current} size={18} /> : null}
            <select
              className={selectClass}
              value={props.framework}
              onChange={(event) => {
                const framework = event.target.value
                props.onFrameworkChange(framework)
                if (onFrameworkPage) void switchTo({ framework }, switchPath(props.pathname, { framework }))
              }}
            >
              {props.frameworks.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </span>
        </label>
      ) : null}
      <label className="block text-xs font-semibold text-gray-600 dark:text-gray-400">
        Version
        <select
          className={`${selectClass} mt-1`}
          value={props.version}
          onChange={(event) => void switchTo({ version: event.target.value }, switchPath(props.pathname, { version: event.target.value }))}
        >
          {versionChoices(props.library, props.version, props.latestMajor).map((version) => (
            <option key={version} value={version}>
              {versionLabel(version, props.latestMajor)}
            </option>
          ))}
        </select>
      </label>
      {page ? <CompareControl library={props.library} version={props.version} pathname={props.pathname} /> : null}
    </div>
  )
}
