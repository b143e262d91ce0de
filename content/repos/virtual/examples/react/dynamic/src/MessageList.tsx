import { useRef, useState } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import type { Message } from './messages'

export function MessageList({ messages }: { messages: Message[] }) {
  const parentRef = useRef<HTMLDivElement>(null)
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set())

  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => parentRef.current,
    estimateSize: () => 80,
    getItemKey: (index) => messages[index].id,
    overscan: 4,
  })

  function toggle(id: string) {
    setExpanded((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }

  return (
    <>
      <div style={{ display: 'flex', gap: '0.5rem', marginBottom: '0.5rem' }}>
        <button onClick={() => virtualizer.scrollToIndex(0)}>First</button>
        <button onClick={() => virtualizer.scrollToIndex(messages.length / 2, { align: 'center' })}>
          Middle
        </button>
        <button onClick={() => virtualizer.scrollToIndex(messages.length - 1, { align: 'end' })}>
          Last
        </button>
      </div>
      <div
        ref={parentRef}
        style={{ height: 480, overflow: 'auto', border: '1px solid #cbd5e1', contain: 'strict' }}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const message = messages[item.index]
            const open = expanded.has(message.id)
            return (
              <article
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  transform: `translateY(${item.start}px)`,
                  padding: '0.5rem 0.75rem',
                  borderBottom: '1px solid #e2e8f0',
                  boxSizing: 'border-box',
                }}
              >
                <strong>
                  #{item.index} {message.author}
                </strong>
                <p style={{ margin: '0.25rem 0' }}>{open ? `${message.text} ${message.text}` : message.text}</p>
                <button onClick={() => toggle(message.id)}>{open ? 'Less' : 'More'}</button>
              </article>
            )
          })}
        </div>
      </div>
    </>
  )
}
