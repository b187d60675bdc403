import { z } from 'zod/mini'

/**
 * jitless: zod's compiler probes `new Function`, which the site's CSP forbids, and the browser
 * reports each probe as a violation. Must run before any schema is built: contract-schemas.ts and
 * the server render's entry import this first. The server keeps the compiled parsers.
 */
z.config({ jitless: true })
