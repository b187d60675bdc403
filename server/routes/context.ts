import type { Content } from '../content/load-content.ts'
import type { DataState } from '../http/data-state.ts'
import type { ResponseCache } from '../http/response-cache.ts'
import type { FundHouseRepository } from '../repositories/fund-house-repository.ts'
import type { ListReturnsRepository } from '../repositories/list-returns-repository.ts'
import type { NavRepository } from '../repositories/nav-repository.ts'
import type { PerformanceRepository } from '../repositories/performance-repository.ts'
import type { SchemeRepository } from '../repositories/scheme-repository.ts'
import type { SearchRepository } from '../search/search-index.ts'

/** What the route plugins need, built once by buildApp. */
export type RouteContext = {
  fundHouses: FundHouseRepository
  schemes: SchemeRepository
  navs: NavRepository
  performance: PerformanceRepository
  listReturns: ListReturnsRepository
  search: SearchRepository
  content: Content
  state: DataState
  cache: ResponseCache
}

/** The cache key prefix: answers change when the data or the content changes. */
export const versionKey = (ctx: RouteContext) => `${ctx.state.current().dataVersion}|${ctx.content.hash}`
