import { expect, test, type Page } from './support/test'
import { waitForHydration } from './support/client-navigation'
import { HDFC_IN_ADDRESS } from './support/site-routes'
import { readFileSync } from 'node:fs'
import { headAssetsOf, startKeys, type Manifest } from '../../server/site/head-assets.ts'

/**
 * Server rendering (issue 14): every route's HTML carries its heading and content, so a reader
 * without JavaScript gets the page and can follow its links; with JavaScript the browser hydrates
 * that HTML without a warning and asks the API for nothing it was sent.
 */
const amc = HDFC_IN_ADDRESS

type Route = { path: string; heading: string | RegExp; content: string | RegExp }

export const SERVER_RENDERED_ROUTES: readonly Route[] = [
  { path: '/', heading: /invest in mutual funds/i, content: /HDFC/ },
  { path: '/about', heading: /about us/i, content: /founded/i },
  { path: '/faq', heading: /frequently asked questions/i, content: /\?/ },
  { path: '/amcs', heading: 'Asset Management Companies', content: /HDFC/ },
  { path: '/contact', heading: 'Get In Touch', content: /support@|\+91/ },
  { path: `/company-details/1/${amc}`, heading: /HDFC/, content: /HDFC Aggressive Hybrid Fund/ },
  { path: `/fund-names/1/${amc}`, heading: 'Fund Categories and Listings', content: /HDFC/ },
  { path: '/investment-products/large', heading: /Large Cap/, content: /Fund/ },
  { path: `/fundchart/101011/${amc}`, heading: 'Mutual Fund Details', content: /HDFC Large Cap Fund/ },
  { path: '/search?q=axis', heading: /axis/i, content: /Axis/ },
  { path: '/compare?codes=101011,101012', heading: 'Compare funds', content: /HDFC Large Cap Fund/ },
  { path: '/data', heading: 'About the data', content: /Updates from AMFI/ },
]

function stylesheetsIn(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!)
}

async function expectPage(page: Page, { heading, content }: Route) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  await expect(page.locator('main')).toContainText(content)
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const route of SERVER_RENDERED_ROUTES) {
    test(`${route.path} shows its heading and content`, async ({ page }) => {
      const response = await page.goto(route.path)
      expect(response?.status()).toBe(200)
      await expectPage(page, route)
      // Nothing of the page waits for a script: no loader is showing.
      await expect(page.getByRole('progressbar')).toHaveCount(0)
    })
  }

  test('links work: home -> AMCs -> a fund house', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('link', { name: /amcs/i }).first().click()
    await expect(page).toHaveURL(/\/amcs$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Asset Management Companies')
    await page.locator('main').getByRole('link', { name: /HDFC/ }).first().click()
    await expect(page).toHaveURL(/\/company-details\/1\//)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/HDFC/)
  })

  test("the page is styled without scripts: the home page's buttons have Mantine's theme colours", async ({ page }) => {
    await page.goto('/')
    // Mantine's colour variables are scoped to <html data-mantine-color-scheme>, which only an effect
    // would set in the browser: the server's document carries it.
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light')
    const cta = page.locator('main').getByRole('link', { name: /^Invest Now/ })
    // The theme's primary filled colour, resolved by the page's own CSS: not transparent.
    const primary = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('div'))
      probe.style.backgroundColor = 'var(--mantine-primary-color-filled)'
      return getComputedStyle(probe).backgroundColor
    })
    expect(primary).not.toBe('rgba(0, 0, 0, 0)')
    await expect(cta).toHaveCSS('background-color', primary)
  })

  test('every page is parsed with its styles and first painted whole (one layout before the first paint)', async ({ page }) => {
    for (const { path } of SERVER_RENDERED_ROUTES) {
      const html = await (await page.request.get(path)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      // A classic script file after the last stylesheet: the parser waits there for the styles.
      const lastStylesheet = head.lastIndexOf('<link rel="stylesheet"')
      const waitForStyles = /<script src="(\/assets\/wait-for-styles-[\w-]+\.js)"><\/script>/.exec(head.slice(lastStylesheet))
      expect(lastStylesheet, path).toBeGreaterThan(0)
      expect(waitForStyles?.[1], `${path}: a script file after the stylesheets`).toBeTruthy()
      const script = await page.request.get(waitForStyles![1]!)
      expect(script.headers()['cache-control'], 'hashed, so cached for good').toContain('immutable')
      expect((await script.text()).replace(/\/\*[\s\S]*?\*\//g, '').trim(), 'it runs nothing').toBe('')
      // The first paint waits for the end of the content, which comes after the whole of #root.
      expect(head, path).toContain('<link rel="expect" href="#page-end" blocking="render"/>')
      const end = html.indexOf('<div id="page-end" hidden="">')
      expect(end, path).toBeGreaterThan(html.lastIndexOf('</main>'))
      expect(html.indexOf('data-tsr-stream-part'), `${path}: the router's data comes after the end marker`).toBeGreaterThan(end)
    }
  })

  test("a page carries each answer once: in the query cache, not again as a loader's return value", async ({ page }) => {
    const html = await (await page.request.get('/amcs')).text()
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('\n')
    // Every house's logo path is in the list's answer once; a loader returning the list would add it again.
    const logos = [...html.matchAll(/<img[^>]+src="(\/logos\/[\w-]+\.png)"/g)].map((match) => match[1]!)
    expect(logos.length).toBeGreaterThanOrEqual(10)
    for (const logo of logos) expect(scripts.split(logo).length - 1, logo).toBe(1)
  })

  test('an unknown page is the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('Page not found | MF Explorer')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  })
})

test.describe('canonical addresses (issue 24): a page is rendered once for any tracking parameters', () => {
  for (const [path, canonical, route] of [
    ['/amcs?utm_source=newsletter&fbclid=abc', '/amcs', SERVER_RENDERED_ROUTES[3]!],
    [`/fundchart/101011/${amc}?utm=x&period=1Y`, `/fundchart/101011/${amc}?period=1Y`, SERVER_RENDERED_ROUTES[8]!],
  ] as const) {
    test(`${path} is the cached ${canonical} and hydrates without a warning`, async ({ page, request }) => {
      const first = await request.get(canonical)
      expect(first.status()).toBe(200)
      const again = await request.get(canonical)
      const messages: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`)
      })
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      expect(await response!.headerValue('etag')).toBe(again.headers()['etag'])
      await expectPage(page, route)
      await waitForHydration(page)
      expect(new URL(page.url()).search).toBe(new URL(path, 'http://x').search)
      expect(messages).toEqual([])
    })
  }

  test('an address the router would tidy into no page is the not-found page, with a body', async ({ page }) => {
    const response = await page.goto('/company-details/3/%20')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  })
})

test.describe("the routes' script files, imported by the start before the router asks (src/ssr/route-modules.ts)", () => {
  for (const path of [`/company-details/1/${amc}`, `/fundchart/101011/${amc}`]) {
    test(`${path}: the listed files are each requested once, and the page hydrates with no other script beyond the start's`, async ({ page }) => {
      const scripts: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (request.resourceType() === 'script' && url.pathname.startsWith('/assets/')) scripts.push(url.pathname)
      })
      const html = await (await page.goto(path))!.text()
      const listed = JSON.parse(/<script type="application\/json" id="route-modules">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as string[]
      expect(listed.length, 'the route has files of its own').toBeGreaterThan(3)
      await waitForHydration(page)
      const requested = [...scripts]
      for (const file of listed) expect(requested.filter((url) => url === file), file).toHaveLength(1)
      // Before hydration: the start's steps and the listed files, nothing the router had to find itself.
      const manifest = JSON.parse(readFileSync(`${process.env.E2E_STATIC_DIR ?? 'dist'}/.vite/manifest.json`, 'utf8')) as Manifest
      const start = new Set<string>()
      const visit = (key: string) => {
        const chunk = manifest[key]
        if (!chunk || start.has(`/${chunk.file}`)) return
        start.add(`/${chunk.file}`)
        for (const imported of chunk.imports ?? []) visit(imported)
      }
      for (const key of startKeys(manifest)) visit(key)
      start.add(headAssetsOf(manifest).waitForStyles)
      // The lazy sections the page renders (the fund page's chart, analytics, calculator) load as
      // the page hydrates, with what they import: left to the code that imports them. Routes' own
      // chunks are never among them: the router would have had to find those itself.
      const lazy = new Set<string>()
      const visitLazy = (key: string) => {
        const chunk = manifest[key]
        if (!chunk || key.startsWith('src/routes/') || lazy.has(`/${chunk.file}`) || start.has(`/${chunk.file}`)) return
        lazy.add(`/${chunk.file}`)
        for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visitLazy(imported)
      }
      for (const chunk of Object.values(manifest)) {
        const file = `/${chunk.file}`
        if (listed.includes(file) || start.has(file)) for (const key of chunk.dynamicImports ?? []) visitLazy(key)
      }
      expect(requested.filter((url) => !start.has(url) && !listed.includes(url) && !lazy.has(url))).toEqual([])
    })
  }
})

for (const width of [1280, 375]) test.describe(`hydration at ${width} px`, () => {
  test.use({ viewport: { width, height: 800 } })
  for (const route of width === 1280 ? SERVER_RENDERED_ROUTES : SERVER_RENDERED_ROUTES.slice(0, 1)) {
    test(`${route.path} hydrates without a warning and asks for nothing it was sent`, async ({ page }) => {
      const messages: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`)
      })
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
      const api: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.pathname.startsWith('/api/') && !url.pathname.endsWith('/meta') && !url.pathname.includes('/logo')) api.push(`${request.method()} ${url.pathname}${url.search}`)
      })
      const response = await page.goto(route.path)
      const html = await response!.text()
      const served = stylesheetsIn(html)
      await expectPage(page, route)
      await waitForHydration(page)
      await page.waitForLoadState('networkidle')
      expect(messages).toEqual([])
      // Mantine's ids (inputs, labels, popovers) stay those the server sent: nothing renders again
      // after hydration to change them (src/lib/mantine-use-id.ts).
      const sentIds = [...html.matchAll(/\bid="(mantine-[^"]+)"/g)].map((match) => match[1]!)
      const ids = await page.locator('[id^="mantine-"]').evaluateAll((elements) => elements.map((element) => element.id))
      expect(ids).toEqual(expect.arrayContaining(sentIds))
      // Every stylesheet the page uses came in the server's <head>, the route's own and its lazily
      // loaded sections' among them: none arrives with a script to restyle (shift) the page.
      const linked = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
      expect(linked.filter((href) => !served.includes(href))).toEqual([])
      // The loaders' data came with the page. (Sections a page loads on its own after the first
      // paint, below the fold or on idle, may still ask: they are listed by the request budget spec.)
      expect(api.filter((call) => !/\/(performance|returns)\b/.test(call))).toEqual([])
    })
  }
})
