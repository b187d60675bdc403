/**
 * Which paths are pages of the site, so an unknown one answers 404 rather than the shell with 200
 * (crawlers and link checkers read the status; the browser still shows the client's not-found page).
 * The patterns are the client router's file routes (src/routes/; tests/unit/site-pages.test.ts checks
 * they agree). Parameters are read with the client's parsers, and an entity's page exists only when the
 * API would answer its data: a fund house by id, a fund by scheme code at the house its address names.
 */
import { z } from 'zod/mini'
import { collectionSchema, idParamSchema, MAX_TEXT_LENGTH } from '../../common/contract/schemas.ts'

export const SITE_PAGE_PATTERNS = [
  '/',
  '/about',
  '/amcs',
  '/coming-soon',
  '/company-details/$id/$name',
  '/compare',
  '/contact',
  '/data',
  '/faq',
  '/fund-house/$name',
  '/fund-names/$id/$name',
  '/fundchart/$schemeCode/$name',
  '/investment-products/$value',
  '/loader',
  '/poppup',
  '/search',
] as const

/** What must exist for a path to be a page. */
export type SitePage =
  | { kind: 'page' }
  | { kind: 'fund-house'; id: number }
  | { kind: 'fund-house-name'; name: string }
  | { kind: 'fund'; schemeCode: number; amcName: string }
  | { kind: 'none' }

const NONE: SitePage = { kind: 'none' }
const nameParam = z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_TEXT_LENGTH))

function segmentsOf(path: string): string[] | undefined {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  try {
    return trimmed.split('/').slice(1).map(decodeURIComponent)
  } catch {
    return undefined // malformed %-escapes
  }
}

/** Reads a path (without its query) against the site's routes; static segments match in any case, as the router does. */
export function sitePageOf(path: string): SitePage {
  // A repeated slash is no address of ours (the router would read `//x` as another host's).
  if (path.includes('//')) return NONE
  const segments = segmentsOf(path)
  if (!segments) return NONE
  const [first = '', second, third, ...rest] = segments
  const head = first.toLowerCase()
  if (second === undefined) return SITE_PAGE_PATTERNS.includes(`/${head}` as never) ? { kind: 'page' } : NONE
  if (head === 'fund-house' && third === undefined) {
    const name = z.safeParse(nameParam, second)
    return name.success ? { kind: 'fund-house-name', name: name.data } : NONE
  }
  if (head === 'investment-products' && third === undefined) return z.safeParse(collectionSchema, second).success ? { kind: 'page' } : NONE
  if (third === undefined || rest.length > 0) return NONE
  const id = z.safeParse(idParamSchema, second)
  const name = z.safeParse(nameParam, third)
  if (!id.success || !name.success) return NONE
  if (head === 'company-details' || head === 'fund-names') return { kind: 'fund-house', id: id.data }
  if (head === 'fundchart') return { kind: 'fund', schemeCode: id.data, amcName: name.data }
  return NONE
}
