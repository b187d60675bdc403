/**
 * JS and CSS bytes of a production build, computed from Vite's manifest (dist/.vite/manifest.json):
 * what the browser loads for the first visit of a page, what each route chunk adds on a client-side
 * navigation, and every chunk on its own. Node builtins only, so the bench report and the budget
 * test (tests/e2e/budgets.spec.ts) can both import it.
 *
 * "Initial load of a page" = the entry chunk (index.html) and, recursively, every chunk it imports
 * statically, plus the page's route chunks (manifest entries whose src is the page's file under
 * src/routes/, one per split part of TanStack's autoCodeSplitting) with their static imports, plus
 * the lazy modules that page always loads while rendering (RENDER_TIME_IMPORTS), and the CSS files
 * of all those chunks. Dynamic imports are not followed otherwise: they load later, on demand.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { startKeys, WAIT_FOR_STYLES_KEY } from '../../server/site/head-assets.ts'

/** Budgets use Vite's kB: 1 KB = 1000 bytes (what `vite build` prints). */
export const KB = 1000

/** The budgets of issue 5, in gzip bytes. */
export const BUDGETS = {
  /** Every JS file the browser loads for `/` (entry closure + home route chunks), gzip. */
  initialJsGzip: 180 * KB,
  /** Every CSS file the browser loads for `/`, gzip. */
  initialCssGzip: 40 * KB,
  /** The chart-specific JS of /fundchart (its route chunks, NavChart and what only they import), gzip. */
  chartJsGzip: 45 * KB,
  /** Any single JS chunk, gzip. */
  chunkGzip: 100 * KB,
} as const

/** The pages the bench report and the budgets measure, as TanStack route paths. */
export const PAGES = ['/', '/amcs', '/company-details/$id/$name', '/fundchart/$schemeCode/$name'] as const
export type PagePath = (typeof PAGES)[number]

/**
 * Lazy modules a page imports as soon as it renders (so they are part of its first load), by
 * manifest src. The fund page's loader preloads the chart next to its data.
 */
export const RENDER_TIME_IMPORTS: Readonly<Record<string, readonly string[]>> = {
  '/fundchart/$schemeCode/$name': ['src/features/chart/NavChart.tsx'],
}

/** The chart-specific modules (by manifest src, besides the fund route's own chunks). */
export const CHART_SOURCES = ['src/features/chart/NavChart.tsx'] as const
export const CHART_ROUTE: PagePath = '/fundchart/$schemeCode/$name'

/** One chunk of Vite's build manifest (the fields we read). */
export type ManifestChunk = {
  file: string
  name?: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  assets?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export type Bytes = { raw: number; gzip: number; brotli: number }

/** A set of files (paths relative to the dist dir, e.g. "assets/index-abc.js") and their sizes. */
export type FileSet = {
  js: Bytes
  css: Bytes
  jsFiles: string[]
  cssFiles: string[]
}

export type RouteChunkSizes = {
  /** Manifest key and src, e.g. "src/routes/amcs.tsx?tsr-split=component". */
  src: string
  /** The route file under src/routes/, without the split query. */
  routeFile: string
  file: string
  /** The chunk file itself and its own CSS. */
  chunk: FileSet
  /** What a client-side navigation to it fetches: its static closure minus the entry's closure. */
  navigation: FileSet
}

export type ChunkSizes = { file: string; name: string | undefined } & Bytes

export type BundleSizes = {
  distDir: string
  /** The entry chunk and its static closure alone (the app shell). */
  entry: FileSet
  /** First load of each page. */
  pages: Record<PagePath, FileSet>
  routeChunks: RouteChunkSizes[]
  /** The chart-specific JS of the fund page (the files only it and the chart use). */
  chart: FileSet
  /** Every JS chunk, largest gzip first. */
  chunks: ChunkSizes[]
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
}

/** `/company-details/$id/$name` -> `src/routes/company-details.$id.$name.tsx` (flat file routes). */
export function routeFileOf(path: string): string {
  const flat = path === '/' ? 'index' : path.replace(/^\//, '').replaceAll('/', '.')
  return `src/routes/${flat}.tsx`
}

const withoutQuery = (src: string) => src.replace(/\?.*$/, '')

export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry)
  const html = entries.find(([key]) => key === 'index.html') ?? entries[0]
  if (!html) throw new Error('The manifest has no entry chunk')
  return html[0]
}

/** Manifest keys of the route chunks (src under src/routes/), optionally of one route file. */
export function routeChunkKeys(manifest: Manifest, routeFile?: string): string[] {
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.src?.startsWith('src/routes/') && chunk.file.endsWith('.js'))
    .filter(([, chunk]) => routeFile === undefined || withoutQuery(chunk.src!) === routeFile)
    .map(([key]) => key)
}

/** Manifest keys whose src (without a query) is one of `sources`. */
function keysOfSources(manifest: Manifest, sources: readonly string[]): string[] {
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.src !== undefined && sources.includes(withoutQuery(chunk.src)))
    .map(([key]) => key)
}

/** The chunks reachable from `keys` over static imports, and their CSS files. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): { jsFiles: Set<string>; cssFiles: Set<string>; keys: Set<string> } {
  const seen = new Set<string>()
  const jsFiles = new Set<string>()
  const cssFiles = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`)
    seen.add(key)
    if (chunk.file.endsWith('.js')) jsFiles.add(chunk.file)
    else if (chunk.file.endsWith('.css')) cssFiles.add(chunk.file)
    for (const css of chunk.css ?? []) cssFiles.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return { jsFiles, cssFiles, keys: seen }
}

/** Measures files of a dist dir; each file is read and compressed once per instance. */
export class SizeMeter {
  private readonly cache = new Map<string, Bytes>()
  constructor(readonly distDir: string) {}

  file(file: string): Bytes {
    let bytes = this.cache.get(file)
    if (!bytes) {
      const body = readFileSync(join(this.distDir, file))
      // The levels of the build's precompress step (vite.config.ts): what the server sends.
      bytes = {
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        brotli: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
      }
      this.cache.set(file, bytes)
    }
    return bytes
  }

  sum(files: Iterable<string>): Bytes {
    const total: Bytes = { raw: 0, gzip: 0, brotli: 0 }
    for (const file of files) {
      const bytes = this.file(file)
      total.raw += bytes.raw
      total.gzip += bytes.gzip
      total.brotli += bytes.brotli
    }
    return total
  }

  fileSet(jsFiles: Iterable<string>, cssFiles: Iterable<string>): FileSet {
    const js = [...jsFiles].sort()
    const css = [...cssFiles].sort()
    return { js: this.sum(js), css: this.sum(css), jsFiles: js, cssFiles: css }
  }
}

/**
 * The manifest keys a page's first load starts from: the site's start, the empty script the
 * server-rendered page's parser waits at (src/entry-server.tsx), its route chunks, its render-time
 * imports.
 */
export function pageRoots(manifest: Manifest, page: string): string[] {
  const routes = routeChunkKeys(manifest, routeFileOf(page))
  if (routes.length === 0) throw new Error(`No route chunk for ${page} (${routeFileOf(page)})`)
  return [...startKeys(manifest), WAIT_FOR_STYLES_KEY, ...routes, ...keysOfSources(manifest, RENDER_TIME_IMPORTS[page] ?? [])]
}

/** Every JS and CSS file of a page's first load. */
export function pageFiles(manifest: Manifest, page: string): { jsFiles: Set<string>; cssFiles: Set<string> } {
  return staticClosure(manifest, pageRoots(manifest, page))
}

/**
 * The chart-specific files: the static closure of the fund route's chunks and the chart module,
 * minus every file that the entry or any other lazily loaded chunk also reaches.
 */
export function chartFiles(manifest: Manifest): { jsFiles: Set<string>; cssFiles: Set<string> } {
  const own = [...routeChunkKeys(manifest, routeFileOf(CHART_ROUTE)), ...keysOfSources(manifest, CHART_SOURCES)]
  const closure = staticClosure(manifest, own)
  const others = Object.entries(manifest)
    .filter(([key, chunk]) => (chunk.isEntry || chunk.isDynamicEntry) && !own.includes(key))
    .map(([key]) => key)
  const shared = staticClosure(manifest, others)
  return {
    jsFiles: new Set([...closure.jsFiles].filter((file) => !shared.jsFiles.has(file))),
    cssFiles: new Set([...closure.cssFiles].filter((file) => !shared.cssFiles.has(file))),
  }
}

/** Everything above for the build in `distDir`. */
export function bundleSizes(distDir: string): BundleSizes {
  const manifest = readManifest(distDir)
  const meter = new SizeMeter(distDir)
  const entry = staticClosure(manifest, startKeys(manifest))

  const pages = Object.fromEntries(
    PAGES.map((page) => {
      const files = pageFiles(manifest, page)
      return [page, meter.fileSet(files.jsFiles, files.cssFiles)]
    }),
  ) as Record<PagePath, FileSet>

  const routeChunks = routeChunkKeys(manifest).map((key): RouteChunkSizes => {
    const chunk = manifest[key]!
    const closure = staticClosure(manifest, [key])
    return {
      src: chunk.src!,
      routeFile: withoutQuery(chunk.src!),
      file: chunk.file,
      chunk: meter.fileSet([chunk.file], chunk.css ?? []),
      navigation: meter.fileSet(
        [...closure.jsFiles].filter((file) => !entry.jsFiles.has(file)),
        [...closure.cssFiles].filter((file) => !entry.cssFiles.has(file)),
      ),
    }
  })

  const chart = chartFiles(manifest)
  const jsChunks = new Set(Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith('.js')))
  const names = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk.name]))
  const chunks = [...jsChunks]
    .map((file): ChunkSizes => ({ file, name: names.get(file), ...meter.file(file) }))
    .sort((a, b) => b.gzip - a.gzip)

  return {
    distDir,
    entry: meter.fileSet(entry.jsFiles, entry.cssFiles),
    pages,
    routeChunks: routeChunks.sort((a, b) => a.src.localeCompare(b.src)),
    chart: meter.fileSet(chart.jsFiles, chart.cssFiles),
    chunks,
  }
}

export type BudgetCheck = { name: string; actual: number; limit: number; ok: boolean; detail?: string }

/** The four byte budgets against a measured build (gzip bytes). */
export function checkBudgets(sizes: BundleSizes): BudgetCheck[] {
  const home = sizes.pages['/']
  const biggest = sizes.chunks[0]
  const check = (name: string, actual: number, limit: number, detail?: string): BudgetCheck => ({ name, actual, limit, ok: actual <= limit, detail })
  return [
    check('initial JS of / (gzip)', home.js.gzip, BUDGETS.initialJsGzip),
    check('initial CSS of / (gzip)', home.css.gzip, BUDGETS.initialCssGzip),
    check('chart-specific JS of /fundchart (gzip)', sizes.chart.js.gzip, BUDGETS.chartJsGzip, sizes.chart.jsFiles.join(', ')),
    check('largest JS chunk (gzip)', biggest?.gzip ?? 0, BUDGETS.chunkGzip, biggest?.file),
  ]
}
