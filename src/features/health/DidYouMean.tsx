import { Link } from '@tanstack/react-router'

/** The page a 404's data suggests (`notFound({ data: { suggestion } })`): a path on this site, or nothing. */
export function notFoundSuggestion(data: unknown): string | undefined {
  if (!data || typeof data !== 'object' || !('suggestion' in data) || typeof data.suggestion !== 'string') return undefined
  const href = data.suggestion
  return href.startsWith('/') && !href.startsWith('//') ? href : undefined
}

/** "Did you mean …?" under a 404: the nearest existing page the server found for the missed URL. */
export function DidYouMean({ href }: { href: string | undefined }) {
  if (!href) return null
  const page = href.replace(/^\/[^/]+\/[^/]+\/docs\//, '')
  return (
    <p className="max-w-xl text-base" data-testid="did-you-mean">
      Did you mean{' '}
      <Link to={href} className="font-semibold text-emerald-700 underline underline-offset-2 [overflow-wrap:anywhere] hover:text-emerald-600 dark:text-emerald-400">
        {page}
      </Link>
      ?
    </p>
  )
}
