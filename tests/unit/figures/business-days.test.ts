/** Business days on India's calendar (common/figures/business-days.ts): weekends, month and year ends. */
import { describe, expect, it } from 'vitest'
import { businessDaysBetween, indiaIsoDate, navIsBehind } from '../../../common/figures/business-days.ts'

describe('businessDaysBetween', () => {
  it.each([
    ['2026-11-20', '2026-11-20', 0], // the same day
    ['2026-11-20', '2026-11-21', 0], // Friday -> Saturday
    ['2026-11-20', '2026-11-22', 0], // Friday -> Sunday
    ['2026-11-20', '2026-11-23', 1], // Friday -> Monday
    ['2026-11-21', '2026-11-23', 1], // Saturday -> Monday
    ['2026-11-20', '2026-11-25', 3],
    ['2026-11-20', '2026-11-27', 5], // a whole week
    ['2026-11-20', '2026-12-04', 10], // two weeks, across a month end
    ['2026-11-27', '2026-12-01', 2], // Friday -> Tuesday across November's end
    ['2026-12-31', '2027-01-04', 2], // Thursday -> Monday across the year's end
    ['2024-02-28', '2024-03-01', 2], // a leap day is a Thursday
    ['2026-11-23', '2026-11-20', 0], // backwards
  ])('%s -> %s is %i', (from, to, days) => expect(businessDaysBetween(from, to)).toBe(days))

  it('agrees with walking day by day over a year of spans', () => {
    const walk = (from: string, to: string) => {
      let days = 0
      for (let t = Date.parse(`${from}T00:00:00Z`) + 86_400_000; t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
        const weekday = new Date(t).getUTCDay()
        if (weekday !== 0 && weekday !== 6) days++
      }
      return days
    }
    for (let span = 0; span < 40; span++) {
      for (const from of ['2026-01-01', '2026-02-27', '2026-11-20', '2026-12-26']) {
        const to = new Date(Date.parse(`${from}T00:00:00Z`) + span * 86_400_000).toISOString().slice(0, 10)
        expect(businessDaysBetween(from, to), `${from} -> ${to}`).toBe(walk(from, to))
      }
    }
  })
})

describe('navIsBehind', () => {
  it('allows two business days, not three', () => {
    expect(navIsBehind('2026-11-20', '2026-11-24')).toBe(false) // Friday's NAVs on Tuesday
    expect(navIsBehind('2026-11-20', '2026-11-25')).toBe(true) // ... on Wednesday
    expect(navIsBehind('2026-11-26', '2026-11-30')).toBe(false) // Thursday's on Monday
    expect(navIsBehind('2026-11-26', '2026-12-01')).toBe(true) // ... on Tuesday, across the month end
    expect(navIsBehind('2026-11-20', '2026-11-20')).toBe(false)
  })
})

describe('indiaIsoDate', () => {
  it("is India's date, 5:30 ahead of UTC", () => {
    expect(indiaIsoDate(Date.parse('2026-11-20T18:29:59Z'))).toBe('2026-11-20')
    expect(indiaIsoDate(Date.parse('2026-11-20T18:30:00Z'))).toBe('2026-11-21')
    expect(indiaIsoDate(Date.parse('2026-12-31T20:00:00Z'))).toBe('2027-01-01')
  })
})
