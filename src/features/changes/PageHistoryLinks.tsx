import { Icon } from '~/features/lucide-icon'
import { dayLabel } from '~/lib/day-label'
import type { PageHistory } from '~/server/changes/history'

/** "Last updated <date>" linking the commit, and the file's history on GitHub. */
export function PageHistoryLinks({ history }: { history: PageHistory }) {
  const date = new Date(history.lastUpdated)
  return (
    <p className="inline-flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600 dark:text-gray-300" data-page-history="">
      <span>
        Last updated{' '}
        <a href={history.commitUrl} rel="noreferrer" className="underline-offset-2 hover:underline">
          <time dateTime={history.lastUpdated}>{Number.isNaN(date.getTime()) ? history.lastUpdated : dayLabel(date)}</time>
        </a>
      </span>
      <a href={history.historyUrl} rel="noreferrer" className="inline-flex items-center gap-1 underline-offset-2 hover:underline">
        <Icon name="history" className="h-4 w-4" aria-hidden="true" />
        History
      </a>
    </p>
  )
}
