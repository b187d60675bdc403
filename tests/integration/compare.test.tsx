/** The compare page (issue #13): funds from the address, each from the fund page's own queries. */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { createElement } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as CompareTableModule from '@/features/compare/CompareTable'
import { endpointPath } from '../../common/contract/endpoints'
import { chartModelOf, formatIndex } from '@/features/compare/compare-chart-model'
import { COMPARE_OVERFLOW_MESSAGE } from '@/features/compare/compare-codes'
import { compareStore } from '@/features/compare/compare-store'
import { formatRate } from '@/features/fund-analytics/figures-format'
import { formatPercent } from '@/lib/format'
import { formatTer } from '@/lib/ter-text'
import { costsOf, fundDetailOf, MOCK_RISK_FREE_RATE, performanceOf, schemeByCode } from '@mocks/fixtures'
import { server } from '@mocks/node'
import { findMainHeading, recordRequests, renderRoute } from '../render-route'

// Counts the renders of the figures table: a period switch must not render it again.
const table = vi.hoisted(() => ({ renders: 0 }))
vi.mock('@/features/compare/CompareTable', async (importOriginal) => {
  const original = await importOriginal<typeof CompareTableModule>()
  return {
    ...original,
    CompareTable: (props: Parameters<typeof original.CompareTable>[0]) => {
      table.renders++
      return createElement(original.CompareTable, props)
    },
  }
})

const fund = (code: number) => {
  const scheme = schemeByCode(code)!
  return { schemeCode: code, schemeName: scheme.name!, fundHouseName: scheme.house.fundHouseName }
}
const HDFC = fund(101011)
const ICICI = fund(102031)
const SBI = fund(103021)
const AXIS = fund(104011)
const KOTAK = fund(105011)

beforeEach(() => {
  localStorage.clear()
  compareStore.reset()
})

const figuresTable = () => screen.getByRole('table', { name: 'Figures of the compared funds' })
/** The fund names heading the table's columns, in order. */
const columnFunds = () =>
  within(figuresTable())
    .getAllByRole('columnheader')
    .slice(1)
    .map((th) => within(th).getByRole('link').textContent)
/** A row's cells by the row head's accessible name. */
const rowCells = (name: string) => within(within(figuresTable()).getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell')

describe('/compare', () => {
  it('says how to pick funds when the address names none', async () => {
    await renderRoute('/compare')
    expect(await findMainHeading()).toHaveTextContent('Compare funds')
    expect(screen.getByRole('heading', { level: 2, name: 'Pick up to 4 funds to compare' })).toBeInTheDocument()
    expect(screen.getByText(/Use the search in the header to find a fund, or press “Add to compare” on a fund page/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse fund houses' })).toHaveAttribute('href', '/amcs')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    await waitFor(() => expect(document.title).toMatch(/^Compare funds/))
  })

  it('shows one fund alone, with a hint to add another, and makes the tray match the address', async () => {
    await renderRoute(`/compare?codes=${HDFC.schemeCode}`)
    await findMainHeading()
    expect(columnFunds()).toEqual([HDFC.schemeName])
    expect(screen.getByTestId('compare-add-another')).toHaveTextContent('Add another fund to compare it with')
    // The legend names the fund, its line's end value and change.
    expect(within(screen.getByRole('list', { name: 'Legend' })).getByText(HDFC.schemeName)).toBeInTheDocument()
    // The house came from the scheme's reference (the tray was empty): the tray now holds the fund.
    await waitFor(() => expect(compareStore.get()).toEqual([HDFC]))
  })

  it('shows four funds side by side with their figures, kinds, ranks and risk', async () => {
    const funds = [HDFC, ICICI, SBI, AXIS]
    await renderRoute(`/compare?codes=${funds.map((f) => f.schemeCode).join(',')}`)
    await findMainHeading()
    expect(columnFunds()).toEqual(funds.map((f) => f.schemeName))
    expect(within(screen.getByRole('list', { name: 'Legend' })).getAllByRole('listitem')).toHaveLength(4)

    const oneYear = rowCells('1 year')
    const sixMonths = rowCells('6 months')
    funds.forEach((f, i) => {
      const figures = performanceOf(f.schemeCode)!
      const year = figures.returns.find((r) => r.period === '1Y')!
      expect(oneYear[i]).toHaveTextContent(`${formatPercent(year.value)} CAGRannualised`)
      expect(oneYear[i]).toHaveTextContent(`Rank ${year.rank} of ${year.of}`)
      expect(sixMonths[i]).toHaveTextContent('absabsolute')
      expect(rowCells('Plan')[i]).toHaveTextContent(figures.plan!)
      expect(rowCells('Category')[i]).toHaveTextContent(`${figures.category} / ${figures.subcategory}`)
    })
    for (const name of ['1 month', '3 months', '3 years', '5 years', 'Since first NAV', 'Volatility', 'Max drawdown', 'Sharpe ratio', 'Sortino ratio']) {
      expect(rowCells(name)).toHaveLength(4)
    }
    expect(screen.getByText(new RegExp(`risk-free rate of ${formatRate(MOCK_RISK_FREE_RATE).replace('.', '\\.')} a year`))).toBeInTheDocument()
    // The table scrolls inside its own focusable region on a phone.
    expect(screen.getByRole('region', { name: 'Figures by fund' })).toHaveAttribute('tabindex', '0')
    // Each name leads to its fund page.
    expect(within(figuresTable()).getByRole('link', { name: AXIS.schemeName })).toHaveAttribute(
      'href',
      `/fundchart/${AXIS.schemeCode}/${encodeURIComponent(AXIS.fundHouseName)}`,
    )
  })

  it('keeps the first four of five codes and says so', async () => {
    await renderRoute(`/compare?codes=${[HDFC, ICICI, SBI, AXIS, KOTAK].map((f) => f.schemeCode).join(',')}`)
    await findMainHeading()
    expect(screen.getByText(COMPARE_OVERFLOW_MESSAGE)).toBeInTheDocument()
    expect(columnFunds()).toEqual([HDFC, ICICI, SBI, AXIS].map((f) => f.schemeName))
  })

  it('drops duplicates silently and names the parts that are not codes', async () => {
    await renderRoute(`/compare?codes=${HDFC.schemeCode},abc,${HDFC.schemeCode},-5`)
    await findMainHeading()
    expect(screen.getByTestId('compare-notes')).toHaveTextContent('"abc", "-5" in the address are not scheme codes and were left out.')
    expect(columnFunds()).toEqual([HDFC.schemeName])
  })

  it('shows a not-found card for an unknown code beside the funds it knows, and Remove rewrites the address', async () => {
    const { router } = await renderRoute(`/compare?codes=${HDFC.schemeCode},999999`)
    await findMainHeading()
    const card = screen.getByTestId('compare-not-found')
    expect(card).toHaveTextContent('We could not find a fund with code 999999. The link may be mistyped or the fund may have closed.')
    expect(columnFunds()).toEqual([HDFC.schemeName])
    // The tray holds what the page could name.
    await waitFor(() => expect(compareStore.get()).toEqual([HDFC]))

    await userEvent.click(within(card).getByRole('button', { name: 'Remove code 999999 from the comparison' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ codes: HDFC.schemeCode }))
    expect(router.state.location.href).toBe(`/compare?codes=${HDFC.schemeCode}`)
    expect(screen.queryByTestId('compare-not-found')).not.toBeInTheDocument()
  })

  it("Remove in the table takes the fund out of the address and the tray", async () => {
    const { router } = await renderRoute(`/compare?codes=${HDFC.schemeCode},${ICICI.schemeCode}`)
    await findMainHeading()
    await userEvent.click(screen.getByRole('button', { name: `Remove ${HDFC.schemeName} from the comparison` }))
    await waitFor(() => expect(columnFunds()).toEqual([ICICI.schemeName]))
    expect(router.state.location.href).toBe(`/compare?codes=${ICICI.schemeCode}`)
    await waitFor(() => expect(compareStore.get()).toEqual([ICICI]))
  })

  it('keeps the period in the address like the fund page, with links that keep the funds, and no request', async () => {
    const { router } = await renderRoute(`/compare?codes=${HDFC.schemeCode},${ICICI.schemeCode}`)
    await findMainHeading()
    const periods = screen.getByRole('group', { name: 'Chart period' })
    const current = () => within(periods).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page')
    expect(current()).toEqual([within(periods).getByRole('link', { name: 'All' })])
    // Real links (they work before the script runs): the funds stay, the period is set or dropped.
    const hrefOf = (name: string) => new URL(within(periods).getByRole('link', { name }).getAttribute('href')!, 'http://site')
    expect(hrefOf('1Y').pathname).toBe('/compare')
    expect(Object.fromEntries(hrefOf('1Y').searchParams)).toEqual({ codes: `${HDFC.schemeCode},${ICICI.schemeCode}`, period: '1Y' })
    expect(Object.fromEntries(hrefOf('All').searchParams)).toEqual({ codes: `${HDFC.schemeCode},${ICICI.schemeCode}` })
    await waitFor(() => expect(columnFunds()).toEqual([HDFC.schemeName, ICICI.schemeName]))
    const tableRenders = table.renders
    expect(tableRenders).toBeGreaterThan(0)

    const recorder = recordRequests()
    await userEvent.click(within(periods).getByRole('link', { name: '1Y' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ period: '1Y' }))
    expect(router.state.location.search).toMatchObject({ codes: `${HDFC.schemeCode},${ICICI.schemeCode}` })
    expect(current()).toEqual([within(periods).getByRole('link', { name: '1Y' })])
    expect(screen.getByTestId('compare-start')).toHaveTextContent('Indexed to 100 on 20 Nov 2025')
    // The legend follows with the chart (each fund's 1Y end value); the figures table is not rendered again.
    const model = chartModelOf([HDFC, ICICI].map((f, styleIndex) => ({ ...f, name: f.schemeName, styleIndex, history: fundDetailOf(schemeByCode(f.schemeCode)!).navHistory })), '1Y')!
    const legend = screen.getByRole('list', { name: 'Legend' })
    await waitFor(() =>
      expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
        model.lines.map((line) => expect.stringContaining(formatIndex(line.points.at(-1)!.value))),
      ),
    )
    expect(table.renders).toBe(tableRenders)
    expect(recorder.requests).toEqual([])
    recorder.stop()
  })

  it("asks for a fund the tray knows under the fund page's key, without looking its house up", async () => {
    compareStore.add(HDFC)
    const recorder = recordRequests()
    await renderRoute(`/compare?codes=${HDFC.schemeCode}`)
    await findMainHeading()
    expect(recorder.requests.map((r) => `${r.method} ${r.path}`).filter((r) => !r.endsWith('/meta'))).toEqual([
      `GET /api/v1/mutual_fund/scheme/${HDFC.schemeCode}/performance`,
      // The TER row's, under the fund page's key (issue 27).
      `GET /api/v1/mutual_fund/scheme/${HDFC.schemeCode}/costs`,
      'POST /api/v1/mutual_fund/fund-nav/',
    ])
    recorder.stop()
  })

  it('costs no request for a fund whose page was just visited', async () => {
    const { router } = await renderRoute(`/fundchart/${HDFC.schemeCode}/${encodeURIComponent(HDFC.fundHouseName)}`)
    await findMainHeading()
    await userEvent.click(await screen.findByRole('button', { name: `Add to compare: ${HDFC.schemeName}` }))
    const recorder = recordRequests()
    await router.navigate({ to: '/compare', search: { codes: HDFC.schemeCode } })
    await screen.findByRole('heading', { level: 1, name: 'Compare funds' })
    expect(columnFunds()).toEqual([HDFC.schemeName])
    expect(recorder.requests).toEqual([])
    recorder.stop()
  })

  it("still shows the other funds when one fund's history fails, with Retry for it", async () => {
    server.use(
      http.post(`*${endpointPath('fundNav')}`, async ({ request }) => {
        const body = (await request.clone().json()) as { schemeCode: number }
        if (body.schemeCode === ICICI.schemeCode) return HttpResponse.json({ error: { code: 'internal', message: 'boom' } }, { status: 500 })
        return undefined
      }),
    )
    await renderRoute(`/compare?codes=${HDFC.schemeCode},${ICICI.schemeCode}`)
    await findMainHeading()
    expect(screen.getByRole('alert', { name: `Fund ${ICICI.schemeCode} could not be loaded` })).toHaveTextContent('Retry')
    expect(columnFunds()).toEqual([HDFC.schemeName])
  })

  it("shows each fund's TER and its date from the costs call, one call per fund, '–' when none is known", async () => {
    // ICICI's costs answer says no TER is known (as for a scheme AMFI's report does not name).
    server.use(
      http.get<{ schemeCode: string }>(`*${endpointPath('costs')}`, ({ params }) =>
        params.schemeCode === String(ICICI.schemeCode) ? HttpResponse.json({ data: null }) : undefined,
      ),
    )
    const recorder = recordRequests()
    const funds = [HDFC, ICICI, AXIS]
    await renderRoute(`/compare?codes=${funds.map((f) => f.schemeCode).join(',')}`)
    await findMainHeading()
    const ter = rowCells('TER (total expense ratio, % a year)')
    expect(ter).toHaveLength(3)
    for (const [i, f] of [[0, HDFC], [2, AXIS]] as const) {
      const costs = costsOf(f.schemeCode)!
      expect(ter[i]).toHaveTextContent(`${formatTer(costs.ter.total)} a year`)
      expect(ter[i]).toHaveTextContent('as of 1 Nov 2026')
    }
    expect(ter[1]).toHaveTextContent('–not available')
    for (const f of funds) expect(recorder.count(`/scheme/${f.schemeCode}/costs`)).toBe(1)
    recorder.stop()
  })

  it("shows a fund whose figures fail with dashes and a Retry in its column", async () => {
    server.use(
      http.get<{ schemeCode: string }>(`*${endpointPath('performance')}`, ({ params }) =>
        params.schemeCode === String(ICICI.schemeCode) ? HttpResponse.json({ error: { code: 'internal', message: 'boom' } }, { status: 500 }) : undefined,
      ),
    )
    await renderRoute(`/compare?codes=${HDFC.schemeCode},${ICICI.schemeCode}`)
    await findMainHeading()
    expect(columnFunds()).toEqual([HDFC.schemeName, ICICI.schemeName])
    const head = within(figuresTable()).getAllByRole('columnheader')[2]!
    expect(within(head).getByRole('alert')).toHaveTextContent('Its figures could not be loaded.')
    expect(within(head).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(rowCells('1 year')[1]).toHaveTextContent('–not available')
  })
})
