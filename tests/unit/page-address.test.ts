import { describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { defaultParseSearch } from '@tanstack/react-router'
import { createAppRouter } from '@/app/router'
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
  'Direct', 'Regular', 'Growth', 'IDCW', 'Equity', 'Debt', 'Large Cap', 'Gilt', 'Mid Cap', '  hdfc  flexi ', 'x'.repeat(150), '101001,102001', '5', 'a,b', '%', 'ter']
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

  it('keeps the TER order and a valid "TER at most", written as the router writes the number', () => {
    expect(canonicalPageUrl('/fund-names/1/HDFC?terMax=1.50&sort=ter&utm=x')).toBe('/fund-names/1/HDFC?sort=ter&terMax=1.5')
    expect(canonicalPageUrl('/company-details/1/HDFC?terMax=9&sort=ter&dir=desc')).toBe('/company-details/1/HDFC?dir=desc&sort=ter')
    expect(canonicalPageUrl('/investment-products/large?terMax=0.75')).toBe('/investment-products/large?terMax=0.75')
    expect(canonicalPageUrl('/search?q=axis&sort=ter&terMax=1')).toBe('/search?q=axis&sort=ter&terMax=1')
    expect(canonicalPageUrl('/search?q=axis&sort=nav&terMax=1.255')).toBe('/search?q=axis')
  })
})
