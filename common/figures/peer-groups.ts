/**
 * Who a scheme is compared with, and which scheme is its other plan. Peers: the active schemes of the
 * same subcategory, plan and option (the contract's peer group), as Regular plans' higher expense
 * ratio and IDCW payouts would skew a ranking. Other plan: AMFI lists Direct and Regular as separate
 * schemes whose names differ only in plan words ("Axis Large Cap Fund - Direct Plan - Growth"), so
 * those words removed give a key both plans share, within one fund house and option.
 */
import type { Option, Plan } from '../contract/analytics-schemas.ts'

export type SchemeFacts = {
  scheme_code: number
  fund_house_id: number
  scheme_name: string
  plan: Plan | null
  /** The contract's options: the store's 'Bonus' (and unknown) options are null. */
  option: Option | null
  category: string
  subcategory: string
  active: boolean
}

/** The store's option as the contract names it ('Bonus' has no place in the contract's pair). */
export const contractOption = (option: string | null): Option | null =>
  option === 'Growth' || option === 'IDCW' ? option : null
export const contractPlan = (plan: string | null): Plan | null => (plan === 'Direct' || plan === 'Regular' ? plan : null)

export const peerKey = (s: Pick<SchemeFacts, 'subcategory' | 'plan' | 'option'>) => `${s.subcategory}|${s.plan ?? ''}|${s.option ?? ''}`

/** "Large Cap · Direct · Growth": the group as the site names it. */
export const peerGroupName = (s: Pick<SchemeFacts, 'subcategory' | 'plan' | 'option'>) =>
  [s.subcategory, s.plan ?? 'plan not stated', s.option ?? 'other options'].join(' · ')

/** The fund's name without its plan words: "axislargecapfundgrowth" for either plan of Axis Large Cap Growth. */
export function planFreeName(name: string): string {
  return name
    .toLowerCase()
    .replace(/\b(direct|regular)\b(\s+plan\b)?/g, ' ')
    .replace(/\bplan\b/g, ' ')
    .replace(/[^a-z0-9]+/g, '')
}

/**
 * Direct <-> Regular partners: same fund house, same option, same name without plan words. Where a
 * name is ambiguous (two schemes of one plan share the key), the lowest scheme code is taken, so
 * the answer is stable across imports.
 */
export function pairOtherPlans(schemes: readonly SchemeFacts[]): Map<number, SchemeFacts> {
  const byKey = new Map<string, { Direct?: SchemeFacts; Regular?: SchemeFacts }>()
  const sorted = [...schemes].sort((a, b) => a.scheme_code - b.scheme_code)
  for (const s of sorted) {
    if (!s.plan) continue
    const key = `${s.fund_house_id}|${s.option ?? ''}|${planFreeName(s.scheme_name)}`
    const slot = byKey.get(key) ?? {}
    slot[s.plan] ??= s
    byKey.set(key, slot)
  }
  const partners = new Map<number, SchemeFacts>()
  for (const { Direct, Regular } of byKey.values()) {
    if (!Direct || !Regular) continue
    partners.set(Direct.scheme_code, Regular)
    partners.set(Regular.scheme_code, Direct)
  }
  return partners
}
