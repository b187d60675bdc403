import { setupServer } from 'msw/node'
import { handlers } from './handlers'

/** The mock API for tests in Node (vitest): `server.listen()` in the test setup. */
export const server = setupServer(...handlers)
