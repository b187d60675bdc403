/**
 * SVG -> PNG for the images the API names and pages show with <img> (the fund-house monograms,
 * routes/logo-route.ts): Chromium parses every SVG image as a document on the page's main thread, a
 * PNG is decoded off it (docs/decisions/004-images-as-png-and-inline-svg.md). resvg's WebAssembly
 * build draws it (nothing native to compile), in Inter (inter-ui's full fonts, with the rupee sign)
 * since the server may have no fonts; resvg reads TrueType, so their WOFF2 is decompressed once (wawoff2).
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { initWasm, Resvg } from '@resvg/resvg-wasm'
import decompressWoff2 from 'wawoff2/decompress.js'

const require = createRequire(import.meta.url)
const WEIGHTS = ['Regular', 'SemiBold', 'Bold'] as const

let fonts: Promise<Uint8Array[]> | undefined

/** resvg and the fonts, loaded on first use and kept. */
function load(): Promise<Uint8Array[]> {
  fonts ??= (async () => {
    await initWasm(await readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')))
    return Promise.all(
      WEIGHTS.map(async (weight) => decompressWoff2(await readFile(require.resolve(`inter-ui/web/Inter-${weight}.woff2`)))),
    )
  })()
  return fonts
}

/**
 * The PNG of an SVG document at `scale` times its own width and height (2: sharp on 2x screens).
 * Throws on SVG resvg cannot parse.
 */
export async function svgToPng(svg: string, scale = 2): Promise<Buffer> {
  const fontBuffers = await load()
  const resvg = new Resvg(svg, {
    font: { fontBuffers, loadSystemFonts: false, defaultFontFamily: 'Inter', sansSerifFamily: 'Inter' },
    fitTo: { mode: 'zoom', value: scale },
  })
  try {
    const image = resvg.render()
    const png = Buffer.from(image.asPng())
    image.free()
    return png
  } finally {
    resvg.free()
  }
}
