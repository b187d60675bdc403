import { memo, useEffect } from 'react'
import { Table, Text } from '@mantine/core'
import { AnchorLink } from '@/components/links'
import { ScrollRegion } from '@/components/ScrollRegion'
import { formatDate } from '@/lib/dates'
import type { HoldingRow } from './holding-rows'
import { formatGain, formatNavValue, formatRupees, formatSignedPercent, formatUnits } from './portfolio-format'
import { REPORT_SHOWN_MARK } from './portfolio-marks'
import { NotKnown, SignedText } from './SignedText'
import { TaxClassSelect } from './TaxClassSelect'
import classes from './portfolio.module.css'

/** "Regular has cost you ₹X so far", or that Direct would have been worth less; nothing when it rounds to 0. */
function RegularCostNote({ row }: { row: HoldingRow }) {
  const cost = row.regularCost
  if (!cost || Math.round(cost.cost) === 0) return null
  const asOf = formatDate(cost.asOf)
  return (
    <Text size="xs" className={classes.regularCost}>
      {cost.cost > 0
        ? `Regular has cost you ${formatRupees(cost.cost)} so far`
        : `The Direct plan would have been worth ${formatRupees(-cost.cost)} less so far`}{' '}
      <span className={classes.dimmed}>
        (Direct {formatRupees(cost.directValue)} against {formatRupees(cost.regularValue)} on {asOf})
      </span>
    </Text>
  )
}

function FundCell({ row }: { row: HoldingRow }) {
  const facts = [row.hit?.plan, row.hit?.option].filter(Boolean).join(' · ')
  return (
    <Table.Th scope="row" className={classes.fundCell}>
      {row.hit ? (
        <AnchorLink to="/fundchart/$schemeCode/$name" params={{ schemeCode: row.schemeCode, name: row.hit.fundHouseName }} fw={600}>
          {row.name}
        </AnchorLink>
      ) : (
        <span>{row.name}</span>
      )}
      {facts && (
        <Text size="xs" className={classes.dimmed}>
          {facts}
        </Text>
      )}
      <RegularCostNote row={row} />
    </Table.Th>
  )
}

const HoldingRowView = memo(function HoldingRowView({ row }: { row: HoldingRow }) {
  return (
    <Table.Tr>
      <FundCell row={row} />
      <Table.Td>{row.folio || <span className={classes.dimmed}>none given</span>}</Table.Td>
      <Table.Td className="mf-figure">{formatUnits(row.units)}</Table.Td>
      <Table.Td className="mf-figure">
        {row.nav ? (
          <>
            {formatNavValue(row.nav.nav)}
            <span className={classes.cellNote}>{formatDate(row.nav.date)}</span>
          </>
        ) : (
          <NotKnown />
        )}
      </Table.Td>
      <Table.Td className="mf-figure">{formatRupees(row.invested)}</Table.Td>
      <Table.Td className="mf-figure">{row.value === null ? <NotKnown /> : formatRupees(row.value)}</Table.Td>
      <Table.Td className="mf-figure">
        <SignedText value={row.gain} format={formatGain} />
        {row.gainPercent !== null && <span className={classes.cellNote}>{formatSignedPercent(row.gainPercent)}</span>}
      </Table.Td>
      <Table.Td className="mf-figure">
        <SignedText value={row.xirr} format={formatSignedPercent} />
      </Table.Td>
      <Table.Td>
        <TaxClassSelect holdingKey={row.key} holdingClass={row.taxClass} label={`Tax class of ${row.name}, folio ${row.folio || 'none given'}`} />
      </Table.Td>
    </Table.Tr>
  )
})

function Head() {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th scope="col">Fund</Table.Th>
        <Table.Th scope="col">Folio</Table.Th>
        <Table.Th scope="col" className="mf-figure">
          Units
        </Table.Th>
        <Table.Th scope="col" className="mf-figure">
          NAV
        </Table.Th>
        <Table.Th scope="col" className="mf-figure">
          Invested
        </Table.Th>
        <Table.Th scope="col" className="mf-figure">
          Current value
        </Table.Th>
        <Table.Th scope="col" className="mf-figure">
          Gain
        </Table.Th>
        <Table.Th scope="col" className="mf-figure">
          XIRR <span className={classes.cellNote}>a year</span>
        </Table.Th>
        <Table.Th scope="col">Tax class</Table.Th>
      </Table.Tr>
    </Table.Thead>
  )
}

/**
 * One row per holding (a scheme in a folio), with its fund's page, the NAV it is valued at, its
 * figures, and its tax class to override. Scrolls sideways inside its own region on a phone.
 */
export const HoldingsTable = memo(function HoldingsTable({ rows }: { rows: readonly HoldingRow[] }) {
  // A report's rows are on the page: the benchmark's window ends at the frame after this.
  useEffect(() => {
    if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(REPORT_SHOWN_MARK)
  }, [rows])
  return (
    <ScrollRegion label="Holdings table">
      <Table className={classes.holdingsTable} verticalSpacing="xs">
        <Table.Caption className="visually-hidden">Your holdings, one row per fund and folio</Table.Caption>
        <Head />
        <Table.Tbody>
          {rows.map((row) => (
            <HoldingRowView key={row.key} row={row} />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  )
})

/** The table's place while the first report is computed: a row per holding the document has. */
export const HoldingsPlaceholder = memo(function HoldingsPlaceholder({ count }: { count: number }) {
  return (
    <div className={`${classes.holdingsPlaceholder} ${classes.pulse}`} aria-hidden="true">
      {Array.from({ length: Math.max(1, count) + 1 }, (_, i) => (
        <div key={i} className={`${classes.block} ${classes.rowBlock}`} />
      ))}
    </div>
  )
})
