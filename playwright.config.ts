import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 4173)
const dataDir = process.env.E2E_DATA_DIR ?? '.e2e/data'
// The XSS server (tests/e2e/xss.spec.ts): same build and fixture database, a content store carrying
// the payload corpus (tests/e2e/support/build-xss-content.ts). Its port is the next one unless
// E2E_XSS_PORT says otherwise.
const xssPort = Number(process.env.E2E_XSS_PORT ?? port + 1)
const xssDataDir = `${dataDir}-xss`

/**
 * Browser tests run against the production build (`npm run build` first) served by the real
 * server (`npm start`'s server/start.ts) on a test database: the msw fixture universe loaded
 * through the AMFI importer, so specs can name fund houses and schemes. Debian's Chromium,
 * since Playwright cannot download its own browsers here.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-quic',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: `npx tsx tests/e2e/support/build-test-db.ts ${dataDir} && npx tsx server/start.ts`,
      url: `http://127.0.0.1:${port}/api/v1/meta`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SKIP_BUILD: '1',
        // A helper building elsewhere can point the server at its own build.
        STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
        // One browser makes hundreds of requests a minute from one address.
        RATE_LIMIT_MAX: '0',
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command:
        `npx tsx tests/e2e/support/build-test-db.ts ${xssDataDir} && ` +
        `npx tsx tests/e2e/support/build-xss-content.ts ${xssDataDir}/content && npx tsx server/start.ts`,
      url: `http://127.0.0.1:${xssPort}/api/v1/meta`,
      env: {
        PORT: String(xssPort),
        HOST: '127.0.0.1',
        DATA_DIR: xssDataDir,
        CONTENT_DIR: `${xssDataDir}/content`,
        SKIP_BUILD: '1',
        STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
        RATE_LIMIT_MAX: '0',
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
})
