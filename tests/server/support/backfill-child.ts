/** The back-fill run as a child process (support/run-backfill.ts), its JSON lines as they come. */
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const REPO = fileURLToPath(new URL('../../../', import.meta.url))

export type BackfillChild = {
  child: ChildProcess
  events: Record<string, unknown>[]
  /** Resolves with the first event `match` accepts (rejects if the child exits first). */
  waitFor(match: (event: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>
  /** Exit code, or the signal's name. */
  exited: Promise<number | string>
  stderr(): string
}

export function startBackfillChild(args: { dbPath: string; urlTemplate: string; fromIso: string; windowDays: number; now?: string }): BackfillChild {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/support/run-backfill.ts', JSON.stringify(args)], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] })
  const events: Record<string, unknown>[] = []
  const waiters: { match: (event: Record<string, unknown>) => boolean; resolve: (event: Record<string, unknown>) => void }[] = []
  let carry = ''
  let stderr = ''
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (carry + chunk).split('\n')
    carry = lines.pop()!
    for (const line of lines) {
      const event = JSON.parse(line) as Record<string, unknown>
      events.push(event)
      for (const w of waiters.splice(0)) {
        if (w.match(event)) w.resolve(event)
        else waiters.push(w)
      }
    }
  })
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code ?? -1)))
  return {
    child,
    events,
    exited,
    stderr: () => stderr,
    waitFor: (match) =>
      new Promise((resolve, reject) => {
        const seen = events.find(match)
        if (seen) return resolve(seen)
        waiters.push({ match, resolve })
        void exited.then((how) => reject(new Error(`the back-fill exited (${how}) first: ${stderr.slice(-2000)}`)))
      }),
  }
}
