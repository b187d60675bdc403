import { readFileSync } from 'node:fs'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { endpointPath } from '@common/contract/endpoints'
import type { IsinMatch } from '@common/contract/isin-schemas'
import type { NavPoint } from '@common/figures/returns'
import { portfolioFileOf } from '@common/portfolio/portfolio-file'
import { EMPTY_PORTFOLIO, type PortfolioDocument } from '@common/portfolio/portfolio-document'
import type { PortfolioTransaction } from '@common/portfolio/transaction'
import { schemeReference } from '@mocks/fixtures'
import { server } from '@mocks/node'
import { createQueryClient } from '@/api/query-client'
import {
  apiImportServices, changeCounts, commitImport, hasChanges, MAX_FILE_BYTES, prepareImport, readImportFile,
  type ImportServices, type PrepareResult, type StatementPreview,
} from '@/features/portfolio/files/import-statement'
import { mapBounded } from '@/features/portfolio/files/map-bounded'

const casMatching = readFileSync('tests/fixtures/portfolio/cas-matching.json', 'utf8')
const amountOnlyCsv = readFileSync('tests/fixtures/portfolio/amount-only.csv', 'utf8')

const LARGE_CAP = 101011 // HDFC Large Cap Fund - Direct Plan - Growth in the mocks
const MID_CAP = 101021 // HDFC Mid Cap Fund - Direct Plan - Growth; its growth ISIN is INF101021M01

/** Services answering from the mock catalogue, with NAV series given per test; every call recorded. */
function fakeServices({ navs = {}, isins = { INF101021M01: MID_CAP } }: { navs?: Record<number, NavPoint[]>; isins?: Record<string, number> } = {}) {
  const calls = { scheme: [] as number[], isin: [] as string[][], nav: [] as [number, string | undefined][] }
  const services: ImportServices = {
    scheme: async (code) => {
      calls.scheme.push(code)
      return schemeReference(code) ?? null
    },
    schemesByIsin: async (list) => {
      calls.isin.push([...list])
      return list.flatMap((isin): IsinMatch[] => {
        const code = isins[isin]
        return code === undefined ? [] : [{ isin, schemeCode: code, schemeName: schemeReference(code)!.schemeName, plan: 'Direct', option: 'Growth' }]
      })
    },
    navSeries: async (code, house) => {
      calls.nav.push([code, house])
      return navs[code] ?? []
    },
  }
  return { services, calls }
}

function preview(result: PrepareResult): StatementPreview {
  if (!result.ok) expect.fail(`expected a preview, got ${result.error.where}: ${result.error.message}`)
  if (result.preview.kind !== 'statement') expect.fail(`expected a statement, got ${result.preview.kind}`)
  return result.preview
}

function failure(result: PrepareResult) {
  if (result.ok) expect.fail('expected the import to be refused')
  return result.error
}

/** A row without its id (content-hashed), to compare with hand-written rows. */
const content = ({ id: _id, ...row }: PortfolioTransaction) => row

function storeSpies() {
  return { upsertTransactions: vi.fn(async () => {}), merge: vi.fn(async () => {}) }
}

describe('a casparser statement', () => {
  it('matches schemes by AMFI code, then by ISIN, and lists the rest with their reason', async () => {
    const { services, calls } = fakeServices()
    const p = preview(await prepareImport(casMatching, 'cas.json', services))

    expect(p.format).toBe('casparser')
    expect(p.schemes).toEqual([
      { folio: '5550001/12', name: 'HDFC Large Cap Fund - Direct Plan - Growth', schemeCode: LARGE_CAP, via: 'amfi', transactions: 2, siteName: 'HDFC Large Cap Fund - Direct Plan - Growth' },
      { folio: '5550001/12', name: 'HDFC Mid Cap Fund - Direct Plan - Growth', schemeCode: MID_CAP, via: 'isin', transactions: 1, siteName: 'HDFC Mid Cap Fund - Direct Plan - Growth' },
    ])
    expect(p.unmatched).toEqual([
      {
        folio: '7770002', name: 'Zeta Invented Fund - Growth', amfi: 999999, isin: 'INF999Z01ZZ0', transactions: 1,
        reason: 'Neither AMFI code 999999 nor ISIN INF999Z01ZZ0 is a scheme this site knows',
      },
    ])
    expect(p.rows.map(content)).toEqual([
      { folio: '5550001/12', schemeCode: LARGE_CAP, date: '2024-01-15', kind: 'purchase', units: 100, amount: 9999.5, nav: 99.995 },
      { folio: '5550001/12', schemeCode: LARGE_CAP, date: '2024-02-15', kind: 'purchase', units: 49, amount: 4999.75, nav: 102.0357 },
      { folio: '5550001/12', schemeCode: MID_CAP, date: '2024-02-01', kind: 'purchase', units: 60, amount: 3000, nav: 50 },
    ])
    expect(p.rows.every((row) => row.id.startsWith('cas:'))).toBe(true)
    expect(p.skipped).toEqual([expect.objectContaining({ where: 'folios[0].schemes[0].transactions[1]', reason: expect.stringMatching(/^Stamp duty/) })])
    expect(p.withoutNav).toEqual([])

    // Codes first; ISINs only where the code is missing (Mid Cap) or unknown (999999); no NAVs needed.
    expect(calls.scheme.sort()).toEqual([LARGE_CAP, 999999])
    expect(calls.isin).toEqual([['INF101021M01', 'INF999Z01ZZ0']])
    expect(calls.nav).toEqual([])
  })

  it('asks the API through the app’s calls (msw): a 404 is an unknown code, ISINs go in one request', async () => {
    const paths: string[] = []
    const record = ({ request }: { request: Request }) => {
      const url = new URL(request.url)
      paths.push(`${url.pathname}${url.search}`)
    }
    server.events.on('request:start', record)
    try {
      const p = preview(await prepareImport(casMatching, 'cas.json', apiImportServices(createQueryClient({ retry: false }))))
      expect(p.schemes.map((s) => [s.schemeCode, s.via])).toEqual([
        [LARGE_CAP, 'amfi'],
        [MID_CAP, 'isin'],
      ])
      expect(p.unmatched.map((s) => s.name)).toEqual(['Zeta Invented Fund - Growth'])
      expect(p.rows).toHaveLength(3)
    } finally {
      server.events.removeListener('request:start', record)
    }
    const isinCalls = paths.filter((path) => path.includes('schemes-by-isin'))
    expect(isinCalls).toEqual([`${endpointPath('schemesByIsin')}?isin=${encodeURIComponent('INF101021M01,INF999Z01ZZ0')}`])
    expect(paths.filter((path) => path.includes('/scheme/')).sort()).toEqual([
      endpointPath('scheme').replace(':schemeCode', String(LARGE_CAP)),
      endpointPath('scheme').replace(':schemeCode', '999999'),
    ])
  })

  it('stops, and imports nothing, when the API fails with anything but a 404', async () => {
    server.use(http.get(`*${endpointPath('scheme')}`, () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 503 })))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const error = failure(await prepareImport(casMatching, 'cas.json', apiImportServices(createQueryClient({ retry: false }))))
    expect(error.where).toBeNull()
    expect(error.message).toMatch(/^The site could not be asked which schemes the AMFI codes in the file name \(.*503.*\)\. Nothing was imported/)
  })

  it('stops when an ISIN lookup fails', async () => {
    const { services } = fakeServices()
    services.schemesByIsin = async () => {
      throw new Error('schemesByIsin could not be reached')
    }
    const error = failure(await prepareImport(casMatching, 'cas.json', services))
    expect(error.message).toMatch(/ISINs in the file.*schemesByIsin could not be reached.*Nothing was imported/)
  })

  it('says where malformed JSON breaks, and asks the API nothing', async () => {
    const { services, calls } = fakeServices()
    const broken = '{\n  "folios": [\n    { "folio": "1" "schemes": [] }\n  ]\n}\n'
    const error = failure(await prepareImport(broken, 'cas.json', services))
    // Line 3: four spaces, `{ "folio": "1" `, then the second string at column 20.
    expect(error).toEqual({ where: 'line 3, column 20', message: `Not valid JSON: expected ',' or '}', found '"'` })
    expect(calls).toEqual({ scheme: [], isin: [], nav: [] })
  })
})

describe('a CSV of transactions', () => {
  const navs = {
    // 2024-03-09 is a Saturday: its purchase is done at the Monday NAV.
    [LARGE_CAP]: [
      { date: '2024-03-08', nav: 31.25 },
      { date: '2024-03-11', nav: 33.3333 },
      { date: '2024-03-12', nav: 34 },
    ],
    [MID_CAP]: [{ date: '2024-03-12', nav: 48 }],
  }

  it('completes amount-only and units-only rows from the NAV on or after their date', async () => {
    const { services, calls } = fakeServices({ navs })
    const p = preview(await prepareImport(amountOnlyCsv, 'mine.csv', services))

    expect(p.format).toBe('csv')
    expect(p.schemes.map((s) => [s.schemeCode, s.via, s.transactions])).toEqual([
      [LARGE_CAP, 'amfi', 4],
      [MID_CAP, 'isin', 1],
    ])
    expect(p.rows.map(content)).toEqual([
      // Given in full: stored as given.
      { folio: '4440001', schemeCode: LARGE_CAP, date: '2024-03-12', kind: 'purchase', units: 10, amount: 1000, nav: 100 },
      // 10000 / 33.3333 = 300.00030000..., to 4 decimals.
      { folio: '4440001', schemeCode: LARGE_CAP, date: '2024-03-09', kind: 'purchase', units: 300.0003, amount: 10000, nav: 33.3333 },
      // 20 × 33.3333 = 666.666, to paise.
      { folio: '4440001', schemeCode: LARGE_CAP, date: '2024-03-11', kind: 'redemption', units: 20, amount: 666.67, nav: 33.3333 },
      // 2500 / 48 = 52.08333...
      { folio: '4440001', schemeCode: MID_CAP, date: '2024-03-12', kind: 'purchase', units: 52.0833, amount: 2500, nav: 48 },
    ])
    expect(p.withoutNav).toEqual([
      {
        folio: '4440001', scheme: 'HDFC Large Cap Fund - Direct Plan - Growth', schemeCode: LARGE_CAP, date: '2030-01-01', kind: 'purchase',
        reason: 'No NAV on or after 2030-01-01 yet (the latest is of 2024-03-12): give the units or the amount, and the NAV',
      },
    ])
    // One series per scheme, with the house when the code's answer named it (the ISIN's does not).
    expect(calls.nav.sort()).toEqual([
      [LARGE_CAP, 'HDFC Mutual Fund'],
      [MID_CAP, undefined],
    ])
    expect(calls.isin).toEqual([['INF101021M01']])
  })

  it('says where a malformed CSV breaks, and asks the API nothing', async () => {
    const { services, calls } = fakeServices({ navs })
    const csv = 'date,scheme_code,type,units,amount,nav\n2024-01-15,101011,purchase,10,1000,100\n2024-01-16,101011,purchase,ten,1000,100\n'
    const error = failure(await prepareImport(csv, 'mine.csv', services))
    expect(error).toEqual({ where: 'row 3, column "units"', message: 'expected a positive number' })
    expect(calls).toEqual({ scheme: [], isin: [], nav: [] })
  })

  it('stops when a NAV series cannot be had', async () => {
    const { services } = fakeServices({ navs })
    services.navSeries = async () => {
      throw new Error('fundNav did not answer in time')
    }
    const error = failure(await prepareImport(amountOnlyCsv, 'mine.csv', services))
    expect(error.message).toMatch(/NAVs of the rows that give only an amount or only units \(fundNav did not answer in time\)\. Nothing was imported/)
  })

  it('asks about ISINs 50 at a time', async () => {
    const isins = Array.from({ length: 120 }, (_, i) => `INF${String(i).padStart(8, '0')}0`)
    const csv = ['date,isin,type,units,amount,nav', ...isins.map((isin) => `2024-01-15,${isin},purchase,1,10,10`)].join('\n')
    const { services, calls } = fakeServices({ isins: { [isins[7]!]: LARGE_CAP } })
    const p = preview(await prepareImport(csv, 'many.csv', services))
    expect(calls.isin.map((batch) => batch.length)).toEqual([50, 50, 20])
    expect(calls.isin.flat()).toEqual(isins)
    expect(p.rows).toHaveLength(1)
    expect(p.unmatched).toHaveLength(119)
  })

  it('asks about at most 4 codes at once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => 101011 + i * 10)
    const csv = ['date,scheme_code,type,units,amount,nav', ...codes.map((code) => `2024-01-15,${code},purchase,1,10,10`)].join('\n')
    let running = 0
    let most = 0
    const { services, calls } = fakeServices()
    const answer = services.scheme
    services.scheme = async (code) => {
      running++
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 5))
      running--
      return answer(code)
    }
    preview(await prepareImport(csv, 'many.csv', services))
    expect(calls.scheme.sort()).toEqual(codes)
    expect(most).toBe(4)
  })
})

describe('this page’s export', () => {
  const document: PortfolioDocument = {
    transactions: [
      { id: 'a', folio: '1/1', schemeCode: LARGE_CAP, date: '2024-01-15', kind: 'purchase', units: 10, amount: 1000, nav: 100 },
      { id: 'b', folio: '1/1', schemeCode: LARGE_CAP, date: '2024-06-03', kind: 'redemption', units: 4, amount: 480, nav: 120, switchId: 's1' },
    ],
    sips: [{ id: 'sip-1', folio: '', schemeCode: MID_CAP, amount: 5000, day: 5, from: '2024-02-05', to: null }],
    overrides: { [`1/1|${LARGE_CAP}`]: 'debt' },
  }

  it('is read back whole and merged, asking the API nothing', async () => {
    const { services, calls } = fakeServices()
    const text = portfolioFileOf(document, new Date('2025-01-31T10:15:00Z'))
    const result = await prepareImport(text, 'my-investments-2025-01-31.json', services)
    if (!result.ok || result.preview.kind !== 'portfolio') return expect.fail('expected an export file')
    expect(result.preview.document).toEqual(document)
    expect(calls).toEqual({ scheme: [], isin: [], nav: [] })

    expect(changeCounts(result.preview, EMPTY_PORTFOLIO)).toEqual({ added: 2, updated: 0, sipsAdded: 1, sipsUpdated: 0, overrides: 1 })
    expect(changeCounts(result.preview, { ...document, transactions: document.transactions.slice(0, 1) })).toEqual({
      added: 1, updated: 1, sipsAdded: 0, sipsUpdated: 1, overrides: 1,
    })

    const store = storeSpies()
    await commitImport(result.preview, store)
    expect(store.merge).toHaveBeenCalledExactlyOnceWith(document)
    expect(store.upsertTransactions).not.toHaveBeenCalled()
  })

  it('says where a damaged export breaks', async () => {
    const text = portfolioFileOf(document, new Date('2025-01-31T10:15:00Z')).replace('"units":4', '"units":-4')
    const error = failure(await prepareImport(text, 'my-investments.json', fakeServices().services))
    expect(error).toEqual({ where: 'transactions[1].units', message: 'must not be negative' })
  })
})

describe('counting and storing a statement', () => {
  it('counts rows whose id the portfolio holds as updates, and upserts the rows', async () => {
    const { services } = fakeServices()
    const p = preview(await prepareImport(casMatching, 'cas.json', services))
    const held: PortfolioDocument = { ...EMPTY_PORTFOLIO, transactions: [p.rows[1]!] }
    expect(changeCounts(p, held)).toEqual({ added: 2, updated: 1, sipsAdded: 0, sipsUpdated: 0, overrides: 0 })
    expect(hasChanges(p)).toBe(true)

    const store = storeSpies()
    await commitImport(p, store)
    expect(store.upsertTransactions).toHaveBeenCalledExactlyOnceWith(p.rows)
    expect(store.merge).not.toHaveBeenCalled()
  })

  it('imports the same statement twice under the same ids', async () => {
    const first = preview(await prepareImport(casMatching, 'cas.json', fakeServices().services))
    const second = preview(await prepareImport(casMatching, 'cas.json', fakeServices().services))
    expect(second.rows.map((row) => row.id)).toEqual(first.rows.map((row) => row.id))
  })
})

describe('what cannot be read', () => {
  it('refuses a file that is none of the three', async () => {
    const error = failure(await prepareImport('Just some notes\nabout funds\n', 'notes.txt', fakeServices().services))
    expect(error.where).toBeNull()
    expect(error.message).toMatch(/^This is not a file this page can read/)
  })

  it('refuses a file over the size limit before reading it', async () => {
    const text = vi.fn(async () => '')
    const read = await readImportFile({ size: 40 * 1024 * 1024, text } as unknown as Blob)
    expect(read).toEqual({ ok: false, error: { where: null, message: 'The file is larger than 25 MB, the most this page reads (it is 40 MB): is it the right file?' } })
    expect((await readImportFile({ size: MAX_FILE_BYTES + 1, text } as unknown as Blob)).ok).toBe(false)
    expect(text).not.toHaveBeenCalled()
    expect(await readImportFile(new Blob(['{"a":1}']))).toEqual({ ok: true, text: '{"a":1}' })
  })
})

describe('mapBounded', () => {
  it('keeps the order and stops starting work after a failure', async () => {
    expect(await mapBounded([3, 1, 2], 2, async (n) => n * 10)).toEqual([30, 10, 20])
    const started: number[] = []
    await expect(
      mapBounded([1, 2, 3, 4, 5], 1, async (n) => {
        started.push(n)
        if (n === 2) throw new Error('no')
        return n
      }),
    ).rejects.toThrow('no')
    expect(started).toEqual([1, 2])
  })
})
