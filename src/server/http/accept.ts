import Negotiator from 'negotiator'

/**
 * Whether a request ranks Markdown above HTML in its `Accept` header (a tie goes to the type
 * listed first there). Browsers ask for HTML; tools that want a page's source ask for
 * `text/markdown`.
 */
export function prefersMarkdown(request: Request): boolean {
  const accept = request.headers.get('accept')
  if (!accept || !accept.includes('markdown')) return false
  return new Negotiator({ headers: { accept } }).mediaType(['text/html', 'text/markdown']) === 'text/markdown'
}
