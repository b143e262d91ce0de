import { afterAll, beforeAll, expect, it } from 'vitest'
import { tempDir, writeFiles } from '../support/git-fixture'
import { startBuiltServer, type RunningServer } from '../support/server'

const workspace = tempDir()
let server: RunningServer

beforeAll(async () => {
  writeFiles(workspace.dir, {
    'query/docs/config.json': '{ "sections": [ { "children": [ { "to": 42 } ] } ] }',
    'query/docs/framework/react/overview.md': '---\ntitle: Still readable\n---\n\nThe page itself renders.\n',
  })
  server = await startBuiltServer({ CONTENT_DIR: workspace.dir })
})

afterAll(async () => {
  await server?.stop()
  workspace.remove()
})

it('shows a doc with a clear notice when its docs config is invalid, never an error page', async () => {
  const response = await fetch(`${server.url}/query/latest/docs/framework/react/overview`)
  const body = await response.text()
  expect(response.status).toBe(200)
  expect(body).toContain('Still readable')
  expect(body).toContain('The navigation of these docs could not be read.')
  expect(body).toContain('sections.0.label')
})
