import { http } from 'msw'
import { blogs, faq, fundHouses, metaFixture, team, testimonials, trendingFunds } from '../fixtures'
import { anyOrigin, ok } from './http-helpers'

/** The six index calls (home page data and the editorial content store) and the meta call. */
export const contentHandlers = [
  // Served in file order, which is not chronological: the client sorts blogs by created_at.
  http.get(anyOrigin('blogs'), () => ok('blogs', { data: [...blogs] })),
  http.get(anyOrigin('homeFundHouses'), () => ok('homeFundHouses', { data: [...fundHouses] })),
  http.get(anyOrigin('trendings'), () => ok('trendings', { data: trendingFunds() })),
  http.get(anyOrigin('team'), () => ok('team', { data: [...team] })),
  http.get(anyOrigin('faq'), () => ok('faq', { data: [...faq] })),
  http.get(anyOrigin('testimonials'), () => ok('testimonials', { data: [...testimonials] })),
  // The fixtures' NAV histories are simulated, like the reference server's demo dataset; updates off.
  http.get(anyOrigin('meta'), () => ok('meta', { data: metaFixture() })),
]
