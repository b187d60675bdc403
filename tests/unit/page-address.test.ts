import { describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { defaultParseSearch } from '@tanstack/react-router'
import { createAppRouter } from '@/app/router'
import { COLLECTION_PAGE_SIZE, LIST_PAGE_SIZE, maxShowOf } from '@/features/fund-list/list-search'
import { canonicalPageUrl, PAGE_PARAMETERS } from '../../server/site/page-address'

/**
 * The server renders and caches a page under its canonical address (server/site/page-address.ts):
 * that is sound only if the client reads the canonical address exactly as the original one. Checked
 * here with the router's own search parser and each route's own validateSearch.
 */
type Validate = (search: Record<string, unknown>) => unknown

const router = createAppRouter(new QueryClient())
const routes = Object.entries(router.routesByPath).map(([path, route]) => ({
  path,
  segment: path.split('/')[1] ?? '',
  validate: (route.options as { validateSearch?: Validate }).validateSearch,
}))

/** Values that parse differently: valid, invalid, numbers, JSON text, blanks, case and spaces. */
const VALUES = ['1Y', '3Y', 'All', '1y', '"1Y"', ' 1Y', '', '123', 'true', 'null', '{"a":1}', '[1,2]', 'asc', 'desc', 'name', 'return1Y', 'ytd', 'nav', 'category',
  'Direct', 'Regular', 'Growth', 'IDCW', 'Equity', 'Debt', 'Large Cap', 'Gilt', 'Mid Cap', '  hdfc  flexi ', 'x'.repeat(150), '101001,102001', '5', 'a,b', '%', 'ter',
  // ?show (issue 28): whole pages of 30 or 50 past the first, the bounds, odd spellings of a number.
  '30', '50', '60', '90', '100', '150', '1200', '1230', '2000', '2050', '1e2', '100.0', '-100', '100.5', '0x64']
/** ?terMax values (issue 27): in range, out of it, three decimals, quoted, padded, spelled oddly. */
const TER_MAX_VALUES = ['1', '0.5', '1.50', '0.05', '0.04', '5.01', '1.255', '"1"', '"0.75"', '01', ' 1', '1e0', '.5', '-1', '']

function samples(names: string[]): string[] {
  const out: string[] = []
  for (const name of [...names, 'utm_source', 'fbclid']) {
    for (const value of VALUES) out.push(new URLSearchParams([[name, value]]).toString())
    out.push(`${name}=1Y&${name}=3Y`)
  }
  // Pairs that depend on each other (a subcategory under its category, a direction after a sort).
  for (const category of ['Equity', 'Debt', 'Junk']) for (const subcategory of ['Large Cap', 'Gilt', 'x']) out.push(new URLSearchParams({ category, subcategory, utm: '1' }).toString())
  for (const sort of ['name', 'return3Y', 'junk']) for (const dir of ['asc', 'desc', 'up']) out.push(new URLSearchParams({ dir, sort, plan: 'Direct', option: 'IDCW' }).toString())
  for (const terMax of TER_MAX_VALUES) out.push(new URLSearchParams({ q: 'axis', sort: 'ter', terMax }).toString())
  return out
}

describe('canonical page addresses', () => {
  it("list the parameters of exactly the routes that read any", () => {
    const reading = [...new Set(routes.filter((r) => r.validate).map((r) => r.segment))].sort()
    expect(Object.keys(PAGE_PARAMETERS).sort()).toEqual(reading)
  })

  for (const route of routes) {
    it(`${route.path}: the client reads the canonical address as it reads the original`, () => {
      const names = Object.keys(PAGE_PARAMETERS[route.segment] ?? {})
      const path = route.path.replace(/\$\w+/g, '1')
      for (const query of samples(names)) {
        const original = `${path}?${query}`
        const canonical = canonicalPageUrl(original)
        const read = (url: string) => {
          const search = defaultParseSearch(url.includes('?') ? url.slice(url.indexOf('?')) : '')
          return route.validate ? route.validate(search) : {}
        }
        expect(read(canonical), `${original} -> ${canonical}`).toEqual(read(original))
        expect(canonicalPageUrl(canonical), 'canonical twice').toBe(canonical)
      }
    })
  }

  it('drops what no route reads and sorts what it keeps', () => {
    expect(canonicalPageUrl('/amcs?utm=1&x=2')).toBe('/amcs')
    expect(canonicalPageUrl('/company-details/1/HDFC?sort=name&category=Equity&utm=1&dir=desc')).toBe('/company-details/1/HDFC?category=Equity&dir=desc&sort=name')
    expect(canonicalPageUrl('/search?q=%20%20hdfc%20')).toBe('/search?q=hdfc')
  })

  it("keeps the SIP calculator's inputs (issue 28), which the client reads as it reads the original", () => {
    const fund = routes.find((route) => route.segment === 'fundchart')!
    const read = (url: string) => fund.validate!(defaultParseSearch(url.includes('?') ? url.slice(url.indexOf('?')) : ''))
    const path = '/fundchart/101011/HDFC%20Mutual%20Fund'
    // What the GET form posts (with and without script), typed oddly, out of range, malformed, padded.
    const amounts = ['10000', '10,000', '₹10,000', ' 10000 ', '1e4', '0100', '"10000"', '50', '-0', '100.5', 'abc', '', `${'9'.repeat(120)}x`, `1${' '.repeat(120)}5`]
    const dates = ['2023-11-20', ' 2023-11-20', '"2023-11-20"', '2023-02-30', '20-11-2023', '20231120', '']
    const days = ['20', '31', '0', '2.5', ' 7', 'x', '"5"', '']
    for (const calc of ['sip', 'lumpsum', 'SIP', '']) {
      for (const amount of amounts) {
        for (const [i, from] of dates.entries()) {
          const query = new URLSearchParams({ period: '1Y', calc, amount, from, day: days[i % days.length]!, utm_source: 'x' }).toString()
          const canonical = canonicalPageUrl(`${path}?${query}`)
          expect(read(canonical), `${query} -> ${canonical}`).toEqual(read(`${path}?${query}`))
        }
      }
    }
    expect(canonicalPageUrl(`${path}?period=1Y&calc=sip&amount=10000&from=2023-11-20&day=20&utm=x`)).toBe(
      `${path}?amount=10000&calc=sip&day=20&from=2023-11-20&period=1Y`,
    )
    expect(canonicalPageUrl(`${path}?calc=SIP&amount=&from=&day=`)).toBe(path)
    expect(read(`${path}?amount=10000&calc=sip&day=20&from=2023-11-20&period=1Y`)).toEqual({ period: '1Y', calc: 'sip', amount: 10_000, from: '2023-11-20', day: 20 })
  })

  it('keeps a "Show more" count (?show) of whole pages past the first, up to the bound, as the lists validate it', () => {
    expect(PAGE_PARAMETERS['fund-names']!.show).toEqual({ step: LIST_PAGE_SIZE, max: maxShowOf(LIST_PAGE_SIZE) })
    expect(PAGE_PARAMETERS['investment-products']!.show).toEqual({ step: COLLECTION_PAGE_SIZE, max: maxShowOf(COLLECTION_PAGE_SIZE) })
    expect(PAGE_PARAMETERS['company-details']!.show).toBeUndefined()
    expect(canonicalPageUrl('/fund-names/1/HDFC?show=100&utm=1&sort=return1Y')).toBe('/fund-names/1/HDFC?show=100&sort=return1Y')
    expect(canonicalPageUrl('/fund-names/1/HDFC?show=1e2')).toBe('/fund-names/1/HDFC?show=100')
    for (const dropped of ['50', '75', '2050', '-100', 'all', '"100"']) expect(canonicalPageUrl(`/fund-names/1/HDFC?show=${dropped}`), dropped).toBe('/fund-names/1/HDFC')
    expect(canonicalPageUrl('/investment-products/equity?show=60')).toBe('/investment-products/equity?show=60')
    expect(canonicalPageUrl('/investment-products/equity?show=50')).toBe('/investment-products/equity')
    expect(canonicalPageUrl('/company-details/1/HDFC?show=100')).toBe('/company-details/1/HDFC')
    // A quoted number is text to the router, which the lists drop too.
    for (const route of routes.filter((r) => r.segment === 'fund-names' || r.segment === 'investment-products')) {
      const path = route.path.replace(/\$\w+/g, '1')
      const read = (url: string) => route.validate!(defaultParseSearch(url.includes('?') ? url.slice(url.indexOf('?')) : ''))
      for (const show of ['"60"', '"100"', ' 100', '100 ']) {
        const original = `${path}?${new URLSearchParams({ show })}`
        expect(read(canonicalPageUrl(original)), original).toEqual(read(original))
      }
    }
  })

  it('keeps the TER order and a valid "TER at most", written as the router writes the number', () => {
    expect(canonicalPageUrl('/fund-names/1/HDFC?terMax=1.50&sort=ter&utm=x')).toBe('/fund-names/1/HDFC?sort=ter&terMax=1.5')
    expect(canonicalPageUrl('/company-details/1/HDFC?terMax=9&sort=ter&dir=desc')).toBe('/company-details/1/HDFC?dir=desc&sort=ter')
    expect(canonicalPageUrl('/investment-products/large?terMax=0.75')).toBe('/investment-products/large?terMax=0.75')
    expect(canonicalPageUrl('/search?q=axis&sort=ter&terMax=1')).toBe('/search?q=axis&sort=ter&terMax=1')
    expect(canonicalPageUrl('/search?q=axis&sort=nav&terMax=1.255')).toBe('/search?q=axis')
  })
})
