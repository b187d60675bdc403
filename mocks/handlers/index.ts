import { analyticsHandlers } from './analytics'
import { assetHandlers } from './assets'
import { contentHandlers } from './content'
import { fundHouseHandlers } from './fund-houses'
import { fundHandlers } from './funds'
import { listReturnsHandlers } from './list-returns'

/**
 * Every mock handler: the contract's twelve calls, the three analytics calls, ours (the list
 * returns, a scheme's reference, meta) and the logo images. No artificial delay, so
 * tests and the mock dev mode stay deterministic.
 */
export const handlers = [...contentHandlers, ...fundHouseHandlers, ...fundHandlers, ...analyticsHandlers, ...listReturnsHandlers, ...assetHandlers]

export { analyticsHandlers, assetHandlers, contentHandlers, fundHandlers, fundHouseHandlers, listReturnsHandlers }
