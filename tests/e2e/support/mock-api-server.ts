/**
 * Serves the production build (dist/) with the msw handlers answering /api and /logos, so the
 * browser tests run the real bundle against the same mock API the unit tests use. (The
 * reference server in server/ takes over once it serves the whole contract.)
 */
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { getResponse } from 'msw'
import { handlers } from '../../../mocks/handlers'

const root = resolve(process.env.DIST_DIR ?? 'dist')
const port = Number(process.env.PORT ?? 4173)

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build in ${root}: run "npm run build" first.`)
  process.exit(1)
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
}

function staticFile(pathname: string): string | undefined {
  const file = normalize(join(root, decodeURIComponent(pathname)))
  if (!file.startsWith(root)) return undefined
  return existsSync(file) && statSync(file).isFile() ? file : undefined
}

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`)
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/logos/')) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const request = new Request(url, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
    })
    const response = await getResponse(handlers, request)
    if (!response) {
      res.writeHead(404, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Unknown API path' } }))
      return
    }
    res.writeHead(response.status, Object.fromEntries(response.headers))
    res.end(Buffer.from(await response.arrayBuffer()))
    return
  }
  // Static assets, else index.html so client-side routes load on a direct visit.
  const file = staticFile(url.pathname) ?? join(root, 'index.html')
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
  createReadStream(file).pipe(res)
}).listen(port, '127.0.0.1', () => {
  console.log(`mock site on http://127.0.0.1:${port}`)
})
