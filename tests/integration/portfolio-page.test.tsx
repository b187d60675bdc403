/**
 * "My investments" (/portfolio, issue #29): the page around the store and the figures hook, both mocked
 * here (they have tests of their own). The report is computed by the real pure functions of
 * common/portfolio from a small portfolio written by hand, and the figures the page shows are checked
 * against sums worked out below.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createElement } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SchemeHit } from '@common/contract/analytics-schemas'
import type { NavPoint } from '@common/figures/returns'
import { equityLtcgHeadroom, holdingTaxClass, realisedGainsByFy, unrealisedGains, type GainsOptions } from '@common/portfolio/capital-gains'
import { financialYearLabel, financialYearOf } from '@common/portfolio/financial-year'
import { fifoLots, sortTransactions } from '@common/portfolio/lots'
import { EMPTY_PORTFOLIO, type PortfolioDocument } from '@common/portfolio/portfolio-document'
import { figuresOf, type PortfolioReport, type ReportScheme } from '@common/portfolio/report'
import { expandSipSeries } from '@common/portfolio/sip-series'
import { equityLtcgExemption, GRANDFATHERING_NAV_DATE } from '@common/portfolio/tax-rules'
import type { PortfolioTransaction } from '@common/portfolio/transaction'
import { regularPlanCost, valuePortfolio } from '@common/portfolio/valuation'
import type { EntrySectionProps } from '@/features/portfolio/entry/EntrySection'
import type { FilesSectionProps } from '@/features/portfolio/files/FilesSection'
import type { PortfolioState } from '@/features/portfolio/portfolio-store'
import type { PortfolioData } from '@/features/portfolio/use-portfolio-report'
import { findMainHeading, recordRequests, renderRoute } from '../render-route'

const mocks = vi.hoisted(() => ({
  state: { status: 'loading' } as PortfolioState,
  data: null as PortfolioData | null,
  reportCalls: 0,
  setOverride: vi.fn(async () => {}),
}))

vi.mock('@/features/portfolio/portfolio-store', () => ({
  usePortfolio: () => mocks.state,
  portfolioActions: { setOverride: mocks.setOverride },
  NO_STORAGE_REASON: 'This browser does not let the site keep data.',
}))
vi.mock('@/features/portfolio/use-portfolio-report', () => ({
  usePortfolioReport: () => {
    mocks.reportCalls++
    if (!mocks.data) throw new Error('no figures set for this test')
    return mocks.data
  },
}))
// The two sections other modules own: markers that say what of the document they were given.
vi.mock('@/features/portfolio/entry/EntrySection', () => ({
  EntrySection: ({ transactions }: EntrySectionProps) =>
    createElement('div', { 'data-testid': 'entry-section' }, `entry: ${transactions.length} transactions`),
}))
vi.mock('@/features/portfolio/files/FilesSection', () => ({
  FilesSection: ({ document }: FilesSectionProps) =>
    createElement('div', { 'data-testid': 'files-section' }, `files: ${document.transactions.length} transactions`),
}))

// ---- The hand-made portfolio ------------------------------------------------------------------

const ALPHA = 100001 // equity, Direct
const BETA = 100002 // debt, Regular
const BETA_DIRECT = 100003
const TODAY = '2026-03-27' // FY 2025-26

const hit = (schemeCode: number, schemeName: string, fundHouseName: string, subcategory: string, plan: 'Direct' | 'Regular'): SchemeHit => ({
  kind: 'scheme',
  schemeCode,
  schemeName,
  fundHouseId: schemeCode - 100000,
  fundHouseName,
  subcategory,
  plan,
  option: 'Growth',
  ter: null,
  terAsOf: null,
})
const HITS = new Map<number, SchemeHit>([
  [ALPHA, hit(ALPHA, 'Alpha Large Cap Fund - Direct Growth', 'Alpha Mutual Fund', 'Large Cap', 'Direct')],
  [BETA, hit(BETA, 'Beta Gilt Fund - Regular Growth', 'Beta Mutual Fund', 'Gilt', 'Regular')],
])

const nav = (date: string, value: number): NavPoint => ({ date, nav: value })
const tx = (id: string, folio: string, schemeCode: number, date: string, kind: PortfolioTransaction['kind'], units: number, price: number): PortfolioTransaction => ({
  id,
  folio,
  schemeCode,
  date,
  kind,
  units,
  amount: units * price,
  nav: price,
})

/*
 * Alpha (folio F1, equity): 100 units at 100 (2023-04-10), 100 at 120 (2024-06-01).
 *   2024-06-10 sells 50 at 150: lot 1, held > 12 months, long-term at 10 % (before 23 Jul 2024): 7,500 - 5,000 = 2,500.
 *   2025-02-10 sells 100 at 160: 50 of lot 1, long-term at 12.5 %: 8,000 - 5,000 = 3,000;
 *                                50 of lot 2, held < 12 months, short-term at 20 %: 8,000 - 6,000 = 2,000.
 *   2025-09-01 sells 10 at 170: lot 2, long-term at 12.5 %: 1,700 - 1,200 = 500.
 *   Held: 40 units costing 4,800, worth 40 x 180 = 7,200 on 2026-03-20: gain 2,400, long-term equity.
 * Beta (folio F2, debt, Regular): 500 units at 40 on 2025-03-20 (20,000), worth 500 x 44 = 22,000 on
 *   2026-03-20, exactly 365 days later: XIRR 10 %, gain 2,000, short-term (debt bought from 1 Apr 2023).
 *   Its Direct plan: 40 then 45: the same 20,000 would be worth 22,500, so Regular has cost 500.
 * Totals: invested 24,800, value 29,200, gain 4,400 (17.74 %), realised 8,000.
 */
const TRANSACTIONS: PortfolioTransaction[] = [
  tx('a1', 'F1', ALPHA, '2023-04-10', 'purchase', 100, 100),
  tx('a2', 'F1', ALPHA, '2024-06-01', 'purchase', 100, 120),
  tx('a3', 'F1', ALPHA, '2024-06-10', 'redemption', 50, 150),
  tx('a4', 'F1', ALPHA, '2025-02-10', 'redemption', 100, 160),
  tx('a5', 'F1', ALPHA, '2025-09-01', 'redemption', 10, 170),
  tx('b1', 'F2', BETA, '2025-03-20', 'purchase', 500, 40),
]
const DOCUMENT: PortfolioDocument = { transactions: TRANSACTIONS, sips: [], overrides: {} }

const SCHEMES = new Map<number, ReportScheme>([
  [
    ALPHA,
    {
      schemeCode: ALPHA,
      series: [nav('2023-04-10', 100), nav('2024-06-01', 120), nav('2024-06-10', 150), nav('2025-02-10', 160), nav('2025-09-01', 170), nav('2026-03-20', 180)],
      category: { category: 'Equity', subcategory: 'Large Cap' },
      directCode: null,
    },
  ],
  [BETA, { schemeCode: BETA, series: [nav('2025-03-20', 40), nav('2026-03-20', 44)], category: { category: 'Debt', subcategory: 'Gilt' }, directCode: BETA_DIRECT }],
  [BETA_DIRECT, { schemeCode: BETA_DIRECT, series: [nav('2025-03-20', 40), nav('2026-03-20', 45)], category: { category: 'Debt', subcategory: 'Gilt' }, directCode: null }],
])

/** The report as the figures hook computes it, from the pure functions alone. */
function buildReport(document: PortfolioDocument, schemes: ReadonlyMap<number, ReportScheme>, today = TODAY): PortfolioReport {
  const installments = document.sips.flatMap((sip) => expandSipSeries(sip, schemes.get(sip.schemeCode)?.series ?? []))
  const transactions = sortTransactions([...document.transactions, ...installments])
  const fifo = fifoLots(transactions)
  const latest = new Map<number, NavPoint>()
  for (const [code, scheme] of schemes) if (scheme.series.length > 0) latest.set(code, scheme.series.at(-1)!)
  const overrides = new Map(Object.entries(document.overrides))
  const options: GainsOptions = {
    categoryOf: (code) => schemes.get(code)?.category,
    overrides,
    nav31Jan2018: (code) => schemes.get(code)?.series.find((p) => p.date === GRANDFATHERING_NAV_DATE)?.nav,
  }
  const realised = realisedGainsByFy(fifo.holdings, options)
  const unrealised = unrealisedGains(fifo.holdings, latest, options)
  const fy = financialYearOf(today)
  const booked = realised.find((r) => r.fy === fy)?.byClass.equity.longTerm ?? 0
  const classes: PortfolioReport['classes'] = {}
  const regularCosts: PortfolioReport['regularCosts'] = {}
  for (const h of fifo.holdings) {
    classes[h.key] = { taxClass: holdingTaxClass(h, options), overridden: overrides.has(h.key), defaultClass: holdingTaxClass(h, { ...options, overrides: undefined }) }
    const scheme = schemes.get(h.schemeCode)
    const direct = scheme?.directCode ? schemes.get(scheme.directCode) : undefined
    const cost = scheme && direct ? regularPlanCost(h.transactions, scheme.series, direct.series) : null
    if (cost) regularCosts[h.key] = cost
  }
  return {
    transactions,
    valuation: valuePortfolio(transactions, latest, fifo),
    realised,
    unrealised,
    headroom: {
      fy,
      label: financialYearLabel(fy),
      exemption: equityLtcgExemption(fy),
      realisedEquityLtcg: booked,
      remaining: equityLtcgHeadroom(fy, booked),
      unrealisedEquityLtcg: unrealised.byClass.equity.longTerm,
    },
    classes,
    regularCosts,
    sipProblems: {},
  }
}

function figures(report: PortfolioReport | null, overrides: Partial<PortfolioData> = {}): PortfolioData {
  return { report: report && figuresOf(report), computing: false, schemes: HITS, schemesSettled: true, loading: [], failed: [], retry: vi.fn(), ...overrides }
}

function showReady(document: PortfolioDocument, data: PortfolioData) {
  mocks.state = { status: 'ready', document }
  mocks.data = data
}

async function renderPage() {
  const view = await renderRoute('/portfolio')
  expect(await findMainHeading()).toHaveTextContent('My investments')
  return view
}

const summaryValue = (term: string) => {
  const dt = within(screen.getByRole('region', { name: 'Summary' })).getByText(term, { selector: 'dt' })
  return dt.nextElementSibling as HTMLElement
}
const holdingRow = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest<HTMLElement>('[role="row"]')!
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent)

beforeEach(() => {
  mocks.state = { status: 'loading' }
  mocks.data = null
  mocks.reportCalls = 0
  mocks.setOverride.mockClear()
})

describe('the portfolio page: its states', () => {
  it('before the store answers: the title, where the data is kept, and a placeholder that says JavaScript is needed', async () => {
    await renderPage()
    const privacy = screen.getByTestId('portfolio-privacy')
    expect(privacy).toHaveTextContent(/Kept only in this browser/)
    expect(privacy).toHaveTextContent(/never sent to our server or to anyone else/)
    expect(privacy).toHaveTextContent(/Clearing this browser's site data deletes them, so use Export to keep a copy/)
    expect(privacy).toHaveTextContent(/not tax advice/)
    expect(screen.getByText(/This page needs JavaScript/)).toBeInTheDocument()
    // The summary's boxes are already in place, waiting: nothing moves when the figures arrive.
    expect(within(screen.getByRole('region', { name: 'Summary' })).getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Invested',
      'Current value',
      'Gain',
      'XIRR',
      'Realised gains',
    ])
    expect(mocks.reportCalls).toBe(0)
    expect(screen.queryByTestId('entry-section')).not.toBeInTheDocument()
    await expect.poll(() => document.title).toMatch(/^My investments \| /)
  })

  it('unavailable: says why, and keeps the files section (Delete everything) with an empty document', async () => {
    mocks.state = { status: 'unavailable', reason: 'The saved investments could not be read.' }
    await renderPage()
    expect(screen.getByTestId('portfolio-unavailable')).toHaveTextContent('The saved investments could not be read.')
    expect(screen.getByTestId('files-section')).toHaveTextContent('files: 0 transactions')
    expect(screen.queryByTestId('entry-section')).not.toBeInTheDocument()
    expect(mocks.reportCalls).toBe(0)
  })

  it('unavailable because storage is refused: says so, and offers nothing that would need it', async () => {
    mocks.state = { status: 'unavailable', reason: 'This browser does not let the site keep data.' }
    await renderPage()
    expect(screen.getByTestId('portfolio-unavailable')).toHaveTextContent('This browser does not let the site keep data.')
    expect(screen.queryByTestId('files-section')).not.toBeInTheDocument()
    expect(screen.queryByTestId('entry-section')).not.toBeInTheDocument()
  })

  it('empty: invites a first investment or an import, with both sections below', async () => {
    showReady(EMPTY_PORTFOLIO, figures(null))
    await renderPage()
    const invitation = screen.getByTestId('portfolio-empty')
    expect(within(invitation).getByRole('link', { name: 'Add your first investment' })).toHaveAttribute('href', '#portfolio-entry')
    expect(within(invitation).getByRole('link', { name: 'import a statement' })).toHaveAttribute('href', '#portfolio-files')
    expect(screen.getByTestId('entry-section')).toHaveTextContent('entry: 0 transactions')
    expect(screen.getByTestId('files-section')).toBeInTheDocument()
    expect(document.getElementById('portfolio-entry')).toContainElement(screen.getByTestId('entry-section'))
    expect(screen.queryByRole('region', { name: 'Holdings' })).not.toBeInTheDocument()
  })

  it('ready, figures still being computed: the summary waits in its boxes and the sections keep their place', async () => {
    showReady(DOCUMENT, figures(null, { loading: [ALPHA, BETA] }))
    await renderPage()
    expect(screen.getByText('Loading the NAVs of 2 funds…')).toHaveAttribute('role', 'status')
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('heading', { level: 2, name: 'Holdings' })).toBeInTheDocument()
    expect(screen.getByTestId('entry-section')).toHaveTextContent('entry: 6 transactions')
    expect(screen.getByTestId('files-section')).toHaveTextContent('files: 6 transactions')
  })
})

describe('the portfolio page: the figures of a hand-made portfolio', () => {
  beforeEach(() => showReady(DOCUMENT, figures(buildReport(DOCUMENT, SCHEMES))))

  it('sums it up under the labels the issue names', async () => {
    await renderPage()
    expect(summaryValue('Invested')).toHaveTextContent('₹24,800')
    expect(summaryValue('Current value')).toHaveTextContent('₹29,200as of 20 Mar 2026')
    expect(summaryValue('Gain')).toHaveTextContent('+₹4,400+17.74% of invested')
    expect(summaryValue('XIRR')).toHaveTextContent(/^\+\d+\.\d\d%a year$/)
    expect(summaryValue('Realised gains')).toHaveTextContent('+₹8,000')
  })

  it('lists each holding with its fund page, folio, units, NAV and date, figures and the Regular plan cost', async () => {
    await renderPage()
    // Wide: it scrolls inside a labelled, focusable region on a phone, never the page.
    const holdings = screen.getByRole('region', { name: 'Holdings table' })
    expect(holdings).toHaveAttribute('tabindex', '0')
    expect(within(holdings).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Fund',
      'Folio',
      'Units',
      'NAV',
      'Invested',
      'Current value',
      'Gain',
      'XIRR a year',
      'Tax class',
    ])
    // The largest holding first.
    expect(within(holdings).getAllByRole('rowheader').map((h) => h.querySelector('a')?.textContent)).toEqual([
      'Beta Gilt Fund - Regular Growth',
      'Alpha Large Cap Fund - Direct Growth',
    ])

    expect(screen.getByRole('link', { name: 'Alpha Large Cap Fund - Direct Growth' })).toHaveAttribute('href', '/fundchart/100001/Alpha%20Mutual%20Fund')
    expect(screen.getByRole('link', { name: 'Beta Gilt Fund - Regular Growth' })).toHaveAttribute('href', '/fundchart/100002/Beta%20Mutual%20Fund')

    expect(cellsOf(holdingRow('Beta Gilt'))).toEqual(['F2', '500.0000', '₹44.0020 Mar 2026', '₹20,000', '₹22,000', '+₹2,000+10.00%', '+10.00%', expect.any(String)])
    expect(cellsOf(holdingRow('Alpha Large Cap'))).toEqual(['F1', '40.0000', '₹180.0020 Mar 2026', '₹4,800', '₹7,200', '+₹2,400+50.00%', expect.stringMatching(/^\+\d+\.\d\d%$/), expect.any(String)])

    expect(within(holdingRow('Beta Gilt')).getByText(/^Regular has cost you ₹500 so far/)).toHaveTextContent(
      'Regular has cost you ₹500 so far (Direct ₹22,500 against ₹22,000 on 20 Mar 2026)',
    )
    // A Direct plan has nothing to compare against.
    expect(within(holdingRow('Alpha Large Cap')).queryByText(/Regular has cost you/)).not.toBeInTheDocument()
    expect(screen.queryByTestId('holding-problems')).not.toBeInTheDocument()
  })

  it("marks each holding's default tax class, and an override chosen in a dialog goes to the store", async () => {
    await renderPage()
    const alpha = screen.getByRole('button', { name: 'Tax class of Alpha Large Cap Fund - Direct Growth, folio F1: Equity (default)' })
    expect(alpha).toHaveTextContent('Equity (default)')
    expect(alpha).toHaveAttribute('aria-haspopup', 'dialog')
    expect(screen.getByRole('button', { name: /^Tax class of Beta Gilt/ })).toHaveTextContent('Debt (default)')

    await userEvent.click(alpha)
    const dialog = await screen.findByRole('dialog', { name: 'Tax class' })
    expect(dialog).toHaveTextContent('Alpha Large Cap Fund - Direct Growth, folio F1')
    const group = within(dialog).getByRole('group', { name: 'Tax class for capital gains' })
    expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['equity', 'debt', 'other'])
    expect(within(group).getByRole('radio', { name: 'Equity (default)' })).toBeChecked()
    expect(within(group).getByRole('radio', { name: 'Equity (default)' })).toHaveFocus()
    expect(within(group).getByRole('radio', { name: 'Debt' })).toHaveAccessibleDescription(/taxed at your slab rate however long you hold them/)
    // Cancel changes nothing, and the focus is back on the button.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tax class' })).not.toBeInTheDocument())
    expect(mocks.setOverride).not.toHaveBeenCalled()
    expect(alpha).toHaveFocus()

    await userEvent.click(alpha)
    const again = await screen.findByRole('dialog', { name: 'Tax class' })
    await userEvent.click(within(again).getByRole('radio', { name: 'Other' }))
    await userEvent.click(within(again).getByRole('button', { name: 'Save' }))
    expect(mocks.setOverride).toHaveBeenCalledExactlyOnceWith('F1|100001', 'other')
    // Shown at once, before the recomputed report carries it.
    expect(screen.getByRole('button', { name: /^Tax class of Alpha Large Cap/ })).toHaveTextContent('Other')
  })

  it('allocates the current value by category and by fund house, in words as well as bars', async () => {
    await renderPage()
    const byCategory = screen.getByRole('list', { name: 'By category' })
    expect(within(byCategory).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Gilt75.3% ₹22,000', 'Large Cap24.7% ₹7,200'])
    const byHouse = screen.getByRole('list', { name: 'By fund house' })
    expect(within(byHouse).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Beta Mutual Fund75.3% ₹22,000', 'Alpha Mutual Fund24.7% ₹7,200'])
  })

  it('shows realised gains by financial year, short- and long-term by class and rate, newest year first', async () => {
    await renderPage()
    const gains = screen.getByRole('region', { name: 'Capital gains' })
    const years = within(gains).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)
    expect(years).toEqual(['FY 2025-26', 'FY 2024-25'])

    const fy2425 = within(gains).getByRole('table', { name: 'Realised gains, FY 2024-25' })
    expect(within(fy2425).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Class', 'Short-term', 'Long-term'])
    const equity2425 = within(fy2425).getByRole('rowheader', { name: 'Equity' }).closest('tr')!
    // 23 Jul 2024 splits the year's long-term gains: 2,500 at 10 % before it, 3,000 at 12.5 % after.
    expect(cellsOf(equity2425)).toEqual(['+₹2,000at 20 %', '+₹5,500+₹2,500 at 10 %+₹3,000 at 12.5 %'])

    const fy2526 = within(gains).getByRole('table', { name: 'Realised gains, FY 2025-26' })
    expect(cellsOf(within(fy2526).getByRole('rowheader', { name: 'Equity' }).closest('tr')!)).toEqual(['–none', '+₹500at 12.5 %'])
  })

  it('splits the unrealised gains the same way, and says how much equity LTCG this FY can still take', async () => {
    await renderPage()
    const unrealised = screen.getByRole('table', { name: 'Unrealised gains' })
    expect(cellsOf(within(unrealised).getByRole('rowheader', { name: 'Equity' }).closest('tr')!)).toEqual(['–none', '+₹2,400at 12.5 %'])
    expect(cellsOf(within(unrealised).getByRole('rowheader', { name: 'Debt bought from 1 Apr 2023' }).closest('tr')!)).toEqual([
      '+₹2,000at slab rate',
      '–none',
    ])
    expect(cellsOf(within(unrealised).getByRole('rowheader', { name: 'Total' }).closest('tr')!)).toEqual(['+₹2,000', '+₹2,400'])

    // 1,25,000 less the 500 booked on 2025-09-01.
    const headroom = screen.getByTestId('ltcg-headroom')
    expect(headroom).toHaveTextContent('FY 2025-26: you can still book ₹1,24,500 of long-term equity gains within the ₹1.25 lakh exemption.')
    expect(headroom).toHaveTextContent('Booked so far this year: +₹500. Long-term equity gains in your holdings now: +₹2,400.')

    const gains = screen.getByRole('region', { name: 'Capital gains' })
    expect(gains).toHaveTextContent(/NAV of 31 Jan 2018/)
    expect(gains).toHaveTextContent(/losses are not set off across classes here/)
    expect(screen.queryByTestId('grandfathering-missing')).not.toBeInTheDocument()
  })
})

describe('the portfolio page: what is missing or wrong', () => {
  it('names the funds whose NAVs failed, shows "–" for what needs a NAV, and Retry asks again', async () => {
    // Beta's NAVs did not come: its holding has units and no value.
    const schemes = new Map(SCHEMES)
    schemes.delete(BETA)
    schemes.delete(BETA_DIRECT)
    const retry = vi.fn()
    showReady(DOCUMENT, figures(buildReport(DOCUMENT, schemes), { failed: [{ schemeCode: BETA, notFound: false, message: 'The server did not answer.' }], retry }))
    await renderPage()

    const failures = screen.getByTestId('scheme-failures')
    expect(failures).toHaveTextContent('Beta Gilt Fund - Regular Growth: The server did not answer.')
    await userEvent.click(within(failures).getByRole('button', { name: 'Retry' }))
    expect(retry).toHaveBeenCalledOnce()

    const beta = holdingRow('Beta Gilt')
    expect(cellsOf(beta).slice(0, 6)).toEqual(['F2', '500.0000', '–not known', '₹20,000', '–not known', '–not known'])
    expect(screen.getByTestId('holding-problems')).toHaveTextContent(
      'No NAV yet for Beta Gilt Fund - Regular Growth (folio F2): its value is left out of the totals.',
    )
    // The totals are Alpha's: its value and gain, against its own cost.
    expect(summaryValue('Current value')).toHaveTextContent('₹7,200')
    expect(summaryValue('Gain')).toHaveTextContent('+₹2,400+50.00% of invested')
  })

  it('lists a sale of more units than were bought, plainly', async () => {
    const document: PortfolioDocument = { ...DOCUMENT, transactions: [...TRANSACTIONS, tx('a6', 'F1', ALPHA, '2026-01-05', 'redemption', 50, 175)] }
    showReady(document, figures(buildReport(document, SCHEMES)))
    await renderPage()
    // 40 units held, 50 sold: 10 short, 10 x 175 of the proceeds unmatched.
    expect(screen.getByTestId('holding-problems')).toHaveTextContent(
      'A sale on 5 Jan 2026 in Alpha Large Cap Fund - Direct Growth (folio F1) sells 10.0000 units more than were held; ₹1,750 of its proceeds is left out of the gains. A purchase is probably missing.',
    )
  })

  it('an overridden class can go back to its default', async () => {
    const document: PortfolioDocument = { ...DOCUMENT, overrides: { 'F2|100002': 'other' } }
    showReady(document, figures(buildReport(document, SCHEMES)))
    await renderPage()
    const beta = screen.getByRole('button', { name: /^Tax class of Beta Gilt/ })
    expect(beta).toHaveTextContent('Other')
    // Its default is still named, and choosing it removes the override.
    await userEvent.click(beta)
    const dialog = await screen.findByRole('dialog', { name: 'Tax class' })
    expect(within(dialog).getByRole('radio', { name: 'Other' })).toBeChecked()
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Debt (default)' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(mocks.setOverride).toHaveBeenCalledExactlyOnceWith('F2|100002', null)
  })
})

describe('the portfolio page: the header and requests', () => {
  it('is linked in the header as "My investments", marked as the current page', async () => {
    showReady(EMPTY_PORTFOLIO, figures(null))
    await renderPage()
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main', hidden: true })
    const link = within(nav).getByRole('link', { name: 'My investments', hidden: true })
    expect(link).toHaveAttribute('href', '/portfolio')
    expect(link).toHaveAttribute('aria-current', 'page')
  })

  it('sends nothing of the portfolio: no request of its own, none carrying a folio', async () => {
    const recorder = recordRequests()
    showReady(DOCUMENT, figures(buildReport(DOCUMENT, SCHEMES)))
    await renderPage()
    await screen.findByRole('table', { name: 'Unrealised gains' })
    // The layout's data-source strip asks for /api/v1/meta; the page itself asks for nothing (the figures
    // hook, mocked here, makes the public NAV calls).
    expect(recorder.requests.filter((r) => r.path !== '/api/v1/meta')).toEqual([])
    expect(recorder.requests.some((r) => /F1|F2|100001/.test(r.path + r.body))).toBe(false)
    recorder.stop()
  })
})

describe('the portfolio page: accessibility', () => {
  it.each([
    ['loading', () => undefined],
    ['ready', () => showReady(DOCUMENT, figures(buildReport(DOCUMENT, SCHEMES), { failed: [{ schemeCode: BETA, notFound: true, message: '' }] }))],
  ])('has no axe violations while %s (colour contrast is checked in a browser)', async (_state, arrange) => {
    arrange()
    const axe = (await import('axe-core')).default
    await renderPage()
    const result = await axe.run(document.getElementById('main')!, { rules: { 'color-contrast': { enabled: false } } })
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 100)).join(' | ')}`)).toEqual([])
  })
})
