import type { ErrorComponentProps } from '@tanstack/react-router'
import { DidYouMean, notFoundSuggestion } from '~/features/health/DidYouMean'
import { LibraryNotFoundLinks, libraryNotFoundData } from '~/features/docs/LibraryNotFoundLinks'
import { ErrorView } from './ErrorView'
import { NotFound, notFoundMessage } from './NotFound'
import { SiteLayout } from './SiteLayout'

/**
 * The not-found and error views as a route shows them in place of its own component: inside
 * the site's layout (header, search, footer), the reason as secondary text. Inside a library,
 * the 404 searches that library and lists its frameworks and docs navigation.
 */
export function SiteNotFound({ data }: { data?: unknown }) {
  const library = libraryNotFoundData(data)
  return (
    <SiteLayout>
      <NotFound
        message={notFoundMessage(data)}
        suggestion={<DidYouMean suggestion={notFoundSuggestion(data)} />}
        searchAction={library ? `/${library.libraryId}/${library.version}` : '/'}
        more={library ? <LibraryNotFoundLinks data={library} /> : null}
      />
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
