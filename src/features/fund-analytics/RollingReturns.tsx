import { Text, Title } from '@mantine/core'
import type { Rolling } from '@common/contract/analytics-schemas'
import { formatPercent } from '@/lib/format'
import { formatIndianNumber } from '@/lib/number-text'
import { Signed } from './figure-parts'
import { formatShare } from './figures-format'
import classes from './analytics.module.css'

const WINDOW_WORDS: Record<Rolling['window'], string> = { '1Y': '1-year', '3Y': '3-year' }

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={classes.number}>
        <Signed value={value} format={formatPercent} />
      </dd>
    </div>
  )
}

function Window({ figures }: { figures: Rolling }) {
  const words = WINDOW_WORDS[figures.window]
  return (
    <li className={classes.figure}>
      <Title order={3} size="h6">
        {words} periods
      </Title>
      <dl className={classes.stats}>
        <Stat label="Lowest" value={figures.min} />
        <Stat label="Median" value={figures.median} />
        <Stat label="Highest" value={figures.max} />
      </dl>
      <Text size="sm" fw={600}>
        Positive in {formatShare(figures.positiveShare)} of periods
      </Text>
      <Text size="sm" c="dimmed">
        {formatIndianNumber(figures.count)} rolling {words} {figures.count === 1 ? 'period' : 'periods'}
      </Text>
    </li>
  )
}

/**
 * How the return of holding the fund for one or three years has varied, whatever the day one started:
 * a steadier picture than a single trailing return, which depends on its end date.
 */
export function RollingReturns({ rolling }: { rolling: Rolling[] }) {
  if (rolling.length === 0) {
    return <Text>The NAV history is too short for rolling returns: they need more than a year of NAVs.</Text>
  }
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        The annualised return of every holding period ending on a NAV date, from the worst to the best.
      </Text>
      <ul className={classes.figures}>
        {rolling.map((figures) => (
          <Window key={figures.window} figures={figures} />
        ))}
      </ul>
    </>
  )
}
