import { createFileRoute, Link } from '@tanstack/react-router'

export const Route = createFileRoute('/')({
  component: Home,
})

function Home() {
  return (
    <section>
      <h1>Kitchen sink</h1>
      <p>
        Try the <Link to="/posts" search={{ q: 'load' }}>posts filtered by “load”</Link>, or open{' '}
        <Link to="/posts/$postId" params={{ postId: 2 }}>the second post</Link> directly.
      </p>
    </section>
  )
}
