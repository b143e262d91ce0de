/**
 * Way-finding of a doc page: the breadcrumb trail (library › section › page) and the page's
 * structured data for search engines (schema.org `BreadcrumbList` and `TechArticle`), and the
 * home page's `WebSite` with the search action the site answers (any page opens its search
 * dialog with `?q=`). Pure.
 */
import { htmlSafeJson } from '~/lib/html-safe-json'
import type { SidebarSection } from '~/lib/docs/sidebar'

export type Crumb = { name: string; href: string }

/** Library › sidebar section › page; the section is left out for a page no section links. */
export function breadcrumbTrail(input: { libraryName: string; libraryHref: string; sections: SidebarSection[]; pathname: string; title: string }): Crumb[] {
  const path = input.pathname.replace(/\/+$/, '')
  const section = input.sections.find((candidate) => candidate.items.some((item) => !item.external && item.href.replace(/#.*$/, '') === path))
  const sectionHref = section?.items.find((item) => !item.external)?.href.replace(/#.*$/, '')
  return [
    { name: input.libraryName, href: input.libraryHref },
    ...(section && sectionHref ? [{ name: section.label, href: sectionHref }] : []),
    { name: input.title, href: path },
  ]
}

const absolute = (siteUrl: string, href: string) => new URL(href, siteUrl || 'http://localhost').href

export function docStructuredData(input: {
  siteUrl: string
  siteName: string
  trail: Crumb[]
  title: string
  description?: string
  /** The page's canonical path. */
  canonical: string
  dateModified?: string
  inLanguage?: string
}): object[] {
  const { siteUrl, trail } = input
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absolute(siteUrl, crumb.href) })),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      headline: input.title,
      ...(input.description ? { description: input.description } : {}),
      url: absolute(siteUrl, input.canonical),
      mainEntityOfPage: absolute(siteUrl, input.canonical),
      ...(input.dateModified ? { dateModified: input.dateModified } : {}),
      inLanguage: input.inLanguage ?? 'en',
      isPartOf: { '@type': 'WebSite', name: input.siteName, url: absolute(siteUrl, '/') },
    },
  ]
}

/**
 * The site itself with its search (`/?q=`), for the home page: search engines read site-wide
 * markup there, so the doc pages name the site only as the article's `isPartOf`.
 */
export function siteStructuredData(input: { siteUrl: string; siteName: string }): object {
  const home = absolute(input.siteUrl, '/')
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: input.siteName,
    url: home,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${home}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  }
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` (and the two line separators JavaScript
 * once disallowed) escaped, so no text of a page can end the script element.
 */
export const jsonLdText = htmlSafeJson
