import { describe, expect, it } from 'vitest'
import { createAppRouter } from '@/app/router'
import { QueryClient } from '@tanstack/react-query'
import { resolvePage, SITE_PAGE_PATTERNS, sitePageOf, type PageLookups } from '../../server/site/site-pages'

describe("the server's page table", () => {
  it("lists exactly the client router's routes", () => {
    const router = createAppRouter(new QueryClient())
    const clientPaths = Object.keys(router.routesByPath).sort()
    expect([...SITE_PAGE_PATTERNS].sort()).toEqual(clientPaths)
  })

  it('reads static pages in any case and with a trailing slash, as the router does', () => {
    for (const path of ['/', '/amcs', '/AMCS', '/amcs/', '/data', '/Data/', '/faq', '/poppup', '/loader', '/investment-products/equity', '/investment-products/tax/']) {
      expect(sitePageOf(path), path).toEqual({ kind: 'page' })
    }
  })

  it('names the entity a page depends on, with parameters read by the client parsers', () => {
    expect(sitePageOf('/company-details/7/Axis%20Mutual%20Fund')).toEqual({ kind: 'fund-house', section: 'company-details', id: 7, name: 'Axis Mutual Fund' })
    expect(sitePageOf('/fund-names/7/Axis%20Mutual%20Fund')).toEqual({ kind: 'fund-house', section: 'fund-names', id: 7, name: 'Axis Mutual Fund' })
    expect(sitePageOf('/company-details/7')).toEqual({ kind: 'fund-house', section: 'company-details', id: 7, name: undefined })
    expect(sitePageOf('/fundchart/120503')).toEqual({ kind: 'fund', schemeCode: 120503, amcName: undefined })
    expect(sitePageOf('/fundchart/120503/Axis%20Mutual%20Fund')).toEqual({ kind: 'fund', schemeCode: 120503, amcName: 'Axis Mutual Fund' })
    expect(sitePageOf('/fund-house/Axis%20Mutual%20Fund')).toEqual({ kind: 'fund-house-name', name: 'Axis Mutual Fund' })
    expect(sitePageOf('/fund-house/%20')).toEqual({ kind: 'none' })
    expect(sitePageOf('/fund-house/Axis/extra')).toEqual({ kind: 'none' })
  })

  it('is no page for unknown paths and malformed parameters', () => {
    for (const path of [
      '/nope',
      '/amcs/extra',
      '/investment-products/bonds',
      '/investment-products',
      '/company-details/0/x',
      '/company-details/abc/x',
      '/company-details/7/%20',
      '/company-details/7/x/y',
      '/fundchart/12x/Axis',
      '/fundchart/1/%E0%A4%A',
      '/fund-names/1234567890/x',
      '/amcs/7',
    ]) {
      expect(sitePageOf(path), path).toEqual({ kind: 'none' })
    }
  })
})

describe('the answer for a path', () => {
  const lookups: PageLookups = {
    fundHouseName: (id) => (id === 7 ? 'Axis Mutual Fund' : id === 8 ? '360 ONE Mutual Fund (Formerly Known as IIFL Mutual Fund)' : undefined),
    fundHouseExists: (name) => name === 'Axis Mutual Fund',
    fundPageHouse: (code) => (code === 120503 ? 'Axis Mutual Fund' : undefined),
  }

  it("is the page at its canonical address, whatever case the route's static part has", () => {
    for (const path of ['/amcs', '/company-details/7/Axis%20Mutual%20Fund', '/FUND-NAMES/7/Axis%20Mutual%20Fund/', '/fundchart/120503/Axis%20Mutual%20Fund', '/fund-house/Axis%20Mutual%20Fund']) {
      expect(resolvePage(path, lookups), path).toEqual({ kind: 'page' })
    }
  })

  it('moves a wrong or missing name segment to the entity\'s own, encoded as the router encodes it', () => {
    expect(resolvePage('/fundchart/120503/x', lookups)).toEqual({ kind: 'moved', path: '/fundchart/120503/Axis%20Mutual%20Fund' })
    expect(resolvePage('/fundchart/120503', lookups)).toEqual({ kind: 'moved', path: '/fundchart/120503/Axis%20Mutual%20Fund' })
    // Names are compared exactly: another case or a `+` for a space is another address.
    expect(resolvePage('/company-details/7/axis%20mutual%20fund', lookups)).toEqual({ kind: 'moved', path: '/company-details/7/Axis%20Mutual%20Fund' })
    expect(resolvePage('/fund-names/7/Axis+Mutual+Fund', lookups)).toEqual({ kind: 'moved', path: '/fund-names/7/Axis%20Mutual%20Fund' })
    expect(resolvePage('/company-details/8', lookups)).toEqual({
      kind: 'moved',
      path: '/company-details/8/360%20ONE%20Mutual%20Fund%20(Formerly%20Known%20as%20IIFL%20Mutual%20Fund)',
    })
  })

  it('is missing when the entity is not there, whatever the name says', () => {
    for (const path of ['/nope', '/company-details/9/Axis%20Mutual%20Fund', '/fundchart/1/Axis%20Mutual%20Fund', '/fundchart/1', '/fund-house/Nobody']) {
      expect(resolvePage(path, lookups), path).toEqual({ kind: 'missing' })
    }
  })
})
