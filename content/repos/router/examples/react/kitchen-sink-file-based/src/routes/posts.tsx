import { createFileRoute, Link, Outlet, useNavigate } from '@tanstack/react-router'
import { fetchPosts } from '../posts'

// `q` is optional so links to /posts (and its children) may leave it out.
type PostsSearch = { q?: string }

export const Route = createFileRoute('/posts')({
  validateSearch: (search: Record<string, unknown>): PostsSearch => ({
    q: typeof search.q === 'string' && search.q !== '' ? search.q : undefined,
  }),
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  loader: ({ deps }) => fetchPosts(deps.q),
  component: PostsLayout,
})

function PostsLayout() {
  const posts = Route.useLoaderData()
  const { q = '' } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })

  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: '1rem' }}>
      <aside>
        <input
          aria-label="Filter posts"
          placeholder="Filter…"
          value={q}
          onChange={(e) => navigate({ search: { q: e.target.value || undefined }, replace: true })}
        />
        <ul>
          {posts.map((post) => (
            <li key={post.id}>
              <Link to="/posts/$postId" params={{ postId: post.id }} search={{ q: q || undefined }}>
                {post.title}
              </Link>
            </li>
          ))}
        </ul>
      </aside>
      <Outlet />
    </div>
  )
}
