/**
 * Code tokens carry short classes instead of Shiki's inline CSS variables: a long doc has
 * thousands of tokens, and `style="--shiki-light:#24292E;--shiki-dark:#E1E4E8"` on each one
 * made up a quarter of the page. Each theme has a dozen colours, so one small stylesheet
 * (`code-colors.css`, written from the same themes by `codeColorsCss`) covers every token:
 * `l-24292e` is the light colour, `d-e1e4e8` the dark one, `li`/`di` italic, `lb`/`db` bold,
 * `lu`/`du` underline, `ls`/`ds` strike-through. A token with anything else keeps its style.
 */
import type { ThemeRegistrationResolved } from 'shiki'

export type CodePalette = { light: Set<string>; dark: Set<string> }

const fontStyleClasses: Record<string, Record<string, string>> = {
  'font-style': { italic: 'i' },
  'font-weight': { bold: 'b' },
  'text-decoration': { underline: 'u', 'line-through': 's' },
}

const hexColor = /^#[0-9a-f]{6}$/

/** The colours a theme can give a token, after its colour replacements. */
export function themeColors(theme: Pick<ThemeRegistrationResolved, 'fg' | 'settings' | 'colorReplacements'>): Set<string> {
  const replace = (color: string) => {
    const lower = color.toLowerCase()
    return (theme.colorReplacements?.[lower] ?? lower).toLowerCase()
  }
  const colors = new Set<string>([replace(theme.fg)])
  for (const rule of theme.settings) if (rule.settings?.foreground) colors.add(replace(rule.settings.foreground))
  return new Set([...colors].filter((color) => hexColor.test(color)))
}

/** The classes for one token's style, or undefined when the style holds something they cannot say. */
export function tokenClasses(style: string, palette: CodePalette): string[] | undefined {
  const classes: string[] = []
  for (const declaration of style.split(';')) {
    if (!declaration.trim()) continue
    const colon = declaration.indexOf(':')
    if (colon < 0) return undefined
    const name = declaration.slice(0, colon).trim()
    const value = declaration
      .slice(colon + 1)
      .trim()
      .toLowerCase()
    const match = /^--shiki-(light|dark)(?:-(font-style|font-weight|text-decoration))?$/.exec(name)
    if (!match) return undefined
    const theme = match[1] as 'light' | 'dark'
    const prefix = theme === 'light' ? 'l' : 'd'
    if (!match[2]) {
      if (!palette[theme].has(value)) return undefined
      classes.push(`${prefix}-${value.slice(1)}`)
      continue
    }
    for (const part of value.split(/\s+/)) {
      const short = fontStyleClasses[match[2]]?.[part]
      if (!short) return undefined
      classes.push(`${prefix}${short}`)
    }
  }
  return classes
}

/** The stylesheet for every class `tokenClasses` can give, under `.shiki`. */
export function codeColorsCss(palette: CodePalette): string {
  const lines = ['/* Written by codeColorsCss (src/server/markdown/code-classes.ts); a unit test checks it is current. */']
  for (const color of [...palette.light].sort()) lines.push(`.shiki .l-${color.slice(1)} { color: ${color}; }`)
  for (const color of [...palette.dark].sort()) lines.push(`html.dark .shiki .d-${color.slice(1)} { color: ${color}; }`)
  const declarations: Record<string, string> = {
    i: 'font-style: italic',
    b: 'font-weight: bold',
    u: 'text-decoration: underline',
    s: 'text-decoration: line-through',
  }
  for (const [short, declaration] of Object.entries(declarations)) {
    lines.push(`html:not(.dark) .shiki .l${short} { ${declaration}; }`)
    lines.push(`html.dark .shiki .d${short} { ${declaration}; }`)
  }
  return `${lines.join('\n')}\n`
}
