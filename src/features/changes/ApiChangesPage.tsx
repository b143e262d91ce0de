import { Link } from '@tanstack/react-router'
import type { ApiChangesAnswer } from '~/server/changes/api-changes'

type Changes = Extract<ApiChangesAnswer, { kind: 'changes' }>

const card = 'rounded-lg border border-gray-200 p-4 dark:border-gray-800'
const code = 'rounded bg-gray-100 px-1 py-0.5 font-mono text-[0.9em] dark:bg-gray-800'
/** A site path built at run time (the router's link type lists only route templates). */
const path = (...parts: string[]): string => parts.join('/')
const link = 'text-emerald-700 underline-offset-2 hover:underline dark:text-emerald-400'

function NameList({ names, base, label }: { names: Changes['changes']['removed']; base: string; label: string }) {
  if (!names.length) return <p className="text-sm text-gray-600 dark:text-gray-300">{`No ${label} names.`}</p>
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1.5">
      {names.map((name) => (
        <li key={name.name}>
          <Link to={path(base, name.page)} className={link}>
            <code className={code}>{name.name}</code>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** `/{library}/latest/docs/changes?from=v4`: renamed, removed and added API names between two majors. */
export function ApiChangesPage({ answer }: { answer: ApiChangesAnswer }) {
  if (answer.kind === 'invalid') {
    return (
      <div className="px-4 py-8 sm:px-8">
        <h1 className="text-3xl font-black tracking-tight">API changes</h1>
        <p
          role="status"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
        >
          {answer.message}
        </p>
      </div>
    )
  }
  const { changes, older, newer, library, others } = answer
  return (
    <article className="space-y-8 px-4 py-8 sm:px-8" aria-labelledby="changes-title">
      <header>
        <h1 id="changes-title" className="text-3xl font-black tracking-tight sm:text-4xl">
          {`${library.name} API changes from ${older.label} to ${newer.label}`}
        </h1>
        <p className="mt-2 max-w-3xl text-gray-700 dark:text-gray-300">
          Derived from the reference pages of both versions, the migration guide of {newer.label} and the library&rsquo;s own sources: the renames the guide
          states or shows in its code, names the {newer.label} reference no longer documents (removed only when the {newer.label} sources no longer declare
          them), and names it documents for the first time.
        </p>
        {others.length ? (
          <p className="mt-2 text-sm">
            Other versions:{' '}
            {others.map((other, index) => (
              <span key={other.from}>
                {index ? ', ' : ''}
                <a href={other.href} className={link}>{`from ${other.from}`}</a>
              </span>
            ))}
          </p>
        ) : null}
      </header>
      <section aria-labelledby="renamed-title" className={card}>
        <h2 id="renamed-title" className="text-xl font-bold">{`Renamed (${changes.renamed.length})`}</h2>
        {changes.renamed.length ? (
          <ul className="mt-3 divide-y divide-gray-200 dark:divide-gray-800" data-renamed="">
            {changes.renamed.map((rename) => (
              <li key={rename.from} className="py-2">
                <p className="flex flex-wrap items-center gap-2">
                  {rename.fromPage ? (
                    <Link to={path(answer.olderDocs, rename.fromPage)} className={link}>
                      <code className={code}>{rename.from}</code>
                    </Link>
                  ) : (
                    <code className={code}>{rename.from}</code>
                  )}
                  {/* A text arrow: an icon here would be a chunk of its own shared with the doc pages. */}
                  <span role="img" aria-label="renamed to">
                    →
                  </span>
                  {rename.toPage ? (
                    <Link to={path(answer.newerDocs, rename.toPage)} className={link}>
                      <code className={code}>{rename.to}</code>
                    </Link>
                  ) : (
                    <code className={code}>{rename.to}</code>
                  )}
                </p>
                <p className="mt-0.5 text-sm text-gray-600 dark:text-gray-300">
                  From the guide:{' '}
                  <Link to={path(answer.newerDocs, rename.guide)} className={link}>
                    {rename.evidence.replace(/`/g, '')}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-gray-600 dark:text-gray-300">No rename is stated by a migration guide of {newer.label}.</p>
        )}
      </section>
      <section aria-labelledby="removed-title" className={card}>
        <h2 id="removed-title" className="text-xl font-bold">{`Removed (${changes.removed.length})`}</h2>
        <p className="mt-1 mb-3 text-sm text-gray-600 dark:text-gray-300">{`Gone from the ${newer.label} reference and from the library’s ${newer.label} sources.`}</p>
        <NameList names={changes.removed} base={answer.olderDocs} label="removed" />
      </section>
      <section aria-labelledby="undocumented-title" className={card} data-undocumented="">
        <h2 id="undocumented-title" className="text-xl font-bold">{`No longer documented (${changes.undocumented.length})`}</h2>
        <p className="mt-1 mb-3 text-sm text-gray-600 dark:text-gray-300">{`Not in the ${newer.label} reference, but the library’s ${newer.label} sources still declare them (or could not be read): they may still work.`}</p>
        <NameList names={changes.undocumented} base={answer.olderDocs} label="such" />
      </section>
      <section aria-labelledby="added-title" className={card}>
        <h2 id="added-title" className="mb-3 text-xl font-bold">{`Added (${changes.added.length})`}</h2>
        <NameList names={changes.added} base={answer.newerDocs} label="added" />
      </section>
    </article>
  )
}
