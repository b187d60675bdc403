/**
 * The back-fill tests' world: a small demo database and a fake AMFI universe that overlap in part, as
 * the bundled demo and real AMFI data do. Three fund houses; per house the demo holds the first two
 * thirds of its schemes and the fake the last two thirds (the middle third is in both). The fake adds a
 * retired scheme, a renamed one and a young one.
 */
import { join } from 'node:path'
import { openDatabase } from '../../../server/db/open-database.ts'
import { loadDemoDataset, type DemoDataset } from '../../../server/demo/demo-dataset.ts'
import { seedDemo } from '../../../server/demo/seed-demo.ts'
import { readUniverse, type FakeUniverse } from './fake-amfi.ts'

export const HOUSES = ['ASK MUTUAL FUND', 'AlphaGrep Mutual Fund', 'Angel One Mutual Fund']
/** `now` of every run: the real report's date, in India's afternoon. */
export const NOW = '2026-10-09T09:00:00Z'
export const TODAY = '2026-10-09'
export const HISTORY_FROM = '2024-10-01'
export const WINDOW_DAYS = 30
export const RETIRED_CODE = 9_100_001
export const RENAMED = { before: '2025-06-01', oldName: 'Angel One Old Name Fund - Direct Plan - Growth' }
export const YOUNG_SINCE = '2026-04-01'

const split = <T>(items: T[]) => ({ demo: items.slice(0, Math.ceil((items.length * 2) / 3)), real: items.slice(Math.floor(items.length / 3)) })

export function demoSubset(): DemoDataset {
  const dataset = loadDemoDataset()
  return {
    ...dataset,
    fundHouses: dataset.fundHouses
      .filter((h) => HOUSES.includes(h.name))
      .map((h) => {
        const keep = new Set(split(h.groups.flatMap((g) => g.schemes.map((s) => s[0]))).demo)
        return { ...h, groups: h.groups.map((g) => ({ ...g, schemes: g.schemes.filter((s) => keep.has(s[0])) })).filter((g) => g.schemes.length > 0) }
      }),
  }
}

export function testUniverse(): FakeUniverse {
  const all = readUniverse()
  const schemes = HOUSES.flatMap((house) => split(all.schemes.filter((s) => s.house === house)).real)
  const last = schemes.at(-1)!
  const [, name, ...rest] = last.prefix.split(';')
  schemes.push({ ...last, code: RETIRED_CODE, prefix: [RETIRED_CODE, `${name} (retired)`, ...rest].join(';'), until: '2025-03-31' })
  const renamed = schemes.findIndex((s) => s.house === 'Angel One Mutual Fund' && s.navText !== '0')
  const [code, , ...tail] = schemes[renamed]!.prefix.split(';')
  schemes[renamed] = { ...schemes[renamed]!, renamed: { before: RENAMED.before, prefix: [code, RENAMED.oldName, ...tail].join(';') } }
  schemes[0] = { ...schemes[0]!, since: YOUNG_SINCE }
  return { ...all, schemes }
}

export const codesOf = (dataset: DemoDataset) => new Set(dataset.fundHouses.flatMap((h) => h.groups.flatMap((g) => g.schemes.map((s) => s[0]))))

/** A database file seeded with the demo subset (one year of simulated history). */
export function seedDemoFile(dir: string): string {
  const path = join(dir, 'mf.sqlite')
  const db = openDatabase(path)
  seedDemo(db, demoSubset(), { years: 1 })
  db.close()
  return path
}
