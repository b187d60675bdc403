import { useEffect, useMemo } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { parseCompareCodes, validateCompareSearch } from '@/features/compare/compare-codes'
import { houseHintsOf, prefetchCompareFunds, trayFundsOf, useCompareFunds } from '@/features/compare/compare-funds'
import { compareCodesValue, compareStore } from '@/features/compare/compare-store'
import { preloadComparePlot } from '@/features/compare/preload-plot'
import { ComparePage } from '@/features/compare/ComparePage'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/compare')({
  // ?codes=119551,120503 names the funds; ?period= the chart's period, as on the fund page.
  validateSearch: validateCompareSearch,
  // The period is cut from the cached histories: only the funds themselves need the loader again.
  loaderDeps: ({ search }) => ({ codes: parseCompareCodes(search.codes).codes }),
  loader: async ({ context: { queryClient }, deps: { codes } }) => {
    if (codes.length > 0) preloadComparePlot()
    // The tray's entries carry each fund's house, which the NAV history's key needs: no lookup for them.
    const known = compareStore.get().filter((fund) => codes.includes(fund.schemeCode))
    await prefetchCompareFunds(queryClient, codes, houseHintsOf(known))
    return { known }
  },
  head: () => pageHead('Compare funds', 'Compare up to four mutual funds side by side: NAV growth, returns, rank and risk.'),
  component: CompareRoute,
})

function CompareRoute() {
  // Not ?period=: the chart reads it (CompareChart), so a period switch does not render the page.
  const codesValue = Route.useSearch({ select: (search) => search.codes })
  const { known } = Route.useLoaderData()
  const navigate = Route.useNavigate()
  const parsed = useMemo(() => parseCompareCodes(codesValue), [codesValue])
  const hints = useMemo(() => houseHintsOf(known), [known])
  const entries = useCompareFunds(parsed.codes, hints)

  // The address is the truth here: the tray becomes the funds this page shows (once they are known).
  // replace() does nothing when the tray already holds these funds, so this can run after every render.
  const tray = entries.some((entry) => entry.kind === 'loading') ? null : trayFundsOf(entries, known)
  useEffect(() => {
    if (tray) compareStore.replace(tray)
  })

  const remove = (schemeCode: number) =>
    void navigate({
      search: (prev) => ({ ...prev, codes: compareCodesValue(parsed.codes.filter((code) => code !== schemeCode)) }),
      resetScroll: false,
    })

  return <ComparePage entries={entries} parsed={parsed} onRemove={remove} />
}
