import type { Ref } from 'react'
import { NativeSelect, type NativeSelectProps } from '@mantine/core'
import { useAddressValue } from '@/lib/use-address-value'

type Props = Omit<NativeSelectProps, 'value' | 'onChange'> & {
  /** The option the address names. */
  value: string
  /** The option picked; the page writes it to the address. */
  onValueChange: (value: string) => void
  ref?: Ref<HTMLSelectElement>
}

/**
 * A native select whose value lives in the address (filters, orders). It shows the picked option at
 * once and follows the address after that (useAddressValue says why).
 */
export function AddressSelect({ value, onValueChange, ...props }: Props) {
  const [shown, show] = useAddressValue(value)
  return (
    <NativeSelect
      {...props}
      value={shown}
      onChange={(event) => {
        const next = event.currentTarget.value
        show(next)
        onValueChange(next)
      }}
    />
  )
}
