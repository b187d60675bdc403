/**
 * Static-HTML copies of the site's pages, for bench/lighthouse.ts: the limit a page could reach if
 * its HTML arrived already rendered and no JavaScript ran.
 *
 * captureStaticCopies() loads each page in Debian's Chromium (playwright) emulating the device
 * Lighthouse's mobile preset emulates (412x823 at DPR 1.75, touch, its user agent), waits until it is
 * fully rendered with its data (network idle, no Mantine loader and nothing aria-busy left, fonts
 * and the eager images loaded, then 500 ms and network idle again), and keeps
 * document.documentElement.outerHTML with every <script> and every modulepreload (and
 * <link rel=preload as=script>) removed. Stylesheet links, <style> elements (Mantine's) and inline
 * styles stay, so the copy looks like the page; the site's absolute URLs in href/src (Vite inserts
 * the route chunks' stylesheet links so) are made root-relative.
 *
 * startStaticCopyServer() serves the copies from a child process (like `npm start`'s server, so
 * the Lighthouse run in this process does not share an event loop with what it measures), a
 * plain node:http server on another free port of bench-server's range:
 * - GET/HEAD of a copied page's path: the copy, with the headers the site's server sends for that
 *   page (CSP, Cache-Control: no-cache, content type, ...), brotli 11 or gzip 9 as the client
 *   accepts, compressed once at start, as the build pre-compresses the site's index.html;
 * - anything else (the CSS, fonts, images, /api/ logos): passed through to the site's server, so
 *   the copy gets the very same bytes, compression and cache headers (a keep-alive hop on loopback).
 *
 * Run directly (by startStaticCopyServer only): node --import tsx bench/support/static-copy.ts <manifest.json> <port>
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, REPO_ROOT, freePort, superviseChild } from './bench-server.ts'

export type StaticCopy = { path: string; html: string; removed: { scripts: number; preloads: number }; settled: boolean }

export type Emulation = { width: number; height: number; deviceScaleFactor: number; mobile: boolean; userAgent: string }

/** Loads each path once (a fresh browser context each) and keeps its rendered DOM without scripts. */
export async function captureStaticCopies(origin: string, paths: string[], emulation: Emulation): Promise<StaticCopy[]> {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  const copies: StaticCopy[] = []
  try {
    for (const path of paths) {
      const context = await browser.newContext({
        viewport: { width: emulation.width, height: emulation.height },
        deviceScaleFactor: emulation.deviceScaleFactor,
        isMobile: emulation.mobile,
        hasTouch: emulation.mobile,
        userAgent: emulation.userAgent,
      })
      try {
        const page = await context.newPage()
        await page.goto(origin + path, { waitUntil: 'networkidle' })
        // Rendered with its data: no route or section spinner, nothing busy, fonts and eager images in.
        const settled = await page
          .waitForFunction(
            () =>
              document.querySelector('#root > *') !== null &&
              document.querySelector('.mantine-Loader-root, [aria-busy="true"]') === null &&
              document.fonts.status === 'loaded' &&
              Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'),
            undefined,
            { timeout: 20_000, polling: 100 },
          )
          .then(() => true)
          .catch(() => false)
        if (!settled) console.error(`[static-copy] ${path}: still loading after 20 s; copying it as it is`)
        await page.waitForTimeout(500)
        await page.waitForLoadState('networkidle')
        const copy = await page.evaluate(() => {
          const root = document.documentElement.cloneNode(true) as HTMLElement
          const scripts = root.querySelectorAll('script')
          const preloads = root.querySelectorAll('link[rel="modulepreload"], link[rel="preload"][as="script"]')
          for (const node of [...scripts, ...preloads]) node.remove()
          // Vite's loader inserts the route chunks' stylesheets with absolute URLs: made root-relative,
          // so the copy fetches them from its own server (the site's origin would be cross-origin there).
          for (const node of root.querySelectorAll('[href], [src]')) {
            for (const name of ['href', 'src']) {
              const value = node.getAttribute(name)
              if (value?.startsWith(`${location.origin}/`)) node.setAttribute(name, value.slice(location.origin.length))
            }
          }
          return { html: `<!doctype html>\n${root.outerHTML}`, scripts: scripts.length, preloads: preloads.length }
        })
        copies.push({ path, html: copy.html, removed: { scripts: copy.scripts, preloads: copy.preloads }, settled })
      } finally {
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
  return copies
}

export type StaticCopyServer = { origin: string; port: number; close: () => Promise<void> }

type Manifest = { siteOrigin: string; copies: Array<{ path: string; file: string }> }

/** Serves the copies (and passes everything else through to siteOrigin) from a child process. */
export async function startStaticCopyServer(siteOrigin: string, copies: StaticCopy[]): Promise<StaticCopyServer> {
  const dir = mkdtempSync(join(tmpdir(), 'mf-bench-static-copy-'))
  const manifest: Manifest = {
    siteOrigin,
    copies: copies.map((copy, index) => {
      const file = join(dir, `copy-${index}.html`)
      writeFileSync(file, copy.html)
      return { path: copy.path, file }
    }),
  }
  const manifestFile = join(dir, 'manifest.json')
  writeFileSync(manifestFile, JSON.stringify(manifest))
  const { port, release } = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), manifestFile, String(port)], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const close = superviseChild(child, {
    name: 'the static-copy server',
    killAfterMs: 5_000,
    cleanup: () => (release(), rmSync(dir, { recursive: true, force: true })),
  })
  await close.untilAnswering(origin + (copies[0]?.path ?? '/'), 30_000, 100)
  console.error(`[bench] static copies ${origin} (everything else from ${siteOrigin})`)
  return { origin, port, close }
}

// Headers that describe the site's own body or connection, not the page: set again for the copy.
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'etag', 'last-modified', 'accept-ranges', 'date', 'connection', 'keep-alive'])
const HOP_HEADERS = new Set(['connection', 'keep-alive'])

function headOf(url: string): Promise<IncomingHttpHeaders> {
  return new Promise((done, fail) => {
    const req = httpRequest(url, { method: 'GET', headers: { 'accept-encoding': 'br, gzip, deflate' } }, (res) => {
      res.resume()
      res.on('end', () => (res.statusCode === 200 ? done(res.headers) : fail(new Error(`${url}: ${res.statusCode}`))))
    })
    req.on('error', fail)
    req.end()
  })
}

/** The child process: serve the copies, pass the rest through. */
async function serve(manifestFile: string, port: number) {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  const site = new URL(manifest.siteOrigin)
  const pages = new Map<string, { headers: OutgoingHttpHeaders; identity: Buffer; br: Buffer; gzip: Buffer }>()
  for (const copy of manifest.copies) {
    const identity = readFileSync(copy.file)
    const siteHeaders = await headOf(manifest.siteOrigin + copy.path)
    const headers: OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(siteHeaders)) if (!BODY_HEADERS.has(name) && value !== undefined) headers[name] = value
    headers.vary = 'Accept-Encoding'
    pages.set(decodeURI(copy.path), {
      headers,
      identity,
      br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzip: gzipSync(identity, { level: 9 }),
    })
  }
  const agent = new Agent({ keepAlive: true })
  const server = createServer((req, res) => {
    const url = req.url ?? '/'
    const page = req.method === 'GET' || req.method === 'HEAD' ? pages.get(decodeURI(url.split('?')[0] ?? '/')) : undefined
    if (page) {
      const accepts = String(req.headers['accept-encoding'] ?? '')
      const [encoding, body] = /\bbr\b/.test(accepts) ? ['br', page.br] : /\bgzip\b/.test(accepts) ? ['gzip', page.gzip] : [undefined, page.identity]
      res.writeHead(200, { ...page.headers, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': body.length })
      res.end(req.method === 'HEAD' ? undefined : body)
      return
    }
    const headers: OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(req.headers)) if (!HOP_HEADERS.has(name) && value !== undefined) headers[name] = value
    headers.host = site.host
    const upstream = httpRequest({ agent, host: site.hostname, port: site.port, method: req.method, path: url, headers }, (answer) => {
      const back: OutgoingHttpHeaders = {}
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_HEADERS.has(name) && value !== undefined) back[name] = value
      res.writeHead(answer.statusCode ?? 502, back)
      answer.pipe(res)
    })
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
      res.end(String(error))
    })
    req.pipe(upstream)
  })
  server.keepAliveTimeout = 72_000
  server.listen(port, '127.0.0.1')
  const stop = () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [manifestFile, port] = process.argv.slice(2)
  if (!manifestFile || !port) throw new Error('usage: static-copy.ts <manifest.json> <port>')
  await serve(manifestFile, Number(port))
}
