/**
 * AMFI publishes the day's NAVs in the evening; we treat ~23:00 IST (17:30 UTC) as the moment an
 * answer may change. Until then answers are fresh; after it, a cache may serve the old answer while
 * it revalidates (the ETag makes that a cheap 304).
 */
const PUBLICATION_UTC_MINUTES = 17 * 60 + 30
const STALE_WHILE_REVALIDATE = 3600

export function secondsUntilNextPublication(now = new Date()): number {
  const minutes = now.getUTCHours() * 60 + now.getUTCMinutes()
  let wait = (PUBLICATION_UTC_MINUTES - minutes) * 60 - now.getUTCSeconds()
  if (wait <= 0) wait += 24 * 3600
  return Math.max(60, wait)
}

export function cacheControl(now = new Date()): string {
  return `public, max-age=${secondsUntilNextPublication(now)}, stale-while-revalidate=${STALE_WHILE_REVALIDATE}`
}
