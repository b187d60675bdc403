import { Badge, Group, Text } from '@mantine/core'
import type { SchemeHit } from '@common/contract/analytics-schemas'
import { TER_EXPLAINED, formatTer, terDateText } from '@/lib/ter-text'
import { fundFacts } from './search-hits'

/** One dimmed line under a fund's name in the dropdown: plan, option, subcategory, house. */
export function FundFactsLine({ hit }: { hit: SchemeHit }) {
  return (
    <Text component="span" size="xs" c="dimmed" display="block">
      {fundFacts(hit)}
    </Text>
  )
}

/**
 * On the results page, where a fund's Direct and Regular plans sit one under the other: plan and
 * option as badges (what tells the rows apart at a glance), subcategory and house dimmed, then what
 * the plan costs a year (its TER), which the page can sort and filter by. The TER's date is the
 * results' note (TerAsOfNote); the row gives its own only as a hint.
 */
export function FundFactsBadges({ hit, sayTerAsOf = false }: { hit: SchemeHit; sayTerAsOf?: boolean }) {
  // The TER's date: a tooltip; in words for screen readers when the results' TERs are of different dates.
  const terDate = hit.terAsOf === null ? null : terDateText(hit.terAsOf)
  return (
    <Group gap={6} wrap="wrap">
      {hit.plan && (
        <Badge size="sm" variant="light" color={hit.plan === 'Direct' ? 'green' : 'gray'}>
          {hit.plan}
        </Badge>
      )}
      {hit.option && (
        <Badge size="sm" variant="outline" color="gray">
          {hit.option}
        </Badge>
      )}
      <Text component="span" size="sm" c="dimmed">
        {fundFacts(hit, { withPlan: false })}
      </Text>
      <Text component="span" size="sm" title={terDate === null ? undefined : `TER as of ${terDate} (AMFI)`}>
        <abbr title={TER_EXPLAINED}>TER</abbr> {hit.ter === null ? 'not known' : `${formatTer(hit.ter)} a year`}
        {sayTerAsOf && terDate !== null && <span className="visually-hidden"> as of {terDate}</span>}
      </Text>
    </Group>
  )
}
