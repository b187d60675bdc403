import { lazy, Suspense, useId } from 'react'
import { Card, Center, Loader, Text, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { Costs } from '@common/contract/costs-schemas'
import { QueryState } from '@/components/QueryState'
// The panel's styles come with the page, not with its lazy chunk: the server links a route's
// stylesheets up front, so the panel it renders is styled before any script runs, and the module
// shared with the lazy panel makes one stylesheet, not two (as features/chart/index.tsx does).
import classes from './costs.module.css'

// Below the fold, with visx: its code loads after the page's first paint, not before it.
const loadCostsPanel = () => import('./CostsPanel')
const CostsPanel = lazy(loadCostsPanel)

/** Starts loading the panel's code early (the fund route's loader calls it, next to its data). */
export function preloadCostsPanel(): void {
  void loadCostsPanel().catch(() => {
    // The lazy component retries and reports through the route's error state.
  })
}

const WHAT = "the fund's costs"

/** A spinner in the panel's place, about its height, while its data or code arrives. */
function Pending() {
  return (
    <Center className={classes.pending} role="status">
      <Loader color="green" aria-hidden />
      <span className="visually-hidden">Loading {WHAT}</span>
    </Center>
  )
}

type Props = {
  /** The costs call, from useSectionQuery in the route (the loader waited for it). */
  query: UseQueryResult<Costs | null>
  /** The fund's subcategory, from its performance figures (undefined while they are not loaded). */
  subcategory: string | undefined
  /** The fund's 5-year CAGR, percent: null when it has none, undefined while its figures are not loaded. */
  fiveYearReturn: number | null | undefined
  /** The fund's latest NAV date (dd-mm-yyyy). */
  latestNavDate: string
}

/**
 * The fund page's Costs section: its heading, and the panel, AMFI's silence about the scheme, or
 * the section's own error with Retry. A failed costs call leaves the rest of the page working.
 */
export function CostsSection({ query, ...panel }: Props) {
  const headingId = useId()
  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        Costs
      </Title>
      {query.data === undefined && !query.isError ? (
        <Pending />
      ) : (
        <QueryState query={query} what={WHAT}>
          {(costs) =>
            costs === null ? (
              <Text>AMFI&apos;s TER report does not list this scheme, so we cannot show what it costs.</Text>
            ) : (
              <Suspense fallback={<Pending />}>
                <CostsPanel costs={costs} {...panel} />
              </Suspense>
            )
          }
        </QueryState>
      )}
    </Card>
  )
}
