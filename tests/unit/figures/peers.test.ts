/** Peer ranks, quartiles and averages (common/figures/peers.ts). */
import { describe, expect, it } from 'vitest'
import { mean, rankPeers } from '../../../common/figures/peers.ts'

describe('mean', () => {
  it('averages the figures present, ignoring nulls', () => {
    expect(mean([10, null, 20, 30, null])).toBe(20)
    expect(mean([-5])).toBe(-5)
  })

  it('is null when no figure is present', () => {
    expect(mean([])).toBeNull()
    expect(mean([null, null])).toBeNull()
  })
})

describe('rankPeers', () => {
  it('ranks highest first, ties sharing the best rank (1, 2, 2, 4), nulls left out', () => {
    const { average, ranks } = rankPeers([12, null, 15, 12, 9, null])
    // Present: 12, 15, 12, 9 -> of 4; 15 first, the two 12s second, 9 fourth. Average (12+15+12+9)/4 = 12.
    expect(average).toBe(12)
    expect(ranks.map((r) => r?.rank ?? null)).toEqual([2, null, 1, 2, 4, null])
    expect(ranks.every((r) => r === null || r.of === 4)).toBe(true)
    // quartile = floor((rank - 1) x 4 / 4) + 1 = rank here.
    expect(ranks[2]).toEqual({ rank: 1, of: 4, quartile: 1 })
    expect(ranks[0]).toEqual({ rank: 2, of: 4, quartile: 2 })
    expect(ranks[4]).toEqual({ rank: 4, of: 4, quartile: 4 })
  })

  it('ranks lowest first when lower is better', () => {
    const { average, ranks } = rankPeers([12, null, 15, 12, 9], false)
    expect(average).toBe(12)
    expect(ranks.map((r) => r?.rank ?? null)).toEqual([2, null, 4, 2, 1])
  })

  it('handles negative figures and a three-way tie', () => {
    const { ranks } = rankPeers([-1, -3, -1, -1, 0])
    // 0 first; the three -1s share 2; -3 is fifth.
    expect(ranks.map((r) => r!.rank)).toEqual([2, 5, 2, 2, 1])
  })

  it('quartile edges with 52 peers: ranks 1-13 Q1, 14-26 Q2, 27-39 Q3, 40-52 Q4', () => {
    // Figures 52, 51, ..., 1 -> rank = 53 - figure.
    const values = Array.from({ length: 52 }, (_, i) => 52 - i)
    const { average, ranks } = rankPeers(values)
    expect(average).toBe(26.5)
    const quartileOfRank = (rank: number) => ranks.find((r) => r!.rank === rank)!.quartile
    // floor(12 x 4 / 52) + 1 = floor(0.92) + 1 = 1; floor(13 x 4 / 52) + 1 = 2
    expect(quartileOfRank(1)).toBe(1)
    expect(quartileOfRank(13)).toBe(1)
    expect(quartileOfRank(14)).toBe(2)
    expect(quartileOfRank(26)).toBe(2)
    expect(quartileOfRank(27)).toBe(3)
    expect(quartileOfRank(39)).toBe(3)
    expect(quartileOfRank(40)).toBe(4)
    expect(quartileOfRank(52)).toBe(4)
    expect(ranks.every((r) => r!.of === 52)).toBe(true)
  })

  it('quartiles of small groups follow the same formula', () => {
    // of 1: Q1. of 2: floor(1 x 4 / 2) + 1 = 3 for the second. of 3: ranks 1, 2, 3 -> Q1, Q2, Q3 (floor(8/3)+1 = 3).
    expect(rankPeers([5]).ranks).toEqual([{ rank: 1, of: 1, quartile: 1 }])
    expect(rankPeers([5, 4]).ranks.map((r) => r!.quartile)).toEqual([1, 3])
    expect(rankPeers([5, 4, 3]).ranks.map((r) => r!.quartile)).toEqual([1, 2, 3])
    // of 5: rank 5 -> floor(16/5) + 1 = 4; rank 4 -> floor(12/5) + 1 = 3.
    expect(rankPeers([5, 4, 3, 2, 1]).ranks.map((r) => r!.quartile)).toEqual([1, 1, 2, 3, 4])
  })

  it('a tie at a quartile edge shares the better quartile', () => {
    // of 8 (null left out): 8, 7, 6, 6, ... -> the two 6s rank 3 -> floor(2 x 4 / 8) + 1 = Q2, though one sits 4th.
    const { ranks } = rankPeers([8, 7, 6, 6, null, 4, 3, 2, 1])
    expect(ranks[2]).toEqual({ rank: 3, of: 8, quartile: 2 })
    expect(ranks[3]).toEqual({ rank: 3, of: 8, quartile: 2 })
    expect(ranks[5]).toEqual({ rank: 5, of: 8, quartile: 3 })
    expect(ranks[4]).toBeNull()
  })

  it('all nulls or no values: null average, null ranks', () => {
    expect(rankPeers([null, null])).toEqual({ average: null, ranks: [null, null] })
    expect(rankPeers([])).toEqual({ average: null, ranks: [] })
  })
})
