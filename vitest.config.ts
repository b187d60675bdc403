import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

// Two projects: the site (jsdom, msw) and the reference server (node, real SQLite).
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'web',
            environment: 'jsdom',
            include: ['tests/{unit,integration}/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/setup.ts'],
            restoreMocks: true,
            // Whole routes render through jsdom with Mantine: seconds each when the 2 cores are also running
            // the server suite. A hang guard, not a speed assertion.
            testTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['tests/server/**/*.test.ts'],
            // Every answer of the server tests is checked against the app's OpenAPI document.
            setupFiles: ['tests/server/contract-setup.ts'],
            testTimeout: 30_000,
          },
        },
      ],
    },
  }),
)
