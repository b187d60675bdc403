/**
 * India's capital-gains rules for mutual-fund units held by a resident individual, as one dated table:
 * the row of a class with the latest `from` on or before the sale date is the one that applies (the law
 * changes by transfer date, whatever the purchase date). Rates are the base rates of the Income-tax Act
 * 1961, percent, before surcharge and the 4 % cess; `null` means the gain is added to income and taxed at
 * the visitor's slab rate, which the site does not know.
 *
 * The table starts on 1 Oct 2004, when securities transaction tax began and with it today's scheme of
 * s.10(38) and s.111A; a sale before that date is given the first row, an approximation the page does not
 * claim to model.
 *
 * Three classes:
 * - `equity`: units of an equity-oriented fund (at least 65 % of its money in listed shares of Indian
 *   companies; arbitrage, aggressive-hybrid, equity-savings and ELSS funds included).
 * - `debt-2023`: units of a "specified mutual fund" bought on or after 1 Apr 2023 (s.50AA): every gain is
 *   short-term, at slab, however long the units were held.
 * - `other`: every other unit: debt funds bought before 1 Apr 2023, gold, international and other
 *   funds of funds, hybrids between 35 % and 65 % equity. Gold and international FoFs bought on or after
 *   1 Apr 2023 were specified mutual funds until 31 Mar 2025 (the definition was "not more than 35 % in
 *   Indian shares" then), but `other` gives them the same answer: held at most 24 months by any sale
 *   before 2 Apr 2025, every such gain is short-term at slab either way.
 *
 * `other` is the rule of units held with the registrar (unlisted). Listed units of such funds (a gold or
 * debt ETF held in demat) have a 12-month period for sales from 23 Jul 2024 (listed securities), which
 * this table does not model.
 *
 * A holding's class is a default from its scheme's category (`defaultTaxClass`); the visitor may override
 * it per holding (a balanced-advantage fund taxed as equity, an equity index fund filed under "Other"),
 * and the gains functions (capital-gains.ts) take that override. A `debt` holding resolves per lot by its
 * purchase date (`taxClassOfLot`).
 */
import { financialYearEnd, type FinancialYear } from './financial-year.ts'

export type TaxClass = 'equity' | 'debt-2023' | 'other'
/** A holding's class as the visitor sees and sets it; `debt` becomes `debt-2023` or `other` lot by lot. */
export type HoldingTaxClass = 'equity' | 'debt' | 'other'

export type TaxRule = {
  /** ISO date of the first sale the row applies to. */
  from: string
  taxClass: TaxClass
  /** Long-term when held MORE than this many months (holding-period.ts); null: never long-term (s.50AA). */
  longTermAfterMonths: number | null
  /** Percent; null = slab rate. */
  shortTermRate: number | null
  /** Percent; null = slab rate (or never long-term), 0 = exempt. */
  longTermRate: number | null
  /** Rupees of long-term gain a financial year exempt (s.112A); null where the class has none. */
  ltcgExemption: number | null
  /** Whether the long-term gain is computed on cost raised by the cost inflation index (s.48, second proviso). */
  indexation: boolean
  /** Whether units bought on or before GRANDFATHERED_ON_OR_BEFORE take the 31 Jan 2018 value as cost (s.55(2)(ac)). */
  grandfathering: boolean
  source: string
}

/** Units bought on or before this date are grandfathered (s.55(2)(ac): "acquired before the 1st day of February, 2018"). */
export const GRANDFATHERED_ON_OR_BEFORE = '2018-01-31'
/** The NAV whose value stands in for cost: the "fair market value" of an unlisted unit is its NAV on this date. */
export const GRANDFATHERING_NAV_DATE = '2018-01-31'
/** Debt-fund units bought on or after this date are specified-mutual-fund units under s.50AA. */
export const SPECIFIED_FUND_FROM = '2023-04-01'

export const TAX_RULES: readonly TaxRule[] = [
  {
    from: '2004-10-01',
    taxClass: 'equity',
    longTermAfterMonths: 12,
    shortTermRate: 10,
    longTermRate: 0,
    ltcgExemption: null,
    indexation: false,
    grandfathering: false,
    source:
      'Finance (No. 2) Act 2004: s.10(38) exempts long-term gains on units of equity-oriented funds sold with securities transaction tax; s.111A taxes short-term ones at 10 %.',
  },
  {
    from: '2004-10-01',
    taxClass: 'other',
    longTermAfterMonths: 12,
    shortTermRate: null,
    longTermRate: 20,
    ltcgExemption: null,
    indexation: true,
    grandfathering: false,
    source:
      's.2(42A) and s.112: units held more than 12 months are long-term, taxed at 20 % with indexation, or 10 % without it where lower (proviso to s.112(1)); short-term gains at slab.',
  },
  {
    from: '2008-04-01',
    taxClass: 'equity',
    longTermAfterMonths: 12,
    shortTermRate: 15,
    longTermRate: 0,
    ltcgExemption: null,
    indexation: false,
    grandfathering: false,
    source: 'Finance Act 2008: s.111A rate raised from 10 % to 15 % (assessment year 2009-10 on); long-term gains still exempt under s.10(38).',
  },
  {
    from: '2014-07-11',
    taxClass: 'other',
    longTermAfterMonths: 36,
    shortTermRate: null,
    longTermRate: 20,
    ltcgExemption: null,
    indexation: true,
    grandfathering: false,
    source:
      'Finance (No. 2) Act 2014: units of funds other than equity-oriented ones sold after 10 Jul 2014 are long-term only when held more than 36 months (s.2(42A)), taxed at 20 % with indexation, the 10 % option withdrawn for units (s.112).',
  },
  {
    from: '2018-04-01',
    taxClass: 'equity',
    longTermAfterMonths: 12,
    shortTermRate: 15,
    longTermRate: 10,
    ltcgExemption: 100_000,
    indexation: false,
    grandfathering: true,
    source:
      'Finance Act 2018: s.10(38) withdrawn; s.112A taxes long-term gains at 10 % on what exceeds ₹1 lakh a year, with units bought before 1 Feb 2018 grandfathered at their 31 Jan 2018 value (s.55(2)(ac)).',
  },
  {
    from: '2023-04-01',
    taxClass: 'debt-2023',
    longTermAfterMonths: null,
    shortTermRate: null,
    longTermRate: null,
    ltcgExemption: null,
    indexation: false,
    grandfathering: false,
    source:
      'Finance Act 2023: s.50AA deems gains on units of a specified mutual fund bought on or after 1 Apr 2023 short-term whatever the holding period, taxed at slab. Specified: at most 35 % in Indian shares; from 1 Apr 2025 (Finance (No. 2) Act 2024) more than 65 % in debt and money-market instruments, or a fund of such funds.',
  },
  {
    from: '2024-07-23',
    taxClass: 'equity',
    longTermAfterMonths: 12,
    shortTermRate: 20,
    longTermRate: 12.5,
    ltcgExemption: 125_000,
    indexation: false,
    grandfathering: true,
    source:
      'Finance (No. 2) Act 2024, sales from 23 Jul 2024: s.111A 15 % -> 20 %; s.112A 10 % -> 12.5 %, the yearly exemption ₹1 lakh -> ₹1.25 lakh (for the whole of FY 2024-25).',
  },
  {
    from: '2024-07-23',
    taxClass: 'other',
    longTermAfterMonths: 24,
    shortTermRate: null,
    longTermRate: 12.5,
    ltcgExemption: null,
    indexation: false,
    grandfathering: false,
    source:
      'Finance (No. 2) Act 2024, sales from 23 Jul 2024: unlisted units long-term when held more than 24 months, not 36 (s.2(42A)); long-term gains at 12.5 % without indexation, not 20 % with it (s.112).',
  },
]

const byClass = new Map<TaxClass, TaxRule[]>()
for (const rule of [...TAX_RULES].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))) {
  const rules = byClass.get(rule.taxClass) ?? []
  rules.push(rule)
  byClass.set(rule.taxClass, rules)
}

/** The rule for a sale on `saleDate` (ISO) of units of `taxClass`. */
export function rulesOn(saleDate: string, taxClass: TaxClass): TaxRule {
  const rules = byClass.get(taxClass)!
  let found = rules[0]!
  for (const rule of rules) if (rule.from <= saleDate) found = rule
  return found
}

/** The rule of the same class that `rule` replaced; undefined for the class's first. */
export function ruleBefore(rule: TaxRule): TaxRule | undefined {
  const rules = byClass.get(rule.taxClass)!
  return rules[rules.indexOf(rule) - 1]
}

/**
 * The equity long-term gain exempt in financial year `fy`: the threshold in force on its last day, since
 * s.112A's threshold is a year's (₹1.25 lakh for the whole of FY 2024-25, though the rate changed on
 * 23 Jul 2024). Infinity for a year before FY 2018-19, when every such gain was exempt.
 */
export function equityLtcgExemption(fy: FinancialYear): number {
  const rule = rulesOn(financialYearEnd(fy), 'equity')
  return rule.ltcgExemption ?? (rule.longTermRate === 0 ? Infinity : 0)
}

/** `20 %`, `12.5 %`, `exempt` or `slab rate`. */
export function rateText(rate: number | null): string {
  if (rate === null) return 'slab rate'
  return rate === 0 ? 'exempt' : `${rate} %`
}

/** The site's category and subcategory of a scheme (server/ingest/category-mapping.ts makes them). */
export type SchemeCategory = { category: string; subcategory: string }

/**
 * Hybrid subcategories taxed as equity: arbitrage (hedged shares count as shares), aggressive (65-80 % in
 * shares) and equity savings (at least 65 % in shares, arbitrage included) funds.
 */
const EQUITY_HYBRIDS = new Set(['aggressive', 'arbitrage', 'equity savings'])
/** A conservative hybrid holds 75-90 % debt: a specified mutual fund under either definition of s.50AA. */
const DEBT_HYBRIDS = new Set(['conservative'])

/**
 * The class a holding is given until the visitor says otherwise. Equity and ELSS, and the equity
 * hybrids, are `equity`; Debt (and conservative hybrids) `debt`; everything else (other hybrids,
 * index funds and ETFs, funds of funds, solution-oriented funds, unknown) `other`, the class without the
 * equity exemption: an equity index fund is the common case worth an override.
 */
export function defaultTaxClass({ category, subcategory }: SchemeCategory): HoldingTaxClass {
  const c = category.trim().toLowerCase()
  const s = subcategory.trim().toLowerCase()
  if (c === 'equity' || c === 'elss' || s === 'elss') return 'equity'
  if (c === 'debt') return 'debt'
  if (c === 'hybrid' && EQUITY_HYBRIDS.has(s)) return 'equity'
  if (c === 'hybrid' && DEBT_HYBRIDS.has(s)) return 'debt'
  return 'other'
}

/** The table's class of a lot of a holding of class `holdingClass` bought on `buyDate`. */
export function taxClassOfLot(holdingClass: HoldingTaxClass, buyDate: string): TaxClass {
  if (holdingClass === 'debt') return buyDate >= SPECIFIED_FUND_FROM ? 'debt-2023' : 'other'
  return holdingClass
}
