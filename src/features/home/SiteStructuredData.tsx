import { useRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { usePublicConfig } from '~/features/layout/usePublicConfig'
import { jsonLdText, siteStructuredData } from '~/lib/changes/structured-data'

/** Written by the server only, like a doc page's structured data (see DocBreadcrumbs). */
const structuredDataText = createIsomorphicFn()
  .server((input: Parameters<typeof siteStructuredData>[0]) => jsonLdText(siteStructuredData(input)))
  .client(() => '')

/** The site and its search action, as search engines read them from the home page. */
export function SiteStructuredData() {
  const config = usePublicConfig()
  const nonce = useRouter().options.ssr?.nonce
  const data = structuredDataText({ siteUrl: config?.siteUrl ?? '', siteName: config?.siteName ?? '' })
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: data }} suppressHydrationWarning />
}
