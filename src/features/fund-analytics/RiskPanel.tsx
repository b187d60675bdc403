import type { ReactNode } from 'react'
import { Text, Title } from '@mantine/core'
import type { Risk } from '@common/contract/analytics-schemas'
import { dmyToIso, minusYears } from '@common/figures/dates'
import { formatPercent } from '@/lib/format'
import { DateText, NotAvailable } from './figure-parts'
import { formatMagnitude, formatRate, formatRatio } from './figures-format'
import classes from './analytics.module.css'

type FigureProps = {
  label: string
  value: number | null
  /** Left out where the contract gives no category figure (Sortino). */
  average?: number | null
  format: (value: number) => string
  detail?: ReactNode
  hint: string
}

function Figure({ label, value, average, format, detail, hint }: FigureProps) {
  const shown = (figure: number | null) => (figure === null ? <NotAvailable /> : format(figure))
  return (
    <li className={classes.figure}>
      <Title order={3} size="h6">
        {label}
      </Title>
      <Text fz="xl" fw={700} className={classes.number}>
        {shown(value)}
      </Text>
      {average !== undefined && <Text size="sm">Category average: {shown(average)}</Text>}
      {detail}
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </li>
  )
}

function Drawdown({ risk }: { risk: Risk }) {
  if (risk.drawdownFrom === null || risk.drawdownTo === null) {
    return <Text size="sm">The NAV did not fall in this window.</Text>
  }
  return (
    <Text size="sm">
      From <DateText dmy={risk.drawdownFrom} /> to <DateText dmy={risk.drawdownTo} />,{' '}
      {risk.recoveredOn === null ? (
        'not yet recovered'
      ) : (
        <>
          recovered on <DateText dmy={risk.recoveredOn} />
        </>
      )}
      .
    </Text>
  )
}

/** The contract's window is the last three years, or the whole history when it is shorter. */
function RiskWindow({ from, to }: Risk['window']) {
  const fromIso = dmyToIso(from)
  const toIso = dmyToIso(to)
  // minusYears throws on an impossible day; such a window is not called three years.
  const threeYears = fromIso !== null && toIso !== null && fromIso <= minusYears(toIso, 3)
  return (
    <Text size="sm" c="dimmed" mb="sm">
      {threeYears ? 'Over 3 years' : 'Over the whole history so far'}: from <DateText dmy={from} /> to <DateText dmy={to} />.
    </Text>
  )
}

/** Volatility, drawdown, Sharpe and Sortino beside the category's, each with a plain-words hint. */
export function RiskPanel({ risk }: { risk: Risk | null }) {
  if (risk === null) return <Text>Risk figures need at least one year of NAV history.</Text>
  const average = risk.categoryAverage
  return (
    <>
      <RiskWindow {...risk.window} />
      <ul className={classes.figures}>
        <Figure
          label="Volatility"
          value={risk.volatility}
          average={average.volatility}
          format={formatMagnitude}
          hint="How much the NAV swings in a year; lower is steadier."
        />
        <Figure
          label="Maximum drawdown"
          value={risk.maxDrawdown}
          average={average.maxDrawdown}
          format={formatPercent}
          detail={<Drawdown risk={risk} />}
          hint="The largest fall from a peak to a low; a smaller fall is gentler."
        />
        <Figure
          label="Sharpe ratio"
          value={risk.sharpe}
          average={average.sharpe}
          format={formatRatio}
          hint="Return above the risk-free rate for each unit of swing; higher is better."
        />
        <Figure
          label="Sortino ratio"
          value={risk.sortino}
          format={formatRatio}
          hint="Like Sharpe, but counts only the falls; higher is better."
        />
      </ul>
      <Text size="sm" c="dimmed" mt="sm">
        Sharpe and Sortino use a risk-free rate of {formatRate(risk.riskFreeRate)} a year.
      </Text>
    </>
  )
}
