import { MISSING } from '@/lib/format'
import { formatTer, TER_EXPLAINED, terDateText } from '@/lib/ter-text'

/**
 * "TER" as a column head, row head or label: the short form on screen (a dotted abbreviation with
 * its meaning as a tooltip), the meaning in words for screen readers, who get no tooltip. The
 * visible "TER" starts the accessible name, so speech input can say what it sees.
 */
export function TerLabel() {
  return (
    <>
      <abbr title={TER_EXPLAINED}>TER</abbr>
      {/* The space between, outside the hidden text: a name computed from the parts keeps it. */}{' '}
      <span className="visually-hidden">({TER_EXPLAINED.toLowerCase()})</span>
    </>
  )
}

type TerValueProps = {
  value: number | null | undefined
  /** The TER's date (`dd-mm-yyyy`): a tooltip on the figure. */
  asOf?: string | null
  /**
   * Also say the date in words to screen readers, after the figure: where the list's note gives a
   * range of dates ("by fund"), the row's own date is the only way to learn it.
   */
  sayAsOf?: boolean
}

/** A TER: "0.62%", or "–" read out as "not available" when it is not known. */
export function TerValue({ value, asOf, sayAsOf = false }: TerValueProps) {
  if (value === null || value === undefined || !Number.isFinite(value)) {
    return (
      <>
        <span aria-hidden="true">{MISSING}</span>
        <span className="visually-hidden">not available</span>
      </>
    )
  }
  if (!asOf) return <>{formatTer(value)}</>
  const date = terDateText(asOf)
  return (
    <span title={`TER as of ${date} (AMFI)`}>
      {formatTer(value)}
      {sayAsOf && <span className="visually-hidden"> as of {date}</span>}
    </span>
  )
}
