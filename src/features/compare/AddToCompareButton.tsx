import { useState } from 'react'
import { Button, Text } from '@mantine/core'
import { COMPARE_FULL_MESSAGE, MAX_COMPARE, compareStore, useCompareList, type CompareFund } from './compare-store'

type Props = { fund: CompareFund; size?: 'xs' | 'sm' }

/**
 * "Add to compare" on fund pages, search results and list rows. A toggle (aria-pressed): pressed
 * again it removes the fund. The fifth fund is refused with a message next to the button.
 */
export function AddToCompareButton({ fund, size = 'xs' }: Props) {
  const list = useCompareList()
  const [refused, setRefused] = useState(false)
  const added = list.some((f) => f.schemeCode === fund.schemeCode)
  const onClick = (event: React.MouseEvent) => {
    // Inside a clickable row: the click is the button's, not the row's link.
    event.stopPropagation()
    if (added) {
      compareStore.remove(fund.schemeCode)
      setRefused(false)
      return
    }
    const result = compareStore.add(fund)
    setRefused(!result.ok && result.reason === 'full')
  }
  return (
    <>
      <Button
        size={size}
        variant={added ? 'light' : 'default'}
        aria-pressed={added}
        data-needs-js
        onClick={onClick}
        aria-label={`${added ? 'Remove from compare' : 'Add to compare'}: ${fund.schemeName}`}
      >
        {added ? 'Added to compare' : 'Add to compare'}
      </Button>
      {/* Gone once a fund is removed elsewhere (the tray): the refusal no longer holds. */}
      {refused && !added && list.length >= MAX_COMPARE && (
        <Text size="xs" c="red.8" role="alert">
          {COMPARE_FULL_MESSAGE}
        </Text>
      )}
    </>
  )
}
