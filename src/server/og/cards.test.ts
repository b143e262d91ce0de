import { describe, expect, it } from 'vitest'
import { CardRenderer, CardsBusyError } from './cards'
import type { CardInput } from './render'

const input = (title: string): CardInput => ({ title, siteName: 'Site', siteHost: 'site.test' })

function slowDraw() {
  const started: string[] = []
  const finish: (() => void)[] = []
  const draw = (card: CardInput) => {
    started.push(card.title)
    return new Promise<Buffer>((resolve) => finish.push(() => resolve(Buffer.from(card.title))))
  }
  return { draw, started, finishAll: () => finish.splice(0).forEach((f) => f()) }
}

describe('CardRenderer', () => {
  it('draws at most maxConcurrent at once, queues maxQueued and refuses the rest', async () => {
    const { draw, started, finishAll } = slowDraw()
    const renderer = new CardRenderer(draw, { maxConcurrent: 1, maxQueued: 2, cacheBytes: 1024 })
    const accepted = ['a', 'b', 'c'].map((t) => renderer.card(input(t)))
    await expect(renderer.card(input('d'))).rejects.toBeInstanceOf(CardsBusyError)
    expect(started).toEqual(['a'])
    // The same card asked again joins the drawing under way instead of taking a place.
    const again = renderer.card(input('a'))
    for (let i = 0; i < 3; i++) {
      finishAll()
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    expect((await Promise.all(accepted)).map(String)).toEqual(['a', 'b', 'c'])
    expect(String(await again)).toBe('a')
    expect(started).toEqual(['a', 'b', 'c'])
  })
  it('serves a kept card without drawing, within its byte budget', async () => {
    const { draw, started, finishAll } = slowDraw()
    const renderer = new CardRenderer(draw, { maxConcurrent: 1, maxQueued: 0, cacheBytes: 4 })
    const first = renderer.card(input('ab'))
    finishAll()
    await first
    expect(String(await renderer.card(input('ab')))).toBe('ab')
    expect(started).toEqual(['ab'])
  })
})
