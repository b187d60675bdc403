/**
 * What the site's data layer needs of zod, in one module that only contract.ts imports (lazily).
 * zod is configured first: jitless must be set before any schema is built (see lib/zod-config.ts).
 */
import '@/lib/zod-config'

export { errorEnvelopeSchema, responses } from '../../common/contract/schemas'
export { safeParse } from 'zod/mini'
