import {
  lazy,
  Suspense,
  useDeferredValue,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type ReactNode,
} from 'react'
import { Alert, Button, Center, Group, Input, Loader, Radio, Stack, Text, TextInput, Title } from '@mantine/core'
import type { SipBody, SipResultBody } from '@common/contract/analytics-schemas'
import { addDays, dmyToIso, isValidIso } from '@common/figures/dates'
import type { NavPoint } from '@common/figures/returns'
import { analyticsQueries } from '@/api/analytics'
import { isApiError } from '@/api/api-error'
import { useSectionQuery } from '@/api/section-query'
import { formatDate } from '@/lib/dates'
import { formatPercent, MISSING } from '@/lib/format'
import { figureSeriesOf, lumpsumResult, type HistoryEntry, type LumpsumResult } from './lumpsum'
import { defaultDay, formContext, type SipMode } from './sip-form'
import { formatGain, formatRupees, formatUnits } from './sip-format'
import {
  fieldError,
  SIP_CALCULATOR_ID,
  SIP_FIELDS,
  sipErrors,
  sipFormValues,
  sipOutcome,
  validateSipSearch,
  type SipErrors,
  type SipField,
  type SipSearch,
} from './sip-search'
import classes from './sip.module.css'

// The chart (and visx with it) loads only once a result is on screen.
const SipChart = lazy(() => import('./SipChart'))

export type SipCalculatorProps = {
  schemeCode: number
  /** `dd-mm-yyyy`, the fund's latest NAV date: results are valued at it. */
  latestNavDate: string
  /** The fund page's cached navHistory: `dd-mm-yyyy` dates, NAV as text, any order. */
  history: HistoryEntry[]
  /** The calculator's part of the page's address (sip-search.ts): the form's inputs and its result. */
  search: SipSearch
  /** The fund page's path: the form submits to it (GET) while the page's script is not running. */
  action: string
  /**
   * Hidden fields for the page's other parameters (the chart's period), kept by a submit without
   * script. An element that reads them itself: a period switch then renders that field, not the calculator.
   */
  keep?: ReactNode
  /** With script, Calculate hands the submitted inputs here, to become the address without a page load. */
  onCalculate: (search: SipSearch) => void
}

const NO_SERIES: readonly NavPoint[] = []

const MODES: { value: SipMode; label: string }[] = [
  { value: 'sip', label: 'SIP (monthly)' },
  { value: 'lumpsum', label: 'Lumpsum' },
]

/** The radios' checked mode, as the browser has it. */
function checkedMode(form: HTMLFormElement | null): SipMode | undefined {
  const value = form?.querySelector<HTMLInputElement>('input[name="calc"]:checked')?.value
  return value === 'sip' || value === 'lumpsum' ? value : undefined
}

/**
 * A SIP or lumpsum calculator for one fund, on its real NAVs: a GET form whose answer is the page at
 * its address (sip-search.ts), so it works before the page's script runs, and the server renders the
 * answer. Once the script runs, Calculate changes the address without a page load (`onCalculate`).
 * A SIP is the API's calculation (`POST mutual_fund/sip/`), cached by its inputs, so going back to
 * earlier inputs shows their answer without a request. A lumpsum is computed here from the page's
 * cached history (see lumpsum.ts): no request at all.
 *
 * State belongs to one fund: a new fund or a new latest NAV starts a fresh form.
 */
/** Whether two sets of field messages say the same. */
function sameErrors(a: SipErrors, b: SipErrors): boolean {
  return SIP_FIELDS.every((name) => (a[name] ?? null) === (b[name] ?? null))
}

export function SipCalculator(props: SipCalculatorProps) {
  return <Calculator key={`${props.schemeCode}:${props.latestNavDate}`} {...props} />
}

function Calculator({ schemeCode, latestNavDate, history, search, action, keep, onCalculate }: SipCalculatorProps) {
  const context = useMemo(() => formContext(latestNavDate, history), [latestNavDate, history])
  // The fields start as the address has them, and from then on are the browser's own (uncontrolled):
  // what the visitor typed before the script ran survives hydration, typing renders nothing, and
  // Calculate reads the form exactly as the browser would submit it.
  const [initial] = useState(() => sipFormValues(search, context))
  const [errors, setErrors] = useState<SipErrors>(() => sipErrors(search, context))
  // The labels, the day field and the result follow the radios.
  const [mode, setMode] = useState<SipMode>(initial.mode)
  // The day follows the start date until the visitor picks one.
  const dayChosen = useRef(initial.from !== '' && initial.day !== '' && initial.day !== defaultDay(initial.from))
  const formRef = useRef<HTMLFormElement>(null)
  const groupId = useId()

  // The result is the address's, rendered from a deferred copy: the Calculate click paints at once,
  // and the figures (and the sorted history they need) follow in a render React can interrupt.
  const shown = useDeferredValue(search)
  const outcome = useMemo(() => sipOutcome(shown, context, schemeCode), [shown, context, schemeCode])
  const hasOutcome = outcome !== null
  // The history as sorted figures, for results and their chart only: built when there first is a
  // result (once per history), never on a keystroke or a switch of mode.
  const series = useMemo(() => (hasOutcome ? figureSeriesOf(history) : NO_SERIES), [hasOutcome, history])
  // A result belongs to the mode it was calculated in. Shown or hidden in a deferred render too: the
  // radio's own frame only relabels the fields.
  const resultMode = useDeferredValue(mode)
  const visible = outcome?.kind === resultMode ? outcome : null

  const input = (name: SipField) => {
    const element = formRef.current?.elements.namedItem(name)
    return element instanceof HTMLInputElement ? element : null
  }
  const setError = (name: SipField, message: string | null) =>
    setErrors((current) => ((current[name] ?? null) === message ? current : { ...current, [name]: message ?? undefined }))
  // Typing clears the field's message (a render only when there is one to clear).
  const clearError = (name: SipField) => {
    if (errors[name]) setError(name, null)
  }

  /** The radios may have been switched before the script ran: the first focus in the form catches up. */
  const syncMode = () => {
    const checked = checkedMode(formRef.current)
    if (checked && checked !== mode) setMode(checked)
  }

  const onModeChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value
    if (next !== 'sip' && next !== 'lumpsum') return
    setMode(next)
    setError('day', null)
  }

  /** An empty day follows a valid start date, as the address reads a missing day. */
  const fillDay = () => {
    const day = input('day')
    const from = input('from')?.value ?? ''
    if (day && day.value.trim() === '' && isValidIso(from)) {
      day.value = String(defaultDay(from))
      dayChosen.current = false
    }
  }

  const onBlur = (name: SipField) => (event: FocusEvent<HTMLInputElement>) => {
    if (name === 'day') fillDay()
    setError(name, fieldError(name, event.currentTarget.value, mode, context))
  }

  const onFromChange = (event: ChangeEvent<HTMLInputElement>) => {
    clearError('from')
    const iso = event.currentTarget.value
    const day = input('day')
    if (!dayChosen.current && day && isValidIso(iso)) {
      day.value = String(defaultDay(iso))
      clearError('day')
    }
  }

  const onDayChange = (event: ChangeEvent<HTMLInputElement>) => {
    clearError('day')
    dayChosen.current = event.currentTarget.value.trim() !== ''
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // With script the page stays: the address changes (and the answer with it) without a load.
    event.preventDefault()
    fillDay()
    // Read as the server reads the submitted address, so both show the same.
    const submitted = validateSipSearch(Object.fromEntries(new FormData(event.currentTarget)))
    const found = sipErrors(submitted, context)
    // The same messages keep the same object: no render of the form on the click's frame for nothing.
    setErrors((current) => (sameErrors(current, found) ? current : found))
    if (submitted.calc) setMode(submitted.calc)
    onCalculate(submitted)
    // Take the keyboard to the first field to fix.
    const first = SIP_FIELDS.find((name) => found[name])
    if (first) input(first)?.focus()
  }

  const fieldProps = (name: SipField) => ({ name, error: errors[name], onBlur: onBlur(name), autoComplete: 'off' })

  return (
    <div className={classes.root}>
      <form
        ref={formRef}
        method="get"
        action={`${action}#${SIP_CALCULATOR_ID}`}
        onSubmit={onSubmit}
        onFocus={syncMode}
        aria-label="SIP calculator"
        noValidate
        className={classes.form}
      >
        {keep}
        <Stack gap="md">
          {/* Plain radios, not a segmented control: its radios are hidden, so the focused control
              would be off screen for a keyboard user. Uncontrolled, like the fields. */}
          <Input.Wrapper id={groupId} label="Investment type" labelElement="div">
            <div role="radiogroup" aria-labelledby={`${groupId}-label`}>
              <Group gap="lg" mt={6}>
                {MODES.map((option) => (
                  <Radio
                    key={option.value}
                    name="calc"
                    value={option.value}
                    defaultChecked={initial.mode === option.value}
                    onChange={onModeChange}
                    label={option.label}
                    color="green"
                  />
                ))}
              </Group>
            </div>
          </Input.Wrapper>
          <div className={classes.fields}>
            {/* Plain digits, not a formatting NumberInput: it would post "₹10,000" without script,
                and re-format under the visitor's fingers once the script runs. */}
            <TextInput
              {...fieldProps('amount')}
              defaultValue={String(initial.amount)}
              onChange={() => clearError('amount')}
              label={mode === 'sip' ? 'Monthly amount' : 'Amount'}
              description="Whole rupees, ₹100 to ₹1,00,00,000"
              leftSection="₹"
              inputMode="numeric"
            />
            <TextInput
              {...fieldProps('from')}
              defaultValue={initial.from}
              onChange={onFromChange}
              type="date"
              label={mode === 'sip' ? 'Start date' : 'Investment date'}
              description={`Before ${formatDate(context.latestIso)}`}
              min={context.firstIso ?? undefined}
              max={isValidIso(context.latestIso) ? addDays(context.latestIso, -1) : undefined}
            />
            {/* Always in the form, so a switch of the radios before the script runs can show it
                (sip.module.css); hidden in lumpsum mode, where it does not count. */}
            <div className={classes.dayField} hidden={mode !== 'sip'}>
              <TextInput
                {...fieldProps('day')}
                defaultValue={String(initial.day)}
                onChange={onDayChange}
                label="Day of the month"
                description="Each installment on this day, 1 to 28"
                inputMode="numeric"
              />
            </div>
          </div>
          <div className={classes.actions}>
            <Button type="submit" color="green">
              Calculate
            </Button>
          </div>
        </Stack>
      </form>
      {visible?.kind === 'sip' && <SipResults body={visible.body} series={series} />}
      {visible?.kind === 'lumpsum' && <LumpsumResults amount={visible.amount} fromIso={visible.fromIso} series={series} />}
    </div>
  )
}

/** The message of the API's 400 envelope, or null for any other failure. */
function badRequestMessage(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 400) return null
  return error.serverMessage ?? null
}

type SipResultsProps = { body: SipBody; series: readonly NavPoint[] }

function SipResults({ body, series }: SipResultsProps) {
  // Keyed by the body: earlier inputs reuse their cached answer. An answer the server rendered (or a
  // failure it met) is the loader's, shown as it is (section-query.ts).
  const query = useSectionQuery(analyticsQueries.sip(body))
  const amount = body.amount
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
