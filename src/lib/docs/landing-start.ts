/**
 * What a library's landing page takes from its own docs to get a reader started: the install
 * command and a short code sample. Pure: the server reads the pages (server/docs/landing.ts);
 * the repository is the authority, never text written into the catalogue.
 */

/** A package-manager tab block of the docs dialect, as written. */
const installTabs = /<!--\s*::start:tabs\s+variant="package-managers?"[^>]*-->[\s\S]*?<!--\s*::end:tabs\s*-->/

/** `npm i`, `npm install` or `npm add` in a shell fence, with what it installs. */
const npmInstall = /^\s*(?:\$\s*)?npm\s+(?:i|install|add)\s+([^\n]+)$/m
const shellFence = /```(?:bash|sh|shell|zsh)?[^\n]*\n([\s\S]*?)```/g

/** The docs' own package-manager tab block, when the page has one (it covers every framework). */
export function installTabsOf(markdown: string): string | undefined {
  return installTabs.exec(markdown)?.[0]
}

/** The packages of the first `npm install` in a page's shell fences: `['@tanstack/react-query']`. */
export function npmPackagesOf(markdown: string): string[] | undefined {
  for (const fence of markdown.matchAll(shellFence)) {
    const command = npmInstall.exec(fence[1]!)
    if (!command) continue
    const packages = command[1]!
      .replace(/\s[#&|;].*$/, '')
      .split(/\s+/)
      .filter((word) => word && !word.startsWith('-') && /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(@[\w.^~<>=*-]+)?$/i.test(word))
    if (packages.length) return packages
  }
  return undefined
}

/** A tab block in the docs dialect for packages per framework, rendered like the docs' own. */
export function installTabsFor(packagesByFramework: ReadonlyMap<string, string[]>): string | undefined {
  if (!packagesByFramework.size) return undefined
  const lines = [...packagesByFramework].map(([framework, packages]) => `${framework}: ${packages.join(' ')}`)
  return ['<!-- ::start:tabs variant="package-manager" -->', '', ...lines, '', '<!-- ::end:tabs -->'].join('\n')
}

export type CodeSample = { lang: string; code: string }

const sampleLanguages = new Set(['tsx', 'ts', 'typescript', 'jsx', 'js', 'javascript', 'vue', 'svelte', 'angular-ts', 'gts', 'marko'])
const codeFence = /^(`{3,}|~{3,})([\w-]+)?[^\n]*\n([\s\S]*?)\n\1[ \t]*$/gm

/** The first code block of a page in a language readers write apps in, short enough for a landing (4 to 40 lines). */
export function codeSampleOf(markdown: string, lines = { min: 4, max: 40 }): CodeSample | undefined {
  for (const match of markdown.matchAll(codeFence)) {
    const lang = match[2]?.toLowerCase()
    const code = match[3]!.replace(/\s+$/, '')
    const count = code.split('\n').length
    if (lang && sampleLanguages.has(lang) && count >= lines.min && count <= lines.max) return { lang, code }
  }
  return undefined
}

/** The sample as a fence for the Markdown pipeline, its fence longer than any backtick run inside. */
export function sampleMarkdown(sample: CodeSample): string {
  const longest = Math.max(2, ...[...sample.code.matchAll(/`+/g)].map((run) => run[0].length))
  const fence = '`'.repeat(longest + 1)
  return `${fence}${sample.lang}\n${sample.code}\n${fence}`
}
