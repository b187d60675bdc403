import { describe, expect, it } from 'vitest'
import { createAppRouter } from '@/app/router'
import { QueryClient } from '@tanstack/react-query'
import { SITE_PAGE_PATTERNS, sitePageOf } from '../../server/site/site-pages'

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
    expect(sitePageOf('/company-details/7/Axis%20Mutual%20Fund')).toEqual({ kind: 'fund-house', id: 7 })
    expect(sitePageOf('/fund-names/7/Axis%20Mutual%20Fund')).toEqual({ kind: 'fund-house', id: 7 })
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
      '/company-details/7',
      '/company-details/0/x',
      '/company-details/abc/x',
      '/company-details/7/%20',
      '/company-details/7/x/y',
      '/fundchart/12x/Axis',
      '/fundchart/1/%E0%A4%A',
      '/fund-names/1234567890/x',
    ]) {
      expect(sitePageOf(path), path).toEqual({ kind: 'none' })
    }
  })
})
