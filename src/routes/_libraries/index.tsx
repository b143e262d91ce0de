import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/features/home/HomePage'

export const Route = createFileRoute('/_libraries/')({
  // The random number seeds the background layout, the same on the server and in the browser.
  loader: () => ({ seed: Math.random() }),
  staleTime: Infinity,
  component: function HomeRoute() {
    const { seed } = Route.useLoaderData()
    return <HomePage seed={seed} />
  },
})
