import { memo, useEffect, useRef, type SyntheticEvent } from 'react'
import { Group, Text } from '@mantine/core'
import { filterCategories, filterCategoryNames, type FilterCategory, type FilterSubcategory } from '@common/contract/categories'
import { AnchorLink, ButtonLink } from '@/components/links'
import { fundFilterReducer, type FundFilterAction, type FundFilterState } from './fund-filter'
import classes from './fund-house.module.css'

type Props = {
  /** The filter of the address. */
  filter: FundFilterState
  counts: Map<string, number>
  /** A category opened or closed by hand: the address to write (fundFilterReducer's next state). */
  onChange: (next: FundFilterState) => void
}

/** The group name that makes the categories one exclusive accordion: opening one closes the other. */
const GROUP = 'fund-category'

/**
 * The router marks a link to a subset of the address as the current page (aria-current="page"):
 * "Clear filters" would be. Only the exact address is: "All Equity" while the address is Equity.
 */
const EXACT = { exact: true } as const

function Chevron() {
  return (
    <svg className={classes.chevron} width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden focusable={false}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  )
}

type LinkProps = {
  /** The filter the link leads to. */
  category: FilterCategory
  subcategory?: FilterSubcategory
  /** The filter in force: its link is marked and (a subcategory) leads to its removal. */
  current: boolean
  label: string
  count: number | undefined
}

/**
 * A filter as a link to its address: the rest of the address (order, plan, option, TER) stays.
 * Memoised on plain values: a new filter renders only the links it changes.
 */
const FilterLink = memo(function FilterLink({ category, subcategory, current, label, count }: LinkProps) {
  return (
    <ButtonLink
      to="."
      search={(prev: Record<string, unknown>) => ({ ...prev, category, subcategory })}
      // A filter is not a page Back should step through; the page keeps its scroll.
      replace
      resetScroll={false}
      // The same page with its data already loaded: nothing to preload on hover.
      preload={false}
      activeOptions={EXACT}
      size="compact-sm"
      radius="xl"
      variant={current ? 'filled' : 'light'}
      // The chosen filter ("page" from the router when the link is to the address itself: "All Equity").
      aria-current={current ? 'true' : undefined}
    >
      {label}
      {/* Full colour: dimmed, it falls under 4.5:1 on the light variant's hover background. */}
      <Text component="span" size="xs" ml={6} aria-hidden>
        {count ?? 0}
      </Text>
    </ButtonLink>
  )
})

/**
 * Debt, Equity and Hybrid as native disclosures, one open at a time (<details name>), the open one
 * holding its subcategories as links; the address (?category=&subcategory=) is the filter, and the
 * server renders the category it names open. So it all works before the page's code has loaded
 * and without it: opening a category is the browser's own, its links load the filtered page.
 *
 * The rules (spec section 4) are fundFilterReducer's: with the code running, opening a category by
 * hand also filters by it and closing the filtered one clears the filter, through the disclosure's
 * toggle event: the browser opens it by itself, with no render, and the address follows; the table
 * follows the address in a deferred render (CompanyDetailsPage). Without the code, opening only
 * shows the subcategories, and "All Equity" filters by the whole category. A subcategory's link
 * toggles it: the chosen one (aria-current) links to its category alone.
 */
export const FundFilterPanel = memo(function FundFilterPanel({ filter, counts, onChange }: Props) {
  const panelRef = useRef<HTMLDivElement>(null)
  // The category last asked for by a toggle, until the address has it: a second toggle before the
  // address has caught up (quick clicks) compares with what was asked, not with the old address.
  const asked = useRef<{ category: FilterCategory | undefined } | null>(null)
  useEffect(() => {
    asked.current = null
  }, [filter.category])

  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    // The state the disclosures are in now: opening Debt while Equity is open closes Equity first,
    // and Equity's toggle comes first, with Debt already open (Debt's own toggle then filters).
    const details = event.currentTarget
    if (!details.open && panelRef.current?.querySelector('details[open]')) return
    const wanted = details.open ? (details.dataset.category as FilterCategory) : undefined
    const current = asked.current ? asked.current.category : filter.category
    if (wanted === current) return
    asked.current = { category: wanted }
    // Expanding sets the category and clears the subcategory; collapsing clears both.
    const action: FundFilterAction = { type: 'toggleCategory', category: (wanted ?? current)! }
    onChange(fundFilterReducer({ category: current }, action))
  }

  const cleared = fundFilterReducer(filter, { type: 'clear' })
  return (
    <section aria-labelledby="fund-filter-title">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text id="fund-filter-title" fw={700} component="h3" size="lg" m={0}>
          Fund Category
        </Text>
        {cleared !== filter && (
          <AnchorLink
            to="."
            search={(prev: Record<string, unknown>) => ({ ...prev, category: cleared.category, subcategory: cleared.subcategory })}
            replace
            resetScroll={false}
            preload={false}
            activeOptions={EXACT}
            size="sm"
            fw={600}
          >
            Clear filters
          </AnchorLink>
        )}
      </Group>
      <div ref={panelRef} className={classes.categories}>
        {filterCategoryNames.map((category) => {
          const expanded = filter.category === category
          // The filter within this category: its subcategory while it is the address's category.
          const within: FundFilterState = { category, subcategory: expanded ? filter.subcategory : undefined }
          return (
            <details
              key={category}
              name={GROUP}
              open={expanded}
              onToggle={onToggle}
              data-category={category}
              className={classes.category}
              // Opened by hand before the page's code ran: the browser's state, not a mismatch.
              suppressHydrationWarning
            >
              <summary className={classes.filterButton}>
                <span>{category}</span>
                <span className={classes.summaryEnd}>
                  <span className={classes.count} aria-hidden>
                    {counts.get(category) ?? 0}
                  </span>
                  <Chevron />
                </span>
              </summary>
              <Group gap={6} p="xs" role="group" aria-label={`${category} subcategories`}>
                <FilterLink category={category} current={expanded && !filter.subcategory} label={`All ${category}`} count={counts.get(category)} />
                {filterCategories[category].map((subcategory) => {
                  const to = fundFilterReducer(within, { type: 'toggleSubcategory', subcategory })
                  return (
                    <FilterLink
                      key={subcategory}
                      category={category}
                      subcategory={to.subcategory}
                      current={within.subcategory === subcategory}
                      label={subcategory}
                      count={counts.get(`${category}/${subcategory}`)}
                    />
                  )
                })}
              </Group>
            </details>
          )
        })}
      </div>
    </section>
  )
})

