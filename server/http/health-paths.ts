/**
 * The health checks' addresses (routes/health-routes.ts): outside /api/, so no rate limit, response
 * cache or page render applies, and documented beside the API (openapi/openapi.ts).
 */
export const HEALTH_PATH = '/healthz'
export const READY_PATH = '/readyz'
export const isHealthUrl = (url: string) => url === HEALTH_PATH || url === READY_PATH
