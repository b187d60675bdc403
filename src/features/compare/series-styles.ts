/**
 * One colour and one dash pattern per compared fund, in the order of the address, shared by the
 * chart, its legend and the figures table's column heads. The dash tells the lines apart without
 * colour (colour blindness, a grey print); every colour has at least 3:1 contrast on white.
 */
export type SeriesStyle = { stroke: string; dash: string | undefined; pattern: string }

export const SERIES_STYLES: readonly SeriesStyle[] = [
  { stroke: '#2f9e44', dash: undefined, pattern: 'solid line' },
  { stroke: '#1c7ed6', dash: '8 4', pattern: 'dashed line' },
  { stroke: '#d9480f', dash: '2 3', pattern: 'dotted line' },
  { stroke: '#862e9c', dash: '10 3 2 3', pattern: 'dash-dot line' },
]

export const seriesStyle = (index: number): SeriesStyle => SERIES_STYLES[index % SERIES_STYLES.length]!
