import { createFileRoute } from '@tanstack/react-router'
import { getCount } from '../server/counter'
import { CounterButton } from '../components/CounterButton'

export const Route = createFileRoute('/')({
  loader: () => getCount(),
  component: Home,
})

function Home() {
  const { count, renderedAt } = Route.useLoaderData()
  return (
    <section>
      <h1>Hello from Start</h1>
      <p>
        The counter below was read on the server at <time>{renderedAt}</time>.
      </p>
      <CounterButton initial={count} />
    </section>
  )
}
