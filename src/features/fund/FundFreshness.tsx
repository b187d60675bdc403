import { Badge, Group, Text, Tooltip } from '@mantine/core'
import { formatDate } from '@/lib/dates'
import { navLag, STALE_AFTER_BUSINESS_DAYS } from './freshness'

type Props = {
  /** The fund's latest NAV date, dd-mm-yyyy. */
  navDate: string
  /** The newest NAV date in the data (the meta call), dd-mm-yyyy; null while unknown. */
  newestNavDate: string | null | undefined
}

/**
 * "NAV as of" the fund's latest date, and a visible "Stale" badge when that date trails the data's
 * newest NAV by more than three business days: the fund may have stopped publishing (merged,
 * wound up, or AMFI's file left it out). The reason is in the tooltip and, for screen readers,
 * in the badge's own text.
 */
export function FundFreshness({ navDate, newestNavDate }: Props) {
  const lag = navLag(navDate, newestNavDate)
  const stale = lag !== null && lag > STALE_AFTER_BUSINESS_DAYS
  const reason = stale
    ? `This fund's latest NAV is from ${formatDate(navDate)}, ${lag} business days before the newest NAV we hold (${formatDate(newestNavDate!)}). It may have stopped publishing NAVs.`
    : ''
  return (
    <Group gap="xs" mt={4}>
      <Text size="sm" c="dimmed">
        NAV as of {formatDate(navDate)}
      </Text>
      {stale && (
        <Tooltip label={reason} multiline w={260} withArrow events={{ hover: true, focus: true, touch: true }}>
          <Badge color="orange" variant="light" tabIndex={0} data-testid="stale-badge">
            Stale<span className="visually-hidden">: {reason}</span>
          </Badge>
        </Tooltip>
      )}
    </Group>
  )
}
