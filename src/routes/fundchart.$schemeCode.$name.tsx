import { useEffect } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { isApiError } from '@/api/api-error'
import { fundQueries } from '@/api/funds'
import { LazyNavChart, preloadNavChart } from '@/features/chart'
import { FundDetailPage } from '@/features/fund/FundDetailPage'
import { headUnlessNotFound, pageHead } from '@/lib/page-head'
import { parseId, parseName } from './-params'

export const Route = createFileRoute('/fundchart/$schemeCode/$name')({
  params: {
    parse: (raw) => ({ schemeCode: parseId(raw.schemeCode), name: parseName(raw.name) }),
    stringify: (params) => ({ schemeCode: String(params.schemeCode), name: params.name }),
  },
  loader: async ({ context: { queryClient }, params: { schemeCode, name } }) => {
    // The chart's code (visx) downloads alongside the data, not after it.
    preloadNavChart()
    try {
      const fund = await queryClient.ensureQueryData(fundQueries.nav(schemeCode, name))
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
  component: FundChartRoute,
})

function FundChartRoute() {
  const { schemeCode, name } = Route.useParams()
  const { data: fund } = useSuspenseQuery(fundQueries.nav(schemeCode, name))
  // Spec: the fund page opens at the top, also when one fund page links to another.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 })
  }, [schemeCode])
  return <FundDetailPage fund={fund} chart={<LazyNavChart history={fund.navHistory} label={fund.schemeName} />} />
}
