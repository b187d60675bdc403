/**
 * Where a JSON file is broken, by line and column, for the imports' messages ("line 3, column 7: ...").
 * Shared by the casparser statement (casparser.ts) and the site's own export file (portfolio-file.ts).
 */
import type { ImportError } from './match-schemes.ts'

/** Line and column (1-based) of a character offset, as an editor shows them. */
function lineColumn(source: string, offset: number): string {
  let line = 1
  let lineStart = 0
  for (let i = 0; i < offset && i < source.length; i++) {
    if (source.charCodeAt(i) === 10) {
      line++
      lineStart = i + 1
    }
  }
  return `line ${line}, column ${offset - lineStart + 1}`
}

/**
 * Where JSON.parse failed and why. Engines disagree on reporting it (V8 gives a position for some
 * errors only, Safari never does), so on failure this re-reads the text with a small JSON grammar
 * of its own. Iterative, so a deeply nested file cannot overflow the stack.
 */
function locate(source: string): { offset: number; message: string } | null {
  let i = 0
  const stack: string[] = []
  let expect: 'value' | 'value-or-close' | 'key' | 'key-or-close' | 'colon' | 'after-value' = 'value'
  const fail = (message: string, at = i) => ({ offset: at, message })
  const shown = (ch: string) => (ch === '\n' || ch === '\r' ? 'a line break' : ch < ' ' ? 'a control character' : `'${ch}'`)

  const readString = () => {
    const start = i
    i++
    while (i < source.length) {
      const ch = source[i]!
      if (ch === '"') {
        i++
        return null
      }
      if (ch === '\\') {
        const escape = source[i + 1]
        if (escape === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(source.slice(i + 2, i + 6))) return fail('a \\u escape needs four hex digits')
          i += 6
        } else if (escape !== undefined && '"\\/bfnrt'.includes(escape)) i += 2
        else return fail('unknown escape in a string')
      } else if (ch < ' ') return fail(`${shown(ch)} inside a string (a string must be closed on its line)`)
      else i++
    }
    return fail('a string that starts here is never closed', start)
  }

  while (true) {
    while (i < source.length && ' \t\n\r'.includes(source[i]!)) i++
    if (i >= source.length) {
      if (expect === 'after-value' && stack.length === 0) return null
      return fail('the file ends too early (a bracket or brace is not closed)')
    }
    const ch = source[i]!
    if (expect === 'value' || expect === 'value-or-close') {
      if (expect === 'value-or-close' && ch === ']') {
        stack.pop()
        i++
        expect = 'after-value'
      } else if (ch === '{') {
        stack.push('}')
        i++
        expect = 'key-or-close'
      } else if (ch === '[') {
        stack.push(']')
        i++
        expect = 'value-or-close'
      } else if (ch === '"') {
        const error = readString()
        if (error) return error
        expect = 'after-value'
      } else {
        const literal = /true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y
        literal.lastIndex = i
        if (!literal.test(source)) return fail(`unexpected ${shown(ch)} where a value should be`)
        i = literal.lastIndex
        expect = 'after-value'
      }
    } else if (expect === 'key' || expect === 'key-or-close') {
      if (expect === 'key-or-close' && ch === '}') {
        stack.pop()
        i++
        expect = 'after-value'
      } else if (ch === '"') {
        const error = readString()
        if (error) return error
        expect = 'colon'
      } else return fail(`expected a property name in double quotes, found ${shown(ch)}`)
    } else if (expect === 'colon') {
      if (ch !== ':') return fail(`expected ':' after a property name, found ${shown(ch)}`)
      i++
      expect = 'value'
    } else {
      const close = stack.at(-1)
      if (close === undefined) return fail(`unexpected ${shown(ch)} after the end of the JSON`)
      if (ch === ',') {
        i++
        expect = close === '}' ? 'key' : 'value'
      } else if (ch === close) {
        stack.pop()
        i++
      } else return fail(`expected ',' or '${close}', found ${shown(ch)}`)
    }
  }
}

/** The error of a text JSON.parse rejected with `error`: located when the grammar below finds the spot. */
export function jsonSyntaxError(source: string, error: unknown): ImportError {
  const found = locate(source)
  return {
    where: found ? lineColumn(source, found.offset) : 'the whole file',
    message: `Not valid JSON: ${found?.message ?? (error instanceof Error ? error.message : String(error))}`,
  }
}
