import type { FundHouseHit, SchemeHit, SearchHit } from '@common/contract/analytics-schemas'
import { withinTerMax } from '@common/lib/ter-max'
import type { SearchSort } from './search-param'

/** The label of the search field, in the header and on the results page. */
export const SEARCH_FIELD_LABEL = 'Search funds and fund houses'

/** What the dropdown shows of the answer; the results page shows all of it. */
export const DROPDOWN_HOUSES = 3
export const DROPDOWN_FUNDS = 6

export type SplitHits = { houses: FundHouseHit[]; funds: SchemeHit[] }

/** The answer in its two groups, each in the server's order. */
export function splitHits(hits: readonly SearchHit[]): SplitHits {
  const houses: FundHouseHit[] = []
  const funds: SchemeHit[] = []
  for (const hit of hits) {
    if (hit.kind === 'fund_house') houses.push(hit)
    else funds.push(hit)
  }
  return { houses, funds }
}

/**
 * The results page's funds as the address asks: only those whose TER is known and at most
 * `terMax`, then, with `sort` 'ter', the lowest TER first (ties and unknown TERs keep the server's
 * relevance order, unknown ones last). The same array back when nothing changes.
 */
export function arrangeFunds(funds: SchemeHit[], { sort, terMax }: { sort?: SearchSort; terMax?: number }): SchemeHit[] {
  const kept = terMax === undefined ? funds : funds.filter((fund) => withinTerMax(fund.ter, terMax))
  if (sort !== 'ter') return kept
  const known = kept.filter((fund) => fund.ter !== null)
  const unknown = kept.filter((fund) => fund.ter === null)
  // Array.prototype.sort is stable: equal TERs stay in relevance order.
  return [...known.sort((a, b) => a.ter! - b.ter!), ...unknown]
}

/** The first few of each group, for the dropdown. */
export function dropdownHits(hits: readonly SearchHit[]): SplitHits {
  const { houses, funds } = splitHits(hits)
  return { houses: houses.slice(0, DROPDOWN_HOUSES), funds: funds.slice(0, DROPDOWN_FUNDS) }
}

/** "Direct · Growth · Large Cap · Axis Mutual Fund": what tells a fund's plans and options apart. */
export function fundFacts(hit: SchemeHit, { withPlan = true }: { withPlan?: boolean } = {}): string {
  const parts = withPlan ? [hit.plan, hit.option, hit.subcategory, hit.fundHouseName] : [hit.subcategory, hit.fundHouseName]
  return parts.filter((part): part is string => Boolean(part)).join(' · ')
}

export const schemeCountLabel = (count: number) => `${count} ${count === 1 ? 'fund' : 'funds'}`

/** A fund's page: the fund-nav call names the house by its AMFI name, as every other fund link does. */
export const fundPageLink = (hit: SchemeHit) =>
  ({ to: '/fundchart/$schemeCode/$name', params: { schemeCode: hit.schemeCode, name: hit.fundHouseName } }) as const

/** A fund house's page, named in the address as /amcs names it. */
export const fundHousePageLink = (hit: FundHouseHit) =>
  ({ to: '/company-details/$id/$name', params: { id: hit.id, name: hit.fund_house_name } }) as const

/** The empty state's words, the same in the dropdown and on the results page. */
export const noMatchMessage = (q: string) => `No funds or fund houses match "${q}"`
export const NO_MATCH_HINT = 'Try fewer words, or a fund house name such as Axis.'
