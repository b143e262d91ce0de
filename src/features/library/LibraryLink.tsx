import { Link } from '@tanstack/react-router'
import type { AnchorHTMLAttributes } from 'react'
import type { LibraryId } from '~/site/types'

/** A link to a library's landing page at its latest version; other props go to the anchor. */
export function LibraryLink({ libraryId, ...props }: { libraryId: LibraryId } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  return <Link to="/$libraryId/$version" params={{ libraryId, version: 'latest' }} {...props} />
}
