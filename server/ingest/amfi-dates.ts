import { isValidIso } from '../../common/figures/dates.ts'

const MONTHS: Record<string, string> = {
  jan: '01', feb: '02', mar: '03', apr: '04', may: '05', jun: '06',
  jul: '07', aug: '08', sep: '09', oct: '10', nov: '11', dec: '12',
}

/**
 * `09-Oct-2026` -> `2026-10-09`; null when the text is not such a date (a truncated line, say) or the
 * day does not exist (31-Feb-2026, 29-Feb-2025): SQLite would store it, and every later date
 * calculation on it would throw.
 */
export function amfiDateToIso(text: string): string | null {
  const m = /^(\d{2})-([A-Za-z]{3})-(\d{4})$/.exec(text.trim())
  if (!m) return null
  const month = MONTHS[m[2]!.toLowerCase()]
  if (!month) return null
  const iso = `${m[3]}-${month}-${m[1]}`
  return isValidIso(iso) ? iso : null
}

const INDIA_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' })

/** Today's date in India, ISO: AMFI dates its files in Indian time, whatever the server's zone. */
export function indiaToday(now = Date.now()): string {
  return INDIA_DATE.format(now)
}

/** `2026-10-09` -> `09-Oct-2026`, the format of AMFI's query parameters. */
export function isoToAmfi(iso: string): string {
  const names = Object.keys(MONTHS)
  const name = names[Number(iso.slice(5, 7)) - 1]!
  return `${iso.slice(8, 10)}-${name[0]!.toUpperCase()}${name.slice(1)}-${iso.slice(0, 4)}`
}
