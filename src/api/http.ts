import ky, { type KyInstance, type Options } from 'ky'
import type { z } from 'zod/mini'
import { env } from '@/lib/env'
import type { responses } from '../../common/contract/schemas'
import { ApiError, toApiError } from './api-error'
import { loadContract, type ContractSchemas } from './contract'
import { baseOf, endpoints, type EndpointBase, type EndpointName } from '../../common/contract/endpoints'

function baseUrl(path: string): string {
  // ky resolves a relative prefix against the page, but fetch outside a page (tests) cannot:
  // make it absolute from the configured origin or the page's own.
  const origin = env.VITE_API_ORIGIN || globalThis.location?.origin || 'http://localhost'
  return new URL(path, origin + '/').toString()
}

/**
 * Who answers the calls. The browser's fetch, looked up at call time (msw patches it in tests);
 * the server render sets its own (setApiFetch), which hands each call to the API in-process.
 */
let apiFetch: typeof fetch | undefined

/** For the server render only: every call of the data layer goes through `fetchImpl`. */
export function setApiFetch(fetchImpl: typeof fetch | undefined): void {
  apiFetch = fetchImpl
}

const common: Options = {
  fetch: (input, init) => (apiFetch ?? globalThis.fetch)(input, init),
  timeout: env.VITE_API_TIMEOUT_MS,
  // React Query owns retries (see query-client.ts); retrying here too would multiply them.
  retry: 0,
  headers: { accept: 'application/json' },
}

/** One ky instance per base of the contract: index, mutual_fund, and the API root (meta). */
const clients: Record<EndpointBase, KyInstance> = {
  index: ky.create({ ...common, prefixUrl: baseUrl(baseOf('index')) }),
  mutual_fund: ky.create({ ...common, prefixUrl: baseUrl(baseOf('mutual_fund')) }),
  api: ky.create({ ...common, prefixUrl: baseUrl(baseOf('api')) }),
}

type CallOptions = {
  /** Values for `:name` segments of the path. */
  params?: Record<string, string | number>
  /** JSON body of a POST. */
  body?: unknown
  /** The query string of a GET (search). */
  searchParams?: Record<string, string | number>
  signal?: AbortSignal
}

/** The body of a successful answer of `N`, as its contract schema outputs it. */
export type ResponseOf<N extends EndpointName> = z.output<(typeof responses)[N]>

/**
 * Makes one call of the contract and validates its body with the endpoint's response schema. Every
 * failure, from a refused connection to a body that breaks the contract, becomes an ApiError.
 */
export async function call<N extends EndpointName>(
  name: N,
  { params, body, searchParams, signal }: CallOptions = {},
): Promise<ResponseOf<N>> {
  // The schemas load while the request travels (contract.ts); the first call waits for both.
  const contract = loadContract()
  contract.catch(() => undefined) // awaited below; a failure before then is not unhandled
  const { method, base, path } = endpoints[name]
  const client = clients[base]
  const url = path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params?.[key])))
  let payload: unknown
  try {
    const response = client(url, { method, json: body, signal, ...(searchParams ? { searchParams } : {}) })
    payload = await response.json()
  } catch (error) {
    // An abort is React Query cancelling the query: let it through untouched.
    if (signal?.aborted) throw error
    throw await toApiError(error, name)
  }
  let schemas: ContractSchemas
  try {
    schemas = await contract
  } catch (error) {
    throw new ApiError('network', name, `${name} could not be checked: the site's code did not load`, { cause: error })
  }
  const parsed = schemas.safeParse(schemas.responses[name], payload)
  if (!parsed.success) {
    throw new ApiError('schema', name, `${name} answered with a body that breaks the contract`, {
      issues: parsed.error.issues,
    })
  }
  return parsed.data as ResponseOf<N>
}
