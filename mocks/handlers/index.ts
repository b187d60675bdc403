import { assetHandlers } from './assets'
import { contentHandlers } from './content'
import { fundHouseHandlers } from './fund-houses'
import { fundHandlers } from './funds'

/**
 * Every mock handler: the contract's twelve calls plus the logo images. No artificial delay, so
 * tests and the mock dev mode stay deterministic.
 */
export const handlers = [...contentHandlers, ...fundHouseHandlers, ...fundHandlers, ...assetHandlers]

export { assetHandlers, contentHandlers, fundHandlers, fundHouseHandlers }
