import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { DebounceDemo } from './DebounceDemo'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main style={{ fontFamily: 'system-ui', maxWidth: 520, margin: '3rem auto' }}>
      <h1>Debounce</h1>
      <DebounceDemo />
    </main>
  </StrictMode>,
)
