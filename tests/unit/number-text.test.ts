import { describe, expect, it } from 'vitest'
import { formatIndianCompact, formatIndianNumber, groupIndian } from '@/lib/number-text'

// Intl (Node's ICU) is the oracle: the site writes numbers itself only to spare the browser ICU's
// start-up cost, and must print exactly what Intl.NumberFormat('en-IN') would.
function* samples(): Generator<number> {
  yield* [0, -0, 0.5, 1, 9, 10, 99.995, 100, 999, 999.5, 999.95, 1000, 1.005, 1.015, 2.675, 1.0049999, 0.125, 0.0005]
  yield* [-0.004, -0.005, -1.5, 123456789.125, 1234567.895, 1e21, 1.5e21, 1e-7, 2.5e-7, 9_999_999.999, 99_999.95]
  yield* [12_345, 99_949, 99_950, 99_999, 100_000, 123_456, 999_999, 1_234_567, 9_999_999, 10_000_000, 12_345_678]
  yield* [1_234_567_890, 12_345_678_901, 123_456_789_012, 1e13, 1e15, 1e16, Number.MAX_SAFE_INTEGER]
  // A fixed pseudo-random spread over magnitudes and decimals (no Math.random: a failure reproduces).
  let seed = 20_261_126
  const next = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31)
  for (let i = 0; i < 3000; i++) {
    const magnitude = 10 ** Math.floor(next() * 14 - 4)
    const value = next() * magnitude
    yield i % 3 === 0 ? -value : i % 7 === 0 ? Math.round(value * 1000) / 1000 + 0.0005 : value
  }
}

describe('formatIndianNumber', () => {
  const options: Array<[number, number | undefined]> = [[2, 2], [0, 0], [0, 2], [4, 4], [0, undefined], [1, 3]]
  it.each(options)('matches Intl en-IN with %s..%s fraction digits', (min, max) => {
    const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: min, maximumFractionDigits: max ?? Math.max(min, 3) })
    const mismatches = [...samples()].filter((v) => formatIndianNumber(v, min, max) !== intl.format(v)).map((v) => `${v}: ${formatIndianNumber(v, min, max)} != ${intl.format(v)}`)
    expect(mismatches.slice(0, 5)).toEqual([])
  })

  it('writes the examples the site shows', () => {
    expect(formatIndianNumber(360000, 2, 2)).toBe('3,60,000.00')
    expect(formatIndianNumber(1234.5, 2, 2)).toBe('1,234.50')
    expect(formatIndianNumber(6.5, 0, 2)).toBe('6.5')
    expect(formatIndianNumber(NaN)).toBe('NaN')
    expect(formatIndianNumber(-Infinity)).toBe('-∞')
  })
})

describe('groupIndian', () => {
  it('groups the last three digits, then pairs', () => {
    expect(['1', '123', '1234', '12345', '123456', '1234567', '12345678'].map(groupIndian)).toEqual(['1', '123', '1,234', '12,345', '1,23,456', '12,34,567', '1,23,45,678'])
  })
})

describe('formatIndianCompact', () => {
  it('matches Intl en-IN compact notation with one decimal', () => {
    const intl = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 })
    const mismatches = [...samples()].filter((v) => formatIndianCompact(v) !== intl.format(v)).map((v) => `${v}: ${formatIndianCompact(v)} != ${intl.format(v)}`)
    expect(mismatches.slice(0, 5)).toEqual([])
  })

  it('takes the next unit when rounding reaches it', () => {
    expect(formatIndianCompact(99_999)).toBe('1L')
    expect(formatIndianCompact(360_000)).toBe('3.6L')
    expect(formatIndianCompact(12_000_000)).toBe('1.2Cr')
  })
})
