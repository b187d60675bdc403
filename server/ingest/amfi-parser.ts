/**
 * A line-at-a-time parser for AMFI's semicolon files: NAVAll.txt (6-field and, from 19-Aug-2026,
 * 8-field with Plan and Option) and the NAV history report (old with Repurchase/Sale Price, new with
 * "NAV Name;Plan;Option"). Columns are found by header name, never by position. Group header lines
 * (`Open Ended Schemes ( … )`) and AMC name lines between data rows give each row its context.
 *
 * Anything that does not fit (no header, a row with the wrong number of fields, a bad code or date)
 * throws AmfiFormatError: the importer then rolls back, so a malformed or truncated file changes nothing.
 */
import { amfiDateToIso } from './amfi-dates.ts'
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
    throw new AmfiFormatError(`not an AMFI NAV header: ${line.slice(0, 120)}`, lineNumber)
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

/** Why a NAV field is not usable, or null when it is a positive number. */
export function navSkipReason(text: string): string | null {
  const t = text.trim()
  if (t === '') return 'empty'
  if (!/^-?\d+(\.\d+)?$/.test(t)) return t.length <= 12 ? t : 'not a number'
  const value = Number(t)
  if (value === 0) return 'zero'
  if (value < 0) return 'negative'
  return null
}

export function createAmfiParser() {
  let lineNumber = 0
  let header: { columns: Columns; format: AmfiFormat } | null = null
  let group: { schemeType: string; amfiGroup: string; category: string; subcategory: string } | null = null
  let fundHouse: string | null = null

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
      const g = GROUP_LINE.exec(trimmed)
      if (g) {
        const amfiGroup = g[2]!.replace(/\s+/g, ' ').trim()
        group = { schemeType: `${g[1]!.replace(/\s+/g, ' ')} Schemes`, amfiGroup, ...mapAmfiGroup(amfiGroup) }
        fundHouse = null
      } else {
        fundHouse = trimmed.replace(/\s+/g, ' ')
      }
      return null
    }
    const c = header.columns
    const fields = line.split(';')
    if (fields.length !== c.count) {
      throw new AmfiFormatError(`expected ${c.count} fields, found ${fields.length}`, lineNumber)
    }
    const codeText = fields[c.code]!.trim()
    if (!/^\d{1,9}$/.test(codeText)) throw new AmfiFormatError(`bad scheme code "${codeText}"`, lineNumber)
    const date = amfiDateToIso(fields[c.date]!)
    if (!date) throw new AmfiFormatError(`bad date "${fields[c.date]}"`, lineNumber)
    if (!group) throw new AmfiFormatError('data row before any scheme group line', lineNumber)
    if (!fundHouse) throw new AmfiFormatError('data row before any fund house line', lineNumber)
    const schemeName = fields[c.name]!.replace(/\s+/g, ' ').trim()
    const field = (i: number | undefined) => (i === undefined ? undefined : fields[i]!.trim())
    // Old files write a missing ISIN as "-".
    const isin = (i: number | undefined) => (field(i) ?? '').replace(/^-$/, '') || null
    const navText = fields[c.nav]!
    const skipReason = navSkipReason(navText)
    return {
      schemeCode: Number(codeText),
      schemeName,
      ...resolvePlanOption(schemeName, field(c.plan), field(c.option)),
      isinGrowth: isin(c.isinGrowth),
      isinReinvest: isin(c.isinReinvest),
      nav: skipReason ? null : Number(navText),
      skipReason,
      date,
      fundHouse,
      ...group,
    }
  }

  return {
    pushLine,
    get format(): AmfiFormat | null {
      return header?.format ?? null
    },
    get lineNumber() {
      return lineNumber
    },
  }
}
