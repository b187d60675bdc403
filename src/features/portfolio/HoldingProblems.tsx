import { memo, useMemo } from 'react'
import { Alert, List } from '@mantine/core'
import type { SchemeHit } from '@common/contract/analytics-schemas'
import type { SipSeries } from '@common/portfolio/sip-series'
import type { PortfolioFigures } from '@common/portfolio/report'
import { formatDate } from '@/lib/dates'
import { formatRupees, formatUnits, schemeName } from './portfolio-format'

type Props = { report: PortfolioFigures; sips: readonly SipSeries[]; schemes: ReadonlyMap<number, SchemeHit> }

const folioText = (folio: string) => (folio ? `folio ${folio}` : 'no folio')

/**
 * What the figures could not account for, said plainly: a sale of more units than were bought (a
 * purchase is usually missing), a transaction that moves no units, a holding with no NAV yet, a SIP
 * with no installment priced yet.
 */
export const HoldingProblems = memo(function HoldingProblems({ report, sips, schemes }: Props) {
  const lines = useMemo(() => {
    const byId = new Map(report.problemTransactions.map((t) => [t.id, t]))
    const holdingOf = new Map(report.valuation.holdings.map((h) => [h.key, h]))
    const out: string[] = []
    for (const problem of report.valuation.problems) {
      const t = byId.get(problem.transactionId)
      const holding = holdingOf.get(problem.holding)
      const fund = holding ? `${schemeName(holding.schemeCode, schemes)} (${folioText(holding.folio)})` : problem.holding
      const when = t ? ` on ${formatDate(t.date)}` : ''
      if (problem.kind === 'oversold') {
        out.push(
          `A sale${when} in ${fund} sells ${formatUnits(problem.unitsShort)} units more than were held; ` +
            `${formatRupees(problem.proceedsUnmatched)} of its proceeds is left out of the gains. A purchase is probably missing.`,
        )
      } else {
        out.push(`A transaction${when} in ${fund} moves no units and is left out.`)
      }
    }
    for (const key of report.valuation.missingNav) {
      const holding = holdingOf.get(key)
      if (holding) out.push(`No NAV yet for ${schemeName(holding.schemeCode, schemes)} (${folioText(holding.folio)}): its value is left out of the totals.`)
    }
    for (const [id, reason] of Object.entries(report.sipProblems)) {
      const sip = sips.find((s) => s.id === id)
      out.push(sip ? `The SIP in ${schemeName(sip.schemeCode, schemes)} (${folioText(sip.folio)}): ${reason}` : reason)
    }
    return out
  }, [report, sips, schemes])

  if (lines.length === 0) return null
  return (
    <Alert color="yellow" variant="light" title="Some figures are incomplete" data-testid="holding-problems">
      <List size="sm" spacing={4}>
        {lines.map((line, i) => (
          <List.Item key={i}>{line}</List.Item>
        ))}
      </List>
    </Alert>
  )
})
