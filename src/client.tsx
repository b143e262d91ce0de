import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'

/**
 * The framework's default client entry, with one change: hydration starts in a task of its own,
 * after the one that ran the page's modules. Together they were one long task on a slow phone
 * (the entry's evaluation, then the router's creation and the first render), which held back
 * the moment the page answers input.
 */
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  })
}, 0)
