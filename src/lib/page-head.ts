import { NOT_FOUND_TITLE, pageTitle } from '@common/lib/page-titles'

/** The `head` of a route: a document title and a meta description (React 19 hoists both into <head>). */
export function pageHead(title: string, description: string) {
  return {
    meta: [{ title: pageTitle(title) }, { name: 'description', content: description }],
  }
}

export const notFoundHead = () => pageHead(NOT_FOUND_TITLE, 'The page you are looking for does not exist.')

/** The part of a route match a `head` needs to tell whether the route ended in not-found. */
type MatchState = { status: string; _notFound?: boolean }

/**
 * The head of a route that can end in not-found (an unknown id, a malformed parameter, no route):
 * the router still asks its head, without loader data, and the tab must then say so.
 */
export function headUnlessNotFound(match: MatchState, head: () => ReturnType<typeof pageHead>) {
  return match.status === 'notFound' || match._notFound ? notFoundHead() : head()
}

/**
 * The parameters that say *what* a page shows: the search's words and the compared funds. Any other
 * parameter (sort, direction, period, filters, page size, calculator inputs) is a view of the same
 * page, so the page's canonical address leaves it out and search engines keep one entry per page.
 */
const IDENTITY_PARAMETERS = ['q', 'codes'] as const

/** What the canonical link reads of the deepest route match. */
type LeafMatch = { pathname: string; search: unknown }

/**
 * `<link rel="canonical">` for the page of `leaf`: its path as the router built it (the server
 * answers 301 from any other spelling of a fund's or fund house's address) and its identity
 * parameters, after `origin`: the site's published origin (the server's PUBLIC_ORIGIN; search
 * engines want an absolute address). Without one (tests, the dev server) it is the path alone.
 */
export function canonicalLink(leaf: LeafMatch, origin = '') {
  const search = (leaf.search ?? {}) as Record<string, unknown>
  const kept = new URLSearchParams()
  for (const name of IDENTITY_PARAMETERS) {
    const value = search[name]
    if (typeof value === 'string' || typeof value === 'number') kept.set(name, String(value))
    else if (Array.isArray(value) && value.length > 0) kept.set(name, value.join(','))
  }
  const query = kept.toString()
  return { rel: 'canonical', href: `${origin}${leaf.pathname}${query ? `?${query}` : ''}` }
}
