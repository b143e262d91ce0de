export type SeoInput = { title: string; description?: string; keywords?: string; image?: string }

type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string }

/** Title plus the description, keywords and Open Graph / Twitter tags for a page. */
export function seo({ title, description, keywords, image }: SeoInput): MetaTag[] {
  const tags: MetaTag[] = [
    { title },
    { property: 'og:title', content: title },
    { property: 'og:type', content: 'website' },
    { name: 'twitter:title', content: title },
  ]
  if (description) {
    tags.push(
      { name: 'description', content: description },
      { property: 'og:description', content: description },
      { name: 'twitter:description', content: description },
    )
  }
  if (keywords) tags.push({ name: 'keywords', content: keywords })
  if (image) {
    tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image }, { name: 'twitter:card', content: 'summary_large_image' })
  } else {
    tags.push({ name: 'twitter:card', content: 'summary' })
  }
  return tags
}
