import { expect, test, type Page } from './support/test'
import { JOURNEY_CACHED_QUERIES, JOURNEY_DISTINCT_DATA, journeySteps, recordApiRequests, waitForPersistedQueries } from './support/journey'

/**
 * Issue 5's request budget: on the journey home -> /amcs -> company -> fund -> Back -> another
 * fund of the same house -> Back to the company (tests/e2e/support/journey.ts), every distinct
 * datum is asked for exactly once (JOURNEY_DISTINCT_DATA lists them; a fund page's are its NAVs, its
 * figures and its costs), keyed by method, path and POST body, except the home page's,
 * which come with its server-rendered document and are never asked for (issue 14); a second visit in the same
 * browser restores the query cache from IndexedDB and asks for nothing. (A new browser profile is
 * the first visit again: every test starts in a fresh context.) The layout's meta call is counted
 * apart, and is never made either: its answer comes with the server-rendered document, current for
 * the data the page shows, and counts as fetched when the page hydrates (src/app/router.tsx), so the
 * strip does not check it again (src/api/content.ts).
 * bench/cache.ts reports the same figures.
 */
const expected = Object.fromEntries(JOURNEY_DISTINCT_DATA.map((key) => [key, 1]))

async function walk(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const recorder = await recordApiRequests(page)
  for (const step of journeySteps) await test.step(step.name, () => step.run(page))
  const counts = await recorder.counts()
  const meta = await recorder.metaCount()
  await recorder.stop()
  return { counts, meta, errors }
}

test('the journey asks for each distinct datum once, and a second visit asks for nothing', async ({ page, context }) => {
  // Two walks of seven pages: more than the default 30 s on a busy machine. Counts, never times.
  test.setTimeout(120_000)
  const first = await walk(page)
  expect(first.counts).toEqual(expected)
  expect(first.meta).toBe(0)
  expect(first.errors).toEqual([])

  // The returning visitor: a new page of the same browser profile, once the cache is saved.
  await waitForPersistedQueries(page, JOURNEY_CACHED_QUERIES)
  await page.close()
  const second = await walk(await context.newPage())
  expect(second.counts).toEqual({})
  expect(second.meta).toBe(0)
  expect(second.errors).toEqual([])
})
