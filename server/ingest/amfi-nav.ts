/**
 * The NAV field of an AMFI row. Three outcomes: a usable NAV; a known AMFI oddity (`N.A.`, `#N/A`,
 * empty, `0`, negative), which is skipped and counted; or a number no fund can have (400
 * digits, `1e5`, `Infinity`), which means the file is broken and refuses it: `Number()` would
 * happily store such text as Infinity or as a value nobody published.
 */

/** Digits before and after the point. The real history report has at most 4 and 8. */
export const NAV_INTEGER_DIGITS = 10
export const NAV_DECIMALS = 8
/** Every NAV the rules above admit is below this; the database repair uses the same bound. */
export const MAX_NAV = 1e10

export type NavReading =
  | { nav: number; skipReason: null }
  | { nav: null; skipReason: string }
  | { refused: string }

const PLAIN = /^-?(\d+)(?:\.(\d+))?$/
/** Text that JavaScript would read as a number although AMFI never writes one that way. */
const NUMERIC_ODDITY = /^[-+]?(?:(?:\d+\.?\d*|\.\d+)e[-+]?\d+|inf(?:inity)?)$/i

export function readNav(text: string): NavReading {
  const t = text.trim()
  if (t === '') return { nav: null, skipReason: 'empty' }
  const plain = PLAIN.exec(t)
  if (!plain) {
    if (NUMERIC_ODDITY.test(t)) return { refused: 'not a plain decimal number' }
    return { nav: null, skipReason: t.length <= 12 ? t : 'not a number' }
  }
  if (plain[1]!.length > NAV_INTEGER_DIGITS) return { refused: `more than ${NAV_INTEGER_DIGITS} digits before the point` }
  if ((plain[2]?.length ?? 0) > NAV_DECIMALS) return { refused: `more than ${NAV_DECIMALS} decimals` }
  const value = Number(t)
  if (value === 0) return { nav: null, skipReason: 'zero' }
  if (value < 0) return { nav: null, skipReason: 'negative' }
  return { nav: value, skipReason: null }
}

/** Why a NAV field is not usable, or null when it is a positive number (refusals included). */
export function navSkipReason(text: string): string | null {
  const reading = readNav(text)
  return 'refused' in reading ? reading.refused : reading.skipReason
}
