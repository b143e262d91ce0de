import type { ReactNode } from 'react'

/** A column heading; a numeric column's heading and cells align right. */
export type Column = string | { label: string; numeric: true }

/**
 * A table of the admin pages (dashboard, docs health): scrolls sideways inside its panel on a
 * phone, with a caption for screen readers and one row of column headings; `children` are the
 * body's rows. `wide` gives it a wider least width before it scrolls.
 */
export function ScrollingTable({
  caption,
  columns,
  labelledBy,
  wide = false,
  className = '',
  children,
}: {
  caption: string
  columns: Column[]
  labelledBy?: string
  wide?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <div className={`-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0 ${className}`.trim()}>
      <table className={`w-full ${wide ? 'min-w-[40rem]' : 'min-w-[36rem]'} border-collapse text-left`} aria-labelledby={labelledBy}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-200 dark:border-gray-700">
            {columns.map((column, index) => {
              const { label, numeric } = typeof column === 'string' ? { label: column, numeric: false } : column
              const classes = ['py-2', index < columns.length - 1 ? 'pr-3' : '', numeric ? 'text-right' : ''].filter(Boolean).join(' ')
              return (
                <th key={label} scope="col" className={classes}>
                  {label}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
