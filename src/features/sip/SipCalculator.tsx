import { lazy, Suspense, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { Alert, Button, Center, Group, Loader, NumberInput, Radio, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { SipBody, SipResultBody } from '@common/contract/analytics-schemas'
import { addDays, dmyToIso, isValidIso } from '@common/figures/dates'
import type { NavPoint } from '@common/figures/returns'
import { analyticsQueries } from '@/api/analytics'
import { isApiError } from '@/api/api-error'
import { formatDate } from '@/lib/dates'
import { formatPercent, MISSING } from '@/lib/format'
import { lumpsumResult, toFigureSeries, type HistoryEntry, type LumpsumResult } from './lumpsum'
import { amountOf, defaultDay, formContext, initialSipValues, sipValidators, toBody, type SipFormValues, type SipMode } from './sip-form'
import { formatGain, formatRupees, formatUnits } from './sip-format'
import classes from './sip.module.css'

// The chart (and visx with it) loads only once a result is on screen.
const SipChart = lazy(() => import('./SipChart'))

export type SipCalculatorProps = {
  schemeCode: number
  /** `dd-mm-yyyy`, the fund's latest NAV date: results are valued at it. */
  latestNavDate: string
  /** The fund page's cached navHistory: `dd-mm-yyyy` dates, NAV as text, any order. */
  history: HistoryEntry[]
}

type Submitted = { kind: 'sip'; body: SipBody } | { kind: 'lumpsum'; amount: number; fromIso: string }

const NO_SERIES: readonly NavPoint[] = []

/** Never sent: the key of the disabled query before the first Calculate. */
const IDLE_BODY: SipBody = { schemeCode: 0, amount: 0, from: '' }

const MODES: { value: SipMode; label: string }[] = [
  { value: 'sip', label: 'SIP (monthly)' },
  { value: 'lumpsum', label: 'Lumpsum' },
]

/**
 * A SIP or lumpsum calculator for one fund, on its real NAVs. A SIP is the API's calculation
 * (`POST mutual_fund/sip/`), requested only after a valid Calculate and cached by its inputs, so going
 * back to earlier inputs shows their answer without a request. A lumpsum is computed here from the
 * page's cached history (see lumpsum.ts): no request at all.
 *
 * State belongs to one fund: a new fund or a new latest NAV starts a fresh form.
 */
export function SipCalculator(props: SipCalculatorProps) {
  return <Calculator key={`${props.schemeCode}:${props.latestNavDate}`} {...props} />
}

function Calculator({ schemeCode, latestNavDate, history }: SipCalculatorProps) {
  const context = useMemo(() => formContext(latestNavDate, history), [latestNavDate, history])
  const form = useForm<SipFormValues>({
    mode: 'controlled',
    initialValues: initialSipValues(context),
    validate: sipValidators(context),
    validateInputOnBlur: true,
  })
  const [submitted, setSubmitted] = useState<Submitted | null>(null)
  // The history as sorted figures, for results and their chart only: built on the first Calculate,
  // not while the page hydrates (a fund's history has thousands of entries to parse and sort).
  const hasResult = submitted !== null
  const series = useMemo(() => (hasResult ? toFigureSeries(history) : NO_SERIES), [hasResult, history])
  // Runs only after a valid Calculate; keyed by the body, so earlier inputs reuse their cached answer.
  const sipBody = submitted?.kind === 'sip' ? submitted.body : null
  const sipQuery = useQuery({ ...analyticsQueries.sip(sipBody ?? IDLE_BODY), enabled: sipBody !== null })
  // The day follows the start date until the visitor picks one.
  const dayChosen = useRef(false)
  const mode = form.values.mode

  const onSubmit = form.onSubmit(
    (values) => {
      setSubmitted(
        values.mode === 'sip'
          ? { kind: 'sip', body: toBody(values, schemeCode) }
          : { kind: 'lumpsum', amount: amountOf(values), fromIso: values.from },
      )
    },
    (errors) => {
      // Take the keyboard to the first field to fix.
      const first = (['amount', 'from', 'day'] as const).find((field) => errors[field])
      if (first) form.getInputNode(first)?.focus()
    },
  )

  const modeProps = form.getInputProps('mode')
  const fromProps = form.getInputProps('from')
  const dayProps = form.getInputProps('day')

  return (
    <div className={classes.root}>
      <form onSubmit={onSubmit} aria-label="SIP calculator" noValidate>
        <Stack gap="md">
          {/* Plain radios, not a segmented control: its radios are hidden, so the focused control
              would be off screen for a keyboard user. */}
          <Radio.Group
            {...modeProps}
            onChange={(value) => {
              modeProps.onChange(value)
              // A result belongs to the mode it was calculated in.
              setSubmitted(null)
              form.clearFieldError('day')
            }}
            label="Investment type"
          >
            <Group gap="lg" mt={6}>
              {MODES.map((mode) => (
                <Radio key={mode.value} value={mode.value} label={mode.label} color="green" />
              ))}
            </Group>
          </Radio.Group>
          <div className={classes.fields}>
            <NumberInput
              {...form.getInputProps('amount')}
              key={form.key('amount')}
              label={mode === 'sip' ? 'Monthly amount' : 'Amount'}
              description="Whole rupees, ₹100 to ₹1,00,00,000"
              prefix="₹"
              thousandSeparator=","
              thousandsGroupStyle="lakh"
              allowDecimal={false}
              allowNegative={false}
              // Out-of-range amounts stay as typed, so the message can say what is wrong.
              clampBehavior="none"
              hideControls
              autoComplete="off"
            />
            <TextInput
              {...fromProps}
              key={form.key('from')}
              onChange={(event) => {
                const iso = event.currentTarget.value
                fromProps.onChange(event)
                if (!dayChosen.current && isValidIso(iso)) form.setFieldValue('day', defaultDay(iso))
              }}
              type="date"
              label={mode === 'sip' ? 'Start date' : 'Investment date'}
              description={`Before ${formatDate(context.latestIso)}`}
              min={context.firstIso ?? undefined}
              max={isValidIso(context.latestIso) ? addDays(context.latestIso, -1) : undefined}
            />
            {mode === 'sip' && (
              <NumberInput
                {...dayProps}
                key={form.key('day')}
                onChange={(value) => {
                  dayChosen.current = true
                  dayProps.onChange(value)
                }}
                label="Day of the month"
                description="Each installment on this day, 1 to 28"
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                hideControls
                autoComplete="off"
              />
            )}
          </div>
          <div className={classes.actions}>
            <Button type="submit" color="green">
              Calculate
            </Button>
          </div>
        </Stack>
      </form>
      {sipBody && <SipResults query={sipQuery} amount={sipBody.amount} series={series} />}
      {submitted?.kind === 'lumpsum' && <LumpsumResults amount={submitted.amount} fromIso={submitted.fromIso} series={series} />}
    </div>
  )
}

/** The message of the API's 400 envelope, or null for any other failure. */
function badRequestMessage(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 400) return null
  return error.serverMessage ?? null
}

type SipResultsProps = { query: UseQueryResult<SipResultBody>; amount: number; series: readonly NavPoint[] }

function SipResults({ query, amount, series }: SipResultsProps) {
  const headingId = useId()

  let content: ReactNode
  if (query.data) {
    content = <SipFigures result={query.data} amount={amount} series={series} />
  } else if (query.isError) {
    const message = badRequestMessage(query.error)
    content = message ? (
      <Alert color="red" variant="light" title="Check the inputs" role="alert">
        {message}
      </Alert>
    ) : (
      <Stack gap="xs" align="flex-start" role="alert">
        <Text>We could not calculate this SIP right now. Please try again.</Text>
        <Button color="green" variant="light" loading={query.isFetching} onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Stack>
    )
  } else {
    content = (
      <Center py="lg" role="status" aria-live="polite">
        <Loader color="green" aria-hidden />
        <span className="visually-hidden">Calculating your SIP</span>
      </Center>
    )
  }

  return (
    <section className={classes.results} aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="xs">
        SIP result
      </Title>
      {content}
    </section>
  )
}

function Figure({ term, children, note }: { term: string; children: ReactNode; note?: ReactNode }) {
  return (
    <div className={classes.figure}>
      <dt className={classes.term}>{term}</dt>
      <dd className={classes.value}>
        {children}
        {note && <span className={classes.note}> {note}</span>}
      </dd>
    </div>
  )
}

function GainFigure({ gain }: { gain: number }) {
  return (
    <Figure term={gain < 0 ? 'Loss' : 'Gain'}>
      <Text span inherit c={gain < 0 ? 'red.8' : 'green.8'}>
        {formatGain(gain)}
      </Text>
    </Figure>
  )
}

function ChartSlot(props: { series: readonly NavPoint[]; purchases: { date: string; units: number }[]; amount: number; asOf: string; invested: number; value: number }) {
  return (
    <Suspense fallback={<div className={classes.chartPlaceholder} aria-hidden />}>
      <SipChart {...props} />
    </Suspense>
  )
}

function SipFigures({ result, amount, series }: { result: SipResultBody; amount: number; series: readonly NavPoint[] }) {
  const asOf = dmyToIso(result.asOf) ?? ''
  const purchases = useMemo(
    () => result.schedule.flatMap((s) => {
      const date = dmyToIso(s.date)
      return date ? [{ date, units: s.units }] : []
    }),
    [result.schedule],
  )
  return (
    <>
      <dl className={classes.figures}>
        <Figure term="Amount invested">{formatRupees(result.invested)}</Figure>
        <Figure term="Current value">{formatRupees(result.value)}</Figure>
        <GainFigure gain={result.gain} />
        <Figure term="XIRR (a year)" note={result.xirr === null ? 'not enough data' : undefined}>
          {result.xirr === null ? MISSING : formatPercent(result.xirr)}
        </Figure>
        <Figure term="Installments">{result.installments}</Figure>
        <Figure term="Valued on">{formatDate(result.asOf)}</Figure>
      </dl>
      {purchases.length > 0 && (
        <ChartSlot series={series} purchases={purchases} amount={amount} asOf={asOf} invested={result.invested} value={result.value} />
      )}
    </>
  )
}

function LumpsumResults({ amount, fromIso, series }: { amount: number; fromIso: string; series: readonly NavPoint[] }) {
  const answer = useMemo(() => lumpsumResult(series, amount, fromIso), [series, amount, fromIso])
  const headingId = useId()
  return (
    <section className={classes.results} aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="xs">
        Lumpsum result
      </Title>
      {answer.ok ? (
        <LumpsumFigures result={answer.data} series={series} />
      ) : (
        <Alert color="red" variant="light" title="Check the inputs" role="alert">
          {answer.message}
        </Alert>
      )}
    </section>
  )
}

function LumpsumFigures({ result, series }: { result: LumpsumResult; series: readonly NavPoint[] }) {
  const purchases = useMemo(() => [{ date: result.boughtOn, units: result.units }], [result.boughtOn, result.units])
  const returnTerm = result.returnKind === 'cagr' ? 'CAGR (a year)' : 'Absolute return'
  return (
    <>
      <dl className={classes.figures}>
        <Figure term="Amount invested">{formatRupees(result.invested)}</Figure>
        <Figure term="Current value">{formatRupees(result.value)}</Figure>
        <GainFigure gain={result.gain} />
        <Figure term={returnTerm} note={result.returnValue === null ? 'not enough data' : undefined}>
          {formatPercent(result.returnValue)}
        </Figure>
        <Figure term="Units bought" note={`at ${formatRupees(result.boughtNav)} on ${formatDate(result.boughtOn)}`}>
          {formatUnits(result.units)}
        </Figure>
        <Figure term="Valued on" note={`NAV ${formatRupees(result.latestNav)}`}>
          {formatDate(result.asOf)}
        </Figure>
      </dl>
      <ChartSlot
        series={series}
        purchases={purchases}
        amount={result.invested}
        asOf={result.asOf}
        invested={result.invested}
        value={result.value}
      />
    </>
  )
}
