import { expect, test, type Locator, type Page } from './support/test'

/**
 * A keyboard-only visitor: the main journey (home -> AMC list -> a company -> filter -> a fund ->
 * back), the enquiry popup and the mobile menu, driven only by Tab, Shift+Tab, Enter, Space and
 * Escape (the browser's Back button aside). On each page every visible control must be reached by
 * Tab, and every element that takes focus must show a focus ring (an outline or a box-shadow) and
 * be on screen, not hidden behind a clipping ancestor (e.g. a carousel's off-screen slide).
 *
 * Fixture facts (mocks/README.md): house 1 is HDFC Mutual Fund ("HDFC Asset Management Company
 * Limited"); 101011 is its Large Cap Fund - Direct Plan - Growth.
 */
const HOUSE = 'HDFC Asset Management Company Limited'
const DIRECT = 'HDFC Large Cap Fund - Direct Plan - Growth'

type Stop = {
  /** The element's number, given when it first took focus (data-kb). */
  key: string
  label: string
  /** What is wrong with its focus indication, or null. */
  problem: string | null
  isTarget: boolean
}

/**
 * Describes document.activeElement: numbers it, checks its focus ring and that it is on screen
 * (waiting up to a second for a carousel to bring it into view). Null when nothing has focus.
 */
function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(async () => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body || el === document.documentElement) return null
    const w = window as Window & { __kb?: number }
    el.dataset.kb ??= String((w.__kb = (w.__kb ?? 0) + 1))
    const name = el.getAttribute('aria-label') ?? el.textContent?.replace(/\s+/g, ' ').trim().slice(0, 60) ?? ''
    const label = `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> ${name || el.getAttribute('name') || el.getAttribute('href') || ''}`

    const style = getComputedStyle(el)
    const transparent = (color: string) => /rgba\(.*,\s*0\)$/.test(color) || color === 'transparent'
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor)
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== ''
    let problem: string | null = outline || shadow ? null : `no focus ring (outline ${style.outlineStyle} ${style.outlineWidth}, box-shadow ${style.boxShadow})`

    // On screen: the element's box, cut by every clipping ancestor and the viewport, is not empty.
    const visibleArea = () => {
      let { left, top, right, bottom } = el.getBoundingClientRect()
      for (let node = el.parentElement; node; node = node.parentElement) {
        const s = getComputedStyle(node)
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue
        const r = node.getBoundingClientRect()
        left = Math.max(left, r.left)
        top = Math.max(top, r.top)
        right = Math.min(right, r.right)
        bottom = Math.min(bottom, r.bottom)
      }
      right = Math.min(right, window.innerWidth)
      bottom = Math.min(bottom, window.innerHeight)
      return Math.max(0, right - Math.max(left, 0)) * Math.max(0, bottom - Math.max(top, 0))
    }
    const deadline = performance.now() + 1000
    while (visibleArea() < 4 && performance.now() < deadline) await new Promise(requestAnimationFrame)
    if (visibleArea() < 4) problem = `${problem ? `${problem}; ` : ''}not on screen`
    return { key: el.dataset.kb, label, problem, isTarget: el.hasAttribute('data-kb-target') }
  })
}

/** Every control a keyboard user should be able to reach, visible, not yet focused by the walk. */
function unreachedControls(page: Page, within?: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const root = scope ? document.querySelector(scope)! : document
    const selector = 'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]'
    return [...root.querySelectorAll<HTMLElement>(selector)]
      .filter(
        (el) =>
          !(el as HTMLButtonElement).disabled &&
          el.tabIndex >= 0 &&
          !(el instanceof HTMLInputElement && el.type === 'hidden') &&
          // A radio group is one Tab stop (its checked radio); the arrow keys move within it.
          !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked && el.form?.querySelector(`input[type=radio][name="${el.name}"]:checked`)) &&
          !el.closest('[inert]') &&
          el.checkVisibility({ visibilityProperty: true }) &&
          el.getClientRects().length > 0 &&
          !el.dataset.kb,
      )
      .map((el) => `<${el.tagName.toLowerCase()}> ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 60) ?? ''}`)
  }, within)
}

/** Forgets which elements the last walk focused. */
async function resetWalk(page: Page) {
  await page.evaluate(() => document.querySelectorAll<HTMLElement>('[data-kb]').forEach((el) => delete el.dataset.kb))
}

/**
 * Tabs once round the page (or the open dialog, whose focus trap makes the round), then asserts
 * that every stop showed a focus ring on screen and that no visible control was skipped.
 */
async function walkAll(page: Page, what: string, within?: string) {
  await resetWalk(page)
  const stops: Stop[] = []
  const seen = new Set<string>()
  let idle = 0
  for (let i = 0; i < 300; i++) {
    await page.keyboard.press('Tab')
    const stop = await focusedStop(page)
    if (!stop) {
      // Past the last control focus leaves the page once, then Tab starts again at the top; two
      // empty stops in a row mean nothing (more) is focusable.
      if (++idle >= 2) break
      continue
    }
    idle = 0
    // A date input keeps focus while Tab moves through its day, month and year: one stop.
    if (stop.key === stops.at(-1)?.key) continue
    if (seen.has(stop.key)) break
    seen.add(stop.key)
    stops.push(stop)
  }
  const problems = stops.filter((stop) => stop.problem).map((stop) => `${stop.label}: ${stop.problem}`)
  // Counts, with the lists as messages (a diff would print each list twice).
  expect(problems.length, `${what}: focus indication\n${problems.join('\n')}\n`).toBe(0)
  const unreached = await unreachedControls(page, within)
  expect(unreached.length, `${what}: controls Tab never reached\n${unreached.join('\n')}\n`).toBe(0)
  expect(stops.length, `${what}: Tab reached nothing`).toBeGreaterThan(0)
  return stops
}

/** Presses Tab (or Shift+Tab) until the target has focus, checking each stop's focus ring on the way. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 200 } = {}) {
  await target.evaluate((el) => el.setAttribute('data-kb-target', ''))
  try {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
      const stop = await focusedStop(page)
      if (stop?.problem) throw new Error(`${stop.label}: ${stop.problem}`)
      if (stop?.isTarget) return
    }
    throw new Error(`Tab did not reach ${target} in ${max} presses`)
  } finally {
    await target.evaluate((el) => el.removeAttribute('data-kb-target')).catch(() => undefined)
  }
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })
/** A first page load on a busy machine can take longer than expect's 5 s. */
const LOAD = { timeout: 15_000 }
const enquiry = (page: Page) => page.getByRole('dialog', { name: 'Need More Details' })

test('the main journey by keyboard at 1280 px, with the enquiry popup', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  // Time runs, but the popup's 30 s are ours to decide (see the company page below).
  await page.clock.install()
  await page.goto('/')
  await expect(h1(page)).toHaveText(/invest in mutual funds/i, LOAD)
  await expect(page.getByRole('region', { name: 'Blog posts' })).toBeVisible()
  await walkAll(page, 'home')

  // Both carousels: reachable, and Pause/Play works from the keyboard (Enter and Space).
  for (const name of ['All fund houses', 'Blog posts']) {
    const region = page.getByRole('region', { name })
    await tabTo(page, region.getByRole('button', { name: `Pause ${name}` }))
    await page.keyboard.press('Enter')
    await expect(region).toHaveAttribute('data-autoplay', 'stopped')
    await expect(region.getByRole('button', { name: `Play ${name}` })).toBeFocused()
    await page.keyboard.press('Space')
    await expect(region.getByRole('button', { name: `Pause ${name}` })).toBeFocused()
    // Next slide by keyboard: focus moves into the slides, and autoplay holds while it is there.
    await tabTo(page, region.getByRole('button', { name: 'Next slide' }))
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(region).toHaveAttribute('data-autoplay', 'stopped')
  }

  // Home -> AMC list through the header.
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AMCS', exact: true }))
  await page.keyboard.press('Enter')
  await expect(h1(page)).toHaveText('Asset Management Companies')
  await walkAll(page, '/amcs')

  // AMC list -> company.
  await tabTo(page, page.getByRole('main').getByRole('link', { name: /^HDFC Mutual Fund/ }))
  await page.keyboard.press('Enter')
  await expect(h1(page)).toHaveText(HOUSE)

  // The enquiry popup opens after 30 s: focus is inside, Tab stays inside, Escape does not close
  // it (static, spec section 4), its close button does, and focus returns to the page.
  await page.clock.fastForward(30_000)
  await expect(enquiry(page)).toBeVisible()
  await expect(enquiry(page).getByRole('textbox', { name: 'Name' })).toBeFocused()
  const inDialog = await walkAll(page, 'enquiry popup', '[role="dialog"]')
  expect(inDialog.map((stop) => stop.label).join('\n')).toMatch(/Close enquiry form[\s\S]*Send enquiry|Send enquiry[\s\S]*Close enquiry form/)
  await page.keyboard.press('Escape')
  await expect(enquiry(page)).toBeVisible()
  await tabTo(page, enquiry(page).getByRole('button', { name: 'Close enquiry form' }))
  await page.keyboard.press('Enter')
  await expect(enquiry(page)).toBeHidden()

  await walkAll(page, 'company page')

  // Filter Equity / Large Cap: Enter opens the category (a native disclosure, which filters by it),
  // Enter follows the subcategory's link (a link: Space would scroll the page).
  const equity = page.locator('details[data-category="Equity"]')
  await tabTo(page, equity.locator('summary'))
  await page.keyboard.press('Enter')
  await expect(equity).toHaveAttribute('open', '')
  await expect(page).toHaveURL(/category=Equity/)
  const largeCap = equity.getByRole('link', { name: 'Large Cap', exact: true })
  await tabTo(page, largeCap)
  await page.keyboard.press('Enter')
  await expect(largeCap).toHaveAttribute('aria-current', 'true')
  await expect(page).toHaveURL(/category=Equity&subcategory=Large(%20|\+)Cap/)
  await walkAll(page, 'company page, filtered')

  // Company -> fund.
  const table = page.getByRole('table', { name: 'Funds of this fund house' })
  await tabTo(page, table.getByRole('link', { name: DIRECT }))
  await page.keyboard.press('Enter')
  await expect(h1(page)).toHaveText('Mutual Fund Details')
  await expect(page.getByRole('heading', { level: 2, name: DIRECT })).toBeVisible()
  await walkAll(page, 'fund page')

  // Back (the browser's own control): the filter is still applied and the page still walks.
  await page.goBack()
  await expect(h1(page)).toHaveText(HOUSE)
  await expect(largeCap).toHaveAttribute('aria-current', 'true')
  await walkAll(page, 'company page after Back')
})

test('the mobile menu and the enquiry form by keyboard at 375 px', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  await expect(h1(page)).toHaveText(/invest in mutual funds/i, LOAD)
  await walkAll(page, 'home at 375 px, menu closed')

  const banner = page.getByRole('banner')
  const toggle = banner.getByRole('button', { name: 'Menu' })
  await tabTo(page, toggle)
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const stops = await walkAll(page, 'home at 375 px, menu open')
  for (const name of ['Home', 'About', 'Faq', 'AMCS', 'Contact', 'My investments', 'Sign Up', 'Login']) {
    expect(stops.some((stop) => stop.label.includes(name)), `${name} reached`).toBe(true)
  }

  // Escape closes the menu and puts focus back on its button; Space opens it again.
  await tabTo(page, banner.getByRole('link', { name: 'About', exact: true }))
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toBeFocused()
  await page.keyboard.press('Space')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await tabTo(page, banner.getByRole('link', { name: 'Contact', exact: true }))
  await page.keyboard.press('Enter')
  await expect(h1(page)).toHaveText('Get In Touch')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await walkAll(page, 'contact at 375 px')

  // The enquiry popup page: open on arrival; closed and reopened from the keyboard.
  await page.goto('/poppup')
  await expect(enquiry(page)).toBeVisible(LOAD)
  await walkAll(page, 'enquiry popup at 375 px', '[role="dialog"]')
  await tabTo(page, enquiry(page).getByRole('button', { name: 'Close enquiry form' }))
  await page.keyboard.press('Enter')
  await expect(enquiry(page)).toBeHidden()
  const reopen = page.getByRole('button', { name: 'Open the enquiry form' })
  await expect(reopen).toBeFocused()
  await page.keyboard.press('Space')
  await expect(enquiry(page)).toBeVisible()
  await tabTo(page, enquiry(page).getByRole('button', { name: 'Close enquiry form' }), { backwards: true })
  await page.keyboard.press('Space')
  await expect(enquiry(page)).toBeHidden()
  await expect(reopen).toBeFocused()
})
