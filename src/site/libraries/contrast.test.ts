import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { libraries } from './index'

/** Tailwind's palette, read from the installed theme: `red-600` → [L, C, H] in OKLCH. */
const palette = (() => {
  const themeFile = createRequire(import.meta.url).resolve('tailwindcss/theme.css')
  const colors = new Map<string, [number, number, number]>()
  for (const match of readFileSync(themeFile, 'utf8').matchAll(/--color-([a-z]+-\d+): oklch\(([\d.]+)% ([\d.]+) ([\d.]+)\)/g)) {
    colors.set(match[1]!, [Number(match[2]) / 100, Number(match[3]), Number(match[4])])
  }
  return colors
})()

/** Relative luminance (WCAG) of an OKLCH colour, clipped to sRGB as browsers paint it. */
function luminance([L, C, H]: [number, number, number]): number {
  const a = C * Math.cos((H * Math.PI) / 180)
  const b = C * Math.sin((H * Math.PI) / 180)
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ].map((c) => {
    const encoded = Math.min(1, Math.max(0, c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055))
    return encoded <= 0.04045 ? encoded / 12.92 : ((encoded + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!
}

function contrast(foreground: number, background: number): number {
  const [light, dark] = foreground > background ? [foreground, background] : [background, foreground]
  return (light + 0.05) / (dark + 0.05)
}

function colourOf(classes: string, theme: 'light' | 'dark'): number {
  const pattern = theme === 'dark' ? /(?:^|\s)dark:text-([a-z]+-\d+)(?:\s|$)/ : /(?:^|\s)text-([a-z]+-\d+)(?:\s|$)/
  const name = pattern.exec(classes)?.[1]
  const colour = name ? palette.get(name) : undefined
  if (!colour) throw new Error(`"${classes}" has no ${theme} text colour of the palette`)
  return luminance(colour)
}

const white = 1
// The page backgrounds in dark mode: the body (gray-950) and cards (gray-900).
const darkBackgrounds = ['gray-950', 'gray-900'].map((name) => luminance(palette.get(name)!))

describe('library colours used for text', () => {
  it('reads the palette', () => {
    expect(contrast(luminance(palette.get('gray-500')!), white)).toBeCloseTo(4.84, 1)
  })

  for (const library of libraries) {
    it(`${library.id}: name and tagline pass WCAG AA (4.5:1) on the page, light and dark`, () => {
      for (const classes of [library.textStyle, library.textColor]) {
        expect(contrast(colourOf(classes, 'light'), white), `${classes} on white`).toBeGreaterThanOrEqual(4.5)
        for (const background of darkBackgrounds) expect(contrast(colourOf(classes, 'dark'), background), `${classes} in dark mode`).toBeGreaterThanOrEqual(4.5)
      }
    })
  }
})
