import type { ReactNode } from 'react'
import type { MetaAnswer } from '@/api/content'
import { formatDate, formatIndiaTime } from '@/lib/dates'
import { errorLine, MODE_LABELS, STATE_LABELS } from './data-status'
import classes from './data.module.css'

type Sync = MetaAnswer['sync']

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{children}</td>
    </tr>
  )
}

const timeOr = (iso: string | null, none: string) => (iso ? formatIndiaTime(iso) : none)

/** What the server holds: newest NAV date, data version, demo or AMFI. */
export function HeldTable({ meta }: { meta: MetaAnswer }) {
  return (
    <table className={classes.table}>
      <caption>The data held</caption>
      <tbody>
        <Row label="Latest NAV date">{meta.latestNavDate ? formatDate(meta.latestNavDate) : 'None yet'}</Row>
        <Row label="Data version">{meta.dataVersion}</Row>
        <Row label="Source">{meta.source === 'demo' ? 'Demo data: NAV history is simulated' : 'AMFI'}</Row>
      </tbody>
    </table>
  )
}

function Backfill({ backfill }: { backfill: Sync['backfill'] }) {
  if (!backfill) return 'None running'
  const { from, to, windowsDone, windowsTotal } = backfill
  return (
    <>
      {`${windowsDone} of ${windowsTotal} windows done, ${formatDate(from)} to ${formatDate(to)}`}
      <progress className={classes.progress} max={Math.max(windowsTotal, 1)} value={windowsDone} aria-label="History back-fill progress" />
    </>
  )
}

/** How the server keeps the data current: mode, state, last success and attempt, next run, error, back-fill. */
export function SyncTable({ sync }: { sync: Sync }) {
  return (
    <table className={classes.table}>
      <caption>Updates from AMFI</caption>
      <tbody>
        <Row label="Updates">{MODE_LABELS[sync.mode]}</Row>
        <Row label="State">{STATE_LABELS[sync.state]}</Row>
        <Row label="Last success">{timeOr(sync.lastSuccessAt, 'None yet')}</Row>
        <Row label="Last attempt">{timeOr(sync.lastAttemptAt, 'None yet')}</Row>
        <Row label="Next run">{timeOr(sync.nextRunAt, sync.mode === 'off' ? 'None: updates are off' : 'Not scheduled')}</Row>
        <Row label="Last error">{sync.lastError ? errorLine(sync.lastError) : 'None'}</Row>
        <Row label="History back-fill">
          <Backfill backfill={sync.backfill} />
        </Row>
      </tbody>
    </table>
  )
}
