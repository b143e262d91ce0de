import type { ErrorComponentProps } from '@tanstack/react-router'
import { DidYouMean, notFoundSuggestion } from '~/features/health/DidYouMean'
import { ErrorView } from './ErrorView'
import { NotFound, notFoundMessage } from './NotFound'
import { SiteLayout } from './SiteLayout'

/**
 * The not-found and error views as a route shows them in place of its own component: inside
 * the site's layout (header, search, footer), the reason as secondary text.
 */
export function SiteNotFound({ data }: { data?: unknown }) {
  return (
    <SiteLayout>
      <NotFound message={notFoundMessage(data)} />
      <DidYouMean href={notFoundSuggestion(data)} />
    </SiteLayout>
  )
}

export function SiteError(props: ErrorComponentProps) {
  return (
    <SiteLayout>
      <ErrorView {...props} />
    </SiteLayout>
  )
}
