/**
 * What a downloaded NAVAll.txt must be before the sync imports it. AMFI answers its maintenance and
 * error pages with 200, and an export can break off at a line's end where no parser notices, so the
 * whole answer is read once (no database) and refused, with a line for people, when it is a web page,
 * empty on a business day, in a layout the parser does not know, malformed, older than the NAVs held,
 * or far shorter than the latest day held.
 */
import { isoToAmfi } from './amfi-dates.ts'
import { excerpt, MAX_LINE_BYTES } from './amfi-limits.ts'
import { AmfiFormatError, createAmfiParser } from './amfi-parser.ts'
import { forEachLine, LineTooLongError } from './line-reader.ts'

/** An answer the sync would not import; the message is one line, and nothing was written. */
export class SyncRefusal extends Error {
  override name = 'SyncRefusal'
}

export type NavAllCheck = { kind: 'import'; navs: number; newest: string } | { kind: 'note'; note: string }

export type NavAllExpectation = {
  /** Today in India, ISO (the parser refuses NAV dates after tomorrow). */
  today: string
  /** The newest NAV date held, ISO; null for none (or the demo, which the file does not continue). */
  newestHeld: string | null
  /** How many schemes have a NAV on `newestHeld`. */
  schemesOnNewest: number
  /** False on a weekend, or when the latest business day is held already: an empty answer is then a note. */
  expectNew: boolean
}

/** A web page's title, or its first characters: what people recognise ("Site under maintenance"). */
function pageTitle(text: string): string {
  const title = /<title[^>]*>([^<]*)</i.exec(text)?.[1]?.replace(/\s+/g, ' ').trim()
  return excerpt(title || text.replace(/\s+/g, ' ').trim(), 60)
}

export function checkNavAll(body: Buffer, expect: NavAllExpectation): NavAllCheck {
  const empty = (what: string): NavAllCheck => {
    if (expect.expectNew) throw new SyncRefusal(`AMFI answered ${what} on a business day`)
    return { kind: 'note', note: `AMFI answered ${what}; none expected today` }
  }
  const head = body.subarray(0, 2048).toString('utf8').replace(/^\uFEFF/, '').trimStart()
  if (head === '') return empty('an empty file')
  if (head.startsWith('<') || /<(html|body|head)[\s>]/i.test(head)) {
    throw new SyncRefusal(`AMFI answered a web page, not NAVAll.txt: ${pageTitle(body.subarray(0, 16_384).toString('utf8'))}`)
  }
  const parser = createAmfiParser({ today: expect.today })
  let navs = 0
  let newest = ''
  try {
    forEachLine(
      body,
      (line) => {
        const row = parser.pushLine(line)
        if (!row || row.nav === null) return
        navs++
        if (row.date > newest) newest = row.date
      },
      undefined,
      MAX_LINE_BYTES,
    )
    if (parser.format) parser.finish()
  } catch (error) {
    if (error instanceof LineTooLongError) throw new SyncRefusal(`AMFI's answer has a line longer than ${MAX_LINE_BYTES} bytes, which no NAV file has`)
    if (!(error instanceof AmfiFormatError)) throw error
    const header = /not an AMFI NAV header: (.*)$/.exec(error.message)?.[1]
    if (header) throw new SyncRefusal(`AMFI's answer is in a layout this server does not know, with the header ${header}`)
    throw new SyncRefusal(`AMFI's answer is malformed or cut off (${error.message})`)
  }
  if (!parser.format) return empty('an empty file')
  if (navs === 0) return empty('a header and no NAVs')
  if (expect.newestHeld && newest < expect.newestHeld) {
    throw new SyncRefusal(`AMFI's NAVAll.txt is dated ${isoToAmfi(newest)}, older than the newest NAV held (${isoToAmfi(expect.newestHeld)})`)
  }
  if (navs * 2 < expect.schemesOnNewest) {
    throw new SyncRefusal(`AMFI's NAVAll.txt looks cut off: ${navs} NAVs, where ${expect.schemesOnNewest} schemes have one on ${isoToAmfi(expect.newestHeld!)}`)
  }
  return { kind: 'import', navs, newest }
}
