/**
 * Ranking a figure among a peer group: the `rank`, `of`, `quartile` and `categoryAverage` of a
 * performance answer (common/contract/analytics-schemas.ts periodReturnSchema, riskSchema). A null figure (too little history) takes no part.
 */

/** 1 = best of `of` peers with a figure; quartile 1 = best quarter. */
export type PeerRank = { rank: number; of: number; quartile: 1 | 2 | 3 | 4 }

const present = (value: number | null | undefined): value is number => value !== null && value !== undefined && Number.isFinite(value)

/** Arithmetic mean of the figures present (nulls and non-finite values ignored); null when none are. */
export function mean(values: readonly (number | null)[]): number | null {
  let sum = 0
  let count = 0
  for (const value of values) {
    if (!present(value)) continue
    sum += value
    count++
  }
  return count === 0 ? null : sum / count
}

/** Median of the figures present (the mean of the two middle ones for an even count); null when none are. */
export function median(values: readonly (number | null)[]): number | null {
  const sorted = values.filter(present).sort((a, b) => a - b)
  const mid = sorted.length >> 1
  if (sorted.length === 0) return null
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/**
 * Ranks of `values` (same order), best first: highest first by default, lowest first when
 * `higherIsBetter` is false (volatility, say). Nulls and non-finite values get rank null and count
 * neither in `of` nor in `average`. Ties share the best rank (standard competition ranking: 1, 2, 2, 4).
 * quartile = min(4, floor((rank - 1) x 4 / of) + 1): of 52 peers, ranks 1-13 are quartile 1, 14-26 quartile 2.
 */
export function rankPeers(
  values: readonly (number | null)[],
  higherIsBetter = true,
): { average: number | null; ranks: (PeerRank | null)[] } {
  const ranks: (PeerRank | null)[] = new Array<PeerRank | null>(values.length).fill(null)
  const order: number[] = []
  let sum = 0
  values.forEach((value, i) => {
    if (!present(value)) return
    order.push(i)
    sum += value
  })
  const of = order.length
  if (of === 0) return { average: null, ranks }
  const at = (i: number) => values[i] as number
  order.sort(higherIsBetter ? (a, b) => at(b) - at(a) : (a, b) => at(a) - at(b))
  let rank = 0
  order.forEach((index, position) => {
    if (position === 0 || at(index) !== at(order[position - 1]!)) rank = position + 1
    const quartile = Math.min(4, Math.floor(((rank - 1) * 4) / of) + 1) as PeerRank['quartile']
    ranks[index] = { rank, of, quartile }
  })
  return { average: sum / of, ranks }
}
