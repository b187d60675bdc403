import type { Content } from '../content/load-content.ts'
import type { DataState } from '../http/data-state.ts'
import type { Meta } from '../repositories/meta-repository.ts'
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

const lastVersionKey = new WeakMap<RouteContext, { meta: Meta; key: string }>()

/**
 * The cache key prefix: answers change when the data or the content changes. The same string until
 * the data changes (state.current() is the same object until then), so a caller can keep what it
 * built from it and compare by identity (http/cached-post.ts).
 */
export function versionKey(ctx: RouteContext): string {
  const meta = ctx.state.current()
  const last = lastVersionKey.get(ctx)
  if (last?.meta === meta) return last.key
  const key = `${meta.dataVersion}|${ctx.content.hash}`
  lastVersionKey.set(ctx, { meta, key })
  return key
}
