/**
 * The monthly step of a sync: AMFI's TER report for the current month in India, imported once it
 * has been fetched whole (ter-import.ts: one transaction, matched within each fund house). Fund
 * houses change TERs at most a few times a month and AMFI's report is heavy, so a run fetches it
 * only while this month's has not been imported; a failure is logged and asked again at the next
 * slot, and never fails the NAV sync it runs beside.
 */
import type { Db } from '../db/open-database.ts'
import { createMetaRepository } from '../repositories/meta-repository.ts'
import { fetchWithRetry, type FetchOptions } from './fetch-with-retry.ts'
import { indiaClock, type SyncSettings } from './sync-schedule.ts'
import { oneLine } from './sync-state.ts'
import { importTer, type TerImportSummary } from './ter-import.ts'

/** meta key: the India month (yyyy-mm) whose TER report was last imported by a sync. */
export const TER_MONTH_KEY = 'ter_month'

export type TerSyncOutcome = { outcome: 'skipped'; note: string } | { outcome: 'ok'; summary: TerImportSummary } | { outcome: 'failed'; error: string }

/** `{month}` (1-12) and `{year}` of the India month at `at`, in the URL and the form. */
export function terRequest(settings: Pick<SyncSettings, 'terUrl' | 'terForm'>, at: number): { url: string; form: string | undefined } {
  const month = indiaClock(at).date.slice(0, 7)
  const fill = (text: string) => text.replaceAll('{month}', String(Number(month.slice(5)))).replaceAll('{year}', month.slice(0, 4))
  return { url: fill(settings.terUrl), form: settings.terForm === '' ? undefined : fill(settings.terForm) }
}

export async function syncTer(
  db: Db,
  settings: Pick<SyncSettings, 'terUrl' | 'terForm'>,
  fetchOptions: FetchOptions,
  at: number,
  log: (event: Record<string, unknown>) => void,
): Promise<TerSyncOutcome> {
  const meta = createMetaRepository(db)
  const month = indiaClock(at).date.slice(0, 7)
  if (settings.terUrl === '') return { outcome: 'skipped', note: 'AMFI_TER_URL is off' }
  if ((meta.value(TER_MONTH_KEY) ?? '') >= month) return { outcome: 'skipped', note: `the TER report of ${month} is in` }
  const { url, form } = terRequest(settings, at)
  const started = performance.now()
  try {
    const body = await fetchWithRetry(url, { ...fetchOptions, form })
    const summary = importTer(db, body, { today: indiaClock(at).date })
    meta.setValue(TER_MONTH_KEY, month)
    log({
      what: 'ter',
      url,
      month,
      rows: summary.rows,
      matched: summary.matched,
      ambiguous: summary.ambiguous,
      unmatched: summary.unmatched,
      changed: summary.changed,
      durationMs: Math.round(performance.now() - started),
      outcome: 'ok',
    })
    return { outcome: 'ok', summary }
  } catch (error) {
    const message = oneLine((error as Error).message)
    log({ what: 'ter', url, month, durationMs: Math.round(performance.now() - started), outcome: 'failed', error: message })
    return { outcome: 'failed', error: message }
  }
}
