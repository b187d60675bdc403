import { useState } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { hydrateRoot } from 'react-dom/client'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { defaultParseSearch } from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { endpointPath } from '../../common/contract/endpoints'
import { sipBodySchema, type SipBody } from '@common/contract/analytics-schemas'
import type * as Dates from '@common/figures/dates'
import { isoToDmy } from '@common/figures/dates'
import { answerSip } from '@common/figures/sip-answer'
import { navHistoryOf } from '@mocks/fixtures'
import { server } from '@mocks/node'
import { analyticsQueries } from '@/api/analytics'
import { createQueryClient } from '@/api/query-client'
import { formatDate } from '@/lib/dates'
import { formatPercent } from '@/lib/format'
import { theme } from '@/app/theme'
import { SipCalculator, type SipCalculatorProps } from '@/features/sip/SipCalculator'
import { SipChartPlot, INVESTED_STYLE, VALUE_STYLE } from '@/features/sip/SipChart'
import { growthSeries } from '@/features/sip/growth-series'
import { figureSeriesOf, lumpsumResult, toFigureSeries } from '@/features/sip/lumpsum'
import { defaultFrom, formContext, initialSipValues, messages, toBody, validateAmount, validateDay, validateFrom } from '@/features/sip/sip-form'
import { validateSipSearch, type SipSearch } from '@/features/sip/sip-search'
import { formatGain, formatRupees } from '@/features/sip/sip-format'
import { findMainHeading, recordRequests, renderRoute } from '../render-route'

// Counts the dates parsed, to show that typing or switching the mode never parses the whole history.
const parsed = vi.hoisted(() => ({ dates: 0 }))
vi.mock('@common/figures/dates', async (importOriginal) => {
  const original = await importOriginal<typeof Dates>()
  return {
    ...original,
    dmyToIso: (dmy: string) => {
      parsed.dates++
      return original.dmyToIso(dmy)
    },
  }
})

const CODE = 101011
const fixture = navHistoryOf(CODE)
/** The fund page's navHistory: dd-mm-yyyy, NAV as text, newest first (as the mocks serve it). */
const pageHistory = (points = fixture) => points.map((p) => ({ date: isoToDmy(p.date), nav: p.nav.toFixed(4) })).reverse()
const history = pageHistory()
const latest = fixture.at(-1)!
const latestNavDate = isoToDmy(latest.date)
const SIP_PATH = endpointPath('sip')
const PAGE_PATH = `/fundchart/${CODE}/${encodeURIComponent('HDFC Mutual Fund')}`

type RenderOptions = Partial<Omit<SipCalculatorProps, 'search' | 'onCalculate'>> & {
  /** The page's query string: what the calculator starts from, as a reload or a shared link would. */
  address?: string
}

/**
 * The calculator as the fund page holds it: its part of the address in, Calculate's inputs out as the
 * next address (recorded in `addresses`), as the route does with the router.
 */
function renderCalculator({ address = '', ...props }: RenderOptions = {}) {
  const queryClient = createQueryClient({ retry: false })
  const addresses: SipSearch[] = []
  function Page() {
    const [search, setSearch] = useState(() => validateSipSearch(defaultParseSearch(address)))
    return (
      <SipCalculator
        schemeCode={CODE}
        latestNavDate={latestNavDate}
        history={history}
        action={PAGE_PATH}
        keep={<input type="hidden" name="period" value="1Y" />}
        search={search}
        onCalculate={(next) => {
          addresses.push(next)
          setSearch(next)
        }}
        {...props}
      />
    )
  }
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme}>
        <Page />
      </MantineProvider>
    </QueryClientProvider>,
  )
  return { ...view, queryClient, addresses }
}

const amountInput = () => screen.getByRole('textbox', { name: /amount/i })
const dateInput = () => screen.getByLabelText(/(start|investment) date/i)
const dayInput = () => screen.getByRole('textbox', { name: /day of the month/i })
const calculate = () => userEvent.click(screen.getByRole('button', { name: 'Calculate' }))

async function typeInto(input: HTMLElement, text: string) {
  await userEvent.clear(input)
  if (text) await userEvent.type(input, text)
  await userEvent.tab() // blur: the field validates
}

/** The value shown for a figure of the result (`<dt>term</dt><dd>value</dd>`). */
async function figure(term: string | RegExp) {
  const dt = await screen.findByText(term, { selector: 'dt' })
  return dt.nextElementSibling as HTMLElement
}

function sipExpected(body: SipBody) {
  const answer = answerSip(fixture, body)
  if (!answer.ok) throw new Error(answer.message)
  return answer.data
}

const defaultBody: SipBody = { schemeCode: CODE, amount: 10_000, from: '20-11-2023', day: 20 }

describe('sip-form model', () => {
  const context = formContext(latestNavDate, history)

  it('finds the first and latest NAV dates and defaults to three years back', () => {
    expect(context).toEqual({ latestIso: '2026-11-20', firstIso: fixture[0]!.date })
    expect(initialSipValues(context)).toEqual({ mode: 'sip', amount: 10_000, from: '2023-11-20', day: 20 })
    // A fund younger than three years starts at its first NAV; a day past 28 is clamped.
    expect(defaultFrom({ latestIso: '2026-11-20', firstIso: '2025-01-31' })).toBe('2025-01-31')
    expect(initialSipValues({ latestIso: '2026-11-20', firstIso: '2025-01-31' }).day).toBe(28)
  })

  it('validates amount, date and day with the visitor-facing messages', () => {
    expect(validateAmount(50)).toBe('Enter at least ₹100')
    expect(validateAmount(20_000_000)).toBe('Enter at most ₹1,00,00,000')
    expect(validateAmount('')).toBe(messages.amountMissing)
    expect(validateAmount(100)).toBeNull()
    expect(validateAmount(10_000_000)).toBeNull()
    expect(validateFrom('', 'sip', context)).toBe('Choose a start date before 20 Nov 2026')
    expect(validateFrom('2026-11-20', 'sip', context)).toBe('Choose a start date before 20 Nov 2026')
    expect(validateFrom('2026-11-20', 'lumpsum', context)).toBe('Choose an investment date before 20 Nov 2026')
    expect(validateFrom('2023-05-21', 'sip', context)).toBe("The fund's NAV history starts on 22 May 2023")
    expect(validateFrom('2023-05-22', 'sip', context)).toBeNull()
    expect(validateDay(31, 'sip')).toBe('Choose a day from 1 to 28')
    expect(validateDay(0, 'sip')).toBe('Choose a day from 1 to 28')
    expect(validateDay(28, 'sip')).toBeNull()
    expect(validateDay(31, 'lumpsum')).toBeNull()
  })

  it('turns valid values into a body the contract accepts', () => {
    const body = toBody({ mode: 'sip', amount: 2500, from: '2024-02-29', day: 5 }, CODE)
    expect(body).toEqual({ schemeCode: CODE, amount: 2500, from: '29-02-2024', day: 5 })
    expect(sipBodySchema.safeParse(body).success).toBe(true)
    expect(toBody(initialSipValues(context), CODE)).toEqual(defaultBody)
  })

  it('charts a step per installment and the value of the units held', () => {
    const series = toFigureSeries(history)
    const answer = sipExpected(defaultBody)
    const purchases = answer.schedule.map((s) => ({ date: `${s.date.slice(6)}-${s.date.slice(3, 5)}-${s.date.slice(0, 2)}`, units: s.units }))
    const points = growthSeries(series, purchases, 10_000, latest.date)
    expect(points[0]!.iso).toBe(purchases[0]!.date)
    expect(points.at(-1)!.iso).toBe(latest.date)
    expect(points.at(-1)!.invested).toBe(answer.invested)
    // The schedule's units are rounded to 4 decimals: the end value agrees to the rupee.
    expect(points.at(-1)!.value).toBeCloseTo(answer.value, 0)
    expect(new Set(points.map((p) => p.invested)).size).toBe(answer.installments)
    expect(points.length).toBeLessThanOrEqual(400 + answer.installments)
  })
})

describe('SIP calculator', () => {
  it('starts three years before the latest NAV, on that day, in SIP mode', () => {
    renderCalculator()
    expect(screen.getByRole('form', { name: 'SIP calculator' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'SIP (monthly)' })).toBeChecked()
    // Plain digits: what the GET form posts (the ₹ is the field's decoration).
    expect(amountInput()).toHaveValue('10000')
    expect(dateInput()).toHaveValue('2023-11-20')
    expect(dayInput()).toHaveValue('20')
  })

  it('the day follows the start date (clamped to 28) until the visitor picks one', async () => {
    renderCalculator()
    await typeInto(dateInput(), '2024-01-31')
    expect(dayInput()).toHaveValue('28')
    await typeInto(dateInput(), '2024-03-07')
    expect(dayInput()).toHaveValue('7')
    await typeInto(dayInput(), '15')
    await typeInto(dateInput(), '2024-04-09')
    expect(dayInput()).toHaveValue('15')
  })

  it('starts at the first NAV of a fund younger than three years', () => {
    const young = fixture.filter((p) => p.date >= '2025-03-03')
    renderCalculator({ history: pageHistory(young) })
    expect(dateInput()).toHaveValue(young[0]!.date)
    expect(dayInput()).toHaveValue(String(Math.min(Number(young[0]!.date.slice(8)), 28)))
  })

  it("the date picker offers days from the fund's first NAV to the day before the latest (the API refuses earlier ones)", () => {
    renderCalculator()
    expect(dateInput()).toHaveAttribute('min', fixture[0]!.date)
    expect(dateInput()).toHaveAttribute('max', '2026-11-19')
  })

  it('shows each validation message on blur and sends nothing while the form is invalid', async () => {
    const recorder = recordRequests()
    renderCalculator()

    await typeInto(amountInput(), '50')
    expect(await screen.findByText('Enter at least ₹100')).toBeInTheDocument()
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true')
    await typeInto(amountInput(), '20000000')
    expect(amountInput()).toHaveValue('20000000')
    expect(await screen.findByText('Enter at most ₹1,00,00,000')).toBeInTheDocument()

    await typeInto(dateInput(), '')
    expect(await screen.findByText('Choose a start date before 20 Nov 2026')).toBeInTheDocument()
    await typeInto(dateInput(), '2026-12-01')
    expect(dateInput()).toHaveValue('2026-12-01')
    expect(await screen.findByText('Choose a start date before 20 Nov 2026')).toBeInTheDocument()
    await typeInto(dateInput(), '2020-01-01')
    expect(await screen.findByText("The fund's NAV history starts on 22 May 2023")).toBeInTheDocument()

    await typeInto(dayInput(), '31')
    expect(await screen.findByText('Choose a day from 1 to 28')).toBeInTheDocument()

    await calculate()
    // The first field to fix gets the focus; no request leaves.
    expect(amountInput()).toHaveFocus()
    expect(recorder.count(SIP_PATH)).toBe(0)
    expect(screen.queryByRole('heading', { name: 'SIP result' })).not.toBeInTheDocument()
    recorder.stop()
  })

  it('validates on submit too, with every message at once', async () => {
    renderCalculator()
    await userEvent.clear(amountInput())
    await userEvent.type(amountInput(), '50')
    await userEvent.clear(dayInput())
    await userEvent.type(dayInput(), '31')
    await calculate()
    expect(await screen.findByText('Enter at least ₹100')).toBeInTheDocument()
    expect(screen.getByText('Choose a day from 1 to 28')).toBeInTheDocument()
  })

  it('shows invested, value, gain and XIRR as the API answers them, with a chart', async () => {
    const recorder = recordRequests()
    renderCalculator()
    await calculate()

    const expected = sipExpected(defaultBody)
    expect(await figure('Amount invested')).toHaveTextContent(formatRupees(expected.invested))
    expect(await figure('Current value')).toHaveTextContent(formatRupees(expected.value))
    const gain = await figure(expected.gain < 0 ? 'Loss' : 'Gain')
    expect(gain).toHaveTextContent(formatGain(expected.gain))
    expect(gain.firstElementChild).toHaveAttribute('style', expect.stringContaining(expected.gain < 0 ? '--mantine-color-red-8' : '--mantine-color-green-8'))
    expect(await figure('XIRR (a year)')).toHaveTextContent(formatPercent(expected.xirr))
    expect(await figure('Installments')).toHaveTextContent(String(expected.installments))
    expect(await figure('Valued on')).toHaveTextContent(formatDate(expected.asOf))
    expect(expected.installments).toBe(37)

    expect(recorder.requests.filter((r) => r.path.includes(SIP_PATH)).map((r) => JSON.parse(r.body))).toEqual([defaultBody])

    // The chart arrives lazily, with a text alternative of the end values and a legend.
    const chart = await screen.findByRole('img', { name: /amount invested and current value/i })
    expect(chart).toHaveAccessibleName(expect.stringContaining(`${formatRupees(expected.invested)} invested, worth ${formatRupees(expected.value)}`))
    const legend = screen.getByRole('list', { name: 'Legend' })
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Amount invested', 'Current value'])
    recorder.stop()
  })

  it('shows a labelled loader while the API calculates', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post(`*${SIP_PATH}`, async () => {
        await gate
        return HttpResponse.json({ data: sipExpected(defaultBody) })
      }, { once: true }),
    )
    renderCalculator()
    await calculate()
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent('Calculating your SIP')
    expect(status.querySelector('.mantine-Loader-root')).toBeInTheDocument()
    release()
    expect(await figure('Current value')).toHaveTextContent(formatRupees(sipExpected(defaultBody).value))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('gain is coloured and signed by its sign; a null XIRR reads "–" with "not enough data"', async () => {
    const body = { ...defaultBody }
    const expected = sipExpected(body)
    server.use(
      http.post(`*${SIP_PATH}`, () => HttpResponse.json({ data: { ...expected, gain: -1234.5, xirr: null } }), { once: true }),
    )
    renderCalculator()
    await calculate()
    const gain = await figure('Loss')
    expect(gain).toHaveTextContent('−₹1,234.50')
    expect(gain.firstElementChild).toHaveAttribute('style', expect.stringContaining('--mantine-color-red-8'))
    const xirr = await figure('XIRR (a year)')
    expect(xirr).toHaveTextContent('–')
    expect(xirr).toHaveTextContent('not enough data')
  })

  it('reuses the cached answer when an input goes back to an earlier value', async () => {
    const recorder = recordRequests()
    renderCalculator()
    const sipBodies = () => recorder.requests.filter((r) => r.path.includes(SIP_PATH)).map((r) => JSON.parse(r.body) as SipBody)

    await calculate()
    const first = sipExpected(defaultBody)
    expect(await figure('Current value')).toHaveTextContent(formatRupees(first.value))

    await typeInto(amountInput(), '20000')
    await calculate()
    const second = sipExpected({ ...defaultBody, amount: 20_000 })
    await waitFor(async () => expect(await figure('Current value')).toHaveTextContent(formatRupees(second.value)))

    await typeInto(amountInput(), '10000')
    await calculate()
    expect(await figure('Current value')).toHaveTextContent(formatRupees(first.value))
    expect(screen.queryByText('Calculating your SIP')).not.toBeInTheDocument()

    expect(sipBodies()).toEqual([defaultBody, { ...defaultBody, amount: 20_000 }])
    expect(sipBodies().filter((b) => b.amount === 10_000)).toHaveLength(1)
    recorder.stop()
  })

  it("shows the API's message when it answers 400", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const message = 'No NAV on or before 20-11-2026: the fund\'s history starts later'
    server.use(
      http.post(`*${SIP_PATH}`, () => HttpResponse.json({ error: { code: 'BAD_REQUEST', message } }, { status: 400 }), { once: true }),
    )
    renderCalculator()
    await calculate()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(message)
    expect(alert).not.toHaveTextContent('answered 400')
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
  })

  it('any other failure offers Retry, which recovers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.post(`*${SIP_PATH}`, () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 }), { once: true }),
    )
    renderCalculator()
    await calculate()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('We could not calculate this SIP right now. Please try again.')
    expect(alert).not.toHaveTextContent('boom')
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await figure('Current value')).toHaveTextContent(formatRupees(sipExpected(defaultBody).value))
  })

  it('lumpsum mode values the amount from the cached history, without a request', async () => {
    const recorder = recordRequests()
    renderCalculator()
    await userEvent.click(screen.getByRole('radio', { name: 'Lumpsum' }))
    expect(screen.queryByRole('textbox', { name: /day of the month/i })).not.toBeInTheDocument()
    expect(dateInput()).toHaveAccessibleName('Investment date')
    await typeInto(amountInput(), '50000')
    await typeInto(dateInput(), '2024-06-15') // a Saturday: buys at the next NAV
    await calculate()

    // Worked independently of the app's code: first NAV on or after the date, valued at the latest.
    const bought = fixture.find((p) => p.date >= '2024-06-15')!
    expect(bought.date).toBe('2024-06-17')
    const units = 50_000 / bought.nav
    const value = Math.round(units * latest.nav * 100) / 100
    const days = (Date.parse(latest.date) - Date.parse(bought.date)) / 86_400_000
    const cagr = (Math.pow(latest.nav / bought.nav, 365 / days) - 1) * 100

    expect(await screen.findByRole('heading', { name: 'Lumpsum result' })).toBeInTheDocument()
    expect(await figure('Amount invested')).toHaveTextContent(formatRupees(50_000))
    expect(await figure('Current value')).toHaveTextContent(formatRupees(value))
    expect(await figure(/^(Gain|Loss)$/)).toHaveTextContent(formatGain(Math.round((value - 50_000) * 100) / 100))
    expect(await figure('CAGR (a year)')).toHaveTextContent(formatPercent(cagr))
    expect(await figure('Units bought')).toHaveTextContent(`on ${formatDate(bought.date)}`)
    expect(await screen.findByRole('img', { name: /amount invested and current value/i })).toBeInTheDocument()
    expect(recorder.count(SIP_PATH)).toBe(0)
    recorder.stop()
  })

  it('a lumpsum under a year has an absolute return', () => {
    const series = toFigureSeries(history)
    const answer = lumpsumResult(series, 1000, '2026-06-01')
    expect(answer.ok && answer.data.returnKind).toBe('absolute')
    const bought = fixture.find((p) => p.date >= '2026-06-01')!
    expect(answer.ok && answer.data.returnValue).toBeCloseTo((latest.nav / bought.nav - 1) * 100, 3)
  })

  it('every control is labelled and reachable with the keyboard, in order', async () => {
    const recorder = recordRequests()
    renderCalculator()
    const order = [
      screen.getByRole('radio', { name: 'SIP (monthly)' }),
      amountInput(),
      dateInput(),
      dayInput(),
      screen.getByRole('button', { name: 'Calculate' }),
    ]
    expect(screen.getByRole('radiogroup', { name: 'Investment type' })).toBeInTheDocument()
    for (const control of order) {
      await userEvent.tab()
      expect(control).toHaveFocus()
      expect(control).toHaveAccessibleName()
    }
    // Enter on the button calculates.
    await userEvent.keyboard('{Enter}')
    expect(await figure('Current value')).toHaveTextContent(formatRupees(sipExpected(defaultBody).value))
    expect(recorder.count(SIP_PATH)).toBe(1)

    // The arrow keys switch the mode, as in any radio group.
    await userEvent.tab({ shift: true })
    await userEvent.tab({ shift: true })
    await userEvent.tab({ shift: true })
    await userEvent.tab({ shift: true })
    expect(order[0]).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { name: 'Lumpsum' })).toBeChecked()
    expect(screen.queryByRole('heading', { name: 'SIP result' })).not.toBeInTheDocument()
    recorder.stop()
  })
})

describe('the calculator and the address', () => {
  const form = () => screen.getByRole('form', { name: 'SIP calculator' }) as HTMLFormElement

  it("is a GET form to the fund page's calculator: named native fields, the page's period kept", () => {
    renderCalculator()
    expect(form()).toHaveAttribute('method', 'get')
    expect(form()).toHaveAttribute('action', `${PAGE_PATH}#sip-calculator`)
    // What the browser submits without script (and what Calculate reads with it).
    expect([...new FormData(form())]).toEqual([
      ['period', '1Y'],
      ['calc', 'sip'],
      ['amount', '10000'],
      ['from', '2023-11-20'],
      ['day', '20'],
    ])
    expect(screen.getByRole('radio', { name: 'Lumpsum' })).toHaveAttribute('name', 'calc')
    expect(screen.getByRole('button', { name: 'Calculate' })).toHaveAttribute('type', 'submit')
  })

  it('Calculate hands the submitted inputs over as the address, without a page load, and shows their answer', async () => {
    const { addresses } = renderCalculator()
    await typeInto(amountInput(), '2,500')
    // The default action (a page load) is prevented.
    expect(fireEvent.submit(form())).toBe(false)
    expect(addresses).toEqual([{ calc: 'sip', amount: 2500, from: '2023-11-20', day: 20 }])
    expect(await figure('Current value')).toHaveTextContent(formatRupees(sipExpected({ ...defaultBody, amount: 2500 }).value))
  })

  it('a calculated address shows its inputs and its answer at once (a reload, a shared link)', async () => {
    const recorder = recordRequests()
    renderCalculator({ address: '?period=1Y&calc=sip&amount=2500&from=2024-02-29&day=5' })
    expect(amountInput()).toHaveValue('2500')
    expect(dateInput()).toHaveValue('2024-02-29')
    expect(dayInput()).toHaveValue('5')
    const body = { schemeCode: CODE, amount: 2500, from: '29-02-2024', day: 5 }
    expect(await figure('Current value')).toHaveTextContent(formatRupees(sipExpected(body).value))
    expect(recorder.requests.filter((r) => r.path.includes(SIP_PATH)).map((r) => JSON.parse(r.body))).toEqual([body])
    recorder.stop()
  })

  it('a calculated lumpsum address shows its answer from the history, without a request', async () => {
    const recorder = recordRequests()
    renderCalculator({ address: '?calc=lumpsum&amount=50000&from=2024-06-15&day=15' })
    expect(screen.getByRole('radio', { name: 'Lumpsum' })).toBeChecked()
    expect(screen.queryByRole('textbox', { name: /day of the month/i })).not.toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Lumpsum result' })).toBeInTheDocument()
    expect(await figure('Amount invested')).toHaveTextContent(formatRupees(50_000))
    expect(recorder.count(SIP_PATH)).toBe(0)
    recorder.stop()
  })

  it("an invalid address shows the form's own messages on its fields, and asks for nothing", () => {
    const recorder = recordRequests()
    renderCalculator({ address: '?calc=sip&amount=50&from=2020-01-01&day=31' })
    expect(screen.getByText('Enter at least ₹100')).toBeInTheDocument()
    expect(screen.getByText("The fund's NAV history starts on 22 May 2023")).toBeInTheDocument()
    expect(screen.getByText('Choose a day from 1 to 28')).toBeInTheDocument()
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true')
    expect(amountInput()).toHaveValue('50')
    expect(screen.queryByRole('heading', { name: /result/ })).not.toBeInTheDocument()
    expect(recorder.count(SIP_PATH)).toBe(0)
    recorder.stop()
  })

  it('a malformed value reads as missing; a missing day follows the start date', () => {
    renderCalculator({ address: '?calc=sip&amount=abc&from=2024-03-07' })
    expect(amountInput()).toHaveValue('')
    expect(screen.getByText(messages.amountMissing)).toBeInTheDocument()
    expect(dayInput()).toHaveValue('7')
  })

  it('an emptied day follows the start date again', async () => {
    const { addresses } = renderCalculator()
    await typeInto(dayInput(), '')
    expect(dayInput()).toHaveValue('20')
    expect(screen.queryByText(messages.dayRange)).not.toBeInTheDocument()
    await typeInto(dateInput(), '2024-03-07')
    expect(dayInput()).toHaveValue('7')
    await calculate()
    expect(addresses.at(-1)).toEqual({ calc: 'sip', amount: 10_000, from: '2024-03-07', day: 7 })
  })

  it('radios switched before the script ran are caught up at the first focus in the form', async () => {
    renderCalculator()
    // As the browser leaves them when the visitor clicked before hydration: checked, no React event.
    ;(screen.getByRole('radio', { name: 'Lumpsum' }) as HTMLInputElement).checked = true
    expect(dateInput()).toHaveAccessibleName('Start date')
    amountInput().focus()
    await waitFor(() => expect(dateInput()).toHaveAccessibleName('Investment date'))
    expect(screen.queryByRole('textbox', { name: /day of the month/i })).not.toBeInTheDocument()
  })

  it('typing and switching the mode never parse the history again; a result parses it once', async () => {
    // A history of its own: the parsed figures are kept per history array.
    const ownHistory = history.map((entry) => ({ ...entry }))
    renderCalculator({ history: ownHistory, address: '?calc=lumpsum&amount=50000&from=2024-06-15' })
    expect(await figure('Current value')).toBeInTheDocument()
    expect(figureSeriesOf(ownHistory)).toEqual(toFigureSeries(ownHistory))

    parsed.dates = 0
    await userEvent.type(amountInput(), '5')
    await userEvent.click(screen.getByRole('radio', { name: 'SIP (monthly)' }))
    await userEvent.click(screen.getByRole('radio', { name: 'Lumpsum' }))
    expect(await figure('Current value')).toBeInTheDocument()
    await userEvent.type(dateInput(), '2024-06-17')
    // A few dates at most (the result's own), never the history's hundreds.
    expect(parsed.dates).toBeLessThan(ownHistory.length / 10)
  })
})

describe("hydrating the server's HTML", () => {
  it('matches it exactly, and keeps what the visitor typed and clicked before the script ran', async () => {
    // The server's and the browser's renderers share this process (and the providers' contexts):
    // React's development warning about that is this test's set-up, not the page's.
    const consoleError = console.error.bind(console)
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('multiple renderers concurrently')) consoleError(...args)
    })
    const queryClient = createQueryClient({ retry: false })
    // As the page's dehydrated cache brings it: the loader's answer.
    queryClient.setQueryData(analyticsQueries.sip(defaultBody).queryKey, sipExpected(defaultBody))
    const addresses: SipSearch[] = []
    const tree = (
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme}>
          <SipCalculator
            schemeCode={CODE}
            latestNavDate={latestNavDate}
            history={history}
            action={PAGE_PATH}
            keep={<input type="hidden" name="period" value="1Y" />}
            search={validateSipSearch(defaultParseSearch('?period=1Y&calc=sip&amount=10000&from=2023-11-20&day=20'))}
            onCalculate={(next) => addresses.push(next)}
          />
        </MantineProvider>
      </QueryClientProvider>
    )
    // The server's render as entry-server makes it: whole, the lazy chart's boundary included.
    const stream = await renderToReadableStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY })
    await stream.allReady
    const container = document.createElement('div')
    container.innerHTML = await new Response(stream).text()
    // Every boundary in place (`<!--$-->`), none left for a script to fill in.
    expect(container.innerHTML).not.toMatch(/<!--\$[?!]-->|<template/)
    document.body.append(container)
    expect(within(container).getByRole('heading', { name: 'SIP result' })).toBeInTheDocument()

    // Before the script runs: a new amount typed, the lumpsum radio clicked.
    const amount = container.querySelector<HTMLInputElement>('input[name="amount"]')!
    amount.value = '25000'
    container.querySelector<HTMLInputElement>('input[name="calc"][value="lumpsum"]')!.checked = true

    const mismatches: unknown[] = []
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) })
    })
    expect(mismatches).toEqual([])
    expect(amount).toHaveValue('25000')
    expect(within(container).getByRole('radio', { name: 'Lumpsum' })).toBeChecked()

    // Calculate sends what is on screen, not what the server rendered.
    await userEvent.click(within(container).getByRole('button', { name: 'Calculate' }))
    expect(addresses).toEqual([{ calc: 'lumpsum', amount: 25_000, from: '2023-11-20', day: 20 }])
    container.remove()
  })
})

describe('on the fund page', () => {
  const form = () => screen.getByRole('form', { name: 'SIP calculator' }) as HTMLFormElement
  const sipBodies = (recorder: ReturnType<typeof recordRequests>) => recorder.requests.filter((r) => r.path.includes(SIP_PATH)).map((r) => JSON.parse(r.body) as SipBody)

  it("the loader answers a calculated address's SIP with the page: the result is there when it renders", async () => {
    const recorder = recordRequests()
    const { router } = await renderRoute(`${PAGE_PATH}?period=1Y&calc=sip&amount=10000&from=2023-11-20&day=20`)
    await findMainHeading()
    // Asked for by the loader, before the calculator's code ran: once.
    expect(sipBodies(recorder)).toEqual([defaultBody])
    expect(await figure('Current value')).toHaveTextContent(formatRupees(sipExpected(defaultBody).value))
    expect(form()).toHaveAttribute('action', `${PAGE_PATH}#sip-calculator`)
    expect(router.state.location.pathname).not.toBe(PAGE_PATH)
    expect(form().closest('section')).toHaveAttribute('id', 'sip-calculator')
    expect(new FormData(form()).get('period')).toBe('1Y')
    expect(sipBodies(recorder)).toEqual([defaultBody])
    recorder.stop()
  })

  it('Calculate changes the address in place (period kept, history entry replaced) and shows the new answer', async () => {
    const { router, queryClient } = await renderRoute(`${PAGE_PATH}?period=1Y`)
    await findMainHeading()
    await screen.findByRole('form', { name: 'SIP calculator' })
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    const recorder = recordRequests()
    await typeInto(amountInput(), '20000')
    await calculate()
    const body = { ...defaultBody, amount: 20_000 }
    await waitFor(() => expect(router.state.location.search).toEqual({ period: '1Y', calc: 'sip', amount: 20_000, from: '2023-11-20', day: 20 }))
    expect(await figure('Current value')).toHaveTextContent(formatRupees(sipExpected(body).value))
    expect(router.history.length).toBe(1)
    // The page's own data was not asked for again: only the SIP, once.
    expect(recorder.requests.filter((r) => r.path !== '/api/v1/meta').map((r) => r.path)).toEqual([SIP_PATH])
    expect(sipBodies(recorder)).toEqual([body])
    recorder.stop()
  })

  it('an invalid address renders the page with the messages, not an error, and asks for no SIP', async () => {
    const recorder = recordRequests()
    await renderRoute(`${PAGE_PATH}?calc=sip&amount=50&from=2020-01-01&day=x`)
    await findMainHeading()
    expect(await screen.findByText('Enter at least ₹100')).toBeInTheDocument()
    expect(screen.getByText("The fund's NAV history starts on 22 May 2023")).toBeInTheDocument()
    // A malformed day follows the start date.
    expect(dayInput()).toHaveValue('1')
    expect(recorder.count(SIP_PATH)).toBe(0)
    recorder.stop()
  })

  it('a lumpsum address is computed from the history, with no request', async () => {
    const recorder = recordRequests()
    await renderRoute(`${PAGE_PATH}?calc=lumpsum&amount=50000&from=2024-06-15`)
    await findMainHeading()
    expect(await screen.findByRole('heading', { name: 'Lumpsum result' })).toBeInTheDocument()
    expect(recorder.count(SIP_PATH)).toBe(0)
    recorder.stop()
  })
})

describe('SipChartPlot', () => {
  it('draws invested and value as two lines told apart by colour and dash', () => {
    const answer = sipExpected(defaultBody)
    const purchases = answer.schedule.map((s) => ({ date: `${s.date.slice(6)}-${s.date.slice(3, 5)}-${s.date.slice(0, 2)}`, units: s.units }))
    const points = growthSeries(toFigureSeries(history), purchases, 10_000, latest.date)
    render(<SipChartPlot points={points} width={360} height={220} />)
    const invested = screen.getByTestId('sip-invested-line')
    const value = screen.getByTestId('sip-value-line')
    expect(invested).toHaveAttribute('stroke', INVESTED_STYLE.stroke)
    expect(invested).toHaveAttribute('stroke-dasharray', INVESTED_STYLE.strokeDasharray)
    expect(value).toHaveAttribute('stroke', VALUE_STYLE.stroke)
    expect(value).not.toHaveAttribute('stroke-dasharray')
    expect(INVESTED_STYLE.stroke).not.toBe(VALUE_STYLE.stroke)
  })
})
