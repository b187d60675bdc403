/**
 * Draws the content's SVG images (public/images/blog, team, testimonials) as PNGs beside them,
 * which content/*.json names: Chromium builds every SVG image as a document of its own on the
 * page's main thread (server/images/svg-to-png.ts says more), a PNG is decoded off it. Each PNG is at
 * least twice the largest size a page shows it at (blog: 480 px on the home page; team: 120 px on
 * the about page; testimonials: 48 px). Run after editing one: `npx tsx scripts/content-images-to-png.ts`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { svgToPng } from '../server/images/svg-to-png.ts'

const FOLDERS = [
  { dir: 'public/images/blog', width: 960 },
  { dir: 'public/images/team', width: 240 },
  { dir: 'public/images/testimonials', width: 96 },
]

for (const { dir, width } of FOLDERS) {
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.svg'))) {
    const svg = readFileSync(join(dir, name), 'utf8')
    const ownWidth = Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1])
    if (!ownWidth) throw new Error(`${dir}/${name}: no width on <svg>`)
    const png = await svgToPng(svg, width / ownWidth)
    writeFileSync(join(dir, name.replace(/\.svg$/, '.png')), png)
    console.log(`${dir}/${name.replace(/\.svg$/, '.png')}: ${png.length} bytes`)
  }
}
