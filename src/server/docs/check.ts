/**
 * The docs checker: renders every page of every version through the code the site serves them
 * with (page list, render, navigation), in process, reading each page's tree rather than its
 * HTML (`renderDocPageTree`), and reports what a reader would hit —
 * pages that fail to render, links that reach no page, anchors that are no id on their target,
 * images that do not exist. Each problem names its owner: `repository` when the target is not in
 * the repository (the docs are wrong), `site` when the site failed or produced a dead link.
 */
import GithubSlugger from 'github-slugger'
import type { Root as HastRoot } from 'hast'
import { visit } from 'unist-util-visit'
import { docPathOf, normalizePage } from '~/lib/docs/address'
import { findPage, hasExample, type DocPageEntry } from '~/lib/docs/page-list'
import { docsBase } from '~/lib/docs/address'
import { buildNavigation, sidebarFor } from '~/lib/docs/sidebar'
import { siteLinkTarget, type LinkTarget } from '~/lib/docs/site-links'
import { getBlog } from '~/server/blog'
import { staticSitemapPaths } from '~/server/seo/sitemap'
import { findLibrary, libraries } from '~/site/libraries'
import type { Library } from '~/site/types'
import { isKnownVersion, LATEST, resolveBranch } from '~/site/versions'
import { defaultExampleHref, defaultDocHref, pageListOf } from './doc-page'
import type { LoadedPageList } from '~/server/content/page-list'
import { snapshot } from '~/server/content/snapshot'
import { renderDocPageTree } from './service'

export type ProblemOwner = 'repository' | 'site'
export type ProblemKind = 'render' | 'link' | 'anchor' | 'image' | 'config' | 'version'
export type CheckProblem = { owner: ProblemOwner; kind: ProblemKind; page: string; target?: string; detail: string }
export type VersionReport = { libraryId: string; version: string; pages: number; problems: CheckProblem[]; ms: number; skipped?: string }
export type CheckOptions = {
  libraries?: string[]
  versions?: string[]
  onProgress?: (done: number, total: number) => void
  /** Pages rendered at once. */
  concurrency?: number
}

type PageFacts = { ids: Set<string>; headings: string[] }
type Found = { links: string[]; images: string[] }
/** A page rendered once for the whole check: what it holds, or that its file could not be read, or why it failed. */
type Rendered = { kind: 'facts'; facts: PageFacts & Found } | { kind: 'unread' } | { kind: 'failed'; error: unknown }

/** The versions the site offers for a library: `latest`, then the older ones. */
function versionsOf(library: Library, only?: string[]): string[] {
  const all = [LATEST, ...library.availableVersions.filter((v) => v !== library.latestVersion)]
  return only?.length ? all.filter((v) => only.includes(v) || (v === LATEST && only.includes(library.latestVersion))) : all
}

/** Slugs a heading would get from the two conventions docs are written for. */
function headingSlugs(text: string): string[] {
  const convention = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return [convention, new GithubSlugger().slug(text)]
}

function facts(tree: HastRoot, headings: string[]): PageFacts & Found {
  const ids = new Set<string>()
  const links: string[] = []
  const images: string[] = []
  visit(tree, 'element', (node) => {
    const id = node.properties.id
    if (typeof id === 'string' && id) ids.add(id)
    if (node.tagName === 'a' && typeof node.properties.href === 'string') links.push(node.properties.href)
    if (node.tagName === 'img' && typeof node.properties.src === 'string') images.push(node.properties.src)
  })
  return { ids, headings, links, images }
}

class Checker {
  private readonly pages = new Map<string, Promise<Rendered>>()
  private readonly assets = new Map<string, Promise<boolean>>()
  private blogSlugs: Promise<Set<string>> | undefined

  /** A page of a version, rendered when not done yet (as a link's target, or in its turn). */
  rendered(library: Library, version: string, list: LoadedPageList, entry: DocPageEntry): Promise<Rendered> {
    const key = docPathOf(library.id, version, entry.page)
    let pending = this.pages.get(key)
    if (!pending) {
      pending = renderDocPageTree(library, version, list, entry).then(
        (doc): Rendered =>
          doc
            ? {
                kind: 'facts',
                facts: facts(
                  doc.tree,
                  doc.headings.map((h) => h.text),
                ),
              }
            : { kind: 'unread' },
        (error: unknown): Rendered => ({ kind: 'failed', error }),
      )
      this.pages.set(key, pending)
    }
    return pending
  }

  /** The ids and headings of a page; undefined when it does not render. */
  async pageFacts(library: Library, version: string, list: LoadedPageList, page: string): Promise<PageFacts | undefined> {
    const entry = findPage(list, page)
    const rendered = entry ? await this.rendered(library, version, list, entry) : undefined
    return rendered?.kind === 'facts' ? rendered.facts : undefined
  }

  async assetExists(libraryId: string, version: string, path: string): Promise<boolean> {
    const key = `${libraryId}/${version}/${path}`
    let pending = this.assets.get(key)
    if (!pending) {
      pending = (async () => {
        const library = findLibrary(libraryId)
        if (!library || !isKnownVersion(library, version)) return false
        const branch = resolveBranch(library, version)
        const content = await snapshot(library.repo, branch)
        return content !== undefined && (await content.readFile(path)) !== undefined
      })().catch(() => false)
      this.assets.set(key, pending)
    }
    return pending
  }

  private async blogHas(slug: string): Promise<boolean> {
    this.blogSlugs ??= getBlog()
      .list()
      .then((posts) => new Set(posts.map((p) => p.slug)))
      .catch(() => new Set<string>())
    return (await this.blogSlugs).has(slug)
  }

  private async siteRouteExists(path: string): Promise<boolean> {
    if ((staticSitemapPaths as readonly string[]).includes(path) || ['/stats/npm', '/sponsors-embed', '/login', '/llms.txt', '/sitemap.xml'].includes(path))
      return true
    const blog = /^\/blog\/(.+)$/.exec(path)
    if (blog) return this.blogHas(blog[1]!)
    const landing = /^\/([^/]+)(?:\/([^/]+))?$/.exec(path)
    return Boolean(landing && findLibrary(landing[1]!))
  }

  /**
   * Why a link does not reach what it names, or undefined when it does. `owner` is who is to
   * blame when it does not: the repository for links written in the docs, the site for links it
   * made itself — except that a heading written so that one of the two slug conventions gives the
   * anchor, but which has no such id, is always the site's failure.
   */
  async deadLink(
    target: LinkTarget,
    here: { library: Library; version: string; list: LoadedPageList; page: string },
    owner: ProblemOwner,
  ): Promise<{ owner: ProblemOwner; detail: string } | undefined> {
    switch (target.kind) {
      case 'external':
        return undefined
      case 'anchor':
        return this.anchorProblem(await this.pageFacts(here.library, here.version, here.list, here.page), target.hash, owner)
      case 'site':
        return (await this.siteRouteExists(target.path)) ? undefined : { owner, detail: `no page of this site is at ${target.path}` }
      case 'asset':
        return (await this.assetExists(target.libraryId, target.version, target.path)) ? undefined : { owner, detail: 'the file is not in the repository' }
      default:
        break
    }
    const library = findLibrary(target.libraryId)
    if (!library) return { owner, detail: `there is no library "${target.libraryId}"` }
    // An unknown version is sent to the latest one by the site.
    const version = isKnownVersion(library, target.version) ? target.version : LATEST
    const found = await pageListOf(library.id, version).catch(() => undefined)
    if (!found || found.kind === 'not-found') return { owner, detail: `${library.name} ${version} could not be read` }
    const { list } = found
    if (target.kind === 'docs-index') return defaultDocHref(library, version, list) ? undefined : { owner, detail: 'the version has no page to open' }
    if (target.kind === 'example') {
      return hasExample(list, target.framework, target.name) ? undefined : { owner, detail: 'the example is not in the repository' }
    }
    const page = normalizePage(target.page)
    if (!findPage(list, page)) return { owner, detail: 'the page is not in the repository' }
    if (!target.hash) return undefined
    return this.anchorProblem(await this.pageFacts(library, version, list, page), target.hash, owner)
  }

  private anchorProblem(page: PageFacts | undefined, hash: string, owner: ProblemOwner): { owner: ProblemOwner; detail: string } | undefined {
    if (!page) return { owner: 'site', detail: 'the target page does not render' }
    if (page.ids.has(hash)) return undefined
    if (page.headings.some((text) => headingSlugs(text).includes(hash.replace(/-\d+$/, '')) || headingSlugs(text).includes(hash))) {
      return { owner: 'site', detail: `a heading on the target slugs to #${hash}, but the page has no such id` }
    }
    return { owner, detail: `no id "${hash}" on the target page` }
  }
}

/** Checks one library at one version. */
async function checkVersion(checker: Checker, library: Library, version: string, tick: () => void, concurrency: number): Promise<VersionReport> {
  const started = performance.now()
  const report = (problems: CheckProblem[], pages: number, skipped?: string): VersionReport => ({
    libraryId: library.id,
    version,
    pages,
    problems,
    ms: Math.round(performance.now() - started),
    skipped,
  })
  const base = docsBase(library.id, version)
  let found
  try {
    found = await pageListOf(library.id, version)
  } catch (error) {
    return report([{ owner: 'site', kind: 'render', page: base, detail: `the page list could not be read: ${(error as Error).message}` }], 0)
  }
  if (found.kind === 'not-found') {
    const latest = await snapshot(library.repo, library.latestBranch).catch(() => undefined)
    if (!latest) return report([], 0, `${library.repo} is not in the content source`)
    return report(
      [
        {
          owner: 'site',
          kind: 'version',
          page: base,
          detail: `the site offers ${version}, but ${library.repo} has no branch ${resolveBranch(library, version)}`,
        },
      ],
      0,
    )
  }
  const { list } = found
  const problems: CheckProblem[] = []
  if (list.configProblem) problems.push({ owner: 'repository', kind: 'config', page: `${list.docsRoot}/config.json`, detail: list.configProblem })
  const here = (page: string) => ({ library, version, list, page })

  // Links the site makes itself: the sidebar of every framework (prev/next walk it), the landing buttons.
  const navigation = buildNavigation(list, base)
  const siteLinks = new Map<string, string>()
  for (const framework of [undefined, ...list.frameworks]) {
    for (const section of sidebarFor(navigation, framework))
      for (const item of section.items) if (!item.external) siteLinks.set(item.href, `sidebar (${framework ?? 'no framework'})`)
  }
  const docsHref = defaultDocHref(library, version, list)
  const examplesHref = defaultExampleHref(library, version, list)
  if (docsHref) siteLinks.set(docsHref, 'landing page Docs button')
  if (examplesHref) siteLinks.set(examplesHref, 'landing page Examples button')
  for (const [href, where] of siteLinks) {
    const dead = await checker.deadLink(siteLinkTarget(href, base), here(''), 'site')
    if (dead) problems.push({ owner: dead.owner, kind: 'link', page: where, target: href, detail: dead.detail })
  }
  // Config entries that name nothing in the repository: the sidebar leaves them out.
  for (const section of list.config?.sections ?? []) {
    for (const child of [...section.children, ...(section.frameworks ?? []).flatMap((group) => group.children)]) {
      const dead = await checker.deadLink(siteLinkTarget(`${base}/${child.to.replace(/^\/+/, '')}`, base), here(''), 'repository')
      if (dead && !/^[a-z]+:/i.test(child.to))
        problems.push({
          owner: 'repository',
          kind: 'config',
          page: `${list.docsRoot}/config.json`,
          target: child.to,
          detail: `"${child.label}": ${dead.detail}`,
        })
    }
  }

  // Every page, rendered; then every link and image on it.
  let next = 0
  const worker = async () => {
    while (next < list.pages.length) {
      const entry = list.pages[next++]!
      const url = `${base}/${entry.page}`
      try {
        const rendered = await checker.rendered(library, version, list, entry)
        if (rendered.kind === 'failed') throw rendered.error
        if (rendered.kind === 'unread') {
          problems.push({ owner: 'site', kind: 'render', page: url, detail: `${entry.file} could not be read` })
          continue
        }
        const { links, images } = rendered.facts
        for (const href of links) {
          const target = siteLinkTarget(href, url)
          const dead = await checker.deadLink(target, here(entry.page), 'repository')
          if (dead)
            problems.push({
              owner: dead.owner,
              kind: target.kind === 'anchor' || (target.kind === 'doc' && target.hash && dead.detail.startsWith('no id')) ? 'anchor' : 'link',
              page: url,
              target: href,
              detail: dead.detail,
            })
        }
        for (const src of images) {
          const target = siteLinkTarget(src, url)
          if (target.kind !== 'asset') continue
          if (!(await checker.assetExists(target.libraryId, target.version, target.path))) {
            problems.push({ owner: 'repository', kind: 'image', page: url, target: src, detail: 'the image is not in the repository' })
          }
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        // Front matter that is not YAML is the docs' fault; anything else is the site's.
        problems.push({ owner: /front matter/i.test(message) ? 'repository' : 'site', kind: 'render', page: url, detail: message })
      } finally {
        tick()
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return report(problems, list.pages.length)
}

/** Checks the libraries and versions asked for (all of them by default). */
export async function checkDocs(options: CheckOptions = {}): Promise<VersionReport[]> {
  const chosen = options.libraries?.length ? libraries.filter((l) => options.libraries!.includes(l.id)) : libraries
  const targets = chosen.flatMap((library) => versionsOf(library, options.versions).map((version) => ({ library, version })))
  // The total is known once each version's page list is read.
  const counts = await Promise.all(
    targets.map((t) =>
      pageListOf(t.library.id, t.version).then(
        (found) => (found.kind === 'list' ? found.list.pages.length : 0),
        () => 0,
      ),
    ),
  )
  const total = counts.reduce((a, b) => a + b, 0)
  let done = 0
  const tick = () => options.onProgress?.(++done, total)
  const checker = new Checker()
  const reports: VersionReport[] = []
  for (const { library, version } of targets) reports.push(await checkVersion(checker, library, version, tick, options.concurrency ?? 4))
  return reports
}
