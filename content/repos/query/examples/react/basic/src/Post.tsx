import { useQuery } from '@tanstack/react-query'
import { postQuery } from './api'

export function Post({ id, onBack }: { id: number; onBack: () => void }) {
  const { data, error, isFetching } = useQuery(postQuery(id))

  return (
    <article>
      <button type="button" onClick={onBack}>
        ← All posts
      </button>
      {error && <p role="alert">{error.message}</p>}
      {data ? (
        <>
          <h2>{data.title}</h2>
          <p>{data.body}</p>
        </>
      ) : (
        !error && <p>Loading post {id}…</p>
      )}
      {isFetching && data && <small>Refreshing…</small>}
    </article>
  )
}
