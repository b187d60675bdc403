import { dayMonthYearText, indiaDay } from '@/lib/dates'

/** "14 Mar 2026" for a blog's created_at (ISO date or date-time), as a date in India whatever the visitor's time zone. */
export function formatBlogDate(createdAt: string): string {
  const time = Date.parse(createdAt)
  return Number.isNaN(time) ? '' : dayMonthYearText(indiaDay(time))
}
