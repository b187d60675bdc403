/**
 * What a fund costs: AMFI's total expense ratio (TER) of a scheme's plan, as the contract's
 * "keeping current, costs" addition fixes it. Same rules as schemas.ts: zod only, shared by the
 * site, the msw handlers and the reference server. Percentages are percent a year (1.25 = 1.25 %).
 */
import { z } from 'zod/mini'
import { planSchema } from './analytics-schemas.ts'
import { dataEnvelope, dmyDate, schemeCode } from './primitives.ts'

/** A part of a TER, percent a year: null where AMFI left it blank; negative where AMFI reports a reversal (real rows do). */
const terPart = z.nullable(z.number().check(z.gte(-100), z.lte(100)))

/** One plan's TER and its parts (SEBI's Regulation 52(6A)): base, (b) and (c) additions, GST on fees. */
export const terSchema = z.object({
  total: z.number().check(z.gte(0), z.lte(100)),
  base: terPart,
  additional52_6A_b: terPart,
  additional52_6A_c: terPart,
  gst: terPart,
})

/** One change of the TER in force: from `date` on, until the next entry. */
export const terHistoryEntrySchema = z.object({ date: dmyDate, total: z.number().check(z.gte(0), z.lte(100)) })

export const costsSchema = z.object({
  schemeCode,
  plan: planSchema,
  /** The date of the TER in force (`dd-mm-yyyy`). */
  asOf: dmyDate,
  ter: terSchema,
  /** The other plan of the same scheme (Direct for Regular, and back); null when unknown. */
  otherPlanTer: z.nullable(terSchema),
  /** The median total TER of the same subcategory and plan; null with no peer. */
  categoryMedian: z.nullable(z.number()),
  /** 1 = the cheapest of `of` (ties share the better rank). */
  categoryRank: z.nullable(z.int().check(z.positive())),
  of: z.nullable(z.int().check(z.positive())),
  /** Oldest first, one entry per change. */
  history: z.array(terHistoryEntrySchema),
})

export const costsResponses = {
  /** `{data: null}` when no TER is known for the scheme. */
  costs: dataEnvelope(z.nullable(costsSchema)),
} as const

export type Ter = z.infer<typeof terSchema>
export type TerHistoryEntry = z.infer<typeof terHistoryEntrySchema>
export type Costs = z.infer<typeof costsSchema>
