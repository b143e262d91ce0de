import { createFileRoute, notFound } from '@tanstack/react-router'
import { fetchPost } from '../posts'

export const Route = createFileRoute('/posts/$postId')({
  params: {
    parse: (raw) => ({ postId: Number(raw.postId) }),
    stringify: (params) => ({ postId: String(params.postId) }),
  },
  loader: async ({ params }) => {
    const post = await fetchPost(params.postId)
    if (!post) throw notFound()
    return post
  },
  notFoundComponent: () => <p>That post does not exist.</p>,
  errorComponent: ({ error }) => (
    <p role="alert">{error instanceof Error ? error.message : 'Something went wrong.'}</p>
  ),
  component: PostDetail,
})

function PostDetail() {
  const post = Route.useLoaderData()
  return (
    <article>
      <h2>{post.title}</h2>
      <p>{post.body}</p>
    </article>
  )
}
