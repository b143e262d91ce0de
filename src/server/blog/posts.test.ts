import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBlog, loadPostsFrom } from './posts'

let dir: string
const post = (fm: string, body = 'Some text.\n\n## Part one\n\nMore.') => `---\n${fm}\n---\n${body}\n`

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'blog-'))
  await writeFile(path.join(dir, 'older.md'), post('title: Older\ndescription: d\npublished: 2026-01-01\nauthors: [Ada]'))
  await writeFile(
    path.join(dir, 'middle.md'),
    post('title: Middle\ndescription: d\npublished: 2026-02-01\nauthors: [Ada, Linus]', 'See [older](./older.md#part-one).'),
  )
  await writeFile(path.join(dir, 'newest.md'), post('title: Newest\ndescription: d\npublished: 2026-03-01\nauthors: [Grace]'))
  await writeFile(path.join(dir, 'draft.md'), post('title: Draft\ndescription: d\npublished: 2026-04-01\nauthors: [Ada]\ndraft: true'))
  await writeFile(path.join(dir, 'no-authors.md'), post('title: Broken\ndescription: d\npublished: 2026-05-01'))
  await writeFile(path.join(dir, 'bad-yaml.md'), post('title: [oops\ndescription: d'))
  await writeFile(path.join(dir, 'Bad Name.md'), post('title: Bad\ndescription: d\npublished: 2026-05-01\nauthors: [Ada]'))
  await writeFile(path.join(dir, 'notes.txt'), 'not a post')
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('loading posts', () => {
  it('keeps valid posts newest first, hides drafts and reports each bad file by name', async () => {
    const reports: string[] = []
    const posts = await loadPostsFrom(dir, { report: (message) => reports.push(message) })
    expect(posts.map((p) => p.slug)).toEqual(['newest', 'middle', 'older'])
    expect(posts[1]).toMatchObject({ title: 'Middle', authors: ['Ada', 'Linus'], published: '2026-02-01', readingMinutes: 1, excerpt: 'See older.' })
    expect(reports).toHaveLength(3)
    expect(reports.find((r) => r.includes('no-authors.md'))).toMatch(/skipped: invalid front matter \(authors: /)
    expect(reports.find((r) => r.includes('bad-yaml.md'))).toMatch(/skipped: Invalid front matter/)
    expect(reports.find((r) => r.includes('Bad Name.md'))).toMatch(/skipped: file names/)
  })

  it('shows drafts when asked', async () => {
    const posts = await loadPostsFrom(dir, { includeDrafts: true, report: () => {} })
    expect(posts[0]?.slug).toBe('draft')
  })

  it('answers an empty list for a missing folder', async () => {
    expect(await loadPostsFrom(path.join(dir, 'nope'))).toEqual([])
  })
})

describe('a blog', () => {
  const blog = () => createBlog(dir, { report: () => {} })

  it('renders a post with its outline, neighbours and links between posts', async () => {
    const middle = await blog().get('middle')
    expect(middle?.post.title).toBe('Middle')
    expect(middle?.html).toContain('<a href="/blog/older#part-one">older</a>')
    expect(middle?.previous).toEqual({ slug: 'older', title: 'Older' })
    expect(middle?.next).toEqual({ slug: 'newest', title: 'Newest' })
    const older = await blog().get('older/')
    expect(older?.headings).toEqual([{ id: 'part-one', text: 'Part one', level: 2 }])
    expect(older?.previous).toBeUndefined()
  })

  it.each(['', 'nope', 'draft', '../older', '..%2Folder', 'older.md', '/etc/passwd', 'older/../older', '%2e%2e/middle', 'a/b'])(
    'finds nothing for %j',
    async (splat) => {
      expect(await blog().get(splat)).toBeUndefined()
    },
  )
})
