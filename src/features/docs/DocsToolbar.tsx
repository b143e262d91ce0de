import { useNavigate } from '@tanstack/react-router'
import { isFrameworkLandingOrExample, pageKeyOfHref, switchPath } from '~/lib/docs/address'
import type { Library } from '~/site/types'
import { versionChoices, versionLabel } from '~/site/versions'
import { FrameworkLogo } from '~/features/library/FrameworkLogo'
import { frameworkLabel, type FrameworkDisplay } from '~/site/frameworks'
import { CompareControl } from '~/features/changes/CompareControl'
import { getSwitchTargetFn } from './docs.functions'
import './switch-notice'

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

  /** Opens the same page in the other version or framework, or the closest one with a notice. */
  const switchTo = async (change: { version?: string; framework?: string }, fallback: string) => {
    if (!page) return void navigate({ href: fallback })
    const version = change.version ?? props.version
    const target = await getSwitchTargetFn({
      data: {
        libraryId: props.library.id,
        fromVersion: props.version,
        version,
        framework: onFrameworkPage ? (change.framework ?? props.framework) : undefined,
        page,
      },
    }).catch(() => null)
    if (!target) return void navigate({ href: fallback })
    const where = change.version ? `the ${versionLabel(version, props.latestMajor)} docs` : `the ${frameworkLabel(change.framework ?? '')} docs`
    const switchNotice = target.exact ? undefined : `The page you were reading is not in ${where}: this is the closest page.`
    void navigate({ href: target.href, state: (previous) => ({ ...previous, switchNotice }) })
  }

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
