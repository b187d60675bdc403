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
