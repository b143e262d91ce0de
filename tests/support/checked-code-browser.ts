/**
 * The set-up of the checked-code browser suites: the snippet fixture, one version of its `query`
 * library checked by `docs:check --snippets`, the built server on it and Chromium, made before
 * the file's tests and taken down after them.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser } from './browser'
import { startBuiltServer, type RunningServer } from './server'
import { snippetWorkspace, writeSnippetFixture } from './snippet-fixtures'

export type CheckedCodeSite = { server: RunningServer; browser: Browser }

export function checkedCodeSite(prefix: string, version: string): CheckedCodeSite {
  const workspace = snippetWorkspace(prefix)
  const site = {} as CheckedCodeSite
  let closeBrowser: (() => Promise<void>) | undefined

  beforeAll(async () => {
    writeSnippetFixture(workspace.env.CONTENT_DIR)
    await workspace.check('--library', 'query', '--version', version, '--framework', 'react')
    site.server = await startBuiltServer(workspace.env)
    const launched = await launchBrowser()
    site.browser = launched.browser
    closeBrowser = launched.close
  }, 240_000)

  afterAll(async () => {
    await closeBrowser?.()
    await site.server?.stop()
    workspace.remove()
  })

  return site
}
