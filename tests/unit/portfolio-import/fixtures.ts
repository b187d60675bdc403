/**
 * The import fixtures (tests/fixtures/portfolio/) and a scheme lookup that answers as the site
 * would: codes from the msw catalogue (mocks/fixtures/schemes.ts), ISINs as AMFI files them in the
 * server's ingest fixture (tests/server/fixtures/navall-new.txt: 100002's payout and reinvestment
 * ISINs). No mock scheme has an ISIN, so the ISIN route is only exercised through that one.
 */
import { readFileSync } from 'node:fs'
import { expect } from 'vitest'
import { schemeByCode } from '../../../mocks/fixtures/schemes.ts'
import type { SchemeLookup, StatementParseResult } from '../../../common/portfolio/match-schemes.ts'

export const casSample = readFileSync('tests/fixtures/portfolio/cas-sample.json', 'utf8')
export const csvSample = readFileSync('tests/fixtures/portfolio/transactions-sample.csv', 'utf8')

const isinCodes = new Map([
  ['INF000A01AB9', 100002],
  ['INF000A01AC7', 100002],
])

export const lookup: SchemeLookup = {
  byCode: (code) => schemeByCode(code) !== undefined || [...isinCodes.values()].includes(code),
  byIsin: (isin) => isinCodes.get(isin) ?? null,
}

/** The result's parsed statement, failing the test with the error when there is one. */
export function parsedOk(result: StatementParseResult) {
  if (!result.ok) expect.fail(`expected the file to parse, got ${result.error.where}: ${result.error.message}`)
  return result
}

export function parseError(result: StatementParseResult) {
  if (result.ok) expect.fail('expected an error, the file parsed')
  return result.error
}
