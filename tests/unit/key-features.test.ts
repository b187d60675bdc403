import { describe, expect, it } from 'vitest'
import { isWebAddress, parseKeyFeatures } from '@/lib/key-features'

describe('parseKeyFeatures', () => {
  it('splits lines into label and value at the first colon', () => {
    expect(parseKeyFeatures('Established: 2000\nSchemes: 28')).toEqual([
      { label: 'Established', value: '2000' },
      { label: 'Schemes', value: '28' },
    ])
  })

  it('keeps extra colons in the value', () => {
    expect(parseKeyFeatures('Website: https://www.hdfcfund.com\nCut-off: 3:00 PM IST')).toEqual([
      { label: 'Website', value: 'https://www.hdfcfund.com' },
      { label: 'Cut-off', value: '3:00 PM IST' },
    ])
  })

  it('keeps a line without a colon as a note without a label', () => {
    expect(parseKeyFeatures('Schemes: 28\nNAVs are published every business day')).toEqual([
      { label: 'Schemes', value: '28' },
      { label: null, value: 'NAVs are published every business day' },
    ])
  })

  it('drops blank and whitespace-only lines and trims', () => {
    expect(parseKeyFeatures('\n  Plans :  Direct  \n\n   \t\nType: Open ended\n')).toEqual([
      { label: 'Plans', value: 'Direct' },
      { label: 'Type', value: 'Open ended' },
    ])
  })

  it('handles CRLF and lone CR line ends', () => {
    expect(parseKeyFeatures('A: 1\r\nB: 2\rC: 3\r\n')).toEqual([
      { label: 'A', value: '1' },
      { label: 'B', value: '2' },
      { label: 'C', value: '3' },
    ])
  })

  it('treats an empty label as a note and keeps an empty value', () => {
    expect(parseKeyFeatures(': only a value\nExit load:\n:')).toEqual([
      { label: null, value: 'only a value' },
      { label: 'Exit load', value: '' },
    ])
  })

  it('is empty for empty input', () => {
    expect(parseKeyFeatures('')).toEqual([])
    expect(parseKeyFeatures('\r\n\r\n')).toEqual([])
    expect(parseKeyFeatures(undefined)).toEqual([])
  })

  it('recognises plain web addresses only', () => {
    expect(isWebAddress('https://www.hdfcfund.com')).toBe(true)
    expect(isWebAddress('javascript:alert(1)')).toBe(false)
    expect(isWebAddress('see https://x.com')).toBe(false)
  })
})
