import { createFileRoute } from '@tanstack/react-router'
import { adminOrRefusal } from '~/server/health/admin'
import { docsHealthReport, sinceOf, UnknownLibraryError } from '~/server/health/report'
import { otherMethods } from '~/server/http/methods'
import { PRIVATE_NO_STORE } from '~/lib/cache-policy'

/** `GET /api/admin/docs-health/{library}?since=7d`: a library's docs health as JSON. Admins only. */
export const Route = createFileRoute('/api/admin/docs-health/$libraryId')({
  server: {
    handlers: {
      ...otherMethods('GET'),
      GET: async ({ request, params }) => {
        const admin = await adminOrRefusal()
        if (admin instanceof Response) return admin
        const headers = { 'Cache-Control': PRIVATE_NO_STORE }
        let since: Date
        try {
          since = sinceOf(new URL(request.url).searchParams.get('since') ?? '7d')
        } catch (error) {
          return Response.json({ error: (error as Error).message }, { status: 400, headers })
        }
        try {
          return Response.json(await docsHealthReport(params.libraryId, since), { headers })
        } catch (error) {
          if (error instanceof UnknownLibraryError) return Response.json({ error: error.message }, { status: 404, headers })
          throw error
        }
      },
    },
  },
})
