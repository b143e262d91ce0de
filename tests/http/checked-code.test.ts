import { afterAll, beforeAll, expect, it } from 'vitest'
import { startBuiltServer, type RunningServer } from '../support/server'
import { snippetWorkspace, writeSnippetFixture } from '../support/snippet-fixtures'

const workspace = snippetWorkspace('site-checked-code-')
const { env } = workspace
let server: RunningServer

const page = (version: string) => `/query/${version}/docs/framework/react/guides/caching`

async function html(url: string): Promise<string> {
  const response = await fetch(`${server.url}${url}`)
  expect(response.status).toBe(200)
  return response.text()
}

beforeAll(async () => {
  writeSnippetFixture(env.CONTENT_DIR)
  server = await startBuiltServer(env)
})

afterAll(async () => {
  await server?.stop()
  workspace.remove()
})

it('shows plain blocks before the check, then the v5 notice and the v4 badge once docs:check --snippets stored its verdicts', async () => {
  const before = await html(page('latest'))
  expect(before).toContain('cacheTime')
  expect(before).not.toContain('md-code-check')

  const { stdout } = await workspace.check('--library', 'query')
  expect(stdout).toMatch(/^query v5 react docs\/framework\/react\/guides\/caching\.md:11 {2}TS2353 {2}.*'cacheTime' does not exist/m)
  // `useQuery({ ... })` leaves out the required options, named in its badge (left-out-options.ts).
  expect(stdout).toContain('query  v4  react  5  4  0  1  0  0  @tanstack/react-query 4.36 · TypeScript 6.0')

  // The plain copy was cached under its own key; the checked one replaces it within seconds.
  let latest = ''
  for (let attempt = 0; attempt < 40 && !latest.includes('md-code-check'); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    latest = await html(page('latest'))
  }
  expect(latest).toMatch(
    /Does not compile with @tanstack\/react-query 5\.90<\/strong> \(line 4\): <code>cacheTime<\/code> is not an option of <code>\w+<\/code> in this version\./,
  )
  // The compiler's own text, behind a disclosure.
  expect(latest).toMatch(
    /<details class="md-code-fail-details"><summary>What TypeScript says<\/summary><pre>Line 4, TS2353: Object literal may only specify known properties, and (?:'|&#x27;|&#39;)cacheTime(?:'|&#x27;|&#39;) does not exist/,
  )
  expect(latest).toMatch(
    /<a class="md-code-fail-report" href="https:\/\/github\.com\/tanstack\/query\/issues\/new\?title=Docs%3A\+a\+code\+block\+in\+docs%2Fframework%2Freact%2Fguides%2Fcaching\.md/,
  )
  expect(latest).toContain('Checked with @tanstack/react-query 5.90 · TypeScript 6.0')

  const v4 = await html(page('v4'))
  expect(v4).not.toContain('Does not compile')
  expect(v4.match(/Checked with @tanstack\/react-query 4\.36 · TypeScript 6\.0/g)?.length).toBe(4)
  expect(v4).toMatch(/Checked with @tanstack\/react-query 4\.36 · TypeScript 6\.0 \(`queryKey`, `queryFn`, required options it leaves out, is not checked\)/)
  // The options object uses nothing of the library: it compiles, and says so without the badge.
  expect(v4).toContain('Compiles with @tanstack/react-query 4.36 · TypeScript 6.0; uses nothing of the library')
}, 240_000)
