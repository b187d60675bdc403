import { useState } from 'react'
import { indiaIsoDate } from '@common/figures/business-days'

/**
 * India's date when the form first rendered (the date field's max, the NAV note). A Save reads the
 * clock again (`indiaToday()`), so a form left open past midnight still checks against the real day.
 */
export function useIndiaToday(): string {
  const [today] = useState(indiaToday)
  return today
}

export const indiaToday = () => indiaIsoDate(Date.now())
