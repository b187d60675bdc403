/**
 * The public data a portfolio's figures need, read from the query cache the fund pages share (same
 * keys: a fund already visited costs nothing, nothing is asked twice). Per held scheme: its reference
 * (`analyticsQueries.scheme`: house, plan, subcategory), then its NAV history (`fundQueries.nav`). A
 * Regular plan adds its performance figures (`analyticsQueries.performance`: the Direct plan's code,
 * the exact category) and the Direct plan's history, asked under the Regular plan's house.
 *
 * Not four `useQueries`: for 50 funds those were about 120 observers that React Query's hook derives
 * again on every render (each query's options defaulted and its key hashed, every result rebuilt, the
 * options set again on every observer), 30-100 ms of main thread at 4x CPU, and the page renders once
 * per answer, over a hundred times. Here:
 * - a render reads a snapshot, rebuilt only after something changed, from the cache's own state;
 * - one observer per query, made once and never rendered, keeps its query from being collected while
 *   the page shows it and says when it changes (an answer, a failure, a newer NAV put in the cache);
 * - the loader starts the calls itself, IN_FLIGHT of a kind at a time: a portfolio of 50 funds needs
 *   over 100 answers, and starting them all at once (ky and fetch, a few ms each at 4x CPU) was one
 *   main-thread task of seconds, while the browser sends only six at a time anyway.
 * Each call is made once per loader (a fresh answer in the cache is used as it is, a stale one asked
 * again, as a mounted query would); a failure stays failed until `retry`.
 */
import { hashKey, QueryObserver, type FetchQueryOptions, type QueryClient, type QueryKey, type QueryStatus } from '@tanstack/react-query'
import type { Performance, SchemeHit } from '@common/contract/analytics-schemas'
import type { FundDetail } from '@common/contract/schemas'
import { analyticsQueries } from '@/api/analytics'
import { fundQueries } from '@/api/funds'
import { NO_PERSIST } from '@/api/query-persistence'

/** One kind of answer for a list of schemes: parallel arrays, each kept (same identity) while its entries are. */
export type Answers<T> = { data: readonly (T | undefined)[]; status: readonly QueryStatus[]; errors: readonly (Error | null)[] }

export type SchemeDataSnapshot = {
  /** The held scheme codes, ascending: the index of `schemes` and `navs`. */
  held: readonly number[]
  schemes: Answers<SchemeHit>
  /** Pending while the scheme's house is not known. */
  navs: Answers<FundDetail>
  /** The held Regular plans, with their house: the index of `performances` and `directNavs`. */
  regular: readonly { code: number; house: string }[]
  performances: Answers<Performance>
  /** The Direct plan's code of each Regular one; null when its figures name none (or are not in yet). */
  directCodes: readonly (number | null)[]
  /** Pending while the Direct plan's code is not known (and for good when there is none). */
  directNavs: Answers<FundDetail>
}

type Kind = 'scheme' | 'nav' | 'performance' | 'direct'

/** Calls of one kind in flight at once. */
export const IN_FLIGHT = 4

/** The kinds' options differ in their data type; the loader only fetches them and reads their state. */
type Options = FetchQueryOptions<unknown, Error, unknown, QueryKey>
const asOptions = (options: { queryKey: QueryKey }): Options => notSaved(options as Options)

type Entry = {
  kind: Kind
  options: Options
  hash: string
  observer: QueryObserver<unknown, Error, unknown, unknown, QueryKey> | null
  unsubscribe: (() => void) | null
  /** A call was started for it by this loader (or the cache answered). */
  asked: boolean
}

type State = { data: unknown; status: QueryStatus; error: Error | null }
const PENDING: State = { data: undefined, status: 'pending', error: null }

/** Not saved with the query cache: a hundred NAV histories would make each save a long task. */
function notSaved<T extends { meta?: Record<string, unknown> }>(options: T): T {
  return { ...options, meta: { ...options.meta, ...NO_PERSIST } }
}

/** `next`'s entries in `previous`'s array when every one is the same, so memos on it hold. */
function kept<T>(previous: readonly T[] | undefined, next: T[]): readonly T[] {
  return previous && previous.length === next.length && previous.every((value, i) => value === next[i]) ? previous : next
}

function answers<T>(previous: Answers<T> | undefined, states: State[]): Answers<T> {
  const data = kept(previous?.data, states.map((s) => s.data as T | undefined))
  const status = kept(previous?.status, states.map((s) => s.status))
  const errors = kept(previous?.errors, states.map((s) => s.error))
  return previous && data === previous.data && status === previous.status && errors === previous.errors ? previous : { data, status, errors }
}

type Regular = SchemeDataSnapshot['regular']

/** The previous list when it names the same plans and houses. */
function sameRegular(previous: Regular | undefined, next: { code: number; house: string }[]): Regular {
  return previous && previous.length === next.length && previous.every((r, i) => r.code === next[i]!.code && r.house === next[i]!.house) ? previous : next
}

export class SchemeDataLoader {
  readonly #client: QueryClient
  readonly #held: readonly number[]
  /** By kind and parameters (a cheap key): the options and the hash are made once. */
  readonly #entries = new Map<string, Entry>()
  readonly #listeners = new Set<() => void>()
  readonly #inFlight: Record<Kind, number> = { scheme: 0, nav: 0, performance: 0, direct: 0 }
  #snapshot: SchemeDataSnapshot | undefined
  #stale = true
  /** The entries the current snapshot reads, in order: what the loader asks for. */
  #wanted: Entry[] = []
  #pumpScheduled = false

  constructor(client: QueryClient, held: readonly number[]) {
    this.#client = client
    this.#held = held
  }

  /** For useSyncExternalStore: the first listener starts the observers and the calls, the last one stops them. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    if (this.#listeners.size === 1) this.#schedulePump()
    return () => {
      this.#listeners.delete(listener)
      if (this.#listeners.size === 0) this.#stop()
    }
  }

  readonly getSnapshot = (): SchemeDataSnapshot => {
    if (this.#stale || !this.#snapshot) {
      this.#snapshot = this.#build(this.#snapshot)
      this.#stale = false
    }
    return this.#snapshot
  }

  /** Asks again for every call that failed. */
  readonly retry = (): void => {
    for (const entry of this.#entries.values()) {
      if (this.#state(entry).status === 'error') entry.asked = false
    }
    this.#schedulePump()
  }

  #entry(id: string, kind: Kind, make: () => Options): Entry {
    let entry = this.#entries.get(id)
    if (!entry) {
      const options = make()
      entry = { kind, options, hash: hashKey(options.queryKey), observer: null, unsubscribe: null, asked: false }
      this.#entries.set(id, entry)
    }
    return entry
  }

  #state(entry: Entry): State {
    const state = this.#client.getQueryCache().get(entry.hash)?.state
    return state ? { data: state.data, status: state.status, error: state.error } : PENDING
  }

  /** Reads every answer from the cache; no side effect (it runs during renders). */
  #build(previous: SchemeDataSnapshot | undefined): SchemeDataSnapshot {
    const wanted: Entry[] = []
    const read = (entry: Entry): State => {
      wanted.push(entry)
      return this.#state(entry)
    }
    const held = this.#held
    const schemeStates = held.map((code) => read(this.#entry(`scheme:${code}`, 'scheme', () => asOptions(analyticsQueries.scheme(code)))))
    const hits = schemeStates.map((s) => s.data as SchemeHit | undefined)
    const navStates = held.map((code, i) => {
      const house = hits[i]?.fundHouseName
      return house === undefined ? PENDING : read(this.#entry(`nav:${code}:${house}`, 'nav', () => asOptions(fundQueries.nav(code, house))))
    })
    const regular = sameRegular(
      previous?.regular,
      held.flatMap((code, i) => (hits[i]?.plan === 'Regular' ? [{ code, house: hits[i]!.fundHouseName }] : [])),
    )
    const performanceStates = regular.map(({ code }) => read(this.#entry(`performance:${code}`, 'performance', () => asOptions(analyticsQueries.performance(code)))))
    const directCodes = kept(
      previous?.directCodes,
      performanceStates.map((s) => {
        const other = (s.data as Performance | undefined)?.otherPlan
        return other?.plan === 'Direct' ? other.schemeCode : null
      }),
    )
    const directStates = regular.map(({ house }, j) => {
      const direct = directCodes[j] ?? null
      return direct === null ? PENDING : read(this.#entry(`direct:${direct}:${house}`, 'direct', () => asOptions(fundQueries.nav(direct, house))))
    })
    this.#wanted = wanted
    const next: SchemeDataSnapshot = {
      held,
      schemes: answers(previous?.schemes, schemeStates),
      navs: answers(previous?.navs, navStates),
      regular,
      performances: answers(previous?.performances, performanceStates),
      directCodes,
      directNavs: answers(previous?.directNavs, directStates),
    }
    // A call started or a refetch of the same data changes nothing the page reads: no render for it.
    const same = previous && (Object.keys(next) as (keyof SchemeDataSnapshot)[]).every((part) => next[part] === previous[part])
    return same ? previous : next
  }

  #changed = (): void => {
    this.#stale = true
    for (const listener of [...this.#listeners]) listener()
    this.#schedulePump()
  }

  #schedulePump(): void {
    if (this.#pumpScheduled) return
    this.#pumpScheduled = true
    queueMicrotask(() => {
      this.#pumpScheduled = false
      this.#pump()
    })
  }

  /** Observes what the snapshot reads, and starts the calls not asked yet, IN_FLIGHT of a kind at a time. */
  #pump(): void {
    if (this.#listeners.size === 0) return
    this.getSnapshot()
    for (const entry of this.#wanted) {
      if (!entry.observer) {
        // Never enabled: it fetches nothing of its own, it only keeps the query and reports its changes.
        entry.observer = new QueryObserver(this.#client, { ...entry.options, enabled: false })
      }
      if (!entry.unsubscribe) entry.unsubscribe = entry.observer.subscribe(this.#changed)
      if (entry.asked || this.#inFlight[entry.kind] >= IN_FLIGHT) continue
      entry.asked = true
      this.#inFlight[entry.kind]++
      this.#client
        .fetchQuery(entry.options)
        .catch(() => {
          // The failure is the query's state, shown from the snapshot.
        })
        .finally(() => {
          this.#inFlight[entry.kind]--
          // Cancelled (the page stopped observing mid-call): asked again when it observes again.
          if (this.#state(entry).status === 'pending') entry.asked = false
          this.#schedulePump()
        })
    }
  }

  #stop(): void {
    for (const entry of this.#entries.values()) {
      entry.unsubscribe?.()
      entry.unsubscribe = null
    }
  }
}
