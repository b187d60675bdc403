import { type ReactNode, useId, useMemo } from 'react'
import { Stack, Table, Text, Title } from '@mantine/core'
import type { Costs, Ter } from '@common/contract/costs-schemas'
import { ASSUMED_GROWTH, COST_PRINCIPAL, COST_YEARS, costGrowth, costOverYears, yearlyCost } from '@common/figures/costs'
import { dmyToIso } from '@common/figures/dates'
import { TerValue } from '@/components/TerText'
import { formatDate } from '@/lib/dates'
import { MISSING } from '@/lib/format'
import { formatTer } from '@/lib/ter-text'
import { formatRate, formatRupees, otherPlanOf, peersText, rankText } from './costs-format'
import { TerChart } from './TerChart'
import { knownUntil, terSeries } from './ter-series'
import classes from './costs.module.css'

/**
 * The parts of a TER as AMFI's report gives them, with what SEBI's Regulation 52 allows each for
 * (52(6): the slab by the scheme's size; 52(6A)(b) and (c): the additions; GST on the fee, which
 * SEBI lets schemes charge beyond those limits).
 */
const PARTS: ReadonlyArray<{ key: Exclude<keyof Ter, 'total'>; name: string; hint: string }> = [
  { key: 'base', name: 'Base', hint: "What the scheme charges within SEBI's limit for a fund of its size." },
  {
    key: 'additional52_6A_b',
    name: 'Regulation 52(6A)(b)',
    hint: 'Extra allowed, up to 0.30%, for inflows from beyond the top 30 cities. SEBI paused it in March 2023.',
  },
  {
    key: 'additional52_6A_c',
    name: 'Regulation 52(6A)(c)',
    hint: "Extra of up to 0.05% for the scheme's running expenses, allowed only if it charges an exit load.",
  },
  { key: 'gst', name: 'GST', hint: "18% GST on the fund manager's fee, charged on top of SEBI's limit." },
]

const principal = formatRupees(COST_PRINCIPAL)

type Props = {
  costs: Costs
  /** The fund's subcategory ("Large Cap"), from its performance figures; undefined while they are not loaded. */
  subcategory: string | undefined
  /** The fund's 5-year CAGR, percent; null when it has none, undefined while its figures are not loaded. */
  fiveYearReturn: number | null | undefined
  /** The fund's latest NAV date (dd-mm-yyyy): the TER chart's last step runs to it. */
  latestNavDate: string
}

function Figure({ term, value, note, testId }: { term: ReactNode; value: ReactNode; note?: ReactNode; testId: string }) {
  return (
    <div className={classes.figure} data-testid={testId}>
      <dt>{term}</dt>
      <dd className={classes.value}>{value}</dd>
      {note !== undefined && <dd className={classes.note}>{note}</dd>}
    </div>
  )
}

function DmyDate({ dmy }: { dmy: string }) {
  return <time dateTime={dmyToIso(dmy) ?? undefined}>{formatDate(dmy)}</time>
}

/** Why the 10-year figure uses the rate it uses, in the visitor's words. */
function growthNote(fiveYearReturn: number | null | undefined): string {
  const growth = costGrowth(fiveYearReturn)
  if (!growth.assumed) return `at this fund's 5-year return, ${formatRate(growth.rate)} a year`
  const why = fiveYearReturn === null ? 'this fund has no 5-year return yet' : "this fund's 5-year return is not available"
  return `at an assumed ${formatRate(ASSUMED_GROWTH)} a year, as ${why}`
}

/**
 * What the fund costs: this plan's TER from AMFI's report, the other plan's, where it stands among
 * its peers, what it takes in rupees, its parts and its history. Loaded lazily by CostsSection.
 */
export function CostsPanel({ costs, subcategory, fiveYearReturn, latestNavDate }: Props) {
  const partsId = useId()
  const historyId = useId()
  const { plan, ter, otherPlanTer } = costs
  const other = otherPlanOf(plan)
  const rank = rankText(costs, subcategory)
  const growth = costGrowth(fiveYearReturn)
  const series = useMemo(() => terSeries(costs.history, costs.asOf, knownUntil(costs.asOf, latestNavDate)), [costs.history, costs.asOf, latestNavDate])

  return (
    <Stack gap="lg">
      <dl className={classes.figures}>
        <Figure
          testId="ter"
          term={
            <>
              TER as of <DmyDate dmy={costs.asOf} /> (AMFI)
            </>
          }
          value={formatTer(ter.total)}
          note={`a year, this ${plan} plan`}
        />
        <Figure
          testId="other-plan-ter"
          term={`${other} plan's TER`}
          value={<TerValue value={otherPlanTer?.total} />}
          note={otherPlanTer ? 'a year' : "not in AMFI's report"}
        />
        <Figure testId="category-median" term="Category median" value={<TerValue value={costs.categoryMedian} />} note={`of ${peersText(plan, subcategory)}`} />
        <Figure testId="category-rank" term="Rank, 1 = cheapest" value={rank?.rank ?? MISSING} note={rank?.rest ?? 'no peers to rank it among'} />
        <Figure testId="yearly-cost" term={`Each year on ${principal}`} value={formatRupees(yearlyCost(ter.total))} note="at this TER" />
        <Figure
          testId="ten-year-cost"
          term={`Over ${COST_YEARS} years on ${principal}`}
          value={formatRupees(costOverYears(ter.total, growth.rate))}
          note={growthNote(fiveYearReturn)}
        />
      </dl>

      <div>
        <Title order={3} size="h5" id={partsId} mb="xs">
          What the TER is made of
        </Title>
        <Table className={classes.parts} verticalSpacing="xs" aria-labelledby={partsId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Part</Table.Th>
              <Table.Th scope="col">This {plan} plan</Table.Th>
              {otherPlanTer && <Table.Th scope="col">{other} plan</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {PARTS.map(({ key, name, hint }) => (
              <Table.Tr key={key}>
                <Table.Th scope="row">
                  {name}
                  <span className={classes.hint}>{hint}</span>
                </Table.Th>
                <Table.Td>
                  <TerValue value={ter[key]} />
                </Table.Td>
                {otherPlanTer && (
                  <Table.Td>
                    <TerValue value={otherPlanTer[key]} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">Total (TER)</Table.Th>
              <Table.Td>{formatTer(ter.total)}</Table.Td>
              {otherPlanTer && <Table.Td>{formatTer(otherPlanTer.total)}</Table.Td>}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </div>

      <div>
        <Title order={3} size="h5" id={historyId} mb="xs">
          The TER over time
        </Title>
        <TerChart series={series} label={`the ${plan} plan`} />
      </div>

      <Stack gap={4} className={classes.smallPrint}>
        <Text size="sm" c="dimmed">
          The TER is what the scheme takes from its money each year to run the fund. It comes out before the NAV is
          published, so the fund&apos;s returns on this site are already after it.
        </Text>
        <Text size="sm" c="dimmed" data-testid="cost-convention">
          On {principal} invested once: a year&apos;s cost is {principal} × the TER. The {COST_YEARS}-year cost is {principal}{' '}
          grown for {COST_YEARS} years at the fund&apos;s 5-year return plus its TER, minus the same grown at the return alone
          (returns are after costs, as NAVs are net of the TER), compounded yearly with today&apos;s TER throughout; at{' '}
          {formatRate(ASSUMED_GROWTH)} a year for a fund without a 5-year return.
        </Text>
        <Text size="sm" c="dimmed">
          Median and rank: among the {peersText(plan, subcategory)} in AMFI&apos;s report, one entry per fund; 1 = cheapest.
          A part shown as – was left blank in the report.
        </Text>
      </Stack>
    </Stack>
  )
}

// CostsSection loads this module with React.lazy, which wants a default export.
export default CostsPanel
