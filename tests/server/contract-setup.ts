/** The server project's setup: every answer of every test is checked against the OpenAPI document (contract-check.ts). */
import { afterAll, afterEach } from 'vitest'
import { assertNoViolations, installContractCheck } from './contract-check.ts'

const uninstall = installContractCheck()
afterEach(() => assertNoViolations())
// Answers given in beforeAll/afterAll hooks.
afterAll(() => {
  uninstall()
  assertNoViolations()
})
