import type { SchemeHit } from '@common/contract/analytics-schemas'

/**
 * "HDFC Mutual Fund · Direct plan · Growth": the chosen fund's house, plan and option, under its
 * name once picked (the list's options word it as the header search does: FundFactsLine).
 */
export function chosenFacts(hit: SchemeHit): string {
  return [hit.fundHouseName, hit.plan && `${hit.plan} plan`, hit.option].filter((part): part is string => Boolean(part)).join(' · ')
}

/** A scheme's name where its reference is not known (yet). */
export const schemeFallbackName = (schemeCode: number) => `Scheme ${schemeCode}`
