import { Text, type TextProps } from '@mantine/core'
import { terAsOfText, type TerAsOf } from '@/lib/ter-text'

type Props = TextProps & {
  /** listTerAsOf of the rows shown; null (no row has a TER) shows nothing. */
  asOf: TerAsOf | null
  /** For the table or list it notes to point at (aria-describedby), so screen readers hear it there too. */
  id?: string
}

/**
 * The one note under a list's TERs: "TER as of 1 Nov 2026 (AMFI)", or the range of dates when its
 * funds' TERs come from different reports. Issue 27 asks for the date wherever a TER is shown; once
 * per list, not per row, keeps the rows as short and cheap as before.
 */
export function TerAsOfNote({ asOf, id, ...props }: Props) {
  if (asOf === null) return null
  return (
    <Text size="xs" c="dimmed" id={id} data-testid="ter-as-of" {...props}>
      {terAsOfText(asOf)}
    </Text>
  )
}
