/**
 * `npm run docs:config`: writes docs/configuration.md from the configuration schema
 * (src/server/config/). Run it after adding or changing a variable; a unit test fails until then.
 */
import { writeFileSync } from 'node:fs'
import { configurationMarkdown } from '~/server/config/doc'

const target = new URL('../docs/configuration.md', import.meta.url)
writeFileSync(target, configurationMarkdown())
console.log(`Wrote ${target.pathname}`)
