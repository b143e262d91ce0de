import { createRootRoute, Link, Outlet } from '@tanstack/react-router'

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: () => <p>Nothing lives at this address.</p>,
})

const activeProps = { style: { fontWeight: 700 } }

function RootLayout() {
  return (
    <div style={{ fontFamily: 'system-ui', maxWidth: 720, margin: '2rem auto' }}>
      <nav style={{ display: 'flex', gap: '1rem' }}>
        <Link to="/" activeProps={activeProps} activeOptions={{ exact: true }}>
          Home
        </Link>
        <Link to="/posts" activeProps={activeProps}>
          Posts
        </Link>
      </nav>
      <hr />
      <Outlet />
    </div>
  )
}
