import type { CheckProblem, VersionReport } from './check'

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
  return [line(rows[0]!), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)]
}

const count = (problems: CheckProblem[], owner: CheckProblem['owner']) => problems.filter((p) => p.owner === owner).length

/** Prints a summary table per library and version, then the problems (site ones first); returns the number of site problems. */
export function printReport(reports: VersionReport[], options: { limit: number; write: (line: string) => void }): number {
  const rows = [['library', 'version', 'pages', 'site', 'repository', 'time']]
  for (const r of reports) {
    rows.push([
      r.libraryId,
      r.version,
      r.skipped ? '-' : String(r.pages),
      String(count(r.problems, 'site')),
      String(count(r.problems, 'repository')),
      r.skipped ?? `${(r.ms / 1000).toFixed(1)} s`,
    ])
  }
  for (const line of table(rows)) options.write(line)
  const all = reports.flatMap((r) => r.problems)
  const ordered = [...all.filter((p) => p.owner === 'site'), ...all.filter((p) => p.owner === 'repository')]
  if (ordered.length) {
    options.write('')
    const shown = ordered.slice(0, options.limit)
    for (const line of table([['owner', 'kind', 'page', 'target', 'problem'], ...shown.map((p) => [p.owner, p.kind, p.page, p.target ?? '', p.detail])]))
      options.write(line)
    if (ordered.length > shown.length) options.write(`… and ${ordered.length - shown.length} more (--limit to see them)`)
  }
  const site = count(all, 'site')
  options.write('')
  options.write(`${reports.reduce((n, r) => n + r.pages, 0)} pages checked: ${site} site problems, ${count(all, 'repository')} repository problems`)
  return site
}
