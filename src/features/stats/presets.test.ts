import { describe, expect, it } from 'vitest'
import { chartBackgrounds, palette, presets } from './presets'

/** WCAG relative luminance of a `#rrggbb` colour. */
function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`)
  const [r, g, b] = [match[1]!, match[2]!, match[3]!].map((part) => {
    const value = parseInt(part, 16) / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

/** WCAG contrast ratio of two `#rrggbb` colours, 1 to 21. */
function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

describe('contrastRatio', () => {
  it('computes WCAG’s ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 1)
  })
})

describe('the chart’s colours', () => {
  const colours = [
    ...presets.flatMap((preset) => preset.groups.map((group) => ({ where: `${preset.title}: ${group.packages.join(', ')}`, color: group.color! }))),
    ...palette.map((color, i) => ({ where: `palette[${i}]`, color })),
  ]

  it('every line keeps at least 3:1 against the light and the dark background', () => {
    const faint = colours.flatMap(({ where, color }) =>
      (['light', 'dark'] as const).flatMap((theme) => {
        const ratio = contrastRatio(color, chartBackgrounds[theme])
        return ratio < 3 ? [`${where} ${color} on ${theme}: ${ratio.toFixed(2)}:1`] : []
      }),
    )
    expect(faint).toEqual([])
  })

  it('no preset draws two of its lines in one colour', () => {
    for (const preset of presets) expect(new Set(preset.groups.map((group) => group.color)).size, preset.title).toBe(preset.groups.length)
  })
})
