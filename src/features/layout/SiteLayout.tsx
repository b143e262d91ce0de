import { Link, useLocation, type LinkProps } from '@tanstack/react-router'
import { Icon } from '~/features/lucide-icon'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { FooterAd } from '~/features/ads'
import { ThemeToggle } from '~/features/theme/ThemeToggle'
import { SearchButton } from '~/features/search/SearchButton'
import { SearchProvider } from '~/features/search/search-context'
import { NavigationSpinner } from './LoadingBar'
import { useSiteName } from './useSiteName'

type SiteLink = { to: LinkProps['to']; label: string }

// The Libraries menu is fetched when the reader reaches for its button, not with every page.
const loadLibrariesPanel = () => import('./LibrariesPanel')
type LibrariesPanelView = Awaited<ReturnType<typeof loadLibrariesPanel>>['LibrariesPanel']

const navLinks: SiteLink[] = [
  { to: '/blog', label: 'Blog' },
  { to: '/stats/npm', label: 'Stats' },
  { to: '/support', label: 'Support' },
]

/** One list item per link, each link styled with `className`. */
function LinkItems({ links, className }: { links: SiteLink[]; className: string }) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} className={className}>
        {link.label}
      </Link>
    </li>
  ))
}

export function SiteHeader() {
  const siteName = useSiteName()
  const [open, setOpen] = useState(false)
  const [LibrariesPanel, setLibrariesPanel] = useState<LibrariesPanelView>()
  const panelId = useId()
  const pathname = useLocation({ select: (l) => l.pathname })
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)

  useEffect(() => setOpen(false), [pathname])
  // Opening the menu moves focus into it, to its first library; Escape brings it back.
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus()
  }, [open])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/90 backdrop-blur dark:border-gray-800 dark:bg-gray-950/90">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-1 px-4 sm:gap-2">
        <Link to="/" className="mr-1 text-lg font-black tracking-tight sm:mr-2">
          {siteName}
        </Link>
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onPointerEnter={() => void loadLibrariesPanel()}
          onFocus={() => void loadLibrariesPanel()}
          onClick={() => {
            if (open) return setOpen(false)
            // Opened with its panel in one render, so focus can move into it.
            void loadLibrariesPanel().then((module) => {
              setLibrariesPanel(() => module.LibrariesPanel)
              setOpen(true)
            })
          }}
          className="inline-flex items-center gap-1 rounded-md px-1.5 py-1.5 text-sm font-semibold hover:bg-gray-100 sm:px-2 dark:hover:bg-gray-800"
        >
          {open ? <Icon name="x" className="h-4 w-4" aria-hidden="true" /> : <Icon name="menu" className="h-4 w-4" aria-hidden="true" />}
          Libraries
        </button>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <NavigationSpinner />
          <SearchButton />
        </div>
        <nav aria-label="Site" className="flex items-center gap-1">
          {navLinks.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="hidden rounded-md px-2 py-1.5 text-sm hover:bg-gray-100 sm:inline-block dark:hover:bg-gray-800"
              activeProps={{ className: 'font-semibold' }}
            >
              {link.label}
            </Link>
          ))}
          <ThemeToggle />
        </nav>
      </div>
      {open && LibrariesPanel ? (
        <div ref={panelRef} className="border-t border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950">
          <div className="mx-auto max-w-7xl">
            <LibrariesPanel id={panelId} />
            <ul className="flex gap-2 px-4 pb-4 sm:hidden">
              <LinkItems links={navLinks} className="inline-flex min-h-11 items-center rounded-md px-3 text-sm underline" />
            </ul>
          </div>
        </div>
      ) : null}
    </header>
  )
}

const footerLinks: SiteLink[] = [
  { to: '/learn', label: 'Learn' },
  { to: '/ethos', label: 'Ethos' },
  { to: '/dedicated-support', label: 'Dedicated support' },
  { to: '/support', label: 'Help and support' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
]

export function SiteFooter() {
  const siteName = useSiteName()
  return (
    <footer className="border-t border-gray-200 py-8 text-sm text-gray-600 dark:border-gray-800 dark:text-gray-400">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            <LinkItems links={footerLinks} className="hover:underline" />
            <li>
              <a href="/merch" className="hover:underline">
                Merch
              </a>
            </li>
          </ul>
        </nav>
        <p>{`© ${new Date().getFullYear()} ${siteName}. Open source, built in the open.`}</p>
      </div>
    </footer>
  )
}

/**
 * "Skip to content": past the header, and on docs pages past the docs navigation too, to the
 * column that holds the article (`#doc-content`, see DocsLayout); `#main` where there is none.
 */
function SkipLink() {
  const onDocs = useLocation({ select: (location) => /^\/[^/]+\/[^/]+\/docs(\/|$)/.test(location.pathname) })
  return (
    <a
      href={onDocs ? '#doc-content' : '#main'}
      onClick={(event) => {
        const target = document.getElementById(event.currentTarget.hash.slice(1)) ?? document.getElementById('main')
        if (!target) return
        event.preventDefault()
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
        target.focus()
        target.scrollIntoView()
      }}
      className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 dark:focus:bg-gray-900"
    >
      Skip to content
    </a>
  )
}

/** Header, content and footer: the frame of every ordinary page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SearchProvider>
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <div className="flex justify-center px-4 pt-8 pb-6">
          <FooterAd />
        </div>
        <SiteFooter />
      </SearchProvider>
    </div>
  )
}
