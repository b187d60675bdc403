import { trendClass, trendOf } from '@/lib/trend'
import { formatPercent, MISSING } from '@/lib/format'
import classes from './fund-list.module.css'

/**
 * A return in a list: signed and coloured like the fund page's (zero counts as positive; the sign
 * is in the text, so colour is never the only signal), "–" when there is no figure, read out as
 * "not available" rather than "en dash".
 */
export function ReturnValue({ value }: { value: number | null | undefined }) {
  if (value === null || value === undefined || !Number.isFinite(value)) {
    return (
      <>
        <span aria-hidden="true">{MISSING}</span>
        <span className="visually-hidden">not available</span>
      </>
    )
  }
  return (
    <span className={trendClass(value, classes)} data-trend={trendOf(value)}>
      {formatPercent(value)}
    </span>
  )
}
