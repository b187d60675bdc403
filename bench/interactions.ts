/**
 * npm run bench:interactions — issue #28's measurement: how long the built site takes from its first
 * paint to a hydrated page, and how long its controls take to answer a click or a key press
 * (Interaction to Next Paint), in Debian's Chromium (playwright-core through @playwright/test) with the
 * CPU slowed INTERACTIONS_CPU_THROTTLE times (default 4, Lighthouse's mobile figure) through DevTools'
 * Emulation.setCPUThrottlingRate. Served by `npm start`'s server on the demo database (real AMFI fund
 * houses and schemes, years of NAV history: realistic page sizes); the pages are chosen at run time
 * from the API: the fund house Aditya Birla Sun Life (hundreds of schemes, looked up by name in
 * GET /api/v1/mutual_fund/fund_house), its Equity Direct Growth scheme with the longest NAV history
 * among a few (fund-nav), the FAQ's second question (GET /api/v1/index/faq/) and the collection of
 * /investment-products/<value> with the most funds (funds-by-category).
 *
 * Every visit is a page load in a fresh browser context (an empty cache, as a first visit), at
 * 1280x800 unless said; an init script records, in the page's own clock (performance.now()):
 *   - the moment <html> gets `data-hydrated` (src/app/hydration-mark.ts sets it once React has
 *     hydrated the page's content, not only its shell), with a MutationObserver;
 *   - Event Timing entries: a PerformanceObserver on `{ type: 'event', durationThreshold: 16,
 *     buffered: true }` and on `first-input`;
 *   - long tasks (for "quiet", below).
 *
 * 1. Hydration: first contentful paint (the `first-contentful-paint` paint entry) to `data-hydrated`,
 *    on /, /amcs, the house's company page, its fund page, /faq and its /fund-names list. Each run's
 *    figure comes from the first 1280x800 visit of that run to that exact address (an interaction
 *    visit, below, which does nothing before the page has hydrated; /amcs gets a visit of its own).
 * 2. Interactions: per control, one interaction per visit. The page is loaded, waited for until
 *    hydrated, then until quiet (no request in flight and no long task for 500 ms, at most 15 s);
 *    the control is found by its accessible name or text as a link, a button or a <summary> (the
 *    markup is moving from buttons to links and disclosures: both are accepted), scrolled into view,
 *    the pointer rested on it (a visitor's is, before pressing) and the page let go quiet again, any text the scenario needs typed first; then the one measured
 *    input, with real (trusted) input events: a mouse press and release where the pointer rests
 *    (page.mouse; not locator.click(), whose own hit-target listeners run in the page: clickOn) or
 *    page.keyboard. The figure is the
 *    INP of that interaction: the largest `duration` among the Event Timing entries with
 *    `interactionId > 0` that started after the action began (only `keydown` for the search's Enter,
 *    which navigates). Event Timing reports no entry under 16 ms: a run without one counts as 16 ms
 *    (an upper bound) and is counted in `belowThresholdRuns`. A control that cannot be found is
 *    logged and recorded as `missing` (its remaining runs skipped); the other controls still run.
 *    Controls: the FAQ's second question; the company page's Equity category ("Fund Category" filter)
 *    and, with Equity open (`?category=Equity`), its Large Cap subcategory; the company page's plan
 *    filter set to Regular (a native select takes a key press, "r", as a keyboard user picks it; a
 *    control named Regular is clicked); the fund page's 1Y chart period and its SIP calculator's
 *    Calculate (default inputs); the 1Y column header of /fund-names (sorts 385 rows); "Show more" on
 *    the collection page and on /fund-names (if it has one); the header's search on / (after "hdf"
 *    is typed, the key "c"; after "hdfc", Enter); the Menu button at 375x800.
 * The runs go round: run 1 of every visit, then run 2, ... (the machine's noise falls on all alike).
 * INTERACTIONS_RUNS (default 5) runs; INTERACTIONS_ONLY=faq-open,fund-1y measures only those controls
 * (by id); INTERACTIONS_ORIGIN=http://host:port measures a server already running (its database must
 * be the demo one) instead of starting one. Prints tables and writes bench/interactions-report.json.
 *
 * bench/interactions-report.json:
 * {
 *   machine: { cpuModel, cpuCount, node, platform, date }, chromium: string (version),
 *   cpuThrottle: number, runs: number, viewport: { width, height }, phoneViewport: { width, height },
 *   loadAverage: { start: number[], end: number[] },
 *   subjects: { fundHouse: { id, name }, fund: { schemeCode, schemeName, navPoints },
 *               faqQuestion: string, collection: { value, funds } },
 *   hydration: [{
 *     page: 'home' | 'amcs' | 'company' | 'fund' | 'faq' | 'fund-names', path: string,
 *     fcpMedianMs, hydratedMedianMs,       // page clock, from navigation start
 *     gapMedianMs, gapWorstMs,             // first contentful paint -> data-hydrated
 *     runsMs: number[],                    // the gap of each run
 *     fcpRunsMs: number[], hydratedRunsMs: number[],
 *   }],
 *   interactions: [{
 *     id: string, control: string, path: string, viewport: { width, height },
 *     medianMs: number | null, worstMs: number | null, runsMs: number[],   // INP of each run
 *     goal: { medianMs: 100, worstMs: 200 }, ok: boolean | null,         // null: not measured
 *     belowThresholdRuns: number,          // runs with no entry >= 16 ms, counted as 16
 *     runs: [{ ms, event, inputDelayMs, processingMs, presentationMs }], // each run: its INP; the entry
 *                                          // whose handlers took longest; the interaction's phases over
 *                                          // its entries (wait for the main thread, first handler's start
 *                                          // to last one's end, then to the paint); null under 16 ms
 *     missing?: string,                    // why the control could not be found
 *     errors?: string[],                   // runs that failed otherwise, or whose control showed no
 *                                          // change (a toggle's aria state, aria-sort, <details> open or
 *                                          // the address; the plan select's value): its figure is kept
 *   }],
 * }
 * All times in ms, one decimal (Event Timing durations are whole multiples of 8 ms).
 */
import { loadavg } from 'node:os'
import { chromium, type Browser, type Locator, type Page } from '@playwright/test'
import { collections } from '../common/contract/categories.ts'
import { endpointPath } from '../common/contract/endpoints.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, machine, median, round, startServer, writeReport, type BenchServer } from './support/bench-server.ts'

const RUNS = Number(process.env.INTERACTIONS_RUNS || 5)
const CPU_THROTTLE = Number(process.env.INTERACTIONS_CPU_THROTTLE || 4)
const ONLY = process.env.INTERACTIONS_ONLY?.split(',').filter(Boolean)
const VIEWPORT = { width: 1280, height: 800 }
const PHONE = { width: 375, height: 800 }
const GOAL = { medianMs: 100, worstMs: 200 } as const
const HOUSE = /aditya birla sun life/i
const QUIET_MS = 500
const QUIET_MAX_MS = 15_000
const FIND_TIMEOUT_MS = 5_000
/** Event Timing's smallest reported duration: an interaction without an entry took less. */
const THRESHOLD_MS = 16
/** Whatever a control may be, old markup or new. */
const CONTROL = 'a, button, summary, [role="button"], [role="tab"], [role="link"], input[type="submit"], input[type="button"]'

type Viewport = { width: number; height: number }
type EventEntry = { type: string; name: string; interactionId: number; startTime: number; duration: number; processingStart: number; processingEnd: number }
type Missing = { missing: string }
type Prepared = { act: () => Promise<void>; events?: string[]; check?: () => Promise<string | null> }
type Scenario = { id: string; control: string; path: string; viewport: Viewport; prepare: (page: Page, network: Network) => Promise<Prepared | Missing> }
type Subjects = {
  fundHouse: { id: number; name: string }
  fund: { schemeCode: number; schemeName: string; navPoints: number }
  faqQuestion: string
  collection: { value: string; funds: number }
}
type RunFigure = { ms: number; event: string; inputDelayMs: number | null; processingMs: number | null; presentationMs: number | null; belowThreshold: boolean }

declare global {
  interface Window {
    __ix?: { hydratedAt: number | null; events: EventEntry[]; lastLongTaskEnd: number; flush: () => void }
  }
}

// A string, not a function: tsx's esbuild would name inner functions with a helper the page lacks.
const INIT_SCRIPT = `(() => {
  if (window !== window.top || window.__ix) return;
  const ix = { hydratedAt: null, events: [], lastLongTaskEnd: 0, flush: () => {} };
  window.__ix = ix;
  const mark = () => {
    if (ix.hydratedAt === null && document.documentElement && document.documentElement.hasAttribute('data-hydrated')) ix.hydratedAt = performance.now();
  };
  new MutationObserver(mark).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true, childList: true });
  const keep = (e) => ix.events.push({ type: e.entryType, name: e.name, interactionId: e.interactionId || 0, startTime: e.startTime, duration: e.duration, processingStart: e.processingStart, processingEnd: e.processingEnd });
  const events = new PerformanceObserver((list) => list.getEntries().forEach(keep));
  events.observe({ type: 'event', durationThreshold: ${THRESHOLD_MS}, buffered: true });
  events.observe({ type: 'first-input', buffered: true });
  ix.flush = () => events.takeRecords().forEach(keep);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) ix.lastLongTaskEnd = Math.max(ix.lastLongTaskEnd, e.startTime + e.duration);
  }).observe({ type: 'longtask', buffered: true });
})();`

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))
const log = (message: string) => console.error(`[interactions] ${message}`)

/** Requests in flight, from the page's own request events. */
function trackNetwork(page: Page) {
  let inflight = 0
  let changedAt = Date.now()
  const started = () => {
    inflight++
    changedAt = Date.now()
  }
  const ended = () => {
    inflight = Math.max(0, inflight - 1)
    changedAt = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  return { idleForMs: () => (inflight > 0 ? 0 : Date.now() - changedAt) }
}

type Network = ReturnType<typeof trackNetwork>

/** Until no request is in flight and no long task has run for QUIET_MS (at most QUIET_MAX_MS). */
async function settle(page: Page, network: Network, what: string) {
  const deadline = Date.now() + QUIET_MAX_MS
  for (;;) {
    const sinceLongTask = await page.evaluate(() => performance.now() - window.__ix!.lastLongTaskEnd)
    if (network.idleForMs() >= QUIET_MS && sinceLongTask >= QUIET_MS) return
    if (Date.now() > deadline) {
      log(`${what}: not quiet after ${QUIET_MAX_MS / 1000} s (a request in flight or long tasks); measuring anyway`)
      return
    }
    await sleep(100)
  }
}

/** The first of `candidates` with a visible match, polled for up to `timeoutMs`; null if none. */
async function firstVisible(candidates: Locator[], timeoutMs = FIND_TIMEOUT_MS): Promise<Locator | null> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    for (const candidate of candidates) {
      const visible = candidate.filter({ visible: true }).first()
      if ((await visible.count()) > 0) return visible
    }
    if (Date.now() > deadline) return null
    await sleep(200)
  }
}

const controls = (scope: Page | Locator, text: RegExp | string) => scope.locator(CONTROL).filter({ hasText: text })

/** The smallest element holding both the heading named `heading` and a control with `text`: the filter's own region. */
async function regionOf(page: Page, heading: string, text: RegExp): Promise<Page | Locator> {
  const region = page
    .locator('section, aside, form, nav, fieldset, [role="group"], [role="region"], div')
    .filter({ has: page.getByText(heading, { exact: true }) })
    .filter({ has: controls(page, text) })
    .last()
  return (await region.count()) > 0 ? region : page
}

/**
 * Scrolls the control into view, rests the pointer on it (a visitor's pointer is on a control before
 * it presses it: the hover's own events are not the press's input delay) and lets the page go quiet
 * again, so the interaction pays for nothing else.
 */
async function ready(page: Page, network: Network, control: Locator, what: string) {
  await control.scrollIntoViewIfNeeded()
  await control.hover()
  // Where clickOn presses: the centre of the box (hover's point may differ for a wrapped inline link).
  const point = await centreOf(control)
  await page.mouse.move(point.x, point.y)
  await settle(page, network, what)
}

async function centreOf(control: Locator): Promise<{ x: number; y: number }> {
  const box = await control.boundingBox()
  if (!box) throw new Error('the control has no box to press')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** Throws unless a press where the pointer rests (ready()) lands on `control`: nothing covers it, it did not move. */
async function checkTarget(control: Locator): Promise<void> {
  const point = await centreOf(control)
  const hits = await control.evaluate((element, { x, y }) => element.contains(document.elementFromPoint(x, y)), point)
  if (!hits) throw new Error('something covers the control where the pointer rests on it')
}

/** What a toggle or a link shows of its state, and the address: one of them changes when the control works. */
const stateOf = (control: Locator) =>
  control.evaluate((element) =>
    JSON.stringify([
      ['aria-expanded', 'aria-pressed', 'aria-current', 'aria-selected'].map((name) => element.getAttribute(name)),
      element.closest('details')?.open ?? null,
      element.closest('th, [role="columnheader"]')?.getAttribute('aria-sort') ?? null,
      location.href,
    ]),
    undefined,
    { timeout: 3_000 },
  )

/**
 * A click on `control`, where the pointer rests: a press and a release of the mouse (trusted input
 * through DevTools, as locator.click() sends). Not locator.click() itself: it moves the pointer again
 * and installs Playwright's hit-target listeners for pointerdown, pointerup and click, whose checks
 * (elementsFromPoint, a forced style and layout) ran on the page's main thread inside the measured
 * interaction, 20-30 ms of it at 4x: work no visitor's click does. checkTarget() checks the target
 * before the press instead. With `toggles`, an error if neither its state nor the address changed.
 */
async function clickOn(control: Locator, toggles = true): Promise<Prepared> {
  const before = toggles ? await stateOf(control) : ''
  const page = control.page()
  await checkTarget(control)
  return {
    act: async () => {
      await page.mouse.down()
      await page.mouse.up()
    },
    check: toggles ? async () => ((await stateOf(control).catch(() => 'gone')) === before ? 'the control showed no change (state, aria-sort, details or address) after the click' : null) : undefined,
  }
}

type ClickScenario = Omit<Scenario, 'prepare'> & {
  /** Where the control may be, best guess first (polled until one is visible). */
  find: (page: Page) => Locator[] | Promise<Locator[]>
  /** What was looked for, said when none is found. */
  missing: string
  /** false: the click loads more or computes, it toggles no state of its own to check. */
  toggles?: boolean
  findTimeoutMs?: number
}

/** The usual scenario: find the control, let the page go quiet with the pointer on it, click it. */
function clickScenario({ find, missing, toggles = true, findTimeoutMs, ...scenario }: ClickScenario): Scenario {
  return {
    ...scenario,
    prepare: async (page, network) => {
      const control = await firstVisible(await find(page), findTimeoutMs)
      if (!control) return { missing }
      await ready(page, network, control, scenario.id)
      return clickOn(control, toggles)
    },
  }
}

function scenarios(s: Subjects): Scenario[] {
  const house = encodeURIComponent(s.fundHouse.name)
  const company = `/company-details/${s.fundHouse.id}/${house}`
  const fund = `/fundchart/${s.fund.schemeCode}/${house}`
  const fundNames = `/fund-names/${s.fundHouse.id}/${house}`
  const collection = `/investment-products/${s.collection.value}`
  const equity = /^\s*Equity(?![A-Za-z])/
  const largeCap = /^\s*Large Cap(?![A-Za-z])/
  const oneYear = /^\s*1Y\s*$/
  const showMore = /^\s*Show more\b/i

  const searchField = (page: Page) =>
    firstVisible([
      page.getByRole('combobox', { name: /search/i }),
      page.getByRole('searchbox', { name: /search/i }),
      page.locator('form[role="search"] input:not([type="hidden"])'),
      page.locator('input[name="q"]'),
    ])
  const typeFirst = (text: string, key: string, events?: string[]) =>
    async (page: Page, network: Network): Promise<Prepared | Missing> => {
      const field = await searchField(page)
      if (!field) return { missing: "the header's search field (a combobox or searchbox named Search…, or input[name=q])" }
      await field.click()
      await field.pressSequentially(text, { delay: 60 })
      await settle(page, network, `search after "${text}"`)
      return { act: () => page.keyboard.press(key), events }
    }

  return [
    clickScenario({
      id: 'faq-open',
      control: 'FAQ: open the second question',
      path: '/faq',
      viewport: VIEWPORT,
      find: (page) => [controls(page, s.faqQuestion), page.locator('summary').nth(1)],
      missing: `the FAQ question "${s.faqQuestion}" as a summary, button or link`,
    }),
    clickScenario({
      id: 'company-equity',
      control: 'Company page: open the Equity category (Fund Category filter)',
      path: company,
      viewport: VIEWPORT,
      find: async (page) => [controls(await regionOf(page, 'Fund Category', equity), equity)],
      missing: 'the Fund Category filter\'s "Equity" as a button, summary or link',
    }),
    {
      id: 'company-large-cap',
      control: 'Company page: Large Cap subcategory (Equity open)',
      path: `${company}?category=Equity`,
      viewport: VIEWPORT,
      prepare: async (page, network) => {
        let region = await regionOf(page, 'Fund Category', largeCap)
        let control = await firstVisible([controls(region, largeCap)], 1_000)
        if (!control) {
          // The address did not open Equity: open it by hand first.
          const opener = await firstVisible([controls(await regionOf(page, 'Fund Category', equity), equity)])
          if (opener) {
            log('company-large-cap: ?category=Equity left Equity closed; opening it with a click first')
            await opener.click()
            await settle(page, network, 'company-large-cap (Equity opened)')
            region = await regionOf(page, 'Fund Category', largeCap)
            control = await firstVisible([controls(region, largeCap)])
          }
        }
        if (!control) return { missing: 'the Equity category\'s "Large Cap" as a button or link' }
        await ready(page, network, control, 'company-large-cap')
        return clickOn(control)
      },
    },
    {
      id: 'company-plan-regular',
      control: 'Company page: plan filter set to Regular',
      path: company,
      viewport: VIEWPORT,
      prepare: async (page, network) => {
        const plan = await firstVisible([page.getByLabel('Plan', { exact: true }), page.locator('select[name="plan"]')])
        const tag = plan ? await plan.evaluate((element) => element.tagName) : null
        if (plan && tag === 'SELECT') {
          // Off until the returns load (ListFilters).
          await plan.and(page.locator(':enabled')).waitFor({ timeout: 15_000 })
          await ready(page, network, plan, 'company-plan-regular')
          await plan.focus()
          return {
            // A keyboard user's pick on a closed native select: "r" selects Regular (All, Direct, Regular).
            act: () => page.keyboard.press('r'),
            check: async () => {
              const chosen = await plan.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent ?? '')
              return /regular/i.test(chosen) ? null : `the plan select shows "${chosen}" after "r", not Regular`
            },
          }
        }
        // Not a select: a control named Regular (a radio, a segment, a link).
        const regular = await firstVisible([
          page.getByRole('radio', { name: /^Regular$/ }),
          controls(await regionOf(page, 'Plan', /^\s*Regular\s*$/), /^\s*Regular\s*$/),
        ])
        if (!regular) return { missing: 'the plan filter (a select labelled Plan, or a control named Regular)' }
        await ready(page, network, regular, 'company-plan-regular')
        return clickOn(regular)
      },
    },
    clickScenario({
      id: 'fund-1y',
      control: 'Fund page: 1Y chart period',
      path: fund,
      viewport: VIEWPORT,
      find: (page) => [controls(page.locator('[role="group"][aria-label="Chart period"], [aria-label="Chart period"]'), oneYear), controls(page, oneYear)],
      missing: 'the chart\'s "1Y" period as a button or link',
    }),
    clickScenario({
      id: 'fund-sip-calculate',
      control: 'Fund page: SIP calculator Calculate (default inputs)',
      path: fund,
      viewport: VIEWPORT,
      find: (page) => [page.getByRole('button', { name: /^Calculate$/ }), controls(page, /^\s*Calculate\s*$/)],
      missing: 'the SIP calculator\'s "Calculate" button',
      toggles: false,
    }),
    clickScenario({
      id: 'fund-names-sort-1y',
      control: '/fund-names: sort by the 1Y column',
      path: fundNames,
      viewport: VIEWPORT,
      find: (page) => [page.locator('th, [role="columnheader"]').filter({ hasText: oneYear }).locator(CONTROL), controls(page.locator('table'), oneYear)],
      missing: 'the "1Y" column header\'s button or link',
    }),
    clickScenario({
      id: 'fund-names-show-more',
      control: '/fund-names: Show more',
      path: fundNames,
      viewport: VIEWPORT,
      find: (page) => [controls(page, showMore)],
      findTimeoutMs: 2_000,
      missing: 'no "Show more" on /fund-names (none found in 2 s: the list shows its funds at once)',
      toggles: false,
    }),
    clickScenario({
      id: 'collection-show-more',
      control: `Collection page (${s.collection.value}, ${s.collection.funds} funds): Show more`,
      path: collection,
      viewport: VIEWPORT,
      find: (page) => [controls(page, showMore)],
      missing: `no "Show more" on ${collection}`,
      toggles: false,
    }),
    {
      id: 'search-type',
      control: 'Header search: type "c" after "hdf"',
      path: '/',
      viewport: VIEWPORT,
      prepare: typeFirst('hdf', 'c'),
    },
    {
      id: 'search-enter',
      control: 'Header search: Enter after "hdfc" (keydown only; it navigates)',
      path: '/',
      viewport: VIEWPORT,
      prepare: typeFirst('hdfc', 'Enter', ['keydown']),
    },
    clickScenario({
      id: 'phone-menu',
      control: 'Phone (375×800): open the Menu',
      path: '/',
      viewport: PHONE,
      find: (page) => [page.getByRole('button', { name: /^menu$/i }), controls(page, /^\s*Menu\s*$/i), page.locator('summary[aria-label="Menu" i], a[aria-label="Menu" i]')],
      missing: 'the header\'s "Menu" button, summary or link at 375 px',
    }),
  ]
}

/** The INP of the interaction started at t0: the longest entry with an interactionId, after the action's paint. */
async function interactionOf(page: Page, t0: number, names: string[] | undefined): Promise<RunFigure> {
  // Two frames after the action: the interaction's own paint has happened; Event Timing reports it
  // once the frame is presented, so poll a little longer for its entries.
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))))
  const read = () =>
    page.evaluate(
      ({ t0, names }) => {
        window.__ix!.flush()
        return window.__ix!.events.filter((e) => e.startTime >= t0 && e.interactionId > 0 && (names === null || names.includes(e.name)))
      },
      { t0, names: names ?? null },
    )
  let entries: EventEntry[] = []
  const deadline = Date.now() + 1_500
  while (Date.now() < deadline) {
    entries = await read()
    if (entries.some((e) => e.type === 'event')) {
      await sleep(200) // the interaction's other entries (pointerup, click, keyup) come with it
      entries = await read()
      break
    }
    await sleep(100)
  }
  const timed = entries.filter((e) => e.type === 'event')
  const longest = timed.reduce<EventEntry | undefined>((max, e) => (!max || e.duration > max.duration ? e : max), undefined)
  if (!longest) return { ms: THRESHOLD_MS, event: entries[0]?.name ?? '', inputDelayMs: null, processingMs: null, presentationMs: null, belowThreshold: true }
  // The interaction's phases over all its entries (pointerdown, pointerup, click; keydown, keyup), as
  // web-vitals attributes INP: the first entry's wait for the main thread, the handlers from the first
  // one's start to the last one's end, then the wait for the paint. `event`: the entry whose handlers
  // took longest, where the work is.
  const own = timed.filter((e) => e.interactionId === longest.interactionId)
  const start = Math.min(...own.map((e) => e.startTime))
  const firstProcessing = Math.min(...own.map((e) => e.processingStart))
  const lastProcessed = Math.max(...own.map((e) => e.processingEnd))
  const busiest = own.reduce((max, e) => (e.processingEnd - e.processingStart > max.processingEnd - max.processingStart ? e : max))
  return {
    ms: longest.duration,
    event: busiest.name,
    inputDelayMs: round(firstProcessing - start),
    processingMs: round(lastProcessed - firstProcessing),
    presentationMs: round(Math.max(...own.map((e) => e.startTime + e.duration)) - lastProcessed),
    belowThreshold: false,
  }
}

type Visit = { path: string; viewport: Viewport; scenario?: Scenario; hydrationPage?: string }
type VisitResult = { hydration?: { fcp: number; hydrated: number }; figure?: RunFigure; missing?: string; error?: string }

/** One page load in a fresh context: its hydration figures, then (if a scenario) its one measured interaction. */
async function measureVisit(browser: Browser, origin: string, visit: Visit): Promise<VisitResult> {
  const context = await browser.newContext({ viewport: visit.viewport })
  const result: VisitResult = {}
  try {
    const page = await context.newPage()
    const network = trackNetwork(page)
    if (CPU_THROTTLE !== 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE })
    await page.addInitScript({ content: INIT_SCRIPT })
    await page.goto(origin + visit.path, { waitUntil: 'commit' })
    const times = await page.waitForFunction(
      () => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]
        const hydrated = window.__ix?.hydratedAt ?? null
        return fcp && hydrated !== null ? { fcp: fcp.startTime, hydrated } : null
      },
      null,
      { timeout: 90_000, polling: 100 },
    )
    result.hydration = (await times.jsonValue())!
    if (!visit.scenario) return result
    await settle(page, network, `${visit.scenario.id} (after hydration)`)
    const prepared = await visit.scenario.prepare(page, network)
    if ('missing' in prepared) return { ...result, missing: prepared.missing }
    const t0 = await page.evaluate(() => performance.now())
    await prepared.act()
    result.figure = await interactionOf(page, t0, prepared.events)
    const wrong = await prepared.check?.()
    if (wrong) result.error = wrong
    return result
  } catch (error) {
    return { ...result, error: (error as Error).message.split('\n')[0] }
  } finally {
    await context.close()
  }
}

async function json<T>(origin: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(origin + path, body === undefined ? undefined : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

/** The pages and texts to measure, from the API (demo data: ids are not fixed). */
async function chooseSubjects(origin: string): Promise<Subjects> {
  const houses = (await json<{ data: Array<{ id: number; fund_house_name: string }> }>(origin, endpointPath('fundHouses'))).data
  const house = houses.find((h) => HOUSE.test(h.fund_house_name))
  if (!house) throw new Error(`no fund house matching ${HOUSE} in ${endpointPath('fundHouses')}: is this the demo database?`)
  const funds = await json<Array<{ schemeCode: number; schemeName: string | null; category: string }>>(origin, endpointPath('allFundsByAmc'), { amc_name: house.fund_house_name })
  const candidates = funds
    .filter((f) => f.category === 'Equity' && /direct/i.test(f.schemeName ?? '') && /growth/i.test(f.schemeName ?? ''))
    .sort((a, b) => a.schemeCode - b.schemeCode)
    .slice(0, 6)
  let fund: Subjects['fund'] | undefined
  for (const candidate of candidates.length > 0 ? candidates : funds.slice(0, 3)) {
    const nav = await json<{ navHistory: unknown[] }>(origin, endpointPath('fundNav'), { schemeCode: candidate.schemeCode, amc_name: house.fund_house_name })
    if (!fund || nav.navHistory.length > fund.navPoints) fund = { schemeCode: candidate.schemeCode, schemeName: candidate.schemeName ?? '', navPoints: nav.navHistory.length }
  }
  if (!fund) throw new Error(`${house.fund_house_name} has no fund`)
  const faq = (await json<{ data: Array<{ question: string }> }>(origin, endpointPath('faq'))).data
  const faqQuestion = faq[1]?.question ?? faq[0]?.question
  if (!faqQuestion) throw new Error('the FAQ has no question')
  let collection: Subjects['collection'] = { value: collections[0].value, funds: 0 }
  for (const { value } of collections) {
    const count = (await json<unknown[]>(origin, endpointPath('fundsByCategory'), { category: value })).length
    if (count > collection.funds) collection = { value, funds: count }
  }
  return { fundHouse: { id: house.id, name: house.fund_house_name }, fund, faqQuestion, collection }
}

const stat = (values: number[]) => ({ medianMs: values.length ? round(median(values)) : null, worstMs: values.length ? round(Math.max(...values)) : null })

async function main() {
  const loadStart = loadavg().map((value) => round(value, 2))
  const started = Date.now()
  const external = process.env.INTERACTIONS_ORIGIN
  const server: BenchServer | undefined = external ? undefined : await startServer('demo', 'interactions')
  const origin = external ?? server!.origin
  let browser: Browser | undefined
  try {
    const subjects = await chooseSubjects(origin)
    log(`${subjects.fundHouse.name} (id ${subjects.fundHouse.id}); fund ${subjects.fund.schemeCode} ${subjects.fund.schemeName} (${subjects.fund.navPoints} NAVs); collection ${subjects.collection.value} (${subjects.collection.funds} funds)`)
    const all = scenarios(subjects)
    const chosen = ONLY ? all.filter((scenario) => ONLY.includes(scenario.id)) : all
    if (ONLY && chosen.length !== ONLY.length) throw new Error(`unknown control id(s) in INTERACTIONS_ONLY; known: ${all.map((scenario) => scenario.id).join(', ')}`)

    const house = encodeURIComponent(subjects.fundHouse.name)
    const hydrationPages = [
      { page: 'home', path: '/' },
      { page: 'amcs', path: '/amcs' },
      { page: 'company', path: `/company-details/${subjects.fundHouse.id}/${house}` },
      { page: 'fund', path: `/fundchart/${subjects.fund.schemeCode}/${house}` },
      { page: 'faq', path: '/faq' },
      { page: 'fund-names', path: `/fund-names/${subjects.fundHouse.id}/${house}` },
    ]
    // One visit per control per run; a hydration page no control visits at 1280x800 gets its own.
    const visits: Visit[] = chosen.map((scenario) => ({ path: scenario.path, viewport: scenario.viewport, scenario }))
    for (const { page, path } of hydrationPages) {
      if (!visits.some((visit) => visit.path === path && visit.viewport === VIEWPORT)) visits.push({ path, viewport: VIEWPORT, hydrationPage: page })
    }

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
    const hydration = new Map(hydrationPages.map(({ page }) => [page, { fcp: [] as number[], hydrated: [] as number[] }]))
    const results = new Map(chosen.map((scenario) => [scenario.id, { figures: [] as RunFigure[], missing: undefined as string | undefined, errors: [] as string[] }]))
    for (let run = 1; run <= RUNS; run++) {
      const hydratedThisRun = new Set<string>()
      for (const visit of visits) {
        const result = visit.scenario ? results.get(visit.scenario.id)! : undefined
        if (result?.missing) continue
        const target = hydrationPages.find((page) => page.path === visit.path && visit.viewport === VIEWPORT && !hydratedThisRun.has(page.page))
        if (!result && !target) continue
        const label = visit.scenario?.id ?? `hydration ${visit.hydrationPage}`
        const outcome = await measureVisit(browser, origin, visit)
        if (target && outcome.hydration) {
          hydratedThisRun.add(target.page)
          hydration.get(target.page)!.fcp.push(outcome.hydration.fcp)
          hydration.get(target.page)!.hydrated.push(outcome.hydration.hydrated)
        }
        const parts = [`run ${run}/${RUNS} ${label}:`]
        if (outcome.hydration) parts.push(`FCP ${round(outcome.hydration.fcp)} ms, hydrated ${round(outcome.hydration.hydrated)} ms;`)
        if (result) {
          if (outcome.missing) {
            result.missing = outcome.missing
            parts.push(`MISSING: ${outcome.missing} (recorded as missing; its other runs skipped)`)
          } else if (outcome.figure) {
            result.figures.push(outcome.figure)
            const f = outcome.figure
            parts.push(f.belowThreshold ? `under ${THRESHOLD_MS} ms (no Event Timing entry)` : `INP ${f.ms} ms (${f.event}: input delay ${f.inputDelayMs}, processing ${f.processingMs}, to paint ${f.presentationMs})`)
          }
          if (outcome.error) {
            result.errors.push(`run ${run}: ${outcome.error}`)
            parts.push(`ERROR: ${outcome.error}`)
          }
        } else if (outcome.error) parts.push(`ERROR: ${outcome.error}`)
        log(parts.join(' '))
      }
    }

    const hydrationReport = hydrationPages.map(({ page, path }) => {
      const { fcp, hydrated } = hydration.get(page)!
      const gaps = fcp.map((value, i) => hydrated[i]! - value)
      return {
        page,
        path,
        fcpMedianMs: fcp.length ? round(median(fcp)) : null,
        hydratedMedianMs: hydrated.length ? round(median(hydrated)) : null,
        gapMedianMs: stat(gaps).medianMs,
        gapWorstMs: stat(gaps).worstMs,
        runsMs: gaps.map((gap) => round(gap)),
        fcpRunsMs: fcp.map((value) => round(value)),
        hydratedRunsMs: hydrated.map((value) => round(value)),
      }
    })
    const interactions = chosen.map((scenario) => {
      const { figures, missing, errors } = results.get(scenario.id)!
      const values = figures.map((figure) => figure.ms)
      const { medianMs, worstMs } = stat(values)
      return {
        id: scenario.id,
        control: scenario.control,
        path: scenario.path,
        viewport: scenario.viewport,
        medianMs,
        worstMs,
        runsMs: values.map((value) => round(value)),
        goal: GOAL,
        ok: medianMs === null || worstMs === null ? null : medianMs <= GOAL.medianMs && worstMs <= GOAL.worstMs,
        belowThresholdRuns: figures.filter((figure) => figure.belowThreshold).length,
        runs: figures.map(({ ms, event, inputDelayMs, processingMs, presentationMs }) => ({ ms: round(ms), event, inputDelayMs, processingMs, presentationMs })),
        ...(missing ? { missing } : {}),
        ...(errors.length ? { errors } : {}),
      }
    })

    console.table(Object.fromEntries(hydrationReport.map((h) => [h.page, { 'FCP ms': h.fcpMedianMs, 'hydrated ms': h.hydratedMedianMs, 'gap median ms': h.gapMedianMs, 'gap worst ms': h.gapWorstMs }])))
    console.table(
      Object.fromEntries(
        interactions.map((i) => [i.id, { 'median ms': i.medianMs, 'worst ms': i.worstMs, runs: i.runsMs.join(', '), ok: i.missing ? 'missing' : i.ok === null ? '–' : i.ok ? 'yes' : 'no' }]),
      ),
    )
    for (const i of interactions) if (i.missing) log(`control not found: ${i.id}: ${i.missing}`)
    writeReport('interactions', {
      machine: machine(),
      chromium: browser.version(),
      cpuThrottle: CPU_THROTTLE,
      runs: RUNS,
      viewport: VIEWPORT,
      phoneViewport: PHONE,
      loadAverage: { start: loadStart, end: loadavg().map((value) => round(value, 2)) },
      subjects,
      hydration: hydrationReport,
      interactions,
    })
    log(`done in ${Math.round((Date.now() - started) / 1000)} s`)
  } finally {
    await browser?.close()
    await server?.close()
  }
}

await main()
