import { describe, expect, it } from 'vitest'
import { formatDate } from '@/lib/dates'
import { formatNav, formatPercent, MISSING } from '@/lib/format'

describe('formatting', () => {
  it('formats percentages with sign and two decimals, null as a dash', () => {
    expect(formatPercent(1.234)).toBe('+1.23%')
    expect(formatPercent(-0.5)).toBe('−0.50%')
    expect(formatPercent(0)).toBe('0.00%')
    expect(formatPercent(null)).toBe(MISSING)
  })

  it('formats NAVs with the rupee sign and two decimals', () => {
    expect(formatNav(1234.5)).toBe('₹1,234.50')
    expect(formatNav(10)).toBe('₹10.00')
    expect(formatNav(Number.NaN)).toBe(MISSING)
  })

  it('converts dd-mm-yyyy dates', () => {
    expect(formatDate('09-10-2026')).toBe('9 Oct 2026')
    expect(formatDate('not a date')).toBe('not a date')
    expect(formatDate('31-02-2026')).toBe('31-02-2026')
  })
})
