/**
 * How long an AMFI field or line may be. Every value is well above what AMFI writes (the 2026-10-09
 * history report: scheme names up to 181 characters, fund houses 33, group lines 89, Option 84, ISINs
 * 12) and far below what a broken or hostile file can carry: a 10 MB line must not become a fund house.
 */
export const MAX_SCHEME_NAME = 300
export const MAX_FUND_HOUSE = 100
export const MAX_GROUP_LINE = 200
/** The Plan and Option columns of the newer formats. */
export const MAX_PLAN_OPTION = 120
export const MAX_ISIN = 12

/** No AMFI line comes near this (a full row is under 1 KB); longer ones are refused before they are held whole. */
export const MAX_LINE_BYTES = 64 * 1024

/** NAV dates: nothing before this, nothing after today in India plus one day. */
export const EARLIEST_NAV_DATE = '1990-01-01'

/** At most `max` characters of a line or field for an error message, quoted. */
export function excerpt(text: string, max = 80): string {
  return text.length <= max ? JSON.stringify(text) : `${JSON.stringify(text.slice(0, max))}… (${text.length} characters)`
}
