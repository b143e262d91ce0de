import { createIsomorphicFn } from '@tanstack/react-start'
import { createRootRoute, lazyRouteComponent, Outlet, redirect, useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { HeadWithoutPreloads, ScriptsAfterPaint } from '~/features/layout/after-paint'
import { LoadingBar } from '~/features/layout/LoadingBar'
import { getRootDataFn } from '~/features/layout/root-data.functions'
import { RouterDevtools } from '~/features/layout/RouterDevtools'
import { isNotFoundPage, NOT_FOUND_TITLE } from '~/lib/not-found-page'
import { ThemeProvider } from '~/features/theme/ThemeProvider'
import { installAssetFailureReload } from '~/lib/preload-recovery'
import { seo } from '~/lib/seo'
import { firstPaintThemeScript, type ThemeMode } from '~/lib/theme'
import { findSiteRedirect } from '~/site/find-redirect'
import appCss from '~/styles.css?url'

type RootData = Awaited<ReturnType<typeof getRootDataFn>>

/**
 * Sends an address of the old site where it lives now (src/site/redirects.ts). On the server only:
 * such an address opened from outside reaches the server, and in the app only links written in
 * doc text can name one, which their handler sends on itself (legacy-links.ts); so the tables
 * are not in any page's first load, and in the browser the root's `beforeLoad` does nothing.
 * Synchronous, as that `beforeLoad` must stay: made asynchronous, it left a navigation started
 * during hydration pending.
 */
const sendLegacyAddressOn = createIsomorphicFn()
  .server(({ location }: { location: { href: string } }) => {
    const target = findSiteRedirect(location.href)
    if (target) throw redirect({ href: target.href, statusCode: 301 })
  })
  .client(() => {})

export const Route = createRootRoute({
  beforeLoad: sendLegacyAddressOn,
  loader: () => getRootDataFn(),
  // The theme cookie and the configuration do not change while a page is open.
  staleTime: Infinity,
  shouldReload: false,
  head: ({ loaderData, matches }) => {
    const siteName = loaderData?.config.siteName ?? ''
    const notFound = isNotFoundPage(matches)
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'color-scheme', content: 'light dark' },
        ...seo({
          title: notFound ? `${NOT_FOUND_TITLE} | ${siteName}` : `${siteName} | High Quality Open-Source Software for Web Developers`,
          description: `${siteName} offers headless, type-safe and framework-agnostic utilities for data management, visualization, charts, tables and UI components.`,
          // Pages with keywords of their own (docs) replace these.
          keywords: `${siteName}, open source, headless, type-safe, TypeScript, React, Vue, Solid, Svelte, Angular, data fetching, routing, tables, forms, virtualization`,
        }),
      ],
      links: [
        { rel: 'stylesheet', href: appCss },
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      ],
      // The theme and tag-manager scripts are rendered by RootDocument, see InlineScript.
    }
  },
  shellComponent: RootDocument,
  component: RootComponent,
  // Loaded when a page needs them, not with every page's JavaScript.
  notFoundComponent: lazyRouteComponent(() => import('~/features/layout/SiteViews'), 'SiteNotFound'),
  errorComponent: lazyRouteComponent(() => import('~/features/layout/SiteViews'), 'SiteError'),
})

function useRootData(): RootData | undefined {
  return useRouterState({ select: (state) => state.matches[0]?.loaderData as RootData | undefined })
}

function tagManagerSnippet(gtmId: string): string {
  return `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(i);f.parentNode.insertBefore(j,f)})(window,document,'script','dataLayer',${JSON.stringify(gtmId)})`
}

/**
 * The text of the page's inline scripts, written by the server only: they have run before
 * hydration, so the browser's render never needs it (hydration keeps the server's text).
 */
const inlineScriptCode = createIsomorphicFn()
  .server((script: { theme: ThemeMode } | { gtmId: string }) => ('gtmId' in script ? tagManagerSnippet(script.gtmId) : firstPaintThemeScript(script.theme)))
  .client(() => '')

/**
 * An inline script that runs once, from the server's HTML, with the response's CSP nonce.
 * Not a route `head().scripts` entry: after hydration the router looks for such a script by
 * its `nonce` attribute, which browsers hide from pages under a CSP, so it would not find it
 * and would run the script a second time.
 */
function InlineScript({ code, nonce }: { code: string; nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} suppressHydrationWarning />
}

function RootDocument({ children }: { children: ReactNode }) {
  const data = useRootData()
  const nonce = useRouter().options.ssr?.nonce
  const theme: ThemeMode = data?.theme ?? 'auto'
  const serverClass = theme === 'auto' ? undefined : theme
  const gtmId = data?.config.gtmId
  return (
    <html lang="en" className={serverClass} suppressHydrationWarning>
      <head>
        <HeadWithoutPreloads />
        <InlineScript nonce={nonce} code={inlineScriptCode({ theme })} />
        {gtmId ? <InlineScript nonce={nonce} code={inlineScriptCode({ gtmId })} /> : null}
      </head>
      <body>
        {gtmId ? (
          <noscript>
            <iframe
              title="Tag manager"
              src={`https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(gtmId)}`}
              height="0"
              width="0"
              style={{ display: 'none', visibility: 'hidden' }}
            />
          </noscript>
        ) : null}
        <ThemeProvider initialMode={theme}>{children}</ThemeProvider>
        <ScriptsAfterPaint />
      </body>
    </html>
  )
}

function RootComponent() {
  const data = useRootData()
  useEffect(() => {
    // Tells tests and scripts that React has hydrated the page.
    document.documentElement.dataset.hydrated = 'true'
    return installAssetFailureReload()
  }, [])
  return (
    <>
      <LoadingBar />
      <Outlet />
      {/* The devtools package draws nothing in a production build: there, its wrapper is left out too. */}
      {import.meta.env.DEV ? <RouterDevtools enabled={data?.config.routerDevtools ?? false} /> : null}
    </>
  )
}
