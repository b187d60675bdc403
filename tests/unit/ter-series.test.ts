import { describe, expect, it } from 'vitest'
import { knownUntil, terSeries } from '@/features/costs/ter-series'

describe('how far the TER in force is drawn', () => {
  it("to the end of its report's month when the data runs on past it (an old report)", () => {
    expect(knownUntil('07-10-2024', '09-10-2026')).toBe('31-10-2024')
    expect(knownUntil('01-02-2024', '09-10-2026')).toBe('29-02-2024')
  })

  it('to the data’s last day when that comes first (a current report)', () => {
    expect(knownUntil('01-11-2026', '20-11-2026')).toBe('20-11-2026')
  })

  it('the series ends there, never before its last change', () => {
    const history = [
      { date: '01-04-2024', total: 1 },
      { date: '07-10-2024', total: 0.8 },
    ]
    expect(terSeries(history, '07-10-2024', knownUntil('07-10-2024', '09-10-2026'))!.endIso).toBe('2024-10-31')
    expect(terSeries(history, '07-10-2024', knownUntil('07-10-2024', '01-09-2024'))!.endIso).toBe('2024-10-07')
  })
})
