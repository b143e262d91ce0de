import { BookOpen, Box, Code2, Database, FileInput, Gauge, GitFork, Layers, Package, Puzzle, RefreshCw, Route, ScrollText, Server, Shield, SlidersHorizontal, Table, Timer, Wrench, Zap, type IconNode } from 'lucide'
import { Icon } from '~/features/lucide-icon'
import type { IconName } from '~/site/types'

const icons: Record<IconName, IconNode> = {
  book: BookOpen,
  code: Code2,
  github: GitFork,
  zap: Zap,
  shield: Shield,
  layers: Layers,
  puzzle: Puzzle,
  route: Route,
  database: Database,
  form: FileInput,
  table: Table,
  scroll: ScrollText,
  sliders: SlidersHorizontal,
  server: Server,
  package: Package,
  gauge: Gauge,
  box: Box,
  refresh: RefreshCw,
  wrench: Wrench,
  timer: Timer,
}

export function CatalogueIcon({ name, className }: { name: IconName; className?: string }) {
  return <Icon node={icons[name]} aria-hidden="true" className={className ?? 'h-4 w-4'} />
}
