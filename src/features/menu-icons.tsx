import { BookOpen, Code2, GitFork, type IconNode } from 'lucide'
import { Icon } from '~/features/lucide-icon'
import type { MenuIconName } from '~/site/types'

const icons: Record<MenuIconName, IconNode> = { book: BookOpen, code: Code2, github: GitFork }

/** Icons of the library menus (Docs, Examples, GitHub), kept apart from the catalogue's larger set. */
export function MenuIcon({ name, className }: { name: MenuIconName; className?: string }) {
  return <Icon node={icons[name]} aria-hidden="true" className={className ?? 'h-4 w-4'} />
}
