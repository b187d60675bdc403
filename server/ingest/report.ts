import type { ImportSummary } from './import-amfi.ts'

/** A one-line progress bar on a TTY; quiet elsewhere (CI logs do not need 100 redraws). */
export function progressBar(stream: NodeJS.WriteStream, label: string, total: number) {
  const tty = Boolean(stream.isTTY)
  let last = -1
  return {
    update(done: number) {
      const pct = total ? Math.min(100, Math.floor((done / total) * 100)) : 100
      if (pct === last) return
      if (!tty) {
        // Logs and pipes get a line per tenth instead of a redrawn bar.
        if (Math.floor(pct / 10) === Math.floor(last / 10)) return
        last = pct
        stream.write(`${label}: ${Math.floor(pct / 10) * 10}%\n`)
        return
      }
      last = pct
      const width = 30
      const fill = Math.round((pct / 100) * width)
      stream.write(`\r${label} [${'#'.repeat(fill)}${'.'.repeat(width - fill)}] ${pct}%`)
    },
    done() {
      if (tty && last >= 0) stream.write('\n')
    },
  }
}

export function formatSummary(file: string, s: ImportSummary, ms?: number): string {
  const skipped = Object.entries(s.skipped)
  const skippedTotal = skipped.reduce((n, [, count]) => n + count, 0)
  const timing = ms === undefined ? '' : ` in ${Math.round(ms)} ms (${Math.round(s.rows / (ms / 1000))} rows/s)`
  return [
    `${file}: ${s.format}, ${s.rows} rows${timing}`,
    `  NAVs stored: ${s.navsStored}; schemes: ${s.schemes}; fund houses: ${s.fundHouses}`,
    `  skipped: ${skippedTotal}${skipped.length ? ` (${skipped.map(([why, n]) => `${why}: ${n}`).join(', ')})` : ''}`,
    `  ${s.changed ? `data version ${s.dataVersion}, latest NAV date ${s.latestNavDate}` : 'nothing new: database unchanged'}` +
      (s.replacedDemo ? ' (demo data replaced by AMFI data)' : ''),
  ].join('\n')
}
