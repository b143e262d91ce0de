/**
 * Every icon the site draws, by name: the source of `icon-sprite.svg` (`npm run icons` writes it;
 * a unit test fails when the two differ). Pages refer to an icon by name (`<Icon name="search" />`)
 * and the browser draws it from the sprite, fetched once and cached for good, so neither a page's
 * HTML nor its JavaScript carries the shapes. To add an icon: add it here, run `npm run icons`.
 */
import {
  ArrowLeft,
  ArrowRight,
  Atom,
  BookOpen,
  Bot,
  Box,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  Code2,
  CodeXml,
  Copy,
  Database,
  ExternalLink,
  File,
  FileBraces,
  FileCode,
  FileCog,
  FileImage,
  FileInput,
  FileText,
  Folder,
  FolderOpen,
  Gauge,
  GitCompare,
  GitFork,
  Hash,
  History,
  Layers,
  LoaderCircle,
  Maximize2,
  Menu,
  MessageSquare,
  Minimize2,
  Monitor,
  Moon,
  Package,
  PanelLeftClose,
  PanelLeftOpen,
  Pencil,
  Play,
  Plus,
  Puzzle,
  RefreshCw,
  Route,
  Rss,
  ScrollText,
  Search,
  Server,
  Shield,
  SlidersHorizontal,
  Sun,
  Table,
  Timer,
  Wrench,
  X,
  Zap,
  type IconNode,
} from 'lucide'

export const ICON_SET = {
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  atom: Atom,
  'book-open': BookOpen,
  bot: Bot,
  box: Box,
  'chevron-down': ChevronDown,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'chevrons-left': ChevronsLeft,
  'chevrons-right': ChevronsRight,
  'code-2': Code2,
  'code-xml': CodeXml,
  copy: Copy,
  database: Database,
  'external-link': ExternalLink,
  file: File,
  'file-braces': FileBraces,
  'file-code': FileCode,
  'file-cog': FileCog,
  'file-image': FileImage,
  'file-input': FileInput,
  'file-text': FileText,
  folder: Folder,
  'folder-open': FolderOpen,
  gauge: Gauge,
  'git-compare': GitCompare,
  'git-fork': GitFork,
  hash: Hash,
  history: History,
  layers: Layers,
  'loader-circle': LoaderCircle,
  'maximize-2': Maximize2,
  menu: Menu,
  'message-square': MessageSquare,
  'minimize-2': Minimize2,
  monitor: Monitor,
  moon: Moon,
  package: Package,
  'panel-left-close': PanelLeftClose,
  'panel-left-open': PanelLeftOpen,
  pencil: Pencil,
  play: Play,
  plus: Plus,
  puzzle: Puzzle,
  'refresh-cw': RefreshCw,
  route: Route,
  rss: Rss,
  'scroll-text': ScrollText,
  search: Search,
  server: Server,
  shield: Shield,
  'sliders-horizontal': SlidersHorizontal,
  sun: Sun,
  table: Table,
  timer: Timer,
  wrench: Wrench,
  x: X,
  zap: Zap,
} satisfies Record<string, IconNode>

export type IconName = keyof typeof ICON_SET

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The sprite: one `<symbol>` per icon, with Lucide's stroke settings, drawn in the text's colour. */
export function iconSprite(): string {
  const symbols = Object.entries(ICON_SET).map(([name, node]) => {
    const shapes = node
      .map(
        ([tag, attrs]) =>
          `<${tag} ${Object.entries(attrs)
            .map(([key, value]) => `${key}="${escape(String(value))}"`)
            .join(' ')}/>`,
      )
      .join('')
    // On the symbol, not the file's root: a `<use>` copies the symbol alone into the page.
    return `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}
