import { useEffect, useState } from 'react'
import { useDebouncedCallback, useDebouncedValue } from '@tanstack/react-pacer'
import { Counter } from './Counter'

export function DebounceDemo() {
  const [wait, setWait] = useState(400)
  const [text, setText] = useState('')
  const [changes, setChanges] = useState(0)
  const [valueUpdates, setValueUpdates] = useState(0)
  const [searches, setSearches] = useState<string[]>([])
  const [searchCount, setSearchCount] = useState(0)

  const [debouncedText] = useDebouncedValue(text, { wait })

  // Count how often the debounced value actually moves.
  useEffect(() => {
    if (debouncedText) setValueUpdates((n) => n + 1)
  }, [debouncedText])

  const search = useDebouncedCallback(
    (query: string) => {
      setSearchCount((n) => n + 1)
      setSearches((prev) => [query, ...prev].slice(0, 5))
    },
    { wait },
  )

  return (
    <section>
      <label style={{ display: 'block', marginBottom: '1rem' }}>
        Wait: {wait} ms
        <input
          type="range"
          min={100}
          max={1500}
          step={100}
          value={wait}
          onChange={(e) => setWait(Number(e.target.value))}
          style={{ width: '100%' }}
        />
      </label>
      <input
        autoFocus
        placeholder="Type quickly…"
        value={text}
        onChange={(e) => {
          setText(e.target.value)
          setChanges((n) => n + 1)
          if (e.target.value.trim()) search(e.target.value.trim())
        }}
        style={{ width: '100%', fontSize: '1.1rem', padding: '0.5rem' }}
      />
      <div style={{ display: 'flex', gap: '0.75rem', margin: '1rem 0' }}>
        <Counter label="input changes" value={changes} />
        <Counter label="debounced value updates" value={valueUpdates} />
        <Counter label="searches run" value={searchCount} />
      </div>
      <p>
        Debounced value: <code>{debouncedText || '(empty)'}</code>
      </p>
      <h2 style={{ fontSize: '1rem' }}>Recent searches</h2>
      <ol>
        {searches.map((q, i) => (
          <li key={`${q}-${i}`}>{q}</li>
        ))}
      </ol>
    </section>
  )
}
