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
