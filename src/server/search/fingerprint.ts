import type { Library } from '~/site/types'
import { contentFingerprint, docTargets } from './crawl'

/** The content identity of one library's refs: when it changes, its records are stale. */
export function libraryFingerprint(library: Library): Promise<string> {
  return contentFingerprint(docTargets([library]))
}
