import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { useSelector } from '@tanstack/react-store'
import { leader, resetVotes } from './votes'
import { VoteButton } from './VoteButton'

function Leader() {
  const current = useSelector(leader)
  return <p>{current === 'tied' ? 'It is a tie.' : `${current} are winning.`}</p>
}

function App() {
  return (
    <main style={{ fontFamily: 'system-ui', maxWidth: 480, margin: '3rem auto' }}>
      <h1>Tabs or spaces?</h1>
      <div style={{ display: 'flex', gap: '1rem' }}>
        <VoteButton option="tabs" />
        <VoteButton option="spaces" />
      </div>
      <Leader />
      <button type="button" onClick={resetVotes}>
        Reset
      </button>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
