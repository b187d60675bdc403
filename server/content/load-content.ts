/**
 * The content store: JSON files another person edits (content/ at the repository root), read once at
 * start and validated with the wire schemas, so a broken edit stops the server with a clear message
 * instead of reaching a browser. A missing file is an empty list; HTML fields are sanitised here, where
 * they enter. Our own optional files: trending.json (scheme codes index/trendings/ shows, in order,
 * instead of its computed list) and fund-houses/<any-name>.json (replaces a house's generated profile).
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { blogSchema, faqSchema, MAX_TEXT_LENGTH, schemeCode, teamMemberSchema, testimonialSchema } from '../../common/contract/schemas.ts'
import { sanitizeContentHtml } from './sanitize-content.ts'

export const trendingOverrideSchema = z.array(schemeCode).max(50)

export const fundHouseOverrideSchema = z.strictObject({
  fund_house_name: z.string().min(1).max(MAX_TEXT_LENGTH),
  name: z.string().min(1).optional(),
  description: z.string().optional(),
  key_features: z.string().optional(),
})

export type FundHouseOverride = z.infer<typeof fundHouseOverrideSchema>

export type Content = {
  blogs: z.infer<typeof blogSchema>[]
  team: z.infer<typeof teamMemberSchema>[]
  faq: z.infer<typeof faqSchema>[]
  testimonials: z.infer<typeof testimonialSchema>[]
  trending: number[] | null
  fundHouses: Map<string, FundHouseOverride>
  /** Changes whenever any file changes: part of the key of cached answers. */
  hash: string
}

export class ContentError extends Error {
  override name = 'ContentError'
}

function readJson<T extends z.core.$ZodType>(file: string, schema: T, hash: ReturnType<typeof createHash>): z.infer<T> | undefined {
  if (!existsSync(file)) return undefined
  const text = readFileSync(file, 'utf8')
  hash.update(file).update(text)
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    throw new ContentError(`${file}: not valid JSON (${(error as Error).message})`)
  }
  const parsed = z.safeParse(schema, raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ContentError(`${file}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`)
  }
  return parsed.data
}

export function loadContent(dir: string | undefined): Content {
  const hash = createHash('sha1')
  const at = (name: string) => (dir ? join(dir, name) : '')
  const list = <T extends z.core.$ZodType>(name: string, item: T) => (dir ? readJson(at(name), z.array(item), hash) : undefined) ?? []
  const fundHouses = new Map<string, FundHouseOverride>()
  const housesDir = at('fund-houses')
  if (dir && existsSync(housesDir)) {
    for (const file of readdirSync(housesDir).filter((f) => f.endsWith('.json')).sort()) {
      const o = readJson(join(housesDir, file), fundHouseOverrideSchema, hash)
      if (o) fundHouses.set(o.fund_house_name, o.description === undefined ? o : { ...o, description: sanitizeContentHtml(o.description) })
    }
  }
  return {
    blogs: list('blogs.json', blogSchema),
    team: list('team.json', teamMemberSchema),
    // HTML fields are cleaned here, where they enter (sanitize-content.ts).
    faq: list('faq.json', faqSchema).map((item) => ({ ...item, answer: sanitizeContentHtml(item.answer) })),
    testimonials: list('testimonials.json', testimonialSchema),
    trending: (dir ? readJson(at('trending.json'), trendingOverrideSchema, hash) : undefined) ?? null,
    fundHouses,
    hash: hash.digest('hex').slice(0, 12),
  }
}
