import type { Env } from './env-schema'

/**
 * The site's configuration: the `VITE_*` variables as env-schema.ts checked and completed them when
 * Vite built (or started) the site. vite.config.ts defines the constant; a malformed value stops
 * the build there, with the variable's name.
 */
declare const __SITE_ENV__: Env

export type { Env }
export const env: Env = __SITE_ENV__
