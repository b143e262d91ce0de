import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/**
 * Shown in place of a doc page whose rendering the saturated server turned down for now
 * (src/server/http/work-scheduler.ts): the header and sidebar stay, and the page asks again by
 * itself once the wait the server named is over. A server-rendered one goes out as a 429 with
 * `Retry-After` (src/server.ts), so crawlers come back rather than keep it.
 */
export function BusyDocNotice({ retryAfterSeconds, href }: { retryAfterSeconds: number; href: string }) {
  const router = useRouter()
  const [secondsLeft, setSecondsLeft] = useState(retryAfterSeconds)
  useEffect(() => {
    setSecondsLeft(retryAfterSeconds)
    const started = Date.now()
    const tick = setInterval(() => {
      const left = Math.max(0, retryAfterSeconds - Math.floor((Date.now() - started) / 1000))
      setSecondsLeft(left)
      if (left === 0) {
        clearInterval(tick)
        void router.invalidate()
      }
    }, 1000)
    return () => clearInterval(tick)
  }, [retryAfterSeconds, router])
  return (
    <div className="px-4 py-8 sm:px-8">
      <article className="max-w-2xl" aria-labelledby="doc-title">
        <h1 id="doc-title" className="text-3xl font-black tracking-tight sm:text-4xl">
          One moment
        </h1>
        <p className="mt-4 text-gray-700 dark:text-gray-300" role="status">
          {`The server is preparing many pages for readers just now. This page loads again by itself in ${secondsLeft} s.`}
        </p>
        {/* Without scripts the page asks again all the same. */}
        <noscript dangerouslySetInnerHTML={{ __html: `<meta http-equiv="refresh" content="${retryAfterSeconds}">` }} />
        <p className="mt-4">
          <a href={href} className="font-semibold text-emerald-700 underline underline-offset-2 dark:text-emerald-400">
            Load it now
          </a>
        </p>
      </article>
    </div>
  )
}
