import { trendClass, trendOf } from '@/lib/trend'
import { MISSING } from '@/lib/format'
import { dmyToIso } from '@common/figures/dates'
import { formatDate } from '@/lib/dates'
import classes from './analytics.module.css'

/** The dash the contract asks for, read out as words rather than "en dash". */
export function NotAvailable() {
  return (
    <>
      <span aria-hidden="true">{MISSING}</span>
      <span className="visually-hidden">not available</span>
    </>
  )
}

type SignedProps = { value: number | null; format: (value: number) => string }

/**
 * A change coloured by its sign, with the sign also in the text so colour is never the only signal
 * (same rule as the fund page: zero counts as positive).
 */
export function Signed({ value, format }: SignedProps) {
  if (value === null || !Number.isFinite(value)) return <NotAvailable />
  return (
    <span className={trendClass(value, classes)} data-trend={trendOf(value)}>
      {format(value)}
    </span>
  )
}

/** A contract date (dd-mm-yyyy) for people, machine-readable underneath. */
export function DateText({ dmy }: { dmy: string }) {
  // An impossible day (the wire pattern allows 31-02) gets no machine-readable date rather than a wrong one.
  return <time dateTime={dmyToIso(dmy) ?? undefined}>{formatDate(dmy)}</time>
}
