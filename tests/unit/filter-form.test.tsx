import { act, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { render } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { afterEach, describe, expect, it } from 'vitest'
import { FilterForm } from '@/features/fund-list/FilterForm'

/**
 * The lists' filter form (issue 28): a GET form of native selects, which the server renders. A
 * choice made after the first paint but before the page's code has run (no Apply button then: it
 * is for no-JavaScript only) must apply once the form has hydrated, as the select's own change
 * would have; and nothing must apply of itself otherwise.
 */
function Filters({ plan, onPick }: { plan: string; onPick: (plan: string) => void }) {
  // The address's value, as the page passes it: React does not change it before the router does.
  const [value] = useState(plan)
  return (
    <MantineProvider withCssVariables={false}>
      <FilterForm keep={{ sort: 'ter' }}>
        <select name="plan" aria-label="Plan" value={value} onChange={(event) => onPick(event.currentTarget.value)}>
          <option value="">All</option>
          <option value="Direct">Direct</option>
          <option value="Regular">Regular</option>
        </select>
      </FilterForm>
    </MantineProvider>
  )
}

const roots: Root[] = []
let container: HTMLElement | undefined
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()))
  document.body.querySelectorAll('[data-server-rendered]').forEach((element) => element.remove())
})

/** The server's HTML for `plan`, in the document as the browser shows it at first paint. */
function serverRendered(plan: string): HTMLSelectElement {
  container = document.createElement('div')
  container.dataset.serverRendered = ''
  container.innerHTML = renderToString(<Filters plan={plan} onPick={() => {}} />)
  document.body.append(container)
  return container.querySelector('select')!
}

async function hydrate(plan: string): Promise<string[]> {
  const picks: string[] = []
  await act(async () => {
    roots.push(hydrateRoot(container!, <Filters plan={plan} onPick={(value) => picks.push(value)} />))
  })
  return picks
}

describe('FilterForm', () => {
  it('is a GET form keeping the rest of the address, its Apply button for no-JavaScript only', () => {
    const select = serverRendered('Direct')
    const form = select.form!
    expect(form.method).toBe('get')
    expect(Object.fromEntries(new FormData(form))).toEqual({ sort: 'ter', plan: 'Direct' })
    expect(form.querySelector('noscript')).not.toBeNull()
  })

  it('applies a choice made before the page hydrated, once, as the select’s change', async () => {
    const select = serverRendered('')
    select.value = 'Regular'
    expect(await hydrate('')).toEqual(['Regular'])
    // Back to the rendered choice is a choice too.
    const again = serverRendered('Direct')
    again.value = ''
    expect(await hydrate('Direct')).toEqual([''])
  })

  it('applies nothing when the visitor chose nothing before hydration, nor when the page renders it in the browser', async () => {
    serverRendered('Regular')
    expect(await hydrate('Regular')).toEqual([])
    const picks: string[] = []
    render(<Filters plan="Direct" onPick={(value) => picks.push(value)} />)
    await act(async () => {})
    expect(picks).toEqual([])
  })
})
