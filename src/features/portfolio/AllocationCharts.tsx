import { memo, useMemo } from 'react'
import { Text, Title } from '@mantine/core'
import { scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { allocationBy, categoryOf, fundHouseOf, type AllocationSlice, type HoldingRow } from './holding-rows'
import { formatRupees, formatShare } from './portfolio-format'
import classes from './portfolio.module.css'

const BAR_HEIGHT = 10
/** Shares of the whole, as percent of the track: a bar's length is its share, not its rank. */
const shareScale = scaleLinear<number>({ domain: [0, 1], range: [0, 100], clamp: true })

/**
 * One bar per slice under its label and figures. The text is the chart's own text equivalent (a list
 * with the percentages); the bars are drawn in percent of their track, so nothing waits for a
 * measurement, nothing moves when the page's width changes, and a 375 px screen just has shorter bars.
 */
function AllocationBars({ id, title, slices }: { id: string; title: string; slices: AllocationSlice[] }) {
  return (
    <figure className={classes.allocation}>
      <figcaption>
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
      </figcaption>
      <ul className={classes.bars} aria-labelledby={id}>
        {slices.map((slice) => (
          <li key={slice.label} className={classes.barItem}>
            <span className={classes.barLabel}>{slice.label}</span>
            <span className={classes.barFigures}>
              <strong>{formatShare(slice.share)}</strong> <span className={classes.dimmed}>{formatRupees(slice.value)}</span>
            </span>
            <svg className={classes.barSvg} width="100%" height={BAR_HEIGHT} aria-hidden="true" focusable="false">
              <rect width="100%" height={BAR_HEIGHT} rx={3} className={classes.barTrack} />
              {/* A sliver stays visible: a 0.2 % slice is still there. */}
              <Bar width={`${Math.max(0.75, shareScale(slice.share))}%`} height={BAR_HEIGHT} rx={3} className={classes.barFill} />
            </svg>
          </li>
        ))}
      </ul>
    </figure>
  )
}

/** Where the current value sits: by category and by fund house. */
export const AllocationCharts = memo(function AllocationCharts({ rows }: { rows: readonly HoldingRow[] }) {
  const byCategory = useMemo(() => allocationBy(rows, categoryOf), [rows])
  const byHouse = useMemo(() => allocationBy(rows, fundHouseOf), [rows])
  if (byCategory.length === 0) {
    return <Text c="dimmed">Nothing to allocate yet: no holding has a current value.</Text>
  }
  return (
    <div className={classes.allocations}>
      <AllocationBars id="allocation-category" title="By category" slices={byCategory} />
      <AllocationBars id="allocation-house" title="By fund house" slices={byHouse} />
    </div>
  )
})

/** The charts' place while the first report is computed. */
export const AllocationPlaceholder = memo(function AllocationPlaceholder() {
  return (
    <div className={`${classes.allocations} ${classes.pulse}`} aria-hidden="true">
      <div className={`${classes.block} ${classes.chartBlock}`} />
      <div className={`${classes.block} ${classes.chartBlock}`} />
    </div>
  )
})
