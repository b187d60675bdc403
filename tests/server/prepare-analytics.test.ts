/** Start-up preparation of the analytics: the configured risk-free rate, and databases made before the analytics existed. */
import { describe, expect, it } from 'vitest'
import { prepareAnalytics } from '../../server/ingest/prepare-analytics.ts'
import { DEFAULT_RISK_FREE_RATE, readRiskFreeRate } from '../../server/ingest/risk-free-rate.ts'
import { readConfig } from '../../server/config.ts'
import { createMetaRepository } from '../../server/repositories/meta-repository.ts'
import { openDatabase } from '../../server/db/open-database.ts'
import { importAmfi } from '../../server/ingest/import-amfi.ts'
import { fixtureHistoryReport } from '../e2e/support/build-test-db.ts'
import { fixtureDb } from './helpers.ts'

const sharpeOf = (db: ReturnType<typeof fixtureDb>, code: number) =>
  (JSON.parse(db.prepare('SELECT body FROM scheme_performance WHERE scheme_code = ?').pluck().get(code) as string) as {
    risk: { sharpe: number | null; riskFreeRate: number } | null
  }).risk

describe('prepareAnalytics', () => {
  it('does nothing when the figures exist with the configured rate', () => {
    const db = fixtureDb('history-new.txt')
    const version = createMetaRepository(db).read().dataVersion
    expect(prepareAnalytics(db, DEFAULT_RISK_FREE_RATE)).toEqual({ recomputed: null, searchIndexed: false })
    expect(createMetaRepository(db).read().dataVersion).toBe(version)
  })

  it('recomputes with a new rate and moves the data version', () => {
    // Three and a half years of history (the e2e universe), so the figures carry risk.
    const db = openDatabase(':memory:')
    importAmfi(db, Buffer.from(fixtureHistoryReport()))
    const code = 101011
    const before = sharpeOf(db, code)!
    expect(before.riskFreeRate).toBe(DEFAULT_RISK_FREE_RATE)
    const version = createMetaRepository(db).read().dataVersion
    expect(prepareAnalytics(db, 4)).toMatchObject({ recomputed: 'risk-free rate changed' })
    expect(readRiskFreeRate(db)).toBe(4)
    expect(createMetaRepository(db).read().dataVersion).toBe(version + 1)
    const after = sharpeOf(db, code)!
    expect(after.riskFreeRate).toBe(4)
    // A lower rate leaves more excess return per unit of risk.
    expect(after.sharpe!).toBeGreaterThan(before.sharpe!)
  }, 120_000)

  it('fills the figures of a database created before them', () => {
    const db = fixtureDb('history-new.txt')
    const count = db.prepare('SELECT COUNT(*) FROM scheme_performance').pluck().get() as number
    expect(count).toBeGreaterThan(0)
    db.prepare('DELETE FROM scheme_performance').run()
    expect(prepareAnalytics(db, DEFAULT_RISK_FREE_RATE)).toMatchObject({ recomputed: 'figures missing' })
    expect(db.prepare('SELECT COUNT(*) FROM scheme_performance').pluck().get()).toBe(count)
  })
})

describe('RISK_FREE_RATE', () => {
  it('defaults, reads a percentage, and refuses nonsense with a message', () => {
    expect(readConfig({}).riskFreeRate).toBe(DEFAULT_RISK_FREE_RATE)
    expect(readConfig({ RISK_FREE_RATE: '7.25' }).riskFreeRate).toBe(7.25)
    for (const bad of ['abc', '-1', '26', '6,5', '0.12345']) {
      expect(() => readConfig({ RISK_FREE_RATE: bad })).toThrow(/RISK_FREE_RATE must be a percentage/)
    }
  })
})
