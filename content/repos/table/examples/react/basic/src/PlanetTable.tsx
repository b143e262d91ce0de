import { useState } from 'react'
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table'
import type { Planet } from './planets'

const col = createColumnHelper<Planet>()

const columns = [
  col.accessor('name', { header: 'Name' }),
  col.accessor('kind', { header: 'Kind', enableSorting: false }),
  col.group({
    id: 'numbers',
    header: 'Numbers',
    columns: [
      col.accessor('moons', { header: 'Moons' }),
      col.accessor('distanceAu', {
        header: 'Distance from the Sun',
        cell: (info) => `${info.getValue().toFixed(2)} AU`,
      }),
    ],
  }),
]

export function PlanetTable({ data }: { data: Planet[] }) {
  const [sorting, setSorting] = useState<SortingState>([])

  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  })

  return (
    <table>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              if (header.isPlaceholder) return <th key={header.id} colSpan={header.colSpan} />
              const label = flexRender(header.column.columnDef.header, header.getContext())
              const sorted = header.column.getIsSorted()
              return (
                <th
                  key={header.id}
                  colSpan={header.colSpan}
                  aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {header.column.getCanSort() ? (
                    <button type="button" onClick={header.column.getToggleSortingHandler()}>
                      {label}
                      {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                    </button>
                  ) : (
                    label
                  )}
                </th>
              )
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
