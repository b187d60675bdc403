import type { GAP_PERIODS } from '@common/contract/analytics-schemas'

export type GapPeriod = (typeof GAP_PERIODS)[number]

/** The sum the gap is shown on: large enough to feel, small enough for anyone. */
export const GAP_PRINCIPAL = 10_000

/** The gaps' periods are CAGRs over these nominal years (the contract's convention). */
const YEARS: Record<GapPeriod, number> = { '1Y': 1, '3Y': 3, '5Y': 5 }

/**
 * What the gap came to on GAP_PRINCIPAL invested at the start of the period: its end value in this
 * plan minus in the other. The body gives this plan's CAGR `a` and the gap `a - b`, so the other
 * plan's CAGR is `a - gap`, and the difference is P((1 + a)^N - (1 + b)^N). Null when either is unknown.
 */
export function gapOnPrincipal(thisReturn: number | null, gap: number | null, period: GapPeriod): number | null {
  if (thisReturn === null || gap === null) return null
  const years = YEARS[period]
  const other = thisReturn - gap
  return GAP_PRINCIPAL * (Math.pow(1 + thisReturn / 100, years) - Math.pow(1 + other / 100, years))
}
