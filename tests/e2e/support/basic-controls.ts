import { expect, type Page } from '@playwright/test'
import { HDFC_IN_ADDRESS } from './site-routes'

/**
 * The issue-28 controls, each as an action a visitor takes and the effect they then see, on the e2e
 * fixture database (mocks/README.md). The same scenarios run with JavaScript off
 * (controls-without-javascript.spec.ts) and clicked at first paint, before the page has hydrated
 * (controls-at-first-paint.spec.ts): every one is a link, a GET form or a native disclosure, so
 * neither needs the site's code.
 */
export type ControlScenario = {
  name: string
  path: string
  /** Only at this width class: the phone menu exists under 62em. */
  only?: 'phone' | 'desktop'
  act: (page: Page, phone: boolean) => Promise<void>
  /** What the visitor sees; asserted again once the page has hydrated, so it only looks. */
  effect: (page: Page, phone: boolean) => Promise<void>
  /** What the visitor does next, in the JavaScript-off spec. */
  next?: (page: Page) => Promise<void>
  /** One of the six controls the first-paint spec clicks before hydration. */
  basic: boolean
}

const COMPANY = `/company-details/1/${HDFC_IN_ADDRESS}`
const FUND_NAMES = `/fund-names/1/${HDFC_IN_ADDRESS}`
const FUND = `/fundchart/101011/${HDFC_IN_ADDRESS}`

const main = (page: Page) => page.locator('main')

/** The column header's sort link of a table in main. */
const sortLink = (page: Page, column: RegExp) => main(page).getByRole('columnheader', { name: column }).getByRole('link')

export const CONTROL_SCENARIOS: readonly ControlScenario[] = [
  {
    name: 'an FAQ question opens its answer',
    path: '/faq',
    basic: true,
    act: async (page) => {
      await main(page).locator('details > summary').nth(1).click()
    },
    effect: async (page) => {
      const second = main(page).locator('details').nth(1)
      await expect(second).toHaveAttribute('open', '')
      // One open at a time: the first, open initially, has closed.
      await expect(main(page).locator('details').first()).not.toHaveAttribute('open', '')
      await expect(second.locator('summary + *')).toBeVisible()
    },
  },
  {
    name: "the company page's Equity › Large Cap filter",
    path: COMPANY,
    basic: true,
    act: async (page) => {
      await main(page).locator('summary', { hasText: /^Equity/ }).click()
      await main(page).getByRole('link', { name: /^Large Cap/ }).click()
    },
    effect: async (page) => {
      await expect(page).toHaveURL(/[?&]category=Equity\b/)
      await expect(page).toHaveURL(/[?&]subcategory=Large(\+|%20)Cap\b/)
      const table = main(page).getByRole('table', { name: 'Funds of this fund house' })
      await expect(table).toContainText('HDFC Large Cap Fund')
      await expect(table).not.toContainText('HDFC Aggressive Hybrid Fund')
      // The address's category is open, its subcategory marked current.
      await expect(main(page).locator('details[open] > summary', { hasText: /^Equity/ })).toHaveCount(1)
      await expect(main(page).getByRole('link', { name: /^Large Cap/ })).toHaveAttribute('aria-current', /.+/)
    },
  },
  {
    name: "the fund page's 1Y period",
    path: FUND,
    basic: true,
    act: async (page) => {
      await page.getByRole('group', { name: 'Chart period' }).getByRole('link', { name: '1Y', exact: true }).click()
    },
    effect: async (page) => {
      await expect(page).toHaveURL(/[?&]period=1Y\b/)
      await expect(page.getByRole('group', { name: 'Chart period' }).getByRole('link', { name: '1Y', exact: true })).toHaveAttribute('aria-current', /.+/)
      await expect(page.getByTestId('period-return')).toContainText('1Y return')
    },
  },
  {
    name: 'the header search opens the results page',
    path: COMPANY,
    basic: true,
    act: async (page, phone) => {
      // On a phone the field is behind the header's Search button.
      if (phone) await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
      const field = page.getByRole('banner').getByRole('combobox')
      await field.fill('axis')
      await field.press('Enter')
    },
    effect: async (page) => {
      await expect(page).toHaveURL(/\/search\?q=axis$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/axis/i)
      await expect(main(page)).toContainText('Axis')
    },
  },
  {
    name: '/fund-names sorted by 1Y',
    path: FUND_NAMES,
    basic: true,
    act: async (page) => {
      await sortLink(page, /^1Y/).click()
    },
    effect: async (page) => {
      await expect(page).toHaveURL(/[?&]sort=return1Y\b/)
      await expect(main(page).getByRole('columnheader', { name: /^1Y/ })).toHaveAttribute('aria-sort', /descending|ascending/)
    },
  },
  {
    name: 'the phone menu opens and its links work',
    path: '/amcs',
    only: 'phone',
    basic: true,
    act: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
    },
    effect: async (page) => {
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeVisible()
    },
    next: async (page) => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
      await expect(page).toHaveURL(/\/about$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/about us/i)
    },
  },
  {
    name: "a list's plan filter",
    path: FUND_NAMES,
    basic: false,
    act: async (page) => {
      await main(page).getByRole('combobox', { name: 'Plan', exact: true }).selectOption('Regular')
      await main(page).getByRole('button', { name: /apply/i }).click()
    },
    effect: async (page) => {
      await expect(page).toHaveURL(/[?&]plan=Regular\b/)
      const table = main(page).getByRole('table').locator('tbody')
      await expect(table).toContainText('Regular Plan')
      await expect(table).not.toContainText('Direct Plan')
    },
  },
  {
    name: 'the SIP calculator computes on the server',
    path: FUND,
    basic: false,
    act: async (page) => {
      const form = page.getByRole('form', { name: 'SIP calculator' })
      await form.getByRole('button', { name: /calculate/i }).click()
    },
    effect: async (page) => {
      const section = page.locator('#sip-calculator-heading').locator('xpath=ancestor::section[1]')
      await expect(section).toContainText(/Invested/i)
      await expect(section).toContainText(/₹/)
    },
  },
]
