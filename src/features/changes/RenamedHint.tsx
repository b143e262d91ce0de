import { useEffect, useState } from 'react'
import type { RenameHint } from '~/server/changes/renamed'

const looksLikeApiName = /^[A-Za-z_$][\w$.]{2,80}$/

/**
 * In the search dialog, under the box: when the query is an API name a newer major renamed, the
 * new name's page, "renamed from `cacheTime` in v5". Asked once the typing pauses.
 */
export function RenamedHint({ query }: { query: string }) {
  const [found, setFound] = useState<{ query: string; hints: RenameHint[] }>({ query: '', hints: [] })
  const name = query.trim()
  useEffect(() => {
    if (!looksLikeApiName.test(name)) return
    const controller = new AbortController()
    const timer = window.setTimeout(() => {
      fetch(`/api/renamed?q=${encodeURIComponent(name)}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ hints: RenameHint[] }>) : { hints: [] }))
        .then((body) => setFound({ query: name, hints: body.hints }))
        .catch(() => {})
    }, 250)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [name])
  if (found.query !== name || !found.hints.length) return null
  return (
    <ul className="mx-4 mt-2 space-y-1" data-renamed-hint="">
      {found.hints.map((hint) => (
        <li key={`${hint.library}:${hint.version}:${hint.from}`}>
          <a
            href={hint.href}
            className="block rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-950 hover:border-sky-500 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50"
          >
            <code className="font-mono font-semibold">{hint.to}</code>
            {` (${hint.libraryName}) — renamed from `}
            <code className="font-mono">{hint.from}</code>
            {` in ${hint.version}`}
          </a>
        </li>
      ))}
    </ul>
  )
}
