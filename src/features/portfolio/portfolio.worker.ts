/**
 * The portfolio's computation thread (report-client.ts is the other end; report-worker-core.ts does
 * the work).
 */
import type { FromWorker, ToWorker } from './report-protocol'
import { createWorkerCore } from './report-worker-core'

/** The two members of the worker's global scope used here (the project's types are the DOM's). */
type WorkerScope = {
  postMessage: (message: FromWorker) => void
  addEventListener: (type: 'message', listener: (event: MessageEvent<ToWorker>) => void) => void
}
const scope = self as unknown as WorkerScope

const handle = createWorkerCore((message) => scope.postMessage(message))
scope.addEventListener('message', (event) => handle(event.data))
