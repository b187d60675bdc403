import { formatDate } from './dates'
import { MISSING } from './format'

/**
 * How a total expense ratio (TER) reads on the lists, the search results and the compare page:
 * percent a year with two decimals, as AMFI publishes it, no sign (it is a cost, never negative).
 */

/** What "TER" stands for, for a title and for screen readers. */
export const TER_EXPLAINED = 'Total expense ratio, % a year'

/** "0.62%"; "–" when unknown. */
export function formatTer(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING
  return `${value.toFixed(2)}%`
}

/** The "TER at most" choices offered (percent a year): Direct plans sit mostly under 1, Regular ones over. */
export const TER_MAX_CHOICES = [0.5, 0.75, 1, 1.5, 2] as const

/** The choices, with a value from the address that is not one of them (a hand-edited 0.6) in its place. */
export function terMaxChoices(current: number | undefined): number[] {
  const choices: number[] = [...TER_MAX_CHOICES]
  if (current !== undefined && !choices.includes(current)) choices.push(current)
  return choices.sort((a, b) => a - b)
}

/** The count's and the empty state's words while the filter is on. */
export const terFilterNote = (terMax: number) => `TER at most ${formatTer(terMax)} a year; funds whose TER is not known are left out`

/**
 * The dates of the TERs a list shows (dd-mm-yyyy, as the rows carry them): the one they share
 * (`newest` null), or the oldest and the newest. AMFI's reports are monthly and the site's TERs come
 * from reports of different months (the demo's from 2023-2024), so a TER is never shown as current.
 */
export type TerAsOf = { oldest: string; newest: string | null }

/** `dd-mm-yyyy` as text that sorts by date: `yyyymmdd`. */
const dateKey = (dmy: string) => dmy.slice(6) + dmy.slice(3, 5) + dmy.slice(0, 2)

/**
 * Which "as of" a list's note gives: its rows' one TER date, or their range; null when no row has a
 * TER (the note is left out). Only a row's `terAsOf` is read, which the contract makes null exactly
 * when its `ter` is. One pass; a row whose date equals an end already found costs one comparison,
 * as nearly every row does (a fund house's TERs come from one report).
 */
export function listTerAsOf(rows: Iterable<{ terAsOf: string | null }>): TerAsOf | null {
  let oldest: string | null = null
  let newest: string | null = null
  let oldestKey = ''
  let newestKey = ''
  for (const { terAsOf } of rows) {
    if (terAsOf === null || terAsOf === oldest || terAsOf === newest) continue
    const key = dateKey(terAsOf)
    if (oldest === null) {
      oldest = newest = terAsOf
      oldestKey = newestKey = key
    } else if (key < oldestKey) {
      oldest = terAsOf
      oldestKey = key
    } else if (key > newestKey) {
      newest = terAsOf
      newestKey = key
    }
  }
  if (oldest === null) return null
  return { oldest, newest: newest === oldest ? null : newest }
}

/** The rows' TERs are of different dates: then each row says its own, which the note cannot. */
export const terDatesDiffer = (asOf: TerAsOf | null): boolean => asOf !== null && asOf.newest !== null

/**
 * A list's note on its TERs' date, as the fund page's Costs panel says it ("TER as of 1 Nov 2026
 * (AMFI)"), once for the list rather than on every row; with dates of different reports, their range,
 * and "by fund" so no one reads the range as the TERs' period.
 */
export function terAsOfText({ oldest, newest }: TerAsOf): string {
  return newest === null
    ? `TER as of ${terDateText(oldest)} (AMFI)`
    : `TER as of ${terDateText(oldest)} to ${terDateText(newest)} (AMFI), by fund`
}

// A list's rows share a few report dates: each is formatted once, not once per row and render.
// Bounded by the number of AMFI reports the data holds.
const dateTexts = new Map<string, string>()

/** "1 Nov 2026" from a TER's `dd-mm-yyyy`, as the site writes dates (formatDate), remembered. */
export function terDateText(dmy: string): string {
  let text = dateTexts.get(dmy)
  if (text === undefined) dateTexts.set(dmy, (text = formatDate(dmy)))
  return text
}
