import { queryOptions } from '@tanstack/react-query'
import { call } from './http'
import { staleTimes } from './query-client'
import { responses } from './schemas'

/** The index calls: home page data and editorial content. */
export const contentQueries = {
  all: () => ['index'] as const,

  blogs: () =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'blogs'] as const,
      queryFn: async ({ signal }) => (await call('blogs', responses.blogs, { signal })).data,
      staleTime: staleTimes.content,
      meta: { errorMessage: 'Error fetching blogs:' },
    }),

  homeFundHouses: () =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'fund_house'] as const,
      queryFn: async ({ signal }) => (await call('homeFundHouses', responses.homeFundHouses, { signal })).data,
      staleTime: staleTimes.fundHouse,
      meta: { errorMessage: 'Error fetching fund houses:' },
    }),

  trendings: () =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'trendings'] as const,
      queryFn: async ({ signal }) => (await call('trendings', responses.trendings, { signal })).data,
      staleTime: staleTimes.nav,
      meta: { errorMessage: 'Error fetching trending funds:' },
    }),

  team: () =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'team'] as const,
      queryFn: async ({ signal }) => (await call('team', responses.team, { signal })).data,
      staleTime: staleTimes.content,
      meta: { errorMessage: 'Error fetching team:' },
    }),

  faq: () =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'faq'] as const,
      queryFn: async ({ signal }) => (await call('faq', responses.faq, { signal })).data,
      staleTime: staleTimes.content,
      meta: { errorMessage: 'Error fetching FAQs:' },
    }),

  testimonials: () =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'testimonials'] as const,
      queryFn: async ({ signal }) => (await call('testimonials', responses.testimonials, { signal })).data,
      staleTime: staleTimes.content,
      meta: { errorMessage: 'Error fetching testimonials:' },
    }),
}
