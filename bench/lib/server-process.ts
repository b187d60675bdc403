/**
 * The server under a benchmark, as a child process: a free loopback port for it, its exit, its CPU
 * time by thread, and its log lines counted by level (bench:load, bench:soak).
 */
import type { ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })

/** The child's exit code (128 when a signal ended it). */
export const exited = (child: ChildProcess) =>
  new Promise<number>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode)
    else child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
  })

export const readProc = (path: string) => {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
}

/** utime + stime of one /proc stat line, in seconds (100 clock ticks a second on Linux). */
export const cpuOfStat = (stat: string | undefined) => {
  if (!stat) return NaN
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/**
 * CPU seconds a process has used (Linux /proc; null elsewhere): its main thread, which runs the event
 * loop, apart from its other threads (libuv's pool, where brotli 11 runs, and V8's GC helpers).
 */
export function processCpu(pid: number): { mainThread: number; otherThreads: number } | null {
  try {
    let main = 0
    let other = 0
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const t = cpuOfStat(readProc(`/proc/${pid}/task/${tid}/stat`))
      if (Number(tid) === pid) main += t
      else other += t
    }
    return { mainThread: main, otherThreads: other }
  } catch {
    return null
  }
}

export type ServerLog = { warnings: number; errors: number; byMessage: Record<string, number>; lines: string[] }

/**
 * Reads the child's stdout and stderr line by line: the last 50 lines as they came (to show when it
 * dies), and pino's warnings and errors counted, by message, with the first 20 kept.
 */
export function captureServerLog(child: ChildProcess): { log: ServerLog; output: string[] } {
  const log: ServerLog = { warnings: 0, errors: 0, byMessage: {}, lines: [] }
  const output: string[] = []
  const onLine = (line: string) => {
    if (!line.trim()) return
    output.push(line)
    if (output.length > 50) output.shift()
    const level = /"level":(\d+)/.exec(line)
    if (!level) return
    if (Number(level[1]) >= 50) log.errors++
    else if (Number(level[1]) >= 40) log.warnings++
    else return
    const message = /"msg":"((?:[^"\\]|\\.){0,120})/.exec(line)?.[1] ?? '(no msg)'
    log.byMessage[message] = (log.byMessage[message] ?? 0) + 1
    if (log.lines.length < 20) log.lines.push(line.slice(0, 500))
  }
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue
    let carry = ''
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => {
      const lines = (carry + chunk).split('\n')
      carry = lines.pop()!
      lines.forEach(onLine)
    })
  }
  return { log, output }
}
