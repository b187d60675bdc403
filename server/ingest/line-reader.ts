import { closeSync, openSync, readSync } from 'node:fs'

const CHUNK = 1 << 20

/**
 * Calls `onLine` for every line of a file or buffer, synchronously, reading the file in 1 MiB chunks
 * so a large history report never sits in memory whole. Synchronous on purpose: the importer runs
 * inside one better-sqlite3 transaction, which cannot span awaits. Splitting on the 0x0A byte is safe
 * in UTF-8 (it never occurs inside a multi-byte character).
 */
export function forEachLine(
  source: string | Buffer,
  onLine: (line: string) => void,
  onProgress?: (bytesRead: number) => void,
): void {
  if (Buffer.isBuffer(source)) {
    splitLines(source, onLine, true)
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
      carry = Buffer.from(splitLines(data, onLine, false))
      onProgress?.(total)
    }
    if (carry.length) onLine(carry.toString('utf8'))
  } finally {
    closeSync(fd)
  }
}

/** Emits every complete line; returns the unterminated tail (or emits it too when `final`). */
function splitLines(data: Buffer, onLine: (line: string) => void, final: boolean): Buffer {
  let start = 0
  for (;;) {
    const nl = data.indexOf(0x0a, start)
    if (nl < 0) break
    onLine(data.toString('utf8', start, nl))
    start = nl + 1
  }
  const tail = data.subarray(start)
  if (final && tail.length) onLine(tail.toString('utf8'))
  return final ? Buffer.alloc(0) : tail
}
