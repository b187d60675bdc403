import { lazy, Suspense, useCallback, useEffect } from 'react'
import { Card, Center, Loader, Text, Title } from '@mantine/core'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound, useLocation } from '@tanstack/react-router'
import { analyticsQueries } from '@/api/analytics'
import { isApiError } from '@/api/api-error'
import { contentQueries } from '@/api/content'
import { fundQueries } from '@/api/funds'
import { ensureSectionData, useSectionQuery } from '@/api/section-query'
import { QueryState } from '@/components/QueryState'
import { FundNavChart, preloadNavChart } from '@/features/chart'
import { CostsSection, preloadCostsPanel } from '@/features/costs/CostsSection'
import { validateChartSearch } from '@/lib/chart-period'
import { DownloadNavCsv } from '@/features/fund/DownloadNavCsv'
import { FundBreadcrumb } from '@/features/fund/FundBreadcrumb'
import { FundDetailPage } from '@/features/fund/FundDetailPage'
import { FundFreshness } from '@/features/fund/FundFreshness'
import { pickSipSearch, SIP_CALCULATOR_ID, sipRequestOf, validateSipSearch, type SipSearch } from '@/features/sip/sip-search'
import type { SipCalculatorProps } from '@/features/sip/SipCalculator'
import { headUnlessNotFound, pageHead } from '@/lib/page-head'
import { parseId, parseName } from './-params'

// Below the fold: their code loads after the page's first paint, not before it.
const FundAnalytics = lazy(() => import('@/features/fund-analytics/FundAnalytics'))
const SipCalculator = lazy(() => import('@/features/sip/SipCalculator').then((m) => ({ default: m.SipCalculator })))

export const Route = createFileRoute('/fundchart/$schemeCode/$name')({
  params: {
    parse: (raw) => ({ schemeCode: parseId(raw.schemeCode), name: parseName(raw.name) }),
    stringify: (params) => ({ schemeCode: String(params.schemeCode), name: params.name }),
  },
  loader: async ({ context: { queryClient }, params: { schemeCode, name }, location }) => {
    // The charts' code (visx) downloads alongside the data, not after it.
    preloadNavChart()
    preloadCostsPanel()
    // The figures and the costs are sections of their own: a failure shows there, not as the whole page's.
    const sections = Promise.all([
      ensureSectionData(queryClient, analyticsQueries.performance(schemeCode)),
      ensureSectionData(queryClient, analyticsQueries.costs(schemeCode)),
    ])
    try {
      const fund = await queryClient.ensureQueryData(fundQueries.nav(schemeCode, name))
      // A calculated SIP in the address (the calculator's GET form) comes with the page, as a section
      // of its own. Read from the location, not loaderDeps: a Calculate on the page then renders the
      // calculator alone (its own query), not the whole route's pending state.
      const sip = sipRequestOf(location.search, schemeCode, fund)
      await Promise.all([sections, sip && ensureSectionData(queryClient, analyticsQueries.sip(sip))])
      return { title: fund.schemeName }
    } catch (error) {
      if (isApiError(error) && error.isNotFound) throw notFound()
      throw error
    }
  },
  head: ({ loaderData, match }) =>
    headUnlessNotFound(match, () =>
      pageHead(loaderData?.title ?? 'Mutual Fund Details', `NAV history, returns and facts of ${loaderData?.title ?? 'this fund'}.`),
    ),
  // ?period= keeps the chart's period in the address, so a link reproduces the view.
  // The calculator's inputs too (features/sip/sip-search.ts): a submitted form is an address.
  validateSearch: (search: Record<string, unknown>) => ({ ...validateChartSearch(search), ...validateSipSearch(search) }),
  component: FundChartRoute,
})

function SectionLoader({ what }: { what: string }) {
  return (
    <Center py="xl" role="status" mih={240}>
      <Loader color="green" aria-hidden />
      <span className="visually-hidden">Loading {what}</span>
    </Center>
  )
}

function FundChartRoute() {
  const { schemeCode, name } = Route.useParams()
  const { data: fund } = useSuspenseQuery(fundQueries.nav(schemeCode, name))
  const performance = useSectionQuery(analyticsQueries.performance(schemeCode))
  const costs = useSectionQuery(analyticsQueries.costs(schemeCode))
  // The costs panel prices the TER at the fund's own 5-year CAGR: null when it has none, undefined
  // while the figures are not loaded (the panel says which, and uses 10 % a year for both).
  const fiveYearReturn = performance.data && (performance.data.returns.find((figure) => figure.period === '5Y')?.value ?? null)
  // The layout has asked for the meta call once this visit: read it, never ask again from here.
  const meta = useQuery({ ...contentQueries.meta(), staleTime: Infinity, retry: false })
  // Spec: the fund page opens at the top, also when one fund page links to another; but not away
  // from the part the address names (the calculator's form lands on #sip-calculator), which the
  // browser scrolled to before this page's code ran.
  useEffect(() => {
    if (window.location.hash) return
    window.scrollTo({ top: 0, left: 0 })
  }, [schemeCode])
  return (
    <FundDetailPage
      fund={fund}
      chart={
        <>
          {/* Reads ?period= itself: a period switch renders the chart, not this page. */}
          <FundNavChart history={fund.navHistory} label={fund.schemeName} />
          <DownloadNavCsv schemeCode={schemeCode} schemeName={fund.schemeName} history={fund.navHistory} />
        </>
      }
      breadcrumb={<FundBreadcrumb amcName={name} fundHouse={fund.fundHouse} schemeName={fund.schemeName} />}
      freshness={<FundFreshness navDate={fund.latestNAVDate} newestNavDate={meta.data?.latestNavDate} />}
      below={
        <>
          <QueryState query={performance} what="the fund's performance figures">
            {(figures) => (
              <Suspense fallback={<SectionLoader what="the fund's performance figures" />}>
                <FundAnalytics
                  performance={figures}
                  costs={costs.data}
                  renderLink={(code, schemeName) => (
                    <Link to="/fundchart/$schemeCode/$name" params={{ schemeCode: code, name }}>
                      {schemeName}
                    </Link>
                  )}
                />
              </Suspense>
            )}
          </QueryState>
          <CostsSection query={costs} subcategory={performance.data?.subcategory} fiveYearReturn={fiveYearReturn} latestNavDate={fund.latestNAVDate} />
          {fund.navHistory.length > 0 && (
            // The calculator's GET form lands here (#sip-calculator): clear of the sticky header.
            <Card withBorder radius="md" padding="lg" component="section" id={SIP_CALCULATOR_ID} style={{ scrollMarginTop: '6rem' }} aria-labelledby="sip-calculator-heading">
              <Title order={2} size="h4" id="sip-calculator-heading">
                SIP and lumpsum calculator
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                What a monthly SIP or a one-time investment in this fund would be worth today, on its published NAVs.
              </Text>
              <Suspense fallback={<SectionLoader what="the SIP calculator" />}>
                <FundSipCalculator schemeCode={schemeCode} latestNavDate={fund.latestNAVDate} history={fund.navHistory} />
              </Suspense>
            </Card>
          )}
        </>
      }
    />
  )
}

/**
 * The calculator with its part of the address. It reads that part itself, so a Calculate renders the
 * calculator, not this page; and it writes the address its GET form would, without a page load.
 */
function FundSipCalculator(props: Pick<SipCalculatorProps, 'schemeCode' | 'latestNavDate' | 'history'>) {
  const search = Route.useSearch({ select: pickSipSearch, structuralSharing: true })
  // The path as the address has it (percent-encoded), not the decoded `pathname`.
  const action = useLocation({ select: (location) => location.href.split(/[?#]/, 1)[0]! })
  const navigate = Route.useNavigate()
  const onCalculate = useCallback(
    (next: SipSearch) => void navigate({ to: '.', search: (prev) => ({ ...prev, ...next }), replace: true, resetScroll: false }),
    [navigate],
  )
  return <SipCalculator {...props} search={search} action={action} keep={<PeriodField />} onCalculate={onCalculate} />
}

/** The chart's period as a hidden field of the calculator's form: only this re-renders on a period switch. */
function PeriodField() {
  const period = Route.useSearch({ select: (s) => s.period })
  return period === undefined ? null : <input type="hidden" name="period" value={period} />
}
