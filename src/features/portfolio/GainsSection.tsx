import { memo, useMemo } from 'react'
import { List, Table, Text, Title } from '@mantine/core'
import type { SchemeHit } from '@common/contract/analytics-schemas'
import type { GainTotals, RateTotal, Term } from '@common/portfolio/capital-gains'
import type { LtcgHeadroom, PortfolioFigures } from '@common/portfolio/report'
import { rateText, type TaxClass } from '@common/portfolio/tax-rules'
import { ScrollRegion } from '@/components/ScrollRegion'
import { formatIndianNumber } from '@/lib/number-text'
import { formatGain, formatRupees, schemeName, TAX_CLASS_LABEL } from './portfolio-format'
import { SignedText } from './SignedText'
import classes from './portfolio.module.css'

const CLASS_ORDER: readonly TaxClass[] = ['equity', 'debt-2023', 'other']

/** "₹1.25 lakh" */
const lakh = (rupees: number) => `₹${formatIndianNumber(rupees / 100_000, 0, 2)} lakh`

function rateLabel(bucket: RateTotal): string {
  const rate = rateText(bucket.rate)
  return bucket.indexation ? `${rate} after indexation` : rate
}

/** A class's gain of one term, with the rate(s) it is taxed at; a dash when the class had none of that term. */
function TermCell({ totals, taxClass, term }: { totals: Omit<GainTotals, 'pieces'>; taxClass: TaxClass; term: Term }) {
  const buckets = totals.byRate.filter((b) => b.taxClass === taxClass && b.term === term)
  if (buckets.length === 0) {
    return (
      <Table.Td className="mf-figure">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">none</span>
      </Table.Td>
    )
  }
  const gain = term === 'short' ? totals.byClass[taxClass].shortTerm : totals.byClass[taxClass].longTerm
  return (
    <Table.Td className="mf-figure">
      <SignedText value={gain} format={formatGain} />
      {/* FY 2024-25 has two rates for each equity term (before and from 23 Jul 2024): each with its part. */}
      {buckets.map((b) => (
        <span key={`${b.rate}-${b.indexation}`} className={classes.cellNote}>
          {buckets.length > 1 ? `${formatGain(b.gain)} at ${rateLabel(b)}` : `at ${rateLabel(b)}`}
        </span>
      ))}
    </Table.Td>
  )
}

/** Short- and long-term gains per class, with a total row: one FY's sales, or the open lots. */
const GainsTable = memo(function GainsTable({ totals, caption }: { totals: Omit<GainTotals, 'pieces'>; caption: string }) {
  const present = CLASS_ORDER.filter((c) => totals.byRate.some((b) => b.taxClass === c))
  return (
    <ScrollRegion label={caption}>
      <Table className={classes.gainsTable} verticalSpacing="xs">
        <Table.Caption className="visually-hidden">{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Class</Table.Th>
            <Table.Th scope="col" className="mf-figure">
              Short-term
            </Table.Th>
            <Table.Th scope="col" className="mf-figure">
              Long-term
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {present.map((taxClass) => (
            <Table.Tr key={taxClass}>
              <Table.Th scope="row" fw={500}>
                {TAX_CLASS_LABEL[taxClass]}
              </Table.Th>
              <TermCell totals={totals} taxClass={taxClass} term="short" />
              <TermCell totals={totals} taxClass={taxClass} term="long" />
            </Table.Tr>
          ))}
          {present.length > 1 && (
            <Table.Tr className={classes.totalRow}>
              <Table.Th scope="row">Total</Table.Th>
              <Table.Td className="mf-figure">
                <SignedText value={totals.shortTerm} format={formatGain} />
              </Table.Td>
              <Table.Td className="mf-figure">
                <SignedText value={totals.longTerm} format={formatGain} />
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  )
})

/** This FY's room under the s.112A exemption. */
function Headroom({ headroom }: { headroom: LtcgHeadroom }) {
  if (!Number.isFinite(headroom.exemption) || !Number.isFinite(headroom.remaining)) return null
  return (
    <div className={classes.headroom} data-testid="ltcg-headroom">
      <Text fw={600}>
        {headroom.label}: you can still book {formatRupees(headroom.remaining)} of long-term equity gains within the {lakh(headroom.exemption)}{' '}
        exemption.
      </Text>
      <Text size="sm">
        Booked so far this year: <SignedText value={headroom.realisedEquityLtcg} format={formatGain} />. Long-term equity gains in your holdings
        now: <SignedText value={headroom.unrealisedEquityLtcg} format={formatGain} />.
      </Text>
      <Text size="sm" className={classes.dimmed}>
        Counts only the investments on this page: equity shares and funds sold elsewhere use the same exemption.
      </Text>
    </div>
  )
}

type Props = { report: PortfolioFigures; schemes: ReadonlyMap<number, SchemeHit> }

/**
 * Capital gains by Indian financial year, short- and long-term, per class, under the rules in force on
 * each sale date (common/portfolio/tax-rules.ts); the open lots' gains the same way; this FY's room
 * under the equity exemption; and what the figures leave out.
 */
export const GainsSection = memo(function GainsSection({ report, schemes }: Props) {
  const years = useMemo(() => [...report.realised].reverse(), [report.realised])
  const missingGrandfathering = useMemo(() => {
    const codes = new Set([...report.realised.flatMap((fy) => fy.grandfatheringNavMissing), ...report.unrealised.grandfatheringNavMissing])
    return [...codes].map((code) => schemeName(code, schemes))
  }, [report, schemes])
  const indexed = report.realised.some((fy) => fy.byRate.some((b) => b.indexation))
  const hasOpenLots = report.unrealised.openLots > 0

  return (
    <>
      <Headroom headroom={report.headroom} />

      <Title order={3} size="h4" mt="lg" mb="xs">
        Realised gains
      </Title>
      {years.length === 0 ? (
        <Text c="dimmed">No units sold yet.</Text>
      ) : (
        <div className={classes.years}>
          {years.map((fy) => (
            <section key={fy.fy} aria-labelledby={`gains-${fy.fy}`} className={classes.year}>
              <Title order={4} size="h5" id={`gains-${fy.fy}`}>
                {fy.label}
              </Title>
              <GainsTable totals={fy} caption={`Realised gains, ${fy.label}`} />
            </section>
          ))}
        </div>
      )}

      <Title order={3} size="h4" mt="lg" mb={4}>
        Unrealised gains
      </Title>
      <Text size="sm" className={classes.dimmed} mb="xs">
        What selling every unit held at its latest NAV would book, under today&apos;s rules.
      </Text>
      {hasOpenLots ? <GainsTable totals={report.unrealised} caption="Unrealised gains" /> : <Text c="dimmed">No units held with a NAV.</Text>}

      <List size="sm" spacing={4} mt="md" className={classes.notes}>
        <List.Item>
          Equity-fund units bought before 1 Feb 2018 use the grandfathered cost for long-term gains: the higher of the price paid and the NAV of
          31 Jan 2018 (at most the sale value).
        </List.Item>
        {missingGrandfathering.length > 0 && (
          <List.Item data-testid="grandfathering-missing">
            No NAV of 31 Jan 2018 for {missingGrandfathering.join(', ')}: those units are shown at the price paid, which may overstate the gain.
          </List.Item>
        )}
        <List.Item>Debt-fund units bought from 1 Apr 2023 are short-term however long they are held, taxed at your slab rate.</List.Item>
        {indexed && (
          <List.Item>
            Long-term gains of the Other class sold before 23 Jul 2024 are taxed on an indexed cost, not worked out here: the gain shown is on the
            price paid.
          </List.Item>
        )}
        <List.Item>
          A loss is shown as a negative gain and netted only within its own class and term: losses are not set off across classes here, nor carried
          forward.
        </List.Item>
        <List.Item>Rates are before surcharge and the 4 % cess.</List.Item>
      </List>
    </>
  )
})
