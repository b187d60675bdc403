import { MISSING } from '@/lib/format'
import classes from './portfolio.module.css'

/** The dash for a figure that is not known, read out as words rather than "en dash". */
export function NotKnown() {
  return (
    <>
      <span aria-hidden="true">{MISSING}</span>
      <span className="visually-hidden">not known</span>
    </>
  )
}

/**
 * A gain or a return coloured by its sign, the sign also in the text (`format` writes it), so colour
 * is never the only signal.
 */
export function SignedText({ value, format }: { value: number | null; format: (value: number) => string }) {
  if (value === null || !Number.isFinite(value)) return <NotKnown />
  const trend = value > 0 ? classes.up : value < 0 ? classes.down : undefined
  return <span className={trend}>{format(value)}</span>
}
