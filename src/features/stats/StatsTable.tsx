import { binNoun, formatChange, formatDay, formatWhole } from './format'
import type { TableRow } from './series'
import type { BinningOption } from './search-params'

/** Per group: downloads over the whole range, in the last bin, and the latest change. */
export function StatsTable({ rows, binning }: { rows: TableRow[]; binning: BinningOption }) {
  const noun = binNoun(binning)
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm" data-testid="stats-table">
        <caption className="sr-only">Downloads per group</caption>
        <thead className="border-b border-gray-200 text-xs text-gray-500 uppercase dark:border-gray-800 dark:text-gray-400">
          <tr>
            <th scope="col" className="py-2 pr-4">
              Packages
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              Total in range
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              Last {noun}
            </th>
            <th scope="col" className="py-2 text-right">
              Change from the {noun} before
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-gray-100 dark:border-gray-900" data-group={row.label}>
              <th scope="row" className="py-2 pr-4 font-semibold">
                <span className="mr-2 inline-block h-2.5 w-2.5 rounded-full" style={{ backgroundColor: row.color }} aria-hidden="true" />
                {row.label}
              </th>
              <td className="py-2 pr-4 text-right tabular-nums" data-cell="total">
                {formatWhole(row.total)}
              </td>
              <td className="py-2 pr-4 text-right tabular-nums" data-cell="last">
                {row.lastBin ? formatWhole(row.lastBin.value) : '–'}
                {row.lastBin?.partial ? (
                  <span className="block text-xs text-gray-500 dark:text-gray-400">
                    {formatDay(row.lastBin.first)} to {formatDay(row.lastBin.last)}, so far
                  </span>
                ) : null}
              </td>
              <td className="py-2 text-right tabular-nums" data-cell="change">
                {row.change === undefined ? '–' : formatChange(row.change)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
