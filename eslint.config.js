import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/** Value imports of zod or a schema module, which only src/api/contract-schemas.ts may make in the site. */
const contractSchemas = {
  group: ['zod', 'zod/*', '**/common/contract/schemas*', '**/common/contract/analytics-schemas*', '**/common/contract/primitives*', '@common/contract/schemas', '@common/contract/analytics-schemas', '@common/contract/primitives'],
  allowTypeImports: true,
  message: 'The contract schemas load with the first API call (src/api/contract.ts): import their types only, and constants from common/contract/limits.',
}

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
    // Data flows routes -> features -> components/lib/api; nothing imports a route module.
    files: ['src/features/**', 'src/components/**', 'src/lib/**', 'src/api/**'],
    ignores: ['src/api/contract-schemas.ts', 'src/lib/env-schema.ts', 'src/lib/zod-config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/routes/*', '**/routes/*'], message: 'Nothing imports from routes/.' }, contractSchemas] },
      ],
    },
  },
  {
    // common/ is what the site, the msw mocks and the server share: the wire contract and the
    // figures' formulas depend on zod and each other only (no browser, React, Node or site code).
    files: ['common/contract/**', 'common/figures/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['*', '!zod', '!zod/mini', '!./*', '!../*'], message: 'Shared contract modules depend on zod only.' }] }],
    },
  },
  {
    // The server never reaches into the site's code: what both need lives in common/.
    files: ['server/**', 'common/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/*', '@/*'], message: 'Shared code goes in common/, not src/.' }] }],
    },
  },
)
