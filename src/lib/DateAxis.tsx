import { AxisBottom } from '@visx/axis'
import type { scaleTime } from '@visx/scale'
import { bottomAxisStyle, dateTickCount, dateTickFormatter } from './chart-format'

type Props = {
  /** The plot's height: the axis sits under it. */
  top: number
  scale: ReturnType<typeof scaleTime<number>>
  /** The plot's width, which sets how many labels fit. */
  width: number
}

/** The date axis under a time chart (NAV, compare): labels in the unit the scale's span needs. */
export function DateAxis({ top, scale, width }: Props) {
  const [start, end] = scale.domain()
  const label = dateTickFormatter(end!.getTime() - start!.getTime())
  return <AxisBottom top={top} scale={scale} numTicks={dateTickCount(width)} tickFormat={(value) => label(value as Date)} {...bottomAxisStyle} />
}
