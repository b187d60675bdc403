import type { UseQueryResult } from '@tanstack/react-query'
import type { Blog, FundHouse, TrendingFund } from '@common/contract/schemas'
import { AppDownload } from './AppDownload'
import { BlogInsights } from './BlogInsights'
import { CuratedCollections } from './CuratedCollections'
import { FundHouses } from './FundHouses'
import { Hero } from './Hero'
import { TrendingFunds } from './TrendingFunds'
import classes from './home.module.css'

type Props = { blogs: UseQueryResult<Blog[]>; fundHouses: UseQueryResult<FundHouse[]>; trendings: UseQueryResult<TrendingFund[]> }

/**
 * Home, in the spec's order: hero, app block, collections, fund houses, trending funds, insights.
 * The three data sections each get their query, and each fails on its own (QueryState).
 */
export function HomePage({ blogs, fundHouses, trendings }: Props) {
  return (
    <div className={classes.page}>
      <Hero />
      <AppDownload />
      <CuratedCollections />
      <FundHouses fundHouses={fundHouses} />
      <TrendingFunds trendings={trendings} />
      <BlogInsights blogs={blogs} />
    </div>
  )
}
