import { getConfig } from '~/server/config'
import type { LoadedPageList } from '~/server/docs/page-list'
import type { Library } from '~/site/types'
import type { SnippetPageData } from './decorate'
import { frameworkOfFile } from './files'
import { hoversBase } from './hover-data'
import { loadFrameworkCheck } from './results-store'

/**
 * The stored verdicts for a page's file, as the renderer takes them; undefined until the
 * file's library, commit and framework were checked. The framework is the one the file's path
 * names (a neutral file's blocks were checked with the library's first framework).
 */
export async function snippetPageData(library: Library, list: LoadedPageList, file: string): Promise<SnippetPageData | undefined> {
  const framework = frameworkOfFile(list, library, file)
  const check = await loadFrameworkCheck(library.id, list.contentId, framework)
  if (!check?.checkedWith) return undefined
  const verdicts = new Map(check.blocks.filter((block) => block.file === file).map((block) => [block.hash, block.verdict]))
  return { verdicts, checkedWith: check.checkedWith, notices: getConfig().SNIPPET_NOTICES, hoversBase: hoversBase(library.id, list.contentId, framework) }
}
