/**
 * The "TER at most" filter of the fund lists and the search page (`?terMax=1`): a total expense
 * ratio in percent a year, 0.05 to 5 with at most two decimals (AMFI reports TERs to two decimals,
 * and no Indian fund charges more than SEBI's 2.25 % cap plus its additions). One rule for the
 * site's search validators (src/) and the server's canonical page address (server/site/), so a page
 * is rendered and cached under exactly the filter the browser then reads.
 */
export const TER_MAX_LOWEST = 0.05
export const TER_MAX_HIGHEST = 5

/** A string as a visitor or a GET form writes it: digits, then at most two decimals. */
const DECIMAL = /^\d{1,3}(\.\d{1,2})?$/

/**
 * The filter's value, or undefined when there is none or it is malformed (the page then lists
 * every fund, as for any other bad parameter). The router hands over `?terMax=1` as the number 1
 * and `?terMax="1"` as the string "1": both are read.
 */
export function parseTerMax(value: unknown): number | undefined {
  let number: number
  if (typeof value === 'number') number = value
  else if (typeof value === 'string' && DECIMAL.test(value)) number = Number(value)
  else return undefined
  if (!Number.isFinite(number) || number < TER_MAX_LOWEST || number > TER_MAX_HIGHEST) return undefined
  const hundredths = Math.round(number * 100)
  // 1.255 is three decimals; 0.29 * 100 is 28.999999999999996, which is still two.
  if (Math.abs(number * 100 - hundredths) > 1e-6) return undefined
  return hundredths / 100
}

/** Whether a fund's TER passes the filter: an unknown TER never does while the filter is on. */
export function withinTerMax(ter: number | null | undefined, terMax: number | undefined): boolean {
  if (terMax === undefined) return true
  // Both are two-decimal figures: a hair of tolerance keeps 0.1 + 0.2 style sums from failing a tie.
  return ter !== null && ter !== undefined && Number.isFinite(ter) && ter <= terMax + 1e-9
}
