/**
 * The contract's schemas (zod), loaded by the first API call rather than with the page: building
 * them is a long task on a phone, and a server-rendered page has its data already
 * (docs/decisions/003-no-intl-no-zod-on-first-load.md). ESLint forbids value imports of zod or a
 * schema module elsewhere in src/.
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
