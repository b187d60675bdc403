/** 'positive' for a return >= 0 (spec section 9), 'negative' below, undefined when unknown. */
export function trendOf(value: number | null | undefined): 'positive' | 'negative' | undefined {
  if (value === null || value === undefined || !Number.isFinite(value)) return undefined
  return value >= 0 ? 'positive' : 'negative'
}

export function trendClass(value: number | null | undefined, classes: Record<string, string>): string | undefined {
  const trend = trendOf(value)
  return trend && classes[trend]
}
