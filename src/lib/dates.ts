/** `dd-mm-yyyy` (the contract's NAV date) to ISO `yyyy-mm-dd`, which sorts as text. */
export function dmyToIso(dmy: string): string {
  const [d, m, y] = dmy.split('-')
  return `${y}-${m}-${d}`
}

const dateFormatter = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** A readable date for people, e.g. "20 Nov 2026", from ISO or dd-mm-yyyy. */
export function formatDate(date: string): string {
  const iso = /^\d{2}-\d{2}-\d{4}$/.test(date) ? dmyToIso(date) : date
  const time = Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso)
  return Number.isNaN(time) ? date : dateFormatter.format(time)
}
