import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import { z } from 'zod'

/**
 * The bundled demo universe (demo-schemes.json.gz, gzip'd JSON): facts copied from one published AMFI
 * file — every scheme with a usable NAV, with its fund house, scheme code, name, group, plan/option and
 * the NAV on one date. NAV history is not in it; seed-demo.ts simulates that.
 */
const isoDate = z.iso.date()

/** [scheme code, scheme name, plan, option, NAV on its date, its date when not the dataset's navDate] */
const schemeSchema = z.union([
  z.tuple([z.number().int().positive(), z.string(), z.string().nullable(), z.string().nullable(), z.number().positive()]),
  z.tuple([z.number().int().positive(), z.string(), z.string().nullable(), z.string().nullable(), z.number().positive(), isoDate]),
])

export const demoDatasetSchema = z.object({
  source: z.string(),
  navDate: isoDate,
  fundHouses: z.array(
    z.object({
      name: z.string(),
      groups: z.array(
        z.object({
          schemeType: z.string(),
          amfiGroup: z.string(),
          schemes: z.array(schemeSchema),
        }),
      ),
    }),
  ),
})

export type DemoDataset = z.infer<typeof demoDatasetSchema>
export type DemoScheme = DemoDataset['fundHouses'][number]['groups'][number]['schemes'][number]

export const DEMO_DATASET_PATH = fileURLToPath(new URL('./demo-schemes.json.gz', import.meta.url))

export function loadDemoDataset(path = DEMO_DATASET_PATH): DemoDataset {
  return demoDatasetSchema.parse(JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')))
}

export function countDemoSchemes(dataset: DemoDataset): number {
  return dataset.fundHouses.reduce((n, h) => n + h.groups.reduce((m, g) => m + g.schemes.length, 0), 0)
}
