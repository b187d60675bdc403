import { Stack, Text, Title } from '@mantine/core'
import { AnchorLink } from '@/components/links'
import { AddToCompareButton } from '@/features/compare'
import type { SearchHit } from '@common/contract/analytics-schemas'
import { SEARCH_MAX_LIMIT } from '@common/contract/limits'
import { FundFactsBadges } from './FundFacts'
import { fundHousePageLink, fundPageLink, NO_MATCH_HINT, noMatchMessage, schemeCountLabel, splitHits } from './search-hits'
import classes from './search-page.module.css'

/** The whole answer for `q`: fund houses, then funds, each fund with its facts and Add to compare. */
export function SearchResults({ q, hits }: { q: string; hits: SearchHit[] }) {
  if (hits.length === 0) {
    return (
      <Stack gap={4} py="lg" data-testid="search-empty">
        <Title order={2} size="h3">
          {noMatchMessage(q)}
        </Title>
        <Text c="dimmed">{NO_MATCH_HINT}</Text>
      </Stack>
    )
  }
  const { houses, funds } = splitHits(hits)
  return (
    <Stack gap="xl">
      <Text c="dimmed" size="sm">
        {hits.length >= SEARCH_MAX_LIMIT
          ? `The first ${hits.length} results. Add a word to narrow them down.`
          : `${hits.length} ${hits.length === 1 ? 'result' : 'results'}`}
      </Text>
      {houses.length > 0 && (
        <section aria-labelledby="search-houses-heading">
          <Title order={2} size="h3" mb="xs" id="search-houses-heading">
            Fund houses
          </Title>
          <ul className={classes.list}>
            {houses.map((house) => (
              <li key={house.id} className={classes.row}>
                <div className={classes.main}>
                  <AnchorLink {...fundHousePageLink(house)} className={classes.name}>
                    {house.fund_house_name}
                  </AnchorLink>
                  <Text size="sm" c="dimmed">
                    {schemeCountLabel(house.schemes)}
                  </Text>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {funds.length > 0 && (
        <section aria-labelledby="search-funds-heading">
          <Title order={2} size="h3" mb="xs" id="search-funds-heading">
            Funds
          </Title>
          <ul className={classes.list}>
            {funds.map((fund) => (
              <li key={fund.schemeCode} className={classes.row}>
                <div className={classes.main}>
                  <AnchorLink {...fundPageLink(fund)} className={classes.name}>
                    {fund.schemeName}
                  </AnchorLink>
                  <FundFactsBadges hit={fund} />
                </div>
                <div>
                  <AddToCompareButton fund={{ schemeCode: fund.schemeCode, schemeName: fund.schemeName, fundHouseName: fund.fundHouseName }} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Stack>
  )
}
