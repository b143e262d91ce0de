import { BookOpen, Code2, GitFork, type LucideIcon } from 'lucide-react'
import type { MenuIconName } from '~/site/types'

const icons: Record<MenuIconName, LucideIcon> = { book: BookOpen, code: Code2, github: GitFork }

/** Icons of the library menus (Docs, Examples, GitHub), kept apart from the catalogue's larger set. */
export function MenuIcon({ name, className }: { name: MenuIconName; className?: string }) {
  const Icon = icons[name]
  return <Icon aria-hidden="true" className={className ?? 'h-4 w-4'} />
}
