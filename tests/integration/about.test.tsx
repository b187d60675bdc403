import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { team } from '@mocks/fixtures'
import { findMainHeading, renderRoute } from '../render-route'

describe('about', () => {
  it('tells the story with the spec facts: founded 2024, over 50 specialists', async () => {
    await renderRoute('/about')
    expect(await findMainHeading()).toHaveTextContent('About us')
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument()
    expect(screen.getByText(/founded the company in 2024/)).toBeInTheDocument()
    expect(screen.getByText(/over 50\s+specialists/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Our mission' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Our vision' })).toBeInTheDocument()
  })

  it('lists the four values', async () => {
    await renderRoute('/about')
    await findMainHeading()
    const values = screen.getByRole('region', { name: 'Our values' })
    expect(within(values).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Innovation',
      'Integrity',
      'Collaboration',
      'Excellence',
    ])
  })

  it('shows a card per leader from the team call: image, name, designation', async () => {
    await renderRoute('/about')
    await findMainHeading()
    const section = screen.getByRole('region', { name: 'Leadership team' })
    expect(section).toHaveAttribute('id', 'team')
    const cards = within(section).getAllByRole('listitem')
    expect(cards).toHaveLength(team.length)
    team.forEach((member, index) => {
      const card = cards[index]!
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(member.name)
      expect(card).toHaveTextContent(member.designation)
      const img = card.querySelector('img')!
      expect(img).toHaveAttribute('src', member.image)
      expect(img).toHaveAttribute('width')
      expect(img).toHaveAttribute('height')
    })
  })
})
