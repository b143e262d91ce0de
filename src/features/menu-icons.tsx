import type { IconName as SpriteIconName } from '~/features/icon-set'
import { Icon } from '~/features/lucide-icon'
import type { MenuIconName } from '~/site/types'

const icons: Record<MenuIconName, SpriteIconName> = { book: 'book-open', code: 'code-2', github: 'git-fork' }

/** Icons of the library menus (Docs, Examples, GitHub), kept apart from the catalogue's larger set. */
export function MenuIcon({ name, className }: { name: MenuIconName; className?: string }) {
  return <Icon name={icons[name]} aria-hidden="true" className={className ?? 'h-4 w-4'} />
}
