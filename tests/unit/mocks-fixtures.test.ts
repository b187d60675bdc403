import { describe, expect, it, vi } from 'vitest'
import { filterCategories } from '../../common/contract/categories'
import { oneDayReturn, oneMonthReturn, ytdReturn } from '../../common/figures/returns'
import { collectionValues, fundHouseSchema } from '../../common/contract/schemas'
import {
  EMPTY_FUND_HOUSE_ID,
  EMPTY_HISTORY_SCHEME_CODE,
  HISTORY_START,
  LATEST_NAV_DATE,
  MARKET_HOLIDAYS_MM_DD,
  NULL_NAME_SCHEME_CODE,
  allFundsByAmc,
  collectionFunds,
  figuresOf,
  fundDetailOf,
  fundHouses,
  fundListByAmc,
  navHistoryOf,
  schemeByCode,
  schemes,
  schemesOfHouse,
  trendingFunds,
} from '@mocks/fixtures'

const housesWithFunds = fundHouses.filter((house) => schemesOfHouse(house.id).length > 0)

describe('fund houses', () => {
  it('are real AMFI names with ids 1..N, and validate', () => {
    expect(fundHouses.map((house) => house.id)).toEqual(fundHouses.map((_, index) => index + 1))
    for (const house of fundHouses) {
      expect(fundHouseSchema.safeParse(house).success).toBe(true)
      expect(house.fund_house_name).toMatch(/ Mutual Fund$/)
      expect(house.logo).toMatch(/^\/logos\/[a-z0-9-]+\.svg$/)
      expect(house.description).toContain('<strong>')
      expect(house.description).toContain('<a href=')
    }
    expect(housesWithFunds.length).toBeGreaterThanOrEqual(8)
  })

  it('write key features as label: value lines, with one URL value and one line without a colon', () => {
    for (const house of fundHouses) {
      const lines = house.key_features.split('\n')
      expect(lines).toContain(`Schemes: ${schemesOfHouse(house.id).length}`)
      expect(lines.some((line) => /^Website: https:\/\//.test(line))).toBe(true)
      expect(lines.filter((line) => !line.includes(':'))).toHaveLength(1)
    }
  })

  it('include one house with no funds', () => {
    const empty = fundHouses.find((house) => house.id === EMPTY_FUND_HOUSE_ID)!
    expect(schemesOfHouse(EMPTY_FUND_HOUSE_ID)).toEqual([])
    expect(allFundsByAmc(empty.fund_house_name)).toEqual([])
    expect(fundListByAmc(empty.fund_house_name)).toEqual([])
  })
})

describe('schemes', () => {
  it('have unique, stable 6-digit codes', () => {
    const codes = schemes.map((scheme) => scheme.code)
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of codes) expect(code).toBeGreaterThanOrEqual(100_000)
    for (const code of codes) expect(code).toBeLessThan(1_000_000)
    // Spot-check the documented numbering so links in tests and docs stay valid.
    expect(schemeByCode(101011)?.name).toBe('HDFC Large Cap Fund - Direct Plan - Growth')
    expect(schemeByCode(101012)?.name).toBe('HDFC Large Cap Fund - Regular Plan - Growth')
  })

  it.each(housesWithFunds.map((house) => [house.fund_house_name, house.id] as const))(
    '%s offers every filter subcategory plus ELSS, Flexi Cap and Liquid, in direct and regular plans',
    (amcName) => {
      const funds = allFundsByAmc(amcName)
      const pairs = [
        ...Object.entries(filterCategories).flatMap(([category, subs]) => subs.map((sub) => [category, sub])),
        ['Equity', 'ELSS'],
        ['Equity', 'Flexi Cap'],
        ['Debt', 'Liquid'],
      ]
      for (const [category, subcategory] of pairs) {
        const names = funds
          .filter((fund) => fund.category === category && fund.subcategory === subcategory)
          .map((fund) => fund.schemeName ?? '')
        expect(names.some((name) => name.endsWith(' - Direct Plan - Growth')), `${subcategory} direct`).toBe(true)
        expect(names.some((name) => name.endsWith(' - Regular Plan - Growth')), `${subcategory} regular`).toBe(true)
      }
    },
  )

  it('include one scheme without a name, in ICICI Prudential lists', () => {
    const scheme = schemeByCode(NULL_NAME_SCHEME_CODE)!
    expect(scheme.name).toBeNull()
    const lists = [allFundsByAmc(scheme.house.fundHouseName), fundListByAmc(scheme.house.fundHouseName)]
    for (const list of lists) {
      expect(list.find((fund) => fund.schemeCode === NULL_NAME_SCHEME_CODE)?.schemeName).toBeNull()
    }
  })
})

describe('NAV histories', () => {
  const sample = [101001, 101012, 103031, 105071, 107101, 110131, NULL_NAME_SCHEME_CODE]

  it('cover at least three years of weekdays up to the fixed latest date, skipping holidays', () => {
    for (const code of sample) {
      const series = navHistoryOf(code)
      expect(series[0]!.date).toBe(HISTORY_START)
      expect(series.at(-1)!.date).toBe(LATEST_NAV_DATE)
      expect(series[0]!.date <= '2023-11-20').toBe(true)
      const misplaced = series.filter(({ date }, i) => {
        const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
        const holiday = MARKET_HOLIDAYS_MM_DD.includes(date.slice(5))
        return weekday === 0 || weekday === 6 || holiday || (i > 0 && date <= series[i - 1]!.date)
      })
      expect(misplaced).toEqual([])
      expect(series.filter(({ nav }) => !(nav > 0) || Number(nav.toFixed(4)) !== nav)).toEqual([])
    }
  })

  it('are deterministic: a fresh module instance generates the same numbers', async () => {
    const first = sample.map((code) => navHistoryOf(code))
    vi.resetModules()
    const fresh = await import('@mocks/fixtures/nav-history')
    const second = sample.map((code) => fresh.navHistoryOf(code))
    expect(second).toEqual(first)
    expect(second[0]).not.toBe(first[0])
  })

  it('move equity more than debt', () => {
    const spread = (code: number) => {
      const navs = navHistoryOf(code).map((point) => point.nav)
      const steps = navs.slice(1).map((nav, i) => Math.abs(nav / navs[i]! - 1))
      return steps.reduce((sum, step) => sum + step, 0) / steps.length
    }
    expect(spread(101031)).toBeGreaterThan(5 * spread(101101)) // small cap vs liquid
  })

  it('keep every regular plan below its direct plan (same shocks, higher cost)', () => {
    for (const scheme of schemes) {
      if (scheme.plan !== 'Regular') continue
      expect(figuresOf(scheme.code).latestNAV).toBeLessThan(figuresOf(scheme.seedCode).latestNAV)
    }
  })

  it('leave the new fund offer empty, with face-value NAV and null returns', () => {
    expect(navHistoryOf(EMPTY_HISTORY_SCHEME_CODE)).toEqual([])
    const detail = fundDetailOf(schemeByCode(EMPTY_HISTORY_SCHEME_CODE)!)
    expect(detail).toMatchObject({
      navHistory: [],
      latestNAV: 10,
      latestNAVDate: '20-11-2026',
      oneDayReturn: null,
      oneMonthReturn: null,
    })
  })

  it('give figures computed with the shared return formulas, rounded to 2 decimals', () => {
    const series = navHistoryOf(101011)
    const figures = figuresOf(101011)
    expect(figures.latestNAV).toBe(series.at(-1)!.nav)
    expect(figures.latestNAVDate).toBe('20-11-2026')
    expect(figures.oneDayReturn).toBeCloseTo(oneDayReturn(series)!, 2)
    expect(figures.oneMonthReturn).toBeCloseTo(oneMonthReturn(series)!, 2)
    expect(figures.ytdReturn).toBeCloseTo(ytdReturn(series)!, 2)
    expect(Number(figures.ytdReturn!.toFixed(2))).toBe(figures.ytdReturn)
  })
})

describe('collections and trending', () => {
  it.each(collectionValues)('%s has at least 8 direct-growth funds', (collection) => {
    const funds = collectionFunds(collection)
    expect(funds.length).toBeGreaterThanOrEqual(8)
    for (const fund of funds) expect(fund.schemeName).toMatch(/ - Direct Plan - Growth$/)
  })

  it('sorts equity by YTD return, highest first, and holds every equity fund', () => {
    const funds = collectionFunds('equity')
    const ytd = funds.map((fund) => fund.ytdReturn!)
    expect(ytd).toEqual([...ytd].sort((a, b) => b - a))
    expect(funds).toHaveLength(housesWithFunds.length * 6)
  })

  it('limits large, mid, small and tax to their subcategory', () => {
    const subcategoryOf = (code: number) => schemeByCode(code)!.type.subcategory
    expect(collectionFunds('large').every((fund) => subcategoryOf(fund.schemeCode) === 'Large Cap')).toBe(true)
    expect(collectionFunds('mid').every((fund) => subcategoryOf(fund.schemeCode) === 'Mid Cap')).toBe(true)
    expect(collectionFunds('small').every((fund) => subcategoryOf(fund.schemeCode) === 'Small Cap')).toBe(true)
    expect(collectionFunds('tax').every((fund) => subcategoryOf(fund.schemeCode) === 'ELSS')).toBe(true)
  })

  it('lists about eight trending funds that link to a real scheme of their house', () => {
    const trending = trendingFunds()
    expect(trending).toHaveLength(8)
    for (const fund of trending) {
      const scheme = schemeByCode(fund.scheme_code!)!
      expect(scheme.name).toBe(fund.scheme_name)
      expect(scheme.house.fundHouseName).toBe(fund.fund_house_name)
    }
  })
})
