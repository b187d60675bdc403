/**
 * The contract's named shapes (common/contract/): the OpenAPI document's components, referenced by
 * name from every answer that holds them. Also where a schema of the document gets its description:
 * the transform reads this registry's metadata, not zod's global one.
 */
import { z } from 'zod'
import {
  fundHouseHitSchema,
  listReturnSchema,
  otherPlanSchema,
  performanceSchema,
  periodReturnSchema,
  riskSchema,
  rollingSchema,
  schemeHitSchema,
  sipInstallmentSchema,
  sipResultSchema,
} from '../../common/contract/analytics-schemas.ts'
import { isinMatchSchema } from '../../common/contract/isin-schemas.ts'
import {
  blogSchema,
  errorEnvelopeSchema,
  faqSchema,
  fundByAmcSchema,
  fundByCategorySchema,
  fundDetailSchema,
  fundHouseSchema,
  fundListItemSchema,
  metaSchema,
  navEntrySchema,
  syncBackfillSchema,
  syncStatusSchema,
  teamMemberSchema,
  testimonialSchema,
  trendingFundSchema,
} from '../../common/contract/schemas.ts'

export const components = z.registry<{ id?: string; description?: string }>()

for (const [id, schema] of Object.entries({
  ErrorEnvelope: errorEnvelopeSchema,
  Blog: blogSchema,
  FundHouse: fundHouseSchema,
  TrendingFund: trendingFundSchema,
  TeamMember: teamMemberSchema,
  Faq: faqSchema,
  Testimonial: testimonialSchema,
  FundByAmc: fundByAmcSchema,
  FundByCategory: fundByCategorySchema,
  FundListItem: fundListItemSchema,
  NavEntry: navEntrySchema,
  FundDetail: fundDetailSchema,
  Meta: metaSchema,
  SyncStatus: syncStatusSchema,
  SyncBackfill: syncBackfillSchema,
  Performance: performanceSchema,
  PeriodReturn: periodReturnSchema,
  Risk: riskSchema,
  Rolling: rollingSchema,
  OtherPlan: otherPlanSchema,
  SchemeHit: schemeHitSchema,
  FundHouseHit: fundHouseHitSchema,
  ListReturn: listReturnSchema,
  SipResult: sipResultSchema,
  SipInstallment: sipInstallmentSchema,
  IsinMatch: isinMatchSchema,
})) {
  components.add(schema, { id })
}

/** A schema with a description in the document. */
export function described<S extends z.core.$ZodType>(schema: S, description: string): S {
  components.add(schema, { description })
  return schema
}
