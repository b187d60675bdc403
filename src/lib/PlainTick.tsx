import type { TickRendererProps } from '@visx/axis'

/**
 * An axis tick label as plain SVG text. visx's default label (<Text> of @visx/text) measures every
 * word in the DOM to wrap lines, a forced layout per label on each draw, for one-line labels that
 * never wrap; this draws the same text at the same place (a one-line <Text> adds no offset of its own).
 */
export function PlainTick({ formattedValue, x, y, dx, dy, fill, fontSize, fontFamily, textAnchor }: TickRendererProps) {
  return (
    <text x={x} y={y} dx={dx} dy={dy} fill={fill} fontSize={fontSize} fontFamily={fontFamily} textAnchor={textAnchor}>
      {formattedValue}
    </text>
  )
}
