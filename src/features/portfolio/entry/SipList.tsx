import { useRef } from 'react'
import { Table, Text } from '@mantine/core'
import type { SchemeHit } from '@common/contract/analytics-schemas'
import type { SipSeries } from '@common/portfolio/sip-series'
import { confirmAction } from '@/components/alert-dialog'
import { ScrollRegion } from '@/components/ScrollRegion'
import { formatDate } from '@/lib/dates'
import { MISSING } from '@/lib/format'
import { portfolioActions } from '../portfolio-store'
import { ordinalDay, schemeName } from './entry-format'
import { EntryList, RowActions, RowActionsHead } from './EntryList'
import { rupeesText } from './transaction-form'
import classes from './entry.module.css'

export type SipListProps = {
  sips: readonly SipSeries[]
  schemes: ReadonlyMap<number, SchemeHit>
  onEdit: (sip: SipSeries) => void
}

/** The SIP series as entered (their installments are worked out from the NAVs, not stored), newest start first. */
export function SipList({ sips, schemes, onEdit }: SipListProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  const sorted = [...sips].sort((a, b) => (a.from < b.from ? 1 : a.from > b.from ? -1 : a.id < b.id ? -1 : 1))

  const remove = async (sip: SipSeries) => {
    const yes = await confirmAction({
      title: 'Delete this SIP?',
      message: `This deletes the SIP of ${rupeesText(sip.amount)} in ${schemeName(schemes, sip.schemeCode)} from ${formatDate(sip.from)}, and with it all its installments, from this browser. It cannot be undone.`,
      confirmLabel: 'Delete',
    })
    if (!yes) return
    await portfolioActions.deleteSip(sip.id)
    heading.current?.focus()
  }

  return (
    <EntryList title={`SIPs (${sips.length})`} headingRef={heading}>
      {sorted.length === 0 ? (
        <Text c="dimmed">None yet: a SIP entered as one line becomes its monthly installments at the NAVs of their dates.</Text>
      ) : (
        <ScrollRegion label="SIPs">
          <Table className={classes.table} striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Fund</Table.Th>
                <Table.Th scope="col">Folio</Table.Th>
                <Table.Th scope="col" className="mf-figure">
                  Amount
                </Table.Th>
                <Table.Th scope="col">Day</Table.Th>
                <Table.Th scope="col">From</Table.Th>
                <Table.Th scope="col">To</Table.Th>
                <RowActionsHead />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sorted.map((sip) => {
                const name = schemeName(schemes, sip.schemeCode)
                const label = `SIP in ${name} from ${formatDate(sip.from)}`
                return (
                  <Table.Tr key={sip.id}>
                    <Table.Td className={classes.fund}>{name}</Table.Td>
                    <Table.Td>{sip.folio || MISSING}</Table.Td>
                    <Table.Td className="mf-figure">{rupeesText(sip.amount)}</Table.Td>
                    <Table.Td>{ordinalDay(sip.day)}</Table.Td>
                    <Table.Td>{formatDate(sip.from)}</Table.Td>
                    <Table.Td>{sip.to === null ? 'Ongoing' : formatDate(sip.to)}</Table.Td>
                    <Table.Td>
                      <RowActions label={label} onEdit={() => onEdit(sip)} onDelete={() => void remove(sip)} />
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </EntryList>
  )
}
