import { indiaIsoDate, navIsBehind } from '@common/figures/business-days'
import { dmyToIso } from '@common/figures/dates'
import type { MetaAnswer } from '@/api/content'
import { formatDate } from '@/lib/dates'

type Sync = MetaAnswer['sync']

const MAX_ERROR_LENGTH = 200

/**
 * The sync's last error as one short sentence: whitespace collapsed, addresses cut to their host
 * (the visitor needs whose server failed, not its query string), a long one cut.
 */
export function errorLine(error: string): string {
  const line = error
    .replace(/\bhttps?:\/\/([^/\s?#]+)[^\s]*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
  const short = line.length > MAX_ERROR_LENGTH ? `${line.slice(0, MAX_ERROR_LENGTH - 1).trimEnd()}…` : line
  return /[.!?…]$/.test(short) ? short : `${short}.`
}

function reason({ source, sync }: MetaAnswer): string {
  if (sync.state === 'failed') return sync.lastError ? `the last update from AMFI failed: ${errorLine(sync.lastError)}` : 'the last update from AMFI failed.'
  if (sync.state === 'running') return 'an update from AMFI is running.'
  if (sync.state === 'backfilling') return 'NAV history is loading from AMFI.'
  if (sync.mode === 'off') return source === 'demo' ? 'this is demo data, and updates from AMFI are off.' : 'updates from AMFI are off on this server.'
  return 'no newer NAVs have come from AMFI since.'
}

/**
 * The layout's notice: when the newest NAV is more than two business days behind India's today (the
 * day the meta answer was fetched, so the server render and the hydration agree) or the last update
 * failed. Null otherwise.
 */
export function dataNotice(meta: MetaAnswer): string | null {
  const latest = meta.latestNavDate ? dmyToIso(meta.latestNavDate) : null
  const behind = latest === null || navIsBehind(latest, indiaIsoDate(meta.fetchedAt))
  if (!behind && meta.sync.state !== 'failed') return null
  const when = meta.latestNavDate ? `NAVs are from ${formatDate(meta.latestNavDate)}` : 'No NAVs yet'
  return `${when}: ${reason(meta)}`
}

export const MODE_LABELS: Record<Sync['mode'], string> = {
  auto: 'On: daily from AMFI',
  off: 'Off',
}

export const STATE_LABELS: Record<Sync['state'], string> = {
  idle: 'Idle',
  running: 'Updating now',
  backfilling: 'Loading NAV history',
  failed: 'Failed',
}

/** Whether the page should ask again soon: the state is moving. */
export const syncInProgress = (sync: Sync) => sync.state === 'running' || sync.state === 'backfilling'
