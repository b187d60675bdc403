import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/e2e/support/chromium'
import { E2E_PUBLIC_ORIGIN } from './tests/e2e/support/public-origin'

const port = Number(process.env.E2E_PORT ?? 4173)
const dataDir = process.env.E2E_DATA_DIR ?? '.e2e/data'
// The XSS server (tests/e2e/xss.spec.ts): same build and fixture database, a content store carrying
// the payload corpus (tests/e2e/support/build-xss-content.ts). Its port is the next one unless
// E2E_XSS_PORT says otherwise.
const xssPort = Number(process.env.E2E_XSS_PORT ?? port + 1)
const xssDataDir = `${dataDir}-xss`

// India's today on each server (tests/e2e/support/server-clock.ts), for how current the fixtures'
// NAVs are (newest: Friday 20 Nov 2026). On the main server they are current; on the XSS server,
// four business days later, they are old and every page carries the data notice (data.spec.ts).
const E2E_TODAY = '2026-11-20'
const E2E_XSS_TODAY = '2026-11-26'

/** `npm start`'s server on a fresh fixture database (and whatever `prepare` adds) at `serverPort`. */
function testServer(
  serverPort: number,
  serverDataDir: string,
  today: string,
  extra: { prepare?: string; env?: Record<string, string> } = {},
) {
  return {
    command: [
      `npx tsx tests/e2e/support/build-test-db.ts ${serverDataDir}`,
      extra.prepare,
      'npx tsx --import ./tests/e2e/support/server-clock.ts server/start.ts',
    ]
      .filter(Boolean)
      .join(' && '),
    url: `http://127.0.0.1:${serverPort}/api/v1/meta`,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: serverDataDir,
      SKIP_BUILD: '1',
      // A helper building elsewhere can point the server at its own build.
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      LOG_LEVEL: 'warn',
      // Test servers never reach AMFI.
      SYNC: 'off',
      E2E_TODAY: today,
      // Another origin than the one the tests browse: the canonical links must come from it, not the Host header.
      PUBLIC_ORIGIN: E2E_PUBLIC_ORIGIN,
      ...extra.env,
    },
    reuseExistingServer: false,
    timeout: 120_000,
  }
}

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
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  // Budgets, not speed checks: a page's first render can take seconds on 2 busy cores (CI runs
  // vitest's and Playwright's workers side by side), and no assertion should fail for that alone.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    testServer(port, dataDir, E2E_TODAY),
    testServer(xssPort, xssDataDir, E2E_XSS_TODAY, {
      prepare: `npx tsx tests/e2e/support/build-xss-content.ts ${xssDataDir}/content`,
      env: { CONTENT_DIR: `${xssDataDir}/content` },
    }),
  ],
})
