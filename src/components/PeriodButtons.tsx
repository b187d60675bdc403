import { Button } from '@mantine/core'
import { CHART_PERIODS, type ChartPeriod } from '@/lib/chart-period'

type Props = { value: ChartPeriod; onChange: (period: ChartPeriod) => void }

/**
 * 1M 3M 6M 1Y 3Y 5Y All: toggle buttons, each in the Tab order with its pressed state announced.
 * The fund page's and the compare page's period controls, which differ only in what they say
 * beside them.
 */
export function PeriodButtons({ value, onChange }: Props) {
  return (
    <div role="group" aria-label="Chart period">
      <Button.Group>
        {CHART_PERIODS.map((period) => (
          <Button
            key={period}
            size="compact-sm"
            variant={period === value ? 'filled' : 'default'}
            color="green"
            aria-pressed={period === value}
            onClick={() => onChange(period)}
          >
            {period}
          </Button>
        ))}
      </Button.Group>
    </div>
  )
}
