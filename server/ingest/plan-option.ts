/**
 * Plan (Direct/Regular) and option (Growth/IDCW/Bonus) of a scheme. New AMFI files carry Plan and
 * Option columns with free-form values ("Direct Plan", "GROWTH", "Direct Growth", "IDCW Payout",
 * "Retail Plan Growth", or empty); old files only have the scheme name. Both go through the same
 * keyword rules, the column first and the name as the fallback.
 */
export type Plan = 'Direct' | 'Regular'
export type Option = 'Growth' | 'IDCW' | 'Bonus'

function planOf(text: string): Plan | null {
  if (/\bdirect\b/i.test(text)) return 'Direct'
  if (/\bregular\b/i.test(text)) return 'Regular'
  return null
}

function optionOf(raw: string): Option | null {
  // "Dividend Yield Fund" is a strategy, not an option.
  const text = raw.replace(/dividend\s+yield/gi, '')
  // IDCW first: "IDCW Reinvestment of Growth" style names exist, and a payout is never a growth option.
  if (/\b(idcw|dividend|income distribution)/i.test(text)) return 'IDCW'
  if (/\bbonus\b/i.test(text)) return 'Bonus'
  if (/growth/i.test(text)) return 'Growth'
  return null
}

export function resolvePlanOption(
  schemeName: string,
  planColumn: string | undefined,
  optionColumn: string | undefined,
): { plan: Plan | null; option: Option | null } {
  const plan = (planColumn && planOf(planColumn)) || planOf(schemeName)
  const option = (optionColumn && optionOf(optionColumn)) || optionOf(schemeName)
  return { plan, option }
}
