import type { Blog, FundHouse, TrendingFund } from '@/api/schemas'
import { AppDownload } from './AppDownload'
import { BlogInsights } from './BlogInsights'
import { CuratedCollections } from './CuratedCollections'
import { FundHouses } from './FundHouses'
import { Hero } from './Hero'
import { TrendingFunds } from './TrendingFunds'
import classes from './home.module.css'

type Props = { blogs: Blog[]; fundHouses: FundHouse[]; trendings: TrendingFund[] }

/** Home, in the spec's order: hero, app block, collections, fund houses, trending funds, insights. */
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
