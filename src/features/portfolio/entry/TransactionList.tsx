import { useId, useMemo, useRef, useState } from 'react'
import { Button, Group, Table, Text } from '@mantine/core'
import type { SchemeHit } from '@common/contract/analytics-schemas'
import type { PortfolioTransaction } from '@common/portfolio/transaction'
import { confirmAction } from '@/components/alert-dialog'
import { ScrollRegion } from '@/components/ScrollRegion'
import { formatDate } from '@/lib/dates'
import { MISSING } from '@/lib/format'
import { formatIndianNumber } from '@/lib/number-text'
import { portfolioActions } from '../portfolio-store'
import { KIND_LABELS, schemeName } from './entry-format'
import { EntryList, RowActions, RowActionsHead } from './EntryList'
import { editTargetOf, navText, rupeesText, switchPair, unitsText, type EditTarget } from './transaction-form'
import classes from './entry.module.css'

/** Rows shown at first and added by each "Show more": thousands would not render in a frame. */
export const PAGE_ROWS = 50

export type TransactionListProps = {
  transactions: readonly PortfolioTransaction[]
  schemes: ReadonlyMap<number, SchemeHit>
  onEdit: (target: EditTarget) => void
}

/** Newest first; on one date, by kind and id, so the order never jumps between renders. */
function newestFirst(transactions: readonly PortfolioTransaction[]): PortfolioTransaction[] {
  return [...transactions].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

/**
 * What is entered (and imported), newest first, the latest 50 and more on request. Each row can be
 * edited in the form above (a switch as its two legs) or deleted after a confirm. SIP installments
 * are not rows here: they are worked out from their series (the SIP list).
 */
export function TransactionList({ transactions, schemes, onEdit }: TransactionListProps) {
  const noteId = useId()
  const [shown, setShown] = useState(PAGE_ROWS)
  const heading = useRef<HTMLHeadingElement>(null)
  const sorted = useMemo(() => newestFirst(transactions), [transactions])
  const rows = sorted.slice(0, shown)
  const total = sorted.length

  const remove = async (row: PortfolioTransaction) => {
    const pair = switchPair(row, transactions)
    const name = schemeName(schemes, row.schemeCode)
    const what = pair
      ? `the switch of ${formatDate(row.date)} from ${schemeName(schemes, pair.out.schemeCode)} to ${schemeName(schemes, pair.into.schemeCode)} (both its legs)`
      : `the ${KIND_LABELS[row.kind].toLowerCase()} of ${formatDate(row.date)} in ${name}`
    const yes = await confirmAction({
      title: pair ? 'Delete this switch?' : 'Delete this transaction?',
      message: `This deletes ${what} from this browser. It cannot be undone.`,
      confirmLabel: 'Delete',
    })
    if (!yes) return
    await portfolioActions.deleteTransactions(pair ? [pair.out.id, pair.into.id] : [row.id])
    // The row and its buttons are gone: the keyboard carries on from the list's heading.
    heading.current?.focus()
  }

  return (
    <EntryList title={`Transactions (${formatIndianNumber(total, 0, 0)})`} headingRef={heading}>
      {total === 0 ? (
        <Text c="dimmed">None yet: add one with the form above, or import a statement.</Text>
      ) : (
        <>
          <ScrollRegion label="Transactions, newest first">
            <Table className={classes.table} striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Date</Table.Th>
                  <Table.Th scope="col">Kind</Table.Th>
                  <Table.Th scope="col">Fund</Table.Th>
                  <Table.Th scope="col">Folio</Table.Th>
                  <Table.Th scope="col" className="mf-figure">
                    Units
                  </Table.Th>
                  <Table.Th scope="col" className="mf-figure">
                    Amount
                  </Table.Th>
                  <Table.Th scope="col" className="mf-figure">
                    NAV
                  </Table.Th>
                  <RowActionsHead />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  const target = editTargetOf(row, transactions)
                  const label = `${KIND_LABELS[row.kind].toLowerCase()} of ${formatDate(row.date)}`
                  return (
                    <Table.Tr key={row.id}>
                      <Table.Td>{formatDate(row.date)}</Table.Td>
                      <Table.Td>{KIND_LABELS[row.kind]}</Table.Td>
                      <Table.Td className={classes.fund}>{schemeName(schemes, row.schemeCode)}</Table.Td>
                      <Table.Td>{row.folio || MISSING}</Table.Td>
                      <Table.Td className="mf-figure">{row.kind === 'dividend-payout' ? MISSING : unitsText(row.units)}</Table.Td>
                      <Table.Td className="mf-figure">{rupeesText(row.amount)}</Table.Td>
                      <Table.Td className="mf-figure">{row.nav > 0 ? navText(row.nav) : MISSING}</Table.Td>
                      <Table.Td>
                        <RowActions
                          label={label}
                          onEdit={target ? () => onEdit(target) : null}
                          onDelete={() => void remove(row)}
                          noEdit={
                            <Text size="xs" c="dimmed" aria-describedby={noteId}>
                              Delete only
                            </Text>
                          }
                        />
                      </Table.Td>
                    </Table.Tr>
                  )
                })}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          <Group gap="sm" mt="xs" align="center">
            <Text size="sm" c="dimmed" role="status">
              Showing the latest {formatIndianNumber(rows.length, 0, 0)} of {formatIndianNumber(total, 0, 0)}
            </Text>
            {rows.length < total && (
              <Button size="xs" variant="default" onClick={() => setShown((n) => n + PAGE_ROWS)}>
                Show {Math.min(PAGE_ROWS, total - rows.length)} more
              </Button>
            )}
          </Group>
          <Text id={noteId} size="xs" c="dimmed" mt="xs">
            A switch is edited and deleted as its two legs. Dividends, and switch legs a statement gave without their other half, can be
            deleted here but not edited. SIP installments are worked out from their SIP below.
          </Text>
        </>
      )}
    </EntryList>
  )
}
