/**
 * Entering investments on "My investments" (issue 29): the transaction form, the SIP form, the lists,
 * over the msw fixtures. The store is mocked: the section's writes are what these tests read. Figures
 * are worked out by hand from the fixture's NAVs (mocks/fixtures/nav-history.ts, checked below).
 *
 * 101011 HDFC Large Cap Fund - Direct Plan - Growth, 101012 its Regular plan. 15 Aug 2025 (a Friday)
 * is a market holiday: the next NAVs are of Monday 18 Aug, 743.5761 (101011) and 697.7343 (101012).
 * India's today in tests is 20 Nov 2026, the fixtures' latest NAV date.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SchemeHit } from '@common/contract/analytics-schemas'
import type { PortfolioDocument } from '@common/portfolio/portfolio-document'
import type { SipSeries } from '@common/portfolio/sip-series'
import type { PortfolioTransaction } from '@common/portfolio/transaction'
import { navHistoryOf, schemeReference } from '@mocks/fixtures'
import { createQueryClient } from '@/api/query-client'
import { theme } from '@/app/theme'
import { ModalsHost } from '@/components/modals-host'
import { EntrySection } from '@/features/portfolio/entry/EntrySection'
import { schemeNavSeries } from '@/features/portfolio/scheme-navs'
import { portfolioActions } from '@/features/portfolio/portfolio-store'
import { recordRequests } from '../render-route'

vi.mock('@/features/portfolio/portfolio-store', () => ({
  usePortfolio: vi.fn(),
  portfolioActions: {
    upsertTransactions: vi.fn(async () => {}),
    deleteTransactions: vi.fn(async () => {}),
    upsertSip: vi.fn(async () => {}),
    deleteSip: vi.fn(async () => {}),
    setOverride: vi.fn(async () => {}),
    merge: vi.fn(async () => {}),
    clear: vi.fn(async () => {}),
  },
}))

const DIRECT = 101011
const REGULAR = 101012
const DIRECT_NAME = 'HDFC Large Cap Fund - Direct Plan - Growth'
const REGULAR_NAME = 'HDFC Large Cap Fund - Regular Plan - Growth'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const navOf = (code: number, date: string) => navHistoryOf(code).find((p) => p.date === date)?.nav

// jsdom has no layout: Mantine's Combobox scrolls the highlighted option into view.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {}
})
beforeEach(() => {
  vi.clearAllMocks()
})

const EMPTY: PortfolioDocument = { transactions: [], sips: [], overrides: {} }

function renderEntry(document: PortfolioDocument = EMPTY, schemes: ReadonlyMap<number, SchemeHit> = new Map()) {
  const queryClient = createQueryClient({ retry: false })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} withCssVariables={false}>
        <EntrySection transactions={document.transactions} sips={document.sips} schemes={schemes} />
        <ModalsHost />
      </MantineProvider>
    </QueryClientProvider>,
  )
  return { ...view, queryClient }
}

const form = (name: RegExp | string) => screen.getByRole('form', { name })
const addForm = () => form('Add a transaction')
/** The message Mantine ties to a field (aria-describedby), and the field marked invalid. */
function expectMessage(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true')
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message))
}

async function chooseFund(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, label: string, words: string, name: string) {
  const field = within(scope).getByRole('combobox', { name: label })
  await user.click(field)
  await user.type(field, words)
  const list = await screen.findByRole('listbox', { name: label })
  await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'))
  const option = within(list).getByRole('option', { name: new RegExp(`^${name}`) })
  // The keyboard's way: down to the option, Enter.
  while (field.getAttribute('aria-activedescendant') !== option.id) await user.keyboard('{ArrowDown}')
  await user.keyboard('{Enter}')
  return within(scope).findByRole('group', { name: label })
}

const setDate = (scope: HTMLElement, label: string, value: string) => fireEvent.change(within(scope).getByLabelText(label), { target: { value } })

describe('the fixture NAVs the figures are worked out from', () => {
  it('has no NAV on 15 Aug 2025 and these on 18 Aug', () => {
    expect(navOf(DIRECT, '2025-08-15')).toBeUndefined()
    expect(navOf(DIRECT, '2025-08-18')).toBe(743.5761)
    expect(navOf(REGULAR, '2025-08-18')).toBe(697.7343)
    expect(navHistoryOf(DIRECT)[0]).toEqual({ date: '2023-05-22', nav: 606.537 })
  })
})

describe('schemeNavSeries', () => {
  it("reads a fund's NAVs through the fund page's queries, oldest first, asking for the house only when not told", async () => {
    const queryClient = createQueryClient({ retry: false })
    const recorder = recordRequests()
    const series = await schemeNavSeries(queryClient, DIRECT)
    expect(series).toEqual(navHistoryOf(DIRECT))
    expect(recorder.count(`/scheme/${DIRECT}`)).toBe(1)
    expect(recorder.count('/fund-nav')).toBe(1)
    // Cached: no second request, the same points.
    expect(await schemeNavSeries(queryClient, DIRECT, 'HDFC Mutual Fund')).toBe(series)
    // Told the house: no reference call.
    await schemeNavSeries(queryClient, REGULAR, 'HDFC Mutual Fund')
    recorder.stop()
    expect(recorder.count('/scheme/')).toBe(1)
    expect(recorder.count('/fund-nav')).toBe(2)
  })
})

describe('the transaction form', () => {
  it('says what is missing or wrong next to each field, and keeps what was typed', async () => {
    const user = userEvent.setup()
    const held: PortfolioTransaction = { id: 'p1', folio: 'F1', schemeCode: DIRECT, date: '2025-01-10', kind: 'purchase', units: 20, amount: 12000, nav: 600 }
    renderEntry({ ...EMPTY, transactions: [held] })
    const scope = addForm()
    const save = within(scope).getByRole('button', { name: 'Add transaction' })

    await user.click(save)
    const fund = within(scope).getByRole('combobox', { name: 'Fund' })
    expectMessage(fund, 'Choose a fund')
    expectMessage(within(scope).getByLabelText('Date'), 'Enter the date of the transaction')
    expectMessage(within(scope).getByLabelText('Amount (₹)'), 'Enter the amount in rupees or the number of units')
    // The keyboard is taken to the first field to fix.
    expect(fund).toHaveFocus()

    const chosen = await chooseFund(user, scope, 'Fund', 'hdfc large cap', DIRECT_NAME)
    expect(chosen).toHaveTextContent(DIRECT_NAME)
    expect(chosen).toHaveTextContent('HDFC Mutual Fund · Direct plan · Growth')
    // The fund's NAVs are in once the date field offers its first NAV's day.
    await waitFor(() => expect(within(scope).getByLabelText('Date')).toHaveAttribute('min', '2023-05-22'))
    expect(within(scope).getByLabelText('Date')).toHaveAttribute('max', '2026-11-20')

    setDate(scope, 'Date', '2026-11-21')
    await user.type(within(scope).getByLabelText('Amount (₹)'), 'ten thousand')
    await user.click(save)
    expectMessage(within(scope).getByLabelText('Date'), 'The date is in the future: enter 20 Nov 2026 or an earlier day')
    expectMessage(within(scope).getByLabelText('Amount (₹)'), 'Enter the amount as a number of rupees, such as 5000 or 2500.50')
    expect(within(scope).getByLabelText('Amount (₹)')).toHaveValue('ten thousand')

    setDate(scope, 'Date', '2023-05-19')
    await user.clear(within(scope).getByLabelText('Amount (₹)'))
    await user.type(within(scope).getByLabelText('Amount (₹)'), '5000')
    await user.type(within(scope).getByLabelText('Units'), '10')
    await user.click(save)
    expectMessage(within(scope).getByLabelText('Date'), "This fund's first NAV is of 22 May 2023: enter that day or a later one")
    expectMessage(within(scope).getByLabelText('Amount (₹)'), 'Enter the amount or the units, not both')
    expect(within(scope).getByLabelText('Date')).toHaveValue('2023-05-19')

    // A redemption of more units than folio F1 holds (20 bought on 10 Jan 2025).
    await user.click(within(scope).getByRole('radio', { name: 'Redemption' }))
    await user.type(within(scope).getByLabelText('Folio number'), 'F1')
    setDate(scope, 'Date', '2025-08-18')
    await user.clear(within(scope).getByLabelText('Amount (₹)'))
    await user.clear(within(scope).getByLabelText('Units'))
    await user.type(within(scope).getByLabelText('Units'), '25')
    await user.click(save)
    expectMessage(within(scope).getByLabelText('Units'), 'That is 25.0000 units, but folio F1 holds 20.0000 units of the fund on 18 Aug 2025')

    expect(portfolioActions.upsertTransactions).not.toHaveBeenCalled()
  })

  it('buys at the first NAV after a holiday, units rounded as registrars round them, asking only public calls', async () => {
    const user = userEvent.setup()
    const recorder = recordRequests()
    renderEntry()
    const scope = addForm()
    await chooseFund(user, scope, 'Fund', 'hdfc large cap', DIRECT_NAME)
    setDate(scope, 'Date', '2025-08-15')
    await user.type(within(scope).getByLabelText('Amount (₹)'), '10,000')
    // ₹10,000 / 743.5761 = 13.44852... (743.5761 x 13.4485 = 9,999.98; x 13.4486 = 10,000.06): 13.4485 units.
    const date = within(scope).getByLabelText('Date')
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(
        'NAV ₹743.5761 on 18 Aug 2025, the first NAV after 15 Aug 2025: the transaction is recorded on that day',
      ),
    )
    expect(within(scope).getByLabelText('Units')).toHaveAccessibleDescription('13.4485 units at that NAV')

    await user.click(within(scope).getByRole('button', { name: 'Add transaction' }))
    await waitFor(() => expect(portfolioActions.upsertTransactions).toHaveBeenCalledTimes(1))
    const [rows] = vi.mocked(portfolioActions.upsertTransactions).mock.calls[0]!
    expect(rows).toEqual([
      { id: expect.stringMatching(UUID), kind: 'purchase', folio: '', schemeCode: DIRECT, date: '2025-08-18', units: 13.4485, amount: 10000, nav: 743.5761 },
    ])
    expect(screen.getByText(`Saved: Purchase of ₹10,000.00 (13.4485 units) in ${DIRECT_NAME} on 18 Aug 2025`)).toBeInTheDocument()
    // The form is empty again for the next one.
    expect(within(scope).getByLabelText('Amount (₹)')).toHaveValue('')
    expect(within(scope).getByRole('combobox', { name: 'Fund' })).toBeInTheDocument()

    // Only the search and the fund's NAV history went out (the pick primed the scheme's reference),
    // and nothing of the portfolio is in them.
    recorder.stop()
    const paths = new Set(recorder.requests.map((r) => r.path.replace(/\/+$/, '').split('/').slice(-1)[0]))
    expect([...paths].sort()).toEqual(['fund-nav', 'search'])
    for (const request of recorder.requests) expect(`${request.path} ${request.body}`).not.toMatch(/10000|10,000|13\.4485|2025-08/)
  })

  it('makes a switch two legs on one date sharing a switchId, the switch-in bought with the proceeds', async () => {
    const user = userEvent.setup()
    const held: PortfolioTransaction = { id: 'p1', folio: 'F1', schemeCode: DIRECT, date: '2025-01-10', kind: 'purchase', units: 20, amount: 12000, nav: 600 }
    renderEntry({ ...EMPTY, transactions: [held] })
    const scope = addForm()
    await user.click(within(scope).getByRole('radio', { name: 'Switch' }))
    await chooseFund(user, scope, 'Switch out of', 'hdfc large cap', DIRECT_NAME)
    await user.type(within(scope).getByLabelText('Folio number'), 'F1')
    setDate(scope, 'Date', '2025-08-15')
    await user.type(within(scope).getByLabelText('Units'), '5')
    await chooseFund(user, scope, 'Switch into', 'hdfc large cap regular', REGULAR_NAME)
    // 5 x 743.5761 = ₹3,717.8805, ₹3,717.88 paid out; / 697.7343 = 5.32850... units of the Regular plan.
    await waitFor(() =>
      expect(within(scope).getByRole('group', { name: 'Switch into' })).toHaveAccessibleDescription(
        'NAV ₹697.7343 on 18 Aug 2025: ₹3,717.88 buys 5.3285 units',
      ),
    )
    await user.click(within(scope).getByRole('button', { name: 'Add transaction' }))
    await waitFor(() => expect(portfolioActions.upsertTransactions).toHaveBeenCalledTimes(1))
    const [rows] = vi.mocked(portfolioActions.upsertTransactions).mock.calls[0]!
    expect(rows).toEqual([
      { id: expect.stringMatching(UUID), kind: 'switch-out', folio: 'F1', schemeCode: DIRECT, date: '2025-08-18', units: 5, amount: 3717.88, nav: 743.5761, switchId: expect.stringMatching(UUID) },
      { id: expect.stringMatching(UUID), kind: 'switch-in', folio: 'F1', schemeCode: REGULAR, date: '2025-08-18', units: 5.3285, amount: 3717.88, nav: 697.7343, switchId: expect.stringMatching(UUID) },
    ])
    expect(rows[0]!.switchId).toBe(rows[1]!.switchId)
    expect(rows[0]!.id).not.toBe(rows[1]!.id)
  })
})

describe('editing and deleting', () => {
  const purchase: PortfolioTransaction = { id: 'p1', folio: 'F1', schemeCode: DIRECT, date: '2025-08-18', kind: 'purchase', units: 13.4485, amount: 10000, nav: 743.5761 }
  const out: PortfolioTransaction = { id: 'so', folio: 'F1', schemeCode: DIRECT, date: '2025-08-19', kind: 'switch-out', units: 2, amount: 1483.8, nav: 741.9019, switchId: 'sw' }
  const into: PortfolioTransaction = { id: 'si', folio: 'F1', schemeCode: REGULAR, date: '2025-08-19', kind: 'switch-in', units: 2.1315, amount: 1483.8, nav: 696.1357, switchId: 'sw' }
  const schemes = new Map([DIRECT, REGULAR].map((code) => [code, schemeReference(code)!]))
  const document: PortfolioDocument = { ...EMPTY, transactions: [purchase, out, into] }

  it('fills the form with a purchase, shows its fund without asking for it, and saves it under its id', async () => {
    const user = userEvent.setup()
    const recorder = recordRequests()
    renderEntry(document, schemes)
    await user.click(screen.getByRole('button', { name: 'Edit purchase of 18 Aug 2025' }))
    const scope = form('Edit the transaction')
    expect(within(scope).getByText('Edit the transaction')).toHaveFocus()
    expect(within(scope).getByRole('group', { name: 'Fund' })).toHaveTextContent(DIRECT_NAME)
    expect(within(scope).getByLabelText('Folio number')).toHaveValue('F1')
    expect(within(scope).getByLabelText('Date')).toHaveValue('2025-08-18')
    const amount = within(scope).getByLabelText('Amount (₹)')
    expect(amount).toHaveValue('10000')

    // ₹20,000 / 743.5761 = 26.89704...: 26.8970 units.
    await user.clear(amount)
    await user.type(amount, '20000')
    await user.click(within(scope).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(portfolioActions.upsertTransactions).toHaveBeenCalledTimes(1))
    expect(vi.mocked(portfolioActions.upsertTransactions).mock.calls[0]![0]).toEqual([{ ...purchase, units: 26.897, amount: 20000 }])
    expect(portfolioActions.deleteTransactions).not.toHaveBeenCalled()
    // Back to a new entry, which takes the focus the Save button had; the section says what was saved.
    const fresh = await screen.findByRole('form', { name: 'Add a transaction' })
    expect(within(fresh).getByText('Add a transaction')).toHaveFocus()
    expect(screen.getByText(`Saved: Purchase of ₹20,000.00 (26.8970 units) in ${DIRECT_NAME} on 18 Aug 2025`)).toHaveAttribute('role', 'status')
    recorder.stop()
    expect(recorder.count('/scheme/')).toBe(0)
  })

  it('edits a switch as both its legs', async () => {
    const user = userEvent.setup()
    renderEntry(document, schemes)
    // From the switch-in's row: the form has the switch, from the fund switched out of.
    await user.click(screen.getByRole('button', { name: 'Edit switch in of 19 Aug 2025' }))
    const scope = form('Edit the transaction')
    expect(within(scope).getByRole('radio', { name: 'Switch' })).toBeChecked()
    expect(within(scope).getByRole('group', { name: 'Switch out of' })).toHaveTextContent(DIRECT_NAME)
    expect(within(scope).getByRole('group', { name: 'Switch into' })).toHaveTextContent(REGULAR_NAME)
    expect(within(scope).getByLabelText('Units')).toHaveValue('2')
    // 1 unit x 741.9019 = ₹741.90; / 696.1357 = 1.06574...: 1.0657 units in.
    const units = within(scope).getByLabelText('Units')
    await user.clear(units)
    await user.type(units, '1')
    await user.click(within(scope).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(portfolioActions.upsertTransactions).toHaveBeenCalledTimes(1))
    expect(vi.mocked(portfolioActions.upsertTransactions).mock.calls[0]![0]).toEqual([
      { ...out, units: 1, amount: 741.9 },
      { ...into, units: 1.0657, amount: 741.9 },
    ])
  })

  it('deletes after a confirm, a switch with both its legs, and keeps everything on Cancel', async () => {
    const user = userEvent.setup()
    renderEntry(document, schemes)
    await user.click(screen.getByRole('button', { name: 'Delete purchase of 18 Aug 2025' }))
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this transaction?' })
    expect(dialog).toHaveTextContent(`This deletes the purchase of 18 Aug 2025 in ${DIRECT_NAME} from this browser.`)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(portfolioActions.deleteTransactions).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Delete purchase of 18 Aug 2025' }))
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this transaction?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(portfolioActions.deleteTransactions).toHaveBeenCalledWith(['p1']))

    await user.click(screen.getByRole('button', { name: 'Delete switch out of 19 Aug 2025' }))
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this switch?' })
    expect(dialog).toHaveTextContent(`from ${DIRECT_NAME} to ${REGULAR_NAME} (both its legs)`)
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(portfolioActions.deleteTransactions).toHaveBeenLastCalledWith(['so', 'si']))
  })

  it('says which rows can only be deleted', () => {
    const dividend: PortfolioTransaction = { id: 'd', folio: 'F1', schemeCode: DIRECT, date: '2025-09-01', kind: 'dividend-payout', units: 0, amount: 40, nav: 0 }
    renderEntry({ ...EMPTY, transactions: [dividend] }, schemes)
    const row = screen.getByRole('row', { name: /Dividend paid out/ })
    expect(within(row).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument()
    expect(within(row).getByText('Delete only')).toHaveAccessibleDescription(/can be deleted here but not edited/)
    expect(within(row).getByRole('button', { name: 'Delete dividend paid out of 1 Sept 2025' })).toBeInTheDocument()
  })
})

describe('the list', () => {
  it('shows the latest 50, newest first, and 50 more on request', async () => {
    const user = userEvent.setup()
    // 120 purchases, one a day from 1 Jan 2025: the newest is 30 Apr 2025.
    const transactions = Array.from({ length: 120 }, (_, i): PortfolioTransaction => {
      const date = new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10)
      return { id: `t${i}`, folio: 'F1', schemeCode: DIRECT, date, kind: 'purchase', units: 1, amount: 700, nav: 700 }
    })
    renderEntry({ ...EMPTY, transactions })
    expect(screen.getByRole('heading', { name: 'Transactions (120)' })).toBeInTheDocument()
    const table = () => within(screen.getByRole('region', { name: 'Transactions, newest first' }))
    let rows = table().getAllByRole('row').slice(1)
    expect(rows).toHaveLength(50)
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 7)).toEqual([
      '30 Apr 2025',
      'Purchase',
      'Scheme 101011',
      'F1',
      '1.0000',
      '₹700.00',
      '₹700.00',
    ])
    expect(rows[49]).toHaveTextContent('12 Mar 2025')
    expect(screen.getByText('Showing the latest 50 of 120')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show 50 more' }))
    rows = table().getAllByRole('row').slice(1)
    expect(rows).toHaveLength(100)
    await user.click(screen.getByRole('button', { name: 'Show 20 more' }))
    expect(table().getAllByRole('row').slice(1)).toHaveLength(120)
    expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).not.toBeInTheDocument()
  })
})

describe('the SIP form', () => {
  it('checks the amount, the day and the dates, and saves the series', async () => {
    const user = userEvent.setup()
    renderEntry()
    await user.click(screen.getByRole('tab', { name: 'SIP' }))
    const scope = form('Add a SIP')
    const save = within(scope).getByRole('button', { name: 'Add SIP' })
    await user.click(save)
    expectMessage(within(scope).getByRole('combobox', { name: 'Fund' }), 'Choose a fund')
    expectMessage(within(scope).getByLabelText('Amount of each installment (₹)'), 'Enter the amount of each installment')
    expectMessage(within(scope).getByLabelText('Day of the month'), 'Enter a day of the month from 1 to 28')
    expectMessage(within(scope).getByLabelText('From'), 'Enter the date of the first installment')

    await chooseFund(user, scope, 'Fund', 'hdfc large cap', DIRECT_NAME)
    await user.type(within(scope).getByLabelText('Amount of each installment (₹)'), '2500.50')
    await user.type(within(scope).getByLabelText('Day of the month'), '29')
    setDate(scope, 'From', '2023-05-01')
    await user.click(within(scope).getByRole('checkbox', { name: 'Ongoing' }))
    await waitFor(() => expect(within(scope).getByLabelText('From')).toHaveAttribute('min', '2023-05-22'))
    await user.click(save)
    expectMessage(within(scope).getByLabelText('Amount of each installment (₹)'), 'Enter whole rupees, such as 5000, without paise')
    expectMessage(within(scope).getByLabelText('Day of the month'), 'Enter a day of the month from 1 to 28')
    expectMessage(within(scope).getByLabelText('From'), "This fund's first NAV is of 22 May 2023: start on that day or later")
    expectMessage(within(scope).getByLabelText('To'), 'Enter the date of the last installment, or tick "Ongoing"')
    expect(portfolioActions.upsertSip).not.toHaveBeenCalled()

    await user.clear(within(scope).getByLabelText('Amount of each installment (₹)'))
    await user.type(within(scope).getByLabelText('Amount of each installment (₹)'), '2500')
    await user.clear(within(scope).getByLabelText('Day of the month'))
    await user.type(within(scope).getByLabelText('Day of the month'), '5')
    setDate(scope, 'From', '2024-01-05')
    setDate(scope, 'To', '2025-12-05')
    await user.type(within(scope).getByLabelText('Folio number'), '99 / 1')
    await user.click(save)
    await waitFor(() => expect(portfolioActions.upsertSip).toHaveBeenCalledTimes(1))
    expect(vi.mocked(portfolioActions.upsertSip).mock.calls[0]![0]).toEqual({
      id: expect.stringMatching(UUID),
      folio: '99/1',
      schemeCode: DIRECT,
      amount: 2500,
      day: 5,
      from: '2024-01-05',
      to: '2025-12-05',
    })
  })

  it('lists the series, edits one under its id and deletes one after a confirm', async () => {
    const user = userEvent.setup()
    const sip: SipSeries = { id: 'sip1', folio: 'F1', schemeCode: DIRECT, amount: 5000, day: 10, from: '2024-02-10', to: null }
    renderEntry({ ...EMPTY, sips: [sip] }, new Map([[DIRECT, schemeReference(DIRECT)!]]))
    const row = screen.getByRole('row', { name: new RegExp(DIRECT_NAME) })
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 6)).toEqual([DIRECT_NAME, 'F1', '₹5,000.00', '10th', '10 Feb 2024', 'Ongoing'])

    await user.click(within(row).getByRole('button', { name: `Edit SIP in ${DIRECT_NAME} from 10 Feb 2024` }))
    const scope = form('Edit the SIP')
    expect(within(scope).getByRole('checkbox', { name: 'Ongoing' })).toBeChecked()
    const amount = within(scope).getByLabelText('Amount of each installment (₹)')
    expect(amount).toHaveValue('5000')
    await user.clear(amount)
    await user.type(amount, '7500')
    await waitFor(() => expect(within(scope).getByLabelText('From')).toHaveAttribute('min', '2023-05-22'))
    await user.click(within(scope).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(portfolioActions.upsertSip).toHaveBeenCalledWith({ ...sip, amount: 7500 }))

    await user.click(within(row).getByRole('button', { name: `Delete SIP in ${DIRECT_NAME} from 10 Feb 2024` }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this SIP?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(portfolioActions.deleteSip).toHaveBeenCalledWith('sip1'))
  })
})
