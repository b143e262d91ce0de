import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { loadPostsFrom } from '~/server/blog/posts'
import { libraries } from '~/site/libraries'
import { startBuiltServer } from '../support/server'
import { baseUrl, get, metaContent, titleOf } from '../support/http'

const posts = await loadPostsFrom(path.resolve('content/blog'), { report: () => {} })
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_' })
const PNG_SIGNATURE = '89504e470d0a1a0a'

describe('blog index', () => {
  it('lists every post newest first with date, authors, excerpt and reading time', async () => {
    const page = await get('/blog')
    expect(page.status).toBe(200)
    expect(titleOf(page.body)).toBe('Blog | TanStack')
    const order = [...page.body.matchAll(/<h2 id="post-([a-z0-9-]+)"/g)].map((m) => m[1])
    expect(order).toEqual(posts.map((p) => p.slug))
    expect(posts.length).toBeGreaterThanOrEqual(4)
    expect(page.body).toContain('min read')
    expect(page.body.replaceAll('<!-- -->', '')).toContain('by Mara Lindqvist and Devon Okafor')
    expect(page.body).toContain('<link rel="alternate" type="application/rss+xml"')
    expect(metaContent(page.body, 'og:image')).toMatch(/\/og\/site\.png\?title=/)
  })
})

describe('blog posts', () => {
  it.each(posts.map((p) => [p.slug, p] as const))('/blog/%s answers 200 with its title, meta and highlighted code', async (slug, post) => {
    const page = await get(`/blog/${slug}`)
    expect(page.status).toBe(200)
    expect(titleOf(page.body)).toBe(`${post.title} | TanStack Blog`)
    expect(metaContent(page.body, 'author')).toBe(
      post.authors.length > 1
        ? `co-authored by ${post.authors.length === 2 ? post.authors.join(' and ') : `${post.authors.slice(0, -1).join(', ')}, and ${post.authors.at(-1)}`}`
        : post.authors[0],
    )
    expect(metaContent(page.body, 'description')).toBe(post.description)
    expect(metaContent(page.body, 'og:title')).toBe(`${post.title} | TanStack Blog`)
    expect(metaContent(page.body, 'twitter:card')).toBe('summary_large_image')
    expect(metaContent(page.body, 'og:type')).toBe('article')
    expect(page.body.match(/property="og:type"/g)).toHaveLength(1)
    expect(page.body).toContain('class="shiki shiki-themes github-light github-dark"')
    // The same contents as a doc page's: the rail, and the disclosure where the rail does not fit.
    expect(page.body).toContain('aria-label="On this page"')
    expect(page.body).toContain('data-toc-compact=""')
  })

  it('marks a co-authored post and gives it a social card in its library colours', async () => {
    const page = await get('/blog/form-v1-release-notes')
    expect(metaContent(page.body, 'author')).toBe('co-authored by Priya Raman, Tomás Ferreira, and Mara Lindqvist')
    const image = metaContent(page.body, 'og:image')
    expect(image).toMatch(/^http:\/\/localhost:3000\/og\/form\.png\?title=Form\+v1/)
    const png = await fetch(`${baseUrl()}${new URL(image!).pathname}${new URL(image!).search}`)
    expect(png.status).toBe(200)
    expect(png.headers.get('content-type')).toBe('image/png')
    expect(
      Buffer.from(await png.arrayBuffer())
        .subarray(0, 8)
        .toString('hex'),
    ).toBe(PNG_SIGNATURE)
  })

  it('links to the previous and next posts', async () => {
    const middle = posts[1]!
    const page = await get(`/blog/${middle.slug}`)
    const linkWith = (rel: string) => new RegExp(`<a [^>]*rel="${rel}"[^>]*>`).exec(page.body)?.[0]
    expect(linkWith('prev')).toContain(`href="/blog/${posts[2]!.slug}"`)
    expect(linkWith('next')).toContain(`href="/blog/${posts[0]!.slug}"`)
  })
})

describe('missing posts', () => {
  it('answers 404 with "Post not found." and a Blog Home link', async () => {
    const page = await get('/blog/no-such-post')
    expect(page.status).toBe(404)
    expect(page.body).toContain('404 Not Found')
    expect(page.body).toContain('Post not found.')
    expect(page.body).toMatch(/<a [^>]*href="\/blog"[^>]*>Blog Home<\/a>/)
    expect(titleOf(page.body)).toMatch(/^Page not found\b/)
  })

  it.each([
    '/blog/..%2F..%2Fpackage.json',
    '/blog/%2e%2e/%2e%2e/package.json',
    '/blog/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
    '/blog/how-this-site-works.md',
    '/blog/how-this-site-works/extra',
    '/blog/%00',
    `/blog/${'a'.repeat(400)}`,
  ])('answers 404, never a file, for %s', async (path) => {
    const page = await get(path)
    expect(page.status).toBe(404)
    expect(page.body).not.toContain('"dependencies"')
    expect(page.body).not.toContain('root:')
  })
})

describe('feeds and crawler files', () => {
  it('serves the RSS 2.0 feed with every post', async () => {
    const feed = await get('/blog/rss.xml')
    expect(feed.status).toBe(200)
    expect(feed.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    expect(XMLValidator.validate(feed.body)).toBe(true)
    const channel = xml.parse(feed.body).rss.channel
    expect(channel.title).toBe('TanStack Blog')
    const items = [channel.item].flat()
    expect(items.map((item: { link: string }) => item.link)).toEqual(posts.map((p) => `http://localhost:3000/blog/${p.slug}`))
  })

  it('serves a sitemap with the home, landing pages, static pages and posts', async () => {
    const sitemap = await get('/sitemap.xml')
    expect(sitemap.status).toBe(200)
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(XMLValidator.validate(sitemap.body)).toBe(true)
    const locs = [xml.parse(sitemap.body).urlset.url].flat().map((u: { loc: string }) => u.loc)
    expect(locs).toContain('http://localhost:3000/')
    expect(locs).toContain('http://localhost:3000/terms')
    for (const library of libraries) expect(locs).toContain(`http://localhost:3000/${library.id}/latest`)
    for (const post of posts) expect(locs).toContain(`http://localhost:3000/blog/${post.slug}`)
  })

  it('serves robots.txt pointing at the sitemap', async () => {
    const robots = await get('/robots.txt')
    expect(robots.status).toBe(200)
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml')
  })
})

describe('social cards', () => {
  it('gives each landing page a generated image that is a PNG', async () => {
    const landing = await get('/router/latest')
    const image = metaContent(landing.body, 'og:image')!
    expect(image).toMatch(/^http:\/\/localhost:3000\/og\/router\.png\?title=/)
    expect(metaContent(landing.body, 'twitter:image')).toBe(image)
    const url = new URL(image)
    const first = await fetch(`${baseUrl()}${url.pathname}${url.search}`)
    expect(first.headers.get('content-type')).toBe('image/png')
    expect(first.headers.get('cache-control')).toContain('max-age=86400')
    const bytes = Buffer.from(await first.arrayBuffer())
    expect(bytes.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE)
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630])
  })

  it('gives the home page a card too, keeping its own title', async () => {
    const home = await get('/')
    expect(titleOf(home.body)).toBe('TanStack | High Quality Open-Source Software for Web Developers')
    expect(metaContent(home.body, 'og:image')).toMatch(/^http:\/\/localhost:3000\/og\/site\.png\?title=TanStack/)
    expect(metaContent(home.body, 'twitter:card')).toBe('summary_large_image')
    expect(home.body.match(/name="twitter:card"/g)).toHaveLength(1)
  })

  it('answers 404 for an unknown card and copes with odd titles', async () => {
    expect((await get('/og/jquery.png')).status).toBe(404)
    expect((await get('/og/../package.json')).status).toBe(404)
    expect((await get('/og/site.svg')).status).toBe(404)
    const odd = await fetch(`${baseUrl()}/og/site.png?title=${encodeURIComponent('<script>&"\u{1F600}'.repeat(80))}`)
    expect(odd.status).toBe(200)
    expect(odd.headers.get('content-type')).toBe('image/png')
  })
})

describe('a post with bad front matter', () => {
  it('is reported with its file name and skipped; the rest of the blog works', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'blog-http-'))
    await writeFile(path.join(dir, 'good-post.md'), '---\ntitle: Good\ndescription: Fine.\npublished: 2026-01-02\nauthors: [Ada]\n---\nHello.\n')
    await writeFile(path.join(dir, 'broken-post.md'), '---\ntitle: Broken\ndescription: No date.\nauthors: [Ada]\n---\nHello.\n')
    const server = await startBuiltServer({ BLOG_DIR: dir })
    try {
      const index = await fetch(`${server.url}/blog`)
      expect(index.status).toBe(200)
      const html = await index.text()
      expect(html).toContain('Good')
      expect(html).not.toContain('Broken')
      expect((await fetch(`${server.url}/blog/broken-post`)).status).toBe(404)
      expect(server.output()).toMatch(/Blog post broken-post\.md skipped: invalid front matter \(published: /)
    } finally {
      await server.stop()
      await rm(dir, { recursive: true, force: true })
    }
  })
})
