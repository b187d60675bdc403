import { act } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { FaqAccordion } from '@/features/faq/FaqAccordion'

const faqs = [
  { question: 'What is KYC?', answer: '<p>Know your customer.</p>' },
  { question: 'What is NAV?', answer: '<p>Net asset value.</p>' },
  { question: 'What is a SIP?', answer: '<p>A systematic investment plan.</p>' },
]

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.replaceChildren()
})

/**
 * The questions are server-rendered <details>: a visitor on a slow phone opens one before the
 * site's code has run. Hydration must keep what the browser shows (React never set `open` back),
 * and say nothing about it (the attribute differs from the HTML on purpose).
 */
it('keeps a question opened before hydration open after it, and warns of no mismatch', async () => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<FaqAccordion faqs={faqs} />)
  document.body.append(container)
  const details = [...container.querySelectorAll('details')]
  expect(details.map((item) => item.open)).toEqual([true, false, false])

  // What the browser does on a click on the third summary: <details name> closes the first.
  details[0]!.open = false
  details[2]!.open = true
  const errors = vi.spyOn(console, 'error')
  await act(async () => {
    root = hydrateRoot(container, <FaqAccordion faqs={faqs} />)
  })
  expect(errors).not.toHaveBeenCalled()
  expect([...container.querySelectorAll('details')]).toEqual(details)
  expect(details.map((item) => item.open)).toEqual([false, false, true])

  // Rendered again (new data, the same questions): still as the visitor left it.
  await act(async () => root!.render(<FaqAccordion faqs={faqs.map((faq) => ({ ...faq }))} />))
  expect(details.map((item) => item.open)).toEqual([false, false, true])
})

it('serves the first question open and every question in one exclusive group, as a heading', () => {
  const html = renderToString(<FaqAccordion faqs={faqs} />)
  const container = document.createElement('div')
  container.innerHTML = html
  const details = [...container.querySelectorAll('details')]
  expect(details.map((item) => item.getAttribute('name'))).toEqual(['faq', 'faq', 'faq'])
  expect(details.map((item) => item.hasAttribute('open'))).toEqual([true, false, false])
  expect(details.map((item) => item.querySelector(':scope > summary > h2')?.textContent)).toEqual(faqs.map((faq) => faq.question))
})
