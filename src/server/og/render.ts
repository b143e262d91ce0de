/**
 * Social-card PNGs (1200×630): the page title on the library's gradient. Drawn with satori
 * (layout to SVG) and resvg (SVG to PNG) in the server process; `cards.ts` keeps and limits them.
 */
import { renderAsync } from '@resvg/resvg-js'
import satori from 'satori'
import interRegular from '@fontsource/inter/files/inter-latin-400-normal.woff?inline'
import interExtraBold from '@fontsource/inter/files/inter-latin-800-normal.woff?inline'
import { OG_LABEL_MAX, OG_TITLE_MAX } from '~/lib/og'
import type { Library } from '~/site/types'
import { cardColors } from './colors'

export const OG_WIDTH = 1200
export const OG_HEIGHT = 630

/** Inter, inlined into the server bundle by Vite, so a built server needs no node_modules to draw cards. */
const fontDataUrls = { 400: interRegular, 800: interExtraBold } as const

function decodeDataUrl(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(',')
  if (!dataUrl.startsWith('data:') || comma < 0) throw new Error('The card font was not inlined into the build')
  return Buffer.from(dataUrl.slice(comma + 1), 'base64')
}

let fonts: { name: string; data: Buffer; weight: 400 | 800; style: 'normal' }[] | undefined

function loadFonts() {
  fonts ??= (Object.entries(fontDataUrls) as [string, string][]).map(([weight, dataUrl]) => ({
    name: 'Inter',
    data: decodeDataUrl(dataUrl),
    weight: Number(weight) as 400 | 800,
    style: 'normal' as const,
  }))
  return fonts
}

export type CardInput = { title: string; label?: string; siteName: string; siteHost: string; library?: Library }

type Node = { type: string; props: { style?: Record<string, unknown>; children?: Node | Node[] | string } }
const el = (type: string, style: Record<string, unknown>, children?: Node | Node[] | string): Node => ({ type, props: { style, children } })

function titleSize(title: string): number {
  if (title.length > 90) return 52
  if (title.length > 50) return 64
  return 76
}

function card({ title, label, siteName, siteHost, library }: CardInput): Node {
  const { from, to } = cardColors(library)
  const heading = library ? `${siteName} ${library.name}` : siteName
  return el(
    'div',
    {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      backgroundColor: '#0b1120',
      backgroundImage: `radial-gradient(circle at 100% 0%, ${from} 0%, rgba(11,17,32,0) 55%), radial-gradient(circle at 0% 100%, ${to} 0%, rgba(11,17,32,0) 50%)`,
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      el('div', { display: 'flex', alignItems: 'center', fontSize: 34, fontWeight: 800 }, [
        el('div', { width: 28, height: 28, borderRadius: 14, marginRight: 18, backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }),
        el('div', { display: 'flex' }, label ? `${heading} · ${label}` : heading),
      ]),
      el('div', { display: 'flex', width: OG_WIDTH - 144, fontSize: titleSize(title), fontWeight: 800, lineHeight: 1.1, letterSpacing: '-0.02em' }, title),
      el('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: 26, color: '#cbd5e1' }, [
        el('div', { display: 'flex' }, siteHost),
        el('div', { width: 220, height: 10, borderRadius: 5, backgroundImage: `linear-gradient(90deg, ${from}, ${to})` }),
      ]),
    ],
  )
}

/** Renders a card to PNG bytes. */
export async function renderCard(input: CardInput): Promise<Buffer> {
  const svg = await satori(card({ ...input, title: input.title.slice(0, OG_TITLE_MAX), label: input.label?.slice(0, OG_LABEL_MAX) }) as never, {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: loadFonts(),
  })
  // Rasterised on libuv's thread pool, not the event loop: most of a card's CPU time is here.
  return (await renderAsync(svg, { fitTo: { mode: 'width', value: OG_WIDTH }, font: { loadSystemFonts: false } })).asPng()
}
