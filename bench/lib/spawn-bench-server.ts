/** Starts bench/lib/api-bench-server.ts in a child process and waits for its address. */
import { execSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const SCRIPT = fileURLToPath(new URL('./api-bench-server.ts', import.meta.url))

export type BenchChild = {
  url: string
  stop: () => void
  /** The child's CPU time so far (user + system, seconds), or null where /proc is not there. */
  cpuSeconds: () => number | null
}

let ticksPerSecond: number | undefined

/** A process's user + system CPU seconds from /proc/<pid>/stat (Linux), else null. */
export function cpuSecondsOf(pid: number | undefined): number | null {
  try {
    ticksPerSecond ??= Number(execSync('getconf CLK_TCK', { encoding: 'utf8' }).trim()) || 100
    // Fields after the command name (which may hold spaces): state is the 3rd field, utime the 14th, stime the 15th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond
  } catch {
    return null
  }
}

export async function startServer(mode: 'api' | 'hello' | 'bytes', ...files: string[]): Promise<BenchChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, mode, ...files], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      out += chunk
      const match = /LISTENING (\S+)/.exec(out)
      if (match) resolve(match[1]!)
    })
    child.once('exit', (code) => reject(new Error(`bench server (${mode}) exited with ${code} before listening`)))
  })
  return { url, stop: () => child.kill('SIGTERM'), cpuSeconds: () => cpuSecondsOf(child.pid) }
}
