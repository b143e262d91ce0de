import { createFileRoute, notFound, redirect } from '@tanstack/react-router'

// `/docs` opens the version's default doc: the catalogue's choice when the repository has it.
export const Route = createFileRoute('/_libraries/$libraryId/$version/docs/')({
  loader: async ({ parentMatchPromise, location }) => {
    const docsHref = (await parentMatchPromise).loaderData?.docsHref
    if (!docsHref) throw notFound({ data: { message: 'These docs have no pages yet.' } })
    throw redirect({ href: `${docsHref}${location.searchStr}` })
  },
})
