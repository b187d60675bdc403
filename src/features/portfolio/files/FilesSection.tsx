import { useId } from 'react'
import { Stack, Title } from '@mantine/core'
import type { SchemeHit } from '@common/contract/analytics-schemas'
import type { PortfolioDocument } from '@common/portfolio/portfolio-document'
import { DeleteEverything } from './DeleteEverything'
import { ExportButtons } from './ExportButtons'
import { ImportStatement } from './ImportStatement'
import classes from './files.module.css'

export type FilesSectionProps = {
  document: PortfolioDocument
  schemes: ReadonlyMap<number, SchemeHit>
  /**
   * The store could not read what this browser saved (the page then passes an empty document):
   * "Delete everything" stays enabled, as the way to start again.
   */
  storeUnavailable?: boolean
}

function isEmpty(document: PortfolioDocument): boolean {
  return document.transactions.length === 0 && document.sips.length === 0 && Object.keys(document.overrides).length === 0
}

/** Import a statement (casparser JSON, transactions CSV, this site's export), export, CSV template, Delete everything. */
export function FilesSection({ document, schemes, storeUnavailable = false }: FilesSectionProps) {
  const headingId = useId()
  return (
    <Stack gap="xl" component="section" aria-labelledby={headingId} className={classes.root}>
      <Title order={2} id={headingId}>
        Import, export and delete
      </Title>
      <ImportStatement document={document} />
      <ExportButtons document={document} schemes={schemes} />
      <DeleteEverything empty={isEmpty(document)} storeUnavailable={storeUnavailable} />
    </Stack>
  )
}
