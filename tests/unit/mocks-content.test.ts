import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { blogSchema, faqSchema, teamMemberSchema, testimonialSchema } from '../../common/contract/schemas'
import blogsJson from '../../content/blogs.json'
import faqJson from '../../content/faq.json'
import teamJson from '../../content/team.json'
import testimonialsJson from '../../content/testimonials.json'

const root = join(__dirname, '../..')
const publicDir = join(root, 'public')

describe('content store (content/*.json)', () => {
  it('validates against the wire schemas', () => {
    expect(z.array(blogSchema).safeParse(blogsJson).success).toBe(true)
    expect(z.array(teamMemberSchema).safeParse(teamJson).success).toBe(true)
    expect(z.array(faqSchema).safeParse(faqJson).success).toBe(true)
    expect(z.array(testimonialSchema).safeParse(testimonialsJson).success).toBe(true)
  })

  it('has enough entries of each kind', () => {
    expect(blogsJson.length).toBeGreaterThanOrEqual(6)
    expect(teamJson.length).toBeGreaterThanOrEqual(4)
    expect(faqJson.length).toBeGreaterThanOrEqual(6)
    expect(testimonialsJson.length).toBeGreaterThanOrEqual(4)
  })

  it('gives blogs unique ids and distinct dates, stored out of order so client sorting is testable', () => {
    expect(new Set(blogsJson.map((blog) => blog.id)).size).toBe(blogsJson.length)
    const times = blogsJson.map((blog) => Date.parse(blog.created_at))
    expect(times.every(Number.isFinite)).toBe(true)
    expect(new Set(times).size).toBe(times.length)
    const ascending = [...times].sort((a, b) => a - b)
    expect(times).not.toEqual(ascending)
  })

  it('writes FAQ answers as simple HTML with paragraphs, a list, emphasis and the AMFI link', () => {
    const all = faqJson.map((entry) => entry.answer).join('')
    for (const entry of faqJson) expect(entry.answer).toMatch(/^<p>/)
    expect(all).toContain('<ul><li>')
    expect(all).toContain('<strong>')
    expect(all).toContain('<a href="https://www.amfiindia.com/">')
    expect(all).not.toMatch(/<script|on\w+=|javascript:/i)
  })

  it('references only images that exist under public/', () => {
    const images = [
      ...blogsJson.flatMap((blog) => [blog.image, blog.bloger]),
      ...teamJson.map((member) => member.image),
      ...testimonialsJson.map((entry) => entry.image),
    ]
    for (const image of images) {
      // PNGs, drawn from the SVG beside each (scripts/content-images-to-png.ts): Chromium builds an
      // SVG image as a document of its own on the page's main thread.
      expect(image).toMatch(/^\/images\/(blog|team|testimonials)\/[a-z0-9-]+\.png$/)
      expect(existsSync(join(publicDir, image)), image).toBe(true)
      expect(existsSync(join(publicDir, image.replace(/\.png$/, '.svg'))), `${image}'s source`).toBe(true)
    }
  })
})

describe('illustrations (public/images)', () => {
  const files = ['blog', 'team', 'testimonials'].flatMap((folder) =>
    readdirSync(join(publicDir, 'images', folder))
      .filter((name) => name.endsWith('.svg'))
      .map((name) => join(publicDir, 'images', folder, name)),
  )

  // Twice the largest size a page shows each at (BlogInsights 480 px, AboutPage 120, Testimonials 48).
  const PNG_WIDTH: Record<string, number> = { blog: 960, team: 240, testimonials: 96 }

  it.each(files)('%s has its PNG beside it, drawn at twice the size a page shows it', (file) => {
    const png = readFileSync(file.replace(/\.svg$/, '.png'))
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    const folder = file.split(/[\\/]/).at(-2)!
    // The IHDR chunk's width, big-endian at byte 16.
    expect(png.readUInt32BE(16)).toBe(PNG_WIDTH[folder])
  })

  it.each(files)('%s is a small, self-contained SVG', (file) => {
    expect(statSync(file).size).toBeLessThan(2048)
    const svg = readFileSync(file, 'utf8')
    const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? ''
    expect(root).toMatch(/\swidth="\d+"/)
    expect(root).toMatch(/\sheight="\d+"/)
    expect(root).toMatch(/\sviewBox="0 0 \d+ \d+"/)
    expect(svg).not.toMatch(/<script|<foreignObject|\son\w+=|href=|url\(|@import/i)
    // The only URL allowed is the SVG namespace.
    expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:/)
  })
})
