import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Icon } from '~/features/lucide-icon'
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react'
import { rangeLabels, statsRanges, type StatsRange } from '~/lib/stats/ranges'
import { TitledSection } from '~/features/layout/TitledSection'
import { useTheme } from '~/features/theme/ThemeProvider'
import { ChartBoundary } from './ChartBoundary'
import { binNoun, groupLabel } from './format'
import { HeightHandle } from './HeightHandle'
import { NpmChart } from './NpmChart'
import { chartView } from './chart-view'
import { PackageSearch } from './PackageSearch'
import { colorOf, presets } from './presets'
import {
  binningOptions,
  capPackages,
  MAX_GROUPS,
  MAX_PACKAGES_PER_GROUP,
  MAX_PACKAGES_PER_VIEW,
  packageNamesOf,
  type BinningOption,
  type PackageGroup,
  type StatsSearch,
} from './search-params'
import { chartPoints, defaultBinning, sumDaily, tableRow, type DailySeries } from './series'
import { StatsTable } from './StatsTable'
import { downloadsQueryKey, useDownloads, type PackageState } from './useDownloads'
import type { PrefetchedDownloads } from './prefetch'
import { offlineNotice } from './offline-notice'

export type UpdateSearch = (patch: Partial<StatsSearch>, options?: { replace?: boolean }) => void

/** Every control of the form is this tall, so labels above a row of them line up. */
const controlHeight = 'h-9'
const fieldClass = `${controlHeight} rounded-md border border-gray-300 bg-white px-2 text-sm dark:border-gray-700 dark:bg-gray-900`

/** A chart setting chosen from a list, its label above it; `narrow` caps a list of long names. */
function SettingSelect(props: { id: string; label: string; value: string; onChange: (value: string) => void; narrow?: boolean; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={props.id} className="mb-1 block text-sm font-semibold">
        {props.label}
      </label>
      <select
        id={props.id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className={props.narrow ? `${fieldClass} max-w-[16rem]` : fieldClass}
      >
        {props.children}
      </select>
    </div>
  )
}

const isOffline = (state: PackageState | undefined) => state?.status === 'error' && state.offline === true
const isStale = (state: PackageState | undefined) => state?.status === 'ok' && state.data.unreachable === true

/** One notice for every package npm could not give (shown from storage, or not at all), not one per package. */
function OfflineNotice({ names, states }: { names: string[]; states: ReadonlyMap<string, PackageState> }) {
  const stale = names.flatMap((name) => {
    const state = states.get(name)
    return state?.status === 'ok' && state.data.unreachable ? [{ name, storedUpTo: state.data.storedUpTo ?? state.data.end }] : []
  })
  const text = offlineNotice({ stale, missing: names.filter((name) => isOffline(states.get(name))) })
  if (!text) return null
  return (
    <p
      role="alert"
      className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
      data-testid="npm-offline"
    >
      {text}
    </p>
  )
}

function dailyOf(state: PackageState | undefined): DailySeries | undefined {
  return state?.status === 'ok' ? { start: state.data.start, counts: state.data.counts } : undefined
}

function ChartSkeleton({ height }: { height: number }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex w-full animate-pulse items-end gap-2 rounded-lg bg-gray-100 p-4 dark:bg-gray-900"
      style={{ height }}
      data-testid="chart-skeleton"
    >
      <span className="sr-only">Loading downloads…</span>
      {[40, 55, 48, 62, 70, 66, 80, 74].map((h, i) => (
        <span key={i} className="flex-1 rounded-t bg-gray-200 dark:bg-gray-800" style={{ height: `${h}%` }} aria-hidden="true" />
      ))}
    </div>
  )
}

function GroupCard({
  group,
  index,
  states,
  onColor,
  onRemovePackage,
  onRemoveGroup,
}: {
  group: PackageGroup
  index: number
  states: Map<string, PackageState>
  onColor: (color: string) => void
  onRemovePackage: (name: string) => void
  onRemoveGroup: () => void
}) {
  const colorId = useId()
  const color = colorOf(group, index)
  const label = groupLabel(group.packages)
  const [draft, setDraft] = useState(color)
  useEffect(() => setDraft(color), [color])
  // The picker reports every step of a drag; the address follows once it settles.
  useEffect(() => {
    if (draft === color) return
    const timer = setTimeout(() => onColor(draft), 250)
    return () => clearTimeout(timer)
  }, [draft, color, onColor])

  return (
    <li className="rounded-lg border border-gray-200 p-3 dark:border-gray-800" data-testid="package-group">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={colorId} className="sr-only">
          Colour of {label}
        </label>
        <input
          id={colorId}
          type="color"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          className="h-7 w-7 cursor-pointer rounded border-0 bg-transparent p-0"
        />
        <ul className="flex min-w-0 flex-1 flex-wrap gap-1.5" aria-label={`Packages of group ${index + 1}`}>
          {group.packages.map((name) => {
            const state = states.get(name)
            const failed = state?.status === 'error'
            return (
              <li
                key={name}
                className={`inline-flex max-w-full items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm ${failed ? 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200' : 'border-gray-300 dark:border-gray-700'}`}
              >
                <span className="truncate">{name}</span>
                <button
                  type="button"
                  onClick={() => onRemovePackage(name)}
                  aria-label={`Remove ${name}`}
                  className="rounded-full p-0.5 hover:bg-gray-200 dark:hover:bg-gray-800"
                >
                  <Icon name="x" className="h-3.5 w-3.5" aria-hidden="true" />
                </button>
              </li>
            )
          })}
        </ul>
        <button type="button" onClick={onRemoveGroup} className="text-xs text-gray-500 underline hover:text-gray-900 dark:text-gray-400 dark:hover:text-white">
          Remove group<span className="sr-only"> {label}</span>
        </button>
      </div>
      {group.packages.map((name) => {
        const state = states.get(name)
        if (state?.status === 'error' && !state.offline)
          return (
            <p key={name} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300" data-testid="package-error">
              {state.message}
            </p>
          )
        if (state?.status === 'ok' && state.data.notice && !isStale(state))
          return (
            <p key={name} role="status" className="mt-2 text-sm text-amber-700 dark:text-amber-300" data-testid="package-notice">
              {state.data.notice}
            </p>
          )
        return null
      })}
    </li>
  )
}

/** The npm downloads comparison: everything it shows is read from, and written to, the address. */
/**
 * The stats page with a query cache of its own (React Query stays in this page's code), started
 * from the downloads the server fetched for it.
 */
export function NpmStatsPage(props: { search: StatsSearch; update: UpdateSearch; prefetched: PrefetchedDownloads | undefined }) {
  const [client] = useState(() => {
    const queries = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } })
    for (const [name, downloads] of Object.entries(props.prefetched ?? {})) queries.setQueryData(downloadsQueryKey(name, props.search.range), downloads)
    return queries
  })
  return (
    <QueryClientProvider client={client}>
      <NpmStats search={props.search} update={props.update} />
    </QueryClientProvider>
  )
}

function NpmStats({ search, update }: { search: StatsSearch; update: UpdateSearch }) {
  const { resolvedDark } = useTheme()
  // Each package may cost npm requests: a view shows the first few the address names.
  const capped = useMemo(() => capPackages({ packages: search.packages, baseline: search.baseline }, MAX_PACKAGES_PER_VIEW), [search.packages, search.baseline])
  const groups = capped.packages
  const binning: BinningOption = search.binningOption ?? defaultBinning(search.range)
  const viewMode = search.viewMode ?? 'absolute'
  const baseline = capped.baseline
  const [previewHeight, setPreviewHeight] = useState<number | undefined>()
  const height = previewHeight ?? search.height
  const [target, setTarget] = useState('new')
  const ids = { range: useId(), binning: useId(), baseline: useId(), target: useId() }

  const names = useMemo(() => packageNamesOf({ packages: groups, baseline }), [groups, baseline])
  const states = useDownloads(names, search.range)

  const loading = names.some((name) => states.get(name)?.status === 'pending')
  const baselineDaily = useMemo(() => (baseline ? dailyOf(states.get(baseline)) : undefined), [baseline, states])
  const drawable = useMemo(
    () =>
      groups
        .map((group, index) => ({
          label: groupLabel(group.packages),
          color: colorOf(group, index),
          daily: sumDaily(group.packages.map((name) => dailyOf(states.get(name))).filter((d): d is DailySeries => d !== undefined)),
        }))
        .filter((s): s is { label: string; color: string; daily: DailySeries } => s.daily !== undefined),
    [groups, states],
  )
  const points = useMemo(
    () => (loading ? [] : chartPoints(drawable, { binning, viewMode, baseline: baselineDaily, alignStartDates: search.alignStartDates })),
    [loading, drawable, binning, viewMode, baselineDaily, search.alignStartDates],
  )
  const rows = useMemo(() => drawable.map((s) => tableRow(s.label, s.color, s.daily, binning)), [drawable, binning])

  const noun = binNoun(binning)
  const view = chartView(
    { viewMode, shareOf: baselineDaily ? baseline : undefined, binning, range: search.range, alignStartDates: search.alignStartDates },
    drawable.map((s) => s.label),
  )

  const setGroups = (next: PackageGroup[], options?: { replace?: boolean }) => {
    const stillThere = new Set(next.flatMap((g) => g.packages))
    update({ packages: next, ...(baseline && !stillThere.has(baseline) ? { baseline: undefined } : {}) }, options)
  }
  const full = names.length >= MAX_PACKAGES_PER_VIEW
  const addPackage = (name: string) => {
    if (full && !names.includes(name)) return
    const index = target === 'new' ? -1 : Number(target)
    const group = groups[index]
    if (group) {
      if (group.packages.includes(name) || group.packages.length >= MAX_PACKAGES_PER_GROUP) return
      setGroups(groups.map((g, i) => (i === index ? { ...g, packages: [...g.packages, name] } : g)))
    } else if (groups.length < MAX_GROUPS) {
      setGroups([...groups, { packages: [name], color: colorOf({ packages: [name] }, groups.length) }])
    }
  }
  const removePackage = (index: number, name: string) => {
    const next = groups.map((g, i) => (i === index ? { ...g, packages: g.packages.filter((p) => p !== name) } : g)).filter((g) => g.packages.length > 0)
    setGroups(next)
    setTarget('new')
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-black tracking-tight">npm download statistics</h1>
      <p className="mt-2 max-w-2xl text-gray-600 dark:text-gray-300">
        Compare how often packages are downloaded from npm. Packages in one group are added together. Everything you choose is kept in the address, so a view
        can be shared. {`A view compares at most ${MAX_PACKAGES_PER_VIEW} packages.`}
      </p>
      {capped.dropped > 0 && (
        <p role="status" className="mt-2 max-w-2xl text-sm text-amber-700 dark:text-amber-300" data-testid="packages-capped">
          {`This address names ${capped.dropped} more ${capped.dropped === 1 ? 'package' : 'packages'} than a view compares: the first ${MAX_PACKAGES_PER_VIEW} are shown.`}
        </p>
      )}

      <TitledSection title="Popular comparisons" titleClassName="text-sm font-semibold text-gray-500 dark:text-gray-400" className="mt-6">
        <ul className="mt-2 flex flex-wrap gap-2">
          {presets.map((preset) => (
            <li key={preset.title}>
              <Link
                to="/stats/npm"
                search={{ packages: preset.groups, range: search.range }}
                className="inline-block rounded-full border border-gray-300 px-3 py-1 text-sm hover:bg-gray-100 dark:border-gray-700 dark:hover:bg-gray-800"
              >
                {preset.title}
              </Link>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection title="Packages" titleClassName="sr-only" className="mt-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <PackageSearch onAdd={addPackage} disabled={full || (groups.length >= MAX_GROUPS && target === 'new')} />
          <div>
            <label htmlFor={ids.target} className="mb-1 block text-sm font-semibold">
              Add to
            </label>
            <select id={ids.target} value={target} onChange={(e) => setTarget(e.target.value)} className={`${fieldClass} max-w-full sm:max-w-xs`}>
              <option value="new">A new group</option>
              {groups.map((g, i) => (
                <option key={groupLabel(g.packages)} value={String(i)}>
                  {groupLabel(g.packages)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <OfflineNotice names={names} states={states} />
        {groups.length > 0 ? (
          <ul className="mt-4 grid gap-2 md:grid-cols-2">
            {groups.map((group, index) => (
              <GroupCard
                key={`${index}-${groupLabel(group.packages)}`}
                group={group}
                index={index}
                states={states}
                onColor={(color) =>
                  setGroups(
                    groups.map((g, i) => (i === index ? { ...g, color } : g)),
                    { replace: true },
                  )
                }
                onRemovePackage={(name) => removePackage(index, name)}
                onRemoveGroup={() => {
                  setGroups(groups.filter((_, i) => i !== index))
                  setTarget('new')
                }}
              />
            ))}
          </ul>
        ) : null}
      </TitledSection>

      <section aria-label="Chart settings" className="mt-6 flex flex-wrap items-start gap-x-6 gap-y-3">
        <SettingSelect id={ids.range} label="Range" value={search.range} onChange={(value) => update({ range: value as StatsRange })}>
          {statsRanges.map((r) => (
            <option key={r} value={r}>
              {rangeLabels[r]}
            </option>
          ))}
        </SettingSelect>
        <SettingSelect
          id={ids.binning}
          label="Binning"
          value={search.binningOption ?? ''}
          onChange={(value) => update({ binningOption: (value || undefined) as BinningOption | undefined })}
        >
          <option value="">Default ({defaultBinning(search.range)})</option>
          {binningOptions.map((b) => (
            <option key={b} value={b}>
              {b[0]!.toUpperCase() + b.slice(1)}
            </option>
          ))}
        </SettingSelect>
        <fieldset>
          {/* A legend's box sits a little lower than a label's: float takes it out of that. */}
          <legend className="float-left mb-1 w-full text-sm font-semibold">View</legend>
          <div className={`clear-left flex items-center gap-3 text-sm ${controlHeight}`}>
            {(['absolute', 'relative'] as const).map((mode) => (
              <label key={mode} className="inline-flex items-center gap-1.5">
                <input type="radio" name="view-mode" value={mode} checked={viewMode === mode} onChange={() => update({ viewMode: mode })} />
                {mode === 'absolute' ? 'Downloads' : 'Growth'}
              </label>
            ))}
          </div>
        </fieldset>
        <SettingSelect id={ids.baseline} label="Baseline" value={baseline ?? ''} onChange={(value) => update({ baseline: value || undefined })} narrow>
          <option value="">None</option>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SettingSelect>
        {/* No label of its own above: it sits on the row of the controls. */}
        <label className={`inline-flex items-center gap-2 self-end text-sm ${controlHeight}`}>
          <input type="checkbox" checked={search.alignStartDates} onChange={(e) => update({ alignStartDates: e.target.checked })} />
          Align start dates
        </label>
      </section>

      <TitledSection title="Chart" titleClassName="sr-only" className="mt-6">
        {groups.length === 0 ? (
          <div className="rounded-lg border border-dashed border-gray-300 p-10 text-center dark:border-gray-700" data-testid="stats-empty">
            <p className="font-semibold">No packages to compare yet.</p>
            <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Add a package above, or pick one of the popular comparisons.</p>
          </div>
        ) : loading ? (
          <ChartSkeleton height={height} />
        ) : drawable.length === 0 ? (
          <div className="rounded-lg border border-dashed border-gray-300 p-10 text-center text-sm dark:border-gray-700" style={{ minHeight: 120 }}>
            None of these packages has downloads to show.
          </div>
        ) : (
          <>
            <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Legend" data-testid="chart-legend">
              {drawable.map((s) => (
                <li key={s.label} className="inline-flex items-center gap-1.5">
                  <span className="inline-block h-0.5 w-4" style={{ backgroundColor: s.color }} aria-hidden="true" />
                  {s.label}
                </li>
              ))}
              <li className="inline-flex items-center gap-1.5 text-gray-500 dark:text-gray-400">
                <span className="inline-block w-4 border-t-2 border-dashed border-current" aria-hidden="true" />
                {noun} not over yet
              </li>
            </ul>
            <ChartBoundary>
              <NpmChart points={points} height={height} dark={resolvedDark} view={view} />
            </ChartBoundary>
          </>
        )}
        {groups.length > 0 ? (
          <HeightHandle
            height={height}
            onPreview={setPreviewHeight}
            onCommit={(h) => {
              setPreviewHeight(undefined)
              update({ height: h }, { replace: true })
            }}
          />
        ) : null}
      </TitledSection>

      {rows.length > 0 && !loading ? (
        <TitledSection title="Figures" titleClassName="mb-2 text-lg font-bold" className="mt-6">
          <StatsTable rows={rows} binning={binning} />
        </TitledSection>
      ) : null}
    </div>
  )
}
