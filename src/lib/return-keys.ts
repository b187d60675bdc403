/** The 1Y, 3Y and 5Y returns every fund list shows (the list-returns call's fields), with their column labels. */
export const RETURN_KEYS = ['return1Y', 'return3Y', 'return5Y'] as const
export type ReturnKey = (typeof RETURN_KEYS)[number]

export const RETURN_LABEL: Record<ReturnKey, string> = { return1Y: '1Y', return3Y: '3Y', return5Y: '5Y' }
