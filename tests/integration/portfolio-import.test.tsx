import { readFileSync } from 'node:fs'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SchemeHit } from '@common/contract/analytics-schemas'
import { parsePortfolioFile, portfolioFileOf } from '@common/portfolio/portfolio-file'
import { EMPTY_PORTFOLIO, type PortfolioDocument } from '@common/portfolio/portfolio-document'
import type { PortfolioTransaction } from '@common/portfolio/transaction'
import { transactionsToCsv } from '@common/portfolio/transactions-csv'
import { navHistoryOf, schemeReference } from '@mocks/fixtures'
import { createQueryClient } from '@/api/query-client'
import { theme } from '@/app/theme'
import { ModalsHost } from '@/components/modals-host'
import { FilesSection, type FilesSectionProps } from '@/features/portfolio/files/FilesSection'
import { exportFileName } from '@/features/portfolio/files/download'
import { portfolioActions } from '@/features/portfolio/portfolio-store'

// The store is the other side of this section: its writes are what the tests look at.
vi.mock('@/features/portfolio/portfolio-store', () => ({
  usePortfolio: vi.fn(),
  portfolioActions: {
    upsertTransactions: vi.fn(),
    deleteTransactions: vi.fn(),
    upsertSip: vi.fn(),
    deleteSip: vi.fn(),
    setOverride: vi.fn(),
    merge: vi.fn(),
    clear: vi.fn(),
  },
}))

const store = vi.mocked(portfolioActions)

const casMatching = readFileSync('tests/fixtures/portfolio/cas-matching.json', 'utf8')
const amountOnlyCsv = readFileSync('tests/fixtures/portfolio/amount-only.csv', 'utf8')

const LARGE_CAP = 101011
const MID_CAP = 101021
const FILE_LABEL = 'Statement or export file (.json or .csv)'

const held: PortfolioDocument = {
  transactions: [
    { id: 'a', folio: '1/1', schemeCode: LARGE_CAP, date: '2024-01-15', kind: 'purchase', units: 10, amount: 1000, nav: 100 },
    { id: 'b', folio: '1/1', schemeCode: LARGE_CAP, date: '2024-06-03', kind: 'redemption', units: 4, amount: 480, nav: 120 },
  ],
  sips: [{ id: 'sip-1', folio: '', schemeCode: MID_CAP, amount: 5000, day: 5, from: '2024-02-05', to: null }],
  overrides: {},
}
const schemes = new Map<number, SchemeHit>([[LARGE_CAP, schemeReference(LARGE_CAP)!]])

function renderFiles(props: Partial<FilesSectionProps> = {}) {
  const queryClient = createQueryClient({ retry: false })
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <FilesSection document={EMPTY_PORTFOLIO} schemes={schemes} {...props} />
        <ModalsHost />
      </QueryClientProvider>
    </MantineProvider>,
  )
}

async function choose(text: string, name: string) {
  await userEvent.upload(screen.getByLabelText(FILE_LABEL), new File([text], name, { type: name.endsWith('.csv') ? 'text/csv' : 'application/json' }))
}

const withoutId = ({ id: _id, ...row }: PortfolioTransaction) => row

beforeEach(() => {
  for (const action of Object.values(store)) action.mockReset().mockResolvedValue(undefined)
})

describe('importing a statement', () => {
  it('previews a casparser statement (matched, matched by ISIN, unmatched, skipped) and stores its rows on Import', async () => {
    renderFiles()
    await choose(casMatching, 'cas.json')
    const preview = await screen.findByRole('region', { name: 'Before importing cas.json' })

    expect(preview).toHaveTextContent('Read as a casparser statement (CAS).')
    expect(within(preview).getByText('Transactions to add').nextElementSibling).toHaveTextContent('3')
    expect(within(preview).getByText('Transactions to update').nextElementSibling).toHaveTextContent('0')
    const matched = within(preview).getByRole('heading', { name: 'Schemes matched (2)' }).nextElementSibling!
    expect(within(matched as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'HDFC Large Cap Fund - Direct Plan - Growth (folio 5550001/12, AMFI code 101011, 2 transactions)',
      'HDFC Mid Cap Fund - Direct Plan - Growth (folio 5550001/12, AMFI code 101021, 1 transaction, matched by ISIN)',
    ])
    expect(within(preview).getByRole('heading', { name: 'Schemes not matched (1)' }).parentElement).toHaveTextContent(
      'Zeta Invented Fund - Growth (folio 7770002, 1 transaction not imported): Neither AMFI code 999999 nor ISIN INF999Z01ZZ0 is a scheme this site knows.',
    )
    const skipped = within(preview).getByRole('region', { name: 'Rows skipped' })
    expect(within(skipped).getAllByRole('row')).toHaveLength(2)
    expect(skipped).toHaveTextContent('folios[0].schemes[0].transactions[1]')
    expect(skipped).toHaveTextContent('Stamp duty')
    expect(store.upsertTransactions).not.toHaveBeenCalled()

    await userEvent.click(within(preview).getByRole('button', { name: 'Import 3 transactions' }))
    const success = await screen.findByText('Imported cas.json: 3 transactions added, 0 transactions updated.')
    // Announced: the message sits in a live region.
    expect(success.closest('[role="status"]')).not.toBeNull()
    expect(store.upsertTransactions).toHaveBeenCalledTimes(1)
    expect(store.upsertTransactions.mock.calls[0]![0].map(withoutId)).toEqual([
      { folio: '5550001/12', schemeCode: LARGE_CAP, date: '2024-01-15', kind: 'purchase', units: 100, amount: 9999.5, nav: 99.995 },
      { folio: '5550001/12', schemeCode: LARGE_CAP, date: '2024-02-15', kind: 'purchase', units: 49, amount: 4999.75, nav: 102.0357 },
      { folio: '5550001/12', schemeCode: MID_CAP, date: '2024-02-01', kind: 'purchase', units: 60, amount: 3000, nav: 50 },
    ])
    expect(store.merge).not.toHaveBeenCalled()
    expect(screen.queryByRole('region', { name: 'Before importing cas.json' })).not.toBeInTheDocument()
  })

  it('fills amount-only rows of a CSV from the scheme’s NAVs and lists a row with no NAV yet', async () => {
    renderFiles()
    await choose(amountOnlyCsv, 'amount-only.csv')
    const preview = await screen.findByRole('region', { name: 'Before importing amount-only.csv' })
    expect(within(preview).getByRole('heading', { name: 'Rows without a NAV (1)' }).parentElement).toHaveTextContent(
      /No NAV on or after 2030-01-01 yet \(the latest is of 2026-11-20\)/,
    )

    await userEvent.click(within(preview).getByRole('button', { name: 'Import 4 transactions' }))
    await waitFor(() => expect(store.upsertTransactions).toHaveBeenCalledTimes(1))
    const rows = store.upsertTransactions.mock.calls[0]![0]
    // The mock history's NAV on 2024-03-11 (the Monday after the Saturday of the purchase) and its units.
    const navOf = (code: number, date: string) => navHistoryOf(code).find((point) => point.date >= date)!.nav
    const saturdayNav = navOf(LARGE_CAP, '2024-03-09')
    expect(navHistoryOf(LARGE_CAP).find((point) => point.date >= '2024-03-09')!.date).toBe('2024-03-11')
    const purchase = rows.find((row) => row.date === '2024-03-09')!
    expect(purchase).toMatchObject({ schemeCode: LARGE_CAP, kind: 'purchase', amount: 10000, nav: saturdayNav, units: Math.round((10000 / saturdayNav) * 1e4) / 1e4 })
    const midCap = rows.find((row) => row.schemeCode === MID_CAP)!
    expect(midCap).toMatchObject({ date: '2024-03-12', amount: 2500, nav: navOf(MID_CAP, '2024-03-12') })
  })

  it('shows where a malformed CSV breaks and stores nothing', async () => {
    renderFiles()
    const csv = 'date,scheme_code,type,units,amount,nav\n2024-01-15,101011,purchase,10,1000,100\n2024-01-16,101011,purchase,ten,1000,100\n'
    await choose(csv, 'broken.csv')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('broken.csv cannot be imported')
    expect(alert).toHaveTextContent('Row 3, column "units": expected a positive number')
    expect(alert).toHaveTextContent('Nothing was changed.')
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument()
    expect(store.upsertTransactions).not.toHaveBeenCalled()
    expect(store.merge).not.toHaveBeenCalled()
  })

  it('shows where malformed JSON breaks and stores nothing', async () => {
    renderFiles()
    await choose('{\n  "folios": [\n    { "folio": "1" "schemes": [] }\n  ]\n}\n', 'cas.json')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(`Line 3, column 20: Not valid JSON: expected ',' or '}', found '"'`)
    expect(store.upsertTransactions).not.toHaveBeenCalled()
  })

  it('stores nothing when the preview is cancelled', async () => {
    renderFiles()
    await choose(casMatching, 'cas.json')
    const preview = await screen.findByRole('region', { name: 'Before importing cas.json' })
    await userEvent.click(within(preview).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('region', { name: 'Before importing cas.json' })).not.toBeInTheDocument()
    expect(screen.getByLabelText(FILE_LABEL)).toHaveFocus()
    expect(store.upsertTransactions).not.toHaveBeenCalled()
  })

  it('says plainly when the store refuses, and claims nothing', async () => {
    store.upsertTransactions.mockRejectedValue(new Error('The browser refused to save (quota exceeded)'))
    renderFiles()
    await choose(casMatching, 'cas.json')
    const preview = await screen.findByRole('region', { name: 'Before importing cas.json' })
    await userEvent.click(within(preview).getByRole('button', { name: 'Import 3 transactions' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The import could not be stored: The browser refused to save (quota exceeded).')
    expect(screen.queryByText(/^Imported/)).not.toBeInTheDocument()
  })

  it('counts rows already held as updates, and merges an export file', async () => {
    renderFiles({ document: { ...held, transactions: held.transactions.slice(0, 1), sips: [] } })
    await choose(portfolioFileOf(held, new Date('2025-01-31T10:15:00Z')), 'my-investments-2025-01-31.json')
    const preview = await screen.findByRole('region', { name: 'Before importing my-investments-2025-01-31.json' })
    expect(preview).toHaveTextContent('Read as an export of this page.')
    expect(within(preview).getByText('Transactions to add').nextElementSibling).toHaveTextContent('1')
    expect(within(preview).getByText('Transactions to update').nextElementSibling).toHaveTextContent('1')
    expect(within(preview).getByText('SIPs to add').nextElementSibling).toHaveTextContent('1')

    await userEvent.click(within(preview).getByRole('button', { name: 'Import 2 transactions and 1 SIP' }))
    await waitFor(() => expect(store.merge).toHaveBeenCalledExactlyOnceWith(held))
    expect(store.upsertTransactions).not.toHaveBeenCalled()
    expect(await screen.findByText('Imported my-investments-2025-01-31.json: 1 transaction added, 1 transaction updated, 1 SIP stored.')).toBeInTheDocument()
  })

  it('offers the CSV template', () => {
    renderFiles()
    const link = screen.getByRole('link', { name: 'Download the CSV template' })
    expect(link).toHaveAttribute('download', 'my-investments-template.csv')
    expect(decodeURIComponent(link.getAttribute('href')!.replace('data:text/csv;charset=utf-8,', ''))).toMatch(/^date,folio,scheme_code,isin,scheme_name,type,units,amount,nav\r\n/)
  })
})

describe('exporting', () => {
  let blobs: Blob[]
  let names: string[]

  beforeEach(() => {
    blobs = []
    names = []
    // jsdom has no object URLs, and following the link would be a navigation it does not do.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob)
      return `blob:test/${blobs.length}`
    })
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download)
    })
  })
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL')
    Reflect.deleteProperty(URL, 'revokeObjectURL')
  })

  it('downloads the JSON file of the whole portfolio', async () => {
    renderFiles({ document: held })
    await userEvent.click(screen.getByRole('button', { name: 'Export (JSON)' }))
    expect(blobs).toHaveLength(1)
    const text = await blobs[0]!.text()
    const read = parsePortfolioFile(text)
    if (!read.ok) return expect.fail(read.error.message)
    expect(read.document).toEqual(held)
    // Byte for byte what the file format writes at the moment it states.
    const at = new Date(read.exportedAt)
    expect(text).toBe(portfolioFileOf(held, at))
    expect(names).toEqual([exportFileName(at, 'json')])
    expect(names[0]).toMatch(/^my-investments-\d{4}-\d{2}-\d{2}\.json$/)
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1'))
  })

  it('downloads the transactions as CSV, named, and says SIPs are in the JSON only', async () => {
    renderFiles({ document: held })
    expect(screen.getByText(/SIP series are exported in the JSON only/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Export (CSV)' }))
    expect(await blobs[0]!.text()).toBe(transactionsToCsv(held.transactions, (code) => (code === LARGE_CAP ? 'HDFC Large Cap Fund - Direct Plan - Growth' : undefined)))
    expect(names[0]).toMatch(/^my-investments-\d{4}-\d{2}-\d{2}\.csv$/)
  })

  it('is disabled, with the reason, while the portfolio is empty', () => {
    renderFiles()
    expect(screen.getByRole('button', { name: 'Export (JSON)' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Export (CSV)' })).toBeDisabled()
    expect(screen.getByText(/There is nothing to export yet/)).toBeInTheDocument()
  })
})

describe('Delete everything', () => {
  it('asks first, with Cancel focused, and clears the store on confirm', async () => {
    renderFiles({ document: held })
    await userEvent.click(screen.getByRole('button', { name: 'Delete everything' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete everything?' })
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus())
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete everything' }))
    await waitFor(() => expect(store.clear).toHaveBeenCalledTimes(1))
    expect(await screen.findByText('Everything is deleted from this browser.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('deletes nothing on Cancel', async () => {
    renderFiles({ document: held })
    await userEvent.click(screen.getByRole('button', { name: 'Delete everything' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete everything?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(store.clear).not.toHaveBeenCalled()
  })

  it('is disabled when there is nothing to delete, unless the saved data is unreadable', () => {
    const { unmount } = renderFiles()
    expect(screen.getByRole('button', { name: 'Delete everything' })).toBeDisabled()
    unmount()
    renderFiles({ storeUnavailable: true })
    expect(screen.getByRole('button', { name: 'Delete everything' })).toBeEnabled()
  })
})
