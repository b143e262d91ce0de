import type { PageMark } from '~/lib/changes/marks'

export type SidebarMarks = Record<string, PageMark>

/** "New" or "Updated" after a sidebar entry (rules: src/lib/changes/marks.ts). */
export function PageMarkBadge({ mark }: { mark: PageMark | undefined }) {
  if (!mark) return null
  return (
    <span
      data-page-mark={mark}
      className={`rounded-full px-1.5 text-[10px] font-bold uppercase ${mark === 'new' ? 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50' : 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50'}`}
    >
      {mark === 'new' ? 'New' : 'Updated'}
    </span>
  )
}
