import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { MessageList } from './MessageList'
import { makeMessages } from './messages'

const messages = makeMessages(10_000)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main style={{ fontFamily: 'system-ui', maxWidth: 560, margin: '2rem auto' }}>
      <h1>{messages.length.toLocaleString()} messages</h1>
      <MessageList messages={messages} />
    </main>
  </StrictMode>,
)
