/**
 * The fake AMFI (fake-amfi.ts) in a process of its own, so writing ~90 MB answers does not stall the
 * process that measures (bench:backfill):
 *   node --import tsx tests/server/support/fake-amfi-server.ts <schemes>
 * Prints one JSON line {"urlTemplate"} when it listens; one JSON line per request served after that.
 */
import { startFakeAmfi, readUniverse, widenUniverse } from './fake-amfi.ts'

const schemes = Number(process.argv[2] ?? 14_000)
const fake = await startFakeAmfi(widenUniverse(readUniverse(), schemes), (request) => {
  process.stdout.write(`${JSON.stringify({ what: 'request', ...request, at: Date.now() })}\n`)
  return undefined
})
process.stdout.write(`${JSON.stringify({ urlTemplate: fake.urlTemplate })}\n`)
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)))
