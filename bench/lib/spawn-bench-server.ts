/** Starts bench/lib/api-bench-server.ts in a child process and waits for its address. */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const SCRIPT = fileURLToPath(new URL('./api-bench-server.ts', import.meta.url))

export async function startServer(mode: 'api' | 'hello' | 'bytes', file?: string): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, mode, ...(file ? [file] : [])], {
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
  return { url, stop: () => child.kill('SIGTERM') }
}
