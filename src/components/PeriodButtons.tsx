import { Button } from '@mantine/core'
import { ButtonLink } from '@/components/links'
import { CHART_PERIODS, DEFAULT_CHART_PERIOD, type ChartPeriod } from '@/lib/chart-period'

/**
 * Each period's address: this page with ?period= set (none for the default) and its other
 * parameters kept (the compare page's codes). Made once, so every render hands the router the same
 * updater and it reuses the link's built location.
 */
type Search = Record<string, unknown>
const SEARCH_OF = {} as Record<ChartPeriod, (prev: Search) => Search>
for (const period of CHART_PERIODS) {
  SEARCH_OF[period] = (prev) => ({ ...prev, period: period === DEFAULT_CHART_PERIOD ? undefined : period })
}

// The whole search compared: the default period's link (no ?period=) is not "active" everywhere.
const EXACT = { exact: true }

/**
 * 1M 3M 6M 1Y 3Y 5Y All: links to this page at each period, styled as a segmented button group.
 * Real links, so they work before the page's script runs (and without it): the server renders the
 * period the address names. Once hydrated, the router switches without a page load and replaces the
 * history entry, as the buttons did. The selected one carries aria-current="page", not aria-pressed,
 * which is a button's state and not allowed on a link; its address is the page being shown. The
 * fund page's and the compare page's period controls, which differ only in what they say beside it.
 */
export function PeriodButtons({ value }: { value: ChartPeriod }) {
  return (
    // Button.Group is itself a role="group": named here, one group rather than one inside another.
    <Button.Group aria-label="Chart period">
      {CHART_PERIODS.map((period) => (
        <ButtonLink
          key={period}
          to="."
          search={SEARCH_OF[period]}
          replace
          resetScroll={false}
          // Same page, same data: nothing to load on hover.
          preload={false}
          activeOptions={EXACT}
          aria-current={period === value ? 'page' : undefined}
          size="compact-sm"
          variant={period === value ? 'filled' : 'default'}
          color="green"
        >
          {period}
        </ButtonLink>
      ))}
    </Button.Group>
  )
}
