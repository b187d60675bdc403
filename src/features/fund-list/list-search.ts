import type { Option, Plan } from '@common/contract/analytics-schemas'
import { parseTerMax } from '@common/lib/ter-max'
import { RETURN_KEYS } from '@/lib/return-keys'

/**
 * The search parameters of a sortable fund list: ?sort=&dir=&plan=&option=&terMax=. Each page
 * accepts the sort keys of its own columns (the company table has a Category column, a collection
 * card YTD and NAV), so a link from one page to another never lands on a sort the other cannot show.
 */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const
export const PLANS = ['Direct', 'Regular'] as const satisfies readonly Plan[]
export const OPTIONS = ['Growth', 'IDCW'] as const satisfies readonly Option[]

// 'ter': the plan's total expense ratio, which every list carries beside its returns.
export const COMPANY_SORT_KEYS = ['name', 'category', ...RETURN_KEYS, 'ter'] as const
export const FUND_NAMES_SORT_KEYS = ['name', ...RETURN_KEYS, 'ter'] as const
export const COLLECTION_SORT_KEYS = ['name', ...RETURN_KEYS, 'ytd', 'nav', 'ter'] as const

export type SortDir = (typeof SORT_DIRECTIONS)[number]
export type ListSortKey = (typeof COMPANY_SORT_KEYS)[number] | (typeof COLLECTION_SORT_KEYS)[number]

export type SortSearch<K extends ListSortKey = ListSortKey> = { sort?: K; dir?: SortDir }
export type PlanOptionSearch = { plan?: Plan; option?: Option }
/** "TER at most", percent a year (common/lib/ter-max.ts). */
export type TerSearch = { terMax?: number }
/** What narrows a fund table's rows: plan, option and TER. */
export type ListFilterSearch = PlanOptionSearch & TerSearch
export type ListSearch<K extends ListSortKey = ListSortKey> = SortSearch<K> & ListFilterSearch

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined
}

/**
 * ?sort and ?dir. A value this page does not know is dropped (the list keeps its default order)
 * rather than failing: the link may be old, from another page, or hand-edited. A direction
 * without a sort means nothing and is dropped too, so one order has one address.
 */
export function validateSortSearch<K extends ListSortKey>(search: Record<string, unknown>, keys: readonly K[]): SortSearch<K> {
  const sort = oneOf(keys, search.sort)
  const dir = sort ? oneOf(SORT_DIRECTIONS, search.dir) : undefined
  // Every key, undefined when dropped: the router merges the raw search under the validated
  // one, so an omitted key would let the raw (invalid) value through to useSearch().
  return { sort, dir }
}

/** ?plan and ?option, with the same rules. */
export function validatePlanOptionSearch(search: Record<string, unknown>): PlanOptionSearch {
  return { plan: oneOf(PLANS, search.plan), option: oneOf(OPTIONS, search.option) }
}

/** ?terMax: a malformed or out-of-range value is dropped, like any other (common/lib/ter-max.ts). */
export function validateTerSearch(search: Record<string, unknown>): TerSearch {
  return { terMax: parseTerMax(search.terMax) }
}

/**
 * ?show: how many rows of a long list to show, in the chosen order. A list renders one page of rows
 * (LIST_PAGE_SIZE on the tables, COLLECTION_PAGE_SIZE cards) and each "Show more" link asks for the
 * next page, so the server renders what the address names and a sort re-renders one page, not
 * hundreds of rows. Only a whole number of pages past the first, up to MAX_SHOW_PAGES of them: any
 * other value is dropped (the first page), so each count has one address, and a made-up address
 * cannot ask the server to render an unbounded list. server/site/page-address.ts has the same rule.
 */
export type ShowSearch = { show?: number }

/** Rows of a fund table shown at first and added by each "Show more". */
export const LIST_PAGE_SIZE = 50
/** Cards of a collection shown at first and added by each "Show more". */
export const COLLECTION_PAGE_SIZE = 30
/** Pages a list shows at most: more than any fund house or collection holds (2,000 rows, 1,200 cards). */
export const MAX_SHOW_PAGES = 40

/** The largest ?show of a list whose page is `pageSize`. */
export const maxShowOf = (pageSize: number) => pageSize * MAX_SHOW_PAGES

export function validateShowSearch(search: Record<string, unknown>, pageSize: number): ShowSearch {
  const { show } = search
  const valid = typeof show === 'number' && Number.isInteger(show) && show > pageSize && show <= maxShowOf(pageSize) && show % pageSize === 0
  // The key always, undefined when dropped (see validateSortSearch).
  return { show: valid ? show : undefined }
}

/** How many rows to show for ?show: the first page without it. */
export const shownCountOf = (show: number | undefined, pageSize: number) => show ?? pageSize

/**
 * The ?show of the "Show more" link under `shown` of `total` rows, or undefined when there is no
 * more to show or the next page would pass the bound (the count then says how many are left out).
 */
export function nextShowOf(shown: number, total: number, pageSize: number): number | undefined {
  if (shown >= total) return undefined
  const next = (Math.floor(shown / pageSize) + 1) * pageSize
  return next <= maxShowOf(pageSize) ? next : undefined
}

/** ?sort, ?dir, ?plan, ?option and ?terMax of a fund table. */
export function validateListSearch<K extends ListSortKey>(search: Record<string, unknown>, keys: readonly K[]): ListSearch<K> {
  return { ...validateSortSearch(search, keys), ...validatePlanOptionSearch(search), ...validateTerSearch(search) }
}

/**
 * The list search another page understands: the company page's View More keeps the order and
 * the filters, except a sort the fund list has no column for.
 */
export function carryListSearch<K extends ListSortKey>(search: ListSearch, keys: readonly K[]): ListSearch<K> {
  const sort = oneOf(keys, search.sort)
  return { sort, dir: sort ? search.dir : undefined, plan: search.plan, option: search.option, terMax: search.terMax }
}

export type CompanySortKey = (typeof COMPANY_SORT_KEYS)[number]
export type FundNamesSortKey = (typeof FUND_NAMES_SORT_KEYS)[number]
export type CollectionSortKey = (typeof COLLECTION_SORT_KEYS)[number]
