/**
 * The compare chart's plot (visx) loads with the compare page only, never in the main bundle.
 * A module of its own so the route's loader, which is part of the main bundle, can start the load
 * early without pulling the chart's own code in with it.
 */
export const loadComparePlot = () => import('./CompareChartPlot')

/** Starts loading the plot's code early (the route's loader calls it, next to its data). */
export function preloadComparePlot(): void {
  void loadComparePlot().catch(() => {
    // The lazy component retries and reports through the route's error state.
  })
}
