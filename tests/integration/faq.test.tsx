import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { endpointPath } from '../../common/contract/endpoints'
import { faq, testimonials } from '@mocks/fixtures'
import { server } from '@mocks/node'
import { findMainHeading, renderRoute } from '../render-route'

async function renderFaq() {
  await renderRoute('/faq')
  await findMainHeading()
  const questions = screen.getAllByRole('button').filter((b) => b.hasAttribute('aria-expanded') && faq.some((f) => f.question === b.textContent))
  const expanded = () => questions.filter((q) => q.getAttribute('aria-expanded') === 'true').map((q) => q.textContent)
  return { questions, expanded }
}

describe('faq accordion', () => {
  it('opens the first question initially, and only it', async () => {
    const { questions, expanded } = await renderFaq()
    expect(questions.map((q) => q.textContent)).toEqual(faq.map((f) => f.question))
    expect(expanded()).toEqual([faq[0]!.question])
  })

  it('keeps one question open at a time', async () => {
    const { questions, expanded } = await renderFaq()
    await userEvent.click(questions[2]!)
    expect(expanded()).toEqual([faq[2]!.question])
    await userEvent.click(questions[4]!)
    expect(expanded()).toEqual([faq[4]!.question])
  })

  it('closes the open question when it is clicked again', async () => {
    const { questions, expanded } = await renderFaq()
    await userEvent.click(questions[0]!)
    expect(expanded()).toEqual([])
    await userEvent.click(questions[0]!)
    expect(expanded()).toEqual([faq[0]!.question])
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
