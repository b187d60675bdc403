import { describe, expect, it } from 'vitest'
import { formatDate } from '@/lib/dates'
import { listTerAsOf, terAsOfText, terDatesDiffer, terDateText } from '@/lib/ter-text'

/** Issue 27: the lists' one note on the date of their TERs ("TER as of {date} (AMFI)"). */

const rows = (...dates: (string | null)[]) => dates.map((terAsOf) => ({ terAsOf }))

describe('listTerAsOf: which "as of" a list gives', () => {
  it('none when no row has a TER, so the note is left out', () => {
    expect(listTerAsOf([])).toBeNull()
    expect(listTerAsOf(rows(null, null))).toBeNull()
  })

  it('the one date the rows with a TER share; rows without one do not count', () => {
    expect(listTerAsOf(rows('01-11-2026'))).toEqual({ oldest: '01-11-2026', newest: null })
    expect(listTerAsOf(rows(null, '01-11-2026', null, '01-11-2026'))).toEqual({ oldest: '01-11-2026', newest: null })
  })

  it('the oldest and newest by date, not by the text of dd-mm-yyyy', () => {
    // As text "31-03-2024" is the greatest and "01-10-2024" sorts before "01-11-2023".
    const dates = ['31-03-2024', '01-11-2023', null, '01-10-2024', '15-01-2024', '31-03-2024', '01-11-2023']
    expect(listTerAsOf(rows(...dates))).toEqual({ oldest: '01-11-2023', newest: '01-10-2024' })
    // Whatever the order of the rows (a new sort): the same answer.
    expect(listTerAsOf(rows(...[...dates].reverse()))).toEqual({ oldest: '01-11-2023', newest: '01-10-2024' })
    expect(listTerAsOf(rows('02-01-2024', '01-01-2024'))).toEqual({ oldest: '01-01-2024', newest: '02-01-2024' })
  })

  it('reads any iterable once', () => {
    function* generated() {
      yield { terAsOf: '01-10-2024' }
      yield { terAsOf: '01-11-2023' }
    }
    expect(listTerAsOf(generated())).toEqual({ oldest: '01-11-2023', newest: '01-10-2024' })
  })
})

describe('terAsOfText: the note', () => {
  it('one date: as the fund page says it', () => {
    expect(terAsOfText({ oldest: '01-11-2026', newest: null })).toBe('TER as of 1 Nov 2026 (AMFI)')
    expect(terDatesDiffer({ oldest: '01-11-2026', newest: null })).toBe(false)
  })

  it('different dates: the range, and "by fund" so it is not read as a period', () => {
    expect(terAsOfText({ oldest: '01-11-2023', newest: '30-09-2024' })).toBe('TER as of 1 Nov 2023 to 30 Sept 2024 (AMFI), by fund')
    expect(terAsOfText(listTerAsOf(rows('30-09-2024', null, '01-11-2023', '31-03-2024'))!)).toBe(
      'TER as of 1 Nov 2023 to 30 Sept 2024 (AMFI), by fund',
    )
    expect(terDatesDiffer({ oldest: '01-11-2023', newest: '30-09-2024' })).toBe(true)
    expect(terDatesDiffer(null)).toBe(false)
  })

  it('writes dates as the rest of the site does (formatDate)', () => {
    for (const dmy of ['01-11-2026', '30-09-2024', '29-02-2024', '01-01-2023']) {
      expect(terDateText(dmy)).toBe(formatDate(dmy))
      // Remembered: the same text again.
      expect(terDateText(dmy)).toBe(formatDate(dmy))
    }
  })
})
