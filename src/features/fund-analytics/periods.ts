import type { PeriodReturnFigure } from '@common/contract/analytics-schemas'

type Period = PeriodReturnFigure['period']

/** The contract's period codes in words: "3Y" is terse on a phone and opaque to a screen reader. */
export const PERIOD_LABEL: Record<Period, string> = {
  '1W': '1 week',
  '1M': '1 month',
  '3M': '3 months',
  '6M': '6 months',
  YTD: 'Year to date',
  '1Y': '1 year',
  '3Y': '3 years',
  '5Y': '5 years',
  '10Y': '10 years',
  // SI runs from the first NAV the data holds, which can be later than the fund's launch.
  SI: 'Since first NAV',
}
