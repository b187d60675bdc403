import { describe, expect, it } from 'vitest'
import { trendOf } from '@/lib/trend'
import { formatDate } from '@/lib/dates'
import { formatNav, formatPercent, MISSING } from '@/lib/format'

describe('return formatting', () => {
  it('shows percentages with two decimals and a sign', () => {
    expect(formatPercent(2.214)).toBe('+2.21%')
    expect(formatPercent(-0.349)).toBe('−0.35%')
    expect(formatPercent(0)).toBe('0.00%')
    expect(formatPercent(12.005)).toMatch(/^\+12\.0[01]%$/)
  })

  it('shows a dash for a figure that cannot be computed', () => {
    expect(formatPercent(null)).toBe(MISSING)
    expect(formatPercent(undefined)).toBe(MISSING)
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe(MISSING)
  })

  it('styles a return positive when >= 0 and negative otherwise (spec section 9)', () => {
    expect(trendOf(0)).toBe('positive')
    expect(trendOf(0.01)).toBe('positive')
    expect(trendOf(-0.01)).toBe('negative')
    expect(trendOf(null)).toBeUndefined()
  })
})

describe('NAV formatting', () => {
  it('uses the rupee sign, Indian grouping and exactly two decimals', () => {
    expect(formatNav(783.8912)).toBe('₹783.89')
    expect(formatNav(10)).toBe('₹10.00')
    expect(formatNav(123456.789)).toBe('₹1,23,456.79')
    expect(formatNav(0.005)).toBe('₹0.01')
    expect(formatNav(null)).toBe(MISSING)
  })

  it('shows the latest NAV date for people', () => {
    expect(formatDate('20-11-2026')).toBe('20 Nov 2026')
  })
})
