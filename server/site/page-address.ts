/**
 * The canonical address of a page: its path and only the query parameters its route reads, normalised
 * as the client's `validateSearch` reads them (src/routes/), sorted by name. Pages are rendered and
 * cached under it, so `/amcs?utm=<random>` is the cached `/amcs`; tests/unit/page-address.test.ts
 * checks the client validates the canonical address exactly as the original.
 */
import { filterCategories, isFilterCategory, isSubcategoryOf } from '../../common/contract/categories.ts'
import { SEARCH_MAX_LENGTH } from '../../common/contract/limits.ts'
import { parseTerMax } from '../../common/lib/ter-max.ts'

/**
 * What a parameter's value may be: one of a list, text cut as the client cuts it, codes, a TER
 * ceiling, or a count of rows that is a whole number of pages past the first (`step`), up to `max`.
 */
type Rule = readonly string[] | 'text' | 'codes' | 'terMax' | { readonly step: number; readonly max: number }

const CHART_PERIODS = ['1M', '3M', '6M', '1Y', '3Y', '5Y'] as const
// ?show of the long lists ("Show more"): pages of 50 rows on /fund-names, 30 cards on a collection,
// at most 40 pages, as src/features/fund-list/list-search.ts validates it (tests/unit/page-address.test.ts checks they agree).
const TABLE_SHOW = { step: 50, max: 2000 } as const
const CARDS_SHOW = { step: 30, max: 1200 } as const
// Every list also sorts by its TER column and filters by "TER at most" (?terMax, common/lib/ter-max.ts).
const RETURN_SORTS = ['return1Y', 'return3Y', 'return5Y', 'ter'] as const
const LIST = {
  dir: ['asc', 'desc'],
  plan: ['Direct', 'Regular'],
  option: ['Growth', 'IDCW'],
  category: Object.keys(filterCategories),
  subcategory: Object.values(filterCategories).flat(),
  terMax: 'terMax',
} as const

/**
 * The parameters each route reads, by the path's first segment (lower case, as the router matches).
 * A route not listed reads none, and every query is dropped from its address: /portfolio among them,
 * whose figures live only in the visitor's browser and never in an address.
 */
export const PAGE_PARAMETERS: Readonly<Record<string, Readonly<Record<string, Rule>>>> = {
  // The SIP calculator's GET form (src/features/sip/sip-search.ts reads `text` values as kept here).
  fundchart: { period: CHART_PERIODS, calc: ['sip', 'lumpsum'], amount: 'text', from: 'text', day: 'text' },
  search: { q: 'text', sort: ['ter'], terMax: 'terMax' },
  compare: { codes: 'codes', period: CHART_PERIODS },
  'company-details': { ...LIST, sort: ['name', 'category', ...RETURN_SORTS] },
  'fund-names': { ...LIST, sort: ['name', ...RETURN_SORTS], show: TABLE_SHOW },
  'investment-products': { sort: ['name', ...RETURN_SORTS, 'ytd', 'nav'], dir: LIST.dir, terMax: LIST.terMax, show: CARDS_SHOW },
}

/** Longest `codes` value kept: far more than the compare page's few funds need. */
const MAX_CODES_LENGTH = 200

/** The router JSON-parses each value (`?q=123` is a number, `?period="1Y"` the string 1Y). */
function routerValue(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return raw
  }
}

function normalise(rule: Rule, values: string[]): string | undefined {
  // A repeated parameter is an array to the router: only `codes` reads one.
  if (rule === 'codes') {
    const parsed = values.length > 1 ? values.map(routerValue) : [routerValue(values[0]!)]
    const text = parsed.map((v) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))).join(',')
    return text === '' || text === 'null' ? undefined : text.slice(0, MAX_CODES_LENGTH)
  }
  if (values.length > 1) return undefined
  const value = routerValue(values[0]!)
  if (rule === 'terMax') {
    // Written as the router writes the number the client reads (1.5, not 1.50).
    const terMax = parseTerMax(value)
    return terMax === undefined ? undefined : String(terMax)
  }
  if (typeof rule === 'object' && 'step' in rule) {
    // The router reads ?show=100 as the number 100 (and ?show=1e2 too): written back as that number.
    const valid = typeof value === 'number' && Number.isInteger(value) && value > rule.step && value <= rule.max && value % rule.step === 0
    return valid ? String(value) : undefined
  }
  if (rule === 'text') {
    const text = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : ''
    return text.trim().slice(0, SEARCH_MAX_LENGTH).trim() || undefined
  }
  return typeof value === 'string' && rule.includes(value) ? value : undefined
}

/** `path?query` -> the canonical `path?query` (no `?` when no parameter is kept). */
export function canonicalPageUrl(url: string): string {
  const mark = url.indexOf('?')
  const path = mark < 0 ? url : url.slice(0, mark)
  if (mark < 0) return path
  const rules = PAGE_PARAMETERS[(path.split('/')[1] ?? '').toLowerCase()]
  if (!rules) return path
  let params: URLSearchParams
  try {
    params = new URLSearchParams(url.slice(mark + 1))
  } catch {
    return path
  }
  const kept: [string, string][] = []
  for (const name of Object.keys(rules).sort()) {
    const values = params.getAll(name)
    if (values.length === 0) continue
    const value = normalise(rules[name]!, values)
    if (value !== undefined) kept.push([name, value])
  }
  // The company filter's subcategory counts only under its own category, as the client reads it.
  const category = kept.find(([name]) => name === 'category')?.[1]
  const filtered = kept.filter(([name, value]) => name !== 'subcategory' || (isFilterCategory(category) && isSubcategoryOf(category, value)))
  // A sort direction without a sort is dropped by the client too.
  const sorted = filtered.some(([name]) => name === 'sort') ? filtered : filtered.filter(([name]) => name !== 'dir')
  return sorted.length ? `${path}?${new URLSearchParams(sorted).toString()}` : path
}
