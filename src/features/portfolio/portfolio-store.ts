/**
 * The visitor's portfolio, kept in this browser only, in a database of its own (layout in
 * portfolio-db-names.ts: a record per transaction, one for the settings), never sent anywhere
 * (nothing here makes a request). Each write touches only the records it changes, inside one
 * IndexedDB transaction, so a write another tab makes in between cannot be lost, and this tab's
 * writes run one after another. Other tabs hear of a change on a BroadcastChannel and read again.
 *
 * A stored value that fails portfolioDocumentSchema is never overwritten by anything but "Delete
 * everything" (clear): it may be the only copy of the visitor's data, or a newer site's.
 */
import { useSyncExternalStore } from 'react'
import { clear as clearStore, createStore, type UseStore } from 'idb-keyval'
import { portfolioDocumentSchema, type PortfolioDocument } from '@common/portfolio/portfolio-document'
import { sipSeriesSchema, type SipSeries } from '@common/portfolio/sip-series'
import type { HoldingTaxClass } from '@common/portfolio/tax-rules'
import { portfolioTransactionSchema, type PortfolioTransaction } from '@common/portfolio/transaction'
import { LEGACY_TRANSACTIONS_KEY, PORTFOLIO_DB, PORTFOLIO_STORE, SETTINGS_KEY, transactionKey, transactionRecordRange } from './portfolio-db-names'
import { yieldToMain } from '@/lib/yield-to-main'

export type PortfolioState =
  | { status: 'loading' }
  | { status: 'ready'; document: PortfolioDocument }
  /** IndexedDB refused (disabled storage, some private modes): the page says so and offers nothing to lose. */
  | { status: 'unavailable'; reason: string }

export const PORTFOLIO_CHANNEL = 'mf-explorer-portfolio'

export const NO_STORAGE_REASON =
  'This browser does not let the site keep data (storage is turned off, or this is a private window that allows none), so nothing can be saved here.'
export const UNREADABLE_REASON =
  'Your saved investments could not be read: the data kept in this browser is damaged or was written by another version of the site. It has been left as it is. "Delete everything" clears it so that you can start again (and import an exported file, if you have one).'

type Settings = Pick<PortfolioDocument, 'sips' | 'overrides'>

function looksLikeSettings(value: unknown): value is Settings {
  if (value === null || typeof value !== 'object') return false
  const { sips, overrides } = value as Record<string, unknown>
  return Array.isArray(sips) && overrides !== null && typeof overrides === 'object' && !Array.isArray(overrides)
}

/** The stored parts as one document-shaped value (checked by the caller); missing parts are empty. */
function joined(legacy: unknown, records: unknown[], settings: unknown): unknown {
  const { sips = [], overrides = {} } = settings === undefined ? {} : ((settings ?? {}) as { sips?: unknown; overrides?: unknown })
  const transactions = legacy === undefined ? records : Array.isArray(legacy) ? [...legacy, ...records] : legacy
  return { transactions, sips, overrides }
}

/** An IDBRequest's result (or an IDBTransaction's completion) as a promise. */
function requestResult<T>(request: IDBRequest | IDBTransaction): Promise<T> {
  return new Promise((resolve, reject) => {
    if ('result' in request) {
      request.onsuccess = () => resolve(request.result as T)
      request.onerror = () => reject(request.error)
    } else {
      request.oncomplete = () => resolve(undefined as T)
      request.onabort = request.onerror = () => reject(request.error)
    }
  })
}

/** Rows checked per slice when the saved value is read: a slice is a few ms at 4x CPU, then the page gets the thread back. */
const ROWS_PER_SLICE = 400

function looksLikeDocument(value: unknown): value is PortfolioDocument {
  return looksLikeSettings(value) && Array.isArray((value as { transactions?: unknown }).transactions)
}

/**
 * The saved value checked against portfolioDocumentSchema, its transactions a slice at a time (checking
 * 6,000 at once was a 200 ms task at 4x CPU); null when any part fails.
 */
async function parsedInSlices(stored: unknown): Promise<PortfolioDocument | null> {
  if (!looksLikeDocument(stored)) return null
  const rest = portfolioDocumentSchema.safeParse({ ...stored, transactions: [] })
  if (!rest.success) return null
  const transactions: PortfolioTransaction[] = []
  for (let i = 0; i < stored.transactions.length; i += ROWS_PER_SLICE) {
    if (i > 0) await yieldToMain()
    for (const row of stored.transactions.slice(i, i + ROWS_PER_SLICE)) {
      const parsed = portfolioTransactionSchema.safeParse(row)
      if (!parsed.success) return null
      transactions.push(parsed.data)
    }
  }
  return { ...rest.data, transactions }
}

/** A write that did not happen; its message is a sentence the page can show. */
export class PortfolioStorageError extends Error {
  override name = 'PortfolioStorageError'
}

/** Thrown inside the IndexedDB transaction, which then commits nothing. */
class UnreadableValue extends Error {}
class NoIndexedDb extends Error {}

function reasonOf(error: unknown): string {
  if (error instanceof NoIndexedDb) return NO_STORAGE_REASON
  // Not `instanceof Error`: a DOMException from another realm (or an older engine) is not one.
  const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : null
  const detail = typeof message === 'string' && message !== '' ? ` (${message})` : ''
  return `This browser refused the site's storage${detail}, so nothing can be saved here. Private windows and some privacy settings do this.`
}

export type PortfolioActions = {
  /** Insert or replace by id. */
  upsertTransactions: (rows: readonly PortfolioTransaction[]) => Promise<void>
  deleteTransactions: (ids: readonly string[]) => Promise<void>
  /** Insert or replace by id. */
  upsertSip: (sip: SipSeries) => Promise<void>
  /** The series only: its installments are expanded when figures are computed, never stored. */
  deleteSip: (id: string) => Promise<void>
  /** null removes the override. */
  setOverride: (holdingKey: string, taxClass: HoldingTaxClass | null) => Promise<void>
  /** An export file read back: transactions and SIPs upserted by id, overrides assigned. */
  merge: (document: PortfolioDocument) => Promise<void>
  /** "Delete everything": the one write allowed over a value that cannot be read. */
  clear: () => Promise<void>
}

export type PortfolioStore = {
  subscribe: (listener: () => void) => () => void
  getSnapshot: () => PortfolioState
  getServerSnapshot: () => PortfolioState
  actions: PortfolioActions
  /** Stops listening to other tabs and forgets subscribers (tests; a page keeps its store). */
  dispose: () => void
}

const LOADING: PortfolioState = Object.freeze({ status: 'loading' })

const emptyDocument = (): PortfolioDocument => ({ transactions: [], sips: [], overrides: {} })

/**
 * This tab's settings after a write: unchanged without a settings edit; each part the edit returned as
 * it read it (a class chosen leaves the SIPs alone) is this tab's own array or object, the same value
 * (other tabs' writes reach it through the channel) under the same identity.
 */
function keptSettings(known: PortfolioDocument, written: { before: Settings; after: Settings } | undefined): Settings {
  if (!written) return { sips: known.sips, overrides: known.overrides }
  const { before, after } = written
  return {
    sips: after.sips === before.sips ? known.sips : after.sips,
    overrides: after.overrides === before.overrides ? known.overrides : after.overrides,
  }
}
const emptySettings = (): Settings => ({ sips: [], overrides: {} })

/** Items with an id already present replace it where it is; the others are added at the end. */
function upsertById<T extends { id: string }>(list: readonly T[], items: readonly T[]): T[] {
  const incoming = new Map(items.map((item) => [item.id, item]))
  const present = new Set(list.map((item) => item.id))
  return [...list.map((item) => incoming.get(item.id) ?? item), ...[...incoming.values()].filter((item) => !present.has(item.id))]
}

/** Rows that would make the stored value unreadable are refused before anything is written. */
function validOr<T>(parsed: { success: true; data: T } | { success: false }, what: string): T {
  if (!parsed.success) throw new PortfolioStorageError(`Not saved: the ${what} is not valid.`)
  return parsed.data
}

/**
 * A store over the IndexedDB of the page (`indexedDB` is looked up when first needed, so a test can
 * give each store a fresh one). The page uses one (usePortfolio, portfolioActions); a second one in
 * the same page behaves as another tab would.
 */
export function createPortfolioStore(): PortfolioStore {
  let state: PortfolioState = LOADING
  const listeners = new Set<() => void>()
  let database: UseStore | null = null
  let channel: BroadcastChannel | null = null
  /** Bumped by each read started and each write stored: a read that finishes after either is stale. */
  let stamp = 0
  /** The snapshot has been read since the first subscriber came (else the next subscriber reads it). */
  let current = false
  let writes: Promise<unknown> = Promise.resolve()

  const setState = (next: PortfolioState) => {
    state = next
    for (const listener of [...listeners]) listener()
  }

  const db = (): UseStore => {
    if (typeof indexedDB === 'undefined') throw new NoIndexedDb()
    database ??= createStore(PORTFOLIO_DB, PORTFOLIO_STORE)
    return database
  }

  async function read(): Promise<PortfolioState> {
    try {
      const [legacy, settings, records] = await db()('readonly', (objects) =>
        Promise.all([
          requestResult<unknown>(objects.get(LEGACY_TRANSACTIONS_KEY)),
          requestResult<unknown>(objects.get(SETTINGS_KEY)),
          requestResult<unknown[]>(objects.getAll(transactionRecordRange())),
        ]),
      )
      if (legacy === undefined && settings === undefined && records.length === 0) return { status: 'ready', document: emptyDocument() }
      const document = await parsedInSlices(joined(legacy, records, settings))
      return document ? { status: 'ready', document } : { status: 'unavailable', reason: UNREADABLE_REASON }
    } catch (error) {
      return { status: 'unavailable', reason: reasonOf(error) }
    }
  }

  function reload(): void {
    const started = ++stamp
    void read().then((next) => {
      if (stamp === started) setState(next)
    })
  }

  function announce(): void {
    if (typeof BroadcastChannel === 'undefined') return
    if (channel) return channel.postMessage('changed')
    // No subscriber here (so no channel open): a channel for this one message.
    const once = new BroadcastChannel(PORTFOLIO_CHANNEL)
    once.postMessage('changed')
    once.close()
  }

  /** Queues `apply` after this tab's earlier writes; it resolves with the state once stored. */
  function write(apply: (store: UseStore) => Promise<PortfolioState>): Promise<void> {
    const run = async () => {
      let next: PortfolioState
      try {
        next = await apply(db())
      } catch (error) {
        if (error instanceof PortfolioStorageError) throw error
        if (error instanceof UnreadableValue) {
          ++stamp
          setState({ status: 'unavailable', reason: UNREADABLE_REASON })
          throw new PortfolioStorageError(`Not saved. ${UNREADABLE_REASON}`)
        }
        throw new PortfolioStorageError(`Not saved. ${reasonOf(error)}`)
      }
      ++stamp
      setState(next)
      announce()
    }
    const done = writes.then(run)
    writes = done.catch(() => undefined)
    return done
  }

  /**
   * One write, in one IndexedDB transaction: `put` and `remove` touch only their transactions'
   * records, `settings` is a read-modify-write of the settings record. The new snapshot is this tab's
   * document with the change applied (other tabs' writes reach it through the channel); before this
   * tab has read the portfolio, it is read whole after the write.
   */
  function change(edit: { put?: readonly PortfolioTransaction[]; remove?: readonly string[]; settings?: (settings: Settings) => Settings }): Promise<void> {
    const { put = [], remove = [] } = edit
    const touchesTransactions = put.length > 0 || remove.length > 0
    return write(async (store) => {
      // Written only over a value this tab could read: never over one it found damaged.
      if (state.status === 'unavailable' && state.reason === UNREADABLE_REASON) throw new UnreadableValue()
      const known = state.status === 'ready' ? state.document : null
      // The settings record as read and as written: a part the edit returned untouched keeps this tab's
      // value (and its identity, so what shows only that part does not render again).
      const settings = await store('readwrite', async (objects) => {
        const [legacy, storedSettings] = await Promise.all([
          touchesTransactions ? requestResult<unknown>(objects.get(LEGACY_TRANSACTIONS_KEY)) : undefined,
          edit.settings ? requestResult<unknown>(objects.get(SETTINGS_KEY)) : undefined,
        ])
        // Shapes only, and before anything is written: every row was checked when it was written and
        // when the page read it, and checking thousands again here would hold the main thread.
        if (legacy !== undefined && !(Array.isArray(legacy) && legacy.every((row) => typeof (row as { id?: unknown } | null)?.id === 'string'))) {
          throw new UnreadableValue()
        }
        if (storedSettings !== undefined && !looksLikeSettings(storedSettings)) throw new UnreadableValue()
        if (Array.isArray(legacy)) {
          for (const row of legacy as PortfolioTransaction[]) objects.put(row, transactionKey(row.id))
          objects.delete(LEGACY_TRANSACTIONS_KEY)
        }
        for (const row of put) objects.put(row, transactionKey(row.id))
        for (const id of remove) objects.delete(transactionKey(id))
        const before = storedSettings ?? emptySettings()
        const nextSettings = edit.settings?.(before)
        if (nextSettings) objects.put(nextSettings, SETTINGS_KEY)
        await requestResult(objects.transaction)
        return nextSettings ? { before, after: nextSettings } : undefined
      })
      if (!known) return read()
      const gone = new Set(remove)
      const transactions = touchesTransactions ? upsertById(known.transactions, put).filter((t) => !gone.has(t.id)) : known.transactions
      return { status: 'ready', document: { transactions, ...keptSettings(known, settings) } }
    })
  }

  const actions: PortfolioActions = {
    upsertTransactions: async (rows) => {
      const checked = rows.map((row) => validOr(portfolioTransactionSchema.safeParse(row), 'transaction'))
      return change({ put: checked })
    },
    deleteTransactions: async (ids) => change({ remove: ids }),
    upsertSip: async (sip) => {
      const checked = validOr(sipSeriesSchema.safeParse(sip), 'SIP')
      return change({ settings: (settings) => ({ ...settings, sips: upsertById(settings.sips, [checked]) }) })
    },
    deleteSip: async (id) => change({ settings: (settings) => ({ ...settings, sips: settings.sips.filter((sip) => sip.id !== id) }) }),
    setOverride: async (holdingKey, taxClass) =>
      change({
        settings: (settings) => {
          const overrides = { ...settings.overrides }
          if (taxClass === null) delete overrides[holdingKey]
          else overrides[holdingKey] = taxClass
          return { ...settings, overrides }
        },
      }),
    merge: async (incoming) => {
      const checked = validOr(portfolioDocumentSchema.safeParse(incoming), 'file')
      return change({
        put: checked.transactions,
        settings: (settings) => ({ sips: upsertById(settings.sips, checked.sips), overrides: { ...settings.overrides, ...checked.overrides } }),
      })
    },
    clear: async () =>
      write(async (store) => {
        await clearStore(store)
        return { status: 'ready', document: emptyDocument() }
      }),
  }

  const onMessage = () => reload()

  return {
    subscribe: (listener) => {
      listeners.add(listener)
      if (listeners.size === 1) {
        if (typeof BroadcastChannel !== 'undefined') {
          channel = new BroadcastChannel(PORTFOLIO_CHANNEL)
          channel.addEventListener('message', onMessage)
        }
        // Kept as it is meanwhile (no flash of "loading" on a remount); read again, for what other
        // tabs wrote while nothing here listened.
        if (!current) {
          current = true
          reload()
        }
      }
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) {
          channel?.close()
          channel = null
          current = false
        }
      }
    },
    getSnapshot: () => state,
    getServerSnapshot: () => LOADING,
    actions,
    dispose: () => {
      listeners.clear()
      channel?.close()
      channel = null
      current = false
    },
  }
}

/** Lazy: creating it opens nothing, so the server render imports this module freely. */
const pageStore = createPortfolioStore()

/** A store's state, re-rendering on every change; the server render (and hydration) sees `loading`. */
export function usePortfolioStore(store: PortfolioStore): PortfolioState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot)
}

/** The visitor's portfolio as stored in this browser; re-renders on every change (this tab or another). */
export function usePortfolio(): PortfolioState {
  return usePortfolioStore(pageStore)
}

/**
 * Every write goes through these; each resolves once the change is stored (and notified), and
 * rejects with a PortfolioStorageError (a sentence to show) when it is not.
 */
export const portfolioActions: PortfolioActions = pageStore.actions
