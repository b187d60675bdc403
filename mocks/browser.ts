import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'

/** The mock API in the browser (`npm run dev:mock`); the worker script is public/mockServiceWorker.js. */
export const worker = setupWorker(...handlers)
