/**
 * `<!-- ::start:tabs variant="…" -->` and `<!-- ::start:framework -->` blocks become tab
 * groups before the Markdown is parsed: plain Markdown panels inside HTML wrappers that the
 * docs page turns into working tabs in the browser.
 */
const startPattern = /^<!--\s*::start:(tabs|framework)\b([^>]*?)-->\s*$/
const endPattern = /^<!--\s*::end:(tabs|framework)\s*-->\s*$/
const fencePattern = /^\s*(```+|~~~+)/

/** Tracks whether a line sits inside a fenced code block. */
class FenceTracker {
  private open: string | undefined
  /** Feeds a line; returns true when the line is inside a fence or is a fence line. */
  update(line: string): boolean {
    const match = fencePattern.exec(line)
    if (!this.open) {
      if (match?.[1]) {
        this.open = match[1]
        return true
      }
      return false
    }
    const trimmed = line.trim()
    if (trimmed.startsWith(this.open) && trimmed.replace(/[`~]/g, '') === '') this.open = undefined
    return true
  }
}

export type TabPanel = { label: string; value: string; markdown: string }
export type TabGroup = { group: string; panels: TabPanel[]; selected: number }

export type TabContext = { framework?: string; frameworks?: string[] }

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1]
}

export function slugValue(label: string): string {
  return label.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'tab'
}

/** Splits a block body on `# Heading` lines outside code fences. */
function splitOnHeadings(body: string[]): TabPanel[] {
  const panels: TabPanel[] = []
  let current: { label: string; lines: string[] } | undefined
  const fences = new FenceTracker()
  for (const line of body) {
    const inCode = fences.update(line)
    const heading = !inCode && /^#\s+(.+?)\s*$/.exec(line)
    if (heading && heading[1]) {
      if (current) panels.push({ label: current.label, value: slugValue(current.label), markdown: current.lines.join('\n').trim() })
      current = { label: heading[1], lines: [] }
      continue
    }
    current?.lines.push(line)
  }
  if (current) panels.push({ label: current.label, value: slugValue(current.label), markdown: current.lines.join('\n').trim() })
  return panels
}

/** Splits a `files` block into one panel per fenced code block, labelled by its `title`. */
function splitOnCodeBlocks(body: string[]): TabPanel[] {
  const panels: TabPanel[] = []
  let block: string[] | undefined
  let fence: string | undefined
  for (const line of body) {
    const fenceMatch = fencePattern.exec(line)
    if (!block && fenceMatch?.[1]) {
      fence = fenceMatch[1]
      block = [line]
      continue
    }
    if (block) {
      block.push(line)
      if (fence && line.trim().startsWith(fence) && line.trim().replace(/`|~/g, '') === '') {
        const title = /title=["']([^"']+)["']/.exec(block[0] ?? '')?.[1] ?? `File ${panels.length + 1}`
        panels.push({ label: title, value: slugValue(title), markdown: block.join('\n') })
        block = undefined
        fence = undefined
      }
    }
  }
  return panels
}

const packageManagers = [
  { label: 'npm', install: 'npm i', dev: 'npm i -D' },
  { label: 'pnpm', install: 'pnpm add', dev: 'pnpm add -D' },
  { label: 'yarn', install: 'yarn add', dev: 'yarn add -D' },
  { label: 'bun', install: 'bun add', dev: 'bun add -d' },
]

/** `react: @tanstack/react-query` lines → one install command per package manager. */
function packageManagerPanels(body: string[], mode: string | undefined, context: TabContext): TabPanel[] {
  const byFramework = new Map<string, string>()
  for (const line of body) {
    const match = /^\s*([\w-]+):\s*(.+?)\s*$/.exec(line)
    if (match?.[1] && match[2]) byFramework.set(match[1].toLowerCase(), match[2])
  }
  const packages = (context.framework && byFramework.get(context.framework)) ?? byFramework.values().next().value
  if (!packages) return []
  const dev = mode === 'dev-install'
  return packageManagers.map((pm) => ({
    label: pm.label,
    value: pm.label,
    markdown: `\`\`\`bash\n${dev ? pm.dev : pm.install} ${packages}\n\`\`\``,
  }))
}

function renderGroup(group: TabGroup): string {
  const buttons = group.panels
    .map(
      (panel, index) =>
        `<button type="button" role="tab" class="md-tab" data-tab-value="${panel.value}" aria-selected="${index === group.selected}">${escapeHtml(panel.label)}</button>`,
    )
    .join('')
  const panels = group.panels
    .map(
      (panel, index) =>
        `<div role="tabpanel" class="md-tabpanel" data-tab-value="${panel.value}"${index === group.selected ? '' : ' hidden'}>\n\n${panel.markdown}\n\n</div>`,
    )
    .join('\n\n')
  return `<div class="md-tabs" data-tab-group="${group.group}">\n<div role="tablist" class="md-tablist">${buttons}</div>\n\n${panels}\n\n</div>`
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Rewrites every tabs and framework block of a page; other text is left as it is. */
export function transformTabBlocks(markdown: string, context: TabContext = {}): string {
  const lines = markdown.split('\n')
  const out: string[] = []
  const fences = new FenceTracker()
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const inCode = fences.update(line)
    const start = !inCode && startPattern.exec(line.trim())
    if (!start) {
      out.push(line)
      continue
    }
    const kind = start[1]
    const end = lines.findIndex((candidate, j) => j > i && endPattern.test(candidate.trim()))
    if (end < 0) {
      out.push(line)
      continue
    }
    const body = lines.slice(i + 1, end)
    const variant = kind === 'framework' ? 'framework' : (attribute(start[2] ?? '', 'variant') ?? 'tabs')
    let panels: TabPanel[]
    let group: string
    if (variant.startsWith('package-manager')) {
      panels = packageManagerPanels(body, attribute(start[2] ?? '', 'mode'), context)
      group = 'package-manager'
    } else if (variant === 'files') {
      panels = splitOnCodeBlocks(body)
      group = 'files'
    } else {
      panels = splitOnHeadings(body)
      group = variant
    }
    if (panels.length === 0) {
      out.push(...body)
    } else {
      const preferred = variant === 'framework' && context.framework ? panels.findIndex((p) => p.value === context.framework) : -1
      out.push(renderGroup({ group, panels, selected: Math.max(preferred, 0) }))
    }
    i = end
  }
  return out.join('\n')
}
