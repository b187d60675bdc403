import { Text } from '@mantine/core'
import type { Costs } from '@common/contract/costs-schemas'
import { terGapText } from './costs-format'

/**
 * The two plans' TER gap for the Direct-vs-Regular panel: "Regular costs 1.00% a year more (TER
 * 2.02% vs 1.02%)", from the costs answer. Nothing while that answer is missing, failed or lacks
 * either plan's TER.
 */
export function TerGap({ costs }: { costs: Costs | null | undefined }) {
  const text = costs ? terGapText(costs) : null
  if (text === null) return null
  return (
    <Text fw={600} mt={4} data-testid="ter-gap">
      {text}.
    </Text>
  )
}
