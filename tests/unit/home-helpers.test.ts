import { describe, expect, it } from 'vitest'
import { amcTileRows } from '@/features/home/amc-rows'
import { formatBlogDate } from '@/features/home/blog-date'
import {
  AMC_CAROUSEL_DELAY_MS,
  AMC_SLIDES_PER_VIEW,
  BLOG_BREAKPOINTS,
  BLOG_CAROUSEL_DELAY_MS,
} from '@/features/home/carousel-settings'
import { sortBlogsByCreated } from '@/features/home/sort-blogs'
import type { Blog } from '../../common/contract/schemas'

describe('home constants (spec section 9)', () => {
  it('AMC carousel: 3 s, 1 slide; blog carousel: 2 s, 1/2/3 slides at 0/768/992 px', () => {
    expect(AMC_CAROUSEL_DELAY_MS).toBe(3000)
    expect(AMC_SLIDES_PER_VIEW).toBe(1)
    expect(BLOG_CAROUSEL_DELAY_MS).toBe(2000)
    expect(BLOG_BREAKPOINTS).toEqual({ 0: { slidesPerView: 1 }, 768: { slidesPerView: 2 }, 992: { slidesPerView: 3 } })
  })
})

describe('amcTileRows', () => {
  it('takes the first 3 and the next 2', () => {
    expect(amcTileRows([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3], [4, 5]])
  })
  it('copes with fewer houses', () => {
    expect(amcTileRows([1, 2, 3, 4])).toEqual([[1, 2, 3], [4]])
    expect(amcTileRows([1, 2])).toEqual([[1, 2]])
    expect(amcTileRows([])).toEqual([])
  })
})

describe('blogs', () => {
  const blog = (id: number, created_at: string): Blog => ({
    id,
    created_at,
    image: '/i.svg',
    title: `t${id}`,
    short_desc: '',
    bloger: '/b.svg',
    published_by: '',
    designation: '',
  })

  it('sorts by created date ascending across offsets and date-only values', () => {
    const sorted = sortBlogsByCreated([
      blog(1, '2026-03-14T09:30:00+05:30'),
      blog(2, '2025-11-05'),
      blog(3, '2026-03-14T03:00:00Z'), // 08:30 IST, before blog 1
    ])
    expect(sorted.map((b) => b.id)).toEqual([2, 3, 1])
  })

  it('does not reorder the input', () => {
    const input = [blog(1, '2026-01-02'), blog(2, '2026-01-01')]
    sortBlogsByCreated(input)
    expect(input.map((b) => b.id)).toEqual([1, 2])
  })

  it('formats a created date as an Indian calendar date', () => {
    expect(formatBlogDate('2026-03-14T09:30:00+05:30')).toBe('14 Mar 2026')
    // 20:00 UTC on the 4th is already the 5th in India.
    expect(formatBlogDate('2025-11-04T20:00:00Z')).toBe('5 Nov 2025')
    expect(formatBlogDate('not a date')).toBe('')
  })
})
