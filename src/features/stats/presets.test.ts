import { describe, expect, it } from 'vitest'
import { contrastRatio } from '~/lib/contrast'
import { chartBackgrounds, palette, presets } from './presets'

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
