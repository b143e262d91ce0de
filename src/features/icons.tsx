import type { IconName as SpriteIconName } from '~/features/icon-set'
import { Icon } from '~/features/lucide-icon'
import type { IconName } from '~/site/types'

const icons: Record<IconName, SpriteIconName> = {
  book: 'book-open',
  code: 'code-2',
  github: 'git-fork',
  zap: 'zap',
  shield: 'shield',
  layers: 'layers',
  puzzle: 'puzzle',
  route: 'route',
  database: 'database',
  form: 'file-input',
  table: 'table',
  scroll: 'scroll-text',
  sliders: 'sliders-horizontal',
  server: 'server',
  package: 'package',
  gauge: 'gauge',
  box: 'box',
  refresh: 'refresh-cw',
  wrench: 'wrench',
  timer: 'timer',
}

export function CatalogueIcon({ name, className }: { name: IconName; className?: string }) {
  return <Icon name={icons[name]} aria-hidden="true" className={className ?? 'h-4 w-4'} />
}
