/**
 * The peer docs sites of `npm run bench`, built from the same Query docs the site serves:
 * - Starlight (Astro's docs theme), so the page-speed table can put the home page and the Queries
 *   guide beside what a static docs site sends for the same content;
 * - VitePress (Vue, a single-page app over static HTML), for client navigation: a sidebar click
 *   on both sites, timed alike (`startVitePress` below).
 *
 * Astro and Starlight are installed with npm into a cache folder outside the repository
 * (`BENCH_PEERS_DIR`, default `site-bench-peers` in the OS temp folder), not into this project.
 * The site is built once per docs commit and versions, then served as static files by nginx.
 * The docs are read from the corpus repository with git at the site's latest branch and converted
 * as little as Starlight needs, in the cache folder:
 * - each page is the site's own composed Markdown (`composeDocMarkdown`: `ref`/`replace` applied,
 *   section markers and tab/framework markup flattened, as "Copy as Markdown" gives it);
 * - front matter keeps `title` (and `description` when given); `id`, `ref` and `replace` are dropped;
 * - relative `.md` links are left as written (Starlight does not rewrite them, so they 404 there);
 * - the sidebar is `docs/config.json`'s sections with their React items, as the site shows them;
 * - the index page is Starlight's starter splash page (hero, tagline, four cards) for Query, with
 *   a favicon as the starter has.
 * The versions are the last Starlight on Astro 5 (Starlight ≥ 0.38 needs Astro 6 or later and
 * Node ≥ 22.12, which also runs the peer when the bench runs under the site's Node 24: a newer
 * peer is a change of `starlightVersions` away, not measured yet).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { composeDocMarkdown } from '../src/server/docs/dialect'
import { startStaticSite, type RunningNginx } from './nginx'

/** Exact versions, so a cached build is reused only for the same ones. */
export const starlightVersions = { astro: '5.18.2', '@astrojs/starlight': '0.37.7' }
/** Bumped when the conversion below changes, so the cached build is redone. */
const conversionVersion = 2

export type PeerSite = {
  name: string
  /** The peer's path of each compared page, by the bench's page name. */
  paths: Record<string, string>
  url: string
  stop: () => void
}

/** Where the peers are installed and built: outside the repository. */
const peersDir = () => process.env.BENCH_PEERS_DIR ?? path.join(os.tmpdir(), 'site-bench-peers')

type SidebarConfig = {
  sections: { label: string; children?: { label: string; to: string }[]; frameworks?: { label: string; children?: { label: string; to: string }[] }[] }[]
}

const git = (repo: string, ...args: string[]) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })

/** Runs a command in `cwd`, its output kept for the error when it fails. */
function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' }, maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${(result.stdout + result.stderr).slice(-3000)}`)
}

/** Installs `dependencies` with npm in `folder` unless that very manifest is installed there. */
function installPeer(folder: string, name: string, dependencies: Record<string, string>, command: string) {
  const manifest = JSON.stringify({ name: `bench-peer-${name}`, private: true, type: 'module', dependencies }, null, 2)
  const manifestFile = path.join(folder, 'package.json')
  const installed =
    existsSync(manifestFile) && readFileSync(manifestFile, 'utf8') === manifest && existsSync(path.join(folder, 'node_modules', '.bin', command))
  if (installed) return
  mkdirSync(folder, { recursive: true })
  writeFileSync(manifestFile, manifest)
  console.log(
    `Installing ${Object.entries(dependencies)
      .map(([pkg, version]) => `${pkg} ${version}`)
      .join(' and ')} in ${folder}…`,
  )
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], folder)
}

/** The Query docs at `ref`, each page as the site composes it, by slug (`framework/react/overview`). */
async function composedDocs(repo: string, ref: string) {
  const files = git(repo, 'ls-tree', '-r', '--name-only', ref, 'docs')
    .split('\n')
    .filter((file) => file.endsWith('.md'))
  const readFile = async (file: string) => {
    try {
      return git(repo, 'show', `${ref}:${file}`)
    } catch {
      return undefined
    }
  }
  const docs: { slug: string; title?: string; description?: string; markdown: string }[] = []
  for (const file of files) {
    const doc = await composeDocMarkdown({ source: (await readFile(file))!, filePath: file, readFile })
    docs.push({ slug: file.replace(/^docs\//, '').replace(/\.md$/, ''), title: doc.title, description: doc.description, markdown: doc.markdown })
  }
  const config = JSON.parse((await readFile('docs/config.json')) ?? '{"sections":[]}') as SidebarConfig
  return { docs, config }
}

/** A YAML front matter block; JSON strings are YAML strings. */
const frontMatter = (fields: Record<string, string | undefined>) =>
  `---\n${Object.entries(fields)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')}\n---\n`

function sidebarOf(config: SidebarConfig) {
  return config.sections
    .map((section) => {
      const react = section.frameworks?.find((framework) => framework.label === 'react')?.children ?? []
      // Examples are not docs pages: their links are kept (the site's sidebar has them) and 404 here.
      const items = [...(section.children ?? []), ...react].map((item) => ({ label: item.label, link: `/${item.to}/` }))
      return { label: section.label, items }
    })
    .filter((section) => section.items.length)
}

/** Starlight's starter index page (a splash page: hero and cards), written for Query. */
const indexPage = `---
title: TanStack Query
description: Powerful asynchronous state management, server-state utilities and data fetching.
template: splash
hero:
  tagline: Powerful asynchronous state management for TS/JS, React, Solid, Vue, Svelte and Angular.
  actions:
    - text: Get started
      link: /framework/react/overview/
      icon: right-arrow
    - text: Read the guides
      link: /framework/react/guides/queries/
      icon: external
      variant: minimal
---

import { Card, CardGrid } from '@astrojs/starlight/components';

## Next steps

<CardGrid stagger>
  <Card title="Queries" icon="pencil">Fetch, cache and update data without touching global state.</Card>
  <Card title="Mutations" icon="add-document">Change data on the server and keep the cache in step.</Card>
  <Card title="Devtools" icon="setting">See every query and its cache entry while you build.</Card>
  <Card title="Frameworks" icon="open-book">React, Solid, Vue, Svelte and Angular, one core.</Card>
</CardGrid>
`

async function writeStarlightProject(folder: string, repo: string, ref: string) {
  const contentDir = path.join(folder, 'src', 'content', 'docs')
  rmSync(contentDir, { recursive: true, force: true })
  mkdirSync(contentDir, { recursive: true })
  const { docs, config } = await composedDocs(repo, ref)
  for (const doc of docs) {
    mkdirSync(path.dirname(path.join(contentDir, `${doc.slug}.md`)), { recursive: true })
    writeFileSync(path.join(contentDir, `${doc.slug}.md`), `${frontMatter({ title: doc.title, description: doc.description })}\n${doc.markdown}`)
  }
  writeFileSync(path.join(contentDir, 'index.mdx'), indexPage)
  // The starter's favicon, which every page asks for.
  mkdirSync(path.join(folder, 'public'), { recursive: true })
  writeFileSync(
    path.join(folder, 'public', 'favicon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="#e11d48"/></svg>',
  )
  const sidebar = sidebarOf(config)
  writeFileSync(
    path.join(folder, 'astro.config.mjs'),
    `import { defineConfig } from 'astro/config'
import starlight from '@astrojs/starlight'

export default defineConfig({
  integrations: [starlight({ title: 'TanStack Query', sidebar: ${JSON.stringify(sidebar)} })],
})
`,
  )
  writeFileSync(
    path.join(folder, 'src', 'content.config.ts'),
    `import { defineCollection } from 'astro:content'
import { docsLoader } from '@astrojs/starlight/loaders'
import { docsSchema } from '@astrojs/starlight/schema'

export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) }
`,
  )
  return docs.length
}

/**
 * Builds (once per docs commit, versions and conversion) and serves the Starlight site of the
 * Query docs in `repo` at `ref`. Undefined when nginx is not installed.
 */
export async function startStarlight(repo: string, ref: string): Promise<PeerSite | undefined> {
  const folder = path.join(peersDir(), 'starlight')
  installPeer(folder, 'starlight', starlightVersions, 'astro')
  const stamp = JSON.stringify({ commit: git(repo, 'rev-parse', ref).trim(), starlightVersions, conversionVersion })
  const stampFile = path.join(folder, 'dist', '.bench-build')
  if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
    const started = Date.now()
    const pages = await writeStarlightProject(folder, repo, ref)
    run(path.join(folder, 'node_modules', '.bin', 'astro'), ['build'], folder)
    writeFileSync(stampFile, stamp)
    console.log(`Built Starlight from ${pages} Query docs in ${((Date.now() - started) / 1000).toFixed(0)} s (${folder}).`)
  }
  const nginx: RunningNginx | undefined = await startStaticSite(path.join(folder, 'dist'), path.join(folder, 'nginx'))
  if (!nginx) return undefined
  return {
    name: `Starlight ${starlightVersions['@astrojs/starlight']}`,
    paths: { home: '/', 'queries guide': '/framework/react/guides/queries/' },
    url: nginx.url.replace(/\/$/, ''),
    stop: nginx.stop,
  }
}

/** Exact version, so a cached build is reused only for the same one (the issue measured 1.6.4). */
export const vitePressVersions = { vitepress: '1.6.4' }
/** Bumped when the VitePress conversion below changes, so the cached build is redone. */
const vitePressConversionVersion = 2

/**
 * The VitePress project of the Query docs: the same composed pages and sidebar as the Starlight
 * build, each with its title as its `#` heading, and the clean URLs the site uses
 * (`/framework/react/overview`). VitePress compiles each
 * page into a Vue component, so raw HTML in the Markdown is written as text (`markdown.html` off):
 * a type parameter in prose (`useQuery<TData>`) would otherwise be an unclosed Vue element, and
 * the site does not render raw HTML either.
 */
async function writeVitePressProject(folder: string, repo: string, ref: string) {
  const sourceDir = path.join(folder, 'docs')
  rmSync(sourceDir, { recursive: true, force: true })
  mkdirSync(path.join(sourceDir, '.vitepress'), { recursive: true })
  const { docs, config } = await composedDocs(repo, ref)
  for (const doc of docs) {
    mkdirSync(path.dirname(path.join(sourceDir, `${doc.slug}.md`)), { recursive: true })
    // The title as the page's heading, as the site and Starlight show it (VitePress shows none of its own).
    const heading = doc.title && !/^# /m.test(doc.markdown) ? `# ${doc.title}\n\n` : ''
    writeFileSync(path.join(sourceDir, `${doc.slug}.md`), `${frontMatter({ title: doc.title, description: doc.description })}\n${heading}${doc.markdown}`)
  }
  writeFileSync(path.join(sourceDir, 'index.md'), `${frontMatter({ title: 'TanStack Query' })}\n# TanStack Query\n`)
  const sidebar = sidebarOf(config).map((section) => ({
    text: section.label,
    items: section.items.map((item) => ({ text: item.label, link: item.link.replace(/\/$/, '') })),
  }))
  writeFileSync(
    path.join(sourceDir, '.vitepress', 'config.mjs'),
    `export default {
  title: 'TanStack Query',
  cleanUrls: true,
  ignoreDeadLinks: true,
  markdown: { html: false },
  themeConfig: { sidebar: ${JSON.stringify(sidebar)} },
}
`,
  )
  return docs.length
}

/**
 * Builds (once per docs commit, version and conversion) and serves the VitePress site of the Query
 * docs in `repo` at `ref`. Undefined when nginx is not installed.
 */
export async function startVitePress(repo: string, ref: string): Promise<PeerSite | undefined> {
  const folder = path.join(peersDir(), 'vitepress')
  installPeer(folder, 'vitepress', vitePressVersions, 'vitepress')
  const distDir = path.join(folder, 'docs', '.vitepress', 'dist')
  const stamp = JSON.stringify({ commit: git(repo, 'rev-parse', ref).trim(), vitePressVersions, vitePressConversionVersion })
  const stampFile = path.join(folder, 'built-from.json')
  if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp || !existsSync(distDir)) {
    const started = Date.now()
    const pages = await writeVitePressProject(folder, repo, ref)
    run(path.join(folder, 'node_modules', '.bin', 'vitepress'), ['build', 'docs'], folder)
    writeFileSync(stampFile, stamp)
    console.log(`Built VitePress from ${pages} Query docs in ${((Date.now() - started) / 1000).toFixed(0)} s (${folder}).`)
  }
  const nginx = await startStaticSite(distDir, path.join(folder, 'nginx'))
  if (!nginx) return undefined
  return {
    name: `VitePress ${vitePressVersions.vitepress}`,
    paths: { 'queries guide': '/framework/react/guides/queries' },
    url: nginx.url.replace(/\/$/, ''),
    stop: nginx.stop,
  }
}
