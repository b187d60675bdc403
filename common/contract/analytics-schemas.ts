/**
 * The contract's additions beyond the seed's calls (endpoints.ts): a scheme's performance figures,
 * search, and the SIP calculator. Same rules as schemas.ts: zod
 * only, shared by the site, the msw handlers and the reference server.
 *
 * Percentages are plain numbers (12.5 = 12.5 %); `null` means "not enough history", never zero.
 */
import { z } from 'zod/mini'
import { dmyToIso } from '../figures/dates.ts'
import { PERIODS } from '../figures/periods.ts'
import { GAP_PERIODS, LIST_RETURN_PERIODS, ROLLING_WINDOWS, SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LENGTH, SEARCH_MAX_LIMIT, SIP_MAX_AMOUNT, SIP_MIN_AMOUNT } from './limits.ts'
import { dataEnvelope, dmyDate, percent, schemeCode } from './primitives.ts'

export { GAP_PERIODS, LIST_RETURN_PERIODS, ROLLING_WINDOWS, SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LENGTH, SEARCH_MAX_LIMIT, SIP_MAX_AMOUNT, SIP_MIN_AMOUNT }

export const planSchema = z.enum(['Direct', 'Regular'])
export const optionSchema = z.enum(['Growth', 'IDCW'])
export const periodSchema = z.enum(PERIODS)
export const returnKindSchema = z.enum(['absolute', 'cagr'])

const count = z.int().check(z.nonnegative())
const nullableNumber = z.nullable(z.number())

// ---------------------------------------------------------------------------------------------
// Performance
// ---------------------------------------------------------------------------------------------

/** One period of the returns table; every field null when the history is too short for it. */
export const periodReturnSchema = z.object({
  period: periodSchema,
  kind: z.nullable(returnKindSchema),
  value: percent,
  categoryAverage: percent,
  /** 1 = best of `of` peers with a figure for this period. */
  rank: z.nullable(z.int().check(z.positive())),
  of: z.nullable(z.int().check(z.positive())),
  quartile: z.nullable(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])),
})

export const riskSchema = z.object({
  /** The window the figures cover: the last three years, or the whole history if shorter. */
  window: z.object({ from: dmyDate, to: dmyDate }),
  /** Annualised standard deviation of daily returns, percent. */
  volatility: z.number(),
  /** Largest peak-to-trough fall in the window, a negative percentage (0 if the NAV never fell). */
  maxDrawdown: z.number(),
  drawdownFrom: z.nullable(dmyDate),
  drawdownTo: z.nullable(dmyDate),
  /** First date the NAV regained the peak after the trough; null if it has not yet. */
  recoveredOn: z.nullable(dmyDate),
  sharpe: nullableNumber,
  sortino: nullableNumber,
  /** Percent a year, the server's setting, stated beside the figures. */
  riskFreeRate: z.number(),
  categoryAverage: z.object({ volatility: nullableNumber, maxDrawdown: nullableNumber, sharpe: nullableNumber }),
})

export const rollingSchema = z.object({
  window: z.enum(ROLLING_WINDOWS),
  count: z.int().check(z.positive()),
  min: z.number(),
  median: z.number(),
  max: z.number(),
  /** Percent (0..100) of the windows whose return was above zero. */
  positiveShare: z.number().check(z.gte(0), z.lte(100)),
})

export const otherPlanSchema = z.object({
  schemeCode,
  schemeName: z.string(),
  plan: planSchema,
  /** This plan's return minus the other's, in percentage points. */
  gap: z.array(z.object({ period: z.enum(GAP_PERIODS), value: percent })),
})

export const performanceSchema = z.object({
  schemeCode,
  /** The latest NAV date the figures are computed to. */
  asOf: dmyDate,
  plan: z.nullable(planSchema),
  option: z.nullable(optionSchema),
  category: z.string(),
  subcategory: z.string(),
  /** Schemes of the same subcategory, plan and option that have a figure. */
  peerGroup: z.object({ name: z.string(), size: count }),
  returns: z.array(periodReturnSchema).check(z.length(PERIODS.length)),
  risk: z.nullable(riskSchema),
  rolling: z.array(rollingSchema),
  otherPlan: z.nullable(otherPlanSchema),
})

// ---------------------------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------------------------

export const schemeHitSchema = z.object({
  kind: z.literal('scheme'),
  schemeCode,
  schemeName: z.string(),
  fundHouseId: z.int().check(z.positive()),
  fundHouseName: z.string(),
  subcategory: z.string(),
  plan: z.nullable(planSchema),
  option: z.nullable(optionSchema),
  /** The plan's total expense ratio in force, percent a year (costs-schemas.ts); null when unknown. */
  ter: z.nullable(z.number()),
  /**
   * The date of that TER (`dd-mm-yyyy`, the costs call's `asOf`); null exactly when `ter` is. TERs
   * come from AMFI reports of different dates, so a TER is shown with its date, never as current.
   */
  terAsOf: z.nullable(dmyDate),
})

export const fundHouseHitSchema = z.object({
  kind: z.literal('fund_house'),
  id: z.int().check(z.positive()),
  fund_house_name: z.string(),
  /** Active schemes of the house. */
  schemes: count,
})

export const searchHitSchema = z.discriminatedUnion('kind', [schemeHitSchema, fundHouseHitSchema])

/** The query string: `q` trimmed, 1..100 characters; `limit` 1..50 written in digits. */
export const searchQuerySchema = z.strictObject({
  q: z.string().check(z.trim(), z.minLength(1), z.maxLength(SEARCH_MAX_LENGTH)),
  limit: z.optional(
    z.pipe(
      z.pipe(z.string().check(z.regex(/^[1-9]\d?$/)), z.transform(Number)),
      z.number().check(z.lte(SEARCH_MAX_LIMIT)),
    ),
  ),
})

// ---------------------------------------------------------------------------------------------
// Ours, beyond the contract's additions: list returns and a scheme's reference
// ---------------------------------------------------------------------------------------------

/**
 * One row of GET fund_house/{id}/returns and collection/{category}/returns: the 1Y, 3Y and 5Y
 * CAGRs of a scheme (the same values as its performance figures) with its plan and option, so
 * a fund list can add return columns and plan/option filters with one request, not one per row.
 */
export const listReturnSchema = z.object({
  schemeCode,
  plan: z.nullable(planSchema),
  option: z.nullable(optionSchema),
  return1Y: percent,
  return3Y: percent,
  return5Y: percent,
  /** The plan's total expense ratio in force, percent a year (costs-schemas.ts); null when unknown. */
  ter: z.nullable(z.number()),
  /**
   * The date of that TER (`dd-mm-yyyy`, the costs call's `asOf`); null exactly when `ter` is. TERs
   * come from AMFI reports of different dates, so a TER is shown with its date, never as current.
   */
  terAsOf: z.nullable(dmyDate),
})

// ---------------------------------------------------------------------------------------------
// SIP
// ---------------------------------------------------------------------------------------------

/**
 * Before any fund's NAVs in the data: an earlier SIP date is refused here, before the fund's history
 * is read; the answer then holds `from` to the fund's own first NAV (figures/sip-answer.ts).
 */
export const SIP_EARLIEST_YEAR = 1990

/** A real calendar date in `dd-mm-yyyy` (31-02-2026 is refused), in SIP_EARLIEST_YEAR or later. */
const calendarDate = dmyDate.check(
  z.refine((value) => dmyToIso(value) !== null, { message: 'Expected a real calendar date' }),
  z.refine((value) => Number(value.slice(6)) >= SIP_EARLIEST_YEAR, { message: `Expected a date in ${SIP_EARLIEST_YEAR} or later` }),
)

const isoOf = (dmy: string) => dmyToIso(dmy) ?? ''

export const sipBodySchema = z
  .strictObject({
    schemeCode,
    /** Whole rupees per installment. */
    amount: z.int().check(z.gte(SIP_MIN_AMOUNT), z.lte(SIP_MAX_AMOUNT)),
    from: calendarDate,
    /** Defaults to the latest NAV date. */
    to: z.optional(calendarDate),
    /** Day of the month of each installment, 1..28; defaults to the day of `from`. */
    day: z.optional(z.int().check(z.gte(1), z.lte(28))),
  })
  .check(
    z.refine((body) => body.to === undefined || isoOf(body.from) < isoOf(body.to), {
      message: '`from` must be before `to`',
      path: ['from'],
    }),
  )

export const sipInstallmentSchema = z.object({ date: dmyDate, nav: z.number().check(z.positive()), units: z.number() })

export const sipResultSchema = z.object({
  installments: count,
  invested: z.number(),
  units: z.number(),
  value: z.number(),
  gain: z.number(),
  /** Annual internal rate of return, percent (Actual/365); null when none exists. */
  xirr: nullableNumber,
  asOf: dmyDate,
  schedule: z.array(sipInstallmentSchema),
})

// ---------------------------------------------------------------------------------------------
// Responses and types
// ---------------------------------------------------------------------------------------------

export const analyticsResponses = {
  performance: dataEnvelope(performanceSchema),
  search: dataEnvelope(z.array(searchHitSchema)),
  sip: dataEnvelope(sipResultSchema),
  fundHouseReturns: dataEnvelope(z.array(listReturnSchema)),
  collectionReturns: dataEnvelope(z.array(listReturnSchema)),
  /** A scheme's name, house, plan and option (the compare page reading a shared link). */
  scheme: dataEnvelope(schemeHitSchema),
} as const

export type Plan = z.infer<typeof planSchema>
export type Option = z.infer<typeof optionSchema>
export type PeriodReturnFigure = z.infer<typeof periodReturnSchema>
export type Risk = z.infer<typeof riskSchema>
export type Rolling = z.infer<typeof rollingSchema>
export type OtherPlan = z.infer<typeof otherPlanSchema>
export type Performance = z.infer<typeof performanceSchema>
export type SearchHit = z.infer<typeof searchHitSchema>
export type SchemeHit = z.infer<typeof schemeHitSchema>
export type FundHouseHit = z.infer<typeof fundHouseHitSchema>
export type ListReturn = z.infer<typeof listReturnSchema>
export type SearchQuery = z.input<typeof searchQuerySchema>
export type SipBody = z.input<typeof sipBodySchema>
export type SipResultBody = z.infer<typeof sipResultSchema>
