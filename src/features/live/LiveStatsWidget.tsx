import { useEffect, useState } from 'react'
import { updatedAgo } from '~/lib/live/format'
import { compactNumber, wholeNumber } from '~/lib/numbers'
import { estimateTotal, tickIntervalMs } from '~/lib/live/tick'
import type { LiveStats } from '~/lib/live/types'
import { connectLiveStats, type LiveStatus } from './connection'
import { setLiveStats } from './live-store'

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches)
  useEffect(() => {
    const media = window.matchMedia('(prefers-reduced-motion: reduce)')
    const change = () => setReduced(media.matches)
    media.addEventListener('change', change)
    return () => media.removeEventListener('change', change)
  }, [])
  return reduced
}

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}

function Figure({ label, value, name }: { label: string; value: number | null; name: string }) {
  return (
    <div>
      <dt className="text-xs text-gray-500 dark:text-gray-400">{label}</dt>
      <dd className="text-lg font-bold tabular-nums" data-live-figure={name}>
        {compactNumber(value)}
      </dd>
    </div>
  )
}

/** The live figures: a download counter that ticks at the measured pace, and the family's totals. */
export default function LiveStatsWidget({ active }: { active: boolean }) {
  const [stats, setStats] = useState<LiveStats>()
  const [status, setStatus] = useState<LiveStatus>('connecting')
  const reduced = useReducedMotion()

  useEffect(() => {
    if (!active) return
    return connectLiveStats({
      onStats: (next) => {
        setStats(next)
        setLiveStats(next)
      },
      onStatus: setStatus,
    })
  }, [active])

  const ticking = stats !== undefined && !reduced && stats.totals.lastDay > 0
  const now = useNow(ticking ? tickIntervalMs(stats.totals.lastDay) : 30_000)
  if (!stats || stats.npm.through === null) return null

  const base = { total: stats.totals.downloads, lastDay: stats.totals.lastDay, through: stats.npm.through }
  const counter = reduced ? stats.totals.downloads : estimateTotal(base, now)
  const stale = stats.npm.stale || stats.repos.stale
  const age = updatedAgo(stats.npm.updatedAt, now)

  return (
    <div className="flex h-full flex-col items-center justify-center text-center" data-live-status={status}>
      <p className="text-3xl font-black tracking-tight tabular-nums sm:text-4xl" data-live-counter="" aria-live="off">
        {wholeNumber(counter)}
      </p>
      <p className="text-sm text-gray-600 dark:text-gray-300">npm downloads of every package, all time{reduced ? ` (through ${stats.npm.through})` : ''}</p>
      <dl className="mt-3 grid grid-cols-2 gap-x-8 gap-y-1 sm:grid-cols-4">
        <Figure label="last day" value={stats.totals.lastDay} name="last-day" />
        <Figure label="last week" value={stats.totals.lastWeek} name="last-week" />
        <Figure label="GitHub stars" value={stats.totals.stars} name="stars" />
        <Figure label="contributors" value={stats.totals.contributors} name="contributors" />
      </dl>
      <p className="mt-1 h-4 text-xs text-gray-500 dark:text-gray-400" data-live-age="">
        {stale ? `Some sources could not be reached; showing the last figures${age ? `, ${age}` : ''}` : age}
      </p>
    </div>
  )
}
