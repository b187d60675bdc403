import type { ReactNode } from 'react'
import { Button, Stack, Table, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { PeriodReturnFigure, Performance } from '@common/contract/analytics-schemas'
import type { Costs } from '@common/contract/costs-schemas'
import type { FundDetail } from '@common/contract/schemas'
import { AnchorLink } from '@/components/links'
import { ReturnKind } from '@/components/ReturnKind'
import { ScrollRegion } from '@/components/ScrollRegion'
import { TerLabel } from '@/components/TerText'
import { DateText, formatMagnitude, formatRate, formatRatio, NotAvailable, PERIOD_LABEL, Signed } from '@/features/fund-analytics'
import { formatNav, formatPercent } from '@/lib/format'
import { formatTer } from '@/lib/ter-text'
import { LineKey } from './LineKey'
import classes from './compare.module.css'

export type TableFund = {
  schemeCode: number
  fundHouseName: string
  styleIndex: number
  detail: FundDetail
  performance: UseQueryResult<Performance>
  /** The costs call the fund page makes too (one cache entry): the TER row. */
  costs: UseQueryResult<Costs | null>
}

/** The returns the issue asks for, in the contract's order (1W, YTD and 10Y are on each fund's page). */
const RETURN_PERIODS = ['1M', '3M', '6M', '1Y', '3Y', '5Y', 'SI'] as const

function ReturnCell({ figure }: { figure: PeriodReturnFigure | undefined }) {
  if (!figure || figure.value === null) return <NotAvailable />
  return (
    <>
      <Signed value={figure.value} format={formatPercent} />
      <ReturnKind kind={figure.kind} />
      {figure.rank !== null && figure.of !== null && (
        <span className={classes.rank}>
          Rank {figure.rank} of {figure.of}
        </span>
      )}
    </>
  )
}

const shown = (value: number | null | undefined, format: (value: number) => string): ReactNode =>
  value === null || value === undefined ? <NotAvailable /> : format(value)

/** `name` heads the row (and keys it); `label`, when given, is what the row head shows instead. */
type Row = { name: string; label?: ReactNode; cell: (fund: TableFund, figures: Performance | undefined) => ReactNode }

/** The TER in force and the date it took effect; "–" when none is known, the call failed or is still on its way. */
function TerCell({ costs }: { costs: Costs | null | undefined }) {
  if (!costs) return <NotAvailable />
  return (
    <>
      {formatTer(costs.ter.total)} a year
      <span className={classes.rank}>
        as of <DateText dmy={costs.asOf} />
      </span>
    </>
  )
}

const FACTS: Row[] = [
  { name: 'Fund house', cell: (fund) => fund.detail.fundHouse },
  { name: 'Plan', cell: (_, figures) => figures?.plan ?? <NotAvailable /> },
  { name: 'Option', cell: (_, figures) => figures?.option ?? <NotAvailable /> },
  { name: 'Category', cell: (fund, figures) => (figures ? `${figures.category} / ${figures.subcategory}` : fund.detail.category) },
  {
    name: 'Latest NAV',
    cell: (fund) => (
      <>
        {formatNav(fund.detail.latestNAV)}
        <span className={classes.rank}>
          on <DateText dmy={fund.detail.latestNAVDate} />
        </span>
      </>
    ),
  },
  // What the plan costs a year: Direct and Regular plans of one fund differ here most of all.
  { name: 'TER', label: <TerLabel />, cell: (fund) => <TerCell costs={fund.costs.data} /> },
]

const RETURNS: Row[] = RETURN_PERIODS.map((period) => ({
  // The code on screen (narrow columns on a phone), the words for screen readers.
  label: (
    <>
      <span aria-hidden="true">{period}</span>
      <span className="visually-hidden">{PERIOD_LABEL[period]}</span>
    </>
  ),
  name: period,
  cell: (_, figures) => <ReturnCell figure={figures?.returns.find((r) => r.period === period)} />,
}))

const RISK: Row[] = [
  { name: 'Volatility', cell: (_, figures) => shown(figures?.risk?.volatility, formatMagnitude) },
  { name: 'Max drawdown', cell: (_, figures) => shown(figures?.risk?.maxDrawdown, formatPercent) },
  { name: 'Sharpe ratio', cell: (_, figures) => shown(figures?.risk?.sharpe, formatRatio) },
  { name: 'Sortino ratio', cell: (_, figures) => shown(figures?.risk?.sortino, formatRatio) },
]

function FundHead({ fund, onRemove }: { fund: TableFund; onRemove: (schemeCode: number) => void }) {
  const { performance } = fund
  return (
    <Table.Th scope="col" className={classes.fundHead}>
      <Stack gap={6} align="flex-start">
        <span className={classes.fundName}>
          <LineKey index={fund.styleIndex} />
          <AnchorLink to="/fundchart/$schemeCode/$name" params={{ schemeCode: fund.schemeCode, name: fund.fundHouseName }}>
            {fund.detail.schemeName}
          </AnchorLink>
        </span>
        {performance.isError && performance.data === undefined && (
          <Text size="xs" c="red.8" role="alert">
            Its figures could not be loaded.{' '}
            <Button size="compact-xs" variant="light" color="green" loading={performance.isFetching} onClick={() => void performance.refetch()}>
              Retry
            </Button>
          </Text>
        )}
        <Button size="compact-xs" variant="default" onClick={() => onRemove(fund.schemeCode)} aria-label={`Remove ${fund.detail.schemeName} from the comparison`}>
          Remove
        </Button>
      </Stack>
    </Table.Th>
  )
}

function RowGroup({ title, rows, funds }: { title: string; rows: Row[]; funds: readonly TableFund[] }) {
  return (
    <Table.Tbody>
      <Table.Tr className={classes.groupRow}>
        <Table.Th scope="rowgroup" colSpan={funds.length + 1}>
          {title}
        </Table.Th>
      </Table.Tr>
      {rows.map((row) => (
        <Table.Tr key={row.name}>
          <Table.Th scope="row">{row.label ?? row.name}</Table.Th>
          {funds.map((fund) => (
            <Table.Td key={fund.schemeCode}>{row.cell(fund, fund.performance.data)}</Table.Td>
          ))}
        </Table.Tr>
      ))}
    </Table.Tbody>
  )
}

type Props = { funds: readonly TableFund[]; onRemove: (schemeCode: number) => void }

/** The funds' facts, returns and risk side by side: one column per fund, scrolling inside itself on phones. */
export function CompareTable({ funds, onRemove }: Props) {
  const riskFreeRate = funds.map((f) => f.performance.data?.risk?.riskFreeRate).find((rate) => rate !== undefined)
  return (
    <>
      <ScrollRegion label="Figures by fund">
        <Table className={classes.table} verticalSpacing="xs" style={{ minWidth: `${9 + funds.length * 12}rem` }}>
          <Table.Caption className="visually-hidden">Figures of the compared funds</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Fund</Table.Th>
              {funds.map((fund) => (
                <FundHead key={fund.schemeCode} fund={fund} onRemove={onRemove} />
              ))}
            </Table.Tr>
          </Table.Thead>
          <RowGroup title="Facts" rows={FACTS} funds={funds} />
          <RowGroup title="Returns" rows={RETURNS} funds={funds} />
          <RowGroup title="Risk" rows={RISK} funds={funds} />
        </Table>
      </ScrollRegion>
      <Text size="sm" c="dimmed" mt="xs">
        Returns under one year are absolute; from one year they are annualised (CAGR), as SEBI asks. SI is since the first NAV we hold.
        Rank is among the funds of the same category, plan and option (1 is the best).
      </Text>
      <Text size="sm" c="dimmed">
        Risk covers the last three years, or the whole history if shorter: volatility is annualised from daily returns, max drawdown is the
        largest fall from a peak
        {riskFreeRate !== undefined && <>, and Sharpe and Sortino use a risk-free rate of {formatRate(riskFreeRate)} a year</>}.
      </Text>
    </>
  )
}
