import type { ReactNode } from 'react'
import { Container, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { TrendingFund } from '@common/contract/schemas'
import { QueryState } from '@/components/QueryState'
import { formatPercent } from '@/lib/format'
import { SectionHeading } from './SectionHeading'
import classes from './home.module.css'
import cardGrid from '@/styles/card-grid.module.css'

function FundCard({ fund }: { fund: TrendingFund }) {
  const ytd = fund.ytd_return
  const tone = ytd === null ? 'neutral' : ytd >= 0 ? 'up' : 'down'
  const body: ReactNode = (
    <>
      <span className={classes.fundHead}>
        <img src={fund.logo} width={44} height={44} alt="" className={classes.fundLogo} loading="lazy" decoding="async" />
        <span className={classes.fundHeadText}>
          <span className={classes.fundName}>{fund.scheme_name}</span>
          <span className={classes.fundCategory}>{fund.category}</span>
        </span>
      </span>
      <span className={classes.fundReturn}>
        <Text component="span" size="xs" c="gray.7">
          YTD return
        </Text>
        <span className={classes.fundReturnValue} data-tone={tone}>
          {formatPercent(ytd)}
        </span>
      </span>
    </>
  )
  // The contract's scheme_code and fund_house_name are our additions: another server may omit them.
  if (fund.scheme_code !== undefined && fund.fund_house_name) {
    return (
      <Link
        to="/fundchart/$schemeCode/$name"
        params={{ schemeCode: fund.scheme_code, name: fund.fund_house_name }}
        className={classes.fundCard}
      >
        {body}
      </Link>
    )
  }
  return <div className={classes.fundCard}>{body}</div>
}

/** Trending Mutual Funds: logo, scheme name, YTD return and category per card. */
export function TrendingFunds({ trendings }: { trendings: UseQueryResult<TrendingFund[]> }) {
  return (
    <section aria-labelledby="trending-heading" className={classes.section}>
      <Container size="lg">
        <SectionHeading
          id="trending-heading"
          title="Trending Mutual Funds"
          subtitle="Funds investors are looking at now, with their return since 1 January."
        />
        <QueryState query={trendings} what="the trending funds">
          {(funds) => (
            <ul className={`${cardGrid.grid} ${classes.funds}`}>
              {funds.map((fund) => (
                <li key={fund.scheme_code ?? fund.scheme_name}>
                  <FundCard fund={fund} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Container>
    </section>
  )
}
