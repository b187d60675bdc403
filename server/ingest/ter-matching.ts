/**
 * Which scheme codes an AMFI TER name stands for. AMFI names a scheme without its plan and without its
 * fund house ("ADITYA BIRLA SUN LIFE ARBITRAGE FUND", with Regular and Direct columns); our schemes are one
 * code per plan and option under a fund house ("Aditya Birla Sun Life Arbitrage Fund - Direct Plan -
 * Growth"). Matching is by equality of normalised names only, never by similarity: a wrong match would
 * show one fund's costs as another's, while a missing one only shows none.
 *
 * 1. The fund house, from the brands the universe's own names begin with (`brandsOf`): the house whose
 *    brand is the longest word prefix of the TER name. Two houses with that brand: no house, unmatched.
 * 2. Within that house only, a base fund (every code whose name normalises the same,
 *    `normaliseSchemeName`) named as the TER name normalises, by the first of: its name; an earlier name
 *    the TER row gives ("(Formerly Known as ...)"); both again under SEBI's two wordings of a category
 *    (`CATEGORY_WORDINGS`). A base fund answers to its current name and to the earlier names its scheme
 *    names give ("(erstwhile Value Discovery Fund)"). More than one base fund at the first step that
 *    finds any: 'ambiguous', never a guess.
 */
import type { Db } from '../db/open-database.ts'

export type UniverseScheme = {
  schemeCode: number
  schemeName: string
  fundHouse: string
  plan: 'Direct' | 'Regular' | null
  option: string | null
}

/**
 * `regular`: the base fund's codes whose plan is Regular or unknown (a scheme without a plan word is a
 * Regular plan: ETFs, schemes from before Direct plans); `direct`: its Direct codes; both ascending.
 * `candidates`: the base fund's name when matched, each base fund's name when ambiguous, else empty.
 */
export type TerMatch = {
  name: string
  fundHouse: string | null
  outcome: 'matched' | 'ambiguous' | 'unmatched'
  regular: number[]
  direct: number[]
  candidates: string[]
}

/** Parentheticals naming the scheme's earlier name: their text is an alias of the scheme, not its name. */
const FORMER = /^\(\s*(?:formerly|erstwhile|earlier|previously)\b\s*(?:(?:known|know)\s*as\s*|as\s+)?/i

/**
 * Parentheticals that describe rather than name a scheme: an earlier name, its segregated portfolios,
 * SEBI's one-line description ("(An Open Ended Liquid Scheme)").
 */
const DESCRIPTIVE = new RegExp(
  '^\\(\\s*(?:formerly|erstwhile|earlier|previously|scheme has|number of segregated|no\\.? of segregated' +
    '|an? (?:open|close|closed|interval)[ -]?ended)',
  'i',
)

/**
 * Splits off the descriptive parentheticals: from the opening bracket to its closing one (nested brackets
 * included) or to the end of the name, as AMFI's names sometimes leave them open.
 */
function splitParentheticals(name: string): { rest: string; formerNames: string[] } {
  let rest = ''
  const formerNames: string[] = []
  let i = 0
  while (i < name.length) {
    if (name[i] !== '(' || !DESCRIPTIVE.test(name.slice(i))) {
      rest += name[i++]
      continue
    }
    const start = i
    let depth = 0
    for (; i < name.length; i++) {
      if (name[i] === '(') depth++
      else if (name[i] === ')' && --depth === 0) break
    }
    const group = name.slice(start, i + 1)
    const former = FORMER.exec(group)
    if (former) formerNames.push(group.slice(former[0].length).replace(/\)$/, ''))
    rest += ' '
    i++
  }
  return { rest, formerNames }
}

/**
 * Words that name a plan or an option, or an IDCW option's frequency, not the fund: cut from the end of
 * a name, where scheme names put them ("- Direct Plan - Monthly IDCW Option (Payout)"). Inside a name they
 * stay: "Regular Savings Fund", "Growth Opportunities Fund", "Dividend Yield Fund" are funds' names.
 */
const VARIANT_WORDS = new Set([
  'direct', 'regular', 'growth', 'gr', 'idcw', 'dividend', 'payout', 'reinvestment', 'reinvest', 'bonus',
  'option', 'options', 'opt', 'cumulative', 'daily', 'weekly', 'fortnightly', 'monthly', 'bi', 'quarterly',
  'half', 'halfyearly', 'semi', 'yearly', 'annual', 'annually', 'periodic', 'flexi', 'adhoc', 'discretionary',
  'standard', 'normal', 'payment', 'and', 'or', 'of', 'with',
  // AMFI's misspellings of the same words
  'icdw', 'idwc', 'idcwpayout', 'idcwoption', 'idcwreinvestment', 'paln', 'pan', 'opton', 'optioni', 'fornightly',
])

/** A month is written out or cut short at will ("Gilt April 2033" = "Gilt Apr 2033"). */
const MONTHS = new Map(
  ['january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'sept']
    .map((month) => [month, month.slice(0, 3)]),
)

/** Words dropped wherever they stand: "Plan" and "Scheme" are said of a fund or left out at will. */
const FILLER_WORDS = new Set(['plan', 'scheme'])

/** The words of a name without its descriptive parentheticals, after the wording equivalences. */
function words(text: string): string[] {
  const found = text
    .toLowerCase()
    .replace(/&/g, ' and ')
    // Income Distribution cum Capital Withdrawal, also as AMFI misspells and reorders it
    .replace(/\bincome\s+(?:distribution\s+)?cum\s*(?:distribution\s+)?(?:capital\s+)?withdr[a-z]*/g, ' idcw ')
    .replace(/\bre[\s-]+investment\b/g, ' reinvestment ')
    // "Fund of Funds", "Fund of Fund", "Funds of Fund", "Fund-of-Funds" are what AMFI also writes FoF
    .replace(/\bfunds?[\s-]+of[\s-]+funds?\b/g, ' fof ')
    .split(/[^a-z0-9]+/)
    // a word written twice running is written once ("Groww Liquid Fund ( formerly ... )Fund - Fund")
    .filter((w, i, all) => w && !FILLER_WORDS.has(w) && !(/^[a-z]+$/.test(w) && w === all[i - 1]))
    .map((w) => MONTHS.get(w) ?? w)
  let end = found.length
  const cutVariants = () => {
    while (end > 0 && VARIANT_WORDS.has(found[end - 1]!)) end--
  }
  cutVariants()
  // A term in days after the plan and option ("Series 179 REGULAR PLAN-GROWTH (3652 days)") stays.
  if (end >= 2 && found[end - 1] === 'days' && /^[0-9]+$/.test(found[end - 2]!)) {
    const term = found.slice(end - 2, end)
    end -= 2
    cutVariants()
    found.splice(end, found.length - end, ...term)
    end = found.length
  }
  return found.slice(0, end)
}

/** A name's words as the matcher compares them (`normaliseSchemeName` joins them). */
function nameWords(name: string): string[] {
  return words(splitParentheticals(name).rest)
}

/**
 * The form two names of one scheme share: lower case; descriptive parentheticals ("(Formerly Known as
 * ...)", "(Scheme has One Segregated Portfolio)", "(An Open Ended Liquid Scheme)") gone; "&" as "and";
 * Fund of Fund(s) as FoF; Income Distribution cum Capital Withdrawal as IDCW; months cut to three letters;
 * a word written twice running once; "Plan" and "Scheme" dropped;
 * plan and option words cut from the end, and a last "Fund"; spacing and punctuation ignored ("Short-Term" =
 * "Short Term", "Flexicap" = "Flexi Cap") except between two numbers ("Series 1 - 12" is not "Series 11 - 2").
 */
export function normaliseSchemeName(name: string): string {
  return keyOf(nameWords(name))
}

/**
 * The words joined, less a last "Fund": "X" and "X Fund" are one fund's names ("HDFC ELSS Tax Saver",
 * "Kotak Banking and PSU Debt - Growth"), also when AMFI runs it into the word before ("30Indexfund").
 */
function keyOf(list: readonly string[]): string {
  const joined = joinWords(list)
  return joined.length > 4 && joined.endsWith('fund') ? joined.slice(0, -4) : joined
}

function joinWords(list: readonly string[]): string {
  let out = ''
  for (const w of list) {
    if (out && /[0-9]$/.test(out) && /^[0-9]/.test(w)) out += ' '
    out += w
  }
  return out
}

/**
 * A fund house's brands, from its own names: the names grouped by their first word, each group's brand
 * the words all its names begin with ("Aditya Birla Sun Life"; "Bharat Bond" and "CPSE ETF" for the houses
 * that run them), cut to its first words that are words of the house's own name when it begins with one
 * ("Templeton" of "Templeton India Value Fund" in Franklin Templeton). Spacing is ignored, so "TRUSTMF" is
 * "Trust MF".
 */
function brandsOf(house: string, names: readonly string[][]): string[] {
  const houseWords = new Set(words(house))
  const byFirst = new Map<string, string[]>()
  for (const list of names) {
    if (!list.length) continue
    const prefix = byFirst.get(list[0]!)
    if (!prefix) {
      byFirst.set(list[0]!, list.slice())
      continue
    }
    let n = 0
    while (n < prefix.length && n < list.length && prefix[n] === list[n]) n++
    prefix.length = n
  }
  return [...byFirst.values()].map((prefix) => {
    const own = prefix.findIndex((w) => !houseWords.has(w))
    return joinWords(own === -1 ? prefix : own > 0 ? prefix.slice(0, own) : prefix)
  })
}

type BaseFund = { name: string; regular: number[]; direct: number[] }

/**
 * An earlier name as the scheme was called: "(erstwhile Value Discovery Fund)" of "ICICI Prudential Value
 * Fund" is "ICICI Prudential Value Discovery Fund". An earlier name keeps its own words when it begins with
 * the current name's first word ("Sundaram Blue Chip Fund") or with an earlier brand (`formerBrands`:
 * "Indiabulls", "Principal"); otherwise it takes the current name's brand.
 */
function formerNameWords(
  current: string[],
  former: string[],
  currentBrands: readonly string[],
  formerBrands: ReadonlySet<string>,
): string[] {
  if (!former.length || former[0] === current[0] || formerBrands.has(former[0]!)) return former
  for (let n = current.length - 1; n > 0; n--) {
    if (currentBrands.includes(joinWords(current.slice(0, n)))) return [...current.slice(0, n), ...former]
  }
  return former
}

/**
 * Two wordings of one SEBI category, tried only when a name has no exact match. SEBI allows a fund house
 * one scheme per category, and the houses have renamed their schemes between the wordings both ways: AMFI's
 * October 2024 snapshot lists "Axis Short Term Fund" and "Axis Short Duration Fund" with the same figures,
 * the demo universe has "Baroda BNP Paribas Short Term Fund" for the snapshots' "... Short Duration Fund",
 * and "Groww Dynamic Term Fund (formerly known as Indiabulls Dynamic Bond Fund)". Applied to both sides, so
 * two funds of a house that meet under them are 'ambiguous', never one of them.
 */
const CATEGORY_WORDINGS: [RegExp, string][] = [
  [/\b(short|medium|long) (?:duration|term)\b/g, '$1 term'],
  [/\bdynamic (?:bond|term)\b/g, 'dynamic term'],
  [/\bfloating (?:rate|interest rates?)\b/g, 'floating interest rates'],
  [/\bbanking and psu(?: debt)?\b/g, 'banking and psu debt'],
  [/\bfocused equity\b/g, 'focused'],
  [/\bmoney (?:manager|market)\b/g, 'money market'],
]

function categoryWording(list: readonly string[]): string[] {
  let text = list.join(' ')
  for (const [pattern, replacement] of CATEGORY_WORDINGS) text = text.replace(pattern, replacement)
  return text.split(' ').filter(Boolean)
}

type Names = Map<string, Set<BaseFund>>

function addName(names: Names, key: string, fund: BaseFund): void {
  if (key) (names.get(key) ?? names.set(key, new Set()).get(key)!).add(fund)
}

export function createTerMatcher(universe: UniverseScheme[]): { match(terName: string): TerMatch } {
  type Named = { scheme: UniverseScheme; current: string[]; former: string[][] }
  const byHouse = new Map<string, Named[]>()
  for (const scheme of universe) {
    const { rest, formerNames } = splitParentheticals(scheme.schemeName)
    const named: Named = { scheme, current: words(rest), former: formerNames.map(words).filter((w) => w.length) }
    ;(byHouse.get(scheme.fundHouse) ?? byHouse.set(scheme.fundHouse, []).get(scheme.fundHouse)!).push(named)
  }

  // house -> normalised name (current or earlier) -> the base funds so named; the same under the
  // category wordings
  const houses = new Map<string, { exact: Names; worded: Names }>()
  // brand -> the houses whose names begin with it
  const brands = new Map<string, Set<string>>()
  for (const [house, list] of byHouse) {
    const currentBrands = brandsOf(house, list.map((n) => n.current))
    const funds = new Map<string, BaseFund>()
    const exact: Names = new Map()
    const worded: Names = new Map()
    // An earlier brand: the first word of the earlier names of two or more of the house's funds (the
    // house's schemes renamed together: "Indiabulls", "Principal"); one fund's earlier name is a name only.
    const fundsByFormerWord = new Map<string, Set<string>>()
    for (const { current, former } of list) {
      for (const [first] of former) {
        if (first === current[0]) continue
        ;(fundsByFormerWord.get(first!) ?? fundsByFormerWord.set(first!, new Set()).get(first!)!).add(keyOf(current))
      }
    }
    const formerBrands = new Set([...fundsByFormerWord].filter(([, keys]) => keys.size > 1).map(([word]) => word))
    const earlier: string[][] = []
    const add = (name: string[], fund: BaseFund) => {
      addName(exact, keyOf(name), fund)
      addName(worded, keyOf(categoryWording(name)), fund)
    }
    for (const { scheme, current, former } of list) {
      const key = keyOf(current)
      let fund = funds.get(key)
      if (!fund) {
        fund = { name: current.join(' '), regular: [], direct: [] }
        funds.set(key, fund)
        add(current, fund)
      }
      ;(scheme.plan === 'Direct' ? fund.direct : fund.regular).push(scheme.schemeCode)
      for (const f of former) {
        if (formerBrands.has(f[0]!)) earlier.push(f)
        add(formerNameWords(current, f, currentBrands, formerBrands), fund)
      }
    }
    for (const fund of funds.values()) {
      fund.regular.sort((a, b) => a - b)
      fund.direct.sort((a, b) => a - b)
    }
    houses.set(house, { exact, worded })
    for (const brand of [...currentBrands, ...brandsOf(house, earlier)]) {
      if (brand) (brands.get(brand) ?? brands.set(brand, new Set()).get(brand)!).add(house)
    }
  }

  function houseOf(list: readonly string[]): string | null {
    let prefix = ''
    let found: Set<string> | undefined
    for (const w of list) {
      prefix = joinWords([prefix, w].filter(Boolean))
      found = brands.get(prefix) ?? found
    }
    return found?.size === 1 ? [...found][0]! : null
  }

  return {
    match(terName: string): TerMatch {
      const { rest, formerNames } = splitParentheticals(terName)
      const current = words(rest)
      const fundHouse = houseOf(current)
      const none: TerMatch = { name: terName, fundHouse, outcome: 'unmatched', regular: [], direct: [], candidates: [] }
      if (fundHouse === null) return none
      const { exact, worded } = houses.get(fundHouse)!
      const former = formerNames.map(words)
      // The first of these that names any base fund decides: the name as it is, the earlier name the TER
      // row gives, then both under the category wordings.
      const tries: [Names, string[]][] = [
        [exact, current],
        ...former.map((f): [Names, string[]] => [exact, f]),
        [worded, categoryWording(current)],
        ...former.map((f): [Names, string[]] => [worded, categoryWording(f)]),
      ]
      for (const [names, name] of tries) {
        const found = [...(names.get(keyOf(name)) ?? [])]
        if (!found.length) continue
        if (found.length > 1) return { ...none, outcome: 'ambiguous', candidates: found.map((f) => f.name).sort() }
        const fund = found[0]!
        return { ...none, outcome: 'matched', regular: fund.regular.slice(), direct: fund.direct.slice(), candidates: [fund.name] }
      }
      return none
    },
  }
}

/** Every scheme of the database with its fund house, plan and option: the universe TER names match into. */
export function universeOf(db: Db): UniverseScheme[] {
  return db
    .prepare(
      `SELECT s.scheme_code AS schemeCode, s.scheme_name AS schemeName, h.fund_house_name AS fundHouse,
              s.plan AS plan, s.option AS option
         FROM schemes s JOIN fund_houses h ON h.id = s.fund_house_id
        ORDER BY s.scheme_code`,
    )
    .all() as UniverseScheme[]
}
