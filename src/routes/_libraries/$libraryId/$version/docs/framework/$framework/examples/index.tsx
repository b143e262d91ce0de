import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { getDefaultExampleFn } from '~/features/examples/examples.functions'

// The libraries menu links here: the framework's default example as the repository has it.
export const Route = createFileRoute('/_libraries/$libraryId/$version/docs/framework/$framework/examples/')({
  // Its loader (a redirect) comes when the route is used, not in the route definitions every page loads.
  codeSplitGroupings: [['loader']],
  loader: async ({ params }) => {
    const href = await getDefaultExampleFn({ data: { libraryId: params.libraryId, version: params.version, framework: params.framework } })
    if (!href) throw notFound({ data: { message: 'These docs have no examples.' } })
    throw redirect({ href })
  },
})
