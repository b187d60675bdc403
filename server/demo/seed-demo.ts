/**
 * Fills an empty database with the bundled demo universe and its simulated history, and marks the
 * data source 'demo' so the site can say so. One transaction, like every ingest.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Db } from '../db/open-database.ts'
import { mapAmfiGroup } from '../ingest/category-mapping.ts'
import type { Option, Plan } from '../ingest/plan-option.ts'
import { recomputeDerived } from '../repositories/derived-figures.ts'
import { createIngestWriter } from '../repositories/ingest-writer.ts'
import { createMetaRepository } from '../repositories/meta-repository.ts'
import { demoDatasetSchema, type DemoDataset } from './demo-dataset.ts'
import { simulateHistory, weekdaysBack } from './simulate-history.ts'

export const DEMO_DATASET_PATH = fileURLToPath(new URL('./demo-schemes.json', import.meta.url))
export const DEMO_HISTORY_YEARS = 3

export function loadDemoDataset(path = DEMO_DATASET_PATH): DemoDataset {
  return demoDatasetSchema.parse(JSON.parse(readFileSync(path, 'utf8')))
}

/** Strips plan and option words so a fund's Direct and Regular Growth share one simulated path. */
const fundKey = (house: string, name: string) =>
  `${house}|${name.toLowerCase().replace(/\b(direct|regular|plan|growth|option)\b|[^a-z0-9]+/g, '')}`

export function seedDemo(db: Db, dataset: DemoDataset = loadDemoDataset(), years = DEMO_HISTORY_YEARS): { schemes: number; navs: number } {
  const dates = weekdaysBack(dataset.navDate, years)
  return db.transaction(() => {
    const writer = createIngestWriter(db)
    let schemes = 0
    let navs = 0
    for (const house of dataset.fundHouses) {
      for (const group of house.groups) {
        const mapped = mapAmfiGroup(group.amfiGroup)
        for (const [schemeCode, schemeName, plan, option, latestNav] of group.schemes) {
          const base = {
            schemeCode,
            schemeName,
            plan: plan as Plan | null,
            option: option as Option | null,
            isinGrowth: null,
            isinReinvest: null,
            skipReason: null,
            fundHouse: house.name,
            schemeType: group.schemeType,
            amfiGroup: group.amfiGroup,
            ...mapped,
          }
          const history = simulateHistory(dates, latestNav, mapped.category, fundKey(house.name, schemeName), plan === 'Direct')
          history.forEach((nav, i) => writer.write({ ...base, nav, date: dates[i]! }))
          schemes++
          navs += history.length
        }
      }
    }
    const { latestNavDate } = recomputeDerived(db)
    createMetaRepository(db).recordIngest('demo', latestNavDate)
    return { schemes, navs }
  }).immediate()
}
