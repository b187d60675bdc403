import type { ReactNode } from 'react'
import { Line } from '@visx/shape'
import { TICK_TEXT } from './chart-format'

type Props = {
  x: number
  /** The plot's height, which the dashed line spans. */
  height: number
  testId: string
  /** The reading's markers on the line. */
  children: ReactNode
}

/** The crosshair of a time chart's reading (the NAV chart, the compare chart); the pointer passes through it. */
export function ChartCrosshair({ x, height, testId, children }: Props) {
  return (
    <g pointerEvents="none" data-testid={testId}>
      <Line from={{ x, y: 0 }} to={{ x, y: height }} stroke={TICK_TEXT} strokeWidth={1} strokeDasharray="4 3" />
      {children}
    </g>
  )
}
