import type { LibraryBadge } from '~/site/types'

const styles: Record<NonNullable<LibraryBadge>, string> = {
  new: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100',
  beta: 'bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-100',
  alpha: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
}

export function LibraryBadgePill({ badge }: { badge: LibraryBadge }) {
  if (!badge) return null
  return <span className={`rounded-full px-1.5 py-0.5 text-[10px] font-bold tracking-wide uppercase ${styles[badge]}`}>{badge}</span>
}
