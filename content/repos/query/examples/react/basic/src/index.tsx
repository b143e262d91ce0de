import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Posts } from './Posts'
import { Post } from './Post'

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 10_000 },
  },
})

function App() {
  const [postId, setPostId] = useState<number | null>(null)

  return (
    <main style={{ fontFamily: 'system-ui', maxWidth: 640, margin: '2rem auto' }}>
      <h1>Posts</h1>
      {postId === null ? (
        <Posts onSelect={setPostId} />
      ) : (
        <Post id={postId} onBack={() => setPostId(null)} />
      )}
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
)
