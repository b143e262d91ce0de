import * as Dialog from '@radix-ui/react-dialog'
import { Link, Outlet, useLocation } from '@tanstack/react-router'
import { Menu, X } from 'lucide-react'
import { createContext, useContext, useEffect, useMemo, useState } from 'react'
import type { DocsConfig } from '~/lib/docs/config-schema'
import { docsBase, switchPath } from '~/lib/docs/paths'
import { buildSidebar, type SidebarSection } from '~/lib/docs/sidebar'
import type { Library } from '~/site/types'
import { isLatestVersion } from '~/site/versions'
import { DocsToolbar } from './DocsToolbar'
import { Sidebar } from './Sidebar'
import { useFrameworkPreference } from './useFrameworkPreference'

type DocsContextValue = { sections: SidebarSection[]; framework: string }
const DocsContext = createContext<DocsContextValue>({ sections: [], framework: 'react' })
export const useDocsContext = () => useContext(DocsContext)

function frameworkInPath(pathname: string): string | undefined {
  return /\/docs\/framework\/([^/]+)/.exec(pathname)?.[1]
}

export function DocsLayout(props: { library: Library; version: string; config: DocsConfig | null; configProblem: string | null }) {
  const { library, version, config } = props
  const pathname = useLocation({ select: (location) => decodeURI(location.pathname).replace(/\/$/, '') })
  const [framework, setFramework] = useFrameworkPreference(library, frameworkInPath(pathname))
  const [drawerOpen, setDrawerOpen] = useState(false)
  useEffect(() => setDrawerOpen(false), [pathname])

  const sections = useMemo(() => (config ? buildSidebar(config, docsBase(library.id, version), framework) : []), [config, library.id, version, framework])
  const context = useMemo(() => ({ sections, framework }), [sections, framework])

  const navigation = (
    <div className="space-y-5">
      <DocsToolbar library={library} version={version} framework={framework} onFrameworkChange={setFramework} pathname={pathname} />
      {props.configProblem ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-xs text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          The navigation of these docs could not be read. {props.configProblem}
        </p>
      ) : null}
      <Sidebar sections={sections} currentPath={pathname} />
    </div>
  )

  return (
    <DocsContext.Provider value={context}>
      {!isLatestVersion(library, version) ? (
        <div role="note" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          {`You are reading the docs of ${library.name} ${version}. The latest version is ${library.latestVersion}: `}
          <Link to={switchPath(pathname, { version: 'latest' })} className="font-semibold underline">
            read the latest docs
          </Link>
          .
        </div>
      ) : null}
      <div className="mx-auto flex max-w-7xl">
        <aside className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-64 shrink-0 overflow-y-auto border-r border-gray-200 p-4 lg:block dark:border-gray-800">
          <Link to="/$libraryId/$version" params={{ libraryId: library.id, version }} className={`mb-4 block text-lg font-black ${library.textStyle}`}>
            {library.name}
          </Link>
          {navigation}
        </aside>
        <div className="min-w-0 flex-1">
          <div className="sticky top-14 z-30 flex items-center gap-2 border-b border-gray-200 bg-white/95 px-4 py-2 backdrop-blur lg:hidden dark:border-gray-800 dark:bg-gray-950/95">
            <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
              <Dialog.Trigger className="inline-flex items-center gap-1.5 rounded-md border border-gray-300 px-2 py-1 text-sm font-semibold dark:border-gray-700">
                <Menu className="h-4 w-4" aria-hidden="true" />
                {library.name} docs
              </Dialog.Trigger>
              <Dialog.Portal>
                <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
                <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-[85vw] max-w-sm overflow-y-auto bg-white p-4 shadow-xl dark:bg-gray-950">
                  <div className="mb-4 flex items-center justify-between">
                    <Dialog.Title className={`text-lg font-black ${library.textStyle}`}>{library.name} docs</Dialog.Title>
                    <Dialog.Close aria-label="Close navigation" className="rounded-md p-1 hover:bg-gray-100 dark:hover:bg-gray-800">
                      <X className="h-5 w-5" aria-hidden="true" />
                    </Dialog.Close>
                  </div>
                  <Dialog.Description className="sr-only">Pages of the {library.name} documentation</Dialog.Description>
                  {navigation}
                </Dialog.Content>
              </Dialog.Portal>
            </Dialog.Root>
          </div>
          <Outlet />
        </div>
      </div>
    </DocsContext.Provider>
  )
}
