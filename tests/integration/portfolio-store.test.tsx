/**
 * The portfolio kept in IndexedDB (src/features/portfolio/portfolio-store.ts), on fake-indexeddb: a
 * fresh IDBFactory per test, so each test starts with no database. A second store on the same
 * factory stands for another tab (same database, BroadcastChannel between them).
 */
import 'fake-indexeddb/auto'
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb'
import { act, renderHook, waitFor } from '@testing-library/react'
import { clear as clearStore, createStore, keys as storedKeys, setMany } from 'idb-keyval'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PortfolioDocument } from '@common/portfolio/portfolio-document'
import type { SipSeries } from '@common/portfolio/sip-series'
import type { PortfolioTransaction } from '@common/portfolio/transaction'
import {
  NO_STORAGE_REASON, PortfolioStorageError, UNREADABLE_REASON,
  createPortfolioStore, portfolioActions, usePortfolio, usePortfolioStore, type PortfolioState, type PortfolioStore,
} from '@/features/portfolio/portfolio-store'
import { LEGACY_TRANSACTIONS_KEY, PORTFOLIO_DB, PORTFOLIO_STORE, SETTINGS_KEY, transactionKey, transactionRecordRange } from '@/features/portfolio/portfolio-db-names'

function tx(id: string, date: string, extra: Partial<PortfolioTransaction> = {}): PortfolioTransaction {
  return { id, folio: 'F1', schemeCode: 100, date, kind: 'purchase', units: 10, amount: 1000, nav: 100, ...extra }
}

const sip: SipSeries = { id: 'sip-1', folio: 'F1', schemeCode: 100, amount: 5000, day: 5, from: '2023-01-05', to: null }

const stores: PortfolioStore[] = []
function newStore(): PortfolioStore {
  const store = createPortfolioStore()
  stores.push(store)
  return store
}

const rawStore = () => createStore(PORTFOLIO_DB, PORTFOLIO_STORE)

/** The stored value itself (its records, a first-version list if one is left, and the settings) as one document, read beside the store under test. */
async function rawValue(): Promise<unknown> {
  const [legacy, settings, records] = await rawStore()('readonly', (objects) =>
    Promise.all(
      [objects.get(LEGACY_TRANSACTIONS_KEY), objects.get(SETTINGS_KEY), objects.getAll(transactionRecordRange())].map(
        (request) => new Promise<unknown>((resolve, reject) => ((request.onsuccess = () => resolve(request.result)), (request.onerror = () => reject(request.error)))),
      ),
    ),
  )
  const rows = records as unknown[]
  if (legacy === undefined && settings === undefined && rows.length === 0) return undefined
  const transactions = legacy === undefined ? rows : Array.isArray(legacy) ? [...legacy, ...rows] : legacy
  return { transactions, ...((settings as object | undefined) ?? { sips: [], overrides: {} }) }
}

/**
 * Stores `value` as the page's store keeps a document (a record per transaction, the rest under the
 * settings key), or with its transactions as one list under the key the first version used.
 */
function storeRaw(value: { transactions: unknown; sips: unknown; overrides: unknown }, layout: 'records' | 'legacy' = 'records'): Promise<void> {
  const { transactions, ...settings } = value
  const rows: [IDBValidKey, unknown][] =
    layout === 'legacy' ? [[LEGACY_TRANSACTIONS_KEY, transactions]] : (transactions as { id: string }[]).map((row) => [transactionKey(row.id), row])
  return setMany([...rows, [SETTINGS_KEY, settings]], rawStore())
}

function documentOf(state: PortfolioState): PortfolioDocument {
  if (state.status !== 'ready') expect.fail(`expected the portfolio to be ready, it is ${state.status}${state.status === 'unavailable' ? `: ${state.reason}` : ''}`)
  return state.document
}

async function readyHook(store: PortfolioStore) {
  const hook = renderHook(() => usePortfolioStore(store))
  await waitFor(() => expect(hook.result.current.status).toBe('ready'))
  return hook
}

const originalIndexedDb = globalThis.indexedDB

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory()
})

afterEach(() => {
  for (const store of stores.splice(0)) store.dispose()
  globalThis.indexedDB = originalIndexedDb
})

describe('reading', () => {
  it('is loading, then ready and empty when nothing is stored', async () => {
    const store = newStore()
    const { result } = renderHook(() => usePortfolioStore(store))
    expect(result.current).toEqual({ status: 'loading' })
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', document: { transactions: [], sips: [], overrides: {} } }))
  })

  it('is loading in the server render', () => {
    const store = newStore()
    function Status() {
      return <p>{usePortfolioStore(store).status}</p>
    }
    expect(renderToString(<Status />)).toBe('<p>loading</p>')
  })

  it('reads what an earlier visit stored', async () => {
    const stored: PortfolioDocument = { transactions: [tx('a', '2024-01-02'), tx('b', '2024-01-03')], sips: [sip], overrides: { 'F1|100': 'debt' } }
    await storeRaw(stored)
    const { result } = await readyHook(newStore())
    expect(documentOf(result.current)).toEqual(stored)
  })

  it('reads a portfolio the first version stored as one list, and moves it into records on the first write', async () => {
    const stored: PortfolioDocument = { transactions: [tx('b', '2024-01-03'), tx('a', '2024-01-02')], sips: [sip], overrides: {} }
    await storeRaw(stored, 'legacy')
    const store = newStore()
    const { result } = await readyHook(store)
    expect(documentOf(result.current)).toEqual(stored)

    await act(() => store.actions.upsertTransactions([tx('c', '2024-01-04')]))
    expect(documentOf(result.current).transactions.map((t) => t.id)).toEqual(['b', 'a', 'c'])
    const keys = await storedKeys(rawStore())
    expect(keys).not.toContain(LEGACY_TRANSACTIONS_KEY)
    expect(keys).toEqual(expect.arrayContaining([transactionKey('a'), transactionKey('b'), transactionKey('c')]))
    // Read again, as the next visit will: the same rows, in key order.
    const { result: again } = await readyHook(newStore())
    expect(documentOf(again.current).transactions.map((t) => t.id)).toEqual(['a', 'b', 'c'])
  })
})

describe('writing', () => {
  it('upserts and deletes transactions by id, stores them and gives a new snapshot each time', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const store = newStore()
    const { result } = await readyHook(store)
    const empty = result.current

    await act(() => store.actions.upsertTransactions([tx('a', '2024-01-02'), tx('b', '2024-02-01')]))
    const first = result.current
    expect(first).not.toBe(empty)
    expect(documentOf(first).transactions.map((t) => t.id)).toEqual(['a', 'b'])

    // 'a' replaced where it is, 'c' added at the end.
    await act(() => store.actions.upsertTransactions([tx('c', '2024-03-01'), tx('a', '2024-01-02', { units: 12.5, amount: 1250 })]))
    expect(result.current).not.toBe(first)
    expect(documentOf(result.current).transactions.map((t) => [t.id, t.units])).toEqual([['a', 12.5], ['b', 10], ['c', 10]])

    await act(() => store.actions.deleteTransactions(['b', 'no-such-id']))
    expect(documentOf(result.current).transactions.map((t) => t.id)).toEqual(['a', 'c'])
    expect(await rawValue()).toEqual(documentOf(result.current))
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('writes only the records a change touches: one put for one transaction among thousands, none for a tax class', async () => {
    await storeRaw({ transactions: Array.from({ length: 3000 }, (_, i) => tx(`r${i}`, '2024-01-02')), sips: [], overrides: {} })
    const store = newStore()
    const { result } = await readyHook(store)
    const put = vi.spyOn(IDBObjectStore.prototype, 'put')
    await act(() => store.actions.upsertTransactions([tx('new', '2024-05-06')]))
    expect(put.mock.calls.map(([, key]) => key)).toEqual([transactionKey('new')])
    put.mockClear()
    await act(() => store.actions.setOverride('F1|100', 'debt'))
    expect(put.mock.calls.map(([, key]) => key)).toEqual([SETTINGS_KEY])
    put.mockRestore()
    expect(documentOf(result.current).transactions).toHaveLength(3001)
    expect(documentOf(result.current).overrides).toEqual({ 'F1|100': 'debt' })
  })

  it('keeps what a change left alone as it was: a tax class leaves the transactions and SIPs the same arrays', async () => {
    await storeRaw({ transactions: [tx('a', '2024-01-02')], sips: [sip], overrides: {} })
    const store = newStore()
    const { result } = await readyHook(store)
    const before = documentOf(result.current)
    await act(() => store.actions.setOverride('F1|100', 'debt'))
    const after = documentOf(result.current)
    // The page's entry section is memoised on these two: a class chosen must not re-render it.
    expect(after.transactions).toBe(before.transactions)
    expect(after.sips).toBe(before.sips)
    expect(after.overrides).toEqual({ 'F1|100': 'debt' })
    await act(() => store.actions.upsertSip({ ...sip, amount: 7500 }))
    expect(documentOf(result.current).overrides).toBe(after.overrides)
    expect(documentOf(result.current).sips).toEqual([{ ...sip, amount: 7500 }])
  })

  it('keeps SIP series apart: deleting one leaves its installments\' transactions and the other series', async () => {
    const store = newStore()
    const { result } = await readyHook(store)
    const installment = tx('typed', '2023-01-05', { sipId: 'sip-1' })
    await act(async () => {
      await store.actions.upsertTransactions([installment])
      await store.actions.upsertSip(sip)
      await store.actions.upsertSip({ ...sip, id: 'sip-2', day: 10 })
      await store.actions.upsertSip({ ...sip, amount: 7500 })
    })
    expect(documentOf(result.current).sips.map((s) => [s.id, s.amount])).toEqual([['sip-1', 7500], ['sip-2', 5000]])

    await act(() => store.actions.deleteSip('sip-1'))
    expect(documentOf(result.current)).toEqual({ transactions: [installment], sips: [{ ...sip, id: 'sip-2', day: 10 }], overrides: {} })
  })

  it('sets and removes a holding\'s tax class', async () => {
    const store = newStore()
    const { result } = await readyHook(store)
    await act(async () => {
      await store.actions.setOverride('F1|100', 'debt')
      await store.actions.setOverride('F2|200', 'other')
      await store.actions.setOverride('F1|100', 'equity')
    })
    expect(documentOf(result.current).overrides).toEqual({ 'F1|100': 'equity', 'F2|200': 'other' })
    await act(() => store.actions.setOverride('F2|200', null))
    expect(documentOf(result.current).overrides).toEqual({ 'F1|100': 'equity' })
  })

  it('merges an export: transactions and SIPs upserted by id, overrides assigned over the ones kept', async () => {
    const store = newStore()
    const { result } = await readyHook(store)
    await act(() =>
      store.actions.merge({ transactions: [tx('a', '2024-01-02'), tx('b', '2024-02-01')], sips: [sip], overrides: { 'F1|100': 'debt', 'F2|200': 'other' } }),
    )
    await act(() =>
      store.actions.merge({
        transactions: [tx('b', '2024-02-01', { units: 20, amount: 2000 }), tx('c', '2024-03-01')],
        sips: [{ ...sip, id: 'sip-2' }],
        overrides: { 'F1|100': 'equity' },
      }),
    )
    expect(documentOf(result.current)).toEqual({
      transactions: [tx('a', '2024-01-02'), tx('b', '2024-02-01', { units: 20, amount: 2000 }), tx('c', '2024-03-01')],
      sips: [sip, { ...sip, id: 'sip-2' }],
      overrides: { 'F1|100': 'equity', 'F2|200': 'other' },
    })
  })

  it('deletes everything', async () => {
    const store = newStore()
    const { result } = await readyHook(store)
    await act(() => store.actions.merge({ transactions: [tx('a', '2024-01-02')], sips: [sip], overrides: { 'F1|100': 'debt' } }))
    await act(() => store.actions.clear())
    expect(documentOf(result.current)).toEqual({ transactions: [], sips: [], overrides: {} })
    expect(await rawValue()).toBeUndefined()
  })

  it('refuses a row that does not fit the schema, and stores nothing of the write', async () => {
    const store = newStore()
    const { result } = await readyHook(store)
    const write = store.actions.upsertTransactions([tx('a', '2024-01-02'), tx('b', '2024-02-01', { units: -1 })])
    await expect(write).rejects.toThrow(new PortfolioStorageError('Not saved: the transaction is not valid.'))
    await expect(store.actions.upsertSip({ ...sip, day: 31 })).rejects.toThrow(PortfolioStorageError)
    expect(documentOf(result.current).transactions).toEqual([])
    expect(await rawValue()).toBeUndefined()
  })

  it('keeps both of two writes made at once in this tab', async () => {
    const store = newStore()
    const { result } = await readyHook(store)
    await act(() => Promise.all([store.actions.upsertTransactions([tx('a', '2024-01-02')]), store.actions.upsertTransactions([tx('b', '2024-02-01')]), store.actions.setOverride('F1|100', 'debt')]))
    expect(documentOf(result.current)).toEqual({ transactions: [tx('a', '2024-01-02'), tx('b', '2024-02-01')], sips: [], overrides: { 'F1|100': 'debt' } })
  })

  it('keeps both of two writes made at once in two tabs', async () => {
    const here = newStore()
    const there = newStore()
    await Promise.all([here.actions.upsertTransactions([tx('a', '2024-01-02')]), there.actions.upsertTransactions([tx('b', '2024-02-01')])])
    const stored = (await rawValue()) as PortfolioDocument
    expect(stored.transactions.map((t) => t.id).sort()).toEqual(['a', 'b'])
    // A tab that had not read the portfolio yet reads it whole after its write: its own row and whatever is stored.
    expect(documentOf(here.getSnapshot()).transactions.map((t) => t.id)).toContain('a')
    expect(documentOf(there.getSnapshot()).transactions.map((t) => t.id)).toContain('b')
  })

  it('works through usePortfolio and portfolioActions, the page\'s store', async () => {
    const { result } = renderHook(() => usePortfolio())
    await waitFor(() => expect(result.current.status).toBe('ready'))
    await act(() => portfolioActions.upsertTransactions([tx('a', '2024-01-02')]))
    expect(documentOf(result.current).transactions).toEqual([tx('a', '2024-01-02')])
    await act(() => portfolioActions.clear())
    expect(documentOf(result.current).transactions).toEqual([])
  })
})

describe('another tab', () => {
  it('sees a write made in another tab, and a delete of everything', async () => {
    const there = newStore()
    const { result } = await readyHook(newStore())
    await there.actions.upsertTransactions([tx('a', '2024-01-02')])
    await waitFor(() => expect(documentOf(result.current).transactions).toEqual([tx('a', '2024-01-02')]))
    await there.actions.clear()
    await waitFor(() => expect(documentOf(result.current).transactions).toEqual([]))
  })

  it('reads again on its next subscriber what another tab wrote while nothing listened', async () => {
    const here = newStore()
    const first = await readyHook(here)
    first.unmount()
    await newStore().actions.upsertSip(sip)
    const { result } = renderHook(() => usePortfolioStore(here))
    await waitFor(() => expect(documentOf(result.current).sips).toEqual([sip]))
  })
})

describe('a stored value that cannot be read', () => {
  const damaged = { transactions: 'not a list', sips: [], overrides: {} }

  beforeEach(async () => {
    await storeRaw(damaged, 'legacy')
  })

  it('makes the portfolio unavailable, says "Delete everything" clears it, and is left as it is', async () => {
    const store = newStore()
    const { result } = renderHook(() => usePortfolioStore(store))
    await waitFor(() => expect(result.current).toEqual({ status: 'unavailable', reason: UNREADABLE_REASON }))
    expect(UNREADABLE_REASON).toMatch(/could not be read.*"Delete everything" clears it/)

    await expect(store.actions.upsertTransactions([tx('a', '2024-01-02')])).rejects.toThrow(PortfolioStorageError)
    await expect(store.actions.merge({ transactions: [tx('a', '2024-01-02')], sips: [], overrides: {} })).rejects.toThrow(/could not be read/)
    // Another tab reading it does not write it either.
    await readAgainElsewhere()
    expect(result.current).toEqual({ status: 'unavailable', reason: UNREADABLE_REASON })
    expect(await rawValue()).toEqual(damaged)
  })

  it('is cleared by "Delete everything", after which writes work again', async () => {
    const store = newStore()
    const { result } = renderHook(() => usePortfolioStore(store))
    await waitFor(() => expect(result.current.status).toBe('unavailable'))
    await act(() => store.actions.clear())
    expect(documentOf(result.current)).toEqual({ transactions: [], sips: [], overrides: {} })
    await act(() => store.actions.upsertTransactions([tx('a', '2024-01-02')]))
    expect(await rawValue()).toEqual({ transactions: [tx('a', '2024-01-02')], sips: [], overrides: {} })
  })

  it('finds a bad row deep in a long list (checked a slice at a time), and writes leave it alone', async () => {
    // Ids padded so that key order is list order; the first version's damaged list is not part of this one.
    const rows = Array.from({ length: 1000 }, (_, i) => tx(`r${String(i).padStart(4, '0')}`, '2024-01-02'))
    const deep = { transactions: [...rows.slice(0, 950), { ...rows[950]!, date: '2024-13-40x' }, ...rows.slice(951)], sips: [], overrides: {} }
    await clearStore(rawStore())
    await storeRaw(deep)
    const store = newStore()
    const { result } = renderHook(() => usePortfolioStore(store))
    await waitFor(() => expect(result.current).toEqual({ status: 'unavailable', reason: UNREADABLE_REASON }))
    await expect(store.actions.setOverride('F1|100', 'other')).rejects.toThrow(PortfolioStorageError)
    expect(await rawValue()).toEqual(deep)
  })

  async function readAgainElsewhere() {
    const other = newStore()
    const { result, unmount } = renderHook(() => usePortfolioStore(other))
    await waitFor(() => expect(result.current.status).toBe('unavailable'))
    unmount()
  }
})

describe('a browser without storage', () => {
  it('says so when there is no IndexedDB, and writes reject', async () => {
    // @ts-expect-error -- a browser with storage turned off, as far as this module can tell
    delete globalThis.indexedDB
    const store = newStore()
    const { result } = renderHook(() => usePortfolioStore(store))
    await waitFor(() => expect(result.current).toEqual({ status: 'unavailable', reason: NO_STORAGE_REASON }))
    await expect(store.actions.upsertTransactions([tx('a', '2024-01-02')])).rejects.toThrow(new PortfolioStorageError(`Not saved. ${NO_STORAGE_REASON}`))
    await expect(store.actions.clear()).rejects.toThrow(PortfolioStorageError)
    expect(result.current.status).toBe('unavailable')
  })

  it('says so when the browser refuses to open the database', async () => {
    globalThis.indexedDB = {
      open: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    } as unknown as IDBFactory
    const store = newStore()
    const { result } = renderHook(() => usePortfolioStore(store))
    await waitFor(() => expect(result.current.status).toBe('unavailable'))
    expect(result.current).toEqual({
      status: 'unavailable',
      reason: "This browser refused the site's storage (The operation is insecure.), so nothing can be saved here. Private windows and some privacy settings do this.",
    })
    await expect(store.actions.setOverride('F1|100', 'debt')).rejects.toThrow(/^Not saved\. This browser refused the site's storage/)
  })

  it('says so when opening the database fails later', async () => {
    // A request that fails after open() returned, as a broken or over-quota database's does.
    globalThis.indexedDB = {
      open: () => {
        const request = { error: new DOMException('Quota exceeded', 'QuotaExceededError'), onerror: null as (() => void) | null }
        setTimeout(() => request.onerror?.())
        return request
      },
    } as unknown as IDBFactory
    const store = newStore()
    const { result } = renderHook(() => usePortfolioStore(store))
    await waitFor(() => expect(result.current).toEqual({ status: 'unavailable', reason: expect.stringMatching(/refused the site's storage \(Quota exceeded\)/) }))
  })
})
