import { useState } from 'react'
import { addToCount } from '../server/counter'

export function CounterButton({ initial }: { initial: number }) {
  const [count, setCount] = useState(initial)
  const [busy, setBusy] = useState(false)

  async function add(step: number) {
    setBusy(true)
    try {
      setCount(await addToCount({ data: step }))
    } finally {
      setBusy(false)
    }
  }

  return (
    <p>
      <button type="button" disabled={busy} onClick={() => add(-1)}>
        −
      </button>{' '}
      <output>{count}</output>{' '}
      <button type="button" disabled={busy} onClick={() => add(1)}>
        +
      </button>
    </p>
  )
}
