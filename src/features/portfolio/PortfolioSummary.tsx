import { memo, type ReactNode } from 'react'
import type { PortfolioFigures } from '@common/portfolio/report'
import { formatDate } from '@/lib/dates'
import { investedWithValue } from './holding-rows'
import { formatGain, formatRupees, formatSignedPercent, percentOf } from './portfolio-format'
import { SignedText } from './SignedText'
import classes from './portfolio.module.css'

function Figure({ term, value, note }: { term: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className={classes.figure}>
      <dt className={classes.term}>{term}</dt>
      <dd className={classes.value}>
        {value}
        {/* The note's line is there while it is empty too: the box keeps its height when figures arrive. */}
        <span className={classes.note}>{note ?? '\u00a0'}</span>
      </dd>
    </div>
  )
}

/** A figure's place while the first report is computed: the same box, so nothing moves when it lands. */
const pending = <span className={`${classes.block} ${classes.figureBlock} ${classes.pulse}`} />

/** The whole portfolio in five figures: what went in, what it is worth, the gain, the XIRR, what was booked. */
export const PortfolioSummary = memo(function PortfolioSummary({ report }: { report: PortfolioFigures | null }) {
  const total = report?.valuation.total
  const gainPercent = report && total ? percentOf(total.gain, investedWithValue(report)) : null
  return (
    <section aria-labelledby="portfolio-summary-heading" aria-busy={report === null}>
      <h2 id="portfolio-summary-heading" className="visually-hidden">
        Summary
      </h2>
      <dl className={classes.figures}>
        <Figure term="Invested" value={total ? formatRupees(total.invested) : pending} note="cost of the units held" />
        <Figure
          term="Current value"
          value={total ? formatRupees(total.value) : pending}
          note={total?.asOf ? <>as of {formatDate(total.asOf)}</> : undefined}
        />
        <Figure
          term="Gain"
          value={total ? <SignedText value={total.gain} format={formatGain} /> : pending}
          note={gainPercent !== null ? <>{formatSignedPercent(gainPercent)} of invested</> : undefined}
        />
        <Figure term="XIRR" value={total ? <SignedText value={total.xirr} format={formatSignedPercent} /> : pending} note="a year" />
        <Figure term="Realised gains" value={total ? <SignedText value={total.realisedGain} format={formatGain} /> : pending} note="on units sold" />
      </dl>
    </section>
  )
})
