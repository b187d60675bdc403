import type { NavEntry } from '@common/contract/schemas'
import { DMY_DATE } from '@common/figures/dates'
import { ApiError } from '@/api/api-error'

/**
 * What the server render sends of the query cache, and how the browser takes it back
 * (src/app/router.tsx wires both into the router's dehydrate and hydrate): each answer as one JSON
 * string rather than object literals to compile, a NAV history packed as "dd-mm-yyyy,nav;...", and
 * a failed query's ApiError as plain fields revived in the browser, so hydration agrees
 * (docs/decisions/002-hydration-data-as-json.md).
 */

type Query = { state: { data?: unknown; error?: unknown; fetchFailureReason?: unknown; status?: string; dataUpdatedAt?: number } }
type Dehydrated = { query?: { initial?: Query[] } }

const queriesOf = (dehydrated: unknown): Query[] => (dehydrated as Dehydrated | undefined)?.query?.initial ?? []

type FlatApiError = { apiError: { kind: ApiError['kind']; endpoint: string; message: string; status?: number; code?: string; serverMessage?: string } }

function flattenApiError(error: ApiError): FlatApiError {
  const { kind, endpoint, message, status, code, serverMessage } = error
  return { apiError: { kind, endpoint, message, status, code, serverMessage } }
}

function reviveApiError(value: unknown): ApiError | undefined {
  const flat = (value as Partial<FlatApiError> | null | undefined)?.apiError
  if (!flat) return undefined
  const { kind, endpoint, message, ...extra } = flat
  return new ApiError(kind, endpoint, message, extra)
}

const ENTRY_SEPARATOR = ';'
const FIELD_SEPARATOR = ','

/** The entries as one string, or undefined when one of them could not be split back exactly. */
export function packNavHistory(history: readonly NavEntry[]): string | undefined {
  const parts: string[] = []
  for (const entry of history) {
    const { date, nav } = entry ?? {}
    if (typeof date !== 'string' || typeof nav !== 'string' || !DMY_DATE.test(date)) return undefined
    if (nav.includes(ENTRY_SEPARATOR) || nav.includes(FIELD_SEPARATOR)) return undefined
    parts.push(date + FIELD_SEPARATOR + nav)
  }
  return parts.join(ENTRY_SEPARATOR)
}

/** The entries packNavHistory packed, or undefined when the string is not what it writes. */
export function unpackNavHistory(packed: string): NavEntry[] | undefined {
  if (packed === '') return []
  const history: NavEntry[] = []
  for (const part of packed.split(ENTRY_SEPARATOR)) {
    const comma = part.indexOf(FIELD_SEPARATOR)
    const date = part.slice(0, comma)
    if (comma < 0 || !DMY_DATE.test(date)) return undefined
    history.push({ date, nav: part.slice(comma + 1) })
  }
  return history
}

/** An answer as the page carries it (never a shape the API answers with). */
const PAGE_JSON = '__pageJson'
type PageJson = { [PAGE_JSON]: string }
const isPageJson = (data: unknown): data is PageJson =>
  typeof data === 'object' && data !== null && typeof (data as Partial<PageJson>)[PAGE_JSON] === 'string'

const hasNavHistory = (data: unknown): data is { navHistory: unknown } =>
  typeof data === 'object' && data !== null && 'navHistory' in data

/**
 * Server: the dehydrated cache made ready for the page. Queries get a new state object: the state
 * may be the live query's own, which the server render still reads.
 */
export function prepareForPage<T>(dehydrated: T): T {
  for (const query of queriesOf(dehydrated)) {
    const { error, data } = query.state
    if (error instanceof ApiError) {
      const flat = flattenApiError(error)
      query.state = { ...query.state, error: flat, fetchFailureReason: flat }
    }
    if (data === undefined) continue
    let sent: unknown = data
    if (hasNavHistory(data) && Array.isArray(data.navHistory)) {
      const packed = packNavHistory(data.navHistory as NavEntry[])
      if (packed !== undefined) sent = { ...data, navHistory: packed }
    }
    query.state = { ...query.state, data: { [PAGE_JSON]: JSON.stringify(sent) } satisfies PageJson }
  }
  return dehydrated
}

/**
 * Browser: the page's dehydrated cache as the query cache expects it. A query whose answer or
 * packed NAV history does not read back is left out: the page then asks for it like any query it
 * lacks, instead of showing something wrong. Answers count as fetched `now` (why: below).
 */
export function restoreFromPage<T>(dehydrated: T, now: number): T {
  const container = (dehydrated as Dehydrated | undefined)?.query
  if (!container?.initial) return dehydrated
  container.initial = container.initial.filter((query) => {
    const { state } = query
    const error = reviveApiError(state.error)
    if (error) state.error = state.fetchFailureReason = error
    if (isPageJson(state.data)) {
      try {
        state.data = JSON.parse(state.data[PAGE_JSON]) as unknown
      } catch {
        return false
      }
    }
    if (hasNavHistory(state.data) && typeof state.data.navHistory === 'string') {
      const history = unpackNavHistory(state.data.navHistory)
      if (!history) return false
      state.data.navHistory = history
    }
    // The page may come from the server's cache, rendered hours ago, but always for the data
    // version the server holds now (server/site/html-cache.ts): its answers are what asking again
    // would give. They count as fetched now, so no query the page's age made stale is asked for
    // again while the page hydrates, and no component re-renders for its fetch.
    if (state.status === 'success') state.dataUpdatedAt = now
    return true
  })
  return dehydrated
}
