import { useQuery } from '@tanstack/react-query'
import { postsQuery } from './api'

export function Posts({ onSelect }: { onSelect: (id: number) => void }) {
  const { data, error, isFetching } = useQuery(postsQuery)

  if (error) return <p role="alert">{error.message}</p>
  if (!data) return <p>Loading posts…</p>

  return (
    <section>
      {isFetching && <small>Refreshing…</small>}
      <ol>
        {data.map((post) => (
          <li key={post.id}>
            <button type="button" onClick={() => onSelect(post.id)}>
              {post.title}
            </button>
          </li>
        ))}
      </ol>
    </section>
  )
}
