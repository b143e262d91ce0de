import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { configSchema } from './index'
import { configurationMarkdown } from './doc'

describe('docs/configuration.md', () => {
  it('is what the configuration schema says (run `npm run docs:config` after changing a variable)', () => {
    const written = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8')
    expect(written).toBe(configurationMarkdown())
  })

  it('has a row for every variable, with its default', () => {
    const page = configurationMarkdown()
    for (const name of Object.keys(configSchema.shape)) expect(page).toMatch(new RegExp(`^\\| \`${name}\` \\|`, 'm'))
    expect(page).toContain('| `DOCS_CACHE_MB` | whole number, 1–4096 | unset |')
    expect(page).toContain('| `WORK_MAX_WAIT_MS` | whole number, 100–60000 | `2000` |')
    expect(page).toContain('| `COMPRESSION` | `1`, `true`, `yes` or `0`, `false`, `no` | off |')
    expect(page).toContain('| `CONTENT_SOURCE` | `local`, `github` | `local` |')
    expect(page).toContain('| `GITHUB_TOKEN` | text | unset |')
  })
})
