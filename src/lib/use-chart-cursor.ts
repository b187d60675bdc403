import { useState, type KeyboardEvent, type PointerEvent } from 'react'
import { localPoint } from '@visx/event'
import { nearestIndex } from './nav-series'

/** The point a chart reads out, and whether the keys (rather than a pointer) chose it. */
export type ChartCursor = { index: number; fromKeyboard: boolean }

const KEY_STEPS: Partial<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1, PageUp: -21, PageDown: 21 }

type Options = {
  /** The chart's points, ascending by date: what the cursor steps through. */
  points: readonly { date: Date }[]
  /** The plot's time scale (its range starts at the plot's left edge)... */
  xScale: { invert: (x: number) => Date }
  /** ...and where that edge is in the svg. */
  left: number
  /** Called first on every pointer reading. */
  onPointer?: () => void
}

/**
 * The reading of a time-series chart: the point nearest the pointer on the hit area, or stepped with
 * the arrow, Page, Home and End keys on the focusable plot (Escape clears it). A keyboard reading
 * ends when the plot loses focus; a pointer one stays until the pointer leaves.
 */
export function useChartCursor({ points, xScale, left, onPointer }: Options) {
  const [active, setActive] = useState<ChartCursor | null>(null)

  const onPick = (event: PointerEvent<SVGRectElement>) => {
    onPointer?.()
    const point = localPoint(event)
    if (!point) return
    const index = nearestIndex(points, xScale.invert(point.x - left).getTime())
    if (index >= 0) setActive((current) => (current?.index === index && !current.fromKeyboard ? current : { index, fromKeyboard: false }))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const last = points.length - 1
    const current = active?.index ?? last
    const step = KEY_STEPS[event.key]
    let index: number | undefined
    if (step !== undefined) index = Math.min(last, Math.max(0, current + step))
    else if (event.key === 'Home') index = 0
    else if (event.key === 'End') index = last
    else if (event.key === 'Escape') return setActive(null)
    if (index === undefined) return
    event.preventDefault()
    setActive({ index, fromKeyboard: true })
  }

  return {
    active,
    /** For ChartHitArea. */
    hitArea: { onPick, onClear: () => setActive(null) },
    /** For the element around the plot: focusable, named a chart, reading the keys. */
    plot: {
      tabIndex: 0,
      role: 'group',
      'aria-roledescription': 'chart',
      onKeyDown,
      onBlur: () => setActive((current) => (current?.fromKeyboard ? null : current)),
    },
  }
}
