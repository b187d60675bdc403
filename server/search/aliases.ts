/**
 * Names that mean the same in AMFI's data or in how investors type them, as groups of equivalent terms
 * (lowercase words or short phrases). Indexing (search-text.ts `normaliseForIndex`) adds a group's other
 * terms to text holding one of them as whole words; querying (`toMatchQuery`) lets a user word equal to
 * a one-word term match the others too. Plan and option words are no alias groups: they are indexed
 * from the scheme's resolved plan and option (PLAN_WORDS / OPTION_WORDS; ingest/plan-option.ts), so a
 * "Dividend Yield" fund never picks up IDCW words, and from AMFI's abbreviations (ABBREVIATIONS).
 */
export type AliasGroup = { readonly terms: readonly string[]; readonly note: string }

export const ALIASES: readonly AliasGroup[] = [
  { terms: ['ppfas', 'parag parikh'], note: 'PPFAS Mutual Fund (Parag Parikh Financial Advisory Services) runs the Parag Parikh schemes' },
  { terms: ['mutual fund', 'mf'], note: 'MF is how most people write "mutual fund" ("hdfc mf")' },
  { terms: ['nippon', 'reliance'], note: 'Nippon India Mutual Fund was Reliance Mutual Fund until 2019; old statements say Reliance' },
  { terms: ['bandhan', 'idfc'], note: 'Bandhan Mutual Fund was IDFC Mutual Fund until 2023' },
  { terms: ['aditya birla sun life', 'absl'], note: 'ABSL is the usual short form of Aditya Birla Sun Life' },
  { terms: ['motilal oswal', 'mosl'], note: 'MOSL: Motilal Oswal\'s exchange ticker, often used for its funds' },
  { terms: ['whiteoak', 'white oak'], note: 'AMFI writes WhiteOak as one word; people often type two' },
  { terms: ['elss', 'tax saver'], note: 'ELSS funds are the tax-saver funds (section 80C); names carry either or both' },
  { terms: ['fof', 'fund of funds', 'fund of fund'], note: 'AMFI names use FoF and "Fund of Funds" interchangeably' },
  { terms: ['etf', 'exchange traded fund'], note: 'ETF written out in some names' },
  { terms: ['fmp', 'fixed maturity plan'], note: 'FMP: fixed maturity plans (close-ended debt schemes)' },
  { terms: ['psu', 'public sector'], note: 'PSU = public sector undertaking (banking & PSU funds)' },
]

/**
 * AMFI's abbreviations inside scheme names ("SBI Arbitrage Fund - Direct Plan - Gr", "... - Dir - Gr" in
 * files without Plan/Option columns): a name word on the left is indexed with the full word as well.
 * One way only: typing the short form already finds the full word as a prefix.
 */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  dir: 'direct', // "Dir Plan"
  gr: 'growth', // "Direct Plan - Gr"
  reg: 'regular', // "Reg Plan"
  div: 'dividend', // "Div Payout", the pre-2021 name of IDCW
}

/** Indexed for a scheme's plan, so "dir"/"direct" and "reg"/"regular" find it however AMFI spelled the name. */
export const PLAN_WORDS: Readonly<Record<'Direct' | 'Regular', string>> = {
  Direct: 'direct dir',
  Regular: 'regular reg',
}

/** Indexed for a scheme's option: AMFI names say Growth, Gr, IDCW, Dividend, "Income Distribution cum Capital Withdrawal". */
export const OPTION_WORDS: Readonly<Record<'Growth' | 'IDCW' | 'Bonus', string>> = {
  Growth: 'growth gr',
  IDCW: 'idcw dividend',
  Bonus: 'bonus',
}
