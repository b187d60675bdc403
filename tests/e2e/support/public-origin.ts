/**
 * The test servers' PUBLIC_ORIGIN (server/config.ts): another origin than the one the tests browse
 * (127.0.0.1), so a canonical link that starts with it came from the configuration, not the request.
 */
export const E2E_PUBLIC_ORIGIN = 'https://mf.example.com'
