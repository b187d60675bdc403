import { type CSSProperties, type ReactNode, useDeferredValue } from 'react'
import { ParentSize } from '@visx/responsive'

type Props = {
  /** The plot for a measured width (> 0). */
  children: (width: number) => ReactNode
  className?: string
  style?: CSSProperties
}

/**
 * visx's ParentSize, handing its measured width on as a deferred value, so the plot is drawn in a
 * transition React slices rather than in one synchronous task (docs/decisions/012-chart-drawing.md).
 * Until then the box, its height reserved by the caller, stays empty.
 */
export function ResponsiveWidth({ children, className, style }: Props) {
  return (
    <ParentSize className={className} style={style} debounceTime={50}>
      {({ width }) => <DeferredPlot width={width} plot={children} />}
    </ParentSize>
  )
}

function DeferredPlot({ width, plot }: { width: number; plot: (width: number) => ReactNode }) {
  // 0 until the deferred render: the first paint after measuring never waits for the plot.
  const deferred = useDeferredValue(width, 0)
  return deferred > 0 ? plot(deferred) : null
}
