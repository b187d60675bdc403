/** Hand-built portfolio transactions for the portfolio's tests. */
import { type PortfolioTransaction, type TransactionKind } from '../../../common/portfolio/transaction.ts'

/**
 * A transaction of folio F1, scheme 100 unless `extra` says otherwise; its NAV is amount / units (0 for a
 * dividend payout).
 */
export function tx(
  id: string,
  kind: TransactionKind,
  date: string,
  units: number,
  amount: number,
  extra: Partial<PortfolioTransaction> = {},
): PortfolioTransaction {
  return { id, folio: 'F1', schemeCode: 100, date, kind, units, amount, nav: units > 0 ? amount / units : 0, ...extra }
}
