import { Link } from '@tanstack/react-router'
import { NotFound } from '~/features/layout/NotFound'

/** The missing-post page: the site's 404 with a way back to the blog. */
export function PostNotFound() {
  return (
    <NotFound message="Post not found.">
      <Link
        to="/blog"
        className="rounded-md bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500"
      >
        Blog Home
      </Link>
    </NotFound>
  )
}
