import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The layering rule (eslint-rules/feature-boundaries.js) through the repo's own ESLint config, on
 * fixture source text linted as if it lived at the given path.
 */
let eslint: ESLint
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() })
})

async function boundaryMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  expect(result!.messages.filter((message) => message.fatal), 'the fixture parses').toEqual([])
  return result!.messages.filter((message) => message.ruleId === 'local/feature-boundaries').map((message) => message.message)
}

describe('reported', () => {
  it.each([
    ['src/components/Fixture.tsx', "import { HeaderSearch } from '@/features/search/HeaderSearch'", /src\/components\/ may not import src\/features\//],
    ['src/components/Fixture.tsx', "import { AddToCompareButton } from '../features/compare'", /src\/components\/ may not import src\/features\//],
    ['src/components/Fixture.tsx', "import { App } from '@/app/App'", /may not import src\/app\//],
    ['src/lib/fixture.ts', "import { AddToCompareButton } from '@/features/compare'", /src\/lib\/ may not import src\/features\//],
    ['src/lib/fixture.ts', "import { validateSearch } from '../routes/-params'", /src\/lib\/ may not import src\/routes\//],
    ['src/lib/fixture.ts', "import { GC_TIME } from '@/api/query-client'", /src\/lib\/ may not import src\/api\//],
    ['src/api/fixture.ts', "import { ErrorState } from '@/components/ErrorState'", /src\/api\/ may not import src\/components\//],
    ['src/features/fund/Fixture.tsx', "import { Route } from '@/routes/compare'", /may not import src\/routes\//],
  ])('%s: %s', async (filePath, code, message) => {
    const messages = await boundaryMessages(filePath, code)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatch(message)
  })

  it.each([
    "import { ReturnCells } from '@/features/fund-list/ReturnCells'",
    "import { sortingOf } from '../fund-list/list-sort'",
    "import listClasses from '@/features/fund-list/fund-list.module.css'",
    "export { AddToCompareButton } from '../compare/AddToCompareButton'",
    "export const loadPage = () => import('@/features/compare/ComparePage')",
  ])('a feature reaching into another: %s', async (code) => {
    const messages = await boundaryMessages('src/features/fund/Fixture.tsx', code)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatch(/reaches into features\/(fund-list|compare)\/: import it from '@\/features\/(fund-list|compare)'/)
  })

  it("a feature's index.ts with code of its own", async () => {
    const messages = await boundaryMessages('src/features/compare/index.ts', "export { AddToCompareButton } from './AddToCompareButton'\nexport const MAX = 4\n")
    expect(messages).toEqual([expect.stringMatching(/only re-exports/)])
  })
})

describe('allowed', () => {
  it.each([
    // Another feature through its index, by alias or relative path; its own modules directly.
    ['src/features/fund/Fixture.tsx', "import { AddToCompareButton } from '@/features/compare'"],
    ['src/features/fund/Fixture.tsx', "import { AddToCompareButton } from '../compare'"],
    ['src/features/fund/Fixture.tsx', "import { sortingOf } from '../fund-list/index'"],
    ['src/features/fund/Fixture.tsx', "import { FundDetailPage } from './FundDetailPage'"],
    ['src/features/fund/Fixture.tsx', "import { FundDetailPage } from '@/features/fund/FundDetailPage'"],
    ['src/features/fund/Fixture.tsx', "import { ButtonLink } from '@/components/links'\nimport { env } from '@/lib/env'"],
    // Routes and the app shell import feature modules directly.
    ['src/routes/fixture.tsx', "import { ComparePage } from '@/features/compare/ComparePage'"],
    ['src/app/Fixture.tsx', "import { HeaderSearch } from '@/features/search/HeaderSearch'"],
    // The lower layers downward.
    ['src/components/Fixture.tsx', "import { contentQueries } from '@/api/content'\nimport { formatDate } from '../lib/dates'"],
    ['src/api/fixture.ts', "import { env } from '@/lib/env'"],
    ['src/features/compare/index.ts', "export { AddToCompareButton } from './AddToCompareButton'\nexport type { CompareFund } from './compare-store'"],
  ])('%s: %s', async (filePath, code) => {
    expect(await boundaryMessages(filePath, code)).toEqual([])
  })
})
