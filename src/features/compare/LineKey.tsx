import { seriesStyle } from './series-styles'

/** A short sample of a fund's line (colour and dash), beside its name wherever the fund is named. */
export function LineKey({ index }: { index: number }) {
  const style = seriesStyle(index)
  return (
    <svg width={28} height={10} aria-hidden focusable={false} style={{ flex: 'none' }}>
      <line x1={1} y1={5} x2={27} y2={5} stroke={style.stroke} strokeWidth={2.5} strokeDasharray={style.dash} />
    </svg>
  )
}
