/**
 * The two containers AMFI's TER report comes in, read into rows of cell texts with the line each
 * starts on: the HTML table AMFI's site answers with, and CSV (RFC 4180: quoted fields, "" inside
 * quotes, line breaks inside quotes). Which columns mean what is ter-parser.ts's business.
 */
import { excerpt } from './amfi-limits.ts'

export type TableRow = {
  /** 1-based line of the text where the row (its `<tr>`, or the CSV record) starts. */
  line: number
  cells: string[]
  /** The line each cell starts on: an HTML row spreads over many. */
  cellLines: number[]
  /** Which `<table>` of the page the row belongs to (0 before any; always 0 for CSV). */
  table: number
}

export class TableSyntaxError extends Error {
  constructor(message: string, readonly lineNumber: number) {
    super(message)
    this.name = 'TableSyntaxError'
  }
}

/**
 * Counts lines up to increasing offsets of one text, in one pass overall: the next line break is
 * remembered, so a page written on one line is not scanned again for every tag.
 */
function lineCounter(text: string) {
  let line = 1
  let nextBreak = text.indexOf('\n')
  return (offset: number): number => {
    while (nextBreak !== -1 && nextBreak < offset) {
      line++
      nextBreak = text.indexOf('\n', nextBreak + 1)
    }
    return line
  }
}

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ',
  rsquo: '\u2019', lsquo: '\u2018', rdquo: '\u201D', ldquo: '\u201C', ndash: '\u2013', mdash: '\u2014',
}

/** `&amp;`, `&#39;`, `&#x2019;` and the few named entities a scheme name carries; others stay as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1))
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole
  })
}

/** Whitespace other than single spaces between words: most cells have none, and are only trimmed. */
const LOOSE_SPACE = /\s\s|[^\S ]/
const collapse = (text: string) => {
  const trimmed = text.trim()
  return LOOSE_SPACE.test(trimmed) ? trimmed.replace(/\s+/g, ' ') : trimmed
}

/** A cell's text as a person reads it: markup and comments dropped, entities decoded, spaces collapsed. */
function cellText(html: string): string {
  const text = html.includes('<') ? html.replace(/<!--[\s\S]*?-->|<script\b[\s\S]*?<\/script\s*>|<[^>]*>/gi, ' ') : html
  return collapse(decodeEntities(text))
}

const SLASH = 0x2f
const BANG = 0x21

const TABLE_TAGS = ['td', 'th', 'tr', 'table', 'script', 'style'] as const
type TableTag = (typeof TABLE_TAGS)[number]

/** Which of TABLE_TAGS the tag name at `at` is (any case), or null: compared in place, no string made. */
function tableTag(html: string, at: number): TableTag | null {
  for (const tag of TABLE_TAGS) {
    let i = 0
    while (i < tag.length && (html.charCodeAt(at + i) | 0x20) === tag.charCodeAt(i)) i++
    if (i < tag.length) continue
    const after = html.charCodeAt(at + i) | 0x20
    // `<tr` must not be the start of `<track`: the name ends at a non-letter, non-digit.
    if (!((after >= 0x61 && after <= 0x7a) || (after >= 0x30 && after <= 0x39))) return tag
  }
  return null
}

/** Where the text that a `<script>` or `<style>` opened at `at` holds ends: after its closing tag. */
function skipRawText(html: string, at: number, name: string): number {
  const close = new RegExp(`</${name}\\s*>`, 'gi')
  close.lastIndex = at
  return close.exec(html) ? close.lastIndex : html.length
}

/**
 * Every row of every table of an HTML page. The page is walked tag by tag (indexOf, not one big
 * regular expression: AMFI's month is 71 MB); comments, scripts and styles are stepped over whole so
 * a `<tr>` inside them is not taken for the table's, and every tag but the four a table is made of is
 * cell content. HTML lets a page leave out `</td>` and `</tr>`: a cell ends at the next cell, row or
 * table tag, and a row at the next row or table tag.
 */
export function readHtmlRows(html: string): TableRow[] {
  const lineAt = lineCounter(html)
  const rows: TableRow[] = []
  let table = 0
  let row: TableRow | null = null
  let cellStart = -1
  const closeCell = (end: number) => {
    if (cellStart < 0) return
    row!.cells.push(cellText(html.slice(cellStart, end)))
    cellStart = -1
  }
  const closeRow = () => {
    if (row && row.cells.length > 0) rows.push(row)
    row = null
  }
  for (let at = html.indexOf('<'); at >= 0; at = html.indexOf('<', at + 1)) {
    const next = html.charCodeAt(at + 1)
    if (next === BANG) {
      if (html.startsWith('<!--', at)) {
        const end = html.indexOf('-->', at + 4)
        at = end < 0 ? html.length : end + 2
      }
      continue
    }
    const closing = next === SLASH
    const name = tableTag(html, at + (closing ? 2 : 1))
    if (!closing && (name === 'script' || name === 'style')) {
      at = skipRawText(html, at, name) - 1
      continue
    }
    if (name === null) continue
    const end = html.indexOf('>', at)
    if (end < 0) break
    closeCell(at)
    if (name === 'td' || name === 'th') {
      if (!closing) {
        const line = lineAt(at)
        row ??= { line, cells: [], cellLines: [], table }
        row.cellLines.push(line)
        cellStart = end + 1
      }
    } else {
      closeRow()
      if (name === 'table' && !closing) table++
      else if (name === 'tr' && !closing) row = { line: lineAt(at), cells: [], cellLines: [], table }
    }
    at = end
  }
  closeCell(html.length)
  closeRow()
  return rows
}

/** The page's `<title>`, or failing that the start of its text: what an error or maintenance page says. */
export function pageGist(html: string): string {
  const title = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(html)
  const text = title ? cellText(title[1]!) : ''
  return text || cellText(html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')).slice(0, 120)
}

/**
 * Every record of a CSV text, blank lines left out; cells cleaned as an HTML cell's text is (a CSV
 * saved from AMFI's page keeps its `&amp;`).
 */
export function readCsvRows(text: string): TableRow[] {
  const rows: TableRow[] = []
  let line = 1
  let i = 0
  const n = text.length
  while (i < n) {
    const start = line
    const cells: string[] = []
    const cellLines: number[] = []
    // One record: fields up to an unquoted line break or the end.
    for (;;) {
      cellLines.push(line)
      let value = ''
      if (text[i] === '"') {
        const opened = line
        i++
        for (;;) {
          const quote = text.indexOf('"', i)
          if (quote < 0) throw new TableSyntaxError(`a quoted field that never ends: ${excerpt(text.slice(i - 1, i + 60))}`, opened)
          const chunk = text.slice(i, quote)
          for (let k = chunk.indexOf('\n'); k >= 0; k = chunk.indexOf('\n', k + 1)) line++
          value += chunk
          if (text[quote + 1] === '"') {
            value += '"'
            i = quote + 2
          } else {
            i = quote + 1
            break
          }
        }
        // Anything between the closing quote and the separator is kept, as spreadsheets do.
        const rest = /[^,\r\n]*/y
        rest.lastIndex = i
        value += rest.exec(text)![0]
        i = rest.lastIndex
      } else {
        const plain = /[^,\r\n]*/y
        plain.lastIndex = i
        value = plain.exec(text)![0]
        i = plain.lastIndex
      }
      cells.push(collapse(decodeEntities(value)))
      if (text[i] === ',') {
        i++
        continue
      }
      break
    }
    if (text[i] === '\r') i++
    if (text[i] === '\n') {
      i++
      line++
    }
    if (!(cells.length === 1 && cells[0]!.trim() === '')) rows.push({ line: start, cells, cellLines, table: 0 })
  }
  return rows
}
