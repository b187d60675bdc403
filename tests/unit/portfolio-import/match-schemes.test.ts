/** Matching a parsed statement to the site's schemes (common/portfolio/match-schemes.ts). */
import { describe, expect, it } from 'vitest'
import { parseCasparserJson } from '../../../common/portfolio/casparser.ts'
import {
  importIdMaker, matchStatementSchemes, statementLookups, withNav,
  type PendingNavTransaction, type SchemeLookup, type StatementScheme,
} from '../../../common/portfolio/match-schemes.ts'
import { portfolioTransactionSchema } from '../../../common/portfolio/transaction.ts'
import { parseTransactionsCsv } from '../../../common/portfolio/transactions-csv.ts'
import { casSample, csvSample, lookup, parsedOk } from './fixtures.ts'

const casSchemes = parsedOk(parseCasparserJson(casSample)).schemes

function scheme(amfi: number | null, isin: string | null, count = 1): StatementScheme {
  const row = { id: 'x', folio: 'F1', date: '2024-01-10', kind: 'purchase' as const, units: 1, amount: 10, nav: 10, needsNav: false }
  return { folio: 'F1', name: 'Invented Fund', amfi, isin, transactions: Array.from({ length: count }, (_, i) => ({ ...row, id: `x${i}` })) }
}

describe('the sample statement', () => {
  const result = matchStatementSchemes(casSchemes, lookup)

  it('matches by AMFI code, by ISIN where the code is missing, and lists the rest', () => {
    expect(result.schemes).toEqual([
      { folio: '1234567/89', name: 'ICICI Prudential Large Cap Fund - Direct Plan - Growth', schemeCode: 102011, via: 'amfi', transactions: 8 },
      { folio: '1234567/89', name: 'ICICI Prudential Mid Cap Fund - Direct Plan - Growth', schemeCode: 102021, via: 'amfi', transactions: 1 },
      { folio: '9988776655', name: 'Alpha Large Cap Fund - Regular Plan - IDCW Reinvestment', schemeCode: 100002, via: 'isin', transactions: 3 },
    ])
    expect(result.unmatched).toEqual([
      {
        folio: '9988776655',
        name: 'Gamma Wealth Builder Fund - Direct Plan - Growth',
        amfi: 999999,
        isin: 'INF000Z01ZZ9',
        transactions: 1,
        reason: 'Neither AMFI code 999999 nor ISIN INF000Z01ZZ9 is a scheme this site knows',
      },
    ])
  })

  it('gives complete, valid portfolio records', () => {
    expect(result.needsNav).toEqual([])
    expect(result.matched).toHaveLength(12)
    for (const row of result.matched) {
      expect(portfolioTransactionSchema.safeParse(row).success).toBe(true)
      expect(row).not.toHaveProperty('needsNav')
    }
    expect(result.matched.filter((row) => row.schemeCode === 100002).map((row) => row.kind)).toEqual(['purchase', 'dividend-reinvest', 'dividend-payout'])
  })

  it('lists what to look up, ISINs only where the code does not settle it when the codes are known', () => {
    expect(statementLookups(casSchemes)).toEqual({ codes: [102011, 102021, 999999], isins: ['INF000A01AC7', 'INF000I01AA3', 'INF000I01AB1', 'INF000Z01ZZ9'] })
    expect(statementLookups(casSchemes, lookup.byCode)).toEqual({ codes: [102011, 102021, 999999], isins: ['INF000A01AC7', 'INF000Z01ZZ9'] })
  })
})

describe('matching rules', () => {
  const everything: SchemeLookup = { byCode: (code) => code === 102011, byIsin: (isin) => (isin === 'INF000A01AC7' ? 100002 : null) }

  it('the AMFI code wins over the ISIN when the site knows it', () => {
    expect(matchStatementSchemes([scheme(102011, 'INF000A01AC7')], everything).schemes[0]).toMatchObject({ schemeCode: 102011, via: 'amfi' })
  })

  it('the ISIN is tried when the code is unknown', () => {
    const result = matchStatementSchemes([scheme(999999, 'INF000A01AC7', 2)], everything)
    expect(result.schemes[0]).toMatchObject({ schemeCode: 100002, via: 'isin', transactions: 2 })
    expect(result.matched.map((row) => row.schemeCode)).toEqual([100002, 100002])
  })

  it.each([
    [999999, null, 'AMFI code 999999 is not a scheme this site knows'],
    [null, 'INF000Z01ZZ9', 'ISIN INF000Z01ZZ9 is not a scheme this site knows'],
    [null, null, 'The file gives neither an AMFI code nor an ISIN for this scheme'],
  ])('unmatched %s / %s says why', (amfi, isin, reason) => {
    const result = matchStatementSchemes([scheme(amfi, isin, 3)], everything)
    expect(result.matched).toEqual([])
    expect(result.unmatched).toEqual([{ folio: 'F1', name: 'Invented Fund', amfi, isin, transactions: 3, reason }])
  })
})

describe('rows waiting for their NAV', () => {
  const result = matchStatementSchemes(parsedOk(parseTransactionsCsv(csvSample)).schemes, lookup)

  it('are kept apart from the complete records', () => {
    expect(result.needsNav).toEqual([expect.objectContaining({ schemeCode: 102011, date: '2023-08-10', amount: 4999.75, units: 0, nav: 0, needsNav: true })])
    expect(result.matched).toHaveLength(9)
    expect(result.unmatched.map((u) => u.amfi)).toEqual([999999])
  })

  it('withNav works out units from an amount, or the amount from units', () => {
    const fromAmount = withNav(result.needsNav[0]!, 57.2636)
    expect(fromAmount).toEqual({ ...result.needsNav[0], needsNav: undefined, units: 87.3111, nav: 57.2636 })
    expect(fromAmount).not.toHaveProperty('needsNav')
    expect(portfolioTransactionSchema.safeParse(fromAmount).success).toBe(true)

    const units: PendingNavTransaction = { id: 'u', folio: '', schemeCode: 102011, date: '2024-06-14', kind: 'redemption', units: 1.5, amount: 0, nav: 0, needsNav: true }
    expect(withNav(units, 66.6667)).toEqual({ id: 'u', folio: '', schemeCode: 102011, date: '2024-06-14', kind: 'redemption', units: 1.5, amount: 100, nav: 66.6667 })
  })

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('withNav refuses a NAV of %s', (nav) => {
    expect(() => withNav(result.needsNav[0]!, nav)).toThrow(RangeError)
  })
})

describe('importIdMaker', () => {
  it('gives the same id for the same content and date, counting repeats', () => {
    const first = importIdMaker('cas')
    const second = importIdMaker('cas')
    const ids = [first('2024-01-10', ['F', 1, null]), first('2024-01-10', ['F', 1, null]), first('2024-01-11', ['F', 1, null])]
    expect(ids[0]).toMatch(/^cas:2024-01-10:[0-9a-z]+:0$/)
    expect(ids[1]).toMatch(/:1$/)
    expect(new Set(ids).size).toBe(3)
    expect(second('2024-01-10', ['F', 1, null])).toBe(ids[0])
    expect(importIdMaker('csv')('2024-01-10', ['F', 1, null])).not.toBe(ids[0])
  })
})
