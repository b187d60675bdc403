/**
 * The fund-category filter of the company page and the contract's category mapping targets.
 * Dependency-free: the server's AMFI mapping produces exactly these labels.
 */
export const filterCategories = {
  Debt: ['Low Duration', 'Medium Duration', 'Dynamic Bonds', 'Gilt'],
  Equity: ['Multi Cap', 'Large Cap', 'Mid Cap', 'Small Cap'],
  Hybrid: ['Aggressive', 'Conservative', 'Arbitrage'],
} as const

export type FilterCategory = keyof typeof filterCategories
export type FilterSubcategory = (typeof filterCategories)[FilterCategory][number]

export const filterCategoryNames = Object.keys(filterCategories) as FilterCategory[]

export function isFilterCategory(value: unknown): value is FilterCategory {
  return typeof value === 'string' && Object.hasOwn(filterCategories, value)
}

export function isSubcategoryOf(category: FilterCategory, value: unknown): value is FilterSubcategory {
  return (filterCategories[category] as readonly string[]).includes(value as string)
}

/** The curated collections of the home page, label to URL value. */
export const collections = [
  { label: 'High Return', value: 'equity' },
  { label: 'Large Cap', value: 'large' },
  { label: 'Mid Cap', value: 'mid' },
  { label: 'Small Cap', value: 'small' },
  { label: 'Tax Saving', value: 'tax' },
] as const
