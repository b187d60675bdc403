import { Group, Text } from '@mantine/core'
import { formatPercent } from '@/lib/format'
import type { ChartPeriod } from '@/lib/chart-period'
import { PeriodButtons } from '@/components/PeriodButtons'
import type { PeriodReturn } from '@common/figures/periods'

type Props = {
  value: ChartPeriod
  figure: PeriodReturn
}

const KIND_LABEL = { absolute: 'absolute', cagr: 'CAGR, a year' } as const

/**
 * 1M 3M 6M 1Y 3Y 5Y All above the chart (links to the page at each period), and the selected
 * period's return with its kind beside them.
 */
export function ChartPeriodControl({ value, figure }: Props) {
  return (
    <Group justify="space-between" gap="sm" mb="sm" wrap="wrap">
      <PeriodButtons value={value} />
      <Text size="sm" aria-live="polite" data-testid="period-return">
        {value === 'All' ? 'Since first NAV' : value} return:{' '}
        <Text span fw={700}>
          {formatPercent(figure.value)}
        </Text>
        {figure.kind && (
          <Text span c="dimmed">
            {' '}
            ({KIND_LABEL[figure.kind]})
          </Text>
        )}
      </Text>
    </Group>
  )
}
