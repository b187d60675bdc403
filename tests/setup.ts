import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { server } from '@mocks/node'
import { LATEST_NAV_DATE } from '@mocks/fixtures'
import { fakeMediaQueryList } from './media-query'
import { pinIndiaDay } from './pinned-day'

// findBy*/waitFor wait up to 5 s instead of 1 s: a budget, not a speed check. With the 2 cores
// shared by vitest's workers and a browser run, a modal's first render has taken over a second
// (contact.test's alert dialog, once, in CI beside other work).
configure({ asyncUtilTimeout: 5000 })

// jsdom lacks the layout APIs Mantine and visx probe for.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => fakeMediaQueryList(query, false)
}
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo

// Today, for how current the NAVs are, is the fixtures' newest NAV date: the data notice stays away
// unless a test asks for it (tests/integration/data-notice.test.tsx).
const unpinDay = pinIndiaDay(LATEST_NAV_DATE)
afterAll(unpinDay)

// Every request must be answered by a handler: a call the mocks don't know is a test failure.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())
