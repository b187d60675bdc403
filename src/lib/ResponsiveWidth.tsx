import { type CSSProperties, type ReactNode, useDeferredValue } from 'react'
import { ParentSize } from '@visx/responsive'

type Props = {
  /** The plot for a measured width (> 0). */
  children: (width: number) => ReactNode
  className?: string
  style?: CSSProperties
}

/**
 * visx's ParentSize, handing its measured width on as a deferred value. The measurement arrives as
 * an ordinary state update, which React renders in one synchronous task: for a chart of a few
 * years of NAVs that task was the fund page's longest after hydration (20-30 ms on this machine,
 * four times that on a phone). Deferred, the plot is drawn in a transition, which React slices
 * into short tasks; until then the box (its height reserved by the caller) stays empty, as it
 * was while unmeasured.
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
