import { useSyncExternalStore } from 'react'

/**
 * The funds picked for comparison (the tray): at most four, kept in localStorage so the tray
 * survives a reload and follows the visitor across pages. The compare page's address
 * (/compare?codes=...) is the truth there; opening it makes the tray match it.
 *
 * Each entry carries the fund house name because the NAV history is asked for under the fund
 * page's own query key (schemeCode + house), so a fund already visited costs no request.
 */
export type CompareFund = { schemeCode: number; schemeName: string; fundHouseName: string }

export const MAX_COMPARE = 4
export const COMPARE_FULL_MESSAGE = `You can compare up to ${MAX_COMPARE} funds. Remove one to add another.`

const STORAGE_KEY = 'mf-explorer:compare'

type Listener = () => void
const listeners = new Set<Listener>()
/**
 * No funds: one shared empty list, also the server's snapshot. A hydrating page whose visitor has
 * none then reads the very value it rendered with, and React need not render the tray and every
 * "Add to compare" button again (a fresh [] would differ from it).
 */
const NONE: readonly CompareFund[] = []
let current: readonly CompareFund[] = read()

function read(): readonly CompareFund[] {
  try {
    const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '[]')
    if (!Array.isArray(raw)) return NONE
    // Whatever is stored was written by an older build or by hand: keep only well-formed entries.
    const funds = raw.filter(isCompareFund).slice(0, MAX_COMPARE)
    return funds.length ? funds : NONE
  } catch {
    return NONE
  }
}

function isCompareFund(value: unknown): value is CompareFund {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.schemeCode === 'number' &&
    Number.isInteger(v.schemeCode) &&
    v.schemeCode > 0 &&
    typeof v.schemeName === 'string' &&
    typeof v.fundHouseName === 'string'
  )
}

function write(next: readonly CompareFund[]) {
  current = next
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(next))
  } catch {
    // Private mode or a full store: the tray still works for this page's life.
  }
  for (const listener of listeners) listener()
}

/** Another tab changed the selection: this tab's tray follows (the event never fires in the writing tab). */
function onStorage(event: StorageEvent) {
  if (event.key !== STORAGE_KEY && event.key !== null) return
  current = read()
  for (const listener of listeners) listener()
}

export type AddResult = { ok: true } | { ok: false; reason: 'full' | 'present' }

export const compareStore = {
  get: (): readonly CompareFund[] => current,
  subscribe(listener: Listener) {
    if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage)
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage)
    }
  },
  has: (schemeCode: number) => current.some((f) => f.schemeCode === schemeCode),
  add(fund: CompareFund): AddResult {
    if (compareStore.has(fund.schemeCode)) return { ok: false, reason: 'present' }
    if (current.length >= MAX_COMPARE) return { ok: false, reason: 'full' }
    write([...current, fund])
    return { ok: true }
  },
  remove(schemeCode: number) {
    write(current.filter((f) => f.schemeCode !== schemeCode))
  },
  /** The compare page's address wins: the tray becomes what the link names. */
  replace(funds: readonly CompareFund[]) {
    // Names too: the page's answer corrects a name or house an older entry had wrong.
    const same =
      funds.length === current.length &&
      funds.every((f, i) => {
        const was = current[i]
        return f.schemeCode === was?.schemeCode && f.schemeName === was.schemeName && f.fundHouseName === was.fundHouseName
      })
    if (!same) write(funds.slice(0, MAX_COMPARE))
  },
  clear: () => write([]),
  /** Tests: forget the module's state and read storage again. */
  reset() {
    current = read()
    for (const listener of listeners) listener()
  },
}

/** The tray's funds; re-renders when any page adds or removes one. */
export function useCompareList(): readonly CompareFund[] {
  return useSyncExternalStore(compareStore.subscribe, compareStore.get, () => NONE)
}

/** The compare page address of a selection. */
export function compareCodesParam(funds: readonly { schemeCode: number }[]): string {
  return funds.map((f) => f.schemeCode).join(',')
}

/** `?codes=` as the router keeps it: a number for one code, a comma list for more (compare-codes.ts). */
export type CompareCodesValue = string | number

/** The `codes` search value for a list of codes; undefined (no parameter) for none. */
export function compareCodesValue(codes: readonly number[]): CompareCodesValue | undefined {
  if (codes.length === 0) return undefined
  // One code as a number: as text the router would write it quoted (%22119551%22), since it parses as JSON.
  return codes.length === 1 ? codes[0] : codes.join(',')
}
