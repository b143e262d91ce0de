import type { ReactNode } from 'react'
import { createRootRoute, HeadContent, Link, Outlet, Scripts } from '@tanstack/react-router'

export const Route = createRootRoute({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: 'Start – basic example' },
    ],
  }),
  component: RootComponent,
})

function RootComponent() {
  return (
    <Document>
      <header>
        <Link to="/">Start basic</Link>
      </header>
      <main>
        <Outlet />
      </main>
    </Document>
  )
}

function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body style={{ fontFamily: 'system-ui', maxWidth: 640, margin: '2rem auto' }}>
        {children}
        <Scripts />
      </body>
    </html>
  )
}
