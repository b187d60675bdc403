import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { monogramSvg } from '../../common/lib/monogram-svg.ts'
import { svgToPng } from '../../server/images/svg-to-png.ts'

type Pixel = [r: number, g: number, b: number, a: number]
const pixelAt = (png: PNG, x: number, y: number): Pixel => {
  const i = (y * png.width + x) * 4
  return [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!, png.data[i + 3]!]
}
/** How many pixels of a box are opaque white: the drawn glyphs. */
const whiteIn = (png: PNG, x0: number, y0: number, x1: number, y1: number) => {
  let n = 0
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (pixelAt(png, x, y).every((v) => v > 240)) n++
  return n
}

describe('svgToPng', () => {
  it('draws a monogram at 2x: rounded corners, the colour, and the initials in the font it loads', async () => {
    const png = PNG.sync.read(await svgToPng(monogramSvg('HDFC Mutual Fund')))
    expect([png.width, png.height]).toEqual([192, 192])
    expect(pixelAt(png, 0, 0)[3]).toBe(0) // outside the rounded corner
    const background = pixelAt(png, 20, 96)
    expect(background[3]).toBe(255)
    expect(background.slice(0, 3).some((v) => v < 200)).toBe(true)
    // The "H" in the middle: no font (or a font without the glyph) leaves the box background only.
    expect(whiteIn(png, 48, 48, 144, 144)).toBeGreaterThan(1000)
    expect(whiteIn(png, 0, 0, 40, 192)).toBe(0)
  })

  it('sets the rupee sign (the full font, not a Latin subset)', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><text x="20" y="30" font-size="30" ' +
      'font-family="system-ui,sans-serif" text-anchor="middle" fill="#fff">\u20b9</text></svg>'
    const png = PNG.sync.read(await svgToPng(svg, 1))
    expect(whiteIn(png, 0, 0, 40, 40)).toBeGreaterThan(40)
  })

  it('rejects what is not SVG', async () => {
    await expect(svgToPng('<svg')).rejects.toThrow()
    await expect(svgToPng('not an image')).rejects.toThrow()
  })
})
