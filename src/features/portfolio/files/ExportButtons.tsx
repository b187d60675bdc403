import { useId } from 'react'
import { Button, Stack, Text, Title } from '@mantine/core'
import type { SchemeHit } from '@common/contract/analytics-schemas'
import { portfolioFileOf } from '@common/portfolio/portfolio-file'
import type { PortfolioDocument } from '@common/portfolio/portfolio-document'
import { transactionsToCsv } from '@common/portfolio/transactions-csv'
import { downloadText, exportFileName } from './download'
import classes from './files.module.css'

export type ExportButtonsProps = { document: PortfolioDocument; schemes: ReadonlyMap<number, SchemeHit> }

/** The whole portfolio as this page's JSON file (imported back as it was), or its transactions as a CSV. */
export function ExportButtons({ document, schemes }: ExportButtonsProps) {
  const headingId = useId()
  const noteId = useId()
  const hasTransactions = document.transactions.length > 0
  const empty = !hasTransactions && document.sips.length === 0 && Object.keys(document.overrides).length === 0

  const exportJson = () => {
    const now = new Date()
    downloadText(portfolioFileOf(document, now), exportFileName(now, 'json'), 'application/json')
  }
  const exportCsv = () => {
    const csv = transactionsToCsv(document.transactions, (code) => schemes.get(code)?.schemeName)
    downloadText(csv, exportFileName(new Date(), 'csv'), 'text/csv;charset=utf-8')
  }

  const note = empty
    ? 'There is nothing to export yet: add an investment or import a statement first.'
    : `The JSON file holds everything (transactions, SIPs and tax classes) and is imported back as it was. The CSV holds the transactions only${
        document.sips.length > 0 ? ': SIP series are exported in the JSON only' : ''
      }. Each file is made in this browser and saved to your device.`

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} id={headingId}>
        Export
      </Title>
      <Text size="sm" c="dimmed" id={noteId}>
        {note}
      </Text>
      <div className={classes.actions}>
        <Button variant="default" onClick={exportJson} disabled={empty} aria-describedby={noteId}>
          Export (JSON)
        </Button>
        <Button variant="default" onClick={exportCsv} disabled={!hasTransactions} aria-describedby={noteId}>
          Export (CSV)
        </Button>
      </div>
      {!empty && !hasTransactions ? (
        <Text size="sm" c="dimmed">
          Export (CSV) needs transactions: this portfolio has SIP series only, which the JSON file holds.
        </Text>
      ) : null}
    </Stack>
  )
}
