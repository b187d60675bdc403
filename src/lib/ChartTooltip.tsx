import type { ReactNode } from 'react'
import { TooltipWithBounds } from '@visx/tooltip'
import frameClasses from './chart-frame.module.css'

type Props = {
  /** The reading's point in the plot's box (px): the tooltip sits below right of it, kept inside the box. */
  left: number
  top: number
  testId: string
  /** When: "20 Nov 2026", "From 1 Apr 2025". */
  label: ReactNode
  /** What: "NAV ₹123.45", "TER 1.02%". */
  value: ReactNode
}

/**
 * The dark one-value reading of a time chart (the NAV chart, the TER chart) beside its crosshair.
 * Its styles are in chart-frame.module.css, which the pages with a chart load with the page itself
 * (features/chart/index.tsx, features/compare/CompareChart.tsx import it), so the reading is styled
 * when the lazy chart code arrives.
 */
export function ChartTooltip({ left, top, testId, label, value }: Props) {
  return (
    <TooltipWithBounds
      left={left}
      top={top}
      offsetLeft={12}
      offsetTop={12}
      className={frameClasses.tooltip}
      unstyled
      applyPositionStyle
      role="tooltip"
      data-testid={testId}
    >
      <div className={frameClasses.tooltipLabel}>{label}</div>
      <div className={frameClasses.tooltipValue}>{value}</div>
    </TooltipWithBounds>
  )
}
