/**
 * Imports one AMFI file in one transaction: all of it or, on any error or interruption, nothing.
 * (A killed process leaves an uncommitted WAL frame set that SQLite discards on the next open.)
 * The same transaction removes what earlier, laxer importers let in (nav-repair.ts).
 */
import { addDays } from '../../common/figures/dates.ts'
import type { Db } from '../db/open-database.ts'
import { createMetaRepository } from '../repositories/meta-repository.ts'
import { indiaToday } from './amfi-dates.ts'
import { MAX_LINE_BYTES } from './amfi-limits.ts'
import { AmfiFormatError, createAmfiParser, type AmfiFormat } from './amfi-parser.ts'
import { recomputeDerived } from './derived-figures.ts'
import { createIngestWriter } from './ingest-writer.ts'
import { forEachLine, LineTooLongError } from './line-reader.ts'
import { repairNavData } from './nav-repair.ts'

export type ImportSummary = {
  format: AmfiFormat
  /** Data rows read (with or without a usable NAV). */
  rows: number
  navsStored: number
  skipped: Record<string, number>
  schemes: number
  fundHouses: number
  /** False when the file held nothing new (re-import): the data version did not move. */
  changed: boolean
  dataVersion: number
  latestNavDate: string | null
  /** The demo universe was replaced by real data. */
  replacedDemo: boolean
}

export type ImportOptions = {
  onProgress?: (bytesRead: number) => void
  /** Today in India, ISO (tests pin it); NAV dates after the next day are refused. Defaults to the clock. */
  today?: string
}

export function importAmfi(db: Db, source: string | Buffer, options: ImportOptions = {}): ImportSummary {
  const today = options.today ?? indiaToday()
  const run = db.transaction((): ImportSummary => {
    const meta = createMetaRepository(db)
    const before = meta.read()
    const writer = createIngestWriter(db)
    const replacedDemo = before.source === 'demo'
    if (replacedDemo) writer.clearAll()
    const parser = createAmfiParser({ today })
    const skipped: Record<string, number> = {}
    let rows = 0
    let navsStored = 0
    try {
      forEachLine(
        source,
        (line) => {
          const row = parser.pushLine(line)
          if (!row) return
          rows++
          if (row.skipReason) skipped[row.skipReason] = (skipped[row.skipReason] ?? 0) + 1
          else navsStored++
          writer.write(row)
        },
        options.onProgress,
        MAX_LINE_BYTES,
      )
    } catch (error) {
      if (!(error instanceof LineTooLongError)) throw error
      throw new AmfiFormatError(`longer than ${MAX_LINE_BYTES} bytes, which no AMFI line is: ${JSON.stringify(error.head)}…`, error.lineNumber)
    }
    if (!parser.format) throw new AmfiFormatError('empty file: no header line', parser.lineNumber)
    if (rows === 0) throw new AmfiFormatError('no data rows', parser.lineNumber)
    parser.finish()
    const repaired = repairNavData(db, addDays(today, 1))
    const changed = writer.changes + repaired > 0
    let dataVersion = before.dataVersion
    let latestNavDate = before.latestNavDate
    if (changed) {
      latestNavDate = recomputeDerived(db).latestNavDate
      dataVersion = meta.recordIngest('amfi', latestNavDate)
    }
    return {
      format: parser.format,
      rows,
      navsStored,
      skipped,
      schemes: writer.schemeCount,
      fundHouses: writer.fundHouseCount,
      changed,
      dataVersion,
      latestNavDate,
      replacedDemo,
    }
  })
  // IMMEDIATE takes the write lock up front, so a concurrent reader never blocks us halfway.
  return run.immediate()
}
