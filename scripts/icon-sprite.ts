/** `npm run icons`: writes src/features/icon-sprite.svg from the icon set (src/features/icon-set.ts). */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { iconSprite } from '../src/features/icon-set'

const target = fileURLToPath(new URL('../src/features/icon-sprite.svg', import.meta.url))
writeFileSync(target, iconSprite())
console.log(`Wrote ${target}`)
