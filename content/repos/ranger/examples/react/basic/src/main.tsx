import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { DaySplitter } from './DaySplitter'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main style={{ fontFamily: 'system-ui', maxWidth: 640, margin: '3rem auto' }}>
      <h1>Plan your day</h1>
      <DaySplitter />
    </main>
  </StrictMode>,
)
