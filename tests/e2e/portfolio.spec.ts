import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from './support/test'
import { baseOf, endpoints } from '../../common/contract/endpoints'
import { PORTFOLIO_DB, PORTFOLIO_STORE, SETTINGS_KEY, TRANSACTION_KEY_TAG } from '../../src/features/portfolio/portfolio-db-names'
import { schemes } from '../../mocks/fixtures/schemes'

/**
 * "My investments" (/portfolio, issue 29) in the browser against the production server: a portfolio
 * built by the form and by importing statements, kept across a reload (IndexedDB), exported, deleted
 * and imported back to the same figures; malformed files that change nothing; axe and the phone's
 * width. Every test records every request its browser context makes: only the contract's public
 * calls (scheme references, NAV histories, search, ISINs...) to the site's own origin, and none
 * carries a folio, a transaction's id, an amount typed or the words "folio" / "transactions".
 *
 * Expected figures are worked out here from the server's own NAVs (fund-nav), FIFO by hand, not read
 * from the page. Fixture facts (mocks/README.md): NAVs on weekdays from 2023-05-22 to Friday
 * 2026-11-20 (the server's today, playwright.config.ts); 101011 HDFC Large Cap Fund - Direct Plan -
 * Growth, 102031 / 102032 ICICI Prudential Small Cap Fund Direct / Regular, 105021 Kotak Mid Cap Fund
 * Direct; a scheme's growth ISIN is INF<code>M0<check digit> (INF101011M03, INF102031M07, INF102032M06).
 * The statements under tests/fixtures/portfolio/e2e-* are invented (names, folios, PAN).
 */

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'portfolio')
const CAS_FILE = join(FIXTURES, 'e2e-cas.json')
const CSV_FILE = join(FIXTURES, 'e2e-transactions.csv')
const BROKEN_JSON_FILE = join(FIXTURES, 'e2e-broken-cas.json')
const BAD_NUMBER_CSV_FILE = join(FIXTURES, 'e2e-bad-number.csv')

const HDFC_LARGE = { code: 101011, name: 'HDFC Large Cap Fund - Direct Plan - Growth', search: 'hdfc large cap direct' }
const ICICI_SMALL = { code: 102031, name: 'ICICI Prudential Small Cap Fund - Direct Plan - Growth', search: 'icici small cap direct' }
const ICICI_SMALL_REGULAR = { code: 102032, name: 'ICICI Prudential Small Cap Fund - Regular Plan - Growth' }
const KOTAK_MID = { code: 105021, name: 'Kotak Mid Cap Fund - Direct Plan - Growth' }

/** What the statements hold that must never leave the browser (their ids are read from the store). */
const STATEMENT_SECRETS = ['60418273', '71529304', '88000555', '52963018', 'QQQQQ1234Q', 'Meera', '25000', '23157.6', '15000']

/** The labels of the summary's figures, in the page's order. */
const FIGURES = ['Invested', 'Current value', 'Gain', 'XIRR', 'Realised gains'] as const

// ---------------------------------------------------------------------------------------------
// Numbers as the page writes them, worked out independently (Intl's en-IN grouping)
// ---------------------------------------------------------------------------------------------

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals
const grouped = (value: number, min: number, max: number) =>
  value.toLocaleString('en-IN', { minimumFractionDigits: min, maximumFractionDigits: max })
/** "₹1,23,457": rupees rounded to the rupee. */
const rupees = (value: number) => `${Math.round(value) < 0 ? '−' : ''}₹${grouped(Math.abs(Math.round(value)), 0, 0)}`
/** "+₹1,235" / "−₹99". */
const gain = (value: number) => `${Math.round(value) > 0 ? '+' : Math.round(value) < 0 ? '−' : ''}₹${grouped(Math.abs(Math.round(value)), 0, 0)}`
const unitsText = (value: number) => grouped(value, 4, 4)
const navText = (value: number) => `₹${grouped(value, 2, 4)}`
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// ---------------------------------------------------------------------------------------------
// The server's NAVs
// ---------------------------------------------------------------------------------------------

type NavPoint = { date: string; nav: number }

/** A scheme's NAVs as the server serves them to everyone, ascending ISO dates (asked outside the page). */
async function navSeries(request: APIRequestContext, code: number): Promise<NavPoint[]> {
  const scheme = await request.get(`/api/v1/mutual_fund/scheme/${code}`)
  expect(scheme.status()).toBe(200)
  const house = ((await scheme.json()) as { data: { fundHouseName: string } }).data.fundHouseName
  const detail = await request.post('/api/v1/mutual_fund/fund-nav/', { data: { schemeCode: code, amc_name: house } })
  expect(detail.status()).toBe(200)
  const { navHistory } = (await detail.json()) as { navHistory: { date: string; nav: string }[] }
  return navHistory
    .map(({ date, nav }) => ({ date: `${date.slice(6, 10)}-${date.slice(3, 5)}-${date.slice(0, 2)}`, nav: Number(nav) }))
    .sort((a, b) => (a.date < b.date ? -1 : 1))
}

/** The first NAV on or after `date`: the one a transaction of that day is done at. */
function navOnOrAfter(series: readonly NavPoint[], date: string): NavPoint {
  const point = series.find((p) => p.date >= date)
  if (!point) throw new Error(`no NAV on or after ${date}`)
  return point
}

// ---------------------------------------------------------------------------------------------
// Requests: every one of the context, checked against the contract and the portfolio's secrets
// ---------------------------------------------------------------------------------------------

type Recorded = { method: string; url: string; body: string; type: string }

/** Every request of the context (its pages and their workers) from now on. */
function recordRequests(context: BrowserContext): Recorded[] {
  const seen: Recorded[] = []
  context.on('request', (request) => {
    seen.push({ method: request.method(), url: request.url(), body: request.postData() ?? '', type: request.resourceType() })
  })
  return seen
}

/** Each call of the contract as a method and a path pattern (`:id` parameters as one segment). */
const CONTRACT_CALLS = Object.entries(endpoints).map(([name, { method, base, path }]) => ({
  name,
  method,
  path: new RegExp(`^${escapeRegExp(baseOf(base) + path).replace(/:[A-Za-z]+/g, '[^/]+')}$`),
}))

/**
 * Nothing but the contract's public calls and the site's own files, all to the site's origin, and
 * no request whose address or body holds one of `secrets` or the words "folio" / "transactions".
 * Returns the names of the calls made, for the caller to check what it expects among them.
 */
function expectNothingSent(requests: readonly Recorded[], origin: string, secrets: readonly string[]): string[] {
  expect(requests.length, 'requests were recorded').toBeGreaterThan(0)
  const problems: string[] = []
  const calls: string[] = []
  const values = [...new Set(secrets.filter((s) => s.length >= 3).map((s) => s.toLowerCase()))]
  // As words: the page's own address, /portfolio, and its chunks' names hold "folio" inside another word.
  const words = [/(?<![a-z])folios?(?![a-z])/i, /(?<![a-z])transactions(?![a-z])/i]
  for (const r of requests) {
    if (r.url.startsWith('data:')) continue
    // A blob: address (the export's download) is the page's own memory, of the page's origin.
    const url = new URL(r.url.startsWith('blob:') ? r.url.slice(5) : r.url)
    const what = `${r.method} ${r.url}`
    if (url.origin !== origin) problems.push(`another origin: ${what}`)
    if (url.pathname.startsWith('/api/')) {
      const call = CONTRACT_CALLS.find((c) => c.method === r.method && c.path.test(url.pathname))
      if (call) calls.push(call.name)
      else problems.push(`not a call of the contract: ${what}`)
    } else if (r.method !== 'GET') problems.push(`not a GET for a file: ${what}`)
    let address = r.url
    try {
      address = decodeURIComponent(r.url)
    } catch {
      // An address that is not valid percent-encoding is searched as it is.
    }
    const haystack = `${address}\n${r.body}`
    for (const value of values) if (haystack.toLowerCase().includes(value)) problems.push(`carries "${value}": ${what} ${r.body}`)
    for (const word of words) if (word.test(haystack)) problems.push(`carries the word ${word}: ${what} ${r.body}`)
  }
  expect(problems).toEqual([])
  return calls
}

// ---------------------------------------------------------------------------------------------
// The page
// ---------------------------------------------------------------------------------------------

const summary = (page: Page) => page.getByRole('region', { name: 'Summary' })
const holdings = (page: Page) => page.getByRole('table', { name: 'Your holdings, one row per fund and folio' })
const fileInput = (page: Page) => page.getByLabel('Statement or export file (.json or .csv)')
const transactionsHeading = (page: Page) => page.getByRole('heading', { level: 3, name: /^Transactions \(/ })

/** The value of a summary figure (its <dd>: the figure, then its note). */
const figure = (page: Page, term: (typeof FIGURES)[number]) =>
  summary(page).getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]')

/** The holdings table's row of a fund (and folio). */
function holdingRow(page: Page, fundName: string, folio?: string): Locator {
  const row = holdings(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${escapeRegExp(fundName)}`) }) })
  return folio ? row.filter({ has: page.getByRole('cell', { name: folio, exact: true }) }) : row
}
/** The transactions list's row of a date ("18 Mar 2024"). */
const transactionRow = (page: Page, date: string) =>
  page.getByRole('region', { name: 'Transactions, newest first' }).getByRole('row').filter({ has: page.getByRole('cell', { name: date, exact: true }) })
/** Cells of a transactions list row: Date, Kind, Fund, Folio, Units, Amount, NAV. */
const TRANSACTION_UNITS = 4

/** A holding row's Units cell (after Fund, the row header, and Folio). */
const unitsCell = (row: Locator) => row.getByRole('cell').nth(1)

async function openPortfolio(page: Page) {
  await page.goto('/portfolio')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My investments')
  await expect(page.getByTestId('portfolio-privacy')).toContainText('Kept only in this browser')
}

/** The figures are computed from every NAV asked for: nothing loading, nothing being worked out. */
async function figuresSettled(page: Page) {
  await expect(summary(page)).toHaveAttribute('aria-busy', 'false')
  await expect(page.getByText(/^(Loading the NAVs of|Updating the figures|Working out the figures)/)).toHaveCount(0)
  await expect(page.getByTestId('scheme-failures')).toHaveCount(0)
}

/** The summary's five figures as the page shows them (each value with its note). */
async function summaryTexts(page: Page): Promise<string[]> {
  await figuresSettled(page)
  return Promise.all(FIGURES.map((term) => figure(page, term).innerText()))
}

/** Chooses a file, checks the preview's button, imports; resolves once the page says it is stored. */
async function importFile(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }, button: string): Promise<void> {
  await fileInput(page).setInputFiles(file)
  const name = typeof file === 'string' ? file.split('/').at(-1)! : file.name
  const preview = page.getByRole('region', { name: `Before importing ${name}` })
  await expect(preview).toBeVisible()
  await expect(preview).toBeFocused()
  await preview.getByRole('button', { name: button, exact: true }).click()
  // Stored: the preview goes. (Its "Imported …" line is the import test's to check.)
  await expect(preview).toHaveCount(0)
  await expect(fileInput(page)).toBeEnabled()
}

/** The document the page keeps in IndexedDB (its transaction records and settings key), read as the page's own store writes it. */
function storedDocument(page: Page): Promise<{ transactions: { id: string; folio: string }[]; sips: { id: string }[] } | undefined> {
  return page.evaluate(
    ({ db, store, keys }) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open(db)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const objects = open.result.transaction(store, 'readonly').objectStore(store)
          const transactions = objects.getAll(IDBKeyRange.bound([keys.transactionTag], [keys.transactionTag, []]))
          const settings = objects.get(keys.settings)
          settings.onerror = () => reject(settings.error)
          settings.onsuccess = () => {
            open.result.close()
            const rows = transactions.result as { id: string; folio: string }[]
            resolve(rows.length === 0 && settings.result === undefined ? undefined : { transactions: rows, sips: [], overrides: {}, ...settings.result })
          }
        }
      }),
    { db: PORTFOLIO_DB, store: PORTFOLIO_STORE, keys: { transactionTag: TRANSACTION_KEY_TAG, settings: SETTINGS_KEY } },
  )
}

/** The ids and folios of what the page stores: part of what no request may carry. */
async function storedSecrets(page: Page): Promise<string[]> {
  const document = await storedDocument(page)
  expect(document, 'the page stored its document in IndexedDB').toBeDefined()
  return [...document!.transactions.flatMap((t) => [t.id, t.folio]), ...document!.sips.map((s) => s.id)].filter(Boolean)
}

/** A fund chosen with the form's picker: typed, then its option clicked. */
async function chooseFund(form: Locator, fund: { name: string; search: string }) {
  const search = form.getByRole('combobox', { name: 'Fund' })
  await search.click()
  await search.pressSequentially(fund.search, { delay: 30 })
  const listbox = form.page().getByRole('listbox')
  await expect(listbox).not.toHaveAttribute('aria-busy', 'true')
  await listbox.getByRole('option').filter({ hasText: fund.name }).first().click()
  // The chosen fund shows in place of the search, with a button to clear it.
  await expect(form.getByRole('button', { name: 'Clear Fund' })).toBeVisible()
  await expect(form.getByRole('group', { name: 'Fund' })).toContainText(fund.name)
}

/** Seeds a portfolio through the page: the casparser statement and the CSV, imported. */
async function importBothStatements(page: Page) {
  await importFile(page, CAS_FILE, 'Import 5 transactions')
  await importFile(page, CSV_FILE, 'Import 3 transactions')
  await expect(transactionsHeading(page)).toHaveText('Transactions (8)')
  await expect(holdings(page).getByRole('rowheader')).toHaveCount(4)
}

// ---------------------------------------------------------------------------------------------
// The tests
// ---------------------------------------------------------------------------------------------

test('a portfolio built by the form: purchases by amount and by units, a redemption and a SIP, with figures worked out from the NAVs', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const requests = recordRequests(context)
  const [hdfc, icici] = await Promise.all([navSeries(request, HDFC_LARGE.code), navSeries(request, ICICI_SMALL.code)])
  const FOLIO = '40917365'
  const typed = { amount: '48213.57', units: '151.2345', redeemed: '97.125', sip: '3417' }

  await openPortfolio(page)
  await expect(page.getByTestId('portfolio-empty')).toContainText('Nothing here yet')
  const form = page.getByRole('form', { name: 'Add a transaction' })
  const saved = page.getByRole('status').filter({ hasText: /^Saved: / })

  // 1. A purchase by amount on a Saturday: done at Monday's NAV, units = amount / NAV to 4 decimals.
  const first = navOnOrAfter(hdfc, '2024-03-16')
  expect(first.date).toBe('2024-03-18')
  const units1 = round(Number(typed.amount) / first.nav, 4)
  await chooseFund(form, HDFC_LARGE)
  await form.getByLabel('Folio number').fill(FOLIO)
  await form.getByLabel('Date').fill('2024-03-16')
  await expect(form.getByLabel('Date')).toHaveAccessibleDescription(
    new RegExp(`^NAV ${escapeRegExp(navText(first.nav))} on 18 Mar 2024, the first NAV after 16 Mar 2024`),
  )
  await form.getByLabel('Amount (₹)').fill(typed.amount)
  await expect(form.getByLabel('Units', { exact: true })).toHaveAccessibleDescription(`${unitsText(units1)} units at that NAV`)
  await form.getByRole('button', { name: 'Add transaction' }).click()
  await expect(transactionsHeading(page)).toHaveText('Transactions (1)')
  const firstRow = transactionRow(page, '18 Mar 2024')
  await expect(firstRow.getByRole('cell').nth(TRANSACTION_UNITS)).toHaveText(unitsText(units1))
  await expect(firstRow).toContainText(`Purchase${HDFC_LARGE.name}${FOLIO}`)
  // Soft: the first entry turns the empty page into the full one, which must keep the form's "Saved" line.
  await expect.soft(saved, 'the first save is confirmed').toHaveText(`Saved: Purchase of ₹48,213.57 (${unitsText(units1)} units) in ${HDFC_LARGE.name} on 18 Mar 2024`)

  // 2. A purchase by units: amount = units × NAV, to the paisa.
  const second = navOnOrAfter(hdfc, '2025-01-10')
  const amount2 = round(Number(typed.units) * second.nav, 2)
  await chooseFund(form, HDFC_LARGE)
  await form.getByLabel('Folio number').fill(FOLIO)
  await form.getByLabel('Date').fill('2025-01-10')
  await form.getByLabel('Units', { exact: true }).fill(typed.units)
  await expect(form.getByLabel('Date')).toHaveAccessibleDescription(new RegExp(`^NAV ${escapeRegExp(navText(second.nav))} on 10 Jan 2025$`))
  await form.getByRole('button', { name: 'Add transaction' }).click()
  await expect(saved).toHaveText(`Saved: Purchase of ₹${grouped(amount2, 2, 2)} (151.2345 units) in ${HDFC_LARGE.name} on 10 Jan 2025`)

  // 3. A partial redemption by units: the first lot goes whole, the second in part (FIFO).
  const sale = navOnOrAfter(hdfc, '2026-06-15')
  const proceeds = round(Number(typed.redeemed) * sale.nav, 2)
  await form.getByRole('radio', { name: 'Redemption' }).check()
  await chooseFund(form, HDFC_LARGE)
  await form.getByLabel('Folio number').fill(FOLIO)
  await form.getByLabel('Date').fill('2026-06-15')
  await form.getByLabel('Units', { exact: true }).fill(typed.redeemed)
  await expect(form.getByLabel('Date')).toHaveAccessibleDescription(new RegExp(`^NAV ${escapeRegExp(navText(sale.nav))} on `))
  await form.getByRole('button', { name: 'Add transaction' }).click()
  await expect(saved).toHaveText(new RegExp(`^Saved: Redemption of ₹${escapeRegExp(grouped(proceeds, 2, 2))} \\(97\\.1250 units\\) in `))
  await expect(transactionsHeading(page)).toHaveText('Transactions (3)')

  // 4. A SIP series, ongoing: an installment on the 7th of each month from April 2025.
  await page.getByRole('tab', { name: 'SIP' }).click()
  const sipForm = page.getByRole('form', { name: 'Add a SIP' })
  await chooseFund(sipForm, ICICI_SMALL)
  await sipForm.getByLabel('Folio number').fill(FOLIO)
  await sipForm.getByLabel('Amount of each installment (₹)').fill(typed.sip)
  await sipForm.getByLabel('Day of the month').fill('7')
  await sipForm.getByLabel('From').fill('2025-04-01')
  await expect(sipForm.getByRole('checkbox', { name: 'Ongoing' })).toBeChecked()
  await expect(sipForm.getByLabel('From')).toHaveAccessibleDescription("The fund's first NAV is of 22 May 2023")
  await sipForm.getByRole('button', { name: 'Add SIP' }).click()
  await expect(saved).toHaveText(`Saved: SIP of ₹3,417.00 in ${ICICI_SMALL.name} on the 7th of each month from 1 Apr 2025`)

  // The figures, by hand: FIFO lots of the HDFC holding, and the SIP's installments at their NAVs.
  const lot2Sold = Number(typed.redeemed) - units1
  expect(lot2Sold, 'the sale reaches into the second lot').toBeGreaterThan(0)
  const lot2SoldCost = (amount2 * lot2Sold) / Number(typed.units)
  const hdfcUnits = units1 + Number(typed.units) - Number(typed.redeemed)
  const hdfcInvested = amount2 - lot2SoldCost
  const realised = proceeds - Number(typed.amount) - lot2SoldCost
  const lastIcici = icici.at(-1)!
  const installments: NavPoint[] = []
  for (let month = new Date(Date.UTC(2025, 3, 7)); ; month.setUTCMonth(month.getUTCMonth() + 1)) {
    const date = month.toISOString().slice(0, 10)
    if (date > lastIcici.date) break
    installments.push(navOnOrAfter(icici, date))
  }
  expect(installments.length).toBe(20)
  const sipUnits = installments.reduce((sum, p) => sum + Number(typed.sip) / p.nav, 0)
  const invested = hdfcInvested + Number(typed.sip) * installments.length
  const value = hdfcUnits * hdfc.at(-1)!.nav + sipUnits * lastIcici.nav

  await figuresSettled(page)
  await expect(figure(page, 'Invested')).toHaveText(new RegExp(`^${escapeRegExp(rupees(invested))}cost of the units held$`))
  await expect(figure(page, 'Current value')).toHaveText(new RegExp(`^${escapeRegExp(rupees(value))}as of 20 Nov 2026$`))
  await expect(figure(page, 'Gain')).toHaveText(new RegExp(`^${escapeRegExp(gain(value - invested))}[+−]\\d+\\.\\d{2}% of invested$`))
  await expect(figure(page, 'XIRR')).toHaveText(/^[+−]?\d+\.\d{2}%a year$/)
  await expect(figure(page, 'Realised gains')).toHaveText(new RegExp(`^${escapeRegExp(gain(realised))}on units sold$`))

  const hdfcRow = holdingRow(page, HDFC_LARGE.name, FOLIO)
  const iciciRow = holdingRow(page, ICICI_SMALL.name, FOLIO)
  await expect(unitsCell(hdfcRow)).toHaveText(unitsText(hdfcUnits))
  await expect(unitsCell(iciciRow)).toHaveText(unitsText(sipUnits))
  // Each holding links to its fund's page.
  await expect(hdfcRow.getByRole('link', { name: HDFC_LARGE.name })).toHaveAttribute('href', new RegExp(`^/fundchart/${HDFC_LARGE.code}/`))
  const before = await summaryTexts(page)

  // 5. Reloaded: all of it is still there, read back from this browser.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My investments')
  await expect(transactionsHeading(page)).toHaveText('Transactions (3)')
  await expect(page.getByRole('heading', { level: 3, name: 'SIPs (1)' })).toBeVisible()
  await expect(unitsCell(holdingRow(page, HDFC_LARGE.name, FOLIO))).toHaveText(unitsText(hdfcUnits))
  await expect(unitsCell(holdingRow(page, ICICI_SMALL.name, FOLIO))).toHaveText(unitsText(sipUnits))
  await expect.poll(() => summaryTexts(page)).toEqual(before)

  const secrets = [FOLIO, ...Object.values(typed).filter((t) => t.length > 3), typed.amount.replace('.', ''), ...(await storedSecrets(page))]
  const calls = expectNothingSent(requests, new URL(baseURL!).origin, secrets)
  expect(calls).toEqual(expect.arrayContaining(['search', 'fundNav']))
})

test('a portfolio built by importing a casparser statement and a CSV: matched by AMFI code and by ISIN, the unmatched listed and left out', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const requests = recordRequests(context)
  const kotak = await navSeries(request, KOTAK_MID.code)
  await openPortfolio(page)
  await expect(page.getByTestId('portfolio-empty')).toBeVisible()

  // The casparser statement: what it holds, before anything is stored.
  await fileInput(page).setInputFiles(CAS_FILE)
  const cas = page.getByRole('region', { name: 'Before importing e2e-cas.json' })
  await expect(cas).toContainText('Read as a casparser statement (CAS). Nothing is stored until you choose Import.')
  await expect(cas.getByRole('heading', { name: 'Schemes matched (2)' })).toBeVisible()
  const matched = cas.getByRole('heading', { name: 'Schemes matched (2)' }).locator('xpath=following-sibling::ul[1]').getByRole('listitem')
  await expect(matched).toHaveText([
    `${HDFC_LARGE.name} (folio 60418273/27, AMFI code 101011, 3 transactions)`,
    `${ICICI_SMALL.name} (folio 71529304, AMFI code 102031, 2 transactions, matched by ISIN)`,
  ])
  await expect(cas.getByRole('heading', { name: 'Schemes not matched (1)' })).toBeVisible()
  await expect(cas).toContainText(
    'Imaginary Horizon Flexi Cap Fund - Growth (folio 88000555, 1 transaction not imported): Neither AMFI code 999999 nor ISIN INF999X01XX4 is a scheme this site knows.',
  )
  await expect(cas.getByText(/^Rows skipped \(1\)/)).toBeVisible()
  // Nothing is stored while the preview shows.
  await expect(page.getByTestId('portfolio-empty')).toBeVisible()
  await cas.getByRole('button', { name: 'Import 5 transactions', exact: true }).click()
  await expect(transactionsHeading(page)).toHaveText('Transactions (5)')
  // Soft: the first import turns the empty page into the full one, which must keep the import's outcome line.
  await expect
    .soft(page.getByRole('status').filter({ hasText: /^Imported e2e-cas\.json: / }), 'the first import is confirmed')
    .toHaveText('Imported e2e-cas.json: 5 transactions added, 0 transactions updated.')
  await expect(unitsCell(holdingRow(page, HDFC_LARGE.name, '60418273/27'))).toHaveText('28.7710')
  await expect(unitsCell(holdingRow(page, ICICI_SMALL.name, '71529304'))).toHaveText('234.1120')
  await expect(holdings(page).getByRole('rowheader')).toHaveCount(2)

  // The CSV: a row by amount only (its NAV filled in from the site's), a row by ISIN, a redemption by units.
  await fileInput(page).setInputFiles(CSV_FILE)
  const csv = page.getByRole('region', { name: 'Before importing e2e-transactions.csv' })
  await expect(csv).toContainText('Read as a CSV of transactions.')
  await expect(csv).toContainText(`${KOTAK_MID.name} (folio 52963018, AMFI code 105021, 2 transactions)`)
  await expect(csv).toContainText(`${ICICI_SMALL_REGULAR.name} (folio 52963018, AMFI code 102032, 1 transaction, matched by ISIN)`)
  await csv.getByRole('button', { name: 'Import 3 transactions', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Imported e2e-transactions\.csv: / })).toHaveText(
    'Imported e2e-transactions.csv: 3 transactions added, 0 transactions updated.',
  )
  await expect(transactionsHeading(page)).toHaveText('Transactions (8)')
  const kotakUnits = round(15000 / navOnOrAfter(kotak, '2024-08-05').nav, 4) - 50
  await expect(unitsCell(holdingRow(page, KOTAK_MID.name, '52963018'))).toHaveText(unitsText(kotakUnits))
  const regular = holdingRow(page, ICICI_SMALL_REGULAR.name, '52963018')
  await expect(unitsCell(regular)).toHaveText('200.0000')
  // A Regular plan held: what the same flows would be worth in the Direct plan.
  await expect(regular).toContainText(/Regular has cost you ₹[\d,]+ so far|The Direct plan would have been worth ₹[\d,]+ less so far/)
  await expect(holdings(page).getByRole('rowheader')).toHaveCount(4)
  // The unmatched scheme is nowhere among what is kept.
  await expect(page.getByRole('main')).not.toContainText('88000555')
  await expect(page.getByRole('main')).not.toContainText('Imaginary Horizon')
  for (const term of FIGURES) await expect(figure(page, term)).toHaveText(/[₹%]/)
  const before = await summaryTexts(page)

  // Reloaded: the same rows and figures.
  await page.reload()
  await expect(transactionsHeading(page)).toHaveText('Transactions (8)')
  await expect(holdings(page).getByRole('rowheader')).toHaveCount(4)
  await expect(unitsCell(holdingRow(page, KOTAK_MID.name, '52963018'))).toHaveText(unitsText(kotakUnits))
  await expect.poll(() => summaryTexts(page)).toEqual(before)

  const calls = expectNothingSent(requests, new URL(baseURL!).origin, [...STATEMENT_SECRETS, ...(await storedSecrets(page))])
  expect(calls).toEqual(expect.arrayContaining(['scheme', 'schemesByIsin', 'fundNav', 'performance']))
})

test('exported, deleted and imported back: the same figures', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000)
  const requests = recordRequests(context)
  await openPortfolio(page)
  await importBothStatements(page)
  const before = await summaryTexts(page)
  const secrets = [...STATEMENT_SECRETS, ...(await storedSecrets(page))]

  // Export (JSON): the whole document, in this page's format.
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export (JSON)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^my-investments-\d{4}-\d{2}-\d{2}\.json$/)
  const exported = await readFile((await download.path())!)
  const file = JSON.parse(exported.toString('utf8')) as { format: string; version: number; transactions: { folio: string }[]; sips: unknown[] }
  expect(file.format).toBe('mf-explorer-portfolio')
  expect(file.version).toBe(1)
  expect(file.transactions).toHaveLength(8)
  expect(new Set(file.transactions.map((t) => t.folio))).toEqual(new Set(['60418273/27', '71529304', '52963018']))

  // Delete everything, after its confirm: the page is empty.
  await page.getByRole('button', { name: 'Delete everything' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete everything?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Delete everything' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByTestId('portfolio-empty')).toContainText('Nothing here yet')
  // Soft: the full page turning empty must keep the outcome line.
  await expect.soft(page.getByRole('status').filter({ hasText: 'Everything is deleted from this browser.' }), 'the delete is confirmed').toBeVisible()
  await expect(summary(page)).toHaveCount(0)
  await expect(transactionsHeading(page)).toHaveText('Transactions (0)')
  expect((await storedDocument(page))?.transactions ?? []).toEqual([])

  // The exported file imported back: the same figures as before the delete.
  await fileInput(page).setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: exported })
  const preview = page.getByRole('region', { name: `Before importing ${download.suggestedFilename()}` })
  await expect(preview).toContainText('Read as an export of this page.')
  await preview.getByRole('button', { name: 'Import 8 transactions', exact: true }).click()
  await expect(transactionsHeading(page)).toHaveText('Transactions (8)')
  await expect(holdings(page).getByRole('rowheader')).toHaveCount(4)
  await expect.poll(() => summaryTexts(page)).toEqual(before)

  expectNothingSent(requests, new URL(baseURL!).origin, secrets)
})

test('a malformed file changes nothing and says where', async ({ page, context, baseURL }) => {
  const requests = recordRequests(context)
  await openPortfolio(page)
  await importFile(page, CSV_FILE, 'Import 3 transactions')
  await expect(transactionsHeading(page)).toHaveText('Transactions (3)')
  const before = await summaryTexts(page)
  const stored = await storedDocument(page)

  // Broken JSON: the line and column where it breaks.
  await fileInput(page).setInputFiles(BROKEN_JSON_FILE)
  const jsonError = page.getByRole('alert').filter({ hasText: 'e2e-broken-cas.json cannot be imported' })
  await expect(jsonError).toContainText(/Line 16, column 13: Not valid JSON: expected ',' or ']'/)
  await expect(jsonError).toContainText('Nothing was changed.')
  await expect(page.getByRole('region', { name: /^Before importing/ })).toHaveCount(0)

  // A CSV with a number that is not one: the row and the column.
  await fileInput(page).setInputFiles(BAD_NUMBER_CSV_FILE)
  const csvError = page.getByRole('alert').filter({ hasText: 'e2e-bad-number.csv cannot be imported' })
  await expect(csvError).toContainText('Row 3, column "amount": expected a positive number')
  await expect(csvError).toContainText('Nothing was changed.')
  await expect(jsonError).toHaveCount(0)

  // And nothing did: not on the page, not in the store, not after a reload.
  await expect(transactionsHeading(page)).toHaveText('Transactions (3)')
  expect(await summaryTexts(page)).toEqual(before)
  expect(await storedDocument(page)).toEqual(stored)
  await page.reload()
  await expect(transactionsHeading(page)).toHaveText('Transactions (3)')
  await expect.poll(() => summaryTexts(page)).toEqual(before)

  expectNothingSent(requests, new URL(baseURL!).origin, [...STATEMENT_SECRETS, '33390017', ...(await storedSecrets(page))])
})

test('many holdings: rows far below skip their rendering until near, and Tab and the tax class dialog still reach them', async ({ page }) => {
  test.setTimeout(90_000)
  // Forty holdings, one purchase each, imported as a CSV.
  const funds = schemes.filter((s) => s.name !== null && s.hasHistory).slice(0, 40)
  const csv = ['date,folio,scheme_code,isin,scheme_name,type,units,amount,nav', ...funds.map((f, i) => `2024-01-1${i % 10},${70_000_000 + i},${f.code},,,purchase,,${10_000 + i},`)].join('\n')
  await page.setViewportSize({ width: 1280, height: 800 })
  await openPortfolio(page)
  await importFile(page, { name: 'e2e-many.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) }, `Import ${funds.length} transactions`)
  await figuresSettled(page)
  await page.evaluate(() => window.scrollTo(0, 0))
  const rows = holdings(page).getByRole('rowgroup').nth(1).getByRole('row')
  await expect(rows).toHaveCount(funds.length)
  // Not one form control in a row: Chrome's autofill styles and lays out every skipped row that has one.
  await expect(holdings(page).locator('input, select, textarea')).toHaveCount(0)

  // A skipped row keeps its own box: what it holds is what goes unrendered.
  const rendered = (row: Locator) => row.getByRole('rowheader').evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))
  const last = rows.last()
  expect(await rendered(rows.first()), 'the first rows render with the figures').toBe(true)
  await expect.poll(() => rendered(last), 'the last row, far below, is skipped').toBe(false)
  // Still in the table: named, and found by the keyboard. Tab from the row above lands on its fund's
  // link, then on its tax class.
  const lastButton = last.getByRole('button', { name: /^Tax class of / })
  await expect(lastButton).toHaveAccessibleName(/^Tax class of .+, folio 700000\d\d: (Equity|Debt|Other)/)
  await rows.nth(funds.length - 2).getByRole('button', { name: /^Tax class of / }).focus()
  await page.keyboard.press('Tab')
  await expect(last.getByRole('rowheader').getByRole('link')).toBeFocused()
  await expect.poll(() => rendered(last), 'a focused row is rendered').toBe(true)
  await page.keyboard.press('Tab')
  await expect(lastButton).toBeFocused()
  await expect(lastButton).toBeInViewport()

  // Its class is changed in the dialog, and the row says so once the figures are worked out again.
  // Escape closes it first, changing nothing, the focus back on the button.
  const dialog = page.getByRole('dialog', { name: 'Tax class' })
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('radio', { checked: true })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(lastButton).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  const { violations } = await new AxeBuilder({ page }).include('dialog').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze()
  expect.soft(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), 'axe, the dialog open').toEqual([])
  const before = await lastButton.innerText()
  const other = dialog.getByRole('radio', { checked: false }).first()
  const chosen = (await other.getAttribute('value'))!
  await other.check()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(lastButton).toBeFocused()
  const label = new RegExp(`^${chosen}`, 'i')
  await expect(lastButton).toHaveText(label)
  await figuresSettled(page)
  await expect(lastButton).toHaveText(label)
  expect(await lastButton.innerText()).not.toBe(before)
})

test('axe finds nothing serious at 375 and 1280 px with a portfolio shown, and a phone never scrolls sideways', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 375, height: 800 })
  await openPortfolio(page)
  await importBothStatements(page)
  await figuresSettled(page)
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    // Two frames: the resize's re-layout and the charts' redraw at the new width have happened.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    await expect(holdings(page)).toBeVisible()
    if (width === 375) {
      // Soft, as axe's: each finding is reported. The message names the elements that stick out past
      // the viewport without a scrolling box to hold them, with their ancestors.
      const sideways = await page.evaluate(() => {
        const { scrollWidth, clientWidth } = document.documentElement
        const name = (el: Element) => `${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join('')}`
        const path = (el: Element) => {
          const parts: string[] = []
          for (let node: Element | null = el; node && parts.length < 6; node = node.parentElement) parts.push(name(node))
          return parts.join(' < ')
        }
        // Clipped by an ancestor that scrolls or hides: for an absolutely positioned element, only
        // from its containing block (offsetParent) up, which is how one escapes a scrolling box.
        const clipped = (el: HTMLElement) => {
          const position = getComputedStyle(el).position
          if (position === 'fixed') return false
          for (let node = position === 'absolute' ? el.offsetParent : el.parentElement; node && node !== document.body; node = node.parentElement) {
            if (getComputedStyle(node).overflowX !== 'visible') return true
          }
          return false
        }
        const out = [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((el) => el.getBoundingClientRect().right > clientWidth + 0.5 && !clipped(el))
          .slice(0, 3)
          .map((el) => `${path(el)} (right edge ${Math.round(el.getBoundingClientRect().right)} px, ${getComputedStyle(el).position})`)
        return { overflow: scrollWidth - clientWidth, out }
      })
      expect.soft(sideways.overflow, `sideways scroll at 375 px: ${sideways.out.join('; ')}`).toBe(0)
    }
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .options({ resultTypes: ['violations'] })
      .analyze()
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect
      .soft(serious.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.any[0]?.message ?? ''})`).join(', ')}`))
      .toEqual([])
  }
})

test.describe('screenshots for docs/screenshots', () => {
  // Written only on request (UPDATE_SCREENSHOTS=1): the PNGs are documentation, not a check.
  test.skip(process.env.UPDATE_SCREENSHOTS !== '1', 'set UPDATE_SCREENSHOTS=1 to write docs/screenshots/portfolio-*.png')

  test('the page with a portfolio at 375 and 1280 px', async ({ page }) => {
    test.setTimeout(90_000)
    await openPortfolio(page)
    await importBothStatements(page)
    // A full-page capture does not scroll: what the page skips rendering off screen (content-visibility)
    // would be blank in the picture, so it is all rendered for it.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      await figuresSettled(page)
      // From the top with nothing focused: the sticky header stays where a visitor first sees it.
      await page.evaluate(() => {
        ;(document.activeElement as HTMLElement | null)?.blur()
        window.scrollTo(0, 0)
      })
      await page.screenshot({ path: join(import.meta.dirname, '..', '..', 'docs', 'screenshots', `portfolio-${width}.png`), fullPage: true })
    }
  })
})
