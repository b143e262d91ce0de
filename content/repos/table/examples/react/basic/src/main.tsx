import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { PlanetTable } from './PlanetTable'
import { planets } from './planets'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main style={{ fontFamily: 'system-ui', margin: '2rem' }}>
      <h1>Planets</h1>
      <PlanetTable data={planets} />
    </main>
  </StrictMode>,
)
