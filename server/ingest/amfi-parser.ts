/**
 * A line-at-a-time parser for AMFI's semicolon files: NAVAll.txt (6 fields, and from 19-Aug-2026 8 with
 * Plan and Option) and the NAV history report (old with Repurchase/Sale Price, new with "NAV Name;Plan;
 * Option"). Columns are found by header name, never position; group header lines (`Open Ended Schemes
 * ( … )`) and AMC name lines give each row its context. Anything that does not fit throws
 * AmfiFormatError, and the importer rolls back, so a malformed or truncated file changes nothing.
 */
import { addDays } from '../../common/figures/dates.ts'
import { amfiDateToIso, indiaToday } from './amfi-dates.ts'
import {
  EARLIEST_NAV_DATE, excerpt, MAX_FUND_HOUSE, MAX_GROUP_LINE, MAX_ISIN, MAX_PLAN_OPTION, MAX_SCHEME_NAME,
} from './amfi-limits.ts'
import { readNav } from './amfi-nav.ts'
import { mapAmfiGroup } from './category-mapping.ts'
import { resolvePlanOption, type Option, type Plan } from './plan-option.ts'

export type AmfiFormat = 'navall-6' | 'navall-8' | 'history-old' | 'history-new'

export type AmfiRow = {
  schemeCode: number
  schemeName: string
  plan: Plan | null
  option: Option | null
  isinGrowth: string | null
  isinReinvest: string | null
  /** Null when the NAV is not a positive number; `skipReason` then says why. */
  nav: number | null
  skipReason: string | null
  date: string
  fundHouse: string
  schemeType: string
  amfiGroup: string
  category: string
  subcategory: string
}

export class AmfiFormatError extends Error {
  constructor(message: string, readonly lineNumber: number) {
    super(`line ${lineNumber}: ${message}`)
    this.name = 'AmfiFormatError'
  }
}

type Columns = {
  count: number
  code: number
  name: number
  nav: number
  date: number
  plan?: number
  option?: number
  isinGrowth?: number
  isinReinvest?: number
}

const GROUP_LINE = /^(Open Ended|Close Ended|Interval Fund)\s+Schemes\s*\((.*)\)\s*$/i

const headerKey = (s: string) => s.toLowerCase().replace(/\s+/g, '')

function readHeader(line: string, lineNumber: number): { columns: Columns; format: AmfiFormat } {
  const names = line.split(';').map(headerKey)
  const find = (...candidates: string[]) => {
    const i = names.findIndex((n) => candidates.includes(n))
    return i < 0 ? undefined : i
  }
  const code = find('schemecode')
  const name = find('schemename', 'navname')
  const nav = find('netassetvalue')
  const date = find('date')
  if (code === undefined || name === undefined || nav === undefined || date === undefined) {
    throw new AmfiFormatError(`not an AMFI NAV header: ${excerpt(line)}`, lineNumber)
  }
  const columns: Columns = {
    count: names.length,
    code,
    name,
    nav,
    date,
    plan: find('plan'),
    option: find('option'),
    isinGrowth: find('isindivpayout/isingrowth'),
    isinReinvest: find('isindivreinvestment'),
  }
  const history = find('repurchaseprice') !== undefined || names[name] === 'navname'
  const format: AmfiFormat = history
    ? names[name] === 'navname'
      ? 'history-new'
      : 'history-old'
    : columns.plan !== undefined
      ? 'navall-8'
      : 'navall-6'
  return { columns, format }
}

export { navSkipReason } from './amfi-nav.ts'

/** Entries and key length of the parser's caches: a hostile file cannot make them hold much. */
const CACHE_ENTRIES = 30_000
const CACHE_KEY_CHARS = 1000

function remember<V>(cache: Map<string, V>, key: string, value: V): V {
  if (key.length > CACHE_KEY_CHARS) return value
  if (cache.size >= CACHE_ENTRIES) cache.clear()
  cache.set(key, value)
  return value
}

export type AmfiParserOptions = {
  /** Today in India, ISO; NAV dates may be at most one day later. Defaults to the clock. */
  today?: string
}

export function createAmfiParser(options: AmfiParserOptions = {}) {
  const latestDate = addDays(options.today ?? indiaToday(), 1)
  let lineNumber = 0
  let header: { columns: Columns; format: AmfiFormat } | null = null
  let group: { schemeType: string; amfiGroup: string; category: string; subcategory: string } | null = null
  let fundHouse: string | null = null
  // A fund house line not yet followed by a data row: in AMFI's layout one always is.
  let pendingHouse: { name: string; lineNumber: number } | null = null

  // A history report repeats each scheme's name, plan and option on every day, and each day's date
  // on every scheme: each distinct text is worked out once (at most CACHE_ENTRIES, for a hostile file).
  const isoOf = new Map<string, string | null>()
  const namesOf = new Map<string, string>()
  const plansOf = new Map<string, { plan: Plan | null; option: Option | null }>()

  function refuse(message: string): never {
    throw new AmfiFormatError(message, lineNumber)
  }
  function field(fields: string[], i: number | undefined, max: number, label: string): string | undefined {
    if (i === undefined) return undefined
    const value = fields[i]!.trim()
    if (value.length > max) refuse(`${label} longer than ${max} characters: ${excerpt(value)}`)
    return value
  }
  // Old files write a missing ISIN as "-".
  const isin = (fields: string[], i: number | undefined) => (field(fields, i, MAX_ISIN, 'ISIN') ?? '').replace(/^-$/, '') || null
  function houseWithoutRows(house: { name: string; lineNumber: number }, next: string): never {
    throw new AmfiFormatError(`fund house line ${excerpt(house.name)} is followed by ${next}, not by its schemes`, house.lineNumber)
  }

  function pushLine(rawLine: string): AmfiRow | null {
    lineNumber++
    const line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine
    const trimmed = line.trim()
    if (trimmed === '') return null
    if (!header) {
      // The header may follow a byte-order mark.
      header = readHeader(trimmed.replace(/^\uFEFF/, ''), lineNumber)
      return null
    }
    if (!trimmed.includes(';')) {
      const g = trimmed.length <= MAX_GROUP_LINE ? GROUP_LINE.exec(trimmed) : null
      if (g) {
        if (pendingHouse) houseWithoutRows(pendingHouse, `a scheme group line (line ${lineNumber})`)
        const amfiGroup = g[2]!.replace(/\s+/g, ' ').trim()
        group = { schemeType: `${g[1]!.replace(/\s+/g, ' ')} Schemes`, amfiGroup, ...mapAmfiGroup(amfiGroup) }
        fundHouse = null
      } else {
        const name = trimmed.replace(/\s+/g, ' ')
        if (name.length > MAX_FUND_HOUSE) {
          refuse(`a line without ';' that is neither a scheme group nor a fund house name: ${excerpt(name)}`)
        }
        if (pendingHouse) houseWithoutRows(pendingHouse, `another fund house line (line ${lineNumber})`)
        pendingHouse = { name, lineNumber }
        fundHouse = name
      }
      return null
    }
    const c = header.columns
    const fields = line.split(';')
    if (fields.length !== c.count) refuse(`expected ${c.count} fields, found ${fields.length}`)
    const codeText = fields[c.code]!.trim()
    if (!/^\d{1,9}$/.test(codeText)) refuse(`bad scheme code ${excerpt(codeText)}`)
    const dateText = fields[c.date]!
    let date = isoOf.get(dateText)
    if (date === undefined) date = remember(isoOf, dateText, amfiDateToIso(dateText))
    if (!date) refuse(`bad date ${excerpt(dateText)}`)
    if (date < EARLIEST_NAV_DATE || date > latestDate) {
      refuse(`date ${dateText.trim()} is outside ${EARLIEST_NAV_DATE}..${latestDate} (today in India plus one day)`)
    }
    if (!group) refuse('data row before any scheme group line')
    if (!fundHouse) refuse('data row before any fund house line')
    pendingHouse = null
    const nameText = fields[c.name]!
    const schemeName = namesOf.get(nameText) ?? remember(namesOf, nameText, nameText.replace(/\s+/g, ' ').trim())
    if (schemeName.length > MAX_SCHEME_NAME) refuse(`scheme name longer than ${MAX_SCHEME_NAME} characters: ${excerpt(schemeName)}`)
    const plan = field(fields, c.plan, MAX_PLAN_OPTION, 'Plan')
    const option = field(fields, c.option, MAX_PLAN_OPTION, 'Option')
    const reading = readNav(fields[c.nav]!)
    if ('refused' in reading) refuse(`NAV ${excerpt(fields[c.nav]!.trim())}: ${reading.refused}`)
    const key = `${schemeName}\u0000${plan}\u0000${option}`
    const resolved = plansOf.get(key) ?? remember(plansOf, key, resolvePlanOption(schemeName, plan, option))
    return {
      schemeCode: Number(codeText),
      schemeName,
      plan: resolved.plan,
      option: resolved.option,
      isinGrowth: isin(fields, c.isinGrowth),
      isinReinvest: isin(fields, c.isinReinvest),
      nav: reading.nav,
      skipReason: reading.skipReason,
      date,
      fundHouse,
      schemeType: group.schemeType,
      amfiGroup: group.amfiGroup,
      category: group.category,
      subcategory: group.subcategory,
    }
  }

  /** Call after the last line: a fund house line at the very end has no schemes either. */
  function finish(): void {
    if (pendingHouse) houseWithoutRows(pendingHouse, 'the end of the file')
  }

  return {
    pushLine,
    finish,
    get format(): AmfiFormat | null {
      return header?.format ?? null
    },
    get lineNumber() {
      return lineNumber
    },
  }
}
