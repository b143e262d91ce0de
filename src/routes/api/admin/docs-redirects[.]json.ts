import { createFileRoute } from '@tanstack/react-router'
import { adminOrRefusal, redirectsFile } from '~/server/health/admin'
import { otherMethods } from '~/server/http/methods'
import { PRIVATE_NO_STORE } from '~/lib/cache-policy'

/** `GET /api/admin/docs-redirects.json`: the redirects admins made from missed doc URLs, as a file for the repository. */
export const Route = createFileRoute('/api/admin/docs-redirects.json')({
  server: {
    handlers: {
      ...otherMethods('GET'),
      GET: async ({ request }) => {
        const admin = await adminOrRefusal()
        if (admin instanceof Response) return admin
        const library = new URL(request.url).searchParams.get('library') ?? undefined
        return new Response(await redirectsFile(library), {
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Content-Disposition': 'attachment; filename="docs-redirects.json"',
            'Cache-Control': PRIVATE_NO_STORE,
          },
        })
      },
    },
  },
})
