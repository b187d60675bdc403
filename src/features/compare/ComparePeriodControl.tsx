import { Button, Group, Text } from '@mantine/core'
import { CHART_PERIODS, type ChartPeriod } from '@/features/chart/chart-period'

type Props = {
  value: ChartPeriod
  onChange: (period: ChartPeriod) => void
  /** What the lines start from, in words ("Indexed to 100 on 20 Nov 2025"). */
  note: string
}

/**
 * The fund page's period buttons (same periods, same ?period=, same toggle buttons each in the Tab
 * order). Not ChartPeriodControl itself: that one states one fund's return for the period, and
 * here every fund has its own, read from the legend.
 */
export function ComparePeriodControl({ value, onChange, note }: Props) {
  return (
    <Group justify="space-between" gap="sm" mb="sm" wrap="wrap">
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
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="compare-start">
        {note}
      </Text>
    </Group>
  )
}
