import { z } from 'zod/mini'

/**
 * zod compiles object parsers with `new Function` where the page allows it, and probes for that
 * with a `new Function('')` the first time it builds an object schema. The site's CSP
 * (script-src 'self', no 'unsafe-eval') forbids it: the probe fails quietly, but the browser
 * still reports a CSP violation on every page. jitless skips the probe and the compiler. It must
 * run before any schema is built: src/api/contract-schemas.ts, the one module of the site that
 * builds them, imports this first (and the server render's entry does). The e2e tests
 * (security-headers.spec.ts) load every route and fail on any CSP violation. (The server
 * keeps the compiled parsers: it never imports this module.)
 */
z.config({ jitless: true })
