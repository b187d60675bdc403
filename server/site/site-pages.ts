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
  '/portfolio',
  '/search',
] as const

/** What must exist for a path to be a page; `name` is the address's name segment, undefined when it has none. */
export type SitePage =
  | { kind: 'page' }
  | { kind: 'fund-house'; section: 'company-details' | 'fund-names'; id: number; name: string | undefined }
  | { kind: 'fund-house-name'; name: string }
  | { kind: 'fund'; schemeCode: number; amcName: string | undefined }
  | { kind: 'none' }

/** How the server answers a path: the page, not found, or 301 to the page's canonical address. */
export type PageAnswer = { kind: 'page' } | { kind: 'missing' } | { kind: 'moved'; path: string }

/** What the data says about the entities a path names (app.ts asks the repositories). */
export type PageLookups = {
  /** A fund house's AMFI name by id, undefined when there is none. */
  fundHouseName(id: number): string | undefined
  fundHouseExists(name: string): boolean
  /** The AMFI name of the house of a scheme that has a fund page (NAVs), undefined otherwise. */
  fundPageHouse(schemeCode: number): string | undefined
}

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
  if (rest.length > 0) return NONE
  const id = z.safeParse(idParamSchema, second)
  if (!id.success) return NONE
  // A missing or wrong name segment is still the entity's page, at another address (resolvePage).
  const parsedName = third === undefined ? undefined : z.safeParse(nameParam, third)
  if (parsedName && !parsedName.success) return NONE
  const name = parsedName?.data
  if (head === 'company-details' || head === 'fund-names') return { kind: 'fund-house', section: head, id: id.data, name }
  if (head === 'fundchart') return { kind: 'fund', schemeCode: id.data, amcName: name }
  return NONE
}

/**
 * The answer for a path: an entity's page lives at one address, its id (the key) with its fund
 * house's AMFI name, so a wrong or missing name moves permanently there (links and search engines
 * then keep one address per page, and no text of the visitor's is shown as the title). The name is
 * encoded as the router encodes path parameters (encodeURIComponent).
 */
export function resolvePage(path: string, lookups: PageLookups): PageAnswer {
  const page = sitePageOf(path)
  const at = (section: string, id: number, name: string): PageAnswer => ({ kind: 'moved', path: `/${section}/${id}/${encodeURIComponent(name)}` })
  switch (page.kind) {
    case 'page':
      return page
    case 'none':
      return { kind: 'missing' }
    case 'fund-house-name':
      return lookups.fundHouseExists(page.name) ? { kind: 'page' } : { kind: 'missing' }
    case 'fund-house': {
      const name = lookups.fundHouseName(page.id)
      if (name === undefined) return { kind: 'missing' }
      return name === page.name ? { kind: 'page' } : at(page.section, page.id, name)
    }
    case 'fund': {
      const name = lookups.fundPageHouse(page.schemeCode)
      if (name === undefined) return { kind: 'missing' }
      return name === page.amcName ? { kind: 'page' } : at('fundchart', page.schemeCode, name)
    }
  }
}
