/**
 * npm run bench:search — search latency through the site, as a visitor feels it: from the last
 * keystroke of a query typed into the header's search field to the frame in which the dropdown
 * shows that query's results. It includes the debounce, the request (or the cached answer), zod
 * validation and React's render; it is what the typeahead costs a person typing.
 *
 * `npm start`'s server on the demo database (every scheme of the AMFI file: a realistic index),
 * Debian's Chromium at 1280x800. For each query of QUERIES, in a fresh browser context (no restored
 * cache): the home page, then the query typed one key at a time (KEY_DELAY_MS apart, a quick typist)
 * -> "cold" (its text never asked before in this context); the field is cleared and the same query
 * typed again -> "cached" (the query cache answers; only the debounce and the render remain).
 * "Drawn" = the first animation frame in which the listbox is no longer aria-busy (the debounce has
 * passed and the answer for the whole text is in) and its first option names the API's own first
 * hit for that text (asked for directly beforehand). SEARCH_RUNS rounds (default 3).
 *
 * bench/search-report.json:
 * {
 *   machine, chromium, viewport, runs, keyDelayMs, queries: string[],
 *   cold:   { medianMs, p95Ms, maxMs, samples },   // keystroke -> drawn, text not asked before
 *   cached: { medianMs, p95Ms, maxMs, samples },   // keystroke -> drawn, answer already cached
 *   perQuery: [{ query, firstHit, coldMs: number[], cachedMs: number[] }],
 * }
 */
import { chromium, type Browser, type Page } from '@playwright/test'
import { endpointPath } from '../common/contract/endpoints.ts'
import { responses } from '../common/contract/schemas.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, machine, median, round, startServer, writeReport } from './support/bench-server.ts'

const QUERIES = ['axis large', 'parag parikh large dir', 'hdfc mid cap', 'sbi small', 'icici pru liquid', 'nippon gold', 'kotak elss', 'mirae'] as const
const RUNS = Number(process.env.SEARCH_RUNS || 3)
const KEY_DELAY_MS = 60
const VIEWPORT = { width: 1280, height: 800 }
const FIELD_LABEL = 'Search funds and fund houses'

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

const summary = (values: readonly number[]) => ({
  medianMs: round(median(values)),
  p95Ms: round(percentile(values, 95)),
  maxMs: round(Math.max(...values)),
  samples: values.length,
})

/** The name the dropdown's first option must carry for `query`: the API's own first hit. */
async function firstHitOf(origin: string, query: string): Promise<string> {
  const url = new URL(endpointPath('search'), origin)
  url.searchParams.set('q', query)
  url.searchParams.set('limit', '10')
  const body = responses.search.parse(await (await fetch(url)).json())
  const hit = body.data[0]
  if (!hit) throw new Error(`no search hit for "${query}": pick queries the demo data answers`)
  return hit.kind === 'scheme' ? hit.schemeName : hit.fund_house_name
}

/** Types `query` into the search field and returns last keydown -> first frame showing `expected`. */
async function typeAndMeasure(page: Page, query: string, expected: string): Promise<number> {
  const field = page.getByRole('combobox', { name: FIELD_LABEL })
  await field.fill('')
  await field.focus()
  // Let the debounce settle on the empty field: typed within it, the same text again would find
  // the debounced value never changed and show at once, which is not what a new search costs.
  await page.waitForTimeout(400)
  await page.evaluate(() => {
    const w = window as unknown as { __lastKey?: number }
    delete w.__lastKey
    document.addEventListener('keydown', (event) => ((window as unknown as { __lastKey?: number }).__lastKey = event.timeStamp), { capture: true })
  })
  await field.pressSequentially(query, { delay: KEY_DELAY_MS })
  const drawnAt = await page.waitForFunction(
    (name) => {
      // aria-busy: the debounce has not passed yet or the answer is loading; until then the list
      // may still show the previous text's results (keepPreviousData).
      const listbox = document.querySelector('[role="listbox"]')
      if (!listbox || listbox.getAttribute('aria-busy') === 'true') return false
      const option = listbox.querySelector('[role="option"]')
      return option?.textContent?.includes(name) ? performance.now() : false
    },
    expected,
    { polling: 'raf', timeout: 15_000 },
  )
  const lastKey = await page.evaluate(() => (window as unknown as { __lastKey?: number }).__lastKey ?? Number.NaN)
  return round(Number(await drawnAt.jsonValue()) - lastKey)
}

async function main() {
  const server = await startServer('demo', 'search')
  let browser: Browser | undefined
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
    const perQuery = []
    for (const query of QUERIES) {
      const firstHit = await firstHitOf(server.origin, query)
      const coldMs: number[] = []
      const cachedMs: number[] = []
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: VIEWPORT, baseURL: server.origin })
        const page = await context.newPage()
        await page.goto('/')
        await page.getByRole('heading', { level: 1 }).first().waitFor()
        coldMs.push(await typeAndMeasure(page, query, firstHit))
        await page.keyboard.press('Escape')
        cachedMs.push(await typeAndMeasure(page, query, firstHit))
        await context.close()
      }
      console.error(`${query.padEnd(24)} cold ${coldMs.join(', ')} ms; cached ${cachedMs.join(', ')} ms`)
      perQuery.push({ query, firstHit, coldMs, cachedMs })
    }
    const report = {
      machine: machine(),
      chromium: browser.version(),
      viewport: VIEWPORT,
      runs: RUNS,
      keyDelayMs: KEY_DELAY_MS,
      queries: [...QUERIES],
      cold: summary(perQuery.flatMap((q) => q.coldMs)),
      cached: summary(perQuery.flatMap((q) => q.cachedMs)),
      perQuery,
    }
    writeReport('search', report)
    console.error(`cold: median ${report.cold.medianMs} ms, p95 ${report.cold.p95Ms} ms; cached: median ${report.cached.medianMs} ms, p95 ${report.cached.p95Ms} ms`)
  } finally {
    await browser?.close()
    await server.close()
  }
}

await main()
