import { describe, expect, it } from 'vitest'
import { dateTickFormatter, formatChartDate } from '@/lib/chart-format'
import { formatDate } from '@/lib/dates'
import { formatBlogDate } from '@/features/home/blog-date'

// Intl (Node's ICU) is the oracle: the site writes dates itself to spare the browser ICU's start-up
// and to print the same month names on the server and in every browser.
const DAY = 86_400_000
const days = Array.from({ length: 800 }, (_, i) => Date.UTC(2024, 0, 1) + i * DAY + (i % 5) * 3_600_000 * 4.7)
const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-IN', options)

describe('dates written without Intl', () => {
  it('formatDate reads an ISO or dd-mm-yyyy date as a UTC day, as Intl would', () => {
    const oracle = intl({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    for (const time of days) {
      const iso = new Date(time).toISOString().slice(0, 10)
      const [y, m, d] = iso.split('-')
      expect(formatDate(iso)).toBe(oracle.format(time))
      expect(formatDate(`${d}-${m}-${y}`)).toBe(oracle.format(time))
    }
    expect(formatDate('2026-09-05')).toBe('5 Sept 2026')
    expect(formatDate('not a date')).toBe('not a date')
  })

  it("formatBlogDate is India's calendar day, whatever the time zone", () => {
    const oracle = intl({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })
    for (const time of days) expect(formatBlogDate(new Date(time).toISOString())).toBe(oracle.format(time))
    // 20:00 UTC on the 13th is 01:30 on the 14th in India.
    expect(formatBlogDate('2026-03-13T20:00:00Z')).toBe('14 Mar 2026')
    expect(formatBlogDate('garbage')).toBe('')
  })

  it('chart labels are local days, months and years, as Intl would', () => {
    const local = days.map((t) => new Date(t))
    const [dayMonth, monthYear, year] = [dateTickFormatter(30 * DAY), dateTickFormatter(700 * DAY), dateTickFormatter(4000 * DAY)]
    const [dmy, dm, my, y] = [intl({ day: 'numeric', month: 'short', year: 'numeric' }), intl({ day: 'numeric', month: 'short' }), intl({ month: 'short', year: 'numeric' }), intl({ year: 'numeric' })]
    for (const date of local) {
      expect(formatChartDate(date)).toBe(dmy.format(date))
      expect(dayMonth(date)).toBe(dm.format(date))
      expect(monthYear(date)).toBe(my.format(date))
      expect(year(date)).toBe(y.format(date))
    }
  })
})
