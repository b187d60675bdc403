import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { headAssetsOf, pageAssets, routeCssOf, routeIdOfFile, routeModulesOf, type Manifest } from '../../server/site/head-assets.ts'
import { routeTree } from '../../src/routeTree.gen.ts'

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'], imports: ['_react.js', '_router.js'] },
  'src/ssr/wait-for-styles.js': { file: 'assets/wait-for-styles-0.js' },
  '_react.js': { file: 'assets/react-2.js' },
  '_router.js': { file: 'assets/router-3.js', imports: ['_react.js'], css: ['assets/router-3.css'] },
  '_Table.js': { file: 'assets/Table-5.js', imports: ['_react.js'] },
  '_fund.module.js': { file: 'assets/fund.module-6.js', css: ['assets/fund-6.css'] },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/routes-4.js', imports: ['index.html', '_react.js'], css: ['assets/routes-4.css'] },
  'src/routes/fund-names.$id.$name.tsx?tsr-split=component': {
    file: 'assets/fund-names-7.js',
    imports: ['index.html', '_Table.js', '_fund.module.js', '_router.js'],
    dynamicImports: ['src/features/sip/Sip.tsx'],
  },
  'src/features/sip/Sip.tsx': { file: 'assets/Sip-10.js', isEntry: true, imports: ['_sip.module.js', '_react.js'] },
  '_sip.module.js': { file: 'assets/sip.module-11.js', css: ['assets/sip-11.css'] },
  'src/routes/fund-names.$id.$name.tsx?tsr-split=errorComponent': { file: 'assets/fund-names-error-8.js', imports: ['_Table.js'] },
  'src/features/chart/NavChart.tsx': { file: 'assets/NavChart-9.js', isEntry: true, imports: ['_react.js'] },
}

describe('head assets from the client manifest', () => {
  it('gives the entry and the CSS of everything it imports, once each', () => {
    expect(headAssetsOf(manifest)).toEqual({
      entry: '/assets/index-1.js',
      css: ['/assets/index-1.css', '/assets/router-3.css'],
      waitForStyles: '/assets/wait-for-styles-0.js',
      modules: [],
    })
  })

  it("gives each route its split chunks' CSS, without what the entry brings, and its lazy sections' CSS", () => {
    expect(routeCssOf(manifest)).toEqual({
      '/': ['/assets/routes-4.css'],
      '/fund-names/$id/$name': ['/assets/fund-6.css', '/assets/sip-11.css'],
    })
  })

  it("a page links the entry's CSS and then its matched routes' own", () => {
    const page = pageAssets(headAssetsOf(manifest), routeCssOf(manifest), ['__root__', '/fund-names/$id/$name'])
    expect(page).toEqual({
      entry: '/assets/index-1.js',
      css: ['/assets/index-1.css', '/assets/router-3.css', '/assets/fund-6.css', '/assets/sip-11.css'],
      waitForStyles: '/assets/wait-for-styles-0.js',
      modules: [],
    })
  })
})

describe("the routes' script files for the start to import (src/ssr/route-modules.ts)", () => {
  it("lists each route's split chunks and their imports beyond the start's, each after its own imports, once", () => {
    expect(routeModulesOf(manifest)).toEqual({
      '/': ['/assets/routes-4.js'],
      '/fund-names/$id/$name': ['/assets/Table-5.js', '/assets/fund.module-6.js', '/assets/fund-names-7.js', '/assets/fund-names-error-8.js'],
    })
  })

  it('leaves lazily imported sections to the code that imports them', () => {
    expect(Object.values(routeModulesOf(manifest)).flat()).not.toContain('/assets/Sip-10.js')
  })

  it("a page's files are its matched routes' together, once each", () => {
    const page = pageAssets(headAssetsOf(manifest), routeCssOf(manifest), ['__root__', '/', '/fund-names/$id/$name'], routeModulesOf(manifest))
    expect(page.modules).toEqual(['/assets/routes-4.js', '/assets/Table-5.js', '/assets/fund.module-6.js', '/assets/fund-names-7.js', '/assets/fund-names-error-8.js'])
  })
})

describe('a site started in steps (src/app/main.tsx imports src/app/start-site.tsx later)', () => {
  const staged: Manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'], dynamicImports: ['src/app/start-site.tsx', '_react.js'] },
    '_react.js': { file: 'assets/react-2.js' },
    'src/ssr/wait-for-styles.js': { file: 'assets/wait-for-styles-0.js' },
    'src/app/start-site.tsx': { file: 'assets/start-site-3.js', imports: ['_react.js', '_layout.js'], css: ['assets/start-site-3.css'] },
    '_layout.js': { file: 'assets/layout-4.js', css: ['assets/layout-4.css'] },
    'src/routes/index.tsx?tsr-split=component': { file: 'assets/routes-5.js', imports: ['_layout.js'], css: ['assets/routes-5.css'] },
  }

  it("links the start module's CSS with the entry's, and leaves it out of each route's own", () => {
    expect(headAssetsOf(staged)).toEqual({
      entry: '/assets/index-1.js',
      css: ['/assets/index-1.css', '/assets/start-site-3.css', '/assets/layout-4.css'],
      waitForStyles: '/assets/wait-for-styles-0.js',
      modules: [],
    })
    expect(routeCssOf(staged)).toEqual({ '/': ['/assets/routes-5.css'] })
  })
})

it('a client build without the wait-for-styles script is an error, not a page that paints unstyled', () => {
  const { 'src/ssr/wait-for-styles.js': _omitted, ...without } = manifest
  expect(() => headAssetsOf(without)).toThrow(/wait-for-styles/)
})

describe('route ids of route files', () => {
  it('follows the file naming of TanStack Router', () => {
    expect(routeIdOfFile('index.tsx')).toBe('/')
    expect(routeIdOfFile('company-details.$id.$name.tsx')).toBe('/company-details/$id/$name')
    expect(routeIdOfFile('[loader].tsx')).toBe('/loader')
  })

  it("names a route of the app's route tree for every file in src/routes", () => {
    const ids = new Set<string>()
    // Ids are in each route's options until a router initialises the tree.
    const walk = (route: { options?: { id?: string }; children?: unknown }) => {
      if (route.options?.id) ids.add(route.options.id)
      const children = route.children as Record<string, typeof route> | (typeof route)[] | undefined
      for (const child of Object.values(children ?? {})) walk(child)
    }
    walk(routeTree as unknown as { options?: { id?: string }; children?: unknown })
    const files = readdirSync(new URL('../../src/routes', import.meta.url)).filter((name) => /\.tsx$/.test(name) && !name.startsWith('__') && !name.startsWith('-'))
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) expect(ids, file).toContain(routeIdOfFile(file))
  })
})
