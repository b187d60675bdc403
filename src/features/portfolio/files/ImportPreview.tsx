import { useId, type Ref } from 'react'
import { Button, Stack, Text, Title } from '@mantine/core'
import type { SkippedRow, UnmatchedScheme } from '@common/portfolio/match-schemes'
import { ScrollRegion } from '@/components/ScrollRegion'
import { formatDate } from '@/lib/dates'
import { changeCounts, hasChanges, transactionCount, type ImportPreview as Preview, type PreviewScheme, type RowWithoutNav } from './import-statement'
import type { PortfolioDocument } from '@common/portfolio/portfolio-document'
import classes from './files.module.css'

export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`

/** "Import 12 transactions", "Import 3 transactions and 1 SIP": what the button will store. */
export function importLabel(preview: Preview): string {
  const transactions = plural(transactionCount(preview), 'transaction')
  const sips = preview.kind === 'portfolio' ? preview.document.sips.length : 0
  return `Import ${transactions}${sips > 0 ? ` and ${plural(sips, 'SIP')}` : ''}`
}

const FORMAT_NAMES = { casparser: 'casparser statement (CAS)', csv: 'CSV of transactions' } as const

function folioText(folio: string) {
  return folio === '' ? 'no folio' : `folio ${folio}`
}

function MatchedList({ schemes }: { schemes: PreviewScheme[] }) {
  return (
    <ul className={classes.list}>
      {schemes.map((scheme) => (
        <li key={`${scheme.folio}|${scheme.schemeCode}|${scheme.name}`}>
          {scheme.siteName ?? scheme.name}{' '}
          <Text span size="sm" c="dimmed">
            ({folioText(scheme.folio)}, AMFI code {scheme.schemeCode}, {plural(scheme.transactions, 'transaction')}
            {scheme.via === 'isin' ? ', matched by ISIN' : ''})
          </Text>
        </li>
      ))}
    </ul>
  )
}

function UnmatchedList({ schemes }: { schemes: UnmatchedScheme[] }) {
  return (
    <ul className={classes.list}>
      {schemes.map((scheme, i) => (
        <li key={i}>
          <strong>{scheme.name || 'A scheme without a name'}</strong>{' '}
          <Text span size="sm">
            ({folioText(scheme.folio)}, {plural(scheme.transactions, 'transaction')} not imported): {scheme.reason}.
          </Text>
        </li>
      ))}
    </ul>
  )
}

function SkippedTable({ rows, label }: { rows: SkippedRow[]; label: string }) {
  return (
    <ScrollRegion label={label}>
      <table className={classes.table}>
        <thead>
          <tr>
            <th scope="col">Where</th>
            <th scope="col">Date</th>
            <th scope="col">Scheme</th>
            <th scope="col">Row</th>
            <th scope="col">Why not imported</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              <td>{row.where}</td>
              <td>{row.date ? formatDate(row.date) : '–'}</td>
              <td>{row.scheme}</td>
              <td>{row.description}</td>
              <td className={classes.reason}>{row.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}

function WithoutNavList({ rows }: { rows: RowWithoutNav[] }) {
  return (
    <ul className={classes.list}>
      {rows.map((row, i) => (
        <li key={i}>
          {formatDate(row.date)}, {row.kind} in {row.scheme} ({folioText(row.folio)}): {row.reason}.
        </li>
      ))}
    </ul>
  )
}

export type ImportPreviewProps = {
  preview: Preview
  /** The portfolio now: a row whose id it holds is an update. */
  document: PortfolioDocument
  storing: boolean
  onConfirm: () => void
  onCancel: () => void
  /** The preview box, focused when it appears so a keyboard or screen reader lands on it. */
  ref?: Ref<HTMLDivElement>
}

/** What the chosen file would add, before anything is stored; Import or Cancel. */
export function ImportPreview({ preview, document, storing, onConfirm, onCancel, ref }: ImportPreviewProps) {
  const headingId = useId()
  const counts = changeCounts(preview, document)
  const statement = preview.kind === 'statement' ? preview : null
  const canImport = hasChanges(preview)

  return (
    <div ref={ref} tabIndex={-1} className={classes.preview} role="region" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={4} id={headingId}>
          Before importing {preview.fileName}
        </Title>
        <Text size="sm">
          {statement ? `Read as a ${FORMAT_NAMES[statement.format]}.` : 'Read as an export of this page.'} Nothing is stored until you
          choose Import.
        </Text>

        <dl className={classes.counts}>
          <div>
            <dt>Transactions to add</dt>
            <dd>{counts.added.toLocaleString('en-IN')}</dd>
          </div>
          <div>
            <dt>Transactions to update</dt>
            <dd>{counts.updated.toLocaleString('en-IN')}</dd>
          </div>
          {preview.kind === 'portfolio' ? (
            <>
              <div>
                <dt>SIPs to add</dt>
                <dd>{counts.sipsAdded.toLocaleString('en-IN')}</dd>
              </div>
              <div>
                <dt>SIPs to update</dt>
                <dd>{counts.sipsUpdated.toLocaleString('en-IN')}</dd>
              </div>
              <div>
                <dt>Tax classes</dt>
                <dd>{counts.overrides.toLocaleString('en-IN')}</dd>
              </div>
            </>
          ) : null}
        </dl>
        {counts.updated > 0 ? (
          <Text size="sm" c="dimmed">
            Updates are rows imported before (the same rows of this or an earlier file): they replace their earlier copy, so nothing is
            counted twice.
          </Text>
        ) : null}

        {statement && statement.schemes.length > 0 ? (
          <div>
            <Title order={5}>Schemes matched ({statement.schemes.length})</Title>
            <MatchedList schemes={statement.schemes} />
          </div>
        ) : null}

        {statement && statement.unmatched.length > 0 ? (
          <div>
            <Title order={5}>Schemes not matched ({statement.unmatched.length})</Title>
            <Text size="sm">Their transactions are not imported. Add them by hand, or correct the AMFI code or ISIN in the file.</Text>
            <UnmatchedList schemes={statement.unmatched} />
          </div>
        ) : null}

        {statement && statement.withoutNav.length > 0 ? (
          <div>
            <Title order={5}>Rows without a NAV ({statement.withoutNav.length})</Title>
            <WithoutNavList rows={statement.withoutNav} />
          </div>
        ) : null}

        {statement && statement.skipped.length > 0 ? (
          <details>
            <summary>Rows skipped ({statement.skipped.length}), each with the reason: stamp duty, taxes, notes and the like</summary>
            <SkippedTable rows={statement.skipped} label="Rows skipped" />
          </details>
        ) : null}

        <div className={classes.actions}>
          {canImport ? (
            <Button onClick={onConfirm} loading={storing}>
              {importLabel(preview)}
            </Button>
          ) : (
            <Text size="sm">
              Nothing in this file can be imported.
            </Text>
          )}
          <Button variant="default" onClick={onCancel} disabled={storing}>
            Cancel
          </Button>
        </div>
      </Stack>
    </div>
  )
}
