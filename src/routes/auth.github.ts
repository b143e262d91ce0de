import { createFileRoute } from '@tanstack/react-router'
import { githubSignInStart } from '~/server/auth/github-routes'

export const Route = createFileRoute('/auth/github')({
  server: { handlers: { GET: ({ request }) => githubSignInStart(request) } },
})
