import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/api-error'
import { packNavHistory, prepareForPage, restoreFromPage, unpackNavHistory } from '@/ssr/dehydrated-queries'

const history = [
  { date: '04-11-2024', nav: '8.9232' },
  { date: '05-11-2024', nav: '9.0100' },
  { date: '06-11-2024', nav: '1234.5' },
]

type Query = { queryKey: unknown[]; state: Record<string, unknown> }
const dehydratedOf = (...initial: Query[]) => ({ query: { initial } })
const success = (queryKey: unknown[], data: unknown): Query => ({
  queryKey,
  state: { data, status: 'success', dataUpdatedAt: 1, error: null, fetchFailureReason: null },
})

/** What the page carries of a query's answer: one JSON string. */
const sentData = (query: Query | undefined): unknown => {
  const data = query!.state.data as { __pageJson?: unknown }
  expect(Object.keys(data)).toEqual(['__pageJson'])
  expect(typeof data.__pageJson).toBe('string')
  return JSON.parse(data.__pageJson as string)
}

/** The trip through the page: the router's serializer keeps plain data only. */
const overThePage = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

describe('packNavHistory / unpackNavHistory', () => {
  it('gives back the same entries in the same order', () => {
    const packed = packNavHistory(history)
    expect(packed).toBe('04-11-2024,8.9232;05-11-2024,9.0100;06-11-2024,1234.5')
    expect(unpackNavHistory(packed!)).toEqual(history)
  })

  it('packs an empty history as an empty string and back', () => {
    expect(packNavHistory([])).toBe('')
    expect(unpackNavHistory('')).toEqual([])
  })

  it('refuses entries it could not split back exactly', () => {
    expect(packNavHistory([{ date: '04-11-2024', nav: '8,9' }])).toBeUndefined()
    expect(packNavHistory([{ date: '04-11-2024', nav: '8;9' }])).toBeUndefined()
    expect(packNavHistory([{ date: '2024-11-04', nav: '8.9' }])).toBeUndefined()
    expect(packNavHistory([{ date: '04-11-2024', nav: 8.9 } as unknown as { date: string; nav: string }])).toBeUndefined()
  })

  it('reads nothing from a string it did not write', () => {
    expect(unpackNavHistory('04-11-2024')).toBeUndefined()
    expect(unpackNavHistory('04-11-2024,8.9;garbage')).toBeUndefined()
    expect(unpackNavHistory('4-11-2024,8.9')).toBeUndefined()
  })
})

describe('prepareForPage', () => {
  it('sends an answer as one JSON string, its NAV history packed, without touching the live query', () => {
    const data = { schemeName: 'A fund', navHistory: history }
    const live = success(['mutual_fund', 'fund-nav', { schemeCode: 1 }], data)
    const liveState = live.state
    const sent = prepareForPage(dehydratedOf(live))

    expect(sentData(sent.query.initial[0])).toEqual({ schemeName: 'A fund', navHistory: packNavHistory(history) })
    // The server render still reads the live state: it keeps its array.
    expect(liveState.data).toBe(data)
    expect(data.navHistory).toBe(history)
  })

  it('keeps a history it cannot pack as it is', () => {
    const odd = [{ date: '04-11-2024', nav: '1;2' }]
    const sent = prepareForPage(dehydratedOf(success(['fund-nav'], { navHistory: odd })))
    expect(sentData(sent.query.initial[0])).toEqual({ navHistory: odd })
  })

  it('sends an ApiError as plain fields', () => {
    const error = new ApiError('http', 'fundNav', 'Not found', { status: 404, code: 'NOT_FOUND', serverMessage: 'No such fund' })
    const sent = prepareForPage(dehydratedOf({ queryKey: ['fund-nav'], state: { status: 'error', error, fetchFailureReason: error } }))
    const flat = { apiError: { kind: 'http', endpoint: 'fundNav', message: 'Not found', status: 404, code: 'NOT_FOUND', serverMessage: 'No such fund' } }
    expect(sent.query.initial[0]!.state.error).toEqual(flat)
    expect(sent.query.initial[0]!.state.fetchFailureReason).toEqual(flat)
  })

  it('sends any other answer as its JSON', () => {
    const data = { source: 'demo', dataVersion: 1, houses: [{ id: 1, name: 'A "quoted" </script> house', aum: null }] }
    const sent = prepareForPage(dehydratedOf(success(['meta'], data)))
    expect(sentData(sent.query.initial[0])).toEqual(data)
  })

  it('sends a query without an answer (a failure) without one', () => {
    const sent = prepareForPage(dehydratedOf({ queryKey: ['x'], state: { status: 'error', error: new Error('x') } }))
    expect(sent.query.initial[0]!.state.data).toBeUndefined()
  })
})

describe('restoreFromPage', () => {
  it('gives the browser the answers the server had, counted as fetched now', () => {
    const detail = { schemeName: 'A fund', navHistory: history }
    const meta = { source: 'demo', dataVersion: 1 }
    const page = overThePage(prepareForPage(dehydratedOf(success(['fund-nav'], detail), success(['meta'], meta))))
    const restored = restoreFromPage(page, 5_000)

    expect(restored.query.initial.map((query) => query.state.data)).toEqual([detail, meta])
    expect(restored.query.initial.map((query) => query.state.dataUpdatedAt)).toEqual([5_000, 5_000])
  })

  it('makes a failed query an ApiError again', () => {
    const error = new ApiError('http', 'fundNav', 'Not found', { status: 404, code: 'NOT_FOUND' })
    const page = overThePage(prepareForPage(dehydratedOf({ queryKey: ['fund-nav'], state: { status: 'error', error, fetchFailureReason: error, dataUpdatedAt: 0 } })))
    const [query] = restoreFromPage(page, 5_000).query.initial

    expect(query!.state.error).toBeInstanceOf(ApiError)
    expect(query!.state.error).toMatchObject({ kind: 'http', endpoint: 'fundNav', message: 'Not found', status: 404, code: 'NOT_FOUND' })
    expect(query!.state.fetchFailureReason).toBe(query!.state.error)
    // Only answers count as fetched now.
    expect(query!.state.dataUpdatedAt).toBe(0)
  })

  it('leaves out a query whose answer or history does not read back, so the page asks for it again', () => {
    const page = dehydratedOf(
      success(['fund-nav'], { __pageJson: JSON.stringify({ navHistory: 'not a history' }) }),
      success(['broken'], { __pageJson: '{"cut off' }),
      success(['meta'], { __pageJson: '{"dataVersion":1}' }),
    )
    const restored = restoreFromPage(page, 5_000)
    expect(restored.query.initial.map((query) => query.queryKey)).toEqual([['meta']])
    expect(restored.query.initial[0]!.state.data).toEqual({ dataVersion: 1 })
  })

  it('passes through a page without queries', () => {
    expect(restoreFromPage(undefined, 1)).toBeUndefined()
    expect(restoreFromPage({}, 1)).toEqual({})
  })
})
