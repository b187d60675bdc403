import type { PointerEvent } from 'react'

type Props = {
  width: number
  height: number
  className?: string
  /** Reads the point under the pointer (move, or a tap). */
  onPick: (event: PointerEvent<SVGRectElement>) => void
  /** Clears the reading. */
  onClear: () => void
}

/**
 * The transparent layer a chart reads the pointer on (the NAV chart, the compare chart). A finger
 * lifting off keeps the reading on screen; a mouse leaving clears it.
 */
export function ChartHitArea({ width, height, className, onPick, onClear }: Props) {
  return (
    <rect
      width={width}
      height={height}
      fill="transparent"
      className={className}
      onPointerMove={onPick}
      onPointerDown={onPick}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') onClear()
      }}
    />
  )
}
