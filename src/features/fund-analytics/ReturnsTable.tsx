import { Table, Text } from '@mantine/core'
import type { PeriodReturnFigure, Performance } from '@common/contract/analytics-schemas'
import { ReturnKind } from '@/components/ReturnKind'
import { ScrollRegion } from '@/components/ScrollRegion'
import { formatPercent } from '@/lib/format'
import { DateText, NotAvailable, Signed } from './figure-parts'
import { PERIOD_LABEL } from './periods'
import classes from './analytics.module.css'

const ORDINAL = { 1: '1st', 2: '2nd', 3: '3rd', 4: '4th' } as const

function Quartile({ quartile }: { quartile: PeriodReturnFigure['quartile'] }) {
  if (quartile === null) return <NotAvailable />
  return (
    <>
      <span aria-hidden="true">Q{quartile}</span>
      <span className="visually-hidden">{ORDINAL[quartile]} quartile</span>
    </>
  )
}

function Row({ figure }: { figure: PeriodReturnFigure }) {
  return (
    <Table.Tr>
      <Table.Th scope="row">{PERIOD_LABEL[figure.period]}</Table.Th>
      <Table.Td>
        <Signed value={figure.value} format={formatPercent} />
        <ReturnKind kind={figure.kind} />
      </Table.Td>
      <Table.Td>
        <Signed value={figure.categoryAverage} format={formatPercent} />
      </Table.Td>
      <Table.Td>{figure.rank !== null && figure.of !== null ? `${figure.rank} of ${figure.of}` : <NotAvailable />}</Table.Td>
      <Table.Td>
        <Quartile quartile={figure.quartile} />
      </Table.Td>
    </Table.Tr>
  )
}

type Props = { performance: Pick<Performance, 'asOf' | 'peerGroup' | 'returns'> }

/** Trailing returns per period against the category, with rank and quartile among the peers. */
export function ReturnsTable({ performance: { asOf, peerGroup, returns } }: Props) {
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        As of <DateText dmy={asOf} />
      </Text>
      {/* Five columns do not fit a phone. */}
      <ScrollRegion label="Returns by period">
        <Table className={classes.returnsTable} verticalSpacing="xs">
          {/* The section's heading shows the name; the caption gives it to the table itself. */}
          <Table.Caption className="visually-hidden">Returns</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Period</Table.Th>
              <Table.Th scope="col">This fund</Table.Th>
              <Table.Th scope="col">Category average</Table.Th>
              <Table.Th scope="col">Rank</Table.Th>
              <Table.Th scope="col">Quartile</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {returns.map((figure) => (
              <Row key={figure.period} figure={figure} />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <Text size="sm" c="dimmed" mt="xs">
        Returns under one year are absolute; from one year they are annualised (CAGR), as SEBI asks. Category:{' '}
        {peerGroup.name}, {peerGroup.size} {peerGroup.size === 1 ? 'fund' : 'funds'}.
      </Text>
      <Text size="sm" c="dimmed">
        Rank 1 is the best in the category; Q1 is its top quarter.
      </Text>
    </>
  )
}
