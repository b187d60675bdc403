import { useState } from 'react'

/**
 * A control's value that comes from the address but shows the visitor's choice at once.
 * Navigations start a frame after the input that asks for them (src/app/navigate-after-paint.ts):
 * a controlled select whose value waited for the new address would snap back to the old choice for
 * that frame and for the render after it. The address wins again whenever it changes (Back, a link,
 * "Clear filters").
 */
export function useAddressValue<T>(fromAddress: T): [shown: T, show: (next: T) => void] {
  const [shown, setShown] = useState(fromAddress)
  const [seen, setSeen] = useState(fromAddress)
  if (!Object.is(seen, fromAddress)) {
    // React's "adjust state while rendering" pattern: no effect, no extra paint of the old value.
    setSeen(fromAddress)
    setShown(fromAddress)
    return [fromAddress, setShown]
  }
  return [shown, setShown]
}
