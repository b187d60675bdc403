import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import featureBoundaries from './eslint-rules/feature-boundaries.js'

/** Value imports of zod or a schema module, which only src/api/contract-schemas.ts may make in the site. */
const contractSchemas = {
  group: ['zod', 'zod/*', '**/common/contract/schemas*', '**/common/contract/analytics-schemas*', '**/common/contract/primitives*', '@common/contract/schemas', '@common/contract/analytics-schemas', '@common/contract/primitives'],
  allowTypeImports: true,
  message: 'The contract schemas load with the first API call (src/api/contract.ts): import their types only, and constants from common/contract/limits.',
}

/** The server's imports of the site's code: what both need lives in common/. */
const siteCode = { group: ['**/src/*', '@/*'], message: 'Shared code goes in common/, not src/.' }

/** [server folders, the server folders they may not import]: read side, write side, HTTP, pages, API. */
const serverLayers = [
  [['db', 'repositories', 'search', 'content', 'images'], ['ingest', 'demo', 'http', 'site', 'routes']],
  [['ingest'], ['demo', 'http', 'site', 'routes']],
  [['demo'], ['http', 'site', 'routes']],
  [['http'], ['ingest', 'demo', 'site', 'routes']],
  [['site'], ['ingest', 'demo', 'routes']],
  [['routes'], ['ingest', 'demo', 'site']],
  [['openapi'], ['ingest', 'demo', 'site', 'routes']],
]

export default tseslint.config(
  {
    ignores: ['dist', 'coverage', 'data', 'node_modules', 'test-results', 'playwright-report', '.e2e', '.work', 'bench/tmp', 'src/routeTree.gen.ts', 'public/mockServiceWorker.js'],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The contract's zod schemas load with the first API call, not with the page (src/api/contract.ts):
    // elsewhere in the site they, and zod, are imported for their types only.
    files: ['src/**'],
    ignores: ['src/api/contract-schemas.ts', 'src/lib/env-schema.ts', 'src/lib/zod-config.ts', 'src/entry-server.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [contractSchemas] }] },
  },
  {
    // Imports run app/routes -> features -> components -> api -> lib, and a feature uses another
    // only through its index (eslint-rules/feature-boundaries.js; README, "Layout").
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'local/feature-boundaries': 'error' },
  },
  {
    // common/ is what the site, the msw mocks and the server share: the wire contract and the
    // figures' formulas depend on zod and each other only (no browser, React, Node or site code).
    files: ['common/contract/**', 'common/figures/**', 'common/portfolio/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [siteCode, { regex: '^(?!zod(/mini)?$|\\.\\.?/)', message: 'Shared contract modules depend on zod only.' }] }],
    },
  },
  {
    // The server never reaches into the site's code: what both need lives in common/. (common/contract
    // and common/figures have their own, stricter block above: a later block would replace it.)
    files: ['server/**', 'common/lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [siteCode] }] },
  },
  // Server folders import downwards only (server/README.md, "Import direction"). Each block repeats
  // siteCode: a later block's no-restricted-imports replaces the one above for the same files.
  ...serverLayers.map(([folders, forbidden]) => ({
    files: folders.map((folder) => `server/${folder}/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            siteCode,
            { group: forbidden.map((folder) => `**/${folder}/*`), message: `server/${folders.join('/, ')}/ may not import ${forbidden.join('/, ')}/ (server/README.md).` },
          ],
        },
      ],
    },
  })),
)
