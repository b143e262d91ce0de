import { compactNumber } from '~/lib/numbers'
import { useLiveStats } from './live-store'

/**
 * A library card's line of live figures; its height is kept while the figures are on their way.
 * Not there at all when the server has no figures (`available`): no blank card footers.
 */
export function LibraryFigures({ id, available }: { id: string; available: boolean }) {
  const figures = useLiveStats()?.libraries.find((l) => l.id === id)
  if (!available) return null
  return (
    <p className="mt-3 h-5 text-xs font-medium text-gray-500 tabular-nums dark:text-gray-400" data-library-figures={id}>
      {figures && figures.downloads !== null ? (
        <>
          <span>{compactNumber(figures.downloads)} downloads</span>
          {figures.stars !== null ? <span> · {compactNumber(figures.stars)} stars</span> : null}
          {figures.contributors !== null ? <span> · {compactNumber(figures.contributors)} contributors</span> : null}
        </>
      ) : null}
    </p>
  )
}
