import { wholeNumber } from '~/lib/numbers'
import { binNoun, binPeriod, formatChange, formatDay } from './format'
import type { TableRow } from './series'
import type { BinningOption } from './search-params'

type Cells = { total: string; last: string; lastPeriod?: string; current?: string; currentPeriod?: string; change: string; changePeriods?: string }

function cellsOf(row: TableRow, binning: BinningOption): Cells {
  return {
    total: wholeNumber(row.total),
    last: row.lastComplete ? wholeNumber(row.lastComplete.value) : '–',
    lastPeriod: row.lastComplete ? binPeriod(row.lastComplete, binning) : undefined,
    current: row.current ? wholeNumber(row.current.value) : undefined,
    currentPeriod: row.current ? `${formatDay(row.current.first)} to ${formatDay(row.current.last)}` : undefined,
    change: row.change === undefined ? '–' : formatChange(row.change),
    changePeriods:
      row.change !== undefined && row.lastComplete && row.previous
        ? `${binPeriod(row.lastComplete, binning)} vs ${binPeriod(row.previous, binning)}`
        : undefined,
  }
}

const small = 'block text-xs font-normal text-gray-500 dark:text-gray-400'

function Swatch({ color }: { color: string }) {
  return <span className="mr-2 inline-block h-2.5 w-2.5 rounded-full" style={{ backgroundColor: color }} aria-hidden="true" />
}

/**
 * Per group: downloads over the whole range, in the last complete period (with the period still
 * being counted shown apart, as "so far"), and the change of that period against the one before.
 * A table from the small breakpoint up; on a phone the same figures as one stacked card per group,
 * so nothing is wider than the screen.
 */
export function StatsTable({ rows, binning }: { rows: TableRow[]; binning: BinningOption }) {
  const noun = binNoun(binning)
  const headings = { total: 'Total in range', last: `Last complete ${noun}`, current: `This ${noun} so far`, change: `Change vs the ${noun} before` }
  const withCurrent = rows.some((row) => row.current)
  return (
    <>
      <div className="hidden sm:block">
        <table className="w-full text-left text-sm" data-testid="stats-table">
          <caption className="sr-only">Downloads per group</caption>
          <thead className="border-b border-gray-200 text-xs text-gray-500 uppercase dark:border-gray-800 dark:text-gray-400">
            <tr>
              <th scope="col" className="py-2 pr-4">
                Packages
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {headings.total}
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {headings.last}
              </th>
              {withCurrent ? (
                <th scope="col" className="py-2 pr-4 text-right">
                  {headings.current}
                </th>
              ) : null}
              <th scope="col" className="py-2 text-right">
                {headings.change}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const cells = cellsOf(row, binning)
              return (
                <tr key={row.label} className="border-b border-gray-100 align-top dark:border-gray-900" data-group={row.label}>
                  <th scope="row" className="py-2 pr-4 font-semibold [overflow-wrap:anywhere]">
                    <Swatch color={row.color} />
                    {row.label}
                  </th>
                  <td className="py-2 pr-4 text-right tabular-nums" data-cell="total">
                    {cells.total}
                  </td>
                  <td className="py-2 pr-4 text-right tabular-nums" data-cell="last">
                    {cells.last}
                    {cells.lastPeriod ? <span className={small}>{cells.lastPeriod}</span> : null}
                  </td>
                  {withCurrent ? (
                    <td className="py-2 pr-4 text-right tabular-nums" data-cell="current">
                      {cells.current ?? '–'}
                      {cells.currentPeriod ? <span className={small}>{cells.currentPeriod}</span> : null}
                    </td>
                  ) : null}
                  <td className="py-2 text-right tabular-nums" data-cell="change">
                    {cells.change}
                    {cells.changePeriods ? <span className={small}>{cells.changePeriods}</span> : null}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 sm:hidden" aria-label="Downloads per group" data-testid="stats-cards">
        {rows.map((row) => {
          const cells = cellsOf(row, binning)
          const figures: [string, string, string, string | undefined][] = [
            ['total', headings.total, cells.total, undefined],
            ['last', headings.last, cells.last, cells.lastPeriod],
            ...(cells.current ? [['current', headings.current, cells.current, cells.currentPeriod] as [string, string, string, string | undefined]] : []),
            ['change', headings.change, cells.change, cells.changePeriods],
          ]
          return (
            <li key={row.label} className="rounded-lg border border-gray-200 p-3 text-sm dark:border-gray-800" data-group={row.label}>
              <p className="font-semibold [overflow-wrap:anywhere]">
                <Swatch color={row.color} />
                {row.label}
              </p>
              <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2">
                {figures.map(([key, label, value, detail]) => (
                  <div key={key} data-cell={key}>
                    <dt className="text-xs text-gray-500 dark:text-gray-400">{label}</dt>
                    <dd className="tabular-nums">
                      {value}
                      {detail ? <span className={small}>{detail}</span> : null}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          )
        })}
      </ul>
    </>
  )
}
