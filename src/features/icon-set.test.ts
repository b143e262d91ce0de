import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ICON_SET, iconSprite } from './icon-set'

describe('icon sprite', () => {
  it('is the file the icon set makes (run `npm run icons` after changing the set)', () => {
    const file = readFileSync(fileURLToPath(new URL('./icon-sprite.svg', import.meta.url)), 'utf8')
    expect(file).toBe(iconSprite())
  })

  it('holds one symbol per icon, each with Lucide’s stroke settings and shapes', () => {
    const sprite = iconSprite()
    const ids = [
      ...sprite.matchAll(
        /<symbol id="([^"]+)" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">(.*?)<\/symbol>/g,
      ),
    ]
    expect(ids.map((match) => match[1])).toEqual(Object.keys(ICON_SET))
    for (const match of ids) expect(match[2]).toMatch(/^(<(path|circle|rect|line|polyline|polygon|ellipse) [^<>]+\/>)+$/)
  })
})
