/**
 * Everything the visitor keeps on "My investments": their transactions, their SIP series and the tax
 * class they chose for a holding. The browser stores this document (IndexedDB,
 * src/features/portfolio/portfolio-store.ts) and the export file wraps it (portfolio-file.ts); it is
 * never sent to the server.
 */
import { z } from 'zod/mini'
import { sipSeriesSchema } from './sip-series.ts'
import { portfolioTransactionSchema } from './transaction.ts'

export const holdingTaxClassSchema = z.enum(['equity', 'debt', 'other'])

export const portfolioDocumentSchema = z.object({
  /** Entered one by one, or imported (ids stable per statement row, so a second import updates). */
  transactions: z.array(portfolioTransactionSchema),
  /** Expanded into purchases at the NAVs of their dates whenever the figures are computed. */
  sips: z.array(sipSeriesSchema),
  /** holdingKey -> the class the visitor chose over the category's default. */
  overrides: z.record(z.string(), holdingTaxClassSchema),
})
export type PortfolioDocument = z.infer<typeof portfolioDocumentSchema>

export const EMPTY_PORTFOLIO: PortfolioDocument = Object.freeze({ transactions: [], sips: [], overrides: {} }) as PortfolioDocument
