import { Group, Text } from '@mantine/core'
import type { ChartPeriod } from '@/lib/chart-period'
import { PeriodButtons } from '@/components/PeriodButtons'

type Props = {
  value: ChartPeriod
  /** What the lines start from, in words ("Indexed to 100 on 20 Nov 2025"). */
  note: string
}

/**
 * The fund page's period links (same periods, same ?period=, the page's codes kept). Not
 * ChartPeriodControl itself: that one states one fund's return for the period, and here every
 * fund has its own, read from the legend.
 */
export function ComparePeriodControl({ value, note }: Props) {
  return (
    <Group justify="space-between" gap="sm" mb="sm" wrap="wrap">
      <PeriodButtons value={value} />
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="compare-start">
        {note}
      </Text>
    </Group>
  )
}
