/**
 * What the holdings table and the allocation charts show of a report, derived once per report (the
 * components memoise these): 50 holdings are cheap, but a render should not redo them per cell.
 */
import type { SchemeHit } from '@common/contract/analytics-schemas'
import type { NavPoint } from '@common/figures/returns'
import type { HoldingClass, PortfolioFigures } from '@common/portfolio/report'
import type { RegularPlanCost } from '@common/portfolio/valuation'
import { percentOf, schemeName } from './portfolio-format'

export type HoldingRow = {
  key: string
  folio: string
  schemeCode: number
  name: string
  /** Name, house, plan, ...; undefined while (or if) the scheme is not known. */
  hit: SchemeHit | undefined
  units: number
  nav: NavPoint | null
  invested: number
  value: number | null
  gain: number | null
  /** Gain as a percent of invested. */
  gainPercent: number | null
  xirr: number | null
  taxClass: HoldingClass | undefined
  /** Regular-plan holdings only: what the same flows would be worth in Direct. */
  regularCost: RegularPlanCost | undefined
}

/** One row per holding (folio and scheme): the largest first, holdings sold in full last. */
export function holdingRows(report: PortfolioFigures, schemes: ReadonlyMap<number, SchemeHit>): HoldingRow[] {
  const rows = report.valuation.holdings.map((h): HoldingRow => {
    const hit = schemes.get(h.schemeCode)
    return {
      key: h.key,
      folio: h.folio,
      schemeCode: h.schemeCode,
      name: schemeName(h.schemeCode, schemes),
      hit,
      units: h.units,
      nav: h.nav,
      invested: h.invested,
      value: h.value,
      gain: h.gain,
      gainPercent: percentOf(h.gain, h.invested),
      xirr: h.xirr,
      taxClass: report.classes[h.key],
      regularCost: hit?.plan === 'Regular' ? report.regularCosts[h.key] : undefined,
    }
  })
  // A value not known yet sorts by its cost, so the row does not jump far when the NAV arrives.
  const weight = (row: HoldingRow) => (row.units === 0 ? -1 : (row.value ?? row.invested))
  return rows.sort((a, b) => weight(b) - weight(a))
}

export type AllocationSlice = { label: string; value: number; share: number }

/** Past this many slices the smallest go into one "Others" slice: a chart of 30 slivers says nothing. */
export const MAX_SLICES = 8

/** The current value of `rows` grouped by `groupOf`, largest first, as shares of the whole. */
export function allocationBy(rows: readonly HoldingRow[], groupOf: (row: HoldingRow) => string): AllocationSlice[] {
  const sums = new Map<string, number>()
  let total = 0
  for (const row of rows) {
    if (row.value === null || row.value <= 0) continue
    const label = groupOf(row)
    sums.set(label, (sums.get(label) ?? 0) + row.value)
    total += row.value
  }
  if (total <= 0) return []
  const slices = [...sums].map(([label, value]) => ({ label, value, share: value / total })).sort((a, b) => b.value - a.value || a.label.localeCompare(b.label))
  if (slices.length <= MAX_SLICES) return slices
  const kept = slices.slice(0, MAX_SLICES - 1)
  const rest = slices.slice(MAX_SLICES - 1)
  const value = rest.reduce((sum, slice) => sum + slice.value, 0)
  return [...kept, { label: `Others (${rest.length})`, value, share: value / total }]
}

/** The category an investor files a fund under: the site's subcategory (Large Cap, Gilt, ...). */
export const categoryOf = (row: HoldingRow) => row.hit?.subcategory || 'Category not known'
export const fundHouseOf = (row: HoldingRow) => row.hit?.fundHouseName || 'Fund house not known'

/** Invested in the holdings that have a value: the base the total gain is a percent of. */
export function investedWithValue(report: PortfolioFigures): number {
  let invested = 0
  for (const h of report.valuation.holdings) if (h.value !== null) invested += h.invested
  return invested
}

/** Equal figures, compared field by field (nested values by their own fields, via JSON of small objects). */
function sameRow(a: HoldingRow, b: HoldingRow): boolean {
  return (
    a.key === b.key &&
    a.name === b.name &&
    a.hit === b.hit &&
    a.units === b.units &&
    a.invested === b.invested &&
    a.value === b.value &&
    a.gain === b.gain &&
    a.gainPercent === b.gainPercent &&
    a.xirr === b.xirr &&
    a.nav?.date === b.nav?.date &&
    a.nav?.nav === b.nav?.nav &&
    a.taxClass?.taxClass === b.taxClass?.taxClass &&
    a.taxClass?.overridden === b.taxClass?.overridden &&
    a.taxClass?.defaultClass === b.taxClass?.defaultClass &&
    JSON.stringify(a.regularCost) === JSON.stringify(b.regularCost)
  )
}

/**
 * `next` with every row equal to one of `previous` replaced by that row (and the list itself kept when
 * nothing changed): a recomputation after one holding's change re-renders that row only, not all 50
 * (a new report is new objects throughout, and the memoised rows compare by identity).
 */
export function keepUnchangedRows(previous: readonly HoldingRow[] | null, next: HoldingRow[]): HoldingRow[] {
  if (!previous) return next
  const byKey = new Map(previous.map((row) => [row.key, row]))
  let changed = previous.length !== next.length
  const rows = next.map((row, i) => {
    const old = byKey.get(row.key)
    if (old && sameRow(old, row)) {
      if (previous[i] !== old) changed = true
      return old
    }
    changed = true
    return row
  })
  return changed ? rows : (previous as HoldingRow[])
}
