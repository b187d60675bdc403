import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { server } from '@mocks/node'
import { fakeMediaQueryList } from './media-query'

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

// Every request must be answered by a handler: a call the mocks don't know is a test failure.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())
