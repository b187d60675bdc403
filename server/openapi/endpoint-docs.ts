/**
 * What the OpenAPI document (openapi.ts) says about each call of the contract beyond its schemas: a
 * summary, a description, a tag, and the statuses a client may meet beside 200 and the envelope's
 * usual 400/429/5xx. Typed by EndpointName, so a new call in common/contract/endpoints.ts must be
 * described here before the server compiles. Server-only: the site never loads it.
 */
import type { EndpointName } from '../../common/contract/endpoints.ts'

export const TAGS = [
  { name: 'Home', description: 'What the home page shows: content-store lists, the largest fund houses, trending funds.' },
  { name: 'Fund houses', description: 'AMCs and the schemes each offers.' },
  { name: 'Funds', description: 'Collections, a fund’s NAV history, its figures and its reference.' },
  { name: 'Calculators', description: 'Answers computed per request from the stored NAVs.' },
  { name: 'Search', description: 'Schemes and fund houses by words, in any order, by prefix.' },
  { name: 'Service', description: 'Which data the server runs on, and this document.' },
] as const

export type Tag = (typeof TAGS)[number]['name']

export type EndpointDoc = {
  summary: string
  description?: string
  tag: Tag
  /** A 404 the call can answer, and when. */
  notFound?: string
}

const CONTENT = 'From the content store (content/ in the repository), in its order.'

export const ENDPOINT_DOCS: Record<EndpointName, EndpointDoc> = {
  blogs: { summary: 'Blog posts', description: CONTENT, tag: 'Home' },
  team: { summary: 'Team members', description: CONTENT, tag: 'Home' },
  faq: { summary: 'Frequently asked questions', description: `${CONTENT} \`answer\` is HTML: sanitise it before rendering.`, tag: 'Home' },
  testimonials: { summary: 'Testimonials', description: CONTENT, tag: 'Home' },
  homeFundHouses: { summary: 'The largest fund houses, for the home page', tag: 'Home' },
  trendings: {
    summary: 'Trending funds',
    description: 'The best year-to-date equity funds, one per fund house (Direct Plan, Growth), unless the content store names them.',
    tag: 'Home',
  },
  fundHouses: { summary: 'Every fund house', tag: 'Fund houses' },
  fundHouseDetails: { summary: 'One fund house', tag: 'Fund houses', notFound: 'no fund house has that id' },
  allFundsByAmc: {
    summary: 'The active schemes of a fund house, with category and subcategory',
    description: '`amc_name` is a fund house’s `fund_house_name`. The answer is the list itself, not an envelope.',
    tag: 'Fund houses',
    notFound: 'no fund house has that name',
  },
  fundsByAmc: {
    summary: 'The active schemes of a fund house, with their logo',
    description: 'An unknown `amc_name` answers an empty list (not 404). The answer is the list itself.',
    tag: 'Fund houses',
  },
  fundHouseReturns: {
    summary: 'The 1Y/3Y/5Y returns and TER of a fund house’s schemes',
    description: 'Same schemes, same order as all-funds-by-amc; returns copied from each scheme’s performance figures, `ter` from its costs (null when unknown).',
    tag: 'Fund houses',
    notFound: 'no fund house has that id',
  },
  fundsByCategory: {
    summary: 'A curated collection',
    description:
      'One row per fund (Direct Plan, Growth). equity: every equity fund by YTD return, highest first; large, mid, small: that subcategory; tax: ELSS. The answer is the list itself.',
    tag: 'Funds',
  },
  collectionReturns: {
    summary: 'The 1Y/3Y/5Y returns and TER of a collection’s funds',
    description: 'Same schemes, same order as funds-by-category; `ter` as in the costs call (null when unknown).',
    tag: 'Funds',
  },
  fundNav: {
    summary: 'A fund’s details and whole NAV history',
    description: '`amc_name` must be the scheme’s fund house. `navHistory` may come in any order. The answer is not an envelope.',
    tag: 'Funds',
    notFound: 'no scheme with that code and NAVs at that fund house',
  },
  performance: {
    summary: 'A scheme’s figures: returns by period, risk, rolling returns, the other plan',
    description:
      'Computed at import. Percentages are plain numbers (12.5 = 12.5 %); null means too little history, never zero. Periods of a year or more are CAGR.',
    tag: 'Funds',
    notFound: 'no scheme with that code and NAVs',
  },
  scheme: {
    summary: 'A scheme’s reference: name, fund house, subcategory, plan and option',
    description: 'What a search hit carries, for a link that names only scheme codes (retired schemes too).',
    tag: 'Funds',
    notFound: 'no scheme with that code',
  },
  costs: {
    summary: 'What a scheme costs: its plan’s total expense ratio (TER), the other plan’s, its peers’ and its history',
    description:
      'From AMFI’s TER report, matched to the scheme by name within its fund house. `ter` is the TER in force on `asOf` and its parts (SEBI Regulation 52(6A)); `categoryMedian` and `categoryRank` (1 = cheapest of `of`) compare it with the same subcategory and plan, one entry per scheme; `history` has one entry per change, oldest first. `data` is null when no TER is known for the scheme.',
    tag: 'Funds',
    notFound: 'no scheme with that code',
  },
  schemesByIsin: {
    summary: 'The schemes that ISINs name, for a statement import',
    description:
      '`isin`: 1 to 50 ISINs separated by commas (`IN`, nine letters or digits, a check digit; case and spaces around each ignored; duplicates folded). ' +
      'One entry per ISIN that is a scheme’s growth (or payout) ISIN or its reinvestment ISIN, in ISIN order; an ISIN that names no scheme is left out. ' +
      'A missing, empty or longer list, or a value that is not an ISIN (the message names it), is a 400.',
    tag: 'Funds',
  },
  sip: {
    summary: 'A monthly SIP’s outcome',
    description:
      'One installment a month on `day` (default the day of `from`) from `from` to `to` (default the latest NAV date), each buying at the first NAV on or after its date. `xirr` is the annual internal rate of return, percent.',
    tag: 'Calculators',
    notFound: 'no scheme with that code and NAVs',
  },
  search: {
    summary: 'Search schemes and fund houses',
    description: 'Best first. Words match in any order and by prefix; case, punctuation and query syntax are ignored.',
    tag: 'Search',
  },
  meta: {
    summary: 'Which data the server runs on, and how it keeps it current',
    description:
      '`source` is `demo` while the NAV history is simulated. Revalidate it (no-cache): it is how a client learns of a new import. ' +
      '`sync`: `mode` (SYNC), `state`, the last attempt and success (ISO 8601 UTC), `lastError` (one line; null after a success), the next scheduled sync, and the back-fill\'s progress while one runs.',
    tag: 'Service',
  },
}
