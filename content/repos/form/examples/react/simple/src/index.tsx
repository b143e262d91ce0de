import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ProfileForm } from './ProfileForm'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main style={{ fontFamily: 'system-ui', maxWidth: 480, margin: '2rem auto' }}>
      <h1>Your profile</h1>
      <ProfileForm />
    </main>
  </StrictMode>,
)
