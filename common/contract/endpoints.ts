/**
 * Every call of the contract: its base, path and method. Shared by the client fetchers, the msw
 * handlers and the reference server so a path is written exactly once. Dependency-free.
 */
export const API_PREFIX = '/api/v1'
export const INDEX_BASE = `${API_PREFIX}/index/`
export const MUTUAL_FUND_BASE = `${API_PREFIX}/mutual_fund/`

export const endpoints = {
  blogs: { method: 'GET', base: 'index', path: 'blogs/' },
  homeFundHouses: { method: 'GET', base: 'index', path: 'fund_house/' },
  trendings: { method: 'GET', base: 'index', path: 'trendings/' },
  team: { method: 'GET', base: 'index', path: 'team/' },
  faq: { method: 'GET', base: 'index', path: 'faq/' },
  testimonials: { method: 'GET', base: 'index', path: 'testimonials/' },
  fundHouses: { method: 'GET', base: 'mutual_fund', path: 'fund_house' },
  fundHouseDetails: { method: 'GET', base: 'mutual_fund', path: 'fund_house/:id/details' },
  allFundsByAmc: { method: 'POST', base: 'mutual_fund', path: 'all-funds-by-amc/' },
  fundsByCategory: { method: 'POST', base: 'mutual_fund', path: 'funds-by-category/' },
  fundNav: { method: 'POST', base: 'mutual_fund', path: 'fund-nav/' },
  fundsByAmc: { method: 'POST', base: 'mutual_fund', path: 'funds-by-amc/' },
  // The contract's additions beyond the seed: a scheme's figures, search, the SIP calculator.
  performance: { method: 'GET', base: 'mutual_fund', path: 'scheme/:schemeCode/performance' },
  search: { method: 'GET', base: 'mutual_fund', path: 'search' },
  sip: { method: 'POST', base: 'mutual_fund', path: 'sip/' },
  // Ours, beyond the additions: the 1Y/3Y/5Y columns of the fund lists (one request per list),
  // and a scheme's reference for a compare link that names only codes.
  fundHouseReturns: { method: 'GET', base: 'mutual_fund', path: 'fund_house/:id/returns' },
  collectionReturns: { method: 'GET', base: 'mutual_fund', path: 'collection/:category/returns' },
  scheme: { method: 'GET', base: 'mutual_fund', path: 'scheme/:schemeCode' },
  // The contract's costs addition: a scheme's TER, its other plan's, its peers' and its history.
  costs: { method: 'GET', base: 'mutual_fund', path: 'scheme/:schemeCode/costs' },
  // Ours: the schemes that ISINs name (`?isin=INF…,INF…`), for a statement import.
  schemesByIsin: { method: 'GET', base: 'mutual_fund', path: 'schemes-by-isin' },
  // Ours, beyond the seed's calls: which data the server runs on (demo or AMFI).
  meta: { method: 'GET', base: 'api', path: 'meta' },
} as const

export type EndpointName = keyof typeof endpoints

/** The absolute path of a call, with `:id` style parameters kept (msw and Fastify use that syntax). */
export function endpointPath(name: EndpointName): string {
  const { base, path } = endpoints[name]
  return baseOf(base) + path
}

export type EndpointBase = (typeof endpoints)[EndpointName]['base']

export function baseOf(base: EndpointBase): string {
  return base === 'index' ? INDEX_BASE : base === 'mutual_fund' ? MUTUAL_FUND_BASE : `${API_PREFIX}/`
}
