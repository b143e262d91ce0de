import { createFileRoute, notFound } from '@tanstack/react-router'
import { DocsLayout, frameworkInPath } from '~/features/docs/DocsLayout'
import { getDocsVersionFn } from '~/features/docs/docs.functions'
import { DOCS_STALE_TIME, docsCacheHeaders } from '~/lib/cache-policy'
import { inPageSidebar } from '~/lib/docs/in-page-sidebar'
import { getLibrary } from '~/site/libraries'

export const Route = createFileRoute('/_libraries/$libraryId/$version/docs')({
  // The sidebar sent with the page is the URL's framework's (the version's first on neutral pages);
  // the layout fetches another one when the reader's framework differs.
  loader: async ({ params, location }) => {
    const info = await getDocsVersionFn({ data: { libraryId: params.libraryId, version: params.version, framework: frameworkInPath(location.pathname) } })
    if ('notFound' in info) throw notFound({ data: { message: info.notFound } })
    // Kept small for the page's hydration data: frameworks by value (the layout labels them from
    // the catalogue), and the sidebar's sections read back from the page's markup.
    return {
      frameworks: info.frameworks.map((framework) => framework.value),
      configProblem: info.configProblem,
      docsHref: info.docsHref,
      sidebar: { framework: info.sidebar.framework, sections: inPageSidebar(info.sidebar.sections) },
    }
  },
  staleTime: DOCS_STALE_TIME,
  headers: () => docsCacheHeaders,
  component: function DocsLayoutRoute() {
    const { libraryId, version } = Route.useParams()
    return <DocsLayout library={getLibrary(libraryId)} version={version} info={Route.useLoaderData()} />
  },
})
