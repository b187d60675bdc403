/** Database rows -> the wire shapes of common/contract/schemas.ts. */
import type { FundByAmc, FundByCategory, FundDetail, FundHouse, FundListItem, TrendingFund } from '../../common/contract/schemas.ts'
import { isoToDmy } from '../../common/figures/dates.ts'
import { slugOf } from '../../common/lib/monogram-svg.ts'
import type { FundHouseOverride } from '../content/load-content.ts'
import type { FundHouseRow } from '../repositories/fund-house-repository.ts'
import type { CollectionRow, FundPageRow, SchemeListRow } from '../repositories/scheme-repository.ts'

/** A PNG, not the SVG beside it: server/images/svg-to-png.ts says why. */
export const logoUrl = (fundHouseName: string) => `/logos/${slugOf(fundHouseName)}.png`

export const categoryLabel = (row: { category: string; subcategory: string }) =>
  row.category === row.subcategory ? row.category : `${row.category} - ${row.subcategory}`

/** NAVs travel as decimal text; four places is AMFI's usual precision. */
export const navText = (nav: number) => nav.toFixed(4)

export function presentFundHouse(row: FundHouseRow, override: FundHouseOverride | undefined): FundHouse {
  return {
    id: row.id,
    name: override?.name ?? row.name,
    logo: logoUrl(row.fund_house_name),
    fund_house_name: row.fund_house_name,
    description: override?.description ?? row.description,
    key_features: override?.key_features ?? row.key_features,
  }
}

export const presentFundByAmc = (row: SchemeListRow): FundByAmc => ({
  schemeCode: row.scheme_code,
  schemeName: row.scheme_name,
  category: row.category,
  subcategory: row.subcategory,
})

export const presentFundListItem = (row: SchemeListRow, fundHouseName: string): FundListItem => ({
  schemeCode: row.scheme_code,
  schemeName: row.scheme_name,
  logo: logoUrl(fundHouseName),
})

export const presentFundByCategory = (row: CollectionRow): FundByCategory => ({
  schemeCode: row.scheme_code,
  schemeName: row.scheme_name,
  fundHouseName: row.fund_house_name,
  fundHouseLogo: logoUrl(row.fund_house_name),
  ytdReturn: row.ytd,
  latestNAV: row.latest_nav,
})

export const presentTrending = (row: CollectionRow): TrendingFund => ({
  logo: logoUrl(row.fund_house_name),
  scheme_name: row.scheme_name,
  ytd_return: row.ytd,
  category: categoryLabel(row),
  scheme_code: row.scheme_code,
  fund_house_name: row.fund_house_name,
})

export function presentFundDetail(
  row: FundPageRow,
  history: { date: string; nav: number }[],
): FundDetail {
  return {
    logo: logoUrl(row.fund_house_name),
    schemeName: row.scheme_name,
    oneMonthReturn: row.one_month,
    oneDayReturn: row.one_day,
    latestNAV: row.latest_nav,
    latestNAVDate: isoToDmy(row.latest_date),
    fundHouse: row.fund_house_name,
    schemeType: row.scheme_type,
    category: categoryLabel(row),
    navHistory: history.map((p) => ({ date: isoToDmy(p.date), nav: navText(p.nav) })),
  }
}
