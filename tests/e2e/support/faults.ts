import { expect, type Page, type Request, type Route } from '@playwright/test'

/**
 * Fault injection for one API call of a page, with Playwright's route interception. Only requests
 * whose method and path are exactly the call's are touched; every other call goes to the real
 * server. `lift()` removes the fault, after which the call reaches the server again.
 *
 * Lifting keeps the route registered and lets everything through; the route goes in the spec's
 * afterEach. Unrouting the page's last route turns Chromium's request interception off, and a
 * module script request paused by it at that moment can be answered on the network while its
 * import() never settles: the route's code-split component never arrived and the page stayed on
 * "Loading" after Retry (about 1 run in 10 when the error showed while the route's chunks were
 * still loading, traced in CI and reproduced here; none in 70 runs with the route kept).
 */

export const faults = ['http-500', 'network-error', 'stall-15s', 'malformed-json', 'schema-break'] as const
export type Fault = (typeof faults)[number]

/** How long a stalled request is held before the server would answer: past the client's 10 s timeout. */
export const STALL_MS = 15_000
/** The client's own timeout (VITE_API_TIMEOUT_MS default), which the stall must outlast. */
export const CLIENT_TIMEOUT_MS = 10_000

/** Faults React Query retries once (query-client.ts): the call is made twice before the error shows. */
export const isTransient = (fault: Fault) => fault === 'http-500' || fault === 'network-error' || fault === 'stall-15s'

export type CallUnderTest = {
  method: 'GET' | 'POST'
  /** The exact pathname, e.g. /api/v1/mutual_fund/fund_house/1/details */
  path: string
  /** A body that parses as JSON but breaks the contract, made from the server's real answer. */
  breakBody: (body: unknown) => unknown
}

export type InjectedFault = {
  /** How many requests the fault has intercepted so far. */
  hits: () => number
  /** Ends the fault (later requests reach the server) and lets any stalled request through (the page has long given up on it). */
  lift: () => Promise<void>
}

export async function injectFault(page: Page, call: CallUnderTest, fault: Fault): Promise<InjectedFault> {
  let hits = 0
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const matches = (url: URL) => url.pathname === call.path

  let lifted = false
  const handler = async (route: Route, request: Request) => {
    if (lifted || request.method() !== call.method) return route.fallback()
    hits++
    switch (fault) {
      case 'http-500':
        return route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Injected fault' } } })
      case 'network-error':
        return route.abort('failed')
      case 'stall-15s': {
        // No answer for 15 s: the client's 10 s timeout has to give up by itself.
        let timer: NodeJS.Timeout | undefined
        await Promise.race([released, new Promise<void>((resolve) => (timer = setTimeout(resolve, STALL_MS)))])
        clearTimeout(timer)
        // The page aborted the request long ago; answering it may fail, which is fine.
        return route.continue().catch(() => undefined)
      }
      case 'malformed-json':
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": [{"id": 1, "name": "HDFC' })
      case 'schema-break': {
        const response = await route.fetch()
        return route.fulfill({ response, json: call.breakBody(await response.json()) })
      }
    }
  }

  await page.route(matches, handler)
  return {
    hits: () => hits,
    lift: async () => {
      lifted = true
      release()
    },
  }
}

/**
 * For the stall: fast-forwards the page's clock (installed before the page loaded) past the
 * client timeout once per attempt, so the ~21 s the visitor would wait (10 s, a 1 s retry delay,
 * 10 s) take a moment. ky's timeout and React Query's retry delay are both page timers.
 */
export async function outlastClientTimeout(page: Page, injected: InjectedFault, attempts: number) {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    await expect.poll(injected.hits).toBeGreaterThanOrEqual(attempt)
    await page.clock.fastForward(CLIENT_TIMEOUT_MS + 100)
  }
}

/** Collects what the page writes to console.error and any uncaught exception. */
export function watchConsole(page: Page) {
  const consoleErrors: string[] = []
  const pageErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`))
  return {
    pageErrors,
    consoleErrors,
    /** console.error calls whose text starts with the catalogue message. */
    logged: (message: string) => consoleErrors.filter((text) => text.startsWith(message)).length,
  }
}
