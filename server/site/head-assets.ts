/**
 * What a server-rendered page links in its <head>, read from the client build's manifest
 * (dist/.vite/manifest.json): the entry script and its CSS, and each route's CSS with that of the
 * sections it renders lazily, so a page never arrives unstyled and shifts when its chunk runs (nor
 * stays unstyled without JavaScript). No modulepreloads (docs/decisions/001-start-in-steps.md).
 */

/**
 * The tags of a page: its entry script, its stylesheets in cascade order, and the empty classic
 * script after them at which the parser waits for them (src/entry-server.tsx says why); and the
 * matched routes' script files, which the start imports one per task (src/ssr/route-modules.ts).
 */
export type HeadAssets = { entry: string; css: string[]; waitForStyles: string; modules: string[] }

/** Each route's script files beyond the start's, dependencies first (routeModulesOf). */
export type RouteModules = Record<string, string[]>

/** Each route's own stylesheets (beyond the entry's), by route id ('/', '/company-details/$id/$name'). */
export type RouteCss = Record<string, string[]>

export type ManifestChunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
export type Manifest = Record<string, ManifestChunk>

const ROUTE_KEY = /^src\/routes\/([^/?]+)\.tsx\?tsr-split=/

/** The manifest key of the empty script emitted by vite.config.ts (waitForStylesScript). */
export const WAIT_FOR_STYLES_KEY = 'src/ssr/wait-for-styles.js'

/**
 * The route id of a flat route file, by TanStack Router's file naming: dots are path separators,
 * `index` is the parent's own page, `[x]` escapes a word the router would read as special.
 * tests/server/head-assets.test.ts checks it against every file in src/routes.
 */
export function routeIdOfFile(fileName: string): string {
  const segments = fileName
    .replace(/\.tsx?$/, '')
    .split('.')
    .filter((segment) => segment !== 'index')
    .map((segment) => segment.replace(/^\[(.*)\]$/, '$1'))
  return `/${segments.join('/')}`
}

function entryKeyOf(manifest: Manifest): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('.html'))
  if (!entryKey) throw new Error('the client manifest has no entry')
  return entryKey
}

/**
 * Adds to `css` the stylesheets of `key` and of everything it imports statically, each once, not
 * walking into `skip`; returns the chunks it reached.
 */
function collectCss(manifest: Manifest, key: string, css: Set<string>, skip: ReadonlySet<string> = new Set()): Set<string> {
  const reached = new Set<string>()
  const visit = (current: string) => {
    if (reached.has(current) || skip.has(current)) return
    reached.add(current)
    const chunk = manifest[current]
    if (!chunk) return
    for (const file of chunk.css ?? []) css.add(`/${file}`)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(key)
  return reached
}

/**
 * The manifest keys of a page's start: the entry and what it imports dynamically. src/app/main.tsx
 * imports the site's modules in steps (each a dynamic import evaluated in a task of its own) and
 * imports nothing else that way, so every one of them is part of every page's first load. The
 * bench's byte budgets (bench/lib/bundle-sizes.ts) count the same keys.
 */
export function startKeys(manifest: Manifest): string[] {
  const entryKey = entryKeyOf(manifest)
  return [entryKey, ...(manifest[entryKey]?.dynamicImports ?? [])]
}

/** The CSS of a page's start (startKeys), with everything it imports statically; returns the chunks reached. */
function collectStartCss(manifest: Manifest, css: Set<string>): Set<string> {
  const reached = new Set<string>()
  for (const key of startKeys(manifest)) for (const chunk of collectCss(manifest, key, css, reached)) reached.add(chunk)
  return reached
}

/** The entry, the CSS of everything a page's start imports statically, and the wait-for-styles script. */
export function headAssetsOf(manifest: Manifest): HeadAssets {
  const css = new Set<string>()
  collectStartCss(manifest, css)
  const waitForStyles = manifest[WAIT_FOR_STYLES_KEY]
  if (!waitForStyles) throw new Error(`the client manifest has no ${WAIT_FOR_STYLES_KEY}`)
  return { entry: `/${manifest[entryKeyOf(manifest)]!.file}`, css: [...css], waitForStyles: `/${waitForStyles.file}`, modules: [] }
}

/**
 * Each route's split chunks (component, error component...) and what they import statically beyond
 * the start, each file after its own imports, so the start can import them one per task before the
 * router asks (src/ssr/route-modules.ts). Lazy sections (the fund page's chart, analytics, SIP
 * calculator) are left to the code that imports them (docs/decisions/001-start-in-steps.md).
 */
export function routeModulesOf(manifest: Manifest): RouteModules {
  const inStart = collectStartCss(manifest, new Set())
  const routes = new Map<string, string[]>()
  for (const key of Object.keys(manifest).sort()) {
    const match = ROUTE_KEY.exec(key)
    if (!match) continue
    const id = routeIdOfFile(match[1]!)
    const files = routes.get(id) ?? []
    routes.set(id, files)
    const visit = (current: string, seen: Set<string>) => {
      if (inStart.has(current) || seen.has(current)) return
      seen.add(current)
      const chunk = manifest[current]
      if (!chunk) return
      for (const imported of chunk.imports ?? []) visit(imported, seen)
      const file = `/${chunk.file}`
      if (!files.includes(file)) files.push(file)
    }
    visit(key, new Set())
  }
  return Object.fromEntries(routes)
}

/**
 * Each route's split chunks (component, error component...) with their static imports, leaving out
 * what the entry already brings, plus the sections a route's chunks import lazily (the fund page's
 * analytics and SIP calculator): the server renders those too.
 */
export function routeCssOf(manifest: Manifest): RouteCss {
  const inEntry = collectStartCss(manifest, new Set())
  const routes = new Map<string, Set<string>>()
  for (const key of Object.keys(manifest).sort()) {
    const match = ROUTE_KEY.exec(key)
    if (!match) continue
    const id = routeIdOfFile(match[1]!)
    const css = routes.get(id) ?? new Set<string>()
    routes.set(id, css)
    for (const chunk of collectCss(manifest, key, css, inEntry)) {
      for (const lazy of manifest[chunk]?.dynamicImports ?? []) collectCss(manifest, lazy, css, inEntry)
    }
  }
  return Object.fromEntries([...routes].map(([id, css]) => [id, [...css]]))
}

/** The tags of a page whose matched routes are `routeIds` (root first). */
export function pageAssets(head: HeadAssets, routes: RouteCss, routeIds: readonly string[], routeModules: RouteModules = {}): HeadAssets {
  const css = new Set(head.css)
  const modules = new Set(head.modules)
  for (const id of routeIds) {
    for (const file of routes[id] ?? []) css.add(file)
    for (const file of routeModules[id] ?? []) modules.add(file)
  }
  return { ...head, css: [...css], modules: [...modules] }
}
