// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MarkdownContent } from './MarkdownContent'

const html =
  '<h2 id="intro">Intro</h2><figure class="md-code"><div class="md-code-body"><pre class="shiki"><code><span class="line">npm i x</span></code></pre>' +
  '<button type="button" class="md-copy" data-md-copy="" aria-label="Copy code">Copy</button></div></figure>'

afterEach(cleanup)

describe('MarkdownContent', () => {
  it('renders the server HTML and copies a code block when its button is pressed', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    vi.useFakeTimers()
    render(<MarkdownContent html={html} />)
    expect(screen.getByRole('heading', { name: 'Intro' })).toBeTruthy()
    const button = screen.getByRole('button', { name: 'Copy code' })
    await act(async () => {
      fireEvent.click(button)
    })
    expect(writeText).toHaveBeenCalledWith('npm i x')
    expect(button.textContent).toBe('Copied')
    expect(screen.getByRole('status').textContent).toBe('Copied to clipboard')
    await act(async () => {
      vi.advanceTimersByTime(2100)
    })
    expect(button.textContent).toBe('Copy')
    vi.useRealTimers()
  })
})
