/**
 * Loaded before a test server (`tsx --import`, playwright.config.ts): India's today is E2E_TODAY
 * there, so the fixtures' fixed NAV dates are as current (or as old) as each spec expects.
 */
import { pinIndiaDay } from '../../pinned-day.ts'

const day = process.env.E2E_TODAY
if (day) pinIndiaDay(day)
