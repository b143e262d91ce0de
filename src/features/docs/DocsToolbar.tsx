import { useNavigate } from '@tanstack/react-router'
import { switchPath } from '~/lib/docs/paths'
import type { Library } from '~/site/types'
import { selectableVersions } from '~/site/versions'
import { FrameworkLogo } from '~/features/library/FrameworkLogo'
import type { FrameworkDisplay } from '~/site/frameworks'

const selectClass =
  'min-w-0 w-full rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm dark:border-gray-700 dark:bg-gray-900 focus-visible:outline-2 focus-visible:outline-blue-500'

export function DocsToolbar(props: {
  library: Library
  version: string
  frameworks: FrameworkDisplay[]
  framework: string | undefined
  onFrameworkChange: (framework: string) => void
  pathname: string
}) {
  const navigate = useNavigate()
  const current = props.frameworks.find((f) => f.value === props.framework)
  const onFrameworkPage = props.pathname.includes('/docs/framework/')
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
                if (onFrameworkPage) void navigate({ href: switchPath(props.pathname, { framework }) })
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
          onChange={(event) => void navigate({ href: switchPath(props.pathname, { version: event.target.value }) })}
        >
          {selectableVersions(props.library).map((version) => (
            <option key={version} value={version}>
              {version === 'latest' ? `latest (${props.library.latestVersion})` : version}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
