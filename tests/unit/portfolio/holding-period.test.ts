/** "Held for more than N months" (common/portfolio/holding-period.ts) at its edges. */
import { describe, expect, it } from 'vitest'
import { firstDayHeldMoreThan, heldMoreThan, holdingPeriodEnd } from '../../../common/portfolio/holding-period.ts'

describe('heldMoreThan', () => {
  it('exactly 12 months is not more than 12 months; one day later is', () => {
    // 2023-01-15 + 12 months = 2024-01-15: held exactly 12 months on that day.
    expect(heldMoreThan('2023-01-15', '2024-01-15', 12)).toBe(false)
    expect(heldMoreThan('2023-01-15', '2024-01-16', 12)).toBe(true)
  })

  it('24 and 36 months the same way', () => {
    expect(heldMoreThan('2022-07-22', '2024-07-22', 24)).toBe(false)
    expect(heldMoreThan('2022-07-22', '2024-07-23', 24)).toBe(true)
    expect(heldMoreThan('2021-07-22', '2024-07-22', 36)).toBe(false)
    expect(heldMoreThan('2021-07-22', '2024-07-23', 36)).toBe(true)
  })

  it('a month-end purchase counts to the same day, or the month end when the month is shorter', () => {
    // 2023-01-31 + 12 months = 2024-01-31 (January has the 31st).
    expect(holdingPeriodEnd('2023-01-31', 12)).toBe('2024-01-31')
    expect(heldMoreThan('2023-01-31', '2024-01-31', 12)).toBe(false)
    expect(heldMoreThan('2023-01-31', '2024-02-01', 12)).toBe(true)
    // 2020-02-29 + 12 months: 2021 has no 29 Feb, the period ends on the 28th.
    expect(holdingPeriodEnd('2020-02-29', 12)).toBe('2021-02-28')
    expect(heldMoreThan('2020-02-29', '2021-02-28', 12)).toBe(false)
    expect(heldMoreThan('2020-02-29', '2021-03-01', 12)).toBe(true)
    // 2023-01-31 + 1 month = 2023-02-28; + 13 months = 2024-02-29 (leap year).
    expect(holdingPeriodEnd('2023-01-31', 1)).toBe('2023-02-28')
    expect(holdingPeriodEnd('2023-01-31', 13)).toBe('2024-02-29')
  })

  it('a sale on or before the purchase date is never long', () => {
    expect(heldMoreThan('2024-01-10', '2024-01-10', 12)).toBe(false)
    expect(heldMoreThan('2024-01-10', '2023-01-10', 12)).toBe(false)
  })
})

describe('firstDayHeldMoreThan', () => {
  it('the day after the period ends', () => {
    expect(firstDayHeldMoreThan('2023-01-15', 12)).toBe('2024-01-16')
    expect(firstDayHeldMoreThan('2020-02-29', 12)).toBe('2021-03-01')
    // 2023-12-31 + 2 months = 2024-02-29, so 1 March.
    expect(firstDayHeldMoreThan('2023-12-31', 2)).toBe('2024-03-01')
    expect(firstDayHeldMoreThan('2022-07-22', 24)).toBe('2024-07-23')
  })
})
