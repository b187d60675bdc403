import { describe, expect, it } from 'vitest'
import { findMainHeading, renderRoute } from '../render-route'

// Every route of this area sets its own document title and meta description (pageHead).
const routes: Array<[path: string, title: RegExp]> = [
  ['/', /^MF Explorer$/],
  ['/about', /^About us \| MF Explorer$/],
  ['/faq', /^FAQ \| MF Explorer$/],
  ['/contact', /^Contact \| MF Explorer$/],
  ['/coming-soon', /^Coming soon \| MF Explorer$/],
  ['/loader', /^Loading \| MF Explorer$/],
  ['/data', /^About the data \| MF Explorer$/],
]

describe('document head of the home, about, FAQ, contact and small routes', () => {
  it.each(routes)('%s', async (path, title) => {
    await renderRoute(path)
    await findMainHeading()
    await expect.poll(() => document.title).toMatch(title)
    await expect
      .poll(() => document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '')
      .toMatch(/\w{3,}.*\w{3,}/)
  })
})
