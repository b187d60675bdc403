/**
 * The contract's schemas (zod), loaded by the first API call rather than with the page. Building
 * them costs a mid-range phone ~100 ms of main thread in one piece; a server-rendered page has its
 * data already and need not pay that before it responds. A page that asks for data loads them
 * alongside its first request (http.ts), so the wait overlaps the network's.
 *
 * Nothing else in src/ may import a schema module or zod as a value: eslint.config.js forbids it
 * outside this boundary (contract-schemas.ts, and lib/env-schema.ts, which runs at build time).
 */
import type * as contractSchemas from './contract-schemas'

export type ContractSchemas = typeof contractSchemas

let loading: Promise<ContractSchemas> | undefined

export function loadContract(): Promise<ContractSchemas> {
  loading ??= import('./contract-schemas').catch((error: unknown) => {
    // A chunk that failed to arrive (a dropped connection, a new deployment) is asked for again next time.
    loading = undefined
    throw error
  })
  return loading
}
