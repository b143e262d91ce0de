import { Link } from '@tanstack/react-router'
import { titleFromPath } from '~/lib/docs/suggestion-label'

export type NotFoundSuggestion = { href: string; label: string }

/**
 * The page a 404's data suggests (`notFound({ data: { suggestion, suggestionLabel } })`): a path on
 * this site with the name readers know it by (its title and framework), or nothing.
 */
export function notFoundSuggestion(data: unknown): NotFoundSuggestion | undefined {
  if (!data || typeof data !== 'object' || !('suggestion' in data) || typeof data.suggestion !== 'string') return undefined
  const href = data.suggestion
  if (!href.startsWith('/') || href.startsWith('//')) return undefined
  const label =
    'suggestionLabel' in data && typeof data.suggestionLabel === 'string' && data.suggestionLabel ? data.suggestionLabel : titleFromPath(href.split(/[?#]/)[0]!)
  return { href, label }
}

/** "Did you mean …?" under a 404: the nearest existing page the server found for the missed URL. */
export function DidYouMean({ suggestion }: { suggestion: NotFoundSuggestion | undefined }) {
  if (!suggestion) return null
  const { href, label: page } = suggestion
  return (
    <p className="max-w-xl text-base" data-testid="did-you-mean">
      Did you mean{' '}
      <Link
        to={href}
        className="font-semibold text-emerald-700 underline underline-offset-2 [overflow-wrap:anywhere] hover:text-emerald-600 dark:text-emerald-400"
      >
        {page}
      </Link>
      ?
    </p>
  )
}
