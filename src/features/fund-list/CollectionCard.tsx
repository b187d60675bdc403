import { memo, type ReactNode } from 'react'
import { Group, Image, Text } from '@mantine/core'
import { AnchorLink } from '@/components/links'
import { followRowLink } from '@/components/row-link'
import { TerLabel, TerValue } from '@/components/TerText'
import { AddToCompareButton } from '@/features/compare'
import { formatNav } from '@/lib/format'
import { RETURN_LABEL } from '@/lib/return-keys'
import type { CollectionRow } from './collection-sort'
import { ReturnValue } from './ReturnValue'

type Props = {
  fund: CollectionRow
  /** A figure the visitor sorted by that the card does not show otherwise (3Y, 5Y). */
  extra?: 'return3Y' | 'return5Y'
  /** The page's card styles (fund.module.css): the card and its link. */
  classes: { card?: string; cardLink?: string }
  /** The cards' TERs are of different dates: the card says its own to screen readers (TerValue). */
  sayTerAsOf?: boolean
}

/** A label above its figure; the tests and screen readers read them in that order. */
function Stat({ label, children, end = false }: { label: ReactNode; children: ReactNode; end?: boolean }) {
  return (
    <div style={end ? { textAlign: 'right' } : undefined}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{children}</Text>
    </div>
  )
}

/**
 * A collection's card: house, scheme (the link), returns, TER, latest NAV and Add to compare.
 * Memoised: the row objects keep their identity across a new order or page, so a card that stays
 * is not rendered again.
 */
export const CollectionCard = memo(function CollectionCard({ fund, extra, classes, sayTerAsOf = false }: Props) {
  return (
    <li className={classes.card} onClick={followRowLink}>
      <Group gap="sm" wrap="nowrap">
        <Image src={fund.fundHouseLogo} alt="" w={40} h={40} radius="sm" loading="lazy" style={{ flex: 'none' }} />
        <Text size="sm" c="dimmed" lineClamp={2}>
          {fund.fundHouseName}
        </Text>
      </Group>
      <AnchorLink
        to="/fundchart/$schemeCode/$name"
        params={{ schemeCode: fund.schemeCode, name: fund.fundHouseName }}
        className={classes.cardLink}
        underline="hover"
        style={{ flex: 1 }}
      >
        {fund.schemeName}
      </AnchorLink>
      <Group justify="space-between" align="flex-end" gap="xs">
        <Stat label="YTD return">
          <ReturnValue value={fund.ytdReturn} />
        </Stat>
        <Stat label="1Y return">
          <ReturnValue value={fund.return1Y} />
        </Stat>
        {extra && (
          <Stat label={`${RETURN_LABEL[extra]} return`}>
            <ReturnValue value={fund[extra]} />
          </Stat>
        )}
        <Stat label={<TerLabel />}>
          <TerValue value={fund.ter} asOf={fund.terAsOf} sayAsOf={sayTerAsOf} />
        </Stat>
        <Stat label="Latest Nav" end>
          {formatNav(fund.latestNAV)}
        </Stat>
      </Group>
      <Group gap="xs">
        <AddToCompareButton fund={{ schemeCode: fund.schemeCode, schemeName: fund.schemeName, fundHouseName: fund.fundHouseName }} />
      </Group>
    </li>
  )
})
