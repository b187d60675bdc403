import { describe, expect, it } from 'vitest'
import { keepUnchangedRows, type HoldingRow } from '../../../src/features/portfolio/holding-rows.ts'

const row = (key: string, value: number, extra: Partial<HoldingRow> = {}): HoldingRow => ({
  key,
  folio: 'F1',
  schemeCode: 100,
  name: key,
  hit: undefined,
  units: 10,
  nav: { date: '2026-03-20', nav: value / 10 },
  invested: 100,
  value,
  gain: value - 100,
  gainPercent: value - 100,
  xirr: 5,
  taxClass: { taxClass: 'equity', overridden: false, defaultClass: 'equity' },
  regularCost: undefined,
  ...extra,
})

describe('keepUnchangedRows: a recomputation re-renders only the holdings that changed', () => {
  it('keeps each row whose figures are equal, and the list itself when none changed', () => {
    const previous = [row('a', 150), row('b', 120)]
    const same = keepUnchangedRows(previous, [row('a', 150), row('b', 120)])
    expect(same).toBe(previous)

    const next = keepUnchangedRows(previous, [row('a', 150), row('b', 120, { taxClass: { taxClass: 'other', overridden: true, defaultClass: 'equity' } })])
    expect(next).not.toBe(previous)
    expect(next[0]).toBe(previous[0])
    expect(next[1]).not.toBe(previous[1])
    expect(next[1]!.taxClass?.taxClass).toBe('other')
  })

  it('follows a new order and new holdings', () => {
    const previous = [row('a', 150), row('b', 120)]
    const next = keepUnchangedRows(previous, [row('b', 120), row('a', 150), row('c', 90)])
    expect(next.map((r) => r.key)).toEqual(['b', 'a', 'c'])
    expect(next[0]).toBe(previous[1])
    expect(next[1]).toBe(previous[0])
    expect(keepUnchangedRows(null, next)).toBe(next)
  })
})
