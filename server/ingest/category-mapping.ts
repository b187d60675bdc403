/**
 * AMFI scheme groups (`Equity Scheme - Large Cap Fund`) -> the contract's (category, subcategory). 2026
 * files also carry renamed groups (`Equity Schemes - …`, `Income/Debt Oriented Schemes - …`) beside the
 * old ones: the group half is normalised to one word and renamed short names mapped back to the old
 * (RENAMES, found by matching scheme codes across the 2025 and 2026 files) before mapping.
 */
export type MappedCategory = { category: string; subcategory: string }

/** Group half of the header, after dropping the plural, the `**` marker and spacing differences. */
const GROUP_ALIASES: Record<string, string> = {
  'equity scheme': 'Equity',
  'debt scheme': 'Debt',
  'income/debt oriented scheme': 'Debt',
  'hybrid scheme': 'Hybrid',
  'solution oriented scheme': 'Solution Oriented',
  'other scheme': 'Other',
  // One 2026 group is written `Children’s Fund - Childrens' Fund`: the new name of the old solution-oriented group.
  'children’s fund': 'Solution Oriented',
}

/** New short name -> old short name, per group (the "new <= old" list of the contract). */
const RENAMES: Record<string, Record<string, string>> = {
  Debt: {
    'ultra short to short term fund': 'Low Duration Fund',
    'medium term fund': 'Medium Duration Fund',
    'dynamic term fund': 'Dynamic Bond',
    '10-year constant maturity gilt fund': 'Gilt Fund with 10 year constant duration',
    'short term fund': 'Short Duration Fund',
    'ultra short term fund': 'Ultra Short Duration Fund',
    'long term fund': 'Long Duration Fund',
    'medium to long term fund': 'Medium to Long Duration Fund',
    'floating interest rates fund': 'Floater Fund',
    'banking and psu debt fund': 'Banking and PSU Fund',
  },
  Equity: {
    'elss- tax saver fund': 'ELSS',
    'sectoral fund': 'Sectoral/ Thematic',
    'thematic fund': 'Sectoral/ Thematic',
  },
  'Solution Oriented': {
    "childrens' fund": 'Children’s Fund',
  },
  Hybrid: {
    'balanced advantage fund/ dynamic asset allocation': 'Dynamic Asset Allocation or Balanced Advantage',
  },
}

/** The mappings the contract spells out; every other short name keeps itself minus a trailing "Fund". */
const EXPLICIT: Record<string, Record<string, string>> = {
  Equity: {
    'multi cap fund': 'Multi Cap',
    'large cap fund': 'Large Cap',
    'mid cap fund': 'Mid Cap',
    'small cap fund': 'Small Cap',
  },
  Debt: {
    'low duration fund': 'Low Duration',
    'medium duration fund': 'Medium Duration',
    'dynamic bond': 'Dynamic Bonds',
    'gilt fund': 'Gilt',
    'gilt fund with 10 year constant duration': 'Gilt',
  },
  Hybrid: {
    'aggressive hybrid fund': 'Aggressive',
    'conservative hybrid fund': 'Conservative',
    'arbitrage fund': 'Arbitrage',
  },
}

/** Groups written without a " - short name" half (mostly close-ended and interval schemes). */
const BARE_GROUPS: Record<string, MappedCategory> = {
  elss: { category: 'Equity', subcategory: 'ELSS' },
  income: { category: 'Debt', subcategory: 'Income' },
  'money market': { category: 'Debt', subcategory: 'Money Market' },
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim()
const key = (s: string) => squash(s).toLowerCase()

function normaliseGroup(group: string): string {
  const k = key(group.replace(/\*+/g, ''))
  const singular = k.replace(/\(s\)$/, '').replace(/schemes$/, 'scheme')
  return GROUP_ALIASES[singular] ?? squash(group.replace(/\*+/g, ''))
}

/** Maps the text inside `Open Ended Schemes( … )`. */
export function mapAmfiGroup(amfiGroup: string): MappedCategory {
  const text = squash(amfiGroup)
  const dash = /\s-\s|\s-(?=\S)/.exec(text)
  if (!dash) {
    return BARE_GROUPS[key(text)] ?? { category: text, subcategory: text }
  }
  const category = normaliseGroup(text.slice(0, dash.index))
  let short = squash(text.slice(dash.index + dash[0].length))
  short = RENAMES[category]?.[key(short)] ?? short
  const explicit = EXPLICIT[category]?.[key(short)]
  if (explicit) return { category, subcategory: explicit }
  return { category, subcategory: short.replace(/\s+Fund$/i, '') || short }
}
