import { memo, useEffect, useRef, useState, type ReactNode } from 'react'
import { AnchorLink } from '@/components/links'
import { ScrollRegion } from '@/components/ScrollRegion'
import { formatDate } from '@/lib/dates'
import type { HoldingRow } from './holding-rows'
import { formatGain, formatNavValue, formatRupees, formatSignedPercent, formatUnits } from './portfolio-format'
import { REPORT_SHOWN_MARK } from './portfolio-marks'
import { NotKnown, SignedText } from './SignedText'
import { OpenTaxClassDialog, TaxClassDialog, type TaxClassEdit } from './TaxClassDialog'
import { TaxClassPicker } from './TaxClassPicker'
import classes from './holdings-table.module.css'
import pageClasses from './portfolio.module.css'

/*
 * A table by its ARIA roles (table, rowgroup, row, columnheader, rowheader, cell) on a grid of divs,
 * not a <table>: each row skips its style, layout and paint while off screen (content-visibility:
 * auto), which the browser does not allow on a table's rows. Fifty holdings' rows rendered at once
 * were most of the 100-500 ms frame that first showed the figures at 4x CPU (bench:portfolio). Every
 * row stays in the document and in the accessibility tree: found by the browser's find, read by a
 * screen reader, reached by Tab.
 */

/** "Regular has cost you ₹X so far", or that Direct would have been worth less; nothing when it rounds to 0. */
function RegularCostNote({ row }: { row: HoldingRow }) {
  const cost = row.regularCost
  if (!cost || Math.round(cost.cost) === 0) return null
  const asOf = formatDate(cost.asOf)
  return (
    <span className={classes.regularCost}>
      {cost.cost > 0
        ? `Regular has cost you ${formatRupees(cost.cost)} so far`
        : `The Direct plan would have been worth ${formatRupees(-cost.cost)} less so far`}{' '}
      <span className={pageClasses.dimmed}>
        (Direct {formatRupees(cost.directValue)} against {formatRupees(cost.regularValue)} on {asOf})
      </span>
    </span>
  )
}

function FundCell({ row }: { row: HoldingRow }) {
  const facts = [row.hit?.plan, row.hit?.option].filter(Boolean).join(' · ')
  return (
    <div role="rowheader">
      {row.hit ? (
        <AnchorLink to="/fundchart/$schemeCode/$name" params={{ schemeCode: row.schemeCode, name: row.hit.fundHouseName }} fw={600}>
          {row.name}
        </AnchorLink>
      ) : (
        <span>{row.name}</span>
      )}
      {facts && <span className={pageClasses.cellNote}>{facts}</span>}
      <RegularCostNote row={row} />
    </div>
  )
}

/** A cell of figures: right-aligned, one line each. */
function Figure({ children }: { children: ReactNode }) {
  return (
    <div role="cell" className={classes.figure}>
      {children}
    </div>
  )
}

const HoldingRowView = memo(function HoldingRowView({ row }: { row: HoldingRow }) {
  return (
    <div role="row" className={`${classes.row} ${classes.bodyRow}`}>
      <FundCell row={row} />
      <div role="cell">{row.folio || <span className={pageClasses.dimmed}>none given</span>}</div>
      <Figure>{formatUnits(row.units)}</Figure>
      <Figure>
        {row.nav ? (
          <>
            {formatNavValue(row.nav.nav)}
            <span className={pageClasses.cellNote}>{formatDate(row.nav.date)}</span>
          </>
        ) : (
          <NotKnown />
        )}
      </Figure>
      <Figure>{formatRupees(row.invested)}</Figure>
      <Figure>{row.value === null ? <NotKnown /> : formatRupees(row.value)}</Figure>
      <Figure>
        <SignedText value={row.gain} format={formatGain} />
        {row.gainPercent !== null && <span className={pageClasses.cellNote}>{formatSignedPercent(row.gainPercent)}</span>}
      </Figure>
      <Figure>
        <SignedText value={row.xirr} format={formatSignedPercent} />
      </Figure>
      <div role="cell">
        <TaxClassPicker holdingKey={row.key} holdingClass={row.taxClass} holding={`${row.name}, folio ${row.folio || 'none given'}`} />
      </div>
    </div>
  )
})

const FIGURE_HEADS = ['Units', 'NAV', 'Invested', 'Current value', 'Gain'] as const

function Head() {
  return (
    <div role="rowgroup">
      <div role="row" className={`${classes.row} ${classes.headRow}`}>
        <div role="columnheader">Fund</div>
        <div role="columnheader">Folio</div>
        {FIGURE_HEADS.map((head) => (
          <div role="columnheader" className={classes.figure} key={head}>
            {head}
          </div>
        ))}
        <div role="columnheader" className={classes.figure}>
          XIRR <span className={pageClasses.cellNote}>a year</span>
        </div>
        <div role="columnheader">Tax class</div>
      </div>
    </div>
  )
}

/**
 * One row per holding (a scheme in a folio), with its fund's page, the NAV it is valued at, its
 * figures, and its tax class to override. Scrolls sideways inside its own region on a phone.
 */
export const HoldingsTable = memo(function HoldingsTable({ rows }: { rows: readonly HoldingRow[] }) {
  // One dialog for the table, for the holding whose tax class is being changed (the rows are memoised:
  // opening it renders the dialog only).
  const [editing, setEditing] = useState<TaxClassEdit | null>(null)
  return (
    <OpenTaxClassDialog value={setEditing}>
      <HoldingsGrid rows={rows} />
      {editing && <TaxClassDialog edit={editing} onClose={() => setEditing(null)} />}
    </OpenTaxClassDialog>
  )
})

/** A report's rows are on the page: the benchmark's window ends at the frame after this. */
function markShown(): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(REPORT_SHOWN_MARK)
}

const HoldingsGrid = memo(function HoldingsGrid({ rows }: { rows: readonly HoldingRow[] }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const table = ref.current
    if (!table || table.hasAttribute('data-painted')) return markShown()
    // The table's first frame shows its first rows; the rest render in the next frame, a frame of their
    // own (holdings-table.module.css).
    let timer = 0
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        table.setAttribute('data-painted', '')
        markShown()
      }, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      window.clearTimeout(timer)
    }
  }, [rows])
  return (
    <ScrollRegion label="Holdings table">
      <div ref={ref} role="table" aria-label="Your holdings, one row per fund and folio" className={classes.table}>
        <Head />
        <div role="rowgroup">
          {rows.map((row) => (
            <HoldingRowView key={row.key} row={row} />
          ))}
        </div>
      </div>
    </ScrollRegion>
  )
})

/** The table's place while the first report is computed: a row per holding the document has. */
export const HoldingsPlaceholder = memo(function HoldingsPlaceholder({ count }: { count: number }) {
  return (
    <div className={`${pageClasses.holdingsPlaceholder} ${pageClasses.pulse}`} aria-hidden="true">
      {Array.from({ length: Math.max(1, count) + 1 }, (_, i) => (
        <div key={i} className={`${pageClasses.block} ${pageClasses.rowBlock}`} />
      ))}
    </div>
  )
})
