/**
 * autocannon appends every answer's body to a JS string (PipelinedRequestsQueue#addBody), so for a
 * 20 KB brotli body the load generator spends more time decoding bytes as UTF-8 than the server
 * spends answering: a CPU profile of bench:api showed the server's event loop idle more than half
 * the time while the client thread was saturated in Buffer#toString. The benches never read bodies
 * (bytes are counted separately), so they can switch that off to measure the server, not the client.
 * Only for runs in this thread: autocannon's `workers` load their own copy of the module.
 */
import { createRequire } from 'node:module'

type Queue = { prototype: { addBody: (data: Buffer) => void } }
const queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as Queue
const original = queue.prototype.addBody

export function keepResponseBodies(keep: boolean): void {
  queue.prototype.addBody = keep ? original : () => {}
}
