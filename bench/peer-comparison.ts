/**
 * The comparison table of the page-speed bench: each page's median TBT and TTI beside its
 * scripts-removed copy's and the peer docs site's, measured in the same interleaved rounds, with
 * issue #44's targets (home: TBT ≤ 1.5× and TTI ≤ 1.3× the peer's; Queries guide: TTI ≤ the copy's
 * + 0.4 s and TBT ≤ the copy's + 60 ms).
 */
import type { PageSpeed } from './lighthouse'

type Figure = 'TBT' | 'TTI'
/** A target against the peer (a ratio) or against the copy (milliseconds over it). */
export type ComparisonTarget = { peerRatio: number } | { overCopyMs: number }
export const comparisonTargets: Record<string, Partial<Record<Figure, ComparisonTarget>>> = {
  home: { TBT: { peerRatio: 1.5 }, TTI: { peerRatio: 1.3 } },
  'queries guide': { TBT: { overCopyMs: 60 }, TTI: { overCopyMs: 400 } },
}

export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
  if (!sorted.length) return NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const formatMs = (figure: Figure, ms: number) => (Number.isNaN(ms) ? '–' : figure === 'TBT' ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`)
const signedMs = (figure: Figure, ms: number) => (ms >= 0 ? '+' : '−') + formatMs(figure, Math.abs(ms))

function targetText(figure: Figure, target: ComparisonTarget | undefined): string {
  if (!target) return ''
  return 'peerRatio' in target ? `≤ ${target.peerRatio}× peer` : `≤ copy ${signedMs(figure, target.overCopyMs)}`
}

function meets(target: ComparisonTarget | undefined, ours: number, copy: number, peer: number): boolean | undefined {
  if (!target) return undefined
  if ('peerRatio' in target) return Number.isNaN(peer) ? undefined : ours <= target.peerRatio * peer
  return Number.isNaN(copy) ? undefined : ours - copy <= target.overCopyMs
}

/** Two rows (TBT, TTI) for one page; the runs of the copy or the peer may be missing. */
export function comparisonRows(page: string, runs: { ours: PageSpeed[]; copy?: PageSpeed[]; peer?: PageSpeed[] }, peerName: string): Record<string, string>[] {
  return (['TBT', 'TTI'] as const).map((figure) => {
    const of = (measured: PageSpeed[] | undefined) => median((measured ?? []).map((run) => (figure === 'TBT' ? run.tbtMs : run.ttiMs)))
    const [ours, copy, peer] = [of(runs.ours), of(runs.copy), of(runs.peer)]
    const target = comparisonTargets[page]?.[figure]
    const met = meets(target, ours, copy, peer)
    // A TBT of 0 makes a ratio meaningless; the difference says it.
    const ratio = Number.isNaN(peer) ? '–' : peer > 0 ? `${(ours / peer).toFixed(1)}×` : `${signedMs(figure, ours - peer)} (peer 0)`
    return {
      page,
      figure,
      ours: formatMs(figure, ours),
      'scripts-removed copy': formatMs(figure, copy),
      [peerName]: formatMs(figure, peer),
      'ours ÷ peer': ratio,
      'ours − copy': Number.isNaN(copy) ? '–' : signedMs(figure, ours - copy),
      target: targetText(figure, target) + (met === undefined ? '' : met ? ' ✓' : ' ✗'),
    }
  })
}

/** Issue #44: client navigation's median at most the peer's (VitePress) in the same run. */
export const navigationTargetRatio = 1

type SiteNavigation = { direct: number[]; hovered: number[]; directFromPress?: number[]; pressMs?: number[] }

/**
 * One row of the client-navigation comparison: the median click-to-heading time of each site over
 * the same links, clicked straight away and after a hover, measured in the same run; with the
 * press-to-heading medians and the presses' length when they were measured.
 */
export function navigationComparisonRow(times: { ours: SiteNavigation; peer: SiteNavigation }, peerName: string): Record<string, string> {
  const [ours, peer] = [median(times.ours.direct), median(times.peer.direct)]
  const ratio = ours / peer
  const measured = Number.isFinite(ratio)
  const ms = (value: number) => (Number.isNaN(value) ? '–' : `${Math.round(value)} ms`)
  const fromPress = [median(times.ours.directFromPress ?? []), median(times.peer.directFromPress ?? [])]
  return {
    clicks: `${times.ours.direct.length} / ${times.peer.direct.length}`,
    'ours, median': ms(ours),
    [`${peerName}, median`]: ms(peer),
    'ours ÷ peer': measured ? `${ratio.toFixed(2)}×` : '–',
    'after a 300 ms hover, ours / peer': `${ms(median(times.ours.hovered))} / ${ms(median(times.peer.hovered))}`,
    ...(times.ours.directFromPress
      ? {
          'from the press, ours / peer': `${ms(fromPress[0]!)} / ${ms(fromPress[1]!)} (${(fromPress[0]! / fromPress[1]!).toFixed(2)}×)`,
          'press length, median': ms(median([...(times.ours.pressMs ?? []), ...(times.peer.pressMs ?? [])])),
        }
      : {}),
    target: `≤ ${navigationTargetRatio}× peer${measured ? (ratio <= navigationTargetRatio ? ' ✓' : ' ✗') : ''}`,
  }
}
