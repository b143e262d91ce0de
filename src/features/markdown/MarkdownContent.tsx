import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent, type SyntheticEvent } from 'react'
import { htmlOf, type HtmlSource } from '~/lib/in-page-html'
import { codeTextForCopy, copyText } from './copy-text'

const COPIED_FOR_MS = 2000

let hoversLoaded = false

/** Type hovers of checked code (code-hovers.ts) load on the first hover, focus, key or tap on a marked identifier. */
function startHovers(event: SyntheticEvent) {
  if (hoversLoaded || !(event.target as Element).closest?.('[data-hover]')) return
  const first = event.nativeEvent
  void import('./code-hovers').then((hovers) => {
    hoversLoaded = true
    hovers.startCodeHovers(first)
  })
}

/**
 * HTML from the server's Markdown renderer. Copy buttons in code blocks are handled by one
 * delegated click listener (buttons are native, so Enter and Space work too).
 */
export function MarkdownContent({ html: source, className = '' }: { html: HtmlSource; className?: string }) {
  const html = useMemo(() => htmlOf(source), [source])
  const [status, setStatus] = useState('')
  const timers = useRef(new Map<HTMLElement, number>())

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((timer) => window.clearTimeout(timer))
  }, [])

  const onClick = useCallback((event: MouseEvent<HTMLDivElement>) => {
    startHovers(event)
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-md-copy]')
    if (!button || !event.currentTarget.contains(button)) return
    const pre = button.closest('.md-code')?.querySelector('pre')
    const code = pre ? codeTextForCopy(pre) : ''
    copyText(code).then(
      () => {
        button.textContent = 'Copied'
        button.dataset.copied = 'true'
        setStatus('Copied to clipboard')
        window.clearTimeout(timers.current.get(button))
        timers.current.set(
          button,
          window.setTimeout(() => {
            button.textContent = 'Copy'
            delete button.dataset.copied
            timers.current.delete(button)
            setStatus('')
          }, COPIED_FOR_MS),
        )
      },
      () => setStatus('Could not copy to the clipboard'),
    )
  }, [])

  return (
    <>
      {/* Clicks reach this wrapper from the native buttons inside the rendered HTML. */}
      <div
        className={`md-prose ${className}`}
        data-html-slot={typeof source === 'string' ? undefined : source.slot}
        onClick={onClick}
        onPointerOver={startHovers}
        onFocus={startHovers}
        onKeyDown={startHovers}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <span role="status" className="sr-only">
        {status}
      </span>
    </>
  )
}
