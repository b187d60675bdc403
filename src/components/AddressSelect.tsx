import { useLayoutEffect, useRef, type Ref } from 'react'
import { NativeSelect, type NativeSelectProps } from '@mantine/core'
import { useMergedRef } from '@mantine/hooks'

type Props = Omit<NativeSelectProps, 'value' | 'defaultValue' | 'onChange'> & {
  /** The option the address names. */
  value: string
  /** The option picked; the page writes it to the address. */
  onValueChange: (value: string) => void
  ref?: Ref<HTMLSelectElement>
}

/**
 * A native select whose value lives in the address (filters, orders). The browser's own: a pick shows
 * at once with no render of React's (a controlled select re-rendered its Mantine wrappers on the key
 * press's or click's frame, most of what the company page's plan filter cost at 4x CPU, issue #28),
 * and the page writes it to the address, whose navigation starts a frame later (navigate-after-paint.ts).
 * The address wins whenever it changes (Back, a link, "Clear filters"): the element is set to it then.
 */
export function AddressSelect({ value, onValueChange, ref, ...props }: Props) {
  const own = useRef<HTMLSelectElement>(null)
  const merged = useMergedRef(own, ref)
  useLayoutEffect(() => {
    const select = own.current
    if (select && select.value !== value) select.value = value
  }, [value])
  return <NativeSelect {...props} ref={merged} defaultValue={value} onChange={(event) => onValueChange(event.currentTarget.value)} />
}
