/**
 * The wire contract as zod schemas, the single source of truth for every shape that crosses the
 * network: the client fetchers, the msw handlers (mocks/) and the server import it, and the server
 * publishes it as OpenAPI 3.1 (GET /api/openapi.json, read at GET /api/docs). So: zod only, no browser,
 * React or Node dependencies. Written with zod/mini (`z.optional(x)`, `.check(z.minLength(1))`): the
 * same parser as classic zod, but tree-shakable (docs/decisions/003-no-intl-no-zod-on-first-load.md).
 */
import { z } from 'zod/mini'
import { analyticsResponses } from './analytics-schemas.ts'
import { costsResponses } from './costs-schemas.ts'
import { isinResponses } from './isin-schemas.ts'
import { assetUrl, dataEnvelope, dmyDate, type errorEnvelopeSchema, MAX_TEXT_LENGTH, navString, percent, schemeCode } from './primitives.ts'

import { collectionValues, ID_PARAM_PATTERN } from './limits.ts'

export { collectionValues } from './limits.ts'
export { assetUrl, dataEnvelope, dmyDate, errorEnvelopeSchema, MAX_TEXT_LENGTH, navString, percent, schemeCode } from './primitives.ts'

// ---------------------------------------------------------------------------------------------
// Entities
// ---------------------------------------------------------------------------------------------

export const blogSchema = z.object({
  id: z.int(),
  created_at: z.union([z.iso.datetime({ offset: true }), z.iso.date()]),
  image: assetUrl,
  title: z.string(),
  short_desc: z.string(),
  bloger: assetUrl,
  published_by: z.string(),
  designation: z.string(),
})

export const fundHouseSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  logo: assetUrl,
  /** The AMFI name; it is the `amc_name` of every POST body. */
  fund_house_name: z.string().check(z.minLength(1)),
  /** HTML from an edited content store: sanitise before rendering. */
  description: z.string(),
  /** `label: value` lines separated by `\n`. */
  key_features: z.string(),
})

export const trendingFundSchema = z.object({
  logo: assetUrl,
  scheme_name: z.string(),
  ytd_return: percent,
  category: z.string(),
  // Our additions, so a card can link to its fund page; another server may omit them.
  scheme_code: z.optional(schemeCode),
  fund_house_name: z.optional(z.string()),
})

export const teamMemberSchema = z.object({
  image: assetUrl,
  name: z.string(),
  designation: z.string(),
})

export const faqSchema = z.object({
  question: z.string(),
  /** HTML: sanitise before rendering. */
  answer: z.string(),
})

export const testimonialSchema = z.object({
  feedback: z.string(),
  image: assetUrl,
  name: z.string(),
  designation: z.string(),
})

export const fundByAmcSchema = z.object({
  schemeCode,
  schemeName: z.nullable(z.string()),
  category: z.string(),
  subcategory: z.string(),
})

export const fundByCategorySchema = z.object({
  schemeCode,
  schemeName: z.string(),
  fundHouseName: z.string(),
  fundHouseLogo: assetUrl,
  ytdReturn: percent,
  latestNAV: z.number().check(z.positive()),
})

export const fundListItemSchema = z.object({
  schemeCode,
  schemeName: z.nullable(z.string()),
  logo: assetUrl,
})

export const navEntrySchema = z.object({
  date: dmyDate,
  nav: navString,
})

export const fundDetailSchema = z.object({
  logo: assetUrl,
  schemeName: z.string(),
  oneMonthReturn: percent,
  oneDayReturn: percent,
  latestNAV: z.number().check(z.positive()),
  latestNAVDate: dmyDate,
  fundHouse: z.string(),
  schemeType: z.string(),
  category: z.string(),
  navHistory: z.array(navEntrySchema),
})

// ---------------------------------------------------------------------------------------------
// Envelopes and responses
// ---------------------------------------------------------------------------------------------


/** A moment as ISO 8601 UTC (`2026-10-09T18:00:00.000Z`), or null when it has not happened. */
const utcTime = z.nullable(z.iso.datetime())

/** The history back-fill's progress: `yyyy-mm-dd` bounds and windows fetched so far. */
export const syncBackfillSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  windowsDone: z.int().check(z.nonnegative()),
  windowsTotal: z.int().check(z.nonnegative()),
})

/** How the server keeps its data current (contract: "keeping current"). */
export const syncStatusSchema = z.object({
  mode: z.enum(['auto', 'off']),
  state: z.enum(['idle', 'running', 'backfilling', 'failed']),
  lastSuccessAt: utcTime,
  lastAttemptAt: utcTime,
  /** One line for people (no stack); null after a success. */
  lastError: z.nullable(z.string()),
  nextRunAt: utcTime,
  backfill: z.nullable(syncBackfillSchema),
})

/** Which data the server runs on; 'demo' means simulated NAV history (the site says so). */
export const metaSchema = z.object({
  source: z.enum(['demo', 'amfi']),
  /** Grows with every ingest that changed the data. */
  dataVersion: z.int().check(z.nonnegative()),
  /** dd-mm-yyyy, or null for an empty database. */
  latestNavDate: z.nullable(dmyDate),
  sync: syncStatusSchema,
})

/** GET /healthz (outside the API base): the process serves. */
export const healthSchema = z.object({ ok: z.literal(true) })

/** GET /readyz (outside the API base): 200 when the database is open and holds data, else 503 with why. */
export const readySchema = z.object({ ok: z.literal(true), latestNavDate: dmyDate })
export const notReadySchema = z.object({ ok: z.literal(false), reason: z.string() })
export const readinessSchema = z.union([readySchema, notReadySchema])

export const responses = {
  blogs: dataEnvelope(z.array(blogSchema)),
  homeFundHouses: dataEnvelope(z.array(fundHouseSchema)),
  trendings: dataEnvelope(z.array(trendingFundSchema)),
  team: dataEnvelope(z.array(teamMemberSchema)),
  faq: dataEnvelope(z.array(faqSchema)),
  testimonials: dataEnvelope(z.array(testimonialSchema)),
  fundHouses: dataEnvelope(z.array(fundHouseSchema)),
  fundHouseDetails: dataEnvelope(fundHouseSchema),
  allFundsByAmc: z.array(fundByAmcSchema),
  fundsByCategory: z.array(fundByCategorySchema),
  fundNav: fundDetailSchema,
  fundsByAmc: z.array(fundListItemSchema),
  meta: dataEnvelope(metaSchema),
  ...analyticsResponses,
  ...costsResponses,
  ...isinResponses,
} as const

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export const collectionSchema = z.enum(collectionValues)

const amcName = z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_TEXT_LENGTH))

export const amcBodySchema = z.strictObject({ amc_name: amcName })
export const categoryBodySchema = z.strictObject({ category: collectionSchema })
export const fundNavBodySchema = z.strictObject({
  // Accept the code as a number or as digits: route params arrive as text.
  schemeCode: z.union([schemeCode, z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.transform(Number))]),
  amc_name: amcName,
})

/** A fund-house id or scheme code in a path: a positive integer written in digits. */
export const idParamSchema = z.pipe(z.string().check(z.regex(ID_PARAM_PATTERN)), z.transform(Number))

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

export type Blog = z.infer<typeof blogSchema>
export type FundHouse = z.infer<typeof fundHouseSchema>
export type TrendingFund = z.infer<typeof trendingFundSchema>
export type TeamMember = z.infer<typeof teamMemberSchema>
export type Faq = z.infer<typeof faqSchema>
export type Testimonial = z.infer<typeof testimonialSchema>
export type FundByAmc = z.infer<typeof fundByAmcSchema>
export type FundByCategory = z.infer<typeof fundByCategorySchema>
export type FundListItem = z.infer<typeof fundListItemSchema>
export type NavEntry = z.infer<typeof navEntrySchema>
export type FundDetail = z.infer<typeof fundDetailSchema>
export type Meta = z.infer<typeof metaSchema>
export type SyncStatus = z.infer<typeof syncStatusSchema>
export type SyncBackfill = z.infer<typeof syncBackfillSchema>
export type Health = z.infer<typeof healthSchema>
export type Readiness = z.infer<typeof readinessSchema>
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>
export type Collection = z.infer<typeof collectionSchema>
export type AmcBody = z.input<typeof amcBodySchema>
export type CategoryBody = z.input<typeof categoryBodySchema>
export type FundNavBody = z.input<typeof fundNavBodySchema>
