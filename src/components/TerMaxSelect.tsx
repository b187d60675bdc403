import type { Ref } from 'react'
import { AddressSelect } from './AddressSelect'
import { parseTerMax } from '@common/lib/ter-max'
import { formatTer, terMaxChoices } from '@/lib/ter-text'

type Props = {
  /** From the address; undefined is "Any". */
  value: number | undefined
  onChange: (terMax: number | undefined) => void
  disabled?: boolean
  size?: 'xs' | 'sm'
  className?: string
  /** The select itself, for a caller that moves focus to it. */
  ref?: Ref<HTMLSelectElement>
}

const ANY = ''

/**
 * "TER at most": a native select named `terMax`, so inside a GET form it writes the same address
 * without JavaScript as its onChange does with it. Like the plan and option filters: one Tab stop,
 * the platform's own pickers. "Any" removes the filter.
 */
export function TerMaxSelect({ value, onChange, disabled = false, size = 'xs', className, ref }: Props) {
  const data = [{ value: ANY, label: 'Any' }, ...terMaxChoices(value).map((choice) => ({ value: String(choice), label: `${formatTer(choice)} a year` }))]
  return (
    <AddressSelect
      ref={ref}
      label="TER at most"
      name="terMax"
      size={size}
      className={className}
      data={data}
      value={value === undefined ? ANY : String(value)}
      disabled={disabled}
      onValueChange={(next) => onChange(parseTerMax(next))}
    />
  )
}
