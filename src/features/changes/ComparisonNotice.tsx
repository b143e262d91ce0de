import { Link } from '@tanstack/react-router'
import type { LoadedComparison } from './compare-route'

const box = 'mb-6 rounded-md border px-3 py-2 text-sm'
const info = `${box} border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50`
const link = 'font-semibold underline underline-offset-2'

function plural(count: number, one: string, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`
}

/** What a compared page is compared with, what changed, and the ways out; or why there is nothing to compare. */
export function ComparisonNotice({ comparison, pathname, libraryId }: { comparison: NonNullable<LoadedComparison>; pathname: string; libraryId: string }) {
  if (comparison.kind === 'invalid') {
    return (
      <p role="status" className={info}>
        {comparison.message}{' '}
        <Link to={pathname} className={link}>
          Show the page alone
        </Link>
      </p>
    )
  }
  if (comparison.kind === 'missing') {
    return (
      <p role="status" className={info} data-compare-missing="">
        {`This page is not in the ${comparison.otherLabel} docs, so there is nothing to compare it with. `}
        {comparison.closest ? (
          <>
            The closest page there:{' '}
            <Link to={comparison.closest} className={link}>
              {comparison.closest.replace(/^.*\/docs\//, '')}
            </Link>
            .
          </>
        ) : null}
      </p>
    )
  }
  const { stats, older, newer } = comparison
  const parts = [
    stats.added ? plural(stats.added, 'block') + ' added' : '',
    stats.removed ? plural(stats.removed, 'block') + ' removed' : '',
    stats.codeChanged ? plural(stats.codeChanged, 'code block') + ' changed' : '',
    stats.moved ? plural(stats.moved, 'block') + ' moved' : '',
  ].filter(Boolean)
  return (
    <div role="region" aria-label="Comparison" className={info} data-compare-summary="">
      <p>
        <strong>{`Changes from ${older.label} to ${newer.label}`}</strong>
        {comparison.identical ? ': this page is the same in both versions.' : `: ${parts.join(', ')}.`}
      </p>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        <Link to={pathname} className={link}>
          Show the page alone
        </Link>
        <Link to={comparison.other === older.version ? older.href : newer.href} className={link}>
          {`Open the ${comparison.other === older.version ? older.label : newer.label} page`}
        </Link>
        <a href={`/${libraryId}/latest/docs/changes?from=${encodeURIComponent(older.label)}`} className={link}>
          {`API changes since ${older.label}`}
        </a>
      </p>
    </div>
  )
}
