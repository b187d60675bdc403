/** The compare tray and the "Add to compare" button (issue #13). */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { COMPARE_FULL_MESSAGE, MAX_COMPARE, compareStore } from '@/features/compare/compare-store'
import { schemeByCode } from '@mocks/fixtures'
import { findMainHeading, renderRoute } from '../render-route'

const fund = (code: number) => {
  const scheme = schemeByCode(code)!
  return { schemeCode: code, schemeName: scheme.name!, fundHouseName: scheme.house.fundHouseName }
}
const FOUR = [fund(101011), fund(102031), fund(103021), fund(104011)]
const FIFTH = fund(105011)
const fundPage = (f: { schemeCode: number; fundHouseName: string }) => `/fundchart/${f.schemeCode}/${encodeURIComponent(f.fundHouseName)}`
const tray = () => screen.getByRole('region', { name: 'Funds to compare' })

beforeEach(() => {
  localStorage.clear()
  compareStore.reset()
})

describe('the compare tray', () => {
  it('is not there while no fund is picked', async () => {
    await renderRoute('/')
    await findMainHeading()
    expect(screen.queryByRole('region', { name: 'Funds to compare' })).not.toBeInTheDocument()
  })

  it('lists the picked funds with a remove button each, links to the compare page and clears', async () => {
    const user = userEvent.setup()
    compareStore.add(FOUR[0]!)
    compareStore.add(FOUR[1]!)
    await renderRoute('/amcs')
    await findMainHeading()
    expect(within(tray()).getAllByRole('listitem').map((li) => li.textContent)).toEqual([FOUR[0]!.schemeName, FOUR[1]!.schemeName])
    expect(within(tray()).getByRole('link', { name: 'Compare (2)' })).toHaveAttribute('href', `/compare?codes=${FOUR[0]!.schemeCode}%2C${FOUR[1]!.schemeCode}`)

    // Remove the first: the keyboard stays in the tray, on the next fund's remove button.
    await user.click(within(tray()).getByRole('button', { name: `Remove ${FOUR[0]!.schemeName} from compare` }))
    expect(within(tray()).getAllByRole('listitem')).toHaveLength(1)
    expect(within(tray()).getByRole('button', { name: `Remove ${FOUR[1]!.schemeName} from compare` })).toHaveFocus()
    // One code is written plainly, not as quoted JSON.
    expect(within(tray()).getByRole('link', { name: 'Compare (1)' })).toHaveAttribute('href', `/compare?codes=${FOUR[1]!.schemeCode}`)

    await user.click(within(tray()).getByRole('button', { name: 'Clear' }))
    expect(screen.queryByRole('region', { name: 'Funds to compare' })).not.toBeInTheDocument()
    expect(compareStore.get()).toEqual([])
    expect(localStorage.getItem('mf-explorer:compare')).toBe('[]')
  })

  it('is reached with the keyboard: its controls are links and buttons in the Tab order', async () => {
    const user = userEvent.setup()
    compareStore.add(FOUR[0]!)
    await renderRoute('/amcs')
    await findMainHeading()
    const remove = within(tray()).getByRole('button', { name: `Remove ${FOUR[0]!.schemeName} from compare` })
    const link = within(tray()).getByRole('link', { name: 'Compare (1)' })
    remove.focus()
    await user.tab()
    expect(link).toHaveFocus()
    await user.tab()
    expect(within(tray()).getByRole('button', { name: 'Clear' })).toHaveFocus()
  })

  it('opens the compare page, where it hides (the page shows the funds itself)', async () => {
    compareStore.add(FOUR[0]!)
    compareStore.add(FOUR[1]!)
    const { router } = await renderRoute('/amcs')
    await findMainHeading()
    await userEvent.click(within(tray()).getByRole('link', { name: 'Compare (2)' }))
    await screen.findByRole('heading', { level: 1, name: 'Compare funds' })
    expect(router.state.location.href).toBe(`/compare?codes=${FOUR[0]!.schemeCode}%2C${FOUR[1]!.schemeCode}`)
    expect(screen.queryByRole('region', { name: 'Funds to compare' })).not.toBeInTheDocument()
  })

  it('follows a change another tab made', async () => {
    await renderRoute('/amcs')
    await findMainHeading()
    localStorage.setItem('mf-explorer:compare', JSON.stringify([FOUR[2]]))
    window.dispatchEvent(new StorageEvent('storage', { key: 'mf-explorer:compare' }))
    expect(await screen.findByRole('region', { name: 'Funds to compare' })).toHaveTextContent(FOUR[2]!.schemeName)
  })
})

describe('Add to compare on the fund page', () => {
  it('adds the fund to the tray and, pressed again, takes it out', async () => {
    const user = userEvent.setup()
    const target = FOUR[0]!
    await renderRoute(fundPage(target))
    await findMainHeading()
    const button = await screen.findByRole('button', { name: `Add to compare: ${target.schemeName}` })
    expect(button).toHaveAttribute('aria-pressed', 'false')
    await user.click(button)
    expect(compareStore.get()).toEqual([target])
    expect(screen.getByRole('button', { name: `Remove from compare: ${target.schemeName}` })).toHaveAttribute('aria-pressed', 'true')
    expect(within(tray()).getByText(target.schemeName)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: `Remove from compare: ${target.schemeName}` }))
    expect(compareStore.get()).toEqual([])
    expect(screen.queryByRole('region', { name: 'Funds to compare' })).not.toBeInTheDocument()
  })

  it(`refuses a fifth fund with the message, and the tray keeps the ${MAX_COMPARE}`, async () => {
    const user = userEvent.setup()
    for (const f of FOUR) compareStore.add(f)
    await renderRoute(fundPage(FIFTH))
    await findMainHeading()
    await user.click(await screen.findByRole('button', { name: `Add to compare: ${FIFTH.schemeName}` }))
    expect(screen.getByRole('alert')).toHaveTextContent(COMPARE_FULL_MESSAGE)
    expect(compareStore.get()).toEqual(FOUR)
    expect(screen.getByRole('button', { name: `Add to compare: ${FIFTH.schemeName}` })).toHaveAttribute('aria-pressed', 'false')

    // Room again (removed from the tray): the refusal goes away and the fund can be added.
    await user.click(within(tray()).getByRole('button', { name: `Remove ${FOUR[3]!.schemeName} from compare` }))
    await waitFor(() => expect(screen.queryByText(COMPARE_FULL_MESSAGE)).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: `Add to compare: ${FIFTH.schemeName}` }))
    expect(compareStore.get().map((f) => f.schemeCode)).toEqual([...FOUR.slice(0, 3), FIFTH].map((f) => f.schemeCode))
  })
})
