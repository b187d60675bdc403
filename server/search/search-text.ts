/**
 * The text side of search, pure functions: what gets indexed for a scheme or a fund house, and how a
 * user's text becomes an FTS5 MATCH expression. Both sides cut text into the same words (runs of
 * letters and digits, lowercased, "&" as "and"). User text never reaches FTS5 as syntax: each word is
 * a double-quoted string (letters and digits only, so no quote inside), joined by AND/OR written here.
 */
import { ABBREVIATIONS, ALIASES, OPTION_WORDS, PLAN_WORDS } from './aliases.ts'

/** At most this many words of a query are used; the rest are ignored. */
export const MAX_QUERY_WORDS = 10
/** Longer words are cut to this length (still matched as a prefix). */
export const MAX_WORD_LENGTH = 40

const WORD = /[\p{L}\p{N}]+/gu

/** The words of `text`: letters and digits (any script), lowercased; "&" counts as the word "and". */
export function splitWords(text: string, max = Number.POSITIVE_INFINITY): string[] {
  const out: string[] = []
  for (const m of text.replaceAll('&', ' and ').matchAll(WORD)) {
    if (out.length >= max) break
    out.push(m[0].toLowerCase())
  }
  return out
}

const ALIAS_TERMS = ALIASES.map((group) => group.terms.map((term) => splitWords(term)))

function containsRun(words: readonly string[], present: ReadonlySet<string>, run: readonly string[]): boolean {
  if (!present.has(run[0]!)) return false
  if (run.length === 1) return true
  outer: for (let i = 0; i + run.length <= words.length; i++) {
    for (let j = 0; j < run.length; j++) if (words[i + j] !== run[j]) continue outer
    return true
  }
  return false
}

const CAP_STYLES = new Set(['large', 'mid', 'small', 'flexi', 'multi', 'micro', 'mega'])
const JOINED_CAP = /^([a-z]+)cap$/
const LETTERS_DIGITS = /^([a-z]{2,})(\d+)$/
const LETTERS = /^[a-z]{2,}$/
const DIGITS = /^\d+$/

/**
 * The indexed text for one field: its words, then the variants people type for them.
 * - alias groups (aliases.ts): "parag parikh" adds "ppfas" and back;
 * - AMFI's abbreviations (aliases.ts): "Gr" adds "growth", "Dir" adds "direct";
 * - "Flexi Cap" adds "flexicap" and "Flexicap" adds "flexi cap" (likewise large/mid/small/multi/micro/mega);
 * - "Nifty50" adds "nifty 50" and "Nifty 50" adds "nifty50".
 */
export function normaliseForIndex(text: string): string {
  const words = splitWords(text)
  const present = new Set(words)
  const extra = new Set<string>()
  const add = (term: string) => {
    if (!present.has(term)) extra.add(term)
  }
  for (const terms of ALIAS_TERMS) {
    if (!terms.some((run) => containsRun(words, present, run))) continue
    for (const run of terms) if (!containsRun(words, present, run)) add(run.join(' '))
  }
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    const next = words[i + 1]
    const full = Object.hasOwn(ABBREVIATIONS, word) ? ABBREVIATIONS[word] : undefined
    if (full !== undefined) add(full)
    if (next === 'cap' && CAP_STYLES.has(word)) add(`${word}cap`)
    if (word.endsWith('cap')) {
      const joined = JOINED_CAP.exec(word)
      if (joined && CAP_STYLES.has(joined[1]!)) add(`${joined[1]} cap`)
    }
    if (DIGITS.test(word)) continue
    const split = LETTERS_DIGITS.exec(word)
    if (split) add(`${split[1]} ${split[2]}`)
    if (next !== undefined && DIGITS.test(next) && LETTERS.test(word)) add(`${word}${next}`)
  }
  return extra.size === 0 ? words.join(' ') : `${words.join(' ')} ${[...extra].join(' ')}`
}

export type SchemeTextInput = {
  schemeName: string
  fundHouseName: string
  category: string
  subcategory: string
  plan: 'Direct' | 'Regular' | null
  option: 'Growth' | 'IDCW' | 'Bonus' | null
}

/** One scheme's row of the index, column by column (see migrations/002-search.sql). */
export type SchemeIndexText = { name: string; house: string; category: string; variant: string }

/**
 * `normaliseShared` normalises the fields many schemes share (house, category); pass a memoised
 * normaliseForIndex when indexing many schemes.
 */
export function schemeIndexText(s: SchemeTextInput, normaliseShared = normaliseForIndex): SchemeIndexText {
  return {
    name: normaliseForIndex(s.schemeName),
    house: normaliseShared(s.fundHouseName),
    category: normaliseShared(s.subcategory === s.category ? s.category : `${s.subcategory} ${s.category}`),
    // From the resolved plan and option, so "Dir", "Gr", "Dividend" and "IDCW" all find a scheme
    // whatever AMFI wrote in its name.
    variant: [s.plan && PLAN_WORDS[s.plan], s.option && OPTION_WORDS[s.option]].filter(Boolean).join(' '),
  }
}

/** A fund house's indexed name: its AMFI name, plus its display name when that says something else. */
export function houseIndexText(fundHouseName: string, displayName = fundHouseName): string {
  const amfi = splitWords(fundHouseName)
  const more = splitWords(displayName).filter((w) => !amfi.includes(w))
  return normaliseForIndex([...amfi, ...more].join(' '))
}

// "Income Distribution cum Capital Withdrawal", "Payout of IDCW", "Direct Plan Growth Option", ... :
// the words that tell a fund's plans and options apart, left out of the fund key.
const VARIANT_PHRASES = /income distribution cum capital withdrawal|re-?\s*investment|pay-?\s*out|half-?\s*yearly/g
const variantPhrase = (m: string) => (m.startsWith('income') ? ' ' : m.replace(/[^a-z]/g, ''))
const VARIANT_WORDS = new Set([
  'direct', 'dir', 'regular', 'reg', 'retail', 'institutional', 'plan', 'plans', 'option', 'options', 'opt',
  'growth', 'gr', 'idcw', 'dividend', 'div', 'payout', 'reinvestment', 'reinvest', 'sweep', 'transfer', 'of',
  'bonus', 'daily', 'weekly', 'fortnightly', 'monthly', 'quarterly', 'halfyearly', 'annual', 'yearly', 'cum',
])

/**
 * What a scheme's Direct/Regular and Growth/IDCW/Bonus variants have in common: the house and the name
 * without plan and option words. Only used to keep a fund's variants together in the results, so a
 * slightly wrong key costs ordering, never a hit.
 */
export function fundKey(fundHouseId: number, schemeName: string): string {
  const text = schemeName.toLowerCase().replace(VARIANT_PHRASES, variantPhrase)
  return `${fundHouseId}:${splitWords(text).filter((w) => !VARIANT_WORDS.has(w)).join(' ')}`
}

/** The words of a query, as searched: at most MAX_QUERY_WORDS, each at most MAX_WORD_LENGTH, no repeats. */
export function queryWords(userText: string): string[] {
  const out: string[] = []
  // Cut long input first: only the first few words are used.
  for (const word of splitWords(userText.slice(0, 2_000), MAX_QUERY_WORDS * 4)) {
    const cut = word.slice(0, MAX_WORD_LENGTH)
    if (!out.includes(cut)) out.push(cut)
    if (out.length === MAX_QUERY_WORDS) break
  }
  return out
}

const quoted = (words: string) => `"${words}"`

/**
 * The FTS5 MATCH expression for user text, or null when it holds no word (only punctuation, say).
 * Each word must match (AND) as a word prefix: `"hdf"*` finds "hdfc". A word also matches itself exactly,
 * `("axis" OR "axis"*)`, which changes nothing about which rows match but lets bm25 rank a whole-word
 * match ("quant") above a longer word that starts with it ("quantum"). A word equal to a one-word alias
 * also matches the alias's other terms: `("ppfas" OR "ppfas"* OR "parag parikh"*)`.
 */
export function toMatchQuery(userText: string): string | null {
  return matchQueryOf(queryWords(userText))
}

const SAFE_WORD = /^[\p{L}\p{N}]+$/u

/** toMatchQuery for words already cut by queryWords (anything but letters and digits is dropped). */
export function matchQueryOf(words: readonly string[]): string | null {
  const safe = words.filter((word) => SAFE_WORD.test(word))
  if (safe.length === 0) return null
  return safe
    .map((word) => {
      const alternatives = [quoted(word), `${quoted(word)}*`]
      ALIAS_TERMS.forEach((terms) => {
        if (!terms.some((run) => run.length === 1 && run[0] === word)) return
        for (const run of terms) if (!(run.length === 1 && run[0] === word)) alternatives.push(`${quoted(run.join(' '))}*`)
      })
      return `(${alternatives.join(' OR ')})`
    })
    .join(' AND ')
}

/** The plan the user asked for: a word that starts "dir"/"direct" or "reg"/"regular" (not both). */
export function typedPlan(words: readonly string[]): 'Direct' | 'Regular' | null {
  const direct = words.some((w) => w.length >= 3 && 'direct'.startsWith(w))
  const regular = words.some((w) => w.length >= 3 && 'regular'.startsWith(w))
  if (direct === regular) return null
  return direct ? 'Direct' : 'Regular'
}

/** Words every fund house name shares; a query of only these does not put fund houses first. */
const GENERIC_HOUSE_WORDS = ['mutual', 'fund', 'funds', 'mf', 'amc']

/** True when the word is (a prefix of) a word every fund house has, e.g. "mutual", "fu", "mf". */
export function isGenericHouseWord(word: string): boolean {
  return GENERIC_HOUSE_WORDS.some((generic) => generic.startsWith(word))
}
