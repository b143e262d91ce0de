/**
 * The history of a docs folder at one commit, from one `git log --name-only` over the folder:
 * for each file, its last commit (what "Last updated" shows), its first commit (when the page
 * appeared on the branch) and its most recent commits (for the "Updated" mark). Pure.
 */

export type LogCommit = { sha: string; parents: string[]; date: string; files: string[] }

export type FileCommit = { sha: string; parent: string | undefined; date: string }

export type FileHistory = {
  /** The newest commit that touched the file. */
  last: FileCommit
  /** The oldest commit that touched the file: when it appeared on the branch. */
  first: FileCommit
  /** Its newest commits, newest first (at most RECENT_COMMITS). */
  recent: FileCommit[]
}

export const RECENT_COMMITS = 20

/** The separators of the log format `%x1e%H%x1f%P%x1f%cI`, followed by `--name-only` lines. */
export const LOG_FORMAT = '%x1e%H%x1f%P%x1f%cI'

export function parseNameOnlyLog(output: string): LogCommit[] {
  const commits: LogCommit[] = []
  for (const record of output.split('\x1e')) {
    if (!record.trim()) continue
    const [header = '', ...lines] = record.split('\n')
    const [sha = '', parents = '', date = ''] = header.split('\x1f')
    if (!/^[0-9a-f]{40,64}$/.test(sha)) continue
    commits.push({ sha, parents: parents.split(' ').filter(Boolean), date: date.trim(), files: lines.map((line) => line.trim()).filter(Boolean) })
  }
  return commits
}

/** Per file, from a log listed newest first. */
export function fileHistories(commits: LogCommit[]): Map<string, FileHistory> {
  const histories = new Map<string, FileHistory>()
  for (const commit of commits) {
    const entry: FileCommit = { sha: commit.sha, parent: commit.parents[0], date: commit.date }
    for (const file of commit.files) {
      const known = histories.get(file)
      if (!known) histories.set(file, { last: entry, first: entry, recent: [entry] })
      else {
        known.first = entry
        if (known.recent.length < RECENT_COMMITS) known.recent.push(entry)
      }
    }
  }
  return histories
}
