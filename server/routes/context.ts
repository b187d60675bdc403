import { indiaIsoDate } from '../../common/figures/business-days.ts'
import type { Content } from '../content/load-content.ts'
import type { DataState } from '../http/data-state.ts'
import type { Meta } from '../repositories/meta-repository.ts'
import type { ResponseCache } from '../http/response-cache.ts'
import type { CostsRepository } from '../repositories/costs-repository.ts'
import type { FundHouseRepository } from '../repositories/fund-house-repository.ts'
import type { ListReturnsRepository } from '../repositories/list-returns-repository.ts'
import type { NavRepository } from '../repositories/nav-repository.ts'
import type { PerformanceRepository } from '../repositories/performance-repository.ts'
import type { SchemeRepository } from '../repositories/scheme-repository.ts'
import type { SearchRepository } from '../search/search-index.ts'

/** This process's side of meta.sync: its mode and next slot (ingest/sync-scheduler.ts); `stamp` moves when they do. */
export type SyncRuntime = { mode: 'auto' | 'off'; nextRunAt(): string | null; stamp(): number }

export const SYNC_OFF: SyncRuntime = { mode: 'off', nextRunAt: () => null, stamp: () => 0 }

/** What the route plugins need, built once by buildApp. */
export type RouteContext = {
  fundHouses: FundHouseRepository
  schemes: SchemeRepository
  navs: NavRepository
  performance: PerformanceRepository
  listReturns: ListReturnsRepository
  costs: CostsRepository
  search: SearchRepository
  content: Content
  state: DataState
  cache: ResponseCache
  sync: SyncRuntime
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

/**
 * What of meta.sync can change without the data: the sync record's writes and this process's next
 * slot. Part of meta's key, and of the pages' (they embed meta), so an attempt or a failure shows at once.
 */
export function syncKey(ctx: RouteContext): string {
  const sync = ctx.state.sync()
  return `${sync.version}:${sync.state}|${ctx.sync.stamp()}`
}

/**
 * A server-rendered page's key: the data, the sync state, and India's day. A page embeds meta, and
 * its notice of old NAVs is worked out against the day it was rendered on: data that only ages
 * (no sync for days) must still bring a new render on the next day.
 */
export const pageKey = (ctx: RouteContext): string => `${versionKey(ctx)}|${syncKey(ctx)}|${indiaIsoDate(Date.now())}`
