// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { codeTextForCopy } from './copy-text'

function pre(html: string, language = 'ts'): HTMLPreElement {
  const figure = document.createElement('figure')
  figure.dataset.language = language
  figure.innerHTML = `<pre class="shiki"><code>${html}</code></pre>`
  return figure.querySelector('pre')!
}

describe('codeTextForCopy', () => {
  it('leaves out the lines a diff annotation removes', () => {
    const block = pre('<span class="line diff remove">cacheTime: 1,</span>\n<span class="line diff add">gcTime: 1,</span>\n<span class="line">retry: 0,</span>')
    expect(codeTextForCopy(block)).toBe('gcTime: 1,\nretry: 0,')
  })

  it('copies a diff block whole', () => {
    const block = pre('<span class="line diff remove">-a</span>\n<span class="line diff add">+b</span>', 'diff')
    expect(codeTextForCopy(block)).toBe('-a\n+b')
  })

  it('copies plain code as shown', () => {
    expect(codeTextForCopy(pre('<span class="line">a</span>\n<span class="line"></span>\n<span class="line">b</span>'))).toBe('a\n\nb')
  })
})
