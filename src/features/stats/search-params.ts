/**
 * The search parameters of /stats/npm/. Every field falls back to its default when the URL
 * holds something wrong, so a mangled link still opens a working page. Written with Zod's
 * tree-shakable "mini" build: the schema ships in the main bundle with the route tree.
 */
import * as z from 'zod/mini'
import { isPackageName } from '~/lib/stats/package-name'
import { statsRanges } from '~/lib/stats/ranges'

export const binningOptions = ['yearly', 'monthly', 'weekly', 'daily'] as const
export type BinningOption = (typeof binningOptions)[number]
export const viewModes = ['absolute', 'relative'] as const
export type ViewMode = (typeof viewModes)[number]

export const MAX_GROUPS = 12
export const MAX_PACKAGES_PER_GROUP = 10
export const MIN_HEIGHT = 200
export const MAX_HEIGHT = 1200
export const DEFAULT_HEIGHT = 400

export type PackageGroup = { packages: string[]; color?: string | null }

export const defaultGroups: PackageGroup[] = [
  { packages: ['react'], color: '#3b82f6' },
  { packages: ['@tanstack/query-core', '@tanstack/react-query'], color: '#ff4500' },
]

const colorSchema = z.string().check(z.regex(/^#[0-9a-f]{6}$/i))

function toGroup(value: unknown): PackageGroup | undefined {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { packages?: unknown }).packages)) return undefined
  const raw = value as { packages: unknown[]; color?: unknown }
  const names = raw.packages
    .filter((p): p is string => typeof p === 'string')
    .map((p) => p.trim())
    .filter(isPackageName)
  const packages = [...new Set(names)].slice(0, MAX_PACKAGES_PER_GROUP)
  if (packages.length === 0) return undefined
  const color = colorSchema.safeParse(raw.color)
  return { packages, color: color.success ? color.data.toLowerCase() : null }
}

/** Groups from the URL: broken groups and names are dropped, the rest kept. */
const groupsSchema = z.catch(
  z._default(
    z.pipe(
      z.array(z.unknown()),
      z.transform((list: unknown[]) =>
        list
          .map(toGroup)
          .filter((g): g is PackageGroup => g !== undefined)
          .slice(0, MAX_GROUPS),
      ),
    ),
    defaultGroups,
  ),
  defaultGroups,
)

const booleanSchema = z.union([
  z.boolean(),
  z.pipe(
    z.enum(['true', 'false']),
    z.transform((v: 'true' | 'false') => v === 'true'),
  ),
])

export const statsSearchSchema = z.object({
  packages: groupsSchema,
  range: z.catch(z._default(z.enum(statsRanges), '365-days'), '365-days'),
  baseline: z.catch(z.optional(z.string().check(z.refine(isPackageName))), undefined),
  viewMode: z.catch(z.optional(z.enum(viewModes)), undefined),
  binningOption: z.catch(z.optional(z.enum(binningOptions)), undefined),
  alignStartDates: z.catch(z._default(booleanSchema, false), false),
  height: z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(MIN_HEIGHT), z.maximum(MAX_HEIGHT)), DEFAULT_HEIGHT), DEFAULT_HEIGHT),
})

export type StatsSearch = z.output<typeof statsSearchSchema>

/** Every package the page shows downloads of: the groups' packages and the baseline, once each. */
export function packageNamesOf(search: Pick<StatsSearch, 'packages' | 'baseline'>): string[] {
  return [...new Set([...search.packages.flatMap((group) => group.packages), ...(search.baseline ? [search.baseline] : [])])]
}

/** The most packages one view compares (each may cost npm requests); an address naming more shows the first ones. */
export const MAX_PACKAGES_PER_VIEW = 12

/**
 * The view cut to `max` packages in all, in the order the address lists them (a baseline that
 * is in no group counts as one of them, and goes first); groups left empty go too.
 */
export function capPackages(search: Pick<StatsSearch, 'packages' | 'baseline'>, max: number): { packages: PackageGroup[]; baseline?: string; dropped: number } {
  const inGroups = new Set(search.packages.flatMap((group) => group.packages))
  const baselineApart = search.baseline !== undefined && !inGroups.has(search.baseline)
  const kept = new Set<string>()
  let room = max - (baselineApart ? 1 : 0)
  const packages = search.packages
    .map((group) => ({
      ...group,
      packages: group.packages.filter((name) => {
        if (kept.has(name)) return true
        if (room <= 0) return false
        room--
        kept.add(name)
        return true
      }),
    }))
    .filter((group) => group.packages.length > 0)
  const baseline = search.baseline !== undefined && (baselineApart ? max > 0 : kept.has(search.baseline)) ? search.baseline : undefined
  const total = inGroups.size + (baselineApart ? 1 : 0)
  return { packages, baseline, dropped: total - kept.size - (baselineApart && baseline ? 1 : 0) }
}

export function parseStatsSearch(search: unknown): StatsSearch {
  return statsSearchSchema.parse(typeof search === 'object' && search !== null ? search : {})
}
