const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  // Publication dates are Indian dates, whatever the visitor's own time zone.
  timeZone: 'Asia/Kolkata',
})

/** "14 Mar 2026" for a blog's created_at (ISO date or date-time). */
export function formatBlogDate(createdAt: string): string {
  const time = Date.parse(createdAt)
  return Number.isNaN(time) ? '' : dateFormat.format(time)
}
