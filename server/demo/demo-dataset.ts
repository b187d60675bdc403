import { z } from 'zod'

/**
 * The bundled demo universe (demo-schemes.json): facts copied from one published AMFI file — fund
 * house names, scheme codes, names, groups, plan/option and the NAV on one date. NAV history is not
 * in it; seed-demo.ts simulates that.
 */
export const demoDatasetSchema = z.object({
  source: z.string(),
  navDate: z.iso.date(),
  fundHouses: z.array(
    z.object({
      name: z.string(),
      groups: z.array(
        z.object({
          schemeType: z.string(),
          amfiGroup: z.string(),
          /** [scheme code, scheme name, plan, option, NAV on navDate] */
          schemes: z.array(z.tuple([z.number().int(), z.string(), z.string().nullable(), z.string().nullable(), z.number().positive()])),
        }),
      ),
    }),
  ),
})

export type DemoDataset = z.infer<typeof demoDatasetSchema>
