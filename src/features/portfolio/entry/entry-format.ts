import type { SchemeHit } from '@common/contract/analytics-schemas'
import type { TransactionKind } from '@common/portfolio/transaction'
import { schemeFallbackName } from '../fund-picker/scheme-facts'

/** How the lists name a record's kind. */
export const KIND_LABELS: Record<TransactionKind, string> = {
  purchase: 'Purchase',
  redemption: 'Redemption',
  'switch-in': 'Switch in',
  'switch-out': 'Switch out',
  'dividend-reinvest': 'Dividend reinvested',
  'dividend-payout': 'Dividend paid out',
}

/** A scheme's name as the page knows it, or its code while it does not. */
export const schemeName = (schemes: ReadonlyMap<number, SchemeHit>, schemeCode: number) =>
  schemes.get(schemeCode)?.schemeName ?? schemeFallbackName(schemeCode)

/** "5th", "22nd": the day of a SIP's installments. */
export function ordinalDay(day: number): string {
  const tens = day % 100
  if (tens >= 11 && tens <= 13) return `${day}th`
  return `${day}${day % 10 === 1 ? 'st' : day % 10 === 2 ? 'nd' : day % 10 === 3 ? 'rd' : 'th'}`
}
