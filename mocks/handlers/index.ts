import { analyticsHandlers } from './analytics'
import { assetHandlers } from './assets'
import { contentHandlers } from './content'
import { fundHouseHandlers } from './fund-houses'
import { fundHandlers } from './funds'

/**
 * Every mock handler: the contract's twelve calls, the three analytics calls and the logo images. No artificial delay, so
 * tests and the mock dev mode stay deterministic.
 */
export const handlers = [...contentHandlers, ...fundHouseHandlers, ...fundHandlers, ...analyticsHandlers, ...assetHandlers]

export { analyticsHandlers, assetHandlers, contentHandlers, fundHandlers, fundHouseHandlers }
