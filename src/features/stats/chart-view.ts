/** What the downloads chart shows, as the page's settings choose it: its y values, its x axis and its description in words. */
import { rangeLabels, type StatsRange } from '~/lib/stats/ranges'
import { binNoun } from './format'
import type { BinningOption, ViewMode } from './search-params'

export type ChartView = {
  /** Downloads per bin, growth from the first bin, or a share of the baseline package's downloads. */
  yKind: 'count' | 'growth' | 'share'
  yLabel: string
  /** Each series starts at its first downloads: x counts days, not dates. */
  aligned: boolean
  /** The chart said in words, for readers who do not see it. */
  description: string
}

export function chartView(
  settings: {
    viewMode: ViewMode
    /** The baseline package, once its counts are there: the others are drawn as shares of it. */
    shareOf: string | undefined
    binning: BinningOption
    range: StatsRange
    alignStartDates: boolean
  },
  seriesLabels: readonly string[],
): ChartView {
  const yKind: ChartView['yKind'] = settings.viewMode === 'relative' ? 'growth' : settings.shareOf ? 'share' : 'count'
  const noun = binNoun(settings.binning)
  const yLabel = yKind === 'growth' ? `Growth from the first ${noun}` : yKind === 'share' ? `Share of ${settings.shareOf}` : `Downloads per ${noun}`
  const description = `Line chart of ${yLabel.toLowerCase()} over ${rangeLabels[settings.range].toLowerCase()}: ${seriesLabels.join('; ')}.`
  return { yKind, yLabel, aligned: settings.alignStartDates, description }
}
