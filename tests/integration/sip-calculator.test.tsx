import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { endpointPath } from '../../common/contract/endpoints'
import { sipBodySchema, type SipBody } from '@common/contract/analytics-schemas'
import { isoToDmy } from '@common/figures/dates'
import { answerSip } from '@common/figures/sip-answer'
import { navHistoryOf } from '@mocks/fixtures'
import { server } from '@mocks/node'
import { createQueryClient } from '@/api/query-client'
import { formatDate } from '@/lib/dates'
import { formatPercent } from '@/lib/format'
import { theme } from '@/app/theme'
import { SipCalculator } from '@/features/sip/SipCalculator'
import { SipChartPlot, INVESTED_STYLE, VALUE_STYLE } from '@/features/sip/SipChart'
import { growthSeries } from '@/features/sip/growth-series'
import { lumpsumResult, toFigureSeries } from '@/features/sip/lumpsum'
import { defaultFrom, formContext, initialSipValues, messages, toBody, validateAmount, validateDay, validateFrom } from '@/features/sip/sip-form'
import { formatGain, formatRupees } from '@/features/sip/sip-format'
import { recordRequests } from '../render-route'

const CODE = 101011
const fixture = navHistoryOf(CODE)
/** The fund page's navHistory: dd-mm-yyyy, NAV as text, newest first (as the mocks serve it). */
const pageHistory = (points = fixture) => points.map((p) => ({ date: isoToDmy(p.date), nav: p.nav.toFixed(4) })).reverse()
const history = pageHistory()
const latest = fixture.at(-1)!
const latestNavDate = isoToDmy(latest.date)
const SIP_PATH = endpointPath('sip')

function renderCalculator(props: Partial<Parameters<typeof SipCalculator>[0]> = {}) {
  const queryClient = createQueryClient({ retry: false })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme}>
        <SipCalculator schemeCode={CODE} latestNavDate={latestNavDate} history={history} {...props} />
      </MantineProvider>
    </QueryClientProvider>,
  )
  return { ...view, queryClient }
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
    expect(amountInput()).toHaveValue('₹10,000')
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
    expect(amountInput()).toHaveValue('₹2,00,00,000')
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
