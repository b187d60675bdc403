const MONTHS: Record<string, string> = {
  jan: '01', feb: '02', mar: '03', apr: '04', may: '05', jun: '06',
  jul: '07', aug: '08', sep: '09', oct: '10', nov: '11', dec: '12',
}

/** `09-Oct-2026` -> `2026-10-09`; null when the text is not such a date (a truncated line, say). */
export function amfiDateToIso(text: string): string | null {
  const m = /^(\d{2})-([A-Za-z]{3})-(\d{4})$/.exec(text.trim())
  if (!m) return null
  const month = MONTHS[m[2]!.toLowerCase()]
  const day = Number(m[1])
  if (!month || day < 1 || day > 31) return null
  return `${m[3]}-${month}-${m[1]}`
}

/** `2026-10-09` -> `09-10-2026`, the contract's wire format. */
export function isoToDmy(iso: string): string {
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`
}

/** `2026-10-09` -> `09-Oct-2026`, the format of AMFI's query parameters. */
export function isoToAmfi(iso: string): string {
  const names = Object.keys(MONTHS)
  const name = names[Number(iso.slice(5, 7)) - 1]!
  return `${iso.slice(8, 10)}-${name[0]!.toUpperCase()}${name.slice(1)}-${iso.slice(0, 4)}`
}
