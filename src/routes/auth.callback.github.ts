import { createFileRoute } from '@tanstack/react-router'
import { githubSignInCallback } from '~/server/auth/github-routes'

export const Route = createFileRoute('/auth/callback/github')({
  server: { handlers: { GET: ({ request }) => githubSignInCallback(request) } },
})
