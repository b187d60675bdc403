import { closeSync, openSync, readSync } from 'node:fs'

const CHUNK = 1 << 20

/**
 * Calls `onLine` for every line of a file or buffer, reading the file in 1 MiB chunks so a large
 * history report never sits in memory whole. Synchronous on purpose: the importer runs inside one
 * better-sqlite3 transaction, which cannot span awaits. Splitting on 0x0A is safe in UTF-8. A line over
 * `maxLineBytes` throws LineTooLongError as soon as it is seen, so one endless line is never held whole.
 */
export function forEachLine(
  source: string | Buffer,
  onLine: (line: string) => void,
  onProgress?: (bytesRead: number) => void,
  maxLineBytes = Infinity,
): void {
  const lines = { count: 0, max: maxLineBytes }
  if (Buffer.isBuffer(source)) {
    splitLines(source, onLine, true, lines)
    onProgress?.(source.length)
    return
  }
  const fd = openSync(source, 'r')
  try {
    let carry = Buffer.alloc(0)
    let total = 0
    const chunk = Buffer.allocUnsafe(CHUNK)
    for (;;) {
      const n = readSync(fd, chunk, 0, CHUNK, null)
      if (n === 0) break
      total += n
      const data = carry.length ? Buffer.concat([carry, chunk.subarray(0, n)]) : chunk.subarray(0, n)
      carry = Buffer.from(splitLines(data, onLine, false, lines))
      onProgress?.(total)
    }
    if (carry.length) onLine(carry.toString('utf8'))
  } finally {
    closeSync(fd)
  }
}

export class LineTooLongError extends Error {
  /** The first bytes of the line, for a message that names it without echoing all of it. */
  readonly head: string
  constructor(readonly lineNumber: number, line: Buffer, maxBytes: number) {
    super(`line ${lineNumber}: longer than ${maxBytes} bytes`)
    this.name = 'LineTooLongError'
    this.head = line.toString('utf8', 0, 80)
  }
}

/** Emits every complete line; returns the unterminated tail (or emits it too when `final`). */
function splitLines(data: Buffer, onLine: (line: string) => void, final: boolean, lines: { count: number; max: number }): Buffer {
  let start = 0
  for (;;) {
    const nl = data.indexOf(0x0a, start)
    const end = nl < 0 ? data.length : nl
    if (end - start > lines.max) throw new LineTooLongError(lines.count + 1, data.subarray(start, end), lines.max)
    if (nl < 0) break
    lines.count++
    onLine(data.toString('utf8', start, nl))
    start = nl + 1
  }
  const tail = data.subarray(start)
  if (final && tail.length) {
    lines.count++
    onLine(tail.toString('utf8'))
  }
  return final ? Buffer.alloc(0) : tail
}
