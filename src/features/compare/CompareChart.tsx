import { lazy, Suspense, useDeferredValue, useState } from 'react'
import { Center, Loader, Text } from '@mantine/core'
import { useSearch } from '@tanstack/react-router'
import { DEFAULT_CHART_PERIOD, type ChartPeriod } from '@/lib/chart-period'
import { formatPercent } from '@/lib/format'
import { chartModelOf, chartStartOf, formatIndex, formatIsoDate, type ChartFund, type ChartModel, type ChartStart } from './compare-chart-model'
import { ComparePeriodControl } from './ComparePeriodControl'
import { LineKey } from './LineKey'
import { loadComparePlot } from './preload-plot'
import frameClasses from '@/lib/chart-frame.module.css'
import classes from './compare.module.css'

/** Fixed, so nothing below the chart moves while its code loads or when the period changes. */
export const COMPARE_CHART_HEIGHT = 320

const Plot = lazy(loadComparePlot)

const sameFunds = (a: readonly ChartFund[], b: readonly ChartFund[]) =>
  a.length === b.length &&
  a.every((f, i) => f.schemeCode === b[i]!.schemeCode && f.name === b[i]!.name && f.styleIndex === b[i]!.styleIndex && f.history === b[i]!.history)

/**
 * The model, rebuilt only when a fund's history (the cached answer itself), name or place or the
 * period changes; the page hands over new fund objects on every render.
 */
function useChartModel(funds: readonly ChartFund[], period: ChartPeriod): ChartModel | null {
  const [cached, setCached] = useState(() => ({ funds, period, model: chartModelOf(funds, period) }))
  if (cached.period === period && sameFunds(cached.funds, funds)) return cached.model
  const next = { funds, period, model: chartModelOf(funds, period) }
  setCached(next)
  return next.model
}

const changeOf = (value: number) => formatPercent(value - 100)

export function summaryOf(model: ChartModel): string {
  const ends = model.lines.map((line) => `${line.name} ${formatIndex(line.points.at(-1)!.value)} (${changeOf(line.points.at(-1)!.value)})`)
  return `NAVs indexed to 100 on ${formatIsoDate(model.start)}. On ${formatIsoDate(model.end)}: ${ends.join('; ')}.`
}

type Props = { funds: readonly ChartFund[] }

function startNote({ start, startsLate }: ChartStart): string {
  const on = `Indexed to 100 on ${formatIsoDate(start)}`
  return startsLate ? `${on}, the first date every fund has a NAV` : on
}

/**
 * The funds' NAVs indexed to 100 at a common start, one line each (colour and dash), a legend with
 * each fund's end value, a shared tooltip (pointer, touch, arrow keys) and a text alternative.
 *
 * It reads ?period= itself, not the route: a period switch then renders this alone, not the figures
 * table. The period links and the start note follow the address at once; the lines and the legend
 * follow in a deferred render that React may interrupt, dimmed meanwhile.
 */
export function CompareChart({ funds }: Props) {
  const period = useSearch({ from: '/compare', select: (search) => search.period }) ?? DEFAULT_CHART_PERIOD
  const drawnPeriod = useDeferredValue(period)
  const model = useChartModel(funds, drawnPeriod)
  const stale = drawnPeriod !== period
  if (!model || model.lines.length === 0) {
    return (
      <div className={frameClasses.unavailable} style={{ height: COMPARE_CHART_HEIGHT }} role="status">
        The chart is currently unavailable: {funds.length === 1 ? 'this fund has' : 'these funds have'} too few NAVs to draw.
      </div>
    )
  }
  const label = `Chart of the NAVs of ${model.lines.length === 1 ? 'the fund' : `${model.lines.length} funds`}, indexed to 100 on ${formatIsoDate(model.start)}.`
  return (
    <figure className={frameClasses.figure}>
      <ComparePeriodControl value={period} note={startNote((stale && chartStartOf(funds, period)) || model)} />
      <div className={stale ? frameClasses.stale : undefined} aria-busy={stale || undefined}>
        <Suspense
          fallback={
            <Center className={frameClasses.placeholder} h={COMPARE_CHART_HEIGHT} role="status">
              <Loader color="green" size="sm" aria-hidden />
              <span className="visually-hidden">Loading the chart</span>
            </Center>
          }
        >
          <Plot lines={model.lines} dates={model.dates} height={COMPARE_CHART_HEIGHT} label={label} summary={summaryOf(model)} />
        </Suspense>
      </div>
      <figcaption>
        {/* Visible end values: what 100 became, for everyone, not only screen readers. */}
        <ul className={stale ? `${classes.legend} ${frameClasses.stale}` : classes.legend} aria-label="Legend">
          {model.lines.map((line) => (
            <li key={line.schemeCode} className={classes.legendItem}>
              <LineKey index={line.styleIndex} />
              <span className={classes.legendName}>{line.name}</span>
              <span className={classes.legendValue}>
                {formatIndex(line.points.at(-1)!.value)} ({changeOf(line.points.at(-1)!.value)})
              </span>
            </li>
          ))}
        </ul>
        {model.skipped.length > 0 && (
          <Text size="sm" c="dimmed" mt="xs">
            Not drawn, too few NAVs: {model.skipped.map((fund) => fund.name).join(', ')}.
          </Text>
        )}
      </figcaption>
    </figure>
  )
}
