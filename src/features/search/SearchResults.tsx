import { useId, useMemo } from 'react'
import { Stack, Text, Title } from '@mantine/core'
import { AnchorLink } from '@/components/links'
import { TerAsOfNote } from '@/components/TerAsOfNote'
import { AddToCompareButton } from '@/features/compare'
import type { SearchHit } from '@common/contract/analytics-schemas'
import { SEARCH_MAX_LIMIT } from '@common/contract/limits'
import { formatTer, listTerAsOf, terDatesDiffer, terFilterNote } from '@/lib/ter-text'
import { FundFactsBadges } from './FundFacts'
import type { SearchSort } from './search-param'
import { arrangeFunds, fundHousePageLink, fundPageLink, NO_MATCH_HINT, noMatchMessage, schemeCountLabel, splitHits } from './search-hits'
import classes from './search-page.module.css'

type Props = {
  q: string
  hits: SearchHit[]
  /** ?sort=ter: the funds with the lowest TER first (the fund houses stay first, in their order). */
  sort?: SearchSort
  /** ?terMax: only the funds whose TER is known and at most this. */
  terMax?: number
}

/** How many results the server gave: all of them, or the first SEARCH_MAX_LIMIT. */
const countLine = (count: number) =>
  count >= SEARCH_MAX_LIMIT ? `The first ${count} results. Add a word to narrow them down.` : `${count} ${count === 1 ? 'result' : 'results'}`

/** The whole answer for `q`: fund houses, then funds, each fund with its facts and Add to compare. */
export function SearchResults({ q, hits, sort, terMax }: Props) {
  // Memoised on the answer and the address: typing in the form re-renders the page, not these.
  const { houses, funds } = useMemo(() => splitHits(hits), [hits])
  // Filtered, then ordered: the TERs' date is of the funds kept, which a new order does not change.
  const kept = useMemo(() => arrangeFunds(funds, { terMax }), [funds, terMax])
  const shown = useMemo(() => arrangeFunds(kept, { sort }), [kept, sort])
  const asOf = useMemo(() => listTerAsOf(kept), [kept])
  const sayTerAsOf = terDatesDiffer(asOf)
  const noteId = useId()

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
  return (
    <Stack gap="xl">
      <Text c="dimmed" size="sm">
        {countLine(hits.length)}
        {terMax !== undefined && funds.length > 0 && ` ${shown.length} of ${funds.length} funds shown: ${terFilterNote(terMax)}.`}
        {sort === 'ter' && ' Funds with the lowest TER first.'}
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
          {shown.length === 0 ? (
            <Text c="dimmed" role="status" data-testid="search-no-ter-match">
              {/* terMax is set: nothing else removes funds. */}
              No fund among these results has a known TER of at most {formatTer(terMax)} a year. Funds whose TER is not known are left out
              while the TER filter is on.
            </Text>
          ) : (
            <>
              <TerAsOfNote asOf={asOf} id={noteId} mb="xs" />
              <ul className={classes.list} aria-describedby={asOf ? noteId : undefined}>
                {shown.map((fund) => (
                  <li key={fund.schemeCode} className={classes.row}>
                    <div className={classes.main}>
                      <AnchorLink {...fundPageLink(fund)} className={classes.name}>
                        {fund.schemeName}
                      </AnchorLink>
                      <FundFactsBadges hit={fund} sayTerAsOf={sayTerAsOf} />
                    </div>
                    <div>
                      <AddToCompareButton fund={{ schemeCode: fund.schemeCode, schemeName: fund.schemeName, fundHouseName: fund.fundHouseName }} />
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </Stack>
  )
}
