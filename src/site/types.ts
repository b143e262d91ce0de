export type FrameworkValue = 'react' | 'preact' | 'vue' | 'angular' | 'solid' | 'lit' | 'svelte' | 'qwik' | 'vanilla'

export type FrameworkOption = {
  label: string
  value: FrameworkValue
  /** Path of the framework's mark under /public. */
  logo: string
  /** Tailwind classes for the framework's accent colour. */
  color: string
}

/** Names of the icons the catalogue may use; `features/icons` maps each to a drawing. */
export type IconName =
  | 'book'
  | 'code'
  | 'github'
  | 'zap'
  | 'shield'
  | 'layers'
  | 'puzzle'
  | 'route'
  | 'database'
  | 'form'
  | 'table'
  | 'scroll'
  | 'sliders'
  | 'server'
  | 'package'
  | 'gauge'
  | 'box'
  | 'refresh'
  | 'wrench'
  | 'timer'

export type LibraryId = 'start' | 'router' | 'query' | 'store' | 'pacer' | 'table' | 'form' | 'virtual' | 'ranger' | 'config'

export type LibraryBadge = 'new' | 'beta' | 'alpha' | undefined

/** The icons a library menu uses: few, so the site header stays light. */
export type MenuIconName = 'book' | 'code' | 'github'

export type MenuEntry = { icon: MenuIconName; label: string; to: string }

export type FeatureHighlight = { title: string; icon: IconName; description: string }

export type RedirectResult = { href: string } | undefined

export type Library = {
  // identity and presentation
  id: LibraryId
  name: string
  to: string
  tagline: string
  ogImage?: string
  badge?: LibraryBadge
  bgStyle: string
  /** Text in the library's colour (its name in headings): AA contrast on the page, light and dark. */
  textStyle: string
  colorFrom: string
  colorTo: string
  /** The tagline's colour: AA contrast on the page, light and dark. */
  textColor: string
  // source and versions
  repo: string
  latestBranch: string
  latestVersion: string
  availableVersions: string[]
  docsRoot?: string
  defaultDocs?: string
  /** Example opened by the Examples menu entry, under examples/{framework}/. */
  defaultExample?: string
  // other
  frameworks: FrameworkValue[]
  scarfId?: string
  menu: MenuEntry[]
}

/**
 * A library's landing copy: its description and three highlights. Kept apart from `Library`, which
 * every page's JavaScript carries, because only the landing, the home page and the server read it.
 */
export type LibraryCopy = {
  description: string
  featureHighlights: [FeatureHighlight, FeatureHighlight, FeatureHighlight]
}

export type LibraryGroup = { label: string; ids: LibraryId[] }
