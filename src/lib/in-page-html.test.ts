// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { htmlOf, InPageHtml, inPageHtmlAdapter } from './in-page-html'

afterEach(() => document.body.replaceChildren())

describe('HTML carried by the page markup', () => {
  it('travels as its slot name only', () => {
    const big = '<p>' + 'x'.repeat(10_000) + '</p>'
    const sent = inPageHtmlAdapter.toSerializable(new InPageHtml('doc', big))
    expect(sent).toBe('doc')
    const received = inPageHtmlAdapter.fromSerializable(sent)
    expect(received).toBeInstanceOf(InPageHtml)
    expect(received.html).toBeUndefined()
    expect(inPageHtmlAdapter.test(received)).toBe(true)
    expect(inPageHtmlAdapter.test('<p>plain</p>')).toBe(false)
  })

  it('is read back from the element the server rendered it into, once', () => {
    document.body.innerHTML = '<div data-html-slot="doc"><h2 id="a">A</h2><p>text</p></div>'
    const source = new InPageHtml('doc')
    expect(htmlOf(source)).toBe('<h2 id="a">A</h2><p>text</p>')
    // Later reads (after the page changed, or the element is gone) keep the first read.
    document.body.replaceChildren()
    expect(htmlOf(source)).toBe('<h2 id="a">A</h2><p>text</p>')
  })

  it('passes plain strings and server-side values through', () => {
    expect(htmlOf('<p>from a server function</p>')).toBe('<p>from a server function</p>')
    expect(htmlOf(new InPageHtml('doc', '<p>on the server</p>'))).toBe('<p>on the server</p>')
  })
})
