import { getConfig } from '~/server/config'
import type { LoadedPageList } from '~/server/content/page-list'
import type { Library } from '~/site/types'
import type { SnippetPageData } from './decorate'
import { frameworkOfFile } from './files'
import { hoversBase } from './hover-data'
import type { FrameworkCheck } from './library-check'
import { loadFrameworkCheck } from './results-store'

export type SnippetPageState = {
  /** The verdicts to show; undefined until the file's library, commit and framework were checked. */
  data?: SnippetPageData
  /**
   * No results are stored for the page's commit and framework yet, and the background check
   * (SNIPPET_CHECKS=background) will store them: a page rendered now is a plain copy for a while.
   */
  pending: boolean
}

/** What a page's code blocks show now, and whether that will change once the background check lands. */
export async function snippetPageState(library: Library, list: LoadedPageList, file: string): Promise<SnippetPageState> {
  const framework = frameworkOfFile(list, library, file)
  const check = await loadFrameworkCheck(library.id, list.contentId, framework)
  if (!check) return { pending: getConfig().SNIPPET_CHECKS === 'background' }
  return { data: pageDataOf(library, list, file, check), pending: false }
}

function pageDataOf(library: Library, list: LoadedPageList, file: string, check: FrameworkCheck): SnippetPageData | undefined {
  if (!check.checkedWith) return undefined
  const verdicts = new Map(check.blocks.filter((block) => block.file === file).map((block) => [block.hash, block.verdict]))
  return {
    verdicts,
    checkedWith: check.checkedWith,
    notices: getConfig().SNIPPET_NOTICES,
    hoversBase: hoversBase(library.id, list.contentId, check.framework),
    report: { repo: library.repo, commit: list.contentId, file },
  }
}
