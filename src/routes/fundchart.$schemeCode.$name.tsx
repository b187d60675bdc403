import { lazy, Suspense, useEffect, useMemo } from 'react'
import { Card, Center, Loader, Text, Title } from '@mantine/core'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { analyticsQueries } from '@/api/analytics'
import { isApiError } from '@/api/api-error'
import { contentQueries } from '@/api/content'
import { fundQueries } from '@/api/funds'
import { ensureSectionData, useSectionQuery } from '@/api/section-query'
import { QueryState } from '@/components/QueryState'
import { LazyNavChart, preloadNavChart } from '@/features/chart'
import { CostsSection, preloadCostsPanel } from '@/features/costs/CostsSection'
import { chartSlice, DEFAULT_CHART_PERIOD, validateChartSearch } from '@/lib/chart-period'
import { ChartPeriodControl } from '@/features/chart/ChartPeriodControl'
import { DownloadNavCsv } from '@/features/fund/DownloadNavCsv'
import { FundBreadcrumb } from '@/features/fund/FundBreadcrumb'
import { FundDetailPage } from '@/features/fund/FundDetailPage'
import { FundFreshness } from '@/features/fund/FundFreshness'
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
  loader: async ({ context: { queryClient }, params: { schemeCode, name } }) => {
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
      await sections
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
  validateSearch: validateChartSearch,
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
  const period = Route.useSearch({ select: (search) => search.period }) ?? DEFAULT_CHART_PERIOD
  const navigate = Route.useNavigate()
  const slice = useMemo(() => chartSlice(fund.navHistory, period), [fund.navHistory, period])
  const performance = useSectionQuery(analyticsQueries.performance(schemeCode))
  const costs = useSectionQuery(analyticsQueries.costs(schemeCode))
  // The costs panel prices the TER at the fund's own 5-year CAGR: null when it has none, undefined
  // while the figures are not loaded (the panel says which, and uses 10 % a year for both).
  const fiveYearReturn = performance.data && (performance.data.returns.find((figure) => figure.period === '5Y')?.value ?? null)
  // The layout has asked for the meta call once this visit: read it, never ask again from here.
  const meta = useQuery({ ...contentQueries.meta(), staleTime: Infinity, retry: false })
  // Spec: the fund page opens at the top, also when one fund page links to another.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 })
  }, [schemeCode])
  return (
    <FundDetailPage
      fund={fund}
      chart={
        <>
          {fund.navHistory.length > 1 && (
            <ChartPeriodControl
              value={period}
              figure={slice.figure}
              onChange={(next) =>
                void navigate({ to: '.', search: { period: next === DEFAULT_CHART_PERIOD ? undefined : next }, replace: true, resetScroll: false })
              }
            />
          )}
          <LazyNavChart history={slice.history} label={fund.schemeName} />
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
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="sip-calculator-heading">
              <Title order={2} size="h4" id="sip-calculator-heading">
                SIP and lumpsum calculator
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                What a monthly SIP or a one-time investment in this fund would be worth today, on its published NAVs.
              </Text>
              <Suspense fallback={<SectionLoader what="the SIP calculator" />}>
                <SipCalculator schemeCode={schemeCode} latestNavDate={fund.latestNAVDate} history={fund.navHistory} />
              </Suspense>
            </Card>
          )}
        </>
      }
    />
  )
}
