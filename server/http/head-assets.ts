/**
 * What a server-rendered page links in its <head>, read from the client build's manifest
 * (dist/.vite/manifest.json): the entry script with its CSS and static imports for every page,
 * and for each route the CSS and chunks of its code-split component. Without a route's CSS in the
 * head a page would arrive unstyled and restyle (shift) when its chunk ran; a reader without
 * JavaScript would never get it at all.
 */

/** Stylesheets and modules to preload. */
export type Assets = { css: string[]; preloads: string[] }

/** The entry's tags, for every page. */
export type HeadAssets = Assets & { entry: string }

/** Each route's own tags (beyond the entry's), by route id ('/', '/company-details/$id/$name'). */
export type RouteAssets = Record<string, Assets>

export type ManifestChunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
export type Manifest = Record<string, ManifestChunk>

const ROUTE_KEY = /^src\/routes\/([^/?]+)\.tsx\?tsr-split=/

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

type Walk = { skip: ReadonlySet<string>; preloadSelf: boolean; cssOnly?: boolean }

/** `key`'s CSS and chunk, then everything it imports statically; each file once, `skip` not at all. */
function collect(manifest: Manifest, key: string, into: Assets, { skip, preloadSelf, cssOnly = false }: Walk) {
  const seen = new Set<string>()
  const css = new Set(into.css)
  const preloads = new Set(into.preloads)
  const visit = (current: string, isRoot: boolean) => {
    if (seen.has(current) || skip.has(current)) return
    seen.add(current)
    const chunk = manifest[current]
    if (!chunk) return
    for (const file of chunk.css ?? []) css.add(`/${file}`)
    if (!cssOnly && (!isRoot || preloadSelf)) preloads.add(`/${chunk.file}`)
    for (const imported of chunk.imports ?? []) visit(imported, false)
  }
  visit(key, true)
  into.css = [...css]
  into.preloads = [...preloads]
  return seen
}

/** The entry, then everything it imports statically. */
export function headAssetsOf(manifest: Manifest): HeadAssets {
  const entryKey = entryKeyOf(manifest)
  const assets: Assets = { css: [], preloads: [] }
  collect(manifest, entryKey, assets, { skip: new Set(), preloadSelf: false })
  return { entry: `/${manifest[entryKey]!.file}`, ...assets }
}

/**
 * Each route's split chunks (component, error component...) with their CSS and static imports,
 * leaving out what the entry already brings. The sections a route's chunk imports lazily (the fund
 * page's analytics and SIP calculator) are rendered by the server too, so their CSS is linked as
 * well; their code is not preloaded (some load only on demand, like the home page's blog dialog).
 */
export function routeAssetsOf(manifest: Manifest): RouteAssets {
  const entryKey = entryKeyOf(manifest)
  const inEntry = collect(manifest, entryKey, { css: [], preloads: [] }, { skip: new Set(), preloadSelf: true })
  const routes: RouteAssets = {}
  for (const key of Object.keys(manifest).sort()) {
    const match = ROUTE_KEY.exec(key)
    if (!match) continue
    const assets = (routes[routeIdOfFile(match[1]!)] ??= { css: [], preloads: [] })
    const reached = collect(manifest, key, assets, { skip: inEntry, preloadSelf: true })
    for (const chunk of reached) {
      for (const lazy of manifest[chunk]?.dynamicImports ?? []) collect(manifest, lazy, assets, { skip: inEntry, preloadSelf: false, cssOnly: true })
    }
  }
  return routes
}

/** The tags of a page whose matched routes are `routeIds` (root first). */
export function pageAssets(head: HeadAssets, routes: RouteAssets, routeIds: readonly string[]): HeadAssets {
  const css = new Set(head.css)
  const preloads = new Set(head.preloads)
  for (const id of routeIds) {
    for (const file of routes[id]?.css ?? []) css.add(file)
    for (const file of routes[id]?.preloads ?? []) preloads.add(file)
  }
  return { entry: head.entry, css: [...css], preloads: [...preloads] }
}
