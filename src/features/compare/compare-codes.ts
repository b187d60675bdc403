import { validateChartSearch, type ChartPeriod } from '@/lib/chart-period'
import { MAX_COMPARE, type CompareCodesValue } from './compare-store'

/**
 * The address of the compare page: `/compare?codes=119551,120503&period=1Y`.
 *
 * `codes` is kept as written (a number for one code, text for a list) rather than as the parsed
 * list, for two reasons: the page must be able to say which parts it dropped, and the router
 * writes the validated value back into links, where an array would become `%5B...%5D` and a
 * single code given as text `%22119551%22`. parseCompareCodes reads it; compareCodesValue
 * (compare-store.ts, so the tray's link needs nothing of this module) writes it.
 */
export type CompareSearch = { codes?: CompareCodesValue; period?: ChartPeriod }

export const COMPARE_OVERFLOW_MESSAGE = `Only ${MAX_COMPARE} funds can be compared; showing the first ${MAX_COMPARE}.`

/** A scheme code as the rest of the site accepts one in an address (idParamSchema's rule). */
const SCHEME_CODE = /^[1-9]\d{0,8}$/

export function validateCompareSearch(search: Record<string, unknown>): CompareSearch {
  // Both keys always, undefined when dropped: the router merges the raw search under the validated one.
  return { codes: codesValueOf(search.codes), period: validateChartSearch(search).period }
}

/** The router has already JSON-parsed the value: `?codes=5` is a number, `?codes=1&codes=2` an array. */
function codesValueOf(raw: unknown): CompareCodesValue | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined
  if (typeof raw === 'number' || typeof raw === 'string') return raw
  if (Array.isArray(raw)) return raw.map((part) => (typeof part === 'object' ? JSON.stringify(part) : String(part))).join(',')
  // true, an object: junk the page will name, not silently an empty comparison.
  return typeof raw === 'object' ? JSON.stringify(raw) : String(raw)
}

export type ParsedCodes = {
  /** The funds to show: distinct, in the order written, at most MAX_COMPARE. */
  codes: number[]
  /** Parts that are not scheme codes, as written (for the note that says they were left out). */
  ignored: string[]
  /** Distinct codes beyond the first MAX_COMPARE. */
  overflow: number[]
}

/** Reads `codes`: a comma list of positive integers; duplicates and blanks dropped, junk reported. */
export function parseCompareCodes(value: CompareCodesValue | undefined): ParsedCodes {
  const parsed: ParsedCodes = { codes: [], ignored: [], overflow: [] }
  if (value === undefined) return parsed
  const seen = new Set<number>()
  for (const raw of String(value).split(',')) {
    const part = raw.trim()
    if (part === '') continue
    if (!SCHEME_CODE.test(part)) {
      parsed.ignored.push(part)
      continue
    }
    const code = Number(part)
    if (seen.has(code)) continue
    seen.add(code)
    if (parsed.codes.length < MAX_COMPARE) parsed.codes.push(code)
    else parsed.overflow.push(code)
  }
  return parsed
}

/** "abc", "12x" and "-5" in words, for the note; long junk shortened so the note stays a line. */
export function describeIgnored(parts: readonly string[]): string {
  const shown = parts.map((part) => `"${part.length > 24 ? `${part.slice(0, 23)}…` : part}"`)
  const what = parts.length === 1 ? 'is not a scheme code' : 'are not scheme codes'
  return `${shown.join(', ')} in the address ${what} and ${parts.length === 1 ? 'was' : 'were'} left out.`
}
