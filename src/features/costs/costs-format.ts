/**
 * The Costs panel's words and figures. Same conventions as the site's other figures: "–" for a
 * figure that is not known, a TER as the lists show it (src/lib/ter-text.ts), rupees with Indian
 * digit grouping (₹1,00,000), written out rather than asked of Intl (src/lib/number-text.ts says why).
 */
import type { Costs } from '@common/contract/costs-schemas'
import { terGap } from '@common/figures/costs'
import { MISSING } from '@/lib/format'
import { formatIndianNumber } from '@/lib/number-text'
import { formatTer } from '@/lib/ter-text'

type Plan = Costs['plan']

/** Whole rupees with Indian grouping: "₹1,00,000"; null -> "–". */
export function formatRupees(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING
  const rounded = Math.round(value)
  return `${rounded < 0 ? '−' : ''}₹${formatIndianNumber(Math.abs(rounded), 0, 0)}`
}

/** A growth rate as it was used, the minus typographic as elsewhere: "12.34%", "10%", "−3.5%". */
export function formatRate(value: number): string {
  return `${value < 0 ? '−' : ''}${formatIndianNumber(Math.abs(value), 0, 2)}%`
}

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st, 22nd, 101st, 111th. */
export function ordinal(n: number): string {
  const lastTwo = n % 100
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'
  return `${n}${suffix}`
}

export const otherPlanOf = (plan: Plan): Plan => (plan === 'Direct' ? 'Regular' : 'Direct')

/** "Direct plans in Large Cap", or "… in its category" when the page has no subcategory to name. */
export function peersText(plan: Plan, subcategory: string | undefined): string {
  return `${plan} plans in ${subcategory ?? 'its category'}`
}

/**
 * Where the plan stands among its peers, in words (1 = cheapest, as the wire ranks): the rank and the
 * rest of the sentence apart, so the panel can set the rank in bold. Null when the data has no rank.
 */
export function rankText(costs: Pick<Costs, 'plan' | 'categoryRank' | 'of'>, subcategory: string | undefined): { rank: string; rest: string } | null {
  const { categoryRank: rank, of, plan } = costs
  if (rank === null || of === null) return null
  const peers = peersText(plan, subcategory)
  if (of === 1) return { rank: 'Alone', rest: `no other ${peers} to compare with` }
  return { rank: rank === 1 ? 'Cheapest' : `${ordinal(rank)} cheapest`, rest: `of ${of} ${peers}` }
}

/**
 * The two plans' TERs side by side, dearer first: "Regular costs 0.85% a year more (TER 1.62% vs
 * 0.77%)". Null unless both TERs are known.
 */
export function terGapText(costs: Pick<Costs, 'plan' | 'ter' | 'otherPlanTer'>): string | null {
  if (costs.otherPlanTer === null) return null
  const own = costs.ter.total
  const other = costs.otherPlanTer.total
  const direct = costs.plan === 'Direct' ? own : other
  const regular = costs.plan === 'Regular' ? own : other
  const gap = terGap(regular, direct)
  if (gap === 0) return `Both plans cost the same: TER ${formatTer(direct)} a year`
  return gap > 0
    ? `Regular costs ${formatTer(gap)} a year more (TER ${formatTer(regular)} vs ${formatTer(direct)})`
    : `Direct costs ${formatTer(-gap)} a year more (TER ${formatTer(direct)} vs ${formatTer(regular)})`
}
