import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { endpointPath } from '../../common/contract/endpoints'
import { faq, testimonials } from '@mocks/fixtures'
import { server } from '@mocks/node'
import { findMainHeading, renderRoute } from '../render-route'

/** The questions: native <details> (role group), each summary holding the question as an <h2>. */
async function renderFaq() {
  const { queryClient } = await renderRoute('/faq')
  await findMainHeading()
  // Looked up again on each call: a question rendered anew would be another element.
  const items = () => within(screen.getByRole('region', { name: 'Questions and answers' })).getAllByRole('group') as HTMLDetailsElement[]
  const summary = (index: number) => items()[index]!.querySelector(':scope > summary') as HTMLElement
  const questionOf = (item: HTMLDetailsElement) => within(item.querySelector(':scope > summary')!).getByRole('heading', { level: 2 }).textContent
  const expanded = () => items().filter((item) => item.open).map(questionOf)
  return { items, summary, questionOf, expanded, queryClient }
}

describe('faq accordion', () => {
  it('opens the first question initially, and only it; each question is a level-2 heading in its summary', async () => {
    const { items, questionOf, expanded } = await renderFaq()
    expect(items().map(questionOf)).toEqual(faq.map((f) => f.question))
    expect(expanded()).toEqual([faq[0]!.question])
    // The answer is the disclosure's content, after its summary.
    expect(items()[0]!.querySelector(':scope > summary + div')).toHaveTextContent(/\S/)
  })

  it('keeps one question open at a time: all are one exclusive group (<details name>)', async () => {
    // The browser closes the open one when another opens (jsdom does not: the e2e specs click it).
    const { items, summary } = await renderFaq()
    const names = new Set(items().map((item) => item.getAttribute('name')))
    expect(names.size).toBe(1)
    expect([...names][0]).toMatch(/\S/)
    await userEvent.click(summary(2))
    expect(items()[2]!.open).toBe(true)
  })

  it('closes the open question when it is clicked again', async () => {
    const { summary, expanded } = await renderFaq()
    await userEvent.click(summary(0))
    expect(expanded()).toEqual([])
    await userEvent.click(summary(0))
    expect(expanded()).toEqual([faq[0]!.question])
  })

  it('leaves the questions as the visitor left them when the page renders again', async () => {
    const { items, summary, expanded, queryClient } = await renderFaq()
    await userEvent.click(summary(0))
    await userEvent.click(summary(3))
    expect(expanded()).toEqual([faq[3]!.question])
    const before = items()
    // New answers with the same questions (a refetch): the accordion renders again.
    const changed = faq.map((f) => ({ ...f, answer: `${f.answer}<p>Updated.</p>` }))
    server.use(http.get(`*${endpointPath('faq')}`, () => HttpResponse.json({ data: changed })))
    await act(() => queryClient.refetchQueries())
    expect(await screen.findAllByText('Updated.')).toHaveLength(faq.length)
    expect(items()).toEqual(before)
    expect(expanded()).toEqual([faq[3]!.question])
  })

  it('renders answers as sanitised HTML', async () => {
    server.use(
      http.get(`*${endpointPath('faq')}`, () =>
        HttpResponse.json({
          data: [
            {
              question: 'Is this safe?',
              answer: '<p>Yes, <strong>bold</strong> stays.</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:alert(1)">link</a>',
            },
          ],
        }),
      ),
    )
    await renderRoute('/faq')
    await findMainHeading()
    const bold = await screen.findByText('bold')
    expect(bold.tagName).toBe('STRONG')
    const answer = bold.closest('p')!.parentElement!
    expect(answer.querySelector('img, script')).toBeNull()
    expect(within(answer).getByText('link')).not.toHaveAttribute('href')
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined()
  })
})

describe('testimonials', () => {
  it('shows feedback, image, name, designation and five fixed stars with a text alternative', async () => {
    await renderRoute('/faq')
    await findMainHeading()
    const section = screen.getByRole('region', { name: 'What our investors say' })
    const cards = within(section).getAllByRole('figure')
    expect(cards).toHaveLength(testimonials.length)
    testimonials.forEach((t, index) => {
      const card = cards[index]!
      expect(card).toHaveTextContent(t.feedback)
      expect(card).toHaveTextContent(t.name)
      expect(card).toHaveTextContent(t.designation)
      expect(card.querySelector('img')).toHaveAttribute('src', t.image)
      const stars = within(card).getByRole('img', { name: 'Rated 5 out of 5' })
      expect(stars.querySelectorAll('svg')).toHaveLength(5)
    })
  })
})
