import { AMC_TILE_ROWS } from './carousel-settings'

/** Splits the first fund houses into the tile rows of the home page: [first 3], [next 2]. */
export function amcTileRows<T>(items: readonly T[], rows: readonly number[] = AMC_TILE_ROWS): T[][] {
  const result: T[][] = []
  let start = 0
  for (const size of rows) {
    const row = items.slice(start, start + size)
    if (row.length === 0) break
    result.push(row)
    start += size
  }
  return result
}
