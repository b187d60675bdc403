import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fundHouses } from '@mocks/fixtures'
import { findMainHeading, recordRequests, renderRoute } from '../render-route'

const house = fundHouses[0]!

describe('the shared query cache', () => {
  it('asks once for data two routes need', async () => {
    const recorder = recordRequests()
    const { router } = await renderRoute(`/company-details/${house.id}/${encodeURIComponent(house.fund_house_name)}`)
    expect(await findMainHeading()).toHaveTextContent(house.name)

    // The fund list narrowed to Equity / Large Cap needs the same all-funds-by-amc data.
    await act(() =>
      router.navigate({
        to: '/fund-names/$id/$name',
        params: { id: house.id, name: house.fund_house_name },
        search: { category: 'Equity', subcategory: 'Large Cap' },
      }),
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Fund Categories and Listings' })).toBeInTheDocument()
    expect(await screen.findAllByRole('link', { name: /large cap/i })).not.toHaveLength(0)

    // And back again: everything is fresh in the cache.
    await act(() => router.history.back())
    expect(await screen.findByRole('heading', { level: 1, name: house.name })).toBeInTheDocument()

    expect(recorder.count('/all-funds-by-amc/')).toBe(1)
    expect(recorder.count(`/fund_house/${house.id}/details`)).toBe(1)
    expect(recorder.count('/funds-by-amc/')).toBe(1)
    // The return columns: one call for the house, shared by both pages.
    expect(recorder.count(`/fund_house/${house.id}/returns`)).toBe(1)
    expect(recorder.count('/api/v1/meta')).toBe(1)
    expect(recorder.requests).toHaveLength(5)
    recorder.stop()
  })
})
