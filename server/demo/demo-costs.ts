import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import { z } from 'zod'
import type { UniverseScheme } from '../ingest/ter-matching.ts'
import type { TerFigures, TerRow } from '../ingest/ter-parser.ts'
import { loadDemoDataset, type DemoDataset } from './demo-dataset.ts'

/**
 * The demo's costs (demo-costs.json.gz, gzip'd JSON, written by build-demo-costs.ts): facts copied from
 * AMFI's monthly TER snapshots (April 2023 to October 2024), only the scheme names that match the demo
 * universe, each with its figures as of each snapshot date where they changed. Read back as the TER
 * parser's rows, so the demo seeds them through the importer like any TER report.
 */
const isoDate = z.iso.date()
const part = z.number().min(-100).max(100).nullable()

/** One plan's figures: [total, base, 52(6A)(b), 52(6A)(c), GST], percent a year; null when the scheme has no such plan. */
const figuresSchema = z.tuple([z.number().positive().max(100), part, part, part, part]).nullable()

/** [as-of date, Regular plan, Direct plan]: the figures in force from that snapshot on. */
const entrySchema = z
  .tuple([isoDate, figuresSchema, figuresSchema])
  .refine(([, regular, direct]) => regular !== null || direct !== null, 'an entry has the figures of one plan at least')

export const demoCostsSchema = z.object({
  source: z.string(),
  /** [AMFI's scheme name, its entries oldest first] */
  schemes: z.array(z.tuple([z.string().min(1), z.array(entrySchema).min(1)])),
})

export type DemoCosts = z.infer<typeof demoCostsSchema>
export type DemoCostFigures = z.infer<typeof figuresSchema>

export const DEMO_COSTS_PATH = fileURLToPath(new URL('./demo-costs.json.gz', import.meta.url))

export function loadDemoCosts(path = DEMO_COSTS_PATH): DemoCosts {
  return demoCostsSchema.parse(JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')))
}

const toFigures = (f: DemoCostFigures): TerFigures | null =>
  f && { total: f[0], base: f[1], additionalB: f[2], additionalC: f[3], gst: f[4] }

export const fromFigures = (f: TerFigures | null): DemoCostFigures =>
  f && [f.total, f.base, f.additionalB, f.additionalC, f.gst]

/** The bundled costs as TER rows; a row's `line` is its entry's place in the file (1-based), for messages. */
export function readDemoCosts(path = DEMO_COSTS_PATH): TerRow[] {
  const rows: TerRow[] = []
  for (const [schemeName, entries] of loadDemoCosts(path).schemes) {
    for (const [date, regular, direct] of entries) {
      const plans = { regular: toFigures(regular), direct: toFigures(direct) }
      rows.push({ line: rows.length + 1, schemeName, schemeType: null, schemeCategory: null, date, ...plans })
    }
  }
  return rows
}

/** The demo universe as TER names are matched into it: what `universeOf` reads once it is seeded. */
export function demoUniverse(dataset: DemoDataset = loadDemoDataset()): UniverseScheme[] {
  const universe: UniverseScheme[] = []
  for (const house of dataset.fundHouses) {
    for (const group of house.groups) {
      for (const [schemeCode, schemeName, plan, option] of group.schemes) {
        const known = plan === 'Direct' || plan === 'Regular' ? plan : null
        universe.push({ schemeCode, schemeName, fundHouse: house.name, plan: known, option })
      }
    }
  }
  return universe
}
