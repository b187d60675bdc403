import type { ReactNode } from 'react'
import { Table, Text } from '@mantine/core'
import type { OtherPlan, PeriodReturnFigure } from '@common/contract/analytics-schemas'
import type { Costs } from '@common/contract/costs-schemas'
import { GAP_PERIODS } from '@common/contract/limits'
import { TerGap } from '@/features/costs'
import { DateText, Signed } from './figure-parts'
import { formatPoints, formatRupees } from './figures-format'
import { GAP_PRINCIPAL, gapOnPrincipal } from './plan-gap-cost'
import { PERIOD_LABEL } from './periods'
import classes from './analytics.module.css'

/** The route passes its router's Link, so this feature stays free of routing. */
export type RenderLink = (schemeCode: number, schemeName: string) => ReactNode

type Props = {
  otherPlan: OtherPlan | null
  /** This fund's returns: the gaps are relative to them. */
  returns: PeriodReturnFigure[]
  asOf: string
  renderLink: RenderLink
  /** The fund's costs answer, for the plans' TER gap beside the return gap (none while it is missing). */
  costs?: Costs | null
}

const principal = formatRupees(GAP_PRINCIPAL)

/**
 * This plan against the same scheme's other plan: what each costs a year (the TERs, when the costs
 * answer has both), the return gap per year and what it came to in rupees.
 */
export function PlanGap({ otherPlan, returns, asOf, renderLink, costs }: Props) {
  if (otherPlan === null) return <Text>No other plan of this fund in the data.</Text>
  const other = `${otherPlan.plan} plan`
  return (
    <>
      <Text className={classes.wrap}>
        Other plan: {renderLink(otherPlan.schemeCode, otherPlan.schemeName)} ({other})
      </Text>
      <TerGap costs={costs} />
      <Text size="sm" c="dimmed" mt={4} mb="sm">
        A Direct plan has no distributor commission, so it usually returns more.
      </Text>
      <Table verticalSpacing="xs" className={classes.gapTable}>
        <Table.Caption className="visually-hidden">This plan against the {other}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Period</Table.Th>
            <Table.Th scope="col">Return gap</Table.Th>
            <Table.Th scope="col">On {principal}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {GAP_PERIODS.map((period) => {
            const gap = otherPlan.gap.find((g) => g.period === period)?.value ?? null
            const own = returns.find((r) => r.period === period)?.value ?? null
            return (
              <Table.Tr key={period}>
                <Table.Th scope="row">{PERIOD_LABEL[period]}</Table.Th>
                <Table.Td>
                  <Signed value={gap} format={formatPoints} />
                </Table.Td>
                <Table.Td>
                  <Signed value={gapOnPrincipal(own, gap, period)} format={(v) => formatRupees(v, { signed: true })} />
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed" mt="xs">
        Return gap: this plan&apos;s annualised return minus the {other}&apos;s, in percentage points. On {principal}: what{' '}
        {principal} invested at the start of the period was worth on <DateText dmy={asOf} /> in this plan, minus in the{' '}
        {other}.
      </Text>
    </>
  )
}
